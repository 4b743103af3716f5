"""Start the game window (temporary: the table scene replaces this)."""

from __future__ import annotations

import argparse
import os


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="briscola")
    parser.add_argument("--self-test", action="store_true", help="run headless checks and exit")
    args = parser.parse_args(argv)
    if args.self_test:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    screen = pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    pygame.display.set_caption("Briscola")
    clock = pygame.time.Clock()
    running = not args.self_test
    font = pygame.font.Font(None, 40)
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((20, 90, 50))
        text = font.render("Briscola", True, (240, 230, 200))
        screen.blit(text, text.get_rect(center=screen.get_rect().center))
        pygame.display.flip()
        if not running:
            break
        clock.tick(30)
    pygame.quit()
    return 0

"""The window icon, drawn in code: two fanned cards on a round felt badge."""

from __future__ import annotations

import pygame

from .widgets import FELT, FELT_DARK, GOLD


def make_icon(size: int = 64) -> pygame.Surface:
    """An icon of ``size`` pixels square (drawn at 4x and scaled down for smooth edges)."""
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(surf, FELT_DARK, (big // 2, big // 2), big // 2)
    pygame.draw.circle(surf, FELT, (big // 2, big // 2), int(big * 0.46))
    card_w, card_h = int(big * 0.36), int(big * 0.54)
    for angle, colour, mark in ((14, (250, 246, 236), (190, 40, 40)), (-14, (250, 246, 236), (196, 140, 20))):
        card = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
        pygame.draw.rect(card, colour, card.get_rect(), border_radius=card_w // 8)
        pygame.draw.rect(card, (40, 40, 40), card.get_rect(), width=max(2, big // 64), border_radius=card_w // 8)
        pygame.draw.circle(card, mark, (card_w // 2, card_h // 2), card_w // 4)
        pygame.draw.circle(card, GOLD, (card_w // 2, card_h // 2), card_w // 4, width=max(2, big // 80))
        turned = pygame.transform.rotate(card, angle)
        shift = int(big * 0.1) * (1 if angle < 0 else -1)
        surf.blit(turned, turned.get_rect(center=(big // 2 + shift, big // 2)))
    return pygame.transform.smoothscale(surf, (size, size))

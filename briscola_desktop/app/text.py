"""Rendered text, cached by (text, size, colour, bold): a frame blits, it never renders."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from briscola_desktop.fonts import font

Colour = tuple[int, int, int]


class TextCache:
    """Least-recently-used cache of rendered text surfaces."""

    def __init__(self, limit: int = 600) -> None:
        self._limit = limit
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.renders = 0  # how many times text was actually rendered (tests, benches)

    def render(self, text: str, size: int, colour: Colour = (240, 236, 220), bold: bool = False) -> pygame.Surface:
        key = (text, int(size), tuple(colour), bold)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        surf = font(int(size), bold).render(text, True, colour)
        self.renders += 1
        self._cache[key] = surf
        if len(self._cache) > self._limit:
            self._cache.popitem(last=False)
        return surf

    def fit(self, text: str, size: int, max_width: int, colour: Colour = (240, 236, 220),
            bold: bool = False) -> pygame.Surface:
        """``text`` at ``size``, shrunk step by step (down to the readable minimum) to fit ``max_width``."""
        surf = self.render(text, size, colour, bold)
        while surf.get_width() > max_width and size > 12:
            size = max(12, int(size * 0.9))
            surf = self.render(text, size, colour, bold)
        return surf

    def wrap(self, text: str, size: int, max_width: int, colour: Colour = (240, 236, 220),
             bold: bool = False) -> list[pygame.Surface]:
        """``text`` broken into lines no wider than ``max_width`` (at word boundaries)."""
        f = font(int(size), bold)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                trial = f"{line} {word}" if line else word
                if line and f.size(trial)[0] > max_width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return [self.render(line, size, colour, bold) for line in lines]

    def clear(self) -> None:
        self._cache.clear()

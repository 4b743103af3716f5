"""Keys and the mouse on the review of a hand, turned into intents: the next trick, the summary...

:class:`ReviewInput` draws nothing and knows nothing of the analysis; it calls what
:class:`ReviewIntents` offers. Esc is the scene's ``back`` (the summary first, then the screen).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ..ui.widgets import ButtonGroup


class ReviewIntents(Protocol):
    """What the person can ask of the review (the scene implements it)."""

    index: int
    show_summary: bool
    buttons: ButtonGroup
    summary_buttons: ButtonGroup

    @property
    def analysed(self) -> bool: ...
    @property
    def last(self) -> int: ...                  # the index of the last trick

    def go(self, index: int) -> None: ...
    def toggle_all(self) -> None: ...
    def toggle_summary(self) -> None: ...
    def trick_at(self, pos: tuple[int, int]) -> int | None: ...   # a box of the strip of tricks


class ReviewInput:
    """The review's keys and clicks as intents."""

    def __init__(self, review: ReviewIntents) -> None:
        self.review = review

    def handle(self, event: pygame.event.Event) -> None:
        review = self.review
        if review.show_summary:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
                review.toggle_summary()
            else:
                review.summary_buttons.handle(event)
            return
        if event.type == pygame.KEYDOWN and self.key(event.key):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            trick = review.trick_at(event.pos)
            if trick is not None:
                review.go(trick)
                return
        if event.type == pygame.MOUSEWHEEL:
            review.go(review.index - event.y)
            return
        review.buttons.handle(event)

    def key(self, key: int) -> bool:
        """Left/Right a trick, Home/End the first and the last, A every hand, S the summary; True if used."""
        review = self.review
        if key == pygame.K_s and review.analysed:
            review.toggle_summary()
            return True
        action = {pygame.K_LEFT: lambda: review.go(review.index - 1),
                  pygame.K_RIGHT: lambda: review.go(review.index + 1),
                  pygame.K_HOME: lambda: review.go(0), pygame.K_END: lambda: review.go(review.last),
                  pygame.K_a: review.toggle_all}.get(key)
        if action is None:
            return False
        action()
        return True


__all__ = ["ReviewInput", "ReviewIntents"]

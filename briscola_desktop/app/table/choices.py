"""The person's bid and call buttons (chiamata's auction and the called suit).

Only the actions the rules core lists as legal get a button; pressing one submits it
through the runner. The play phase has no buttons (cards are played from the hand).
"""

from __future__ import annotations

from typing import Callable

from briscola_desktop import i18n
from briscola_desktop.i18n import t
from briscola_desktop.rules import Bid, Call, Pass, Phase
from briscola_desktop.rules.actions import MIN_TARGET

from .hud import banner_bottom, status_top
from .layout import TableLayout
from ..text import TextCache
from ..ui.widgets import Button, ButtonGroup
from ..core.wording import TableWords

#: Point bids offered above the lowest legal one: +0, +1, +4 and +9 (a row, not sixty buttons).
POINT_STEPS = (0, 1, 4, 9)


def choice_buttons(phase: Phase, legal: list, words: TableWords, submit: Callable[[object], object]) -> list[Button]:
    """One button per offered legal bid, pass or called suit; none outside the auction and call."""
    buttons: list[Button] = []
    if phase is Phase.CALL:
        for a in legal:
            if isinstance(a, Call):
                label = i18n.capitalise(words.suit(a.suit))
                buttons.append(Button(label, lambda a=a: submit(a), value=a))
    elif phase is Phase.AUCTION:
        bids = [a for a in legal if isinstance(a, Bid)]
        ranks = [a for a in bids if a.points == MIN_TARGET]
        points = [a for a in bids if a.points != MIN_TARGET]
        for a in ranks:
            buttons.append(Button(words.bid(a), lambda a=a: submit(a), value=a))
        if points:
            low = points[0].points
            for a in points:
                if a.points - low in POINT_STEPS:
                    buttons.append(Button(words.bid(a), lambda a=a: submit(a), value=a))
        for a in legal:
            if isinstance(a, Pass):
                buttons.append(Button(t("table.pass"), lambda a=a: submit(a), value=a))
    return buttons


def place_choices(group: ButtonGroup, lay: TableLayout, text: TextCache) -> None:
    """The rows of choices in the middle of the felt: below the banner ("You win the auction"), which
    stays up while the person calls, and above the status line over the hand."""
    top = banner_bottom(lay, text) + max(6, lay.font_size // 3)
    bottom = status_top(lay, text) - max(4, lay.font_size // 4)
    room = max(24, bottom - top)
    h = max(30, int(lay.size[1] * 0.05))
    gap = 10
    width = int(lay.size[0] * 0.6)
    box = group.layout_row((int(lay.centre[0]), 0), h, width, text, lay.font_size, gap)
    if box.height > room:
        # Many bids in a short window: lower buttons, or wider rows, until they fit between the two.
        for h, width in ((max(24, int(h * 0.8)), width), (max(24, int(h * 0.8)), int(lay.size[0] * 0.8))):
            box = group.layout_row((int(lay.centre[0]), 0), h, width, text, lay.font_size, gap // 2)
            if box.height <= room:
                break
    dy = top - box.top + max(0, (room - box.height) // 4)   # nearer the banner than the hand
    for b in group.buttons:
        b.rect.move_ip(0, dy)


__all__ = ["choice_buttons", "place_choices", "POINT_STEPS"]

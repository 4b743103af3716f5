"""What a table with friends shows over the felt for a moment: the card a turn limit played for
someone (said once, to that player as "for you" and to the others with the name), and the quick
messages' bubbles by the sender's seat."""

from __future__ import annotations

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.rules import Card, action_from_str

from ..table.board import Banner
from ..text import TextCache
from ..ui.widgets import GOLD, PANEL
from .turned import Turn


def played_for(params: dict, turn: Turn | None) -> Banner:
    """The turn limit ran out and a computer played for someone: the card, or, for a bid or a call, the
    move without a card. ``params`` is the host's notice (``name``, ``seat`` as the host numbers it, ``card``)."""
    seat = params.get("seat", "")
    mine = turn is not None and seat.isdigit() and turn.shown(int(seat)) == 0
    name = params.get("name", "")
    try:
        card = action_from_str(params.get("card", ""))
    except ValueError:
        card = None
    if not isinstance(card, Card):
        return Banner("friends.timed_out_move_you" if mine else "net.turn_timed_out", {"name": name})
    return Banner("friends.timed_out_you" if mine else "friends.timed_out", {"name": name, "card": card})


def draw_bubbles(surface: pygame.Surface, lay, text: TextCache, bubbles: dict[int, tuple[str, float]]) -> None:
    """Each shown seat's quick message in a rounded bubble above its name tag (``lay``: the table's layout)."""
    for seat, (message_id, _) in bubbles.items():
        if seat >= len(lay.seats):
            continue
        x, y = lay.seats[seat].label
        words = text.render(t(f"friends.quick.{message_id}"), lay.font_size, PANEL)
        box = words.get_rect(center=(int(x), int(y - lay.font_size * 1.8 if seat else y - lay.font_size * 2.4)))
        box.inflate_ip(lay.font_size, lay.font_size // 2)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (250, 246, 232), box, border_radius=box.height // 2)
        pygame.draw.rect(surface, GOLD, box, width=2, border_radius=box.height // 2)
        surface.blit(words, words.get_rect(center=box.center))


__all__ = ["played_for", "draw_bubbles"]

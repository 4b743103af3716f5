"""A table's settings are checked in one place (``TableSettings.problems``), whether the table is opened
by the host's own window, by a network ``create`` on a headless host, or read back from a hosted table's
file: each refuses the same table with the same words."""

from __future__ import annotations

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.table_settings import TableSettings, settings_from_create
from briscola_desktop.net.host.tables import open_saved_table
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.hosted import SavedSeat, SavedTable

COMPUTER_FIRST = ("medium", p.FRIEND)
WORDS = "seat 1 is the person's who opens the table"


def test_a_table_whose_first_seat_is_a_computer_is_refused_alike_everywhere() -> None:
    variant, fmt = PRESETS["two_players"], MATCH_FORMATS["single_hand"]
    assert any(WORDS in problem for problem in TableSettings(variant, fmt, COMPUTER_FIRST).problems())
    host = Host(host="127.0.0.1", port=0)
    with pytest.raises(ValueError, match=WORDS):
        host.open_table(TableSettings(variant, fmt, COMPUTER_FIRST))   # checked before the host is asked
    create = p.Create(v=p.PROTOCOL_VERSION, name="Ada", variant="two_players", format="single_hand",
                      seats=list(COMPUTER_FIRST))
    with pytest.raises(p.NetError, match=WORDS):
        settings_from_create(create)
    saved = SavedTable(code="ABCDEF", variant=variant, fmt=fmt, seats=(SavedSeat("medium"), SavedSeat(p.FRIEND)))
    with pytest.raises(ValueError, match=WORDS):
        open_saved_table(saved, files=None)
    # A turn limit out of range is the same check's too.
    with pytest.raises(p.NetError, match="turn limit"):
        settings_from_create(p.Create(v=p.PROTOCOL_VERSION, name="Ada", variant="two_players", format="single_hand",
                                      seats=[p.FRIEND, p.FRIEND], turn_limit=0.1))



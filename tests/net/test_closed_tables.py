"""A table closed on a host that still runs is answered as gone (``bad_code`` with ``why: closed``), not as a
wrong code, and older games get the plain ``bad_code`` they know; a closed table's advertisement ends at once, so
no Join list offers it (discovery only inside a network namespace of its own, as tests/net/test_discovery.py)."""

from __future__ import annotations

import os

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.registry import CLOSED_KEPT
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.net.reach.discovery import Advertiser, Browser, wait_for
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from .helpers import INSIDE_NETNS, rerun_inside_netns, running_host
from .test_bad_input import expect, hello, raw, say

TWO_FRIENDS = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND))


def test_a_closed_tables_code_is_answered_as_gone_and_an_older_game_reads_bad_code() -> None:
    with running_host() as host:
        opened = host.open_table(TWO_FRIENDS)
        host.call(lambda: host._tables._close(opened.code))
        with raw(host) as ws:
            say(ws, hello(opened.code.lower()))   # as typed: the code is read as the host reads any
            error = expect(ws, p.Error)
            assert (error.code, error.why) == ("bad_code", p.WHY_CLOSED)
        with raw(host) as ws:                 # a game of protocol 2 does not know ``why``
            say(ws, hello(opened.code, v=p.OLDEST_PROTOCOL))
            error = expect(ws, p.Error)
            assert (error.code, error.why) == ("bad_code", "")
        with raw(host) as ws:                 # a code never given stays a wrong one
            say(ws, hello("ZZZZZZ"))
            assert expect(ws, p.Error).why == ""


def test_the_closed_codes_remembered_are_bounded() -> None:
    with running_host() as host:
        registry = host._tables

        def close_many() -> None:
            for i in range(CLOSED_KEPT + 10):
                registry._remember_closed(f"C{i:05d}")

        host.call(close_many)
        assert not registry.was_closed("C00000") and registry.was_closed(f"C{CLOSED_KEPT + 9:05d}")
        assert len(registry._closed) == CLOSED_KEPT


def test_a_closed_table_leaves_the_join_list_in_a_network_namespace() -> None:
    rerun_inside_netns("tests/net/test_closed_tables.py::test_a_closed_table_is_listed_no_more")


def test_a_closed_table_is_listed_no_more() -> None:
    if os.environ.get(INSIDE_NETNS) != "1":
        pytest.skip("runs only inside its network namespace (see the test above)")
    with running_host() as host:
        host.open_table(TWO_FRIENDS)
        advertiser = Advertiser(host, name="Giulia", addresses=["127.0.0.1"], interfaces=["127.0.0.1"], refresh=0.3)
        browser = Browser(interfaces=["127.0.0.1"])
        try:
            advertiser.start()
            browser.start()
            assert len(wait_for(browser, lambda f: len(f) == 1, 20)) == 1
            advertiser.close()                    # the table closed: the advertisement says goodbye
            # Gone from the list at the goodbye, long before the records' lifetime (two minutes and more) ends.
            assert wait_for(browser, lambda f: not f, 20) == []
        finally:
            browser.close()
            advertiser.close()

"""Finding a table on the local network (DNS-SD / mDNS), only ever inside a network namespace.

Multicast must not leave this machine: the discovery test runs itself again under
``/work/shared/tools/netns-run`` (a namespace with nothing but a loopback interface, multicast
on), with zeroconf bound to 127.0.0.1. Where no namespace can be made it is skipped, saying why.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.reach.discovery import Advertiser, Browser, invitation, wait_for
from briscola_desktop.net.join.client import parse_invitation
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from .helpers import Bot, rerun_inside_netns, run_until, running_host

ROOT = Path(__file__).resolve().parents[2]
INSIDE = "BRISCOLA_TEST_IN_NETNS"
TEST_LIMIT = 90


def test_discovery_in_a_network_namespace_of_its_own() -> None:
    rerun_inside_netns(f"{Path(__file__).relative_to(ROOT)}::test_a_host_s_table_is_found_and_joined_by_its_address")


def test_a_host_s_table_is_found_and_joined_by_its_address() -> None:
    if os.environ.get(INSIDE) != "1":
        pytest.skip("runs only inside its network namespace (see the test above)")
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["four_teams"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND, "easy", p.FRIEND)))
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
        run_until([owner], lambda: owner.table.joined, what="the host's own seat")
        advertiser = Advertiser(host, name="Ada's laptop", addresses=["127.0.0.1"], interfaces=["127.0.0.1"],
                                refresh=0.3)
        browser = Browser(interfaces=["127.0.0.1"])
        try:
            advertiser.start()
            browser.start()
            found = wait_for(browser, lambda f: any(t.free_seats == 2 for t in f), 20)
            assert len(found) == 1, found
            table = found[0]
            assert (table.host_name, table.table, table.seats, table.free_seats) == ("Ada", "four_teams", 4, 2)
            assert table.compatible and not table.started and table.port == host.port
            assert table.addresses == ("127.0.0.1",)
            assert opened.code not in repr(table)  # the code is the key: never advertised
            # A friend picks it, types the code, and joins; the free seats go down for everyone looking.
            line = invitation(table.addresses[0], table.port, opened.code)
            address, port, code = parse_invitation(line)
            friend = Bot(f"ws://{address}:{port}/", p.Hello(v=p.PROTOCOL_VERSION, code=code, name="Bruno"))
            run_until([owner, friend], lambda: friend.table.joined, what="the friend joining")
            assert wait_for(browser, lambda f: f and f[0].free_seats == 1, 20)[0].free_seats == 1
            friend.close()
        finally:
            browser.close()
            advertiser.close()
            owner.close()


def test_discovery_stays_off_when_the_environment_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")
    with running_host() as host:
        advertiser = Advertiser(host, interfaces=["127.0.0.1"])
        browser = Browser(interfaces=["127.0.0.1"])
        advertiser.start()
        browser.start()
        assert advertiser._zc is None and browser._zc is None and browser.found() == []
        advertiser.close()
        browser.close()
    assert not Browser(enabled=False).enabled

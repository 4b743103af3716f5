"""Three table servers behind the real HAProxy with ``deploy/haproxy.cfg``: new tables spread over
every instance, whole matches played through the proxy, an instance killed and started again from
its save folder with its tables back, and never a player sent to another instance than its table's.
Only 127.0.0.1, free ports; every process is ended when the test ends."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.server.fleet import CONFIG, SHARDS, Fleet, haproxy_missing
from briscola_desktop.net.host.service import REFRESH

from tests.support.authority import make_authority

from .helpers import Bot, all_joined, match_over, run_until

TEST_LIMIT = 180   # seconds: three servers and a proxy start, and one starts again


def create(name: str) -> p.Create:
    return p.Create(v=p.PROTOCOL_VERSION, name=name, variant="two_players", format="single_hand",
                    seats=[p.FRIEND, p.FRIEND])


@pytest.fixture
def fleet(tmp_path: Path):
    why = haproxy_missing()
    if why is not None:
        pytest.skip(why)
    with Fleet(tmp_path, serve_args=("--pace", "0", "--rate", "10000", "--tables-per-address", "100")) as running:
        yield running


def open_tables(fleet: Fleet, count: int) -> tuple[list[Bot], list[Bot], list[str]]:
    """``count`` tables opened through the proxy, each with its guest joined by code through the proxy."""
    owners = [Bot(fleet.url, create(f"Host{i}")) for i in range(count)]
    run_until(owners, lambda: all(o.table.lobby is not None for o in owners), what="the tables opening")
    codes = [o.table.lobby.code for o in owners]
    guests = [Bot(fleet.url, p.Hello(v=p.PROTOCOL_VERSION, code=code, name=f"Guest{i}"))
              for i, code in enumerate(codes)]
    pairs = list(zip(owners, guests))
    run_until(owners + guests, lambda: all(all_joined(list(pair), 2) for pair in pairs), what="the guests joining")
    return owners, guests, codes


def assert_no_player_reached_another_instance(fleet: Fleet, codes: list[str]) -> None:
    """Every instance holds exactly the tables of its shard and never refused a code, token or path."""
    time.sleep(REFRESH * 1.5)     # the pages may be up to REFRESH old: these figures are the last ones
    for shard in SHARDS:
        metrics = fleet.metrics(shard)
        assert metrics.get('briscola_refusals_total{code="bad_code"}', 0) == 0, shard
        assert metrics.get('briscola_refusals_total{code="bad_token"}', 0) == 0, shard
        assert metrics.get('briscola_http_responses_total{status="404"}', 0) == 0, shard
        mine = sum(code.startswith(shard) for code in codes)
        assert metrics["briscola_tables"] == mine and fleet.health(shard)["tables"] == mine, shard


def test_tables_spread_over_every_instance_and_whole_matches_are_played(fleet: Fleet) -> None:
    owners, guests, codes = open_tables(fleet, 6)
    bots = owners + guests
    try:
        assert {code[0] for code in codes} == set(SHARDS)       # round robin over the healthy instances
        assert all(len(code) == 7 for code in codes)
        for owner in owners:
            owner.client.send(p.Start())
        run_until(bots, lambda: match_over(bots), seconds=90, what="six matches through the proxy")
        assert all(b.client.reconnects == 0 for b in bots)
        assert_no_player_reached_another_instance(fleet, codes)
    finally:
        for bot in bots:
            bot.close()


def test_an_instance_killed_and_started_again_has_its_tables_back(fleet: Fleet) -> None:
    owners, guests, codes = open_tables(fleet, 3)
    bots = owners + guests
    try:
        for bot in bots:
            bot.play = False                                     # the matches wait mid-hand
        for owner in owners:
            owner.client.send(p.Start())
        run_until(bots, lambda: all(b.table.started for b in bots), what="the matches starting")
        victim = "B" if any(code.startswith("B") for code in codes) else codes[0][0]
        on_victim = [b for b in bots if (b.table.lobby.code if b.table.lobby else "").startswith(victim)]
        fleet.instances[victim].kill()
        run_until(bots, lambda: all(b.client.state == "reconnecting" for b in on_victim),
                  what="the crash noticed")
        fleet.instances[victim].start()                          # same port, same save folder
        run_until(bots, lambda: all(b.client.state == "open" and b.client.reconnects >= 1 for b in on_victim),
                  seconds=60, what="the players back at the restarted instance")
        assert all(b.client.reconnects == 0 for b in bots if b not in on_victim)
        for bot in bots:
            bot.play = True
        run_until(bots, lambda: match_over(bots), seconds=90, what="the matches finished after the restart")
        assert_no_player_reached_another_instance(fleet, codes)
    finally:
        for bot in bots:
            bot.close()


def test_players_reach_their_shard_over_wss_with_tls_at_the_proxy(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    why = haproxy_missing()
    if why is not None:
        pytest.skip(why)
    authority = make_authority(tmp_path / "authority")
    pem = tmp_path / "proxy.pem"                   # HAProxy's form: the chain, then the key
    pem.write_text(authority.cert.read_text() + authority.key.read_text())
    monkeypatch.setenv("SSL_CERT_FILE", str(authority.ca))
    with Fleet(tmp_path / "fleet", serve_args=("--pace", "0", "--rate", "10000", "--tables-per-address", "100"),
               tls_pem=pem) as fleet:
        assert fleet.url.startswith("wss://")
        owners, guests, codes = open_tables(fleet, 3)
        bots = owners + guests
        try:
            assert {code[0] for code in codes} == set(SHARDS)
            for owner in owners:
                owner.client.send(p.Start())
            run_until(bots, lambda: match_over(bots), seconds=90, what="three matches over wss:// through the proxy")
            assert_no_player_reached_another_instance(fleet, codes)
        finally:
            for bot in bots:
                bot.close()


def test_the_fleet_finds_the_repositorys_haproxy_configuration() -> None:
    """The tests run from the repository, where deploy/haproxy.cfg is: a fleet that cannot find it would skip
    every shard test above rather than fail (as it once did when fleet.py moved a folder deeper)."""
    assert CONFIG.is_file(), CONFIG

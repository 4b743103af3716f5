"""The table server (``briscola --serve``) as an internet service: TLS with a certificate the client
checks (an authority of the test's own, trusted through ``SSL_CERT_FILE``), the wrong kind of
handshake on either port, ``/healthz`` and ``/metrics`` (and a flood of them), shard codes and
paths, and one log line per event without codes or tokens. Real sockets on 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import logging
import socket
import ssl
import time
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import CLOSED, Client
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.service import PAGE_BURST, tls_context
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from tests.support.authority import Authority, make_authority

from .helpers import Bot, all_joined, match_over, running_host, run_until

CREATE = p.Create(v=p.PROTOCOL_VERSION, name="Ada", variant="two_players", format="single_hand",
                  seats=[p.FRIEND, p.FRIEND])


@pytest.fixture(scope="module")
def authority(tmp_path_factory: pytest.TempPathFactory) -> Authority:
    return make_authority(tmp_path_factory.mktemp("authority"))


@pytest.fixture
def trusted(authority: Authority, monkeypatch: pytest.MonkeyPatch) -> Authority:
    monkeypatch.setenv("SSL_CERT_FILE", str(authority.ca))
    return authority


def play_a_match(url: str) -> tuple[list[Bot], str]:
    """Ada opens a table at ``url`` with a create, Bruno joins with its code; they play it to the end."""
    ada = Bot(url, CREATE)
    run_until([ada], lambda: ada.table.lobby is not None, what="the table opening")
    code = ada.table.lobby.code
    bruno = Bot(url, p.Hello(v=p.PROTOCOL_VERSION, code=code, name="Bruno"))
    bots = [ada, bruno]
    run_until(bots, lambda: all_joined(bots, 2), what="Bruno joining")
    ada.client.send(p.Start())
    run_until(bots, lambda: match_over(bots), seconds=45, what="the match over TLS")
    return bots, code


def closed_reason(client: Client, seconds: float = 15.0) -> str:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for item in client.poll():
            if getattr(item, "state", None) == CLOSED:
                return item.reason
        time.sleep(0.02)
    raise AssertionError("the client neither connected nor gave up")


def logged(caplog: pytest.LogCaptureFixture, words: str, seconds: float = 5.0) -> bool:
    """``words`` is in the log, or comes there within ``seconds`` (the host's thread writes it)."""
    deadline = time.monotonic() + seconds
    while words not in caplog.text and time.monotonic() < deadline:
        time.sleep(0.02)
    return words in caplog.text


def get(port: int, path: str, tls: ssl.SSLContext | None = None) -> tuple[int, dict[str, str], str]:
    conn = (http.client.HTTPSConnection("127.0.0.1", port, context=tls, timeout=5) if tls is not None
            else http.client.HTTPConnection("127.0.0.1", port, timeout=5))
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode()
    finally:
        conn.close()


def test_a_whole_match_over_wss_with_the_certificate_checked(trusted: Authority) -> None:
    with running_host(allow_create=True, tls=tls_context(trusted.cert, trusted.key)) as host:
        assert host.url.startswith("wss://127.0.0.1:")
        bots, code = play_a_match(host.url)
        try:
            assert all(b.client.state == "open" for b in bots)
            assert [i.code for i in host.tables()] == [code]
        finally:
            for bot in bots:
                bot.close()


def test_a_certificate_no_trusted_authority_signed_is_refused_plainly(authority: Authority,
                                                                     monkeypatch: pytest.MonkeyPatch,
                                                                     tmp_path: Path) -> None:
    stranger = make_authority(tmp_path / "stranger")
    monkeypatch.setenv("SSL_CERT_FILE", str(stranger.ca))
    with running_host(allow_create=True, tls=tls_context(authority.cert, authority.key)) as host:
        client = Client(host.url, CREATE).start()
        try:
            assert "certificate cannot be trusted" in closed_reason(client)
        finally:
            client.close()
        assert host.tables() == []


def test_the_wrong_handshake_on_either_port_is_a_clear_message_and_the_host_goes_on(trusted: Authority,
                                                                                    caplog) -> None:
    caplog.set_level(logging.INFO, logger="briscola_desktop.net.events")
    with running_host(allow_create=True, tls=tls_context(trusted.cert, trusted.key)) as tls_host, \
            running_host(allow_create=True) as plain_host:
        plain_to_tls = Client(f"ws://127.0.0.1:{tls_host.port}/", CREATE).start()
        tls_to_plain = Client(f"wss://127.0.0.1:{plain_host.port}/", CREATE).start()
        try:
            assert "join it with wss://" in closed_reason(plain_to_tls)
            assert "does not speak TLS" in closed_reason(tls_to_plain)
        finally:
            plain_to_tls.close()
            tls_to_plain.close()
        assert logged(caplog, "TLS handshake on a plain port")
        # Both still host whole matches
        for host in (tls_host, plain_host):
            bots, _ = play_a_match(host.url)
            for bot in bots:
                bot.close()


def test_health_and_metrics_count_tables_players_moves_and_refusals(caplog) -> None:
    caplog.set_level(logging.INFO, logger="briscola_desktop.net.events")
    with running_host(allow_create=True) as host:
        status, headers, body = get(host.port, "/healthz")
        assert status == 200 and headers["Content-Type"] == "application/json"
        assert json.loads(body)["tables"] == 0
        bots, code = play_a_match(host.url)
        wrong = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code="ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY",
                                      name="Eve"))
        run_until([wrong], lambda: wrong.table.last_error is not None, what="the wrong code refused")
        time.sleep(1.1)   # the pages are made again at most once a second
        health = json.loads(get(host.port, "/healthz")[2])
        assert health["tables"] == 1 and health["players"] == 2 and health["protocol"] == p.PROTOCOL_VERSION
        metrics = get(host.port, "/metrics")[2]
        values = {line.rsplit(" ", 1)[0]: float(line.rsplit(" ", 1)[1])
                  for line in metrics.splitlines() if not line.startswith("#")}
        assert values["briscola_tables"] == 1 and values["briscola_players"] == 2
        assert values["briscola_moves_total"] >= 40          # a whole hand of two players: 40 cards
        assert values['briscola_refusals_total{code="bad_code"}'] == 1
        assert values["briscola_tables_opened_total"] == 1 and values["briscola_seats_joined_total"] == 2
        host.call(lambda: host._tables.sweep(time.monotonic()))   # the sweep notes the ended match
        for bot in [*bots, wrong]:
            bot.close()
        lines = [r.getMessage() for r in caplog.records if r.name == "briscola_desktop.net.events"]
        assert any(" opened: two_players, 2 seats" in line for line in lines)
        assert sum(" joined from 127.0.0.1" in line for line in lines) == 2
        assert any(line.endswith(" ended") for line in lines)
        assert "refused bad_code from 127.0.0.1" in lines
        tokens = [b.client.token for b in bots]
        assert not any(code in line or any(t in line for t in tokens) for line in lines)


def test_a_flood_of_health_checks_is_slowed_and_the_tables_go_on(caplog) -> None:
    caplog.set_level(logging.INFO, logger="briscola_desktop.net.events")
    with running_host(allow_create=True) as host:
        ada = Bot(host.url, CREATE)
        run_until([ada], lambda: ada.table.lobby is not None, what="the table opening")
        statuses = [get(host.port, "/metrics" if i % 2 else "/healthz")[0] for i in range(int(PAGE_BURST) * 3)]
        assert statuses.count(200) >= PAGE_BURST and statuses.count(429) >= PAGE_BURST
        assert set(statuses) == {200, 429}
        assert "refused HTTP 429" in caplog.text
        # The table was never touched: a friend still joins it
        bruno = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=ada.table.lobby.code, name="Bruno"))
        run_until([ada, bruno], lambda: all_joined([ada, bruno], 2), what="Bruno joining after the flood")
        for bot in (ada, bruno):
            bot.close()


def test_plain_http_on_the_websocket_path_and_other_paths_are_refused_and_logged(caplog) -> None:
    caplog.set_level(logging.INFO, logger="briscola_desktop.net.events")
    with running_host(allow_create=True) as host:
        status, _, body = get(host.port, "/")
        assert status == 426 and "WebSocket" in body
        assert get(host.port, "/../etc/passwd")[0] == 404
        assert get(host.port, "/s/B/")[0] == 404          # not a shard of this host
        # A real TLS handshake on the plain port: the host closes the connection at once
        with socket.create_connection(("127.0.0.1", host.port), timeout=5) as raw:
            with pytest.raises((ssl.SSLError, ConnectionResetError)):
                ssl.create_default_context().wrap_socket(raw, server_hostname="localhost")
        assert "refused HTTP 426" in caplog.text and "refused HTTP 404" in caplog.text
        assert logged(caplog, "TLS handshake on a plain port")
        bots, _ = play_a_match(host.url)
        for bot in bots:
            bot.close()


def test_a_shard_server_mints_its_codes_and_answers_on_its_path() -> None:
    with running_host(allow_create=True, shard="B7") as host:
        bots, code = play_a_match(host.url)          # opened on "/", joined on /s/B7/ from its code
        try:
            assert code.startswith("B7") and len(code) == 8
            assert get(host.port, "/s/B7/")[0] == 426  # its WebSocket path
            assert get(host.port, "/s/C/")[0] == 404
            assert json.loads(get(host.port, "/healthz")[2])["shard"] == "B7"
        finally:
            for bot in bots:
                bot.close()
    opened = Host(port=0, shard="Q")
    opened.start()
    try:
        code = opened.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND))).code
        assert code.startswith("Q") and len(code) == 7
    finally:
        opened.stop()


def test_behind_a_trusted_proxy_the_limits_hold_per_player_and_a_forged_header_changes_nothing(caplog) -> None:
    caplog.set_level(logging.INFO, logger="briscola_desktop.net.events")

    async def creates_from(port: int, *forwarded: str) -> list[str]:
        """One table opened after the other, each opener still at its table (a table in use counts)."""
        async with contextlib.AsyncExitStack() as openers:
            answers = []
            for header in forwarded:
                ws = await openers.enter_async_context(connect(f"ws://127.0.0.1:{port}/", proxy=None,
                                                               additional_headers={"X-Forwarded-For": header}))
                await ws.send(p.encode(CREATE).decode())
                answer = p.decode_host(await asyncio.wait_for(ws.recv(), 10))
                answers.append(answer.code if isinstance(answer, p.Error) else "welcome")
            return answers

    with running_host(allow_create=True, tables_per_address=1, proxies=("127.0.0.1",)) as host:
        assert asyncio.run(creates_from(host.port, "198.51.100.4", "10.0.0.9, 198.51.100.5",
                                        "198.51.100.4")) == ["welcome", "welcome", "wait"]
        assert "opened: two_players, 2 seats, by 198.51.100.5" in caplog.text
    with running_host(allow_create=True, tables_per_address=1) as host:      # no proxy trusted
        assert asyncio.run(creates_from(host.port, "198.51.100.4", "198.51.100.6")) == ["welcome", "wait"]

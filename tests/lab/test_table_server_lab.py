"""A table server (``briscola --serve`` with TLS) on the lab's internet, and two players in two homes,
each behind its router's NAT: both reach it by outbound connections only, check its certificate
(an authority of the test's own, trusted through ``SSL_CERT_FILE``) and play a whole match there."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.endpoint import Endpoint, parse_invitation_endpoint
from briscola_desktop.net.server.fleet import ROOT
from tests.net.helpers import Bot, all_joined, match_over, run_until
from tests.support.authority import make_authority

PORT = 47321


def test_two_homes_behind_nat_play_a_whole_match_at_a_table_server_with_tls(lab, tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    server = lab.internet_host()
    authority = make_authority(tmp_path / "authority", names=("play.example.org",), addresses=(server.address,))
    monkeypatch.setenv("SSL_CERT_FILE", str(authority.ca))
    env = dict(os.environ, PYTHONPATH=str(ROOT), BRISCOLA_NO_DISCOVERY="1")
    server.spawn([sys.executable, "-m", "briscola_desktop.net.server.serve", "--host", server.address, "--port", str(PORT),
                  "--public-address", server.address, "--cert", str(authority.cert), "--key", str(authority.key),
                  "--pace", "0", "--rate", "10000"], log="serve.log", env=env, cwd=ROOT)
    assert server.wait_tcp(server.address, PORT), (lab.folder / "serve.log").read_text()
    first, second = lab.home(upnp=False), lab.home(upnp=False)     # no port opened for anyone
    server_at = Endpoint(server.address, PORT, tls=True)
    with first.host.entered():
        ada = Bot(server_at.url, p.Create(v=p.PROTOCOL_VERSION, name="Ada", variant="two_players",
                                          format="single_hand", seats=[p.FRIEND, p.FRIEND]))
    bots = [ada]
    try:
        run_until(bots, lambda: ada.table.lobby is not None, what="the table opening at the server")
        invitation = server_at.invitation(ada.table.lobby.code)        # what Ada copies for Bruno
        assert invitation.startswith(f"briscolas://{server.address}:{PORT}/")
        endpoint, code = parse_invitation_endpoint(invitation)
        with second.host.entered():
            bruno = Bot(endpoint.url, p.Hello(v=p.PROTOCOL_VERSION, code=code, name="Bruno"))
        bots.append(bruno)
        run_until(bots, lambda: all_joined(bots, 2), what="Bruno joining from the other home")
        ada.client.send(p.Start())
        run_until(bots, lambda: match_over(bots), seconds=45, what="the match across the internet")
        assert all(b.client.reconnects == 0 for b in bots)
    finally:
        for bot in bots:
            bot.close()
    log = (lab.folder / "serve.log").read_text()
    # Each player came from their router's internet address: both homes' machines are 10.99.0.2 inside
    assert f"seat 1 joined from {first.internet_address}" in log
    assert f"seat 2 joined from {second.internet_address}" in log
    assert first.internet_address != second.internet_address and "10.99.0.2" not in log
    assert code not in log

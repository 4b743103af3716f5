"""The host's saved tables on real sockets: a table in its lobby survives a restart with its code
and seats; damaged and hostile saved tables are set aside and the host still starts and serves."""

from __future__ import annotations

import hashlib
from pathlib import Path

import yaml

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import HostedTable, TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.document import END_MARKER
from briscola_desktop.userfiles.hosted import NOTICE_RESET, HostedTables, SavedSeat

from briscola_desktop.net.host.server import Host

from .helpers import Bot, all_joined, instant_player, match_over, random_chooser, run_until, running_host


def hello(code: str, name: str, token: str | None = None) -> p.Hello:
    return p.Hello(v=p.PROTOCOL_VERSION, code=code, name=name, token=token)


def lobby_with_a_friend(host) -> tuple[str, str, list[Bot]]:
    """A two-seat table in its lobby: the host's seat and Bruno joined. (code, Ada's token, bots)."""
    opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                           (p.FRIEND, p.FRIEND), seed=5))
    bots = [Bot(host.url, hello(opened.code, "Ada", opened.token), random_chooser(1)),
            Bot(host.url, hello(opened.code, "Bruno"), random_chooser(2))]
    # Ada's lobby can show Bruno joined before Bruno's own welcome (with his token) has arrived.
    run_until(bots, lambda: all_joined(bots, 2) and all(b.client.token is not None for b in bots),
              what="Bruno joining")
    return opened.code, opened.token, bots


def test_a_table_in_its_lobby_keeps_its_code_and_seats_when_the_host_restarts(tmp_path: Path) -> None:
    with running_host(save_dir=tmp_path) as host:
        port = host.port
        code, ada_token, bots = lobby_with_a_friend(host)
        bruno_token = bots[1].client.token
        for bot in bots:
            bot.client.reconnect = False
    for bot in bots:  # the host went first: nobody left the lobby on purpose
        bot.close()
    assert (tmp_path / f"{code}.yaml").exists(), "the lobby was saved before any match started"
    # The players come back with their tokens before the host is listening again: they keep trying.
    url = f"ws://127.0.0.1:{port}/"
    bots = [Bot(url, hello(code, "Ada", ada_token), random_chooser(1)),
            Bot(url, hello(code, "Bruno", bruno_token), random_chooser(2))]
    host = Host(host="127.0.0.1", port=port, save_dir=tmp_path, pace=0.0, make_player=instant_player, rate=10_000)
    try:
        host.start()
        [info] = host.tables()
        assert info.code == code and not info.started and info.free_seats == 0
        assert info.names == ("Ada", "Bruno")
        try:
            run_until(bots, lambda: all(b.table.lobby is not None and b.client.seat is not None for b in bots),
                      what="both back in their seats")
        except AssertionError as exc:
            raise AssertionError(f"{exc}: " + ", ".join(
                f"{b.client.state} seat {b.client.seat} error {b.table.last_error}" for b in bots)) from None
        assert [b.client.seat for b in bots] == [0, 1]
        bots[0].table.start()
        run_until(bots, lambda: match_over(bots))
    finally:
        for bot in bots:
            bot.close()
        host.stop()


def test_a_friend_who_leaves_the_lobby_frees_the_seat_in_the_save_too(tmp_path: Path) -> None:
    with running_host(save_dir=tmp_path) as host:
        code, _, bots = lobby_with_a_friend(host)
        bots[1].client.reconnect = False
        bots[1].close()  # Bruno leaves the lobby
        run_until(bots[:1], lambda: host.tables()[0].free_seats == 1, what="the seat free again")
        bots[0].client.reconnect = False
    bots[0].close()
    with running_host(save_dir=tmp_path) as host:
        [info] = host.tables()
        assert info.code == code and info.free_seats == 1 and info.names == ("Ada", None)


def _hostile_copies(folder: Path, code: str) -> list[str]:
    """Copies of a good saved table under other codes, each with one hostile value (their codes)."""
    good = yaml.safe_load((folder / f"{code}.yaml").read_text(encoding="utf-8"))
    changes = {
        "NUL in a name": lambda d: d["seats"][1].__setitem__("name", "Bru\x00no"),
        "a token of the wrong length": lambda d: d["seats"][0].__setitem__(
            "token_hash", hashlib.sha256(b"x").hexdigest()[:40]),
        "a huge integer": lambda d: d.__setitem__("absence_after", 10**400),
        "100,000 seats": lambda d: d.__setitem__("seats", [d["seats"][0]] * 100_000),
    }
    codes = []
    for i, change in enumerate(changes.values()):
        other = f"BAD00{i}"
        data = yaml.safe_load(yaml.safe_dump(good))
        data["code"] = other
        change(data)
        text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True) + END_MARKER + "\n"
        (folder / f"{other}.yaml").write_bytes(text.encode("utf-8", "surrogatepass"))
        codes.append(other)
    bomb = ["format: briscola-desktop/hosted-table", "version: 1", "a: &a [x, x, x, x, x, x, x, x, x]"]
    bomb += [f"{n}: &{n} [{', '.join([f'*{prev}'] * 9)}]" for prev, n in zip("abcdefg", "bcdefgh")]
    bomb += ["code: BOMB00", "seats: *h", END_MARKER, ""]
    (folder / "BMB000.yaml").write_text("\n".join(bomb).replace("BOMB00", "BMB000"), encoding="utf-8")
    return codes + ["BMB000"]


def test_damaged_saved_tables_are_set_aside_and_the_host_starts_and_serves(tmp_path: Path) -> None:
    with running_host(save_dir=tmp_path) as host:
        code, _, bots = lobby_with_a_friend(host)
        for bot in bots:
            bot.client.reconnect = False
    for bot in bots:
        bot.close()
    bad = _hostile_copies(tmp_path, code)
    with running_host(save_dir=tmp_path) as host:
        assert [t.code for t in host.tables()] == [code]  # the good table only
        for other in bad:
            assert len(list(tmp_path.glob(f"{other}.yaml.bad-*"))) == 1, other  # kept beside
            assert not (tmp_path / f"{other}.yaml").exists()
        assert host.take_notices() == [NOTICE_RESET]  # said once, however many were set aside
        assert host.take_notices() == []
        # ... and it serves: a new table is opened, joined and played to the end.
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND), seed=9))
        bots = [Bot(host.url, hello(opened.code, "Cleo", opened.token), random_chooser(3)),
                Bot(host.url, hello(opened.code, "Dario"), random_chooser(4))]
        try:
            run_until(bots, lambda: all_joined(bots, 2), what="Dario joining")
            bots[0].table.start()
            run_until(bots, lambda: match_over(bots))
        finally:
            for bot in bots:
                bot.close()


def test_every_change_of_a_seat_in_the_lobby_is_saved(tmp_path: Path) -> None:
    files = HostedTables(tmp_path)
    settings = TableSettings(PRESETS["four_teams"], MATCH_FORMATS["single_hand"], (p.FRIEND,) * 4)
    table = HostedTable("AB23CD", settings, send=lambda conn, message: None, files=files)
    table.give_token(0, None)
    assert [s.kind for s in files.load("AB23CD").seats] == [p.FRIEND] * 4
    seat, _ = table.take_free_seat("Bruno")
    assert files.load("AB23CD").seats[seat].name == "Bruno"
    table.set_seat(3, "hard")
    saved = files.load("AB23CD")
    assert saved.seats[3].kind == "hard" and saved.seats[seat].token_hash is not None and saved.match is None
    table.leave(seat, None)  # the seat's connection is None here, as the table holds it
    assert files.load("AB23CD").seats[seat] == SavedSeat(p.FRIEND)

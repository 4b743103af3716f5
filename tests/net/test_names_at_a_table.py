"""Two players never share a name at one table (a real host on 127.0.0.1): the second "Bea" to join
sits as "Bea (2)", and keeps that name when she comes back with her seat token."""

from __future__ import annotations

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from .helpers import Bot, run_until, running_host, token_of


def names(bot: Bot) -> list[str | None]:
    lobby = bot.table.lobby
    return [] if lobby is None else [s.name for s in lobby.seats]


def test_the_same_name_twice_is_told_apart_and_kept_on_a_rejoin() -> None:
    variant = PRESETS["three_players_39"]
    settings = TableSettings(variant, MATCH_FORMATS["single_hand"], seats=(p.FRIEND, p.FRIEND, p.FRIEND))
    with running_host() as host:
        opened = host.open_table(settings)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Bea", token=opened.token))
        bots = [owner]
        try:
            run_until(bots, lambda: names(owner)[:1] == ["Bea"], what="the first Bea")
            second = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="bea"))
            bots.append(second)
            run_until(bots, lambda: names(owner)[1] is not None, what="the second Bea")
            third = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Bea"))
            bots.append(third)
            run_until(bots, lambda: None not in names(owner), what="the third Bea")
            assert names(owner) == ["Bea", "bea (2)", "Bea (3)"]
            token = token_of(second)
            second.client.reconnect = False
            second.client.drop()
            run_until(bots[:1], lambda: not owner.table.lobby.seats[1].connected, what="the second Bea gone")
            again = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="bea", token=token))
            bots[1] = again
            run_until(bots, lambda: owner.table.lobby.seats[1].connected, what="the second Bea back")
            assert names(owner) == ["Bea", "bea (2)", "Bea (3)"]
        finally:
            for bot in bots:
                bot.close()

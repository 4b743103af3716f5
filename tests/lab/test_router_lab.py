"""The home router asked for the table's port, in the lab's three houses (real miniupnpd, real sockets):
a router that opens the port (a friend on the internet plays a whole match at the router's address,
and the port is closed again once the table closes), a router without UPnP, and a home behind
carrier-grade NAT (the host is told which, and nobody on the internet reaches the table)."""

from __future__ import annotations

from contextlib import contextmanager

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.reach.router import PATIENCE, Reach, RouterPort
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from tests.net.helpers import Bot, instant_player, play_two_to_the_end, random_chooser
from tests.support.netlab import Namespace, reaches, run_and_end

TWO_FRIENDS = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND))


@contextmanager
def hosted_at_home(home_ns: Namespace):
    """A host on every interface of the home's machine, and the router asked for its port."""
    with home_ns.entered():
        host = Host(host="0.0.0.0", port=0, pace=0.0, make_player=instant_player, rate=10_000)
        host.start()
        router = RouterPort(host.port, lease=120).start()
    try:
        yield host, router
    finally:
        router.close()
        host.stop()


def mappings(router_ns: Namespace) -> str:
    return router_ns.nft("list chain inet filter prerouting_miniupnpd")


def test_a_friend_on_the_internet_plays_a_whole_match_at_the_routers_address(lab):
    home = lab.home()
    friend = lab.internet_host()
    with hosted_at_home(home.host) as (host, router):
        answer = router.wait(PATIENCE + 2)
        assert answer is not None and answer.reach is Reach.OPEN, answer
        assert answer.internet_address == f"{home.internet_address}:{host.port}"
        assert answer.local_address == home.host.address
        assert f"dport {host.port}" in mappings(home.router)
        opened = host.open_table(TWO_FRIENDS)
        with home.host.entered():
            ada = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token),
                      random_chooser(1))
        with friend.entered():
            bea = Bot(f"ws://{answer.internet_address}/", p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Bea"),
                      random_chooser(2))
        play_two_to_the_end(ada, bea, joining="the friend on the internet joining")
        router.close()
        # The table is still served at home, but the router no longer forwards its port.
        assert f"dport {host.port}" not in mappings(home.router)
        assert not reaches(friend, home.internet_address, host.port)
        assert reaches(home.host, "127.0.0.1", host.port)


def test_a_mapping_left_by_a_crashed_game_is_taken_over_not_stacked(lab):
    home = lab.home()
    with hosted_at_home(home.host) as (host, first):
        assert first.wait(PATIENCE + 2).reach is Reach.OPEN
        with home.host.entered():   # the game crashed: its mapping stays; started again, it asks again
            again = RouterPort(host.port, lease=120).start()
        answer = again.wait(PATIENCE + 2)
        assert answer.reach is Reach.OPEN and answer.external_port == host.port
        assert mappings(home.router).count("dnat") == 1
        again.close()
        assert "dnat" not in mappings(home.router)


def test_a_router_without_upnp_is_said_and_the_internet_cannot_reach_the_table(lab):
    home = lab.home(upnp=False)
    friend = lab.internet_host()
    with hosted_at_home(home.host) as (host, router):
        answer = router.wait(PATIENCE + 2)
        assert answer is not None and answer.reach is Reach.NO_UPNP
        assert answer.internet_address == ""
        assert not reaches(friend, home.internet_address, host.port)
        assert reaches(home.host, "127.0.0.1", host.port)


def test_carrier_grade_nat_is_said_and_the_internet_cannot_reach_the_table(lab):
    home = lab.home(carrier=True)
    friend = lab.internet_host()
    with hosted_at_home(home.host) as (host, router):
        answer = router.wait(PATIENCE + 2)
        assert answer is not None and answer.reach is Reach.CGNAT, answer
        assert answer.external == home.wan_address == "100.64.0.2"
        assert answer.internet_address == ""
        assert "dnat" not in mappings(home.router)
        assert not reaches(friend, home.internet_address, host.port)
        assert not reaches(friend, home.wan_address, host.port)


QUITTING_GAME = """
import sys, time
from briscola_desktop.net.reach.router import RouterPort, exit_on_sigterm
router = RouterPort(int(sys.argv[1]), lease=120).start()
exit_on_sigterm()
print(router.wait(10).reach.value, flush=True)
if sys.argv[2] == "quit":
    sys.exit(0)
while True:
    time.sleep(0.1)
"""


def test_a_game_that_quits_or_is_stopped_leaves_no_mapping(lab):
    home = lab.home()
    for way, port in (("quit", 47400), ("sigterm", 47401)):
        run_and_end(home.host, QUITTING_GAME, (str(port), way), way, "open",
                    lambda: f"dport {port}" in mappings(home.router))
        assert f"dport {port}" not in mappings(home.router), way

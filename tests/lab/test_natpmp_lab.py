"""A home router that speaks NAT-PMP and not UPnP (the real miniupnpd with UPnP turned off): the game
opens its port there too, a friend on the internet reaches the table, and the port closes with it.
A router that speaks both is asked both ways at once and the table opens by whichever answers first."""

from __future__ import annotations

from briscola_desktop.net.reach.router import PATIENCE, Reach, RouterAnswer, RouterPort
from tests.lab.test_router_lab import hosted_at_home, mappings, reaches


def opened(router: RouterPort) -> RouterAnswer:
    answer = router.wait(PATIENCE + 2)
    assert answer is not None and answer.reach is Reach.OPEN, answer
    return answer


def test_a_nat_pmp_router_opens_the_port_and_closes_it_with_the_table(lab):
    home = lab.home(upnp=False, natpmp=True)
    friend = lab.internet_host()
    with hosted_at_home(home.host) as (host, router):
        answer = opened(router)
        assert answer.reason.endswith("by NAT-PMP"), answer.reason
        assert answer.internet_address == f"{home.internet_address}:{answer.external_port}"
        assert answer.local_address == home.host.address
        assert "NAT-PMP port mapping request" in home.miniupnpd_log()
        assert reaches(friend, home.internet_address, answer.external_port)
        router.close()
        assert router.finished
        assert "dnat" not in mappings(home.router)
        assert not reaches(friend, home.internet_address, answer.external_port)
        assert reaches(home.host, "127.0.0.1", host.port)


def test_a_nat_pmp_mapping_left_by_a_crashed_game_is_the_one_given_again(lab):
    home = lab.home(upnp=False, natpmp=True)
    with hosted_at_home(home.host) as (host, first):
        before = opened(first)
        with home.host.entered():   # the game crashed: its mapping stays; started again, it asks again
            again = RouterPort(host.port, lease=120).start()
        assert opened(again).external_port == before.external_port
        assert mappings(home.router).count("dnat") == 1
        again.close()
        assert "dnat" not in mappings(home.router)


def test_a_router_with_both_opens_the_port_once(lab):
    home = lab.home(upnp=True, natpmp=True)
    friend = lab.internet_host()
    with hosted_at_home(home.host) as (host, router):
        answer = opened(router)
        assert mappings(home.router).count("dnat") == 1
        assert reaches(friend, home.internet_address, answer.external_port)
    assert "dnat" not in mappings(home.router)

"""The wire forms round-trip exactly, and the runner plays seats driven from outside (no sockets here)."""

from __future__ import annotations

import msgspec
import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import CODE_ALPHABET, new_code, standing_of_match
from briscola_desktop.play.runner import PEOPLE_LEVEL, MatchRunner, TableConfig
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.rules import PRESETS, Match, events as ev

from .helpers import random_chooser


def played_out(name: str, seed: int) -> tuple[Match, list]:
    match = Match(PRESETS[name], seed=seed)
    events = list(match.hand.deal_events)
    choose = random_chooser(seed)
    while not match.is_over:
        if match.hand.is_over:
            events += match.next_hand()
            continue
        events += match.apply(choose(match.hand.view(match.hand.to_act)))
    return match, events


@pytest.mark.parametrize("name", ["two_players", "chiamata", "scoperta", "briscolone", "six_three_teams"])
def test_views_events_and_standings_come_back_from_the_wire_unchanged(name: str) -> None:
    match, events = played_out(name, 3)
    variant = match.variant
    assert p.variant_of(p.variant_msg(variant)) == variant
    # What a seat sees of every event, after encoding and strict decoding, is the event as it may see it.
    decoder = msgspec.json.Decoder(list[p.EventMsg])
    for seat in range(variant.players):
        wire = [p.event_msg(e, seat, variant) for e in events]
        back = p.events_of(decoder.decode(msgspec.json.encode(wire)))
        assert len(back) == len(events)
        for sent, original in zip(back, events):
            if isinstance(original, (ev.CardDealt, ev.CardDrawn)) and original.seat != seat and not (
                    variant.open_hands or variant.stock_top_visible):
                assert sent.card is None and sent.seat == original.seat
            else:
                assert sent == original
        view = match.hand.view(seat)
        assert p.view_of(p.view_msg(view), variant) == view
    update = p.decode_host(p.encode(p.Update(position=(1, 0, 0), events=[], view=p.view_msg(match.hand.view(0)),
                                             standing=p.standing_msg(standing_of_match(match)), to_act=None)))
    assert p.standing_of(update.standing, variant) == standing_of_match(match)


def test_every_rules_event_has_a_wire_form() -> None:
    names = {cls.__name__ for cls in vars(ev).values() if isinstance(cls, type) and cls.__module__ == ev.__name__}
    wire = {cls.__name__.removeprefix("Ev") for cls in p.EventMsg.__args__}
    assert names == wire


def test_table_codes_have_thirty_bits_and_no_look_alikes() -> None:
    assert len(CODE_ALPHABET) == 32 and not set("ILOU") & set(CODE_ALPHABET)
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)


@pytest.mark.parametrize("raw, clean", [("  Ada  Lovelace ", "Ada Lovelace"), ("Zoë\u0301", "Zoë\u0301"),
                                        ("مريم", "مريم"), ("a\u202eb", "ab"), ("x\ty\nz", "x y z")])
def test_names_keep_any_script_and_lose_control_characters(raw: str, clean: str) -> None:
    assert p.clean_name(raw) == clean


def test_a_seat_played_from_outside_waits_and_a_stand_in_plays_it_until_handed_back() -> None:
    config = TableConfig(PRESETS["four_teams"], levels=("easy",), people=(0, 2), threaded=False)
    runner = MatchRunner(config, make_player=lambda level, seed: FirstLegal())
    runner.new_match(5)
    assert runner.computer_levels() == {1: "easy", 3: "easy"}
    assert runner.seat_levels() == ["easy", PEOPLE_LEVEL, "easy"]
    hand = runner.match.hand
    while hand.to_act not in (0, 2):
        runner.play_computers(1.0, 0.0)
    person = hand.to_act
    assert not runner.play_computers(1.0, 0.0)  # the people's seat waits for its player
    other = 2 - person
    refusal = runner.offer(hand.legal_actions()[0], other)
    assert refusal is not None and refusal.code == "not_your_turn"
    foreign = next(c for c in hand.hands[other])
    refusal = runner.offer(foreign, person)
    assert refusal.code == "illegal_move" and refusal.rule == "you can only play a card from your own hand"
    before = list(hand.actions)
    runner.stand_in(person, "easy")
    assert runner.play_computers(1.0, 0.0) and len(hand.actions) == len(before) + 1
    runner.stand_in(person, None)
    assert runner.stand_ins() == {}
    with pytest.raises(ValueError):
        runner.stand_in(1, "easy")  # a computer's seat is not a person's

"""Small things at the table seen in the third friends' play-test, each able to fail: the
person's side first on the score line, the turn clock's line clear of the cards on the felt (a real host on
127.0.0.1), the review naming a friend alike in the seat label and the trick, a name no typeface draws refused
with the character named, and on the friends' menu each description next to its own button."""

from __future__ import annotations

import pytest

from briscola_desktop import i18n
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends.names import checked_name
from briscola_desktop.app.friends.words import FriendsWords
from briscola_desktop.app.review.view import ReviewMoment, build_model
from briscola_desktop.app.table.hud import ours_first
from briscola_desktop.app.ui.controls import ButtonRow, Note
from briscola_desktop.net import protocol as p
from briscola_desktop.review.record import HandRecord
from briscola_desktop.review.timeline import timeline
from briscola_desktop.rules import Match, preset
from briscola_desktop.userfiles.hands import HandHistory, kept_from

from tests.support.geometry import frame_regions

from ..net.helpers import running_host
from .test_whom_we_wait_for import seated
from .driving import frames_until


def test_the_persons_side_comes_first() -> None:
    assert ours_first(((1,), (0,))) == [1, 0]
    assert ours_first(((1, 3), (0, 2))) == [1, 0]
    assert ours_first(((0,), (1,), (2,))) == [0, 1, 2]
    assert ours_first(((2,), (0,), (1,))) == [1, 0, 2]


@pytest.mark.parametrize("variant", ["two_players", "four_teams"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_turn_clock_covers_no_card_on_the_felt(fast, size, variant) -> None:
    app = fast
    seats = (p.FRIEND, p.FRIEND) if variant == "two_players" else (p.FRIEND, p.FRIEND, "easy", "easy")
    with running_host() as host:
        ada, bea = seated(app, host, "single_hand", turn_limit=60.0, variant=variant, seats=seats)
        bea.companion._autoplayer = None
        try:
            app.resize(size)

            def led_to_bea() -> bool:
                if not (bea.board.idle and bea.port.token is not None and bea.port.my_turn()):
                    return False
                if not bea.port.view().table:   # Bea leads: she plays, so that Ada leads the next trick
                    bea.play_card(bea.port.legal_now()[0])
                    return False
                return True

            frames_until(app, led_to_bea, bots=(ada,), what="a card led to Bea")
            frames_until(app, lambda: any("seconds left" in line for line in bea.companion.status_words()),
                         bots=(ada,), what="the turn clock")
            app.draw()
            cards = [r.rect for r in frame_regions(app, bea.draw) if r.kind == "card"]
            boxes = [box for _, box in bea.companion.status_boxes()]
            assert boxes and cards
            assert [(tuple(b), tuple(c)) for b in boxes for c in cards if b.colliderect(c)] == []
        finally:
            ada.close()


def test_the_review_names_a_friend_alike_in_the_label_and_the_trick(app) -> None:
    match = Match(preset("two_players"), seed=3)
    while not match.hand.is_over:
        match.hand.apply(match.hand.legal_actions()[0])
    record = HandRecord.from_match(match)
    words = FriendsWords(2, ((0,), (1,)), app.cards.style, names=(None, "Giulia"), host_seats=(1, 0))
    steps = tuple(timeline(record))
    model = build_model(ReviewMoment(steps, 0, None, None, None, False, False), record.variant, words,
                        app.cards.style)
    assert [o.name for o in model.others] == ["Giulia"]
    assert "Giulia" in [c.label for c in model.trick]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_name_no_typeface_draws_is_refused_naming_the_character(lang: str) -> None:
    i18n.set_language(lang)
    try:
        name, why = checked_name("Bea \U0001F600")
        assert name is None and "U+1F600" in why and "Bea" in why
        assert i18n.t("friends.char_emoji") in why
        name, why = checked_name("\U0001F600Bea")
        assert name is None and "U+1F600" in why and i18n.t("friends.char_emoji") in why
        assert checked_name("Zoë") == ("Zoë", "")
    finally:
        i18n.set_language("en")


def test_on_the_friends_menu_each_description_sits_by_its_own_button(app) -> None:
    app.nav.open(Screen.TITLE)
    menu = app.nav.open(Screen.FRIENDS)
    app.draw()
    labels = {r.what: r.rect for r in frame_regions(app, menu.draw) if r.kind == "label"}
    rows = menu.form.controls
    for key in ("friends.host_about", "friends.join_about"):
        i = next(i for i, c in enumerate(rows) if isinstance(c, Note) and c.label() == i18n.t(key))
        own, following = rows[i - 1], rows[i + 1]
        assert isinstance(own, ButtonRow) and isinstance(following, ButtonRow)
        words = labels[i18n.t(key)]
        above, below = words.top - own.rects()[0].bottom, following.rects()[0].top - words.bottom
        assert 0 <= above < below, (key, above, below)


def test_a_hand_with_friends_is_kept_with_its_names_and_reviewed_from_the_list_by_them(app) -> None:
    match = Match(preset("two_players"), seed=3)
    while not match.hand.is_over:
        match.hand.apply(match.hand.legal_actions()[0])
    record = HandRecord.from_match(match)
    app.reviews.keep(record, names=("", "Giulia"), numbers=(1, 0))
    again = HandHistory(app.store).hands()   # read back from the user folder
    assert [(h.names, h.numbers) for h in again if h.record == record] == [(("", "Giulia"), (1, 0))]
    app.nav.open(Screen.TITLE)
    review = app.nav.open(Screen.REVIEW, record=record)   # as the list of kept hands opens it
    assert [o.name for o in review.model.others] == ["Giulia"]
    assert review.words.seat(1) == "Giulia"


@pytest.mark.parametrize(("names", "numbers"), [(["", "Giulia", "x"], [1, 0]), (["", "Gi\x1bulia"], [1, 0]),
                                                (["", "Giulia"], [1, 1]), ("Giulia", [1, 0])])
def test_seat_names_in_the_file_that_do_not_fit_are_damage(app, names, numbers) -> None:
    match = Match(preset("two_players"), seed=3)
    while not match.hand.is_over:
        match.hand.apply(match.hand.legal_actions()[0])
    record = HandRecord.from_match(match)
    entry = {"hand": record.to_dict(), "ended": "2026-12-07T08:00:00Z", "analysis": None,
             "names": names, "numbers": numbers}
    assert kept_from(entry) is None
    assert kept_from({**entry, "names": ["", "Giulia"], "numbers": [1, 0]}).names == ("", "Giulia")
    assert kept_from({k: v for k, v in entry.items() if k not in ("names", "numbers")}).names == ()

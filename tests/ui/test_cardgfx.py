"""Card art: the generator, the rasteriser, badges, colours and bad files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from briscola_desktop.cardgfx import faces
from briscola_desktop.devtools import cards
from briscola_desktop.cardgfx.render import (
    CARD_ASPECT, DECK_STYLES, CardArtError, CardRenderer, badge_text, face_file,
)
from briscola_desktop.rules.cards import DECK, Suit, card
from briscola_desktop.userfiles.settings import REGIONAL_STYLES

#: Every look a deck can take: the regional patterns are drawn in memory (no art files of their own).
DECKS = [("italian", False), ("french", False), ("french", True)] + [(style, False) for style in REGIONAL_STYLES]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    # No display mode left open by a test run before this module: the faces must work without one.
    pygame.display.quit()
    pygame.display.init()
    pygame.font.init()
    yield


@pytest.fixture(scope="module")
def art_dir(tmp_path_factory) -> Path:
    """A freshly generated copy of the art, so these tests never depend on a stale checkout."""
    out = tmp_path_factory.mktemp("cards")
    cards.write(out)
    return out


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_generator_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    cards.write(a)
    cards.write(b)
    files_a = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    assert files_a == files_b
    # 3 decks of 40, the backs, and the 12 court cards of each other index set in both French decks
    assert len(files_a) == 3 * 40 + len(faces.BACKS) + 2 * 12 * (len(faces.INDEX_SETS) - 1)
    for rel in files_a:
        assert (a / rel).read_bytes() == (b / rel).read_bytes(), rel
    # a second run over existing files writes nothing
    assert cards.write(a) == (0, len(files_a))


def test_committed_art_matches_the_generator():
    stale = cards.check(cards.default_out())
    assert not stale, f"assets/cards is out of date ({stale[:3]}...); run the generator"


def test_svg_has_no_text_elements(art_dir):
    # nanosvg ignores <text>: indices must be paths or they silently vanish
    for f in art_dir.rglob("*.svg"):
        assert b"<text" not in f.read_bytes(), f


def test_art_is_small(art_dir):
    total = sum(f.stat().st_size for f in art_dir.rglob("*.svg"))
    assert total < 3 * 1024 * 1024


@pytest.mark.parametrize("style,four", DECKS)
@pytest.mark.parametrize("width", [40, 97, 180])
def test_every_face_rasterises(art_dir, style, four, width):
    r = CardRenderer(style, four_colour=four, art_dir=art_dir, badges=False)
    w, h = r.size(width)
    assert (w, h) == (width, round(width * CARD_ASPECT))
    for c in DECK:
        img = r.face(c, width)
        assert img.get_size() == (w, h)
        assert img.get_flags() & pygame.SRCALPHA
        assert img.get_at((w // 2, h // 2)).a == 255   # the card is opaque inside
        assert img.get_at((0, 0)).a < 40               # and the corners are rounded off
        assert img.get_at((w - 1, h - 1)).a < 40


@pytest.mark.parametrize("style,four", DECKS)
def test_no_two_faces_look_alike(art_dir, style, four):
    r = CardRenderer(style, four_colour=four, art_dir=art_dir, badges=False)
    images = {_pixels(r.face(c, 60)) for c in DECK}
    assert len(images) == 40


def test_backs(art_dir):
    r = CardRenderer(art_dir=art_dir)
    names = r.back_names()
    assert len(names) >= 2 and names[0] == "red"
    seen = set()
    for name in names:
        r.back = name
        img = r.back_image(90)
        assert img.get_size() == r.size(90)
        seen.add(_pixels(img))
    assert len(seen) == len(names)
    faces = {_pixels(r.face(c, 90)) for c in DECK}
    assert not faces & seen


def test_badges_show_the_rules_core_points():
    for c in DECK:
        expected = str(c.points) if c.points else None
        assert badge_text(c) == expected
    assert {badge_text(c) for c in DECK} == {None, "11", "10", "4", "3", "2"}


@pytest.mark.parametrize("style", DECK_STYLES)
def test_badge_is_drawn_only_on_counting_cards(art_dir, style):
    on = CardRenderer(style, art_dir=art_dir, badges=True)
    off = CardRenderer(style, art_dir=art_dir, badges=False)
    for c in DECK:
        same = _pixels(on.face(c, 80)) == _pixels(off.face(c, 80))
        assert same == (c.points == 0), c


def test_badges_differ_by_value(art_dir):
    r = CardRenderer("french", art_dir=art_dir)
    plain = CardRenderer("french", art_dir=art_dir, badges=False)
    # The same card art with different badges: compare the badge corner only.
    w = 100
    corner = pygame.Rect(w - 30, 0, 30, 30)
    crops = set()
    for rank in (1, 3, 10, 9, 8):  # 11, 10, 4, 3, 2 points
        c = card(Suit.CUPS, rank)
        img = r.face(c, w).subsurface(corner)
        assert _pixels(img) != _pixels(plain.face(c, w).subsurface(corner))
        crops.add(_pixels(img))
    assert len(crops) == 5


def test_four_colour_changes_only_diamonds_and_clubs(art_dir):
    two = CardRenderer("french", art_dir=art_dir, badges=False)
    four = CardRenderer("french", four_colour=True, art_dir=art_dir, badges=False)
    for c in DECK:
        same = _pixels(two.face(c, 70)) == _pixels(four.face(c, 70))
        assert same == (c.suit in (Suit.CUPS, Suit.SWORDS)), c


def test_four_colour_does_not_touch_the_italian_deck(art_dir):
    a = CardRenderer("italian", art_dir=art_dir)
    b = CardRenderer("italian", four_colour=True, art_dir=art_dir)
    assert all(_pixels(a.face(c, 50)) == _pixels(b.face(c, 50)) for c in DECK)


def test_switching_style_and_cache(art_dir):
    r = CardRenderer("italian", art_dir=art_dir)
    c = DECK[0]
    first = r.face(c, 64)
    assert r.face(c, 64) is first          # cached
    r.style = "french"
    french = r.face(c, 64)
    assert _pixels(french) != _pixels(first)
    r.style = "italian"
    assert r.face(c, 64) is first          # switching back is free
    r.badges = False
    assert _pixels(r.face(c, 64)) != _pixels(first)


def test_shadow(art_dir):
    r = CardRenderer(art_dir=art_dir)
    w, h = r.size(120)
    m = r.shadow_margin(120)
    s = r.shadow(120)
    assert s.get_size() == (w + 2 * m, h + 2 * m)
    assert s.get_at((s.get_width() // 2, s.get_height() // 2)).a > 60
    assert s.get_at((0, 0)).a < s.get_at((m + 10, m + 10)).a  # soft edge


def test_unknown_style_is_refused(art_dir):
    with pytest.raises(ValueError, match="italian"):
        CardRenderer("tarot", art_dir=art_dir)


def test_unknown_back_names_the_choices(art_dir):
    r = CardRenderer(art_dir=art_dir, back="purple")
    with pytest.raises(CardArtError, match="purple.*red"):
        r.back_image(50)


def _copy(art_dir: Path, tmp_path: Path) -> Path:
    target = tmp_path / "cards"
    shutil.copytree(art_dir, target)
    return target


def test_missing_face_names_the_file(art_dir, tmp_path):
    d = _copy(art_dir, tmp_path)
    victim = face_file(d, "italian", False, DECK[13])
    victim.unlink()
    r = CardRenderer("italian", art_dir=d)
    with pytest.raises(CardArtError) as err:
        r.prepare(50)
    assert str(victim) in str(err.value) and "generate" in str(err.value)


@pytest.mark.parametrize("damage", [
    b"",                                     # emptied
    b"\x89PNG\r\n\x1a\n not an svg",         # some other file under the right name
    "truncate",                              # cut short mid-way
    b'<svg xmlns="http://www.w3.org/2000/svg" width="240" height="360"></svg>',  # draws nothing
])
def test_damaged_face_names_the_file(art_dir, tmp_path, damage):
    d = _copy(art_dir, tmp_path)
    victim = face_file(d, "french", True, DECK[25])
    data = victim.read_bytes()
    victim.write_bytes(data[: len(data) // 2] if damage == "truncate" else damage)
    r = CardRenderer("french", four_colour=True, art_dir=d)
    with pytest.raises(CardArtError) as err:
        r.face(DECK[25], 50)
    assert str(victim) in str(err.value)
    assert victim.read_bytes() != b"" or damage == b""  # the file itself is left alone


def test_missing_art_folder(tmp_path):
    with pytest.raises(CardArtError, match="generate"):
        CardRenderer(art_dir=tmp_path / "nowhere")


def test_no_display_needed(art_dir):
    # faces work with no display mode set (plain surfaces instead of convert_alpha)
    assert pygame.display.get_surface() is None
    img = CardRenderer(art_dir=art_dir).face(DECK[0], 30)
    assert img.get_size() == (30, 45)


def test_prepare_in_steps_fills_the_cache(art_dir):
    r = CardRenderer("french", art_dir=art_dir)
    steps = sum(1 for _ in r.prepare_steps(72))
    assert steps == 41
    first = r.face(DECK[5], 72)
    assert r.face(DECK[5], 72) is first
    assert sum(1 for _ in r.prepare_steps(72)) == 1  # already cached: only the final step
    fresh = CardRenderer("french", art_dir=art_dir)
    assert _pixels(fresh.face(DECK[5], 72)) == _pixels(first)


def test_one_face_without_a_prepared_set_is_rasterised_alone_and_equals_the_set(art_dir, monkeypatch):
    r = CardRenderer("italian", art_dir=art_dir)
    calls = []
    real = r._rasterise
    monkeypatch.setattr(r, "_rasterise", lambda file, width: calls.append(file) or real(file, width))
    ace = DECK[0]
    alone = r.face(ace, 70)
    assert len(calls) == 1                       # the title's fan need not wait for 40 faces
    assert r.face(ace, 70) is alone              # and it is kept
    r.prepare(70)
    assert len(calls) == 1 + len(DECK) + 1       # the set (and the back) when asked for
    assert _pixels(r.face(ace, 70)) == _pixels(alone)
    with pytest.raises(ValueError):
        r.face(ace, 4)


@pytest.mark.parametrize("style, four", DECKS)
def test_suit_symbols_are_drawn_in_the_decks_own_look_and_differ(art_dir, style, four):
    r = CardRenderer(style, four_colour=four, art_dir=art_dir)
    images = {s: r.suit_symbol(s, 40) for s in Suit}
    for img in images.values():
        assert img.get_size() == (40, 40)
        assert img.get_bounding_rect(min_alpha=128).height >= 24   # a real sign, not a dot
    assert len({_pixels(i) for i in images.values()}) == 4
    assert r.suit_symbol(Suit.CUPS, 40) is images[Suit.CUPS]


def test_italian_and_french_suit_symbols_differ(art_dir):
    it = CardRenderer("italian", art_dir=art_dir).suit_symbol(Suit.COINS, 32)
    fr = CardRenderer("french", art_dir=art_dir).suit_symbol(Suit.COINS, 32)
    assert _pixels(it) != _pixels(fr)


# ----------------------------------------------------------------- localised court indices

COURT_KEYS = ("cups_jack", "cups_queen", "cups_king")


def test_each_index_set_prints_its_languages_letters():
    french_label = faces.french_label
    from briscola_desktop.rules.cards import Rank

    assert [french_label(r, "en") for r in (Rank.KING, Rank.QUEEN, Rank.JACK)] == ["K", "Q", "J"]
    assert [french_label(r, "fr") for r in (Rank.KING, Rank.QUEEN, Rank.JACK)] == ["R", "D", "V"]
    assert [french_label(r, "nb") for r in (Rank.KING, Rank.QUEEN, Rank.JACK)] == ["K", "D", "Kn"]
    assert {french_label(Rank.ACE, s) for s in faces.INDEX_SETS} == {"A"}
    assert {french_label(Rank.SEVEN, s) for s in faces.INDEX_SETS} == {"7"}


def test_other_index_sets_hold_only_the_court_cards(art_dir):
    for folder in ("french-fr", "french-nb", "french-four-colour-fr", "french-four-colour-nb"):
        names = sorted(p.stem for p in (art_dir / folder).glob("*.svg"))
        assert len(names) == 12, folder
        assert all(n.rsplit("_", 1)[1] in ("jack", "queen", "king") for n in names), folder


def test_language_picks_the_index_set():
    from briscola_desktop.cardgfx.render import indices_for_language

    assert [indices_for_language(c) for c in ("en", "it", "fr", "nb", "es", "xx")] == ["en", "en", "fr", "nb", "en", "en"]


@pytest.mark.parametrize("four", [False, True])
def test_the_renderer_draws_court_indices_by_set_and_shares_the_other_cards(art_dir, four):
    from briscola_desktop.rules.cards import card_from_key

    r = CardRenderer("french", four_colour=four, art_dir=art_dir, badges=False)
    english = {k: _pixels(r.face(card_from_key(k), 90)) for k in COURT_KEYS}
    seven_en = r.face(card_from_key("cups_seven"), 90)
    looks = {"en": english}
    for indices in ("fr", "nb"):
        r.indices = indices
        looks[indices] = {k: _pixels(r.face(card_from_key(k), 90)) for k in COURT_KEYS}
        # the pip cards are the very same images: a language switch redraws 12 faces, not 40
        assert r.face(card_from_key("cups_seven"), 90) is seven_en
    # J / V / Kn: three different jacks
    assert len({looks[s]["cups_jack"] for s in looks}) == 3
    # K is K in English and Norwegian; R in French
    assert looks["nb"]["cups_king"] == looks["en"]["cups_king"] != looks["fr"]["cups_king"]
    assert looks["nb"]["cups_queen"] == looks["fr"]["cups_queen"] != looks["en"]["cups_queen"]
    r.indices = "en"
    assert {k: _pixels(r.face(card_from_key(k), 90)) for k in COURT_KEYS} == english


def test_the_italian_deck_ignores_the_index_set(art_dir):
    from briscola_desktop.rules.cards import card_from_key

    r = CardRenderer("italian", art_dir=art_dir, badges=False, indices="fr")
    king = card_from_key("coins_king")
    assert face_file(art_dir, "italian", False, king, "fr") == face_file(art_dir, "italian", False, king)
    fr = _pixels(r.face(king, 60))
    r.indices = "en"
    assert _pixels(r.face(king, 60)) == fr


def test_an_unknown_index_set_is_refused(art_dir):
    with pytest.raises(ValueError, match="index set"):
        CardRenderer("french", art_dir=art_dir, indices="de")

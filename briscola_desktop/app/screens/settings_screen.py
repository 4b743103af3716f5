"""The settings screen: every change applies at once (mid-match too) and is saved at once.

:func:`apply_setting` is the one place a setting reaches the running game (language,
card art, audio, window); the screen only calls it. It can be opened from the title or,
pushed as an overlay-sized scene, from the table's pause menu: whatever is underneath is
laid out again so the new language or deck shows when the person goes back.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from briscola_desktop import i18n
from briscola_desktop.i18n import t
from briscola_desktop.rules.cards import card_from_key

from ..ui.controls import ButtonRow, Choice, Note, Slider, Toggle
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics, menu_card_width
from ..core.options import DECK_STYLES, REGIONAL_STYLES, SPEED_NAMES, TRICK_PAUSES, UNNUMBERED_STYLES
from ..core.scene import App
from ..ui.widgets import INK_DIM

log = logging.getLogger(__name__)

PREVIEW_CARDS = ("coins_ace", "cups_three", "swords_king", "batons_queen")


def percent_slider(label: Any, value: float, on_change: Any, on_commit: Any) -> Slider:
    """A Slider whose value reads as the current language writes a percentage ("60 %" in French).

    controls.Slider writes "60%" itself and is not ours to change; its value_text is replaced
    on this one instance (still a plain Slider, which the menu tests look for by type).
    """
    slider = Slider(label, value, on_change, on_commit)
    slider.value_text = lambda: i18n.format_percent(round(slider.value * 100) / 100)  # type: ignore[method-assign]
    return slider


def back_names(app: App) -> list[str]:
    names = []
    try:
        names = list(app.cards.renderer.back_names())
    except Exception as exc:  # plain fallback art has no backs to choose from
        log.debug("no card backs: %s", exc)
    return names or [app.settings.card_back]


def apply_setting(app: App, name: str, value: Any) -> None:
    """Set ``name`` to ``value`` in the app's settings and make the game show it now."""
    settings = app.settings
    setattr(settings, name, value)
    if name == "language":
        i18n.set_language(value)
        i18n.preload()
        app.cards.follow_language()  # the court cards' corner letters (R D V, K D Kn) now, not mid-frame
        app.relayout()  # every scene rebuilds its labels in layout()
    elif name in ("deck_style", "four_colour", "card_back", "badges", "rank_index"):
        restyle_cards(app)
    elif name == "sound" and app.audio is not None:
        app.audio.set_enabled(bool(value))
    elif name == "volume" and app.audio is not None:
        app.audio.set_volume(float(value))
    elif name == "fullscreen":
        if bool(value) != app.fullscreen:
            app.toggle_fullscreen()
        settings.fullscreen = app.fullscreen  # it may have failed: show what really happened
    app.invalidate()


def restyle_cards(app: App) -> None:
    """New card art for the current deck settings; every scene re-prepares its sizes.

    CardArt.restyle keeps the renderer and its cache of looks, so switching back and forth
    between decks costs nothing after the first time.
    """
    app.cards.follow_settings(app.settings)
    app.relayout()


class SettingsScene(FormScene):
    """Language, deck, card back, badges, animation speed, the finished trick's pause, sound,
    volume, full screen, sorted hand, hints, card count."""

    title_key = "settings.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.m = Metrics.for_size(app.size)
        self.form = Form()
        self.preview_area = pygame.Rect(0, 0, 0, 0)
        self.preview_width = 0
        self.build()

    def _change(self, name: str, save: bool = True) -> Any:
        def change(value: Any) -> None:
            apply_setting(self.app, name, value)
            if name == "deck_style":
                self._enable_deck_rows()
            if save:
                self.app.save_settings()
        return change

    def run_only_note(self, name: str, value_name: Any) -> Note | None:
        """The line under a setting the command line changed for this run: this run's value, said
        in words as chosen at start-up (no option name in a player's sentence), and the saved value
        ("Off for this run, as chosen when the game started; your saved choice: On").
        Empty once the person changes the setting here (their choice is then saved); None for a
        setting the command line left alone."""
        entry = self.app.run_only.get(name)
        if entry is None or entry[0] == entry[1]:
            return None
        given, saved = entry

        def words() -> str:
            if self.app.settings.to_dict()[name] != given:
                return ""
            return t("settings.this_run", value=value_name(given), saved=value_name(saved))
        return Note(words)

    def build(self) -> None:
        s = self.app.settings
        on_off = (lambda: t("settings.off"), lambda: t("settings.on"))

        def on_off_in_sentence(value: Any) -> str:
            return t("settings.this_run_value.on") if value else t("settings.this_run_value.off")

        def language_name(code: Any) -> str:   # a saved None is "not chosen": the system's language
            return t(f"lang.{code if code in i18n.LANGUAGES else i18n.system_language()}")
        language = s.language if s.language in i18n.LANGUAGES else i18n.language()
        self.four_colour = Toggle(lambda: t("settings.four_colour") if self.app.settings.deck_style == "french"
                                  else t("settings.four_colour_italian"),
                                  s.four_colour, self._change("four_colour"), on_off)
        # A regional pattern has its own back; the rank index is for the patterns that print no numerals.
        self.rank_index = Toggle(lambda: t("settings.rank_index") if self.app.settings.deck_style in UNNUMBERED_STYLES
                                 else t("settings.rank_index_other"),
                                 s.rank_index, self._change("rank_index"), on_off)
        self.fullscreen = Toggle(lambda: t("settings.fullscreen"), self.app.fullscreen,
                                 self._change("fullscreen"), on_off)
        backs = back_names(self.app)
        self.card_back = Choice(lambda: t("settings.card_back") if self.app.settings.deck_style not in REGIONAL_STYLES
                                else t("settings.card_back_own"),
                                backs, s.card_back if s.card_back in backs else backs[0],
                                self._back_name, self._change("card_back"))
        self._enable_deck_rows()
        # The rows a command-line option can change for this run (a note goes under each).
        by_setting: dict[str, Any] = {
            "language": Choice(lambda: t("settings.language"), list(i18n.LANGUAGES), language,
                               lambda c: t(f"lang.{c}"), self._change("language")),
            "deck_style": Choice(lambda: t("settings.deck"), list(DECK_STYLES), s.deck_style,
                                 lambda d: t(f"deck.style.{d}"), self._change("deck_style")),
            "animation_speed": Choice(lambda: t("settings.animation_speed"), list(SPEED_NAMES), s.animation_speed,
                                      lambda v: t(f"settings.speed.{v}"), self._change("animation_speed"),
                                      wrap=False),
            "sound": Toggle(lambda: t("settings.sound"), s.sound, self._change("sound"), on_off),
            "fullscreen": self.fullscreen,
        }
        rows: list[Any] = [
            by_setting["language"],
            by_setting["deck_style"],
            self.four_colour,
            self.rank_index,
            self.card_back,
            Toggle(lambda: t("settings.badges"), s.badges, self._change("badges"), on_off),
            by_setting["animation_speed"],
            Choice(lambda: t("settings.trick_pause"), list(TRICK_PAUSES), s.trick_pause,
                   lambda p: t(f"settings.trick_pauses.{p}"), self._change("trick_pause"), wrap=False),
            by_setting["sound"],
            # The volume plays while dragging and is saved when the button is let go.
            percent_slider(lambda: t("settings.volume"), s.volume, self._change("volume", save=False),
                           lambda _v: self.app.save_settings()),
            self.fullscreen,
            Toggle(lambda: t("settings.sort_hand"), s.sort_hand, self._change("sort_hand"), on_off),
            Toggle(lambda: t("settings.hints"), s.hints, self._change("hints"), on_off),
            Toggle(lambda: t("settings.counting_panel"), s.counting_panel, self._change("counting_panel"), on_off),
            ButtonRow([(lambda: t("settings.back_button"), self.back)]),
        ]
        # What the command line changed for this run, under its row; each value in its sentence form
        # ("Pour cette session (--deck) : cartes françaises"), a language by its own name.
        notes = {"language": language_name, "deck_style": lambda d: t(f"settings.this_run_value.deck.{d}"),
                 "animation_speed": lambda v: t(f"settings.this_run_value.speed.{v}"), "sound": on_off_in_sentence,
                 "fullscreen": on_off_in_sentence}
        for name, value_name in notes.items():
            note = self.run_only_note(name, value_name)
            if note is not None:
                rows.insert(rows.index(by_setting[name]) + 1, note)
        self.form.set_controls(rows)

    def _back_name(self, back: str) -> str:
        """The chosen back by name, or, for a regional deck (which shows its own), the deck's name."""
        style = self.app.settings.deck_style
        return t(f"deck.style.{style}") if style in REGIONAL_STYLES else t(f"settings.back.{back}")

    def _enable_deck_rows(self) -> None:
        """The rows that only some decks use are greyed out for the others."""
        style = self.app.settings.deck_style
        self.four_colour.enabled = style == "french"
        self.rank_index.enabled = style in UNNUMBERED_STYLES
        self.card_back.enabled = style not in REGIONAL_STYLES

    def back(self) -> None:
        self.app.save_settings()
        self.app.stack.remove(self)

    # -- frame -----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        top = m.margin // 2 + 8 + m.title + m.gap * 2
        wide = w >= 1100
        form_w = min(w - 2 * m.margin, round(820 * m.scale) + 80)
        if wide:
            form_w = min(form_w, int(w * 0.62))
            x = m.margin
            self.preview_area = pygame.Rect(x + form_w + m.margin, top, w - form_w - 3 * m.margin,
                                            h - top - m.margin)
            # The menus' shared card width, a step larger (still one cached size per window).
            self.preview_width = min(menu_card_width(size) + 16, self.preview_area.width // 2 - m.gap)
        else:
            x = w // 2 - form_w // 2
            self.preview_area = pygame.Rect(0, 0, 0, 0)
            self.preview_width = 0
        self.form.layout(pygame.Rect(x, top, form_w, h - top - m.margin), m.row, m.gap)
        if self.preview_width:
            self.app.cards.prepare(self.preview_width)

    def update(self, dt: float) -> None:
        # F11 toggles the window anywhere: keep the row honest.
        if self.fullscreen.value != self.app.fullscreen:
            self.fullscreen.value = self.app.fullscreen
            self.app.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.preview_width:
            self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        area, cw = self.preview_area, self.preview_width
        label = self.app.text.render(t("settings.preview"), self.m.small, INK_DIM)
        surface.blit(label, label.get_rect(midtop=(area.centerx, area.y)))
        ch = self.app.cards.height(cw)
        gap = self.m.gap * 2
        y = area.y + label.get_height() + gap
        cards = [card_from_key(k) for k in PREVIEW_CARDS]
        for row in range(2):
            x = area.centerx - cw - gap // 2
            for col in range(2):
                surface.blit(self.app.cards.face(cards[row * 2 + col], cw), (x + col * (cw + gap), y))
            y += ch + gap
        back = self.app.cards.back(cw)
        surface.blit(back, back.get_rect(midtop=(area.centerx, y)))

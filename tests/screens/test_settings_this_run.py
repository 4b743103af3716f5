"""Settings tell the truth for this run: a setting the command line changed shows this run's value,
said in words as chosen at start-up (no option name in a player's sentence), and the saved value; the
saved setting is left alone."""

from __future__ import annotations

from unittest import mock

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance import main
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.settings_screen import SettingsScene
from briscola_desktop.app.ui.controls import Note, Toggle
from briscola_desktop.audio import Audio
from briscola_desktop.userfiles.store import Store


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _started(store: Store, *argv: str) -> App:
    """The App as ``briscola ARGV`` starts it: the command line applied over the saved settings."""
    settings = store.load_settings()
    run_only = main.apply_command_line(settings, main.build_parser().parse_args(list(argv)))
    i18n.set_language(settings.language or "en")
    pygame.init()
    app = install(App((1280, 800), settings=settings, store=store, audio=mock.Mock(spec=Audio)))
    app.run_only = run_only
    return app


def _notes(scene: SettingsScene) -> list[str]:
    return [c.label() for c in scene.form.controls if isinstance(c, Note) and c.label()]


def _row_after(scene: SettingsScene, note_text: str):
    controls = scene.form.controls
    at = next(i for i, c in enumerate(controls) if isinstance(c, Note) and c.label() == note_text)
    return controls[at - 1]


def test_no_sound_shows_off_for_this_run_and_the_saved_on(store: Store) -> None:
    app = _started(store, "--no-sound")
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.frame(0.016)
    assert _notes(scene) == ["Off for this session only, as chosen at start-up; your saved choice: On"]
    row = _row_after(scene, "Off for this session only, as chosen at start-up; your saved choice: On")
    assert isinstance(row, Toggle) and row.label() == "Sound" and row.value is False
    app.save_settings()
    assert Store(store.folder).load_settings().sound is True   # the saved setting is untouched


def test_turning_sound_on_here_is_the_persons_choice_and_the_note_goes(store: Store) -> None:
    app = _started(store, "--no-sound")
    scene = SettingsScene(app)
    app.stack.push(scene)
    row = _row_after(scene, "Off for this session only, as chosen at start-up; your saved choice: On")
    row.flip()
    app.audio.set_enabled.assert_called_with(True)
    assert _notes(scene) == []
    assert Store(store.folder).load_settings().sound is True


def test_the_language_deck_and_speed_given_show_this_run_and_what_is_saved(store: Store) -> None:
    saved = store.load_settings()
    saved.language, saved.deck_style, saved.animation_speed = "fr", "italian", "slow"
    store.save_settings(saved)
    app = _started(store, "--lang", "en", "--deck", "french", "--speed", "fast")
    scene = SettingsScene(app)
    app.stack.push(scene)
    assert _notes(scene) == ["English for this session only, as chosen at start-up; your saved choice: Français",
                             "French cards for this session only, as chosen at start-up; "
                             "your saved choice: Standard Italian cards",
                             "Fast for this session only, as chosen at start-up; your saved choice: Slow"]
    assert _row_after(scene, "Fast for this session only, as chosen at start-up; your saved choice: Slow").value == "fast"
    assert scene.form.controls[0].value == "en"   # the language row shows the one in use
    app.save_settings()
    kept = Store(store.folder).load_settings()
    assert (kept.language, kept.deck_style, kept.animation_speed) == ("fr", "italian", "slow")


def test_an_option_that_changes_nothing_adds_no_note(store: Store) -> None:
    saved = store.load_settings()
    saved.sound = False
    store.save_settings(saved)
    app = _started(store, "--no-sound", "--deck", "italian")
    scene = SettingsScene(app)
    app.stack.push(scene)
    assert _notes(scene) == []
    assert not any(isinstance(c, Note) for c in scene.form.controls)


def test_the_note_is_written_in_every_language(store: Store) -> None:
    app = _started(store, "--no-sound")
    for code, words in (("it", "Scelta fatta all'avvio, solo per questa sessione: disattivato; "
                               "impostazione salvata: attivo"),
                        ("fr", "Pour cette session : désactivé (réglage enregistré : activé)"),
                        ("nb", "Valgt ved oppstart, bare denne gangen: av (lagret innstilling: på)"),
                        ("es", "Opción elegida al abrir el juego, solo por esta vez: desactivado; "
                               "opción guardada: activado")):
        i18n.set_language(code)
        scene = SettingsScene(app)
        assert _notes(scene) == [words]


@pytest.mark.parametrize("code", ["en", "it", "fr", "nb"])
def test_the_note_says_start_up_in_words_not_the_option(store: Store, code: str) -> None:
    app = _started(store, "--no-sound", "--deck", "french", "--speed", "fast")
    i18n.set_language(code)
    notes = _notes(SettingsScene(app))
    assert len(notes) == 3
    assert not any("--" in note for note in notes), notes


def test_a_window_size_keeps_a_saved_full_screen_off_for_this_run_only(store: Store) -> None:
    saved = store.load_settings()
    saved.fullscreen = True
    store.save_settings(saved)
    app = _started(store, "--size", "1024x700")
    scene = SettingsScene(app)
    app.stack.push(scene)
    assert _notes(scene) == ["Off for this session only, as chosen at start-up; your saved choice: On"]
    app.save_settings()
    assert Store(store.folder).load_settings().fullscreen is True

"""Audio: plays with a device, stays silent (never raises, shows nothing) without one."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from briscola_desktop import audio as audio_module
from briscola_desktop.audio import SOUND_NAMES, Audio
from briscola_desktop.resources import data_path

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def closed_mixer(monkeypatch: pytest.MonkeyPatch):
    """Each test starts and ends with no mixer open, on the dummy (silent) driver."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def _run(code: str, driver: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_AUDIODRIVER=driver, SDL_VIDEODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          cwd=REPO, timeout=60)


def test_nonsense_audio_driver_gives_a_silent_player_and_the_game_goes_on() -> None:
    code = (
        "import pygame\n"
        "from briscola_desktop.audio import Audio, SOUND_NAMES\n"
        "pygame.init()\n"
        "screen = pygame.display.set_mode((320, 200))\n"
        "a = Audio(enabled=True, volume=0.6)\n"
        "a.start()\n"
        "assert a.available is False, 'should be silent'\n"
        "for name in SOUND_NAMES: a.play(name)\n"
        "a.set_volume(0.2); a.set_enabled(False); a.set_enabled(True); a.play('deal'); a.close()\n"
        "pygame.display.flip()\n"
        "print('still running')\n"
    )
    result = _run(code, "no_such_driver_at_all")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("still running")
    assert result.stderr.strip() == ""  # nothing shown to the person


def test_importing_audio_opens_nothing_and_imports_no_pygame() -> None:
    result = _run("import sys, briscola_desktop.audio\nassert 'pygame' not in sys.modules", "dummy")
    assert result.returncode == 0, result.stderr


def test_plays_every_sound_with_a_device() -> None:
    player = Audio(volume=1.0)
    player.start()
    assert player.available
    assert sorted(player._sounds) == sorted(SOUND_NAMES)
    player.play("hand_won")
    assert pygame.mixer.get_busy()
    player.close()
    assert not player.available and pygame.mixer.get_init() is None


def test_failing_mixer_init_means_silent_not_a_crash(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("Audio device not available")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = Audio()
    with caplog.at_level(logging.DEBUG, logger="briscola_desktop.audio"):
        player.start()
        player.play("play")
    assert not player.available
    assert [r.levelno for r in caplog.records] == [logging.DEBUG]  # logged quietly, once
    assert "Audio device not available" in caplog.records[0].getMessage()


def test_sound_off_never_opens_the_device_until_switched_on() -> None:
    player = Audio(enabled=False)
    player.start()
    player.play("deal")
    assert pygame.mixer.get_init() is None and not player.available
    player.set_enabled(True)
    assert player.available and pygame.mixer.get_init() is not None


def test_switching_off_stops_and_mutes() -> None:
    player = Audio()
    player.start()
    player.play("match_won")
    assert pygame.mixer.get_busy()
    player.set_enabled(False)
    assert not pygame.mixer.get_busy()
    player.play("match_won")
    assert not pygame.mixer.get_busy()


def test_volume_is_clamped_and_applied_to_every_sound() -> None:
    player = Audio(volume=0.5)
    player.start()
    for sound in player._sounds.values():
        assert sound.get_volume() == pytest.approx(0.25, abs=0.01)  # slider squared
    player.set_volume(3.0)
    assert player.volume == 1.0
    assert all(s.get_volume() == pytest.approx(1.0, abs=0.01) for s in player._sounds.values())
    player.set_volume(float("nan"))
    player.set_volume("loud")  # type: ignore[arg-type]
    assert player.volume == 1.0
    player.set_volume(-1)
    assert all(s.get_volume() == 0.0 for s in player._sounds.values())


def test_missing_and_broken_sound_files_are_skipped_and_logged_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    source = data_path("assets", "sounds")
    for name in SOUND_NAMES:
        if name not in ("trick", "shuffle"):
            shutil.copy(source / f"{name}.wav", tmp_path / f"{name}.wav")
    (tmp_path / "shuffle.wav").write_bytes(b"RIFF\x00\x00\x00\x00not a wave at all")
    player = Audio(folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger="briscola_desktop.audio"):
        player.start()
        for _ in range(3):
            player.play("trick")
            player.play("shuffle")
    assert player.available
    assert "trick" not in player._sounds and "shuffle" not in player._sounds
    assert len(player._sounds) == len(SOUND_NAMES) - 2
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 2
    assert any("trick.wav" in m and "missing" in m for m in messages)
    assert any("shuffle.wav" in m and "cannot be loaded" in m for m in messages)
    player.play("deal")  # the others still play
    assert pygame.mixer.get_busy()


def test_unknown_sound_name_is_logged_once_and_ignored(caplog: pytest.LogCaptureFixture) -> None:
    player = Audio()
    player.start()
    with caplog.at_level(logging.WARNING, logger="briscola_desktop.audio"):
        player.play("kazoo")
        player.play("kazoo")
    assert [r.getMessage() for r in caplog.records] == ["unknown sound 'kazoo' ignored"]


def test_uses_a_mixer_the_app_already_opened_and_leaves_it_open() -> None:
    pygame.mixer.init()
    player = Audio()
    player.start()
    assert player.available
    player.close()
    assert pygame.mixer.get_init() is not None  # not ours to close


def test_start_twice_loads_once() -> None:
    player = Audio()
    player.start()
    first = dict(player._sounds)
    player.start()
    assert player._sounds == first
    assert audio_module.SOUND_NAMES == SOUND_NAMES

"""Sound effects that never stop the game.

``Audio`` plays the short effects made by :mod:`briscola_desktop.devtools.soundgen`. Without an
audio device (a server, ``SDL_AUDIODRIVER`` pointing nowhere, a broken sound stack) it
turns itself into a silent player: every call still works and nothing is shown to the
person; the reason goes to the debug log.

pygame is imported inside the methods, so importing this module costs nothing and opens
no device. When sound is switched off the device is not opened at all; switching it on
later opens it then.

Typical use by the app::

    audio = Audio(enabled=settings.sound, volume=settings.volume)
    audio.start()          # after pygame.init(); never raises
    audio.play("deal")
"""

from __future__ import annotations

import logging
import math
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

SOUND_NAMES = ("deal", "play", "trick", "shuffle", "hand_won", "hand_lost", "match_won")

# The effects are mono 22050 Hz; asking the mixer for the same rate avoids resampling
# work, and a small buffer keeps a card's sound in step with its animation (~23 ms).
_MIXER_RATE = 22050
_MIXER_BUFFER = 512


class Audio:
    """Plays the named effects, or stays silent when there is no way to play them."""

    def __init__(self, enabled: bool = True, volume: float = 0.6, folder: Path | None = None) -> None:
        """``folder`` holds ``<name>.wav``; by default the bundled ``assets/sounds``."""
        self.enabled = bool(enabled)
        self.volume = _clamp(volume, 0.6)
        self.available = False  # True once the mixer is open and the sounds are loaded
        self._folder = folder
        self._started = False  # start() was called: the app wants sound when enabled
        self._tried = False  # opening the device was attempted (once per run)
        self._opened_mixer = False  # we opened the mixer, so close() should close it
        self._sounds: dict[str, Any] = {}  # name -> pygame.mixer.Sound
        self._warned: set[str] = set()  # names already logged as missing/unknown

    # ----------------------------------------------------------------- lifecycle

    def start(self) -> None:
        """Open the mixer and load the sounds; on any failure become silent. Never raises."""
        self._started = True
        if self.enabled:
            self._open()

    def _open(self) -> None:
        if self._tried:
            return
        self._tried = True
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=_MIXER_RATE, size=-16, channels=2, buffer=_MIXER_BUFFER)
                self._opened_mixer = True
        except Exception as exc:  # pygame.error, ImportError, anything SDL throws at us
            log.debug("no audio device, playing silently: %s", exc)
            self.available = False
            return
        self._load_sounds()
        self.available = True
        self._apply_volume()

    def _load_sounds(self) -> None:
        import pygame

        folder = self._folder if self._folder is not None else _default_folder()
        for name in SOUND_NAMES:
            if folder is None:
                self._warn_once(name, "sound folder not found; %s is skipped", name)
                continue
            path = folder / f"{name}.wav"
            if not path.is_file():
                self._warn_once(name, "sound file %s is missing; it is skipped", path)
                continue
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except Exception as exc:
                self._warn_once(name, "sound file %s cannot be loaded (%s); it is skipped", path, exc)

    def close(self) -> None:
        """Stop playing and release the device if this object opened it."""
        self._sounds.clear()
        self.available = False
        if self._opened_mixer:
            try:
                import pygame

                pygame.mixer.quit()
            except Exception as exc:
                log.debug("closing the mixer failed: %s", exc)
            self._opened_mixer = False
        self._tried = False

    # ----------------------------------------------------------------- playing

    def play(self, name: str) -> None:
        """Play one effect ("deal", "play", "trick", "shuffle", "hand_won", "hand_lost",
        "match_won"). Does nothing when silent, muted, or the sound could not be loaded."""
        if name not in SOUND_NAMES:
            self._warn_once(name, "unknown sound %r ignored", name)
            return
        if not (self.enabled and self.available):
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            sound.play()  # None when every channel is busy: dropping one click is fine
        except Exception as exc:
            log.debug("playing %s failed: %s", name, exc)

    def set_volume(self, volume: float) -> None:
        """Set the volume (0..1, clamped; a non-number is ignored)."""
        self.volume = _clamp(volume, self.volume)
        self._apply_volume()

    def set_enabled(self, enabled: bool) -> None:
        """Switch sound on or off. Off stops what is playing; on opens the device if the
        app has started audio and it was not opened yet."""
        self.enabled = bool(enabled)
        if self.enabled:
            if self._started:
                self._open()
        elif self.available:
            try:
                import pygame

                pygame.mixer.stop()
            except Exception as exc:
                log.debug("stopping sounds failed: %s", exc)

    # ----------------------------------------------------------------- helpers

    def _apply_volume(self) -> None:
        # Perceived loudness follows roughly the square of amplitude for a slider,
        # so a slider at half sounds about half as loud, not nearly as loud.
        gain = self.volume * self.volume
        for sound in self._sounds.values():
            try:
                sound.set_volume(gain)
            except Exception as exc:
                log.debug("setting the volume failed: %s", exc)

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        if key in self._warned:
            return
        self._warned.add(key)
        log.warning(message, *args)


def _clamp(volume: object, fallback: float) -> float:
    if isinstance(volume, bool) or not isinstance(volume, (int, float)) or math.isnan(volume):
        return fallback
    return min(1.0, max(0.0, float(volume)))


def _default_folder() -> Path | None:
    try:
        from briscola_desktop.resources import data_path

        return data_path("assets", "sounds")
    except FileNotFoundError:
        return None

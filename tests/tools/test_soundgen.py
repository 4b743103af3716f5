"""The sound generator: deterministic, small, sane levels, and the committed files match it."""

from __future__ import annotations

import io
import math
import struct
import wave
from functools import lru_cache
from pathlib import Path

import pytest

from briscola_desktop.devtools import soundgen
from briscola_desktop.resources import data_path


@lru_cache(maxsize=None)
def rendered(name: str) -> bytes:
    return soundgen.render(name)


def samples(wav_bytes: bytes) -> tuple[wave._wave_params, list[float]]:
    with wave.open(io.BytesIO(wav_bytes), "rb") as src:
        params = src.getparams()
        raw = src.readframes(params.nframes)
    return params, [v / 32767 for v in struct.unpack(f"<{params.nframes}h", raw)]


def zero_crossing_rate(values: list[float]) -> float:
    """Sign changes per second: a rough stand-in for 'how bright' a sound is."""
    changes = sum(1 for a, b in zip(values, values[1:]) if (a < 0) != (b < 0))
    return changes * soundgen.RATE / len(values)


@pytest.mark.parametrize("name", soundgen.SOUND_NAMES)
def test_format_is_small_mono_22050_16bit(name: str) -> None:
    params, values = samples(rendered(name))
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert 0.05 < len(values) / soundgen.RATE <= 2.0


@pytest.mark.parametrize("name", soundgen.SOUND_NAMES)
def test_levels_are_quiet_but_audible_and_never_clip(name: str) -> None:
    _, values = samples(rendered(name))
    peak = max(abs(v) for v in values)
    rms = math.sqrt(sum(v * v for v in values) / len(values))
    assert 0.2 < peak < 0.5  # -14..-6 dBFS: headroom, nothing near full scale
    assert rms > 0.02  # not silence
    assert abs(sum(values) / len(values)) < 0.01  # no DC offset worth a thump


@pytest.mark.parametrize("name", soundgen.SOUND_NAMES)
def test_starts_and_ends_at_silence_so_nothing_clicks(name: str) -> None:
    _, values = samples(rendered(name))
    assert abs(values[0]) < 0.005 and abs(values[-1]) < 0.005


def test_rendering_is_deterministic() -> None:
    for name in soundgen.SOUND_NAMES:
        assert soundgen.render(name) == rendered(name)


def test_committed_sound_files_match_the_generator() -> None:
    folder = data_path("assets", "sounds")
    for name in soundgen.SOUND_NAMES:
        path = folder / f"{name}.wav"
        assert path.is_file(), f"{path} missing: run python -m briscola_desktop.bench sounds"
        assert path.read_bytes() == rendered(name), (
            f"{path} is stale: run python -m briscola_desktop.bench sounds"
        )


def test_all_sounds_together_stay_well_under_a_megabyte() -> None:
    assert sum(len(rendered(n)) for n in soundgen.SOUND_NAMES) < 400_000


def test_card_flick_is_brighter_than_card_landing() -> None:
    _, deal = samples(rendered("deal"))
    _, play = samples(rendered("play"))
    assert zero_crossing_rate(deal) > 2 * zero_crossing_rate(play)


def test_mallet_tone_has_the_asked_pitch() -> None:
    tone = soundgen.mallet(440.0, 0.5, brightness=0.0)
    # A pure 440 Hz tone crosses zero 880 times a second.
    assert zero_crossing_rate(tone) == pytest.approx(880, rel=0.02)


def test_win_rings_higher_than_loss() -> None:
    _, won = samples(rendered("hand_won"))
    _, lost = samples(rendered("hand_lost"))
    tail = slice(int(0.4 * soundgen.RATE), int(0.8 * soundgen.RATE))
    assert zero_crossing_rate(won[tail]) > 1.5 * zero_crossing_rate(lost[tail])


def test_noise_is_seeded_and_bounded() -> None:
    a, b = soundgen.Noise(7), soundgen.Noise(7)
    first = [a() for _ in range(5000)]
    assert first == [b() for _ in range(5000)]
    assert first != [soundgen.Noise(8)() for _ in range(5000)]
    assert all(-1.0 <= v < 1.0 for v in first)
    assert abs(sum(first) / len(first)) < 0.05


def test_unknown_sound_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown sound 'boing'"):
        soundgen.render("boing")


def test_command_writes_every_file_and_check_detects_differences(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(soundgen, "render", rendered)  # the synthesis itself is tested above
    assert soundgen.main(["--check", "--out", str(tmp_path)]) == 1  # nothing there yet
    assert soundgen.main(["--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{n}.wav" for n in soundgen.SOUND_NAMES)
    assert soundgen.main(["--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "deal.wav").write_bytes(b"RIFF")
    assert soundgen.main(["--check", "--out", str(tmp_path)]) == 1

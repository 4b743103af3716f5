"""Synthesise the game's sound effects into ``assets/sounds/*.wav``.

``python -m briscola_desktop.bench sounds`` writes the files; ``--check`` only compares what it
would write with the files present (exit status 1 on a difference); ``--out DIR`` writes
elsewhere. Every sound is made here from sine waves and seeded noise, so the output is the
same bytes on every run: mono, 22050 Hz, 16-bit, a fraction of a second each, peaks well
below full scale so they sit quietly under the game.

The card sounds are shaped noise (a card is paper: a flick, a slap, a sweep, a riffle);
the results are soft mallet tones (a few harmonics with fast decay, marimba-like), in C
major for a win and a falling minor third for a loss.
"""

from __future__ import annotations

import argparse
import io
import math
import struct
import sys
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from briscola_desktop.resources import data_path

RATE = 22050
SOUND_NAMES = ("deal", "play", "trick", "shuffle", "hand_won", "hand_lost", "match_won")

Samples = list[float]


# --------------------------------------------------------------------------- building blocks


class Noise:
    """White noise in [-1, 1) from a 32-bit xorshift generator: tiny, seeded, and the same
    on every platform and Python version (unlike ``random``'s float helpers)."""

    def __init__(self, seed: int) -> None:
        self.state = (seed * 2654435761 + 1) & 0xFFFFFFFF or 1

    def __call__(self) -> float:
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2147483648.0 - 1.0

    def uniform(self, low: float, high: float) -> float:
        return low + (self() + 1.0) * 0.5 * (high - low)


def silence(seconds: float) -> Samples:
    return [0.0] * int(round(seconds * RATE))


def mix_into(target: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``target`` starting ``at`` seconds in (target grows if needed)."""
    start = int(round(at * RATE))
    end = start + len(sound)
    if end > len(target):
        target.extend([0.0] * (end - len(target)))
    for i, value in enumerate(sound):
        target[start + i] += value * gain


def envelope(n: int, attack: float, decay: float) -> Samples:
    """Linear rise over ``attack`` seconds, then exponential fall with time constant ``decay``."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            out.append(math.exp(-(i - a) / (decay * RATE)))
    return out


def bandpass(signal: Samples, centre: Callable[[float], float], q: float) -> Samples:
    """A resonant band-pass (RBJ biquad, constant peak gain) whose centre frequency may
    glide: ``centre(t)`` gives it in Hz at time t seconds. Coefficients are refreshed every
    32 samples, which is smooth enough for short glides and keeps the loop cheap."""
    out: Samples = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    for i, x in enumerate(signal):
        if i % 32 == 0:
            w = 2.0 * math.pi * min(centre(i / RATE), RATE * 0.45) / RATE
            alpha = math.sin(w) / (2.0 * q)
            norm = 1.0 + alpha
            b0, b2 = alpha / norm, -alpha / norm
            a1, a2 = -2.0 * math.cos(w) / norm, (1.0 - alpha) / norm
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def lowpass(signal: Samples, cutoff: float) -> Samples:
    """One-pole low-pass: takes the hiss off noise without ringing."""
    k = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out: Samples = []
    y = 0.0
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def noise_burst(noise: Noise, seconds: float) -> Samples:
    return [noise() for _ in range(int(round(seconds * RATE)))]


def shaped(signal: Samples, env: Samples) -> Samples:
    return [s * e for s, e in zip(signal, env)]


def mallet(freq: float, seconds: float, brightness: float = 1.0, decay: float = 0.35) -> Samples:
    """A soft struck tone: the fundamental plus a few quickly dying overtones (the 4th
    harmonic gives the wooden, marimba-like colour). ``brightness`` scales the overtones."""
    partials = ((1.0, 1.0, decay), (2.0, 0.18 * brightness, decay * 0.45),
                (3.0, 0.06 * brightness, decay * 0.3), (4.0, 0.12 * brightness, decay * 0.2))
    n = int(round(seconds * RATE))
    attack = int(0.004 * RATE)
    out: Samples = []
    for i in range(n):
        t = i / RATE
        value = 0.0
        for ratio, amp, tau in partials:
            if freq * ratio < RATE * 0.45:
                value += amp * math.exp(-t / tau) * math.sin(2.0 * math.pi * freq * ratio * t)
        if i < attack:
            value *= i / attack
        out.append(value)
    # Let the note die out over its last 40 ms: a cut-off tail clicks.
    tail = min(n, int(0.04 * RATE))
    for j in range(tail):
        out[n - 1 - j] *= (1.0 - math.cos(math.pi * j / tail)) * 0.5
    return out


def thump(seconds: float, start_hz: float, end_hz: float, decay: float) -> Samples:
    """A low knock whose pitch drops, like a card landing on a padded table."""
    out: Samples = []
    phase = 0.0
    n = int(round(seconds * RATE))
    for i in range(n):
        t = i / RATE
        freq = end_hz + (start_hz - end_hz) * math.exp(-t / (decay * 0.5))
        phase += 2.0 * math.pi * freq / RATE
        out.append(math.sin(phase) * math.exp(-t / decay) * min(1.0, i / (0.002 * RATE)))
    return out


def finish(signal: Samples, peak: float, fade: float = 0.004) -> Samples:
    """Scale to the wanted peak, fade both ends (no click) and trim trailing near-silence."""
    # Anything 60 dB under the peak is inaudible next to the sound itself: cut it off.
    floor = 1e-3 * max(1e-9, max(abs(s) for s in signal))
    last = len(signal)
    while last > 1 and abs(signal[last - 1]) < floor:
        last -= 1
    signal = signal[:last]
    top = max(abs(s) for s in signal) or 1.0
    scale = peak / top
    n = len(signal)
    f = max(1, int(fade * RATE))
    out = []
    for i, s in enumerate(signal):
        gain = scale
        if i < f:
            gain *= i / f
        if n - 1 - i < f:
            gain *= (n - 1 - i) / f
        out.append(s * gain)
    return out


# --------------------------------------------------------------------------- the sounds


def deal() -> Samples:
    """A card flicked off the deck: a short paper 'tsk' gliding down in pitch."""
    noise = Noise(1)
    burst = noise_burst(noise, 0.085)
    band = bandpass(burst, lambda t: 3400.0 - 14000.0 * t, q=1.4)
    return finish(shaped(band, envelope(len(band), 0.003, 0.018)), peak=0.33)


def play() -> Samples:
    """A card laid on the cloth: a soft slap over a low knock."""
    noise = Noise(2)
    # Two low-pass passes: a card on cloth is soft, with little above a few kHz.
    slap = lowpass(lowpass(noise_burst(noise, 0.12), 2400.0), 2400.0)
    slap = shaped(slap, envelope(len(slap), 0.002, 0.014))
    out = thump(0.12, 190.0, 105.0, 0.03)
    mix_into(out, slap, 0.0, 1.6)
    return finish(out, peak=0.42)


def trick() -> Samples:
    """The taker sweeps the trick in: two overlapping swishes, then the cards settle."""
    noise = Noise(3)
    out = silence(0.0)
    for at, length, top in ((0.0, 0.16, 2600.0), (0.09, 0.17, 2000.0)):
        swish = noise_burst(noise, length)
        swish = bandpass(swish, lambda t, top=top: top - 3000.0 * t, q=0.9)
        rise = int(0.06 * RATE)
        env = [min(1.0, i / rise) * math.exp(-max(0, i - rise) / (0.035 * RATE)) for i in range(len(swish))]
        mix_into(out, shaped(swish, env), at)
    settle = lowpass(lowpass(noise_burst(noise, 0.08), 1800.0), 1800.0)
    settle = shaped(settle, envelope(len(settle), 0.002, 0.012))
    mix_into(out, settle, 0.25, 1.2)
    mix_into(out, thump(0.08, 160.0, 100.0, 0.02), 0.25, 0.35)
    return finish(out, peak=0.36)


def shuffle() -> Samples:
    """A riffle shuffle: a run of tiny card clicks that speeds up, then slows into the
    'bridge' as the halves fall together, over a soft bed of rustle."""
    noise = Noise(4)
    total = 0.72
    out = silence(total)
    # Rustle bed: quiet band-limited noise under the whole riffle.
    bed = bandpass(noise_burst(noise, total), lambda t: 2200.0, q=0.7)
    bed_env = [math.sin(math.pi * i / len(bed)) ** 2 for i in range(len(bed))]
    mix_into(out, shaped(bed, bed_env), 0.0, 0.25)
    # The riffle: click spacing shrinks from 30 ms to 14 ms and grows again.
    t = 0.03
    while t < 0.6:
        progress = t / 0.6
        gap = 0.014 + 0.016 * (2.0 * progress - 1.0) ** 2
        click = noise_burst(noise, 0.012)
        centre = noise.uniform(2400.0, 4200.0)
        click = bandpass(click, lambda _t, c=centre: c, q=2.0)
        click = shaped(click, envelope(len(click), 0.0008, 0.0025))
        mix_into(out, click, t, noise.uniform(0.55, 1.0))
        t += gap * noise.uniform(0.85, 1.15)
    settle = lowpass(lowpass(noise_burst(noise, 0.09), 1500.0), 1500.0)
    settle = shaped(settle, envelope(len(settle), 0.003, 0.02))
    mix_into(out, settle, 0.61, 1.1)
    return finish(out, peak=0.36)


def _notes(notes: list[tuple[float, float, float, float]], tail: float) -> Samples:
    """(start s, frequency Hz, gain, decay s) mallet notes mixed together."""
    out: Samples = []
    for start, freq, gain, decay in notes:
        mix_into(out, mallet(freq, decay * 5.0 + tail, decay=decay), start, gain)
    return out


C5, E5, G5, C6 = 523.25, 659.26, 783.99, 1046.50
A4, F4, D4 = 440.00, 349.23, 293.66


def hand_won() -> Samples:
    """Three rising notes of a C major chord, the last one left to ring."""
    out = _notes([(0.0, C5, 0.8, 0.12), (0.10, E5, 0.85, 0.12), (0.20, G5, 1.0, 0.22)], 0.0)
    return finish(out, peak=0.32)


def hand_lost() -> Samples:
    """Two slower falling notes, darker and quieter: a shrug, not a buzzer."""
    out: Samples = []
    mix_into(out, mallet(A4, 0.6, brightness=0.5, decay=0.15), 0.0, 0.9)
    mix_into(out, mallet(F4, 0.95, brightness=0.4, decay=0.22), 0.16, 1.0)
    return finish(out, peak=0.26)


def match_won() -> Samples:
    """A quick C major run to the octave, then the whole chord rings out together."""
    run = [(0.0, C5, 0.7, 0.10), (0.08, E5, 0.75, 0.10), (0.16, G5, 0.8, 0.10), (0.24, C6, 0.85, 0.14)]
    out = _notes(run, 0.0)
    for freq, gain in ((C5, 0.55), (E5, 0.45), (G5, 0.45), (C6, 0.4)):
        # A hair of detune between the chord and the run makes it shimmer instead of beep.
        mix_into(out, mallet(freq * 1.002, 1.6, brightness=0.8, decay=0.32), 0.40, gain)
    return finish(out, peak=0.38)


SYNTHS: dict[str, Callable[[], Samples]] = {
    "deal": deal,
    "play": play,
    "trick": trick,
    "shuffle": shuffle,
    "hand_won": hand_won,
    "hand_lost": hand_lost,
    "match_won": match_won,
}


# --------------------------------------------------------------------------- files


def to_wav(samples: Samples) -> bytes:
    """16-bit little-endian mono WAV bytes; values are rounded and clipped to the range."""
    frames = struct.pack(
        f"<{len(samples)}h", *(max(-32767, min(32767, round(s * 32767))) for s in samples)
    )
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def render(name: str) -> bytes:
    """The WAV bytes of one named sound."""
    try:
        synth = SYNTHS[name]
    except KeyError:
        raise ValueError(f"unknown sound {name!r}; known: {', '.join(SYNTHS)}") from None
    return to_wav(synth())


@dataclass(frozen=True)
class Level:
    """Simple measurements of a rendered sound, for the generator's report."""

    seconds: float
    peak_dbfs: float
    rms_dbfs: float
    size: int


def measure(wav_bytes: bytes) -> Level:
    with wave.open(io.BytesIO(wav_bytes), "rb") as src:
        n = src.getnframes()
        data = struct.unpack(f"<{n}h", src.readframes(n))
    peak = max(abs(v) for v in data) / 32767
    rms = math.sqrt(sum(v * v for v in data) / n) / 32767
    return Level(n / RATE, 20 * math.log10(peak), 20 * math.log10(rms), len(wav_bytes))


def default_out_dir() -> Path:
    return data_path("assets", "sounds")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench sounds",
                                     description="Synthesise the game's sound effects.")
    parser.add_argument("--out", type=Path, default=None, help="folder to write (default: assets/sounds)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the files differ from what would be written")
    args = parser.parse_args(argv)
    out_dir = args.out or default_out_dir()
    differs = []
    total = 0
    print(f"{'sound':<10} {'seconds':>7} {'peak dBFS':>9} {'rms dBFS':>9} {'bytes':>7}")
    for name in SOUND_NAMES:
        data = render(name)
        level = measure(data)
        total += level.size
        print(f"{name:<10} {level.seconds:7.3f} {level.peak_dbfs:9.1f} {level.rms_dbfs:9.1f} {level.size:7d}")
        path = out_dir / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                differs.append(path)
        else:
            out_dir.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    print(f"total {total} bytes in {out_dir}")
    if differs:
        print("differs from the generator: " + ", ".join(str(p) for p in differs), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

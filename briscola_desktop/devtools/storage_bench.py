"""``python -m briscola_desktop.bench storage [rounds]``: what the user files cost, and whether
two processes lose matches.

- median save/load times of each file (the autosave is written after every trick, inside
  the game loop, so its cost matters);
- parse time of the slowest file the size cap lets in (one long YAML flow list), with the
  libyaml loader the game uses and the pure Python one, in one run (1 MiB of such a list
  once kept the window away for 30 s);
- ``race``: two processes each count N matches into one folder at the same time, once the
  old way (load, add, save: no lock) and once through ``Store.record_match`` (read-merge-write
  under the folder lock), and the counts are printed.
"""

from __future__ import annotations

import statistics as stat_math
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

import yaml

from briscola_desktop.userfiles import document
from briscola_desktop.userfiles.store import END_MARKER, MAX_FILE_BYTES, STATISTICS, Store
from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.statistics import Statistics

# One recording process for the race: count N matches, the old way or through the lock.
_RECORDER = """
import sys
from pathlib import Path
from briscola_desktop.userfiles.store import Store
folder, tag, count, way = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
store = Store(folder)
for i in range(count):
    kwargs = dict(variant="two_players", level="easy", won=True, hands=[(61, 59, True)])
    if way == "locked":
        store.record_match(f"{tag}-{i}", **kwargs)
    else:
        stats = store.load_stats()
        stats.record_match(f"{tag}-{i}", **kwargs)
        store.save_stats(stats)
"""


def _median_ms(action: Callable[[], object], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return stat_math.median(times)


def files(rounds: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp))
        payload = {"variant": "two_players", "seed": 123456789, "actions": list(range(40))}
        stats = Statistics()
        for i in range(200):
            stats.record_match(
                f"match-{i}", variant="two_players", level="medium", won=i % 3 != 0,
                hands=[(61 + i % 30, 59 - i % 30, True), (50, 70, False)],
            )
        rows = [
            ("save_autosave (40 actions)", _median_ms(lambda: store.save_autosave(payload), rounds)),
            ("load_autosave", _median_ms(store.load_autosave, rounds)),
            ("save_settings", _median_ms(lambda: store.save_settings(Settings()), rounds)),
            ("load_settings", _median_ms(store.load_settings, rounds)),
            ("save_stats (200 matches)", _median_ms(lambda: store.save_stats(stats), rounds)),
            ("load_stats (200 matches)", _median_ms(store.load_stats, rounds)),
        ]
        size = store.path(STATISTICS).stat().st_size
    worst = "format: 1\nx: [" + ",".join(["1"] * ((MAX_FILE_BYTES - 200) // 2)) + "]\n" + END_MARKER + "\n"
    few = max(3, rounds // 10)
    kib = len(worst) // 1024
    loader = document.LOADER.__name__
    rows.append((f"parse {kib} KiB flow list, {loader} (x{few})",
                 _median_ms(lambda: document.parse(worst.encode(), MAX_FILE_BYTES), few)))
    rows.append((f"parse {kib} KiB flow list, SafeLoader (x{few})",
                 _median_ms(lambda: yaml.load(worst, Loader=yaml.SafeLoader), few)))  # noqa: S506
    print(f"storage bench: median of {rounds} rounds each (parses: of {few}), temp folder on this machine's disk")
    for label, ms in rows:
        print(f"  {label:<44} {ms:8.2f} ms")
    print(f"  statistics.yaml with 200 matches: {size} bytes")
    return 0


def race(count: int) -> int:
    print(f"two processes count {count} matches each into one folder at the same time")
    for way in ("unlocked", "locked"):
        with tempfile.TemporaryDirectory() as tmp:
            procs = [subprocess.Popen([sys.executable, "-c", _RECORDER, tmp, tag, str(count), way])
                     for tag in ("a", "b")]
            for proc in procs:
                proc.wait()
            counted = Store(Path(tmp)).load_stats().matches_played
        label = "load-add-save, no lock" if way == "unlocked" else "Store.record_match under the lock"
        print(f"  {label:<36} {counted:4} of {2 * count} counted")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "race":
        return race(int(args[1]) if len(args) > 1 else 60)
    return files(int(args[0]) if args else 50)


if __name__ == "__main__":
    raise SystemExit(main())

"""Write the card art: ``python -m briscola_desktop.bench cards [--out DIR] [--check]``.

Writes every file of :func:`briscola_desktop.cardgfx.faces.all_files` under ``assets/cards/`` (see that module
for what is drawn). Every file is a pure function of the code: running the command again changes no byte.
``--check`` compares instead of writing and exits 1 if the committed art is stale.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from briscola_desktop.cardgfx.faces import all_files


def default_out() -> Path:
    """``assets/cards`` of the source checkout this module lives in."""
    return Path(__file__).resolve().parents[2] / "assets" / "cards"


def write(out: Path) -> tuple[int, int]:
    """Write every file under ``out``; returns (files written, files unchanged)."""
    written = unchanged = 0
    for rel, text in all_files().items():
        target = out / rel
        data = text.encode("utf-8")
        if target.is_file() and target.read_bytes() == data:
            unchanged += 1
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(".svg.tmp")
        tmp.write_bytes(data)
        tmp.replace(target)
        written += 1
    return written, unchanged


def check(out: Path) -> list[str]:
    """Relative paths whose file under ``out`` is missing or differs from the generator's output."""
    stale = []
    for rel, text in all_files().items():
        target = out / rel
        if not target.is_file() or target.read_bytes() != text.encode("utf-8"):
            stale.append(rel)
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench cards",
                                     description="Write the card art (SVG) under assets/cards/.")
    parser.add_argument("--out", type=Path, default=None, help="target folder (default: assets/cards)")
    parser.add_argument("--check", action="store_true",
                        help="only compare; exit 1 if any file is missing or out of date")
    args = parser.parse_args(argv)
    out = args.out or default_out()
    if args.check:
        stale = check(out)
        if stale:
            print(f"{len(stale)} card files in {out} are missing or out of date, e.g. {stale[0]}; "
                  "run python -m briscola_desktop.bench cards")
            return 1
        print(f"all card files in {out} are up to date")
        return 0
    written, unchanged = write(out)
    total = sum(f.stat().st_size for f in out.rglob("*.svg"))
    print(f"wrote {written} files, {unchanged} unchanged, in {out} ({total / 1024:.0f} KiB of SVG)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

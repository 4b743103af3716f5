"""The README for players and the docs beside it: short, linked, and about the game rather than its making."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def test_the_readme_is_short() -> None:
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 150


def test_the_readme_starts_with_the_install_and_the_test_command() -> None:
    # .ci/run takes the test command from the third line of the first sh block, as written here
    lines = README.read_text(encoding="utf-8").splitlines()
    start = lines.index("```sh")
    assert start < 5
    play, test = lines[start + 1], lines[start + 2]
    assert "pip install" in play and play.endswith("briscola")
    assert "pip install" in test and "pytest" in test
    assert lines[start + 3] == "```"


@pytest.mark.parametrize("page", [README, *DOCS], ids=lambda p: p.name)
def test_every_relative_link_leads_to_a_file(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    missing = [target for target in LINK.findall(text)
               if "://" not in target and not (page.parent / target).exists()]
    assert missing == []


@pytest.mark.parametrize("page", [README, *DOCS], ids=lambda p: p.name)
def test_the_docs_speak_of_the_game_not_of_how_the_work_was_organised(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    found = re.findall(r"\b(?:issue|ticket|session|round|item)s? \d+", text, flags=re.IGNORECASE)
    assert found == []

"""The rooms: the layers of the package and the rooms inside net/ and app/, as docs/ARCHITECTURE.md draws them.

Read from the source (``ast``), with the figures tool's own functions (``bench house`` prints the same counts).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from briscola_desktop.devtools import house

PACKAGE = Path(__file__).resolve().parents[2] / "briscola_desktop"


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    trees = {p: ast.parse(p.read_text(encoding="utf-8")) for p in house.python_files(PACKAGE)}
    return house.import_graph(PACKAGE, trees)


def test_no_import_runs_up_the_layers(graph):
    assert house.arrows_up(graph) == []


def test_no_import_runs_up_or_across_the_rooms(graph):
    assert house.arrows_between_rooms(graph) == []


def test_every_room_is_listed_and_says_what_it_may_import():
    for package, groups in house.ROOMS.items():
        listed = set().union(*groups)
        found = {p.name for p in (PACKAGE / package).iterdir() if p.is_dir() and (p / "__init__.py").exists()}
        found |= {p.stem for p in (PACKAGE / package).glob("*.py") if p.name != "__init__.py"}
        assert found == listed, f"{package}/: rooms on disk {sorted(found)}, in house.ROOMS {sorted(listed)}"
    for room in ("protocol", "host", "join", "reach", "server"):
        doc = ast.get_docstring(ast.parse((PACKAGE / "net" / room / "__init__.py").read_text(encoding="utf-8")))
        assert doc and ("may import" in doc.lower() or "imports nothing else" in doc.lower()), room


def test_the_rule_is_checked_on_a_made_up_arrow():
    """The check finds an arrow up and one across when there is one (so a green result means something)."""
    made_up = {"briscola_desktop.net.protocol.wire": {"briscola_desktop.net.host.tables"},
               "briscola_desktop.net.host.tables": {"briscola_desktop.net.join.client"},
               "briscola_desktop.app.core.scene": {"briscola_desktop.app.ui.dialog"},
               "briscola_desktop.app.entrance.main": {"briscola_desktop.app.friends.link"}}
    assert house.arrows_between_rooms(made_up) == [
        ("briscola_desktop.app.core.scene", "briscola_desktop.app.ui.dialog"),
        ("briscola_desktop.net.host.tables", "briscola_desktop.net.join.client"),
        ("briscola_desktop.net.protocol.wire", "briscola_desktop.net.host.tables")]


def test_no_file_of_the_rooms_is_over_500_lines():
    long = [(str(p.relative_to(PACKAGE)), n) for room in house.ROOMS for p in (PACKAGE / room).rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 500]
    assert long == []

"""The tools' one entry point (``python -m briscola_desktop.bench``) and the figures of the code (``bench house``)."""

from __future__ import annotations

import ast
import importlib.util
import textwrap
from pathlib import Path

import pytest

from briscola_desktop import bench
from briscola_desktop.devtools import house

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", sorted(bench.COMMANDS))
def test_every_command_names_a_tool_module_with_a_main(name: str) -> None:
    spec = importlib.util.find_spec(bench.COMMANDS[name].module)
    assert spec is not None and spec.origin, f"{name}: no module {bench.COMMANDS[name].module}"
    assert Path(spec.origin).is_relative_to(ROOT / "briscola_desktop")
    tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
    assert any(isinstance(n, ast.FunctionDef) and n.name == "main" for n in tree.body)


def test_without_a_known_command_the_usage_lists_every_command(capsys) -> None:
    assert bench.main([]) == 2
    assert bench.main(["nonsense"]) == 2
    captured = capsys.readouterr()
    assert "no command 'nonsense'" in captured.err
    for name in bench.COMMANDS:
        assert f"  {name} " in captured.out
    assert bench.main(["--help"]) == 0


def test_the_arena_keeps_its_short_command() -> None:
    tree = ast.parse((ROOT / "briscola_desktop" / "arena.py").read_text(encoding="utf-8"))
    imported = [n for n in tree.body if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "briscola_desktop.devtools.arena" and [a.name for a in n.names] == ["main"]
               for n in imported)


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    package = tmp_path / "briscola_desktop"
    for rel, text in files.items():
        path = package / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return package


def test_house_finds_a_circle_an_arrow_up_the_largest_class_and_the_readme(tmp_path: Path) -> None:
    package = _package(tmp_path, {
        "__init__.py": "",
        "rules/__init__.py": "",
        "rules/state.py": "from briscola_desktop.app import screen\n",   # the rules core importing the app: up
        "ai/__init__.py": "",
        "ai/a.py": "from . import b\n\nclass Small:\n    pass\n",
        "ai/b.py": "from briscola_desktop.ai import a\nfrom briscola_desktop.rules.state import x\n",
        "app/__init__.py": "",
        "app/screen.py": "class Big:\n" + "    x = 1\n" * 30,
        "app/other.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from briscola_desktop.ai import a\n",
    })
    (tmp_path / "README.md").write_text("one\ntwo\nthree\n", encoding="utf-8")
    text = house.report(package, run_duplicates=False)
    assert "import circles: 1\n  briscola_desktop.ai.a <-> briscola_desktop.ai.b" in text
    assert "briscola_desktop.rules.state -> briscola_desktop.app.screen" in text
    assert ": 1\n" in text.split("arrows that run up")[1][:200]   # the type-only import is not an arrow
    classes = text.split("largest classes")[1]
    assert classes.index("app/screen.py:Big") < classes.index("ai/a.py:Small")
    assert "    31  briscola_desktop/app/screen.py:Big" in classes
    assert "README.md: 3 lines" in text


def test_house_refuses_a_folder_that_is_not_a_package(tmp_path: Path, capsys) -> None:
    with pytest.raises(SystemExit):
        house.main(["--root", str(tmp_path), "--no-duplicates"])
    assert "is not a package folder" in capsys.readouterr().err


def test_house_measures_this_package(capsys) -> None:
    assert house.main(["--no-duplicates"]) == 0
    out = capsys.readouterr().out
    for heading in ("largest files", "largest classes", "functions over complexity 20", "import circles",
                    "arrows that run up", "README.md: "):
        assert heading in out

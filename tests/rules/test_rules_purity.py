"""The rules core, the AI and the hand review import no pygame and no project module above them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "briscola_desktop"


def _imports(folder: Path) -> set[str]:
    names: set[str] = set()
    for path in folder.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
    return names


def test_rules_import_nothing_of_the_project_and_no_pygame():
    names = _imports(PKG / "rules")
    assert not any(n.split(".")[0] == "pygame" for n in names)
    assert not any(n.startswith("briscola_desktop") for n in names)


def test_ai_imports_only_the_rules():
    names = _imports(PKG / "ai")
    assert not any(n.split(".")[0] == "pygame" for n in names)
    assert all(n.startswith("briscola_desktop.rules") for n in names if n.startswith("briscola_desktop"))


def test_review_imports_only_the_rules_and_the_ai():
    names = _imports(PKG / "review")
    assert not any(n.split(".")[0] == "pygame" for n in names)
    project = [n for n in names if n.startswith("briscola_desktop")]
    assert project and all(n.startswith(("briscola_desktop.rules", "briscola_desktop.ai")) for n in project), project


def test_rules_ai_and_review_import_with_pygame_unavailable():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "import briscola_desktop.rules, briscola_desktop.ai, briscola_desktop.review, briscola_desktop.devtools.review_bench\n"
            "assert 'pygame' not in [m for m in sys.modules if sys.modules[m] is not None]\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=PKG.parent)


def test_the_atomic_writer_imports_nothing_of_the_project():
    """Every layer may use it (the arena's saved runs included), so it must stand on the standard library."""
    tree = ast.parse((PKG / "atomic.py").read_text(encoding="utf-8"))
    modules = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    modules |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert modules <= {"__future__", "os", "tempfile", "pathlib", "time"}, modules

"""The shape of the code: no import circle, screens that navigate by intent, one home for each word.

These read the source (``ast``) rather than run it, so a circle hidden by an import written
inside a function is found too.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_desktop import i18n
from briscola_desktop.ai import LEVELS as AI_LEVELS
from briscola_desktop.app.core import options
from briscola_desktop.devtools.house import circles as cycles   # the figures tool's Tarjan, checked below
from briscola_desktop.rules import PRESETS
from briscola_desktop.userfiles.settings import ANIMATION_SPEEDS, DECK_STYLES

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "briscola_desktop"

#: Import cycles allowed: none (the last one was rules/state.py <-> rules/view.py).
KNOWN_CYCLES: set[frozenset[str]] = set()

#: Modules allowed an import inside a function, and why. cardart.py belongs to the card-art
#: work (it falls back to plain faces when the generator's renderer cannot be imported).
#: __main__ paints the window (splash.py) before it loads the game, which takes most of a
#: second: the person sees the game start at once.
LATE_IMPORTS_ALLOWED = {"briscola_desktop.app.core.cardart", "briscola_desktop.__main__"}

#: The screens. The table's own dialogs (table/dialogs.py) are part of the table, and only it shows them.
SCREEN_MODULES = {"briscola_desktop.app.screens.title_screen", "briscola_desktop.app.screens.new_match_screen",
                  "briscola_desktop.app.review.scene", "briscola_desktop.app.review.hands",
                  "briscola_desktop.app.screens.settings_screen",
                  "briscola_desktop.app.screens.stats_screen", "briscola_desktop.app.screens.rules_screen",
                  "briscola_desktop.app.table.scene", "briscola_desktop.app.table.dialogs",
                  "briscola_desktop.app.friends.menu_screen", "briscola_desktop.app.friends.host_screen",
                  "briscola_desktop.app.friends.join_screen", "briscola_desktop.app.friends.lobby_screen",
                  "briscola_desktop.app.friends.companion"}
OWN_DIALOGS = {("briscola_desktop.app.table.scene", "briscola_desktop.app.table.dialogs"),
               # the friends' table is the table scene with a companion for the people at it, and its pause menu
               ("briscola_desktop.app.friends.companion", "briscola_desktop.app.table.scene"),
               ("briscola_desktop.app.friends.companion", "briscola_desktop.app.table.dialogs")}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(name: str, path: Path, known: set[str], *, types_too: bool = False) -> list[tuple[str, bool]]:
    """(imported project module, written inside a function?) for every runtime import of a module;
    with ``types_too`` also those under ``if TYPE_CHECKING``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[str, bool]] = []

    def resolve(node: ast.ImportFrom) -> str:
        if node.level == 0:
            return node.module or ""
        base = package.split(".")
        base = base[: len(base) - (node.level - 1)]
        return ".".join(base + ([node.module] if node.module else []))

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child) and not types_too:
                continue  # types only: not an import at run time
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.startswith("briscola_desktop"):
                        found.append((alias.name, in_function))
                    elif in_function:
                        found.append((alias.name, True))
            elif isinstance(child, ast.ImportFrom):
                target = resolve(child)
                if not target.startswith("briscola_desktop"):
                    if in_function:
                        found.append((target, True))
                    continue
                for alias in child.names:  # "from . import hud" imports the module hud
                    sub = f"{target}.{alias.name}"
                    found.append((sub if sub in known else target, in_function))
            visit(child, inner)

    visit(tree, False)
    return found


def import_graph(*, types_too: bool = False) -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        graph[name] = {target for target, _ in imports_of(name, path, known, types_too=types_too)
                       if target in known and target != name}
    return graph


def test_the_package_has_no_import_circle() -> None:
    found = [c for c in cycles(import_graph()) if frozenset(c) not in KNOWN_CYCLES]
    assert found == [], f"import circles: {found}"


def test_no_circle_hides_behind_imports_for_types_only() -> None:
    # A loop written under ``if TYPE_CHECKING`` runs fine, but the two modules still cannot be
    # understood, moved or tested apart: a Protocol, or the type in the module that owns it, breaks it.
    assert cycles(import_graph(types_too=True)) == []


def test_the_cycle_finder_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_is_written_inside_a_function_in_the_app_and_the_tools() -> None:
    mods = modules()
    late = []
    for name, path in mods.items():
        if not name.startswith(("briscola_desktop.app", "briscola_desktop.devtools", "briscola_desktop.bench",
                                "briscola_desktop.__main__")) or name in LATE_IMPORTS_ALLOWED:
            continue
        late += [f"{name} imports {target}" for target, inside in imports_of(name, path, set(mods)) if inside]
    assert late == []


def test_no_screen_imports_another_screen() -> None:
    graph = import_graph()
    crossing = {name: sorted(t for t in graph[name] & (SCREEN_MODULES - {name}) if (name, t) not in OWN_DIALOGS)
                for name in SCREEN_MODULES}
    assert {k: v for k, v in crossing.items() if v} == {}


def test_the_match_runner_imports_no_pygame() -> None:
    code = ("import sys, briscola_desktop.play.runner, briscola_desktop.play.local; "
            "bad = [m for m in sys.modules if m.startswith('pygame')]; print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_network_package_imports_no_pygame_and_nothing_of_the_app() -> None:
    graph = import_graph()
    net = [name for name in graph if name == "briscola_desktop.net" or name.startswith("briscola_desktop.net.")]
    assert len(net) > 3
    upward = {name: sorted(t for t in graph[name] if t.startswith("briscola_desktop.app")) for name in net}
    assert {k: v for k, v in upward.items() if v} == {}
    code = ("import sys, importlib, pkgutil, briscola_desktop.net as net; "
            "[importlib.import_module('briscola_desktop.net.' + m.name) for m in pkgutil.iter_modules(net.__path__)]; "
            "bad = [m for m in sys.modules if m.startswith('pygame') or m.startswith('briscola_desktop.app')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_settings_are_read_as_settings_never_through_getattr() -> None:
    offenders = []
    for name, path in modules().items():
        if name.startswith(("briscola_desktop.app", "briscola_desktop.devtools")):
            text = path.read_text(encoding="utf-8")
            for needle in ("getattr(settings", "hasattr(settings", "getattr(self.app.settings",
                           "hasattr(self.app.settings", "getattr(app.settings", "SimpleNamespace"):
                if needle in text:
                    offenders.append(f"{name}: {needle}")
    assert offenders == []


# --------------------------------------------------------------------------- one home for each choice

def test_options_agree_with_what_settings_accept_and_the_ai_offers() -> None:
    assert tuple(options.SPEEDS) == tuple(ANIMATION_SPEEDS) == options.SPEED_NAMES
    assert options.DECK_STYLES == tuple(DECK_STYLES)
    assert options.LEVELS == tuple(AI_LEVELS)
    assert options.SPEEDS["instant"] == 0.0 and options.SPEEDS["normal"] == 1.0
    assert options.SPEEDS["slow"] > options.SPEEDS["normal"] > options.SPEEDS["fast"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_variant_has_its_name_and_description_in_every_locale(lang: str) -> None:
    catalog = i18n.Localizer().catalog(lang)
    missing = [key for name in PRESETS for key in (f"newmatch.variant.{name}", f"newmatch.about.{name}")
               if not isinstance(catalog.get(key), str) or not catalog[key].strip()]
    assert missing == []


# ---- the user's files: one home -----------------------------------------------------------------------------

#: Modules that may read or write YAML or write through the atomic writer: the user files'
#: own package, the locales (bundled files, read only), and the tools (their own run files).
_YAML_ALLOWED_OUTSIDE_USERFILES = {"briscola_desktop.i18n.files", "briscola_desktop.arena"}
#: The pad's file is a YamlDocument of its own, beside the pad's logic.
_DOCUMENTS_OUTSIDE_USERFILES = {"briscola_desktop.scorepad.store"}


def _imported_names(name: str, path: Path) -> set[str]:
    """Every module ``name`` imports (project or not), relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def _in_userfiles(name: str) -> bool:
    return name.startswith("briscola_desktop.userfiles")


def test_only_the_user_files_package_reads_and_writes_yaml_files() -> None:
    offenders = []
    for name, path in modules().items():
        if _in_userfiles(name) or name.startswith("briscola_desktop.devtools") or name in _YAML_ALLOWED_OUTSIDE_USERFILES:
            continue
        touched = {m for m in _imported_names(name, path)
                   if m == "yaml" or m.startswith("yaml.") or m.startswith("briscola_desktop.atomic")}
        if touched:
            offenders.append(f"{name}: {sorted(touched)}")
    assert offenders == [], "open user files through briscola_desktop.userfiles: " + "; ".join(offenders)


def test_every_user_file_is_a_yaml_document() -> None:
    """A file in the user folder is read and written by YamlDocument (safe read, caps, set-aside,
    atomic write), so a new file type writes none of that again."""
    offenders = [name for name, path in modules().items()
                 if not _in_userfiles(name) and name not in _DOCUMENTS_OUTSIDE_USERFILES
                 and "YamlDocument" in path.read_text(encoding="utf-8")]
    assert offenders == []
    for name in _DOCUMENTS_OUTSIDE_USERFILES:
        assert "briscola_desktop.userfiles.document" in _imported_names(name, modules()[name])


_USERFILES_CORE = ("document", "checks", "settings", "statistics", "lock", "store")


@pytest.mark.parametrize("leaf", _USERFILES_CORE)
def test_the_user_files_core_is_a_leaf_without_pygame(leaf: str) -> None:
    """The documents, checks, settings, statistics, lock and store import nothing of the game but
    each other and the atomic writer (the match in progress and the kept hands, which replay
    through the rules core and the review, sit above them in autosave.py and hands.py)."""
    name = f"briscola_desktop.userfiles.{leaf}"
    project = {m for m in _imported_names(name, modules()[name]) if m.startswith("briscola_desktop")}
    assert all(_in_userfiles(m) or m.startswith(("briscola_desktop.atomic", "briscola_desktop.winpaths"))
               for m in project), project
    assert not any(m.startswith("pygame") for m in _imported_names(name, modules()[name]))


def test_the_user_files_import_no_pygame() -> None:
    code = ("import sys, briscola_desktop.userfiles.store, briscola_desktop.userfiles.hands, "
            "briscola_desktop.userfiles.autosave, briscola_desktop.scorepad.store; "
            "bad = [m for m in sys.modules if m.startswith('pygame')]; print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_table_sees_a_port_never_a_rules_match() -> None:
    """The table scene, its HUD, input and dialogs show a match through ``play.port.TablePort``:
    at a networked table there is no rules ``Match`` on this side, so the table may not need one."""
    offenders = []
    for name, path in modules().items():
        if not name.startswith("briscola_desktop.app.table"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("briscola_desktop.rules"):
                if (node.module or "").endswith(".match") or any(a.name == "Match" for a in node.names):
                    offenders.append(f"{name}: from {node.module} import {', '.join(a.name for a in node.names)}")
            elif isinstance(node, ast.Import) and any(a.name.startswith("briscola_desktop.rules.match")
                                                      for a in node.names):
                offenders.append(f"{name}: import briscola_desktop.rules.match")
    assert offenders == []

"""``python -m briscola_desktop.bench house [--root PATH]``: figures of the code itself.

Prints, for the package at ``--root`` (by default the one this module belongs to):

- lines per file and per class, the ten largest of each;
- functions over complexity 20 (cyclomatic, by radon: ``pip install -e '.[dev]'``);
- import circles, and arrows that run up the layers of ``docs/ARCHITECTURE.md`` (see :data:`LAYERS`);
- the length of the README beside the package;
- the number of pairs of repeated lines the ``duplicates`` command finds in the package, if it is on PATH.

It reads the source (``ast``) and never imports it, so it measures any checkout, an older one included.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

try:
    from radon.complexity import cc_visit
except ImportError:   # an optional tool (the ``dev`` extra): the other figures do not need it
    cc_visit = None

PACKAGE = "briscola_desktop"
TOP = 10
COMPLEXITY_OVER = 20

#: The layers, lowest first, by the first name under the package. An arrow runs up when a module imports a
#: module of a higher layer: the rules core imports nothing of the project, the AI only the rules, nothing of
#: the product imports the app but the entry point, and nothing imports a developer tool.
LAYERS: tuple[tuple[str, frozenset[str]], ...] = (
    ("rules", frozenset({"rules"})),
    ("ai", frozenset({"ai"})),
    ("pygame-free services and leaf helpers", frozenset({
        "play", "review", "scorepad", "net", "saves", "storage", "hand_history", "i18n", "resources", "atomic",
        "cardgfx", "audio", "fonts", "splash", "wording", "userfiles", "windows_console", "winpaths",
        "__init__"})),   # the package's own __init__: the version, a leaf that imports nothing of the project
    ("app", frozenset({"app"})),
    ("entry point", frozenset({"__main__"})),
    ("developer tools", frozenset({"devtools", "bench", "arena", "soundgen"})),
)
#: Where a first name the table does not list goes (and the report says so).
DEFAULT_LAYER = 2

#: The rooms inside a package, lowest first, by the second name under the package (``net.host.tables`` is in
#: the room ``host``). A module may import its own room and the rooms in earlier groups only: an import of a
#: later group runs up, an import of another room of the same group runs across; both are counted.
ROOMS: dict[str, tuple[frozenset[str], ...]] = {
    "net": (frozenset({"protocol"}), frozenset({"host", "join"}), frozenset({"reach"}), frozenset({"server"})),
    "app": (frozenset({"text"}), frozenset({"core"}), frozenset({"ui"}), frozenset({"table"}),
            frozenset({"review", "scorepad", "screens"}), frozenset({"friends"}), frozenset({"entrance"})),
}


@dataclass(frozen=True)
class Sized:
    """A file or a class and its length in lines."""

    name: str
    lines: int


def module_name(package: Path, path: Path) -> str:
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def python_files(package: Path) -> list[Path]:
    return sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def file_sizes(package: Path, files: list[Path]) -> list[Sized]:
    sizes = [Sized(str(p.relative_to(package.parent)), len(p.read_text(encoding="utf-8").splitlines()))
             for p in files]
    return sorted(sizes, key=lambda s: (-s.lines, s.name))


def class_sizes(package: Path, trees: dict[Path, ast.Module]) -> list[Sized]:
    sizes = []
    for path, tree in trees.items():
        where = path.relative_to(package.parent)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                sizes.append(Sized(f"{where}:{node.name}", node.end_lineno - node.lineno + 1))
    return sorted(sizes, key=lambda s: (-s.lines, s.name))


def complex_functions(package: Path, files: list[Path], over: int) -> list[Sized] | None:
    """Functions and methods whose cyclomatic complexity is above ``over``; None without radon."""
    if cc_visit is None:
        return None
    found = []
    for path in files:
        for block in cc_visit(path.read_text(encoding="utf-8")):
            for item in [block, *getattr(block, "methods", [])]:
                if item.complexity > over and getattr(item, "letter", "") != "C":
                    name = f"{item.classname}.{item.name}" if getattr(item, "classname", None) else item.name
                    found.append(Sized(f"{path.relative_to(package.parent)}:{name}", item.complexity))
    return sorted(set(found), key=lambda s: (-s.lines, s.name))


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(name: str, is_package: bool, tree: ast.Module, known: set[str]) -> set[str]:
    """The project modules ``name`` imports at run time (imports under ``if TYPE_CHECKING`` left out)."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()

    def add(target: str) -> None:
        while target and target not in known:   # a name imported from a module: the module
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                continue
            if isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.startswith(PACKAGE):
                        add(alias.name)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")
                    base = base[: len(base) - (child.level - 1)]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                if target.startswith(PACKAGE):
                    for alias in child.names:   # "from . import hud" imports the module hud
                        add(f"{target}.{alias.name}")
            visit(child)

    visit(tree)
    return found


def import_graph(package: Path, trees: dict[Path, ast.Module]) -> dict[str, set[str]]:
    names = {module_name(package, p): p for p in trees}
    known = set(names)
    return {name: imports_of(name, path.name == "__init__.py", trees[path], known) for name, path in names.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Groups of modules that import one another round a circle (strongly connected, more than one)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def strong(v: str) -> None:   # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            strong(v)
    return sorted(groups)


def first_name(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def layer_of(module: str) -> int:
    first = first_name(module)
    for rank, (_, names) in enumerate(LAYERS):
        if first in names:
            return rank
    return DEFAULT_LAYER


def arrows_up(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """(importer, imported) where the imported module sits in a higher layer than the importer."""
    return sorted((a, b) for a, targets in graph.items() for b in targets if layer_of(b) > layer_of(a))


def room_of(module: str) -> tuple[str, str] | None:
    """(package, room) of a module inside a package with rooms; None for a package's own ``__init__``."""
    parts = module.split(".")
    if len(parts) < 3 or parts[1] not in ROOMS:
        return None
    return parts[1], parts[2]


def room_rank(package: str, room: str) -> int | None:
    for rank, names in enumerate(ROOMS[package]):
        if room in names:
            return rank
    return None


def arrows_between_rooms(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """(importer, imported) inside one package with rooms where the imported room is not the importer's own
    nor in an earlier group (a room the table does not list counts as misplaced)."""
    wrong = []
    for a, targets in graph.items():
        ra = room_of(a)
        if ra is None:
            continue
        for b in targets:
            rb = room_of(b)
            if rb is None or rb[0] != ra[0] or rb[1] == ra[1]:
                continue
            low, high = room_rank(*rb), room_rank(*ra)
            if low is None or high is None or low >= high:
                wrong.append((a, b))
    return sorted(wrong)


def unplaced(graph: dict[str, set[str]]) -> list[str]:
    listed = set().union(*(names for _, names in LAYERS))
    return sorted({first_name(m) for m in graph} - listed)


def duplicates_count(package: Path) -> str | None:
    """The first line of ``duplicates --repo PACKAGE`` (it counts the pairs), or None when not on PATH."""
    command = shutil.which("duplicates")
    if command is None:
        return None
    done = subprocess.run([command, "--repo", str(package), "--seconds", "120"], capture_output=True, text=True,
                          check=False)
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    return lines[0] if lines else f"no output (exit {done.returncode})"


def readme_lines(package: Path) -> int | None:
    readme = package.parent / "README.md"
    return len(readme.read_text(encoding="utf-8").splitlines()) if readme.is_file() else None


def report(package: Path, *, run_duplicates: bool = True) -> str:
    files = python_files(package)
    trees = {p: ast.parse(p.read_text(encoding="utf-8"), filename=str(p)) for p in files}
    graph = import_graph(package, trees)
    sizes = file_sizes(package, files)
    out = [f"the code of {package} ({len(files)} files, {sum(s.lines for s in sizes)} lines)", "",
           f"largest files (lines), {TOP} of {len(sizes)}:"]
    out += [f"  {s.lines:6}  {s.name}" for s in sizes[:TOP]]
    classes = class_sizes(package, trees)
    out += ["", f"largest classes (lines), {TOP} of {len(classes)}:"]
    out += [f"  {s.lines:6}  {s.name}" for s in classes[:TOP]]
    complex_ = complex_functions(package, files, COMPLEXITY_OVER)
    out.append("")
    if complex_ is None:
        out.append(f"functions over complexity {COMPLEXITY_OVER}: not measured (radon is not installed: "
                   "pip install -e '.[dev]')")
    else:
        out.append(f"functions over complexity {COMPLEXITY_OVER} (radon): {len(complex_)}")
        out += [f"  {s.lines:6}  {s.name}" for s in complex_]
    found = circles(graph)
    out += ["", f"import circles: {len(found)}"]
    out += [f"  {' <-> '.join(c)}" for c in found]
    up = arrows_up(graph)
    layers = " < ".join(name for name, _ in LAYERS)
    out += ["", f"arrows that run up ({layers}): {len(up)}"]
    out += [f"  {a} -> {b}" for a, b in up]
    extra = unplaced(graph)
    if extra:
        out.append(f"  (placed with the services by default: {', '.join(extra)})")
    for name, groups in ROOMS.items():
        inside = [(a, b) for a, b in arrows_between_rooms(graph) if room_of(a)[0] == name]
        order = " < ".join("{" + ", ".join(sorted(g)) + "}" if len(g) > 1 else next(iter(g)) for g in groups)
        out += [f"arrows up or across between the rooms of {name}/ ({order}): {len(inside)}"]
        out += [f"  {a} -> {b}" for a, b in inside]
    length = readme_lines(package)
    out += ["", f"README.md: {'missing' if length is None else f'{length} lines'}"]
    if run_duplicates:
        dup = duplicates_count(package)
        out.append(f"duplicates: {'the command is not on PATH' if dup is None else dup}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench house", description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1],
                        help="the package folder to measure (default: this package)")
    parser.add_argument("--no-duplicates", action="store_true", help="skip the duplicates command")
    args = parser.parse_args(argv)
    package = args.root.resolve()
    if not package.is_dir() or not (package / "__init__.py").is_file():
        parser.error(f"{package} is not a package folder (a folder with __init__.py)")
    print(report(package, run_duplicates=not args.no_duplicates))
    return 0


if __name__ == "__main__":
    sys.exit(main())

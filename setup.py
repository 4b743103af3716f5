"""Build hook: put the game's data inside the wheel.

The card art, sounds and texts live at the top of the repository (``assets/``, ``locales/``)
because the design card fixes that layout. A wheel can only carry files inside its packages,
so a normal (non-editable) build copies both trees into ``briscola_desktop/_data/`` in the
build folder; ``briscola_desktop.resources.data_path`` looks there once installed.

An editable install (``pip install -e .``) copies nothing: the package then runs from the
checkout and ``data_path`` finds the trees beside it, so an edited locale shows at once.

Everything else about the project is declared in ``pyproject.toml``.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

#: Top-level folders that ship with the game, copied whole.
DATA_TREES = ("assets", "locales")
#: Where they go inside the package.
PACKAGE_DATA_DIR = Path("briscola_desktop") / "_data"


def data_files(top: Path) -> list[Path]:
    """Every shipped file under the data trees, relative to ``top``.

    Hidden files (``.gitkeep``, editor droppings) and caches are left out: they are not data.
    """
    found: list[Path] = []
    for tree in DATA_TREES:
        root = top / tree
        if not root.is_dir():
            raise SystemExit(
                f"setup.py: the data folder {root} is missing; build from a full checkout or sdist"
            )
        for dirpath, dirnames, filenames in os.walk(root):
            # Prune in place so os.walk does not descend into hidden or cache folders.
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
            for name in sorted(filenames):
                if not name.startswith("."):
                    found.append((Path(dirpath) / name).relative_to(top))
    return found


class BuildPyWithData(build_py):
    """``build_py`` that also copies ``assets/`` and ``locales/`` into ``briscola_desktop/_data``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the checkout itself is the data root; see the module docstring
        top = Path(__file__).resolve().parent
        # Start from an empty _data so a file deleted from the checkout leaves no stale copy.
        shutil.rmtree(Path(self.build_lib) / PACKAGE_DATA_DIR, ignore_errors=True)
        for rel in data_files(top):
            target = Path(self.build_lib) / PACKAGE_DATA_DIR / rel
            self.mkpath(str(target.parent))
            self.copy_file(str(top / rel), str(target))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        # Listed so that `install --record` and uninstall know about the copied files.
        outputs = list(super().get_outputs(include_bytecode))
        if not getattr(self, "editable_mode", False):
            top = Path(__file__).resolve().parent
            outputs += [
                str(Path(self.build_lib) / PACKAGE_DATA_DIR / rel) for rel in data_files(top)
            ]
        return outputs


setup(
    cmdclass={"build_py": BuildPyWithData},
    # setuptools' scratch space goes below build/setuptools, away from the PyInstaller spec.
    options={"build": {"build_base": str(Path("build") / "setuptools")}},
)

"""Reading the locale files: the UI strings and the help pages of one language.

``locales/<code>.yaml`` holds the short UI strings (nested mappings read as dotted keys),
``locales/help/<code>.yaml`` the rules and strategy pages. A file that is missing or broken
raises :class:`LocaleFileError` naming the file; the caller decides what to show instead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from briscola_desktop.resources import data_path

from .text import flatten

HELP_KINDS: tuple[str, ...] = ("rules", "strategy", "reach")   # reach: how friends reach a hosted table


class LocaleFileError(ValueError):
    """A locale file exists but cannot be used; the message names the file and the fault."""


def locale_file(code: str) -> Path:
    return data_path("locales", f"{code}.yaml")


def help_file(code: str) -> Path:
    return data_path("locales", "help", f"{code}.yaml")


_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _read_yaml_mapping(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LocaleFileError(f"cannot read {path}: {exc.strerror or exc}") from exc
    try:
        # libyaml's safe loader when PyYAML has it: the pure-Python one took 0.23 s of every
        # start for the English catalogue alone.
        data = yaml.load(text, Loader=_SAFE_LOADER)  # noqa: S506 - a safe loader either way
    except yaml.YAMLError as exc:
        raise LocaleFileError(f"{path} is not valid YAML: {exc}") from exc
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise LocaleFileError(f"{path} must hold a mapping of keys, not a {type(data).__name__}")
    return data


def load_catalog(code: str) -> dict[str, Any]:
    """The UI strings of one language as ``{dotted_key: str | plural mapping}``.

    Raises LocaleFileError (with the file name) when the file is missing or broken.
    """
    return flatten(_read_yaml_mapping(locale_file(code)))


def load_help(code: str) -> dict[str, list[dict[str, Any]]]:
    """The help pages of one language: ``{"rules": [...], "strategy": [...]}``.

    Each page is ``{id, title, blocks}``; a block is ``{heading: str}``, ``{text: str}``
    or ``{cards: [card keys]}``. Raises LocaleFileError if the shape is wrong.
    """
    path = help_file(code)
    data = _read_yaml_mapping(path)
    result: dict[str, list[dict[str, Any]]] = {}
    for kind in HELP_KINDS:
        pages = data.get(kind)
        if not isinstance(pages, list):
            raise LocaleFileError(f"{path}: '{kind}' must be a list of pages")
        for number, page in enumerate(pages, 1):
            where = f"{path}: {kind} page {number}"
            if not isinstance(page, dict) or not {"id", "title", "blocks"} <= page.keys():
                raise LocaleFileError(f"{where} needs 'id', 'title' and 'blocks'")
            if not isinstance(page["blocks"], list) or not page["blocks"]:
                raise LocaleFileError(f"{where}: 'blocks' must be a non-empty list")
            for block in page["blocks"]:
                if not isinstance(block, dict) or len(block) != 1:
                    raise LocaleFileError(f"{where}: each block has exactly one of heading/text/cards")
                (btype, value), = block.items()
                if btype in ("heading", "text"):
                    if not isinstance(value, str) or not value.strip():
                        raise LocaleFileError(f"{where}: a '{btype}' block must be non-empty text")
                elif btype == "cards":
                    if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
                        raise LocaleFileError(f"{where}: a 'cards' block is a list of card keys")
                else:
                    raise LocaleFileError(f"{where}: unknown block type '{btype}'")
        result[kind] = pages
    return result

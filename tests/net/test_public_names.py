"""The names callers import from the network package stay where they are documented.

The protocol, the hosted table and the host are each split into modules by meaning; the modules
callers import (``protocol``, ``host.tables``, ``host.server``) re-export every name of their parts.
"""

from __future__ import annotations

import importlib
import re

import pytest

import briscola_desktop.net as net
from briscola_desktop.net import protocol
from briscola_desktop.net.protocol import codec, messages, notices, redaction, wire


def test_every_import_the_package_docstring_shows_works() -> None:
    lines = re.findall(r"from (briscola_desktop\.net\.[\w.]+) import ([\w, ]+)", net.__doc__ or "")
    assert len(lines) >= 6
    for module_name, names in lines:
        module = importlib.import_module(module_name)
        for name in (n.strip() for n in names.split(",")):
            assert hasattr(module, name), f"{module_name}.{name}"


@pytest.mark.parametrize("part", [messages, codec, wire, redaction, notices], ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_the_protocol_module_offers_every_name_of_its_parts(part) -> None:
    defined = {n: v for n, v in vars(part).items() if not n.startswith("_")}
    public = [n for n, v in defined.items() if getattr(v, "__module__", None) == part.__name__]
    public += list(getattr(part, "__all__", ()))
    missing = sorted({n for n in public if not hasattr(protocol, n)})
    assert not missing, f"protocol lacks {missing} of {part.__name__}"
    assert all(getattr(protocol, n) is getattr(part, n) for n in public if hasattr(protocol, n))


@pytest.mark.parametrize(("module", "names"), [
    ("host.tables", ["ABSENCE_CHOICES", "CODE_ALPHABET", "CODE_LENGTH", "HostedTable", "Seat", "TableSettings",
                "TableStore", "open_saved_table", "new_code", "normalize_code", "settings_from_create",
                "standing_of_match", "token_hash"]),
    ("host.server", ["Host", "OpenedTable", "TableInfo", "RATE", "TICK", "DEFAULT_PORT", "MIN_PORT", "PORT_RANGE",
              "TABLES_PER_ADDRESS"]),
])
def test_the_table_and_host_modules_keep_their_names(module: str, names: list[str]) -> None:
    loaded = importlib.import_module(f"briscola_desktop.net.{module}")
    assert [n for n in names if not hasattr(loaded, n)] == []
    assert set(names) <= set(loaded.__all__)

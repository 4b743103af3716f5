"""A host on 127.0.0.1 for the Join form's refusals (docs/screenshots/join-refused.sh): a full table (two seats,
both taken by bots) and a table closed on the host, which goes on running. Prints "PORT FULL_CODE CLOSED_CODE",
then serves until killed (SIGTERM) or for ten minutes."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from briscola_desktop.net import protocol as p  # noqa: E402
from briscola_desktop.net.host.server import Host  # noqa: E402
from briscola_desktop.net.host.tables import TableSettings  # noqa: E402
from briscola_desktop.rules import MATCH_FORMATS, PRESETS  # noqa: E402
from tests.net.helpers import Bot, run_until  # noqa: E402

TWO = TableSettings(PRESETS["two_players"], MATCH_FORMATS["best_of_three"], seats=(p.FRIEND, p.FRIEND))

host = Host(host="127.0.0.1", port=int(sys.argv[1]) if len(sys.argv) > 1 else 0)
host.start()
full = host.open_table(TWO)
giulia = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=full.code, name="Giulia", token=full.token))
carla = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=full.code, name="Carla"))
run_until([giulia, carla], lambda: giulia.table.joined and carla.table.joined, what="the table full")
closed = host.open_table(TWO)
host.call(lambda: host._tables._close(closed.code))
print(host.port, full.code, closed.code, flush=True)
deadline = time.monotonic() + 600
while time.monotonic() < deadline:
    giulia.step()
    carla.step()
    time.sleep(0.05)
host.stop()

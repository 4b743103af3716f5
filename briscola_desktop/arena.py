"""``python -m briscola_desktop.arena``: pit two computer players against each other, seat-fair.

The arena lives with the other measurement tools in :mod:`briscola_desktop.devtools.arena`; this module keeps
the short command (also ``python -m briscola_desktop.bench arena``).
"""

from __future__ import annotations

import sys

from briscola_desktop.devtools.arena import main

if __name__ == "__main__":
    sys.exit(main())

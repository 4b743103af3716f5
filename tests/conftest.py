"""Shared test setup: SDL's dummy video and audio drivers, set before anything imports pygame.

Unit tests open no window; scene tests draw onto the dummy driver's surface.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

"""The one exception type for input the score pad refuses."""

from __future__ import annotations

from typing import Any


class ScorePadError(ValueError):
    """Input the score pad refuses. Nothing was changed.

    ``key`` is a locale key under ``scorepad.error``; ``params`` fill its placeholders.
    A parameter named ``side`` holds a side index (0-based): :func:`describe` turns it
    into that side's name, so the message says which side is off.
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in sorted(params.items()))
        super().__init__(f"{key} ({detail})" if detail else key)

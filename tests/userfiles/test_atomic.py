"""The one atomic writer every saved file goes through: the old file or the new one, never half, no litter."""

from __future__ import annotations

import errno
import os

import pytest

from briscola_desktop import atomic
from briscola_desktop.atomic import write_atomic


def test_write_creates_the_folder_and_replaces_the_old_content(tmp_path):
    path = tmp_path / "deep" / "folder" / "run.json"
    write_atomic(path, b"first")
    write_atomic(path, b"second")
    assert path.read_bytes() == b"second"
    assert sorted(p.name for p in path.parent.iterdir()) == ["run.json"]


@pytest.mark.parametrize("fails", ["write", "replace"])
def test_a_failed_write_keeps_the_old_file_whole_and_leaves_no_temporary_file(tmp_path, monkeypatch, fails):
    path = tmp_path / "run.json"
    path.write_bytes(b"the earlier run")

    def refuse(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    if fails == "replace":
        monkeypatch.setattr(atomic.os, "replace", refuse)
    else:
        real = atomic.os.fdopen

        class Full:
            def __init__(self, handle):
                self.handle = handle

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.handle.close()

            def write(self, data):
                raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: Full(real(fd, mode)))
    with pytest.raises(OSError) as raised:
        write_atomic(path, b"a new run that does not fit")
    assert raised.value.errno == errno.ENOSPC
    assert path.read_bytes() == b"the earlier run"
    assert os.listdir(tmp_path) == ["run.json"]

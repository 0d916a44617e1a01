"""Reading a child process's pipes in bounded memory: a toolchain that floods its output
(``yes garbage``) must not fill ours (issue 12, item 4; new-user run 12, F12).

:class:`BoundedPipe` reads one pipe to its end in a thread and keeps its first or its last
``keep`` bytes, counting all of them; :func:`bounded_output` runs a short command that way.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
from collections import deque
from typing import IO

#: bytes of a short command's standard output kept (``lean --version``)
SHORT_OUTPUT_BYTES = 64 * 1024


class BoundedPipe(threading.Thread):
    """Reads a binary pipe to its end in a thread, keeping at most ``keep`` bytes: the
    first ones (``head=True``: Lean's JSON messages come in order) or the last ones; counts
    every byte read, so that a flood is seen while it happens (``total``).  With
    ``stop_after``, reading stops once more than that many bytes came."""

    def __init__(
        self, pipe: IO[bytes], keep: int, head: bool, stop_after: int | None = None
    ) -> None:
        super().__init__(daemon=True)
        self.pipe, self.keep, self.head, self.stop_after = pipe, keep, head, stop_after
        self.total = 0
        self._chunks: deque[bytes] = deque()
        self._kept = 0

    def run(self) -> None:
        try:
            while chunk := self.pipe.read1(1 << 16):
                self.total += len(chunk)
                self._keep(chunk)
                if self.stop_after is not None and self.total > self.stop_after:
                    break
        except (OSError, ValueError):
            pass  # the pipe was closed under us

    def _keep(self, chunk: bytes) -> None:
        if self.head:
            room = self.keep - self._kept
            if room > 0:
                self._chunks.append(chunk[:room])
                self._kept += min(room, len(chunk))
            return
        self._chunks.append(chunk)
        self._kept += len(chunk)
        while self._kept - len(self._chunks[0]) >= self.keep:
            self._kept -= len(self._chunks.popleft())

    def text(self) -> str:
        """What was kept, decoded (bad UTF-8 replaced), the last ``keep`` bytes at most."""
        data = b"".join(self._chunks)
        data = data[: self.keep] if self.head else data[-self.keep :]
        return data.decode("utf-8", errors="replace")


def bounded_output(
    cmd: list[str],
    timeout: float,
    cwd: str | None = None,
    env: dict[str, str] | None = None,
    keep: int = SHORT_OUTPUT_BYTES,
) -> str:
    """The first ``keep`` bytes of the standard output of ``cmd`` (decoded, bad UTF-8
    replaced); reading stops there and the process group is killed (a flood).  After
    ``timeout`` seconds the whole process group is killed (a wrapper script's children
    too, which would otherwise hold the pipe open) and :class:`subprocess.TimeoutExpired`
    is raised.

    >>> bounded_output(["sh", "-c", "yes | head -c 1000000"], 10, keep=6)
    'y\\ny\\ny\\n'
    """
    popen = subprocess.Popen(
        cmd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=cwd,
        env=env,
        start_new_session=True,
    )
    assert popen.stdout is not None
    reader = BoundedPipe(popen.stdout, keep, head=True, stop_after=keep)
    reader.start()
    reader.join(timeout)
    timed_out = reader.is_alive()
    if timed_out or reader.total > keep:
        try:
            os.killpg(popen.pid, signal.SIGKILL)
        except OSError:
            popen.kill()
    reader.join(5.0)
    try:
        popen.wait(timeout=5.0)
    except subprocess.TimeoutExpired:
        popen.kill()
    if timed_out:
        raise subprocess.TimeoutExpired(cmd, timeout)
    return reader.text()

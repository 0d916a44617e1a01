"""Reading a child process's pipes in bounded memory: a toolchain that floods its output
(``yes garbage``) must not fill ours (issue 12, item 4; new-user run 12, F12).

:class:`BoundedPipe` reads one pipe to its end in a thread and keeps its first or its last
``keep`` bytes, counting all of them; :func:`bounded_output` runs a short command that way;
:class:`AnswerReader` cuts a long-lived child's output into blank-line-ended answers (the
REPL), holding at most a fixed number of bytes.
"""

from __future__ import annotations

import os
import re
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


#: the end of one answer of a line protocol: a blank line (``\n\n``, or with ``\r``)
_BLANK_LINE = re.compile(rb"\r?\n\r?\n")


class AnswerReader(threading.Thread):
    """Reads a binary pipe in a thread and cuts it into answers at blank lines (the REPL's
    framing: an answer is text ended by an empty line), in bounded memory.

    At most ``limit`` bytes are held at any time (the unfinished answer plus the answers
    not yet taken); past that the reader stops and ``flooded`` is set, so a child that
    prints without end, or never ends an answer, costs ``limit`` bytes and not all it
    printed.  :meth:`next_answer` waits for the next answer.

    >>> import io
    >>> r = AnswerReader(io.BufferedReader(io.BytesIO(b'{"env": 0}\\n\\n{"env": 1}\\n\\n')), 100)
    >>> r.start(); r.join()
    >>> r.next_answer(0), r.next_answer(0), r.next_answer(0), r.eof
    ('{"env": 0}', '{"env": 1}', None, True)
    >>> r = AnswerReader(io.BufferedReader(io.BytesIO(b"x" * 1000)), 100)
    >>> r.start(); r.join()
    >>> r.flooded, r.next_answer(0)
    (True, None)
    """

    def __init__(self, pipe: IO[bytes], limit: int) -> None:
        super().__init__(daemon=True)
        self.pipe, self.limit = pipe, limit
        self.total = 0
        self.flooded = False
        self.eof = False
        self._pending = bytearray()
        self._answers: deque[bytes] = deque()
        self._queued = 0
        self._cond = threading.Condition()

    def run(self) -> None:
        try:
            while chunk := self.pipe.read1(1 << 16):
                with self._cond:
                    self.total += len(chunk)
                    # a blank line may straddle two chunks: search from 3 bytes back
                    start = max(0, len(self._pending) - 3)
                    self._pending += chunk
                    self._cut(start)
                    if len(self._pending) + self._queued > self.limit:
                        self.flooded = True
                        self._pending.clear()
                        self._cond.notify_all()
                        return
                    self._cond.notify_all()
        except (OSError, ValueError):
            pass  # the pipe was closed under us
        with self._cond:
            self.eof = True
            self._cond.notify_all()

    def _cut(self, start: int) -> None:
        while m := _BLANK_LINE.search(self._pending, start):
            answer = bytes(self._pending[: m.start()])
            del self._pending[: m.end()]
            self._answers.append(answer)
            self._queued += len(answer)
            start = 0

    def next_answer(self, timeout: float) -> str | None:
        """The next whole answer (decoded, bad UTF-8 replaced), waiting at most ``timeout``
        seconds; None when none came (see ``eof`` and ``flooded`` for why)."""
        with self._cond:
            if not self._answers and not (self.eof or self.flooded):
                self._cond.wait(timeout)
            if not self._answers:
                return None
            answer = self._answers.popleft()
            self._queued -= len(answer)
        return answer.decode("utf-8", errors="replace")

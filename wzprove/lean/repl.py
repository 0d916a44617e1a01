"""The leanprover-community REPL back end (JSON over stdin / stdout, read in bounded memory).

Protocol (leanprover-community/repl, README.md and ``REPL/Main.lean``): a command is one
JSON object followed by a blank line, e.g. ``{"cmd": "def f := 2", "env": 1}``; without
``env`` a fresh environment is made (only then may the text hold ``import``). The answer
is a JSON object (pretty-printed, possibly over several lines, never with an empty line
inside) followed by a blank line::

    {"env": 6, "messages": [{"severity": "error", "pos": {...}, "endPos": {...},
     "data": "..."}], "sorries": [{"pos": ..., "endPos": ..., "goal": "⊢ Nat",
     "proofState": 0}]}

``messages`` and ``sorries`` are left out when empty; a failure is ``{"message": "..."}``
(e.g. ``Unknown environment.``). Input that reaches end-of-file ends the REPL.

The header of a file (``prelude`` / ``import`` lines) is sent once per process; its
environment id is cached and the rest of each file is sent with ``"env": id``, so that
Mathlib is imported once per process, not once per check. Messages of the body are
shifted back to the file's line numbers.

The process runs on pipes, not a pseudo-terminal (a terminal in canonical mode cuts input
lines at 4096 bytes, and a command is one long line). Its standard output is read by an
:class:`~wzprove.lean.pipes.AnswerReader` that holds at most ``Limits.output_bytes``: a REPL
that floods its output, or never ends an answer, is killed (``crashed``, "flooded its
output") instead of filling our memory; standard error is drained, its last
``Limits.stderr_bytes`` kept. Commands are written by a thread, so a REPL that stops
reading cannot block us past the time limit.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import threading
import time
from typing import Any

from wzprove.lean.driver import Driver, LeanRun, Limits, TreeSampler, kill_tree, tree_rss_mb
from wzprove.lean.errors import ReplProtocolError, ReplUnavailable
from wzprove.lean.messages import Message, has_error, message_from_json
from wzprove.lean.pipes import AnswerReader, BoundedPipe
from wzprove.lean.toolchain import Toolchain

_HEADER_LINE = re.compile(r"^\s*(?:import\s+\S.*|prelude\s*|--.*|)$")


def split_header(text: str) -> tuple[str, str, int]:
    """Split a Lean file into its header (``prelude`` / ``import`` lines, blank lines and
    line comments at the top) and the rest.

    Returns:
        ``(header, body, header_lines)``: ``header + body == text`` and ``header_lines`` is
        the number of lines of the header, i.e. how far the body's line numbers are
        shifted. A header without ``import`` or ``prelude`` is returned empty.

    >>> split_header("import Mathlib\\n\\ntheorem t : True := trivial\\n")
    ('import Mathlib\\n\\n', 'theorem t : True := trivial\\n', 2)
    """
    lines = text.splitlines(keepends=True)
    n = 0
    while n < len(lines) and _HEADER_LINE.match(lines[n].rstrip("\r\n")):
        n += 1
    header = "".join(lines[:n])
    if not re.search(r"^\s*(import|prelude)\b", header, re.M):
        return "", text, 0
    return header, "".join(lines[n:]), n


def parse_response(raw: str) -> dict[str, Any]:
    """Decode one REPL answer (the text before the blank line that ends it).

    Lines before the JSON object (some REPL versions print progress text) are skipped.

    Raises:
        ReplProtocolError: no JSON object in the answer.
    """
    text = raw.strip()
    candidates = [text]
    idx = text.find("\n{")
    while idx != -1:
        candidates.append(text[idx + 1 :])
        idx = text.find("\n{", idx + 1)
    for cand in candidates:
        if not cand.startswith("{"):
            continue
        try:
            obj = json.loads(cand)
        except json.JSONDecodeError:
            continue
        if isinstance(obj, dict):
            return obj
    raise ReplProtocolError(f"not a REPL response: {text[:200]!r}")


def response_messages(obj: dict[str, Any], shift: int = 0) -> list[Message]:
    """Messages of a REPL response (an ``{"message": ...}`` failure becomes one error),
    with line numbers moved down by ``shift``."""
    if "message" in obj and "env" not in obj and "proofState" not in obj:
        return [Message("error", 0, 0, str(obj["message"]), kind="repl")]
    msgs = [message_from_json(m) for m in obj.get("messages", []) if isinstance(m, dict)]
    return [m.shifted(shift) for m in msgs]


class ReplDriver(Driver):
    """A persistent REPL process; see the module docstring for the protocol.

    Args:
        toolchain: must have ``repl_cmd``.
        start_timeout_s: how long the REPL may take to answer the header command.
    Raises:
        ReplUnavailable: the toolchain has no REPL command.
    """

    backend = "repl"

    def __init__(self, toolchain: Toolchain, start_timeout_s: float = 600.0) -> None:
        super().__init__()
        if not toolchain.repl_cmd:
            raise ReplUnavailable("no REPL: set WZPROVE_REPL or add the REPL to the Lake project")
        self.toolchain = toolchain
        self.start_timeout_s = start_timeout_s
        self.child: subprocess.Popen[bytes] | None = None
        self._out: AnswerReader | None = None
        self._err: BoundedPipe | None = None
        self._headers: dict[str, int] = {}

    @property
    def pid(self) -> int | None:
        if self.child is None or self.child.poll() is not None:
            return None
        return int(self.child.pid)

    def _start(self, limits: Limits) -> subprocess.Popen[bytes]:
        cmd = list(self.toolchain.repl_cmd or ())
        self.child = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=self.toolchain.cwd,
            env={**os.environ, **self.toolchain.env},
            start_new_session=True,
        )
        assert self.child.stdout is not None and self.child.stderr is not None
        self._out = AnswerReader(self.child.stdout, limits.output_bytes)
        self._err = BoundedPipe(self.child.stderr, limits.stderr_bytes, head=False)
        self._out.start()
        self._err.start()
        self._headers = {}
        return self.child

    def send(
        self, command: dict[str, Any], limits: Limits
    ) -> tuple[dict[str, Any], str | None, float]:
        """Send one command and wait for its answer under ``limits``.

        Returns:
            ``(response, killed_for, peak_rss_mb)``; on ``timeout`` / ``memory`` /
            ``crashed`` / ``output`` (it flooded its output) the process is gone and the
            response is empty.
        """
        try:
            child = self.child or self._start(limits)
        except OSError as exc:
            raise ReplProtocolError(f"cannot start the REPL: {exc}") from None
        out = self._out
        assert out is not None
        data = (json.dumps(command, ensure_ascii=False) + "\n\n").encode("utf-8")
        threading.Thread(target=_write, args=(child, data), daemon=True).start()
        start = time.monotonic()
        peak = 0.0
        sampler = TreeSampler(child.pid)
        while True:
            raw = out.next_answer(limits.poll_s)
            if raw is not None:
                if raw.strip():  # a stray blank line is not an answer: read on
                    break
                continue
            if out.flooded:
                self._drop()
                return {}, "output", peak
            if out.eof:
                self._drop()
                return {}, "crashed", peak
            rss = sampler.sample()
            peak = max(peak, rss)
            if limits.memory_mb is not None and rss > limits.memory_mb:
                self._drop()
                return {}, "memory", peak
            if time.monotonic() - start > limits.timeout_s:
                self._drop()
                return {}, "timeout", peak
        try:
            return parse_response(raw), None, peak
        except ReplProtocolError:
            self._drop()
            raise

    def _header_env(self, header: str, limits: Limits) -> tuple[int | None, LeanRun | None]:
        if header in self._headers:
            return self._headers[header], None
        head_limits = Limits(
            max(limits.timeout_s, self.start_timeout_s), limits.memory_mb, limits.poll_s
        )
        resp, killed, peak = self.send({"cmd": header}, head_limits)
        if killed:
            kind = "crashed" if killed == "output" else killed
            why = "flooded its output" if killed == "output" else killed
            return None, LeanRun(
                kind, peak_rss_mb=peak, detail=f"REPL {why} on the header", backend="repl"
            )
        msgs = response_messages(resp)
        env = resp.get("env")
        if has_error(msgs) or not isinstance(env, int):
            return None, LeanRun(
                "error", msgs, peak_rss_mb=peak, detail="the header failed", backend="repl"
            )
        self._headers[header] = env
        return env, None

    def run(self, text: str, limits: Limits) -> LeanRun:
        """Check ``text``: header once per process, body in the header's environment."""
        start = time.monotonic()
        header, body, shift = split_header(text)
        try:
            env: int | None = None
            if header:
                env, failed = self._header_env(header, limits)
                if failed is not None:
                    failed.elapsed_s = time.monotonic() - start
                    return failed
            command: dict[str, Any] = {"cmd": body}
            if env is not None:
                command["env"] = env
            resp, killed, peak = self.send(command, limits)
        except ReplProtocolError as exc:
            return LeanRun(
                "crashed", detail=str(exc), elapsed_s=time.monotonic() - start, backend="repl"
            )
        self.checks_done += 1
        elapsed = time.monotonic() - start
        if killed:
            detail = {
                "timeout": f"killed after {limits.timeout_s:g} s wall-clock",
                "memory": f"killed: resident memory above {limits.memory_mb} MiB",
                "crashed": "the REPL process ended before answering",
                "output": f"killed: it flooded its output (more than {limits.output_bytes} bytes)",
            }[killed]
            kind = "crashed" if killed == "output" else killed
            return LeanRun(kind, elapsed_s=elapsed, peak_rss_mb=peak, detail=detail, backend="repl")
        msgs = response_messages(resp, shift)
        sorries = [s for s in resp.get("sorries", []) if isinstance(s, dict)]
        kind = "error" if has_error(msgs) else "ok"
        return LeanRun(
            kind,
            msgs,
            elapsed_s=elapsed,
            peak_rss_mb=peak,
            sorries=sorries,
            env=resp.get("env") if isinstance(resp.get("env"), int) else None,
            backend="repl",
        )

    def _drop(self) -> None:
        if self.child is not None:
            kill_tree(self.child.pid)
            try:
                self.child.wait(timeout=5)
            except Exception:  # noqa: BLE001 - best effort
                pass
            for pipe in (self.child.stdin, self.child.stdout, self.child.stderr):
                try:
                    if pipe is not None:
                        pipe.close()
                except OSError:
                    pass
        self.child, self._out, self._err = None, None, None
        self._headers = {}

    def close(self) -> None:
        """Close stdin (the REPL ends at end of input), then kill what is left."""
        if self.child is not None:
            try:
                if self.child.stdin is not None:
                    self.child.stdin.close()
                self.child.wait(timeout=2)
            except Exception:  # noqa: BLE001 - best effort
                pass
        self._drop()

    def rss_mb(self) -> float:
        pid = self.pid
        return tree_rss_mb(pid) if pid else 0.0


def _write(child: subprocess.Popen[bytes], data: bytes) -> None:
    """Write one command to the REPL's standard input (in a thread: a REPL that stops
    reading blocks only this thread, until the process is killed)."""
    try:
        assert child.stdin is not None
        child.stdin.write(data)
        child.stdin.flush()
    except (OSError, ValueError):
        pass  # the process is gone; the reader sees its end

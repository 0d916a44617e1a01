"""Lean process drivers: one interface, two back ends.

* :class:`FileDriver` runs ``lean --json FILE`` (``lake env lean`` in a Lake project) in a
  fresh process per check. It is the fallback and the final, fresh check of every
  accepted proof. Plain ``lean`` checks one file and exits, so it cannot be reused.
* :class:`wzprove.lean.repl.ReplDriver` keeps a leanprover-community REPL process
  (JSON on stdin / stdout) and reuses the elaborated header through environment ids.

Both return a :class:`LeanRun` whose ``kind`` is one of :data:`RESULT_KINDS`. A run is
``ok`` only when the process exited normally with status 0 and reported no error; a
process that was killed or died is ``timeout`` / ``memory`` / ``crashed`` whatever it
printed, so an empty message list from a dead process is never success (docs/design.md, "What
a result says").

Limits: a wall-clock timeout and a cap on the resident memory of the process tree,
watched with psutil every ``poll_s`` seconds, and bounded output: the pipes are read by
threads into bounded buffers (:class:`BoundedPipe`), standard output up to
``Limits.output_bytes`` (a process that prints more is killed: ``crashed``, "flooded its
output"), standard error's last ``Limits.stderr_bytes``. No ``RLIMIT_AS``: an address-space limit
below about 8 GB stops Lean at start-up ("failed to create thread").
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

from wzprove.lean.messages import Message, has_error, parse_json_lines
from wzprove.lean.pipes import BoundedPipe
from wzprove.lean.toolchain import Toolchain
from wzprove.model.vocab import RunKind

RESULT_KINDS = ("ok", "error", "timeout", "crashed", "memory")
#: characters of a flooding process's output read as its messages
FLOOD_SHOWN = 4096
#: kinds after which the process is replaced and the check retried
RETRY_KINDS = frozenset({"timeout", "crashed", "memory"})


@dataclass(frozen=True)
class Limits:
    """Per-check limits: wall-clock seconds, resident-memory cap in MiB (None: no cap),
    and how often the watcher polls."""

    timeout_s: float = 60.0
    memory_mb: float | None = None
    poll_s: float = 0.05
    #: most bytes of standard output kept; a process that prints more is killed (a flood)
    output_bytes: int = 8 * 1024 * 1024
    #: bytes of standard error kept (its last ones)
    stderr_bytes: int = 64 * 1024


@dataclass
class LeanRun:
    """What one check of a Lean text gave.

    Attributes:
        kind: ``ok`` | ``error`` | ``timeout`` | ``crashed`` | ``memory``.
        messages: Lean's diagnostics (lines relative to the checked text).
        elapsed_s: wall-clock seconds of the last attempt.
        peak_rss_mb: largest resident memory seen for the process tree (MiB).
        returncode: exit status (negative: killed by that signal), None for REPL runs.
        detail: why a non-``ok`` kind was given, in words.
        stderr: the tail of the standard error stream.
        attempts: how many processes the check took (2 after one retry).
        history: the kinds of earlier attempts.
        sorries: REPL ``sorries`` entries (goal, pos, endPos, proofState), if any.
        env: REPL environment id after the command, if any.
        backend: ``file`` or ``repl``.
    """

    kind: RunKind
    messages: list[Message] = field(default_factory=list)
    elapsed_s: float = 0.0
    peak_rss_mb: float = 0.0
    returncode: int | None = None
    detail: str = ""
    stderr: str = ""
    attempts: int = 1
    history: list[str] = field(default_factory=list)
    sorries: list[dict[str, Any]] = field(default_factory=list)
    env: int | None = None
    backend: str = "file"

    @property
    def ok(self) -> bool:
        """True for kind ``ok``."""
        return self.kind == "ok"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary (messages as dictionaries)."""
        return {
            "kind": self.kind,
            "messages": [m.to_dict() for m in self.messages],
            "elapsed_s": round(self.elapsed_s, 4),
            "peak_rss_mb": round(self.peak_rss_mb, 1),
            "returncode": self.returncode,
            "detail": self.detail,
            "attempts": self.attempts,
            "history": list(self.history),
            "sorries": list(self.sorries),
            "env": self.env,
            "backend": self.backend,
        }


def classify(returncode: int | None, messages: list[Message], killed_for: str | None) -> str:
    """The result kind of a finished ``lean`` process.

    Args:
        returncode: exit status (None: unknown); negative means killed by a signal.
        messages: parsed diagnostics.
        killed_for: ``timeout``, ``memory`` or ``output`` when the watcher killed it, else
            None.
    Returns:
        ``timeout`` / ``memory`` when killed by us (``crashed`` for a flood of output);
        ``crashed`` for a signal, an unknown
        status, or a non-zero status without any error message; ``error`` when Lean
        reported an error; ``ok`` only for status 0 and no error message.
    """
    if killed_for == "output":
        return "crashed"
    if killed_for:
        return killed_for
    if returncode is None or returncode < 0:
        return "crashed"
    if has_error(messages):
        return "error"
    if returncode == 0:
        return "ok"
    return "crashed"


def tree_rss_mb(pid: int) -> float:
    """Resident memory (MiB) of process ``pid`` and all its descendants; 0 when gone."""
    return TreeSampler(pid).sample()


class TreeSampler:
    """Samples the resident memory of a process tree; the list of descendants (a scan
    of all processes) is refreshed only every ``refresh_s`` seconds, the memory of the
    known processes at every call."""

    def __init__(self, pid: int, refresh_s: float = 0.5) -> None:
        self.pid = pid
        self.refresh_s = refresh_s
        self._procs: list[psutil.Process] = []
        self._stamp = -1.0

    def sample(self) -> float:
        """Resident MiB of the tree now (0 when the root is gone)."""
        now = time.monotonic()
        if self._stamp < 0 or now - self._stamp > self.refresh_s:
            try:
                root = psutil.Process(self.pid)
                self._procs = [root, *root.children(recursive=True)]
            except psutil.Error:
                self._procs = []
            self._stamp = now
        total = 0
        for p in self._procs:
            try:
                total += p.memory_info().rss
            except psutil.Error:
                pass
        return total / (1024 * 1024)


def kill_tree(pid: int) -> None:
    """SIGKILL the process group led by ``pid`` (processes started with a new session),
    falling back to the process and its descendants; silent when already gone."""
    try:
        os.killpg(pid, signal.SIGKILL)
        return
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc = psutil.Process(pid)
        for p in [*proc.children(recursive=True), proc]:
            try:
                p.kill()
            except psutil.Error:
                pass
    except psutil.Error:
        pass


def watch_process(
    popen: subprocess.Popen[bytes], limits: Limits
) -> tuple[str, str, str | None, float]:
    """Wait for ``popen`` (binary pipes) under ``limits``, reading its pipes without
    deadlock and in bounded memory (:class:`BoundedPipe`), and sample the tree's resident
    memory every ``poll_s`` seconds.

    Returns:
        ``(stdout, stderr, killed_for, peak_rss_mb)`` where ``killed_for`` is ``timeout``,
        ``memory``, ``output`` (more than ``limits.output_bytes`` of standard output) or
        None; ``stdout`` is at most its first ``output_bytes``, ``stderr`` its last
        ``stderr_bytes``.
    """
    start = time.monotonic()
    peak = 0.0
    killed_for: str | None = None
    sampler = TreeSampler(popen.pid)
    assert popen.stdout is not None and popen.stderr is not None
    out = BoundedPipe(popen.stdout, limits.output_bytes, head=True)
    err = BoundedPipe(popen.stderr, limits.stderr_bytes, head=False)
    out.start()
    err.start()
    while True:
        try:
            popen.wait(timeout=limits.poll_s)
            break
        except subprocess.TimeoutExpired:
            pass
        rss = sampler.sample()
        peak = max(peak, rss)
        if killed_for is None:
            if out.total > limits.output_bytes:
                killed_for = "output"
            elif limits.memory_mb is not None and rss > limits.memory_mb:
                killed_for = "memory"
            elif time.monotonic() - start > limits.timeout_s:
                killed_for = "timeout"
            if killed_for:
                kill_tree(popen.pid)
    if killed_for is None and out.total > limits.output_bytes:
        killed_for = "output"  # it printed its flood and exited between two polls
    for reader in (out, err):
        reader.join(timeout=5.0)  # a leftover child holding the pipe: stop waiting
    if out.is_alive() or err.is_alive():
        kill_tree(popen.pid)
    return out.text(), err.text(), killed_for, peak


class Driver(ABC):
    """A Lean back end: check a text under limits, report the current process id,
    restart the process, close it."""

    backend = "abstract"

    def __init__(self) -> None:
        self.checks_done = 0

    @abstractmethod
    def run(self, text: str, limits: Limits) -> LeanRun:
        """Check one Lean text (a whole file's contents) and return the run."""

    @property
    @abstractmethod
    def pid(self) -> int | None:
        """The id of the Lean process now alive for this driver, or None."""

    def rss_mb(self) -> float:
        """Resident memory of the driver's live process tree (0 when none)."""
        pid = self.pid
        return tree_rss_mb(pid) if pid else 0.0

    def restart(self) -> None:
        """Replace the process (kill it if alive); the next run starts a fresh one."""
        self.close()
        self.checks_done = 0

    def close(self) -> None:  # noqa: B027 - optional hook
        """Stop any live process."""


class FileDriver(Driver):
    """``lean --json FILE`` in a fresh process per check.

    Args:
        toolchain: how to run Lean.
        lean_args: extra command-line options (e.g. ``("-j1",)``).
        workdir: where temporary files go (default: a private temporary directory).
    """

    backend = "file"

    def __init__(
        self,
        toolchain: Toolchain,
        lean_args: tuple[str, ...] = (),
        workdir: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__()
        self.toolchain = toolchain
        self.lean_args = tuple(lean_args)
        self._tmp = tempfile.TemporaryDirectory(prefix="wzprove-lean-", dir=workdir)
        self._pid: int | None = None

    @property
    def pid(self) -> int | None:
        return self._pid

    def run_file(self, path: str | os.PathLike[str], limits: Limits) -> LeanRun:
        """Check the file at ``path`` as it is (messages name that file's lines)."""
        cmd = [*self.toolchain.lean_cmd, *self.lean_args, "--json", str(path)]
        start = time.monotonic()
        try:
            popen = subprocess.Popen(
                cmd,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.toolchain.cwd,
                env={**os.environ, **self.toolchain.env},
                start_new_session=True,
            )
        except OSError as exc:
            return LeanRun("crashed", detail=f"cannot start {cmd[0]}: {exc}", backend="file")
        self._pid = popen.pid
        try:
            out, err, killed_for, peak = watch_process(popen, limits)
        finally:
            self._pid = None
            if popen.poll() is None:
                kill_tree(popen.pid)
                popen.wait()
        self.checks_done += 1
        elapsed = time.monotonic() - start
        # after a flood, only its first lines tell what it said (not millions of messages)
        messages = parse_json_lines(out if killed_for != "output" else out[:FLOOD_SHOWN])
        rc = popen.returncode
        kind = classify(rc, messages, killed_for)
        detail = {
            "timeout": f"killed after {limits.timeout_s:g} s wall-clock",
            "memory": f"killed: resident memory above {limits.memory_mb} MiB",
            "output": f"killed: it flooded its output (more than {limits.output_bytes} bytes)",
            "crashed": f"lean exited with status {rc} without an error message",
        }.get("output" if killed_for == "output" else kind, "")
        if kind == "crashed" and killed_for is None and rc is not None and rc < 0:
            detail = f"lean was killed by signal {-rc}"
        return LeanRun(
            kind=kind,
            messages=messages,
            elapsed_s=elapsed,
            peak_rss_mb=peak,
            returncode=rc,
            detail=detail,
            stderr=err[-4000:],
            backend="file",
        )

    def run(self, text: str, limits: Limits) -> LeanRun:
        """Write ``text`` to a temporary ``.lean`` file and check it (see :meth:`run_file`)."""
        path = Path(self._tmp.name) / "Check.lean"
        path.write_text(text, encoding="utf-8")
        return self.run_file(path, limits)

    def close(self) -> None:
        if self._pid is not None:
            kill_tree(self._pid)

    def __del__(self) -> None:
        try:
            self._tmp.cleanup()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass

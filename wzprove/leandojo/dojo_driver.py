"""A third Lean back end for the pool: LeanDojo's ``Dojo`` (``--backend leandojo``).

LeanDojo (Yang et al. 2023, arXiv 2306.15626, "interacting with Lean") runs Lean on a
file of a *traced* repository in which a ``repl`` tactic or command reads requests from
standard input. Its Python API (lean_dojo 4.x, ``src/lean_dojo/interaction/dojo.py``):

* tactic mode: ``with Dojo(Theorem(repo, file_path, full_name), timeout) as (dojo, s0):``
  then ``dojo.run_tac(state, tactic)`` returns ``TacticState`` (open goals in ``.pp``),
  ``ProofFinished``, ``LeanError`` (``.error``) or ``ProofGivenUp`` (the tactic used
  ``sorry``); :func:`run_tactics` drives it and :func:`classify_tactic_result` maps the
  answers onto :class:`TacticStep`;
* command mode: ``with Dojo((repo, file_path, line), timeout, additional_imports) as
  (dojo, s0):`` then ``dojo.run_cmd(s0, text)`` elaborates the commands ``text`` in the
  environment of that file up to that line and returns ``CommandState`` (its ``.message``
  holds Lean's non-error output) or ``LeanError``. :class:`DojoDriver` uses it: the
  pool's interface checks whole Lean texts, so each check sends the text's body (after
  its ``import`` lines, which become ``additional_imports``) to the initial state.

``DojoTacticTimeoutError`` maps to ``timeout``, ``DojoCrashError`` to ``crashed`` (or
``memory`` for its out-of-memory case, or when our watcher killed the process above the
pool's cap). LeanDojo reads Lean's answers in our process, unbounded, and times them with
``SIGALRM`` (main thread only): a watcher thread bounds both (kills a Dojo whose answer
makes our memory grow past a limit, or that runs past the time limit; ``_MemoryWatcher``).
Messages carry no positions (the Dojo reports text only) except the reports
of ``#print axioms NAME``, which are placed on that command's line. The Dojo is a
search-time back end: the final verdict on a proof is always the audit's fresh
whole-file check (:func:`wzprove.pipeline.check.check_text`, ``lean --json``).

``lean_dojo`` is imported only when a driver is built; without it
:class:`~wzprove.leandojo.errors.LeanDojoNotInstalled` says how to install it.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psutil

from wzprove.lean.driver import Driver, LeanRun, Limits, TreeSampler, kill_tree
from wzprove.lean.messages import Message
from wzprove.leandojo.errors import DojoBackendError
from wzprove.leandojo.trace import load_lean_dojo

ENV_REPO = "WZPROVE_LEANDOJO_REPO"
ENV_COMMIT = "WZPROVE_LEANDOJO_COMMIT"
ENV_FILE = "WZPROVE_LEANDOJO_FILE"
ENV_LINE = "WZPROVE_LEANDOJO_LINE"
DEFAULT_FILE = "Prover.lean"

_IMPORT = re.compile(r"^import\s+(.+?)\s*$")
_PRINT_AXIOMS = re.compile(r"^\s*#print\s+axioms\s+(\S+)")
_AXIOM_REPORT = re.compile(
    r"'(?P<name>[^']+)'\s+(depends on axioms:\s*\[[^\]]*\]|does not depend on any axioms)",
    re.S,
)
_SORRY_WARNING = re.compile(r"declaration uses 'sorry'")


@dataclass(frozen=True)
class DojoSettings:
    """Where the Dojo runs.

    Attributes:
        repo: URL or local path of the Lean repository (LeanDojo traces it on first use,
            or reuses its cache; ``wzprove data trace`` traces it ahead of time).
        commit: commit hash or tag; None for the ``HEAD`` of a local repository.
        file_path: the file (relative to the repository) whose environment checks use.
        line: the line of that file where the command REPL starts (None: after the last
            line, so every declaration of the file is visible).
        build_deps: LeanDojo's ``build_deps`` when it has to trace.
    """

    repo: str
    commit: str | None = None
    file_path: str = DEFAULT_FILE
    line: int | None = None
    build_deps: bool = True


def settings_from_env(default_repo: str | os.PathLike[str] | None = None) -> DojoSettings:
    """:class:`DojoSettings` from ``WZPROVE_LEANDOJO_REPO`` / ``_COMMIT`` / ``_FILE`` /
    ``_LINE``; the repository defaults to ``default_repo`` (the Lake project) or the
    working directory.

    Raises:
        DojoBackendError: ``WZPROVE_LEANDOJO_LINE`` is not a positive integer.
    """
    repo = os.environ.get(ENV_REPO) or str(default_repo or Path.cwd())
    line_text = os.environ.get(ENV_LINE)
    line = None
    if line_text:
        if not line_text.isdigit() or int(line_text) < 1:
            raise DojoBackendError(f"{ENV_LINE}={line_text!r}: expected a positive line number")
        line = int(line_text)
    return DojoSettings(
        repo=repo,
        commit=os.environ.get(ENV_COMMIT) or None,
        file_path=os.environ.get(ENV_FILE) or DEFAULT_FILE,
        line=line,
    )


# --------------------------------------------------------------------------- pure parts


def split_header(text: str) -> tuple[list[str], str, int]:
    """Split a Lean file into its imports and the rest.

    Args:
        text: a whole Lean file.
    Returns:
        ``(modules, body, first_body_line)``: the imported module names, the text after
        the header (blank lines and ``--`` comments before the first command belong to
        the header), and the 1-based line where the body starts.
    Raises:
        DojoBackendError: a ``prelude`` file (the Dojo cannot run one).

    >>> split_header("import Mathlib\\n-- x\\nopen Nat\\ntheorem t : 1 = 1 := rfl\\n")
    (['Mathlib'], 'open Nat\\ntheorem t : 1 = 1 := rfl\\n', 3)
    """
    lines = text.split("\n")
    modules: list[str] = []
    i = 0
    while i < len(lines):
        s = lines[i].strip()
        if s == "prelude":
            raise DojoBackendError("the Dojo back end cannot check `prelude` files")
        m = _IMPORT.match(s)
        if m:
            modules.extend(m.group(1).split())
        elif s and not s.startswith("--"):
            break
        i += 1
    return modules, "\n".join(lines[i:]), i + 1


def command_messages(error: str | None, output: str | None, text: str) -> list[Message]:
    """Lean messages from a command-mode answer.

    Args:
        error: ``LeanError.error`` (the error messages, joined), or None.
        output: ``CommandState.message`` (Lean's other output), or None.
        text: the whole checked file (to place ``#print axioms`` reports on their line).
    Returns:
        one ``error`` message for ``error``; one ``information`` message per axioms report
        (on the line of the matching ``#print axioms``); one ``warning`` per
        ``declaration uses 'sorry'``; the rest of ``output`` as one ``information``.

    >>> ms = command_messages(None, "'goal' depends on axioms: [propext]",
    ...                       "theorem goal : True := trivial\\n#print axioms goal\\n")
    >>> [(m.severity, m.line, m.text) for m in ms]
    [('information', 2, "'goal' depends on axioms: [propext]")]
    """
    lines: dict[str, int] = {}
    for no, line in enumerate(text.split("\n"), 1):
        m = _PRINT_AXIOMS.match(line)
        if m:
            lines.setdefault(m.group(1), no)
    out: list[Message] = []
    if error and error.strip():
        out.append(Message("error", 0, 0, error.strip()))
    rest = output or ""
    for m in _AXIOM_REPORT.finditer(rest):
        name = m.group("name")
        out.append(Message("information", lines.get(name, 0), 0, m.group(0).strip()))
    rest = _AXIOM_REPORT.sub("", rest)
    for _ in _SORRY_WARNING.finditer(rest):
        out.append(Message("warning", 0, 0, "declaration uses 'sorry'"))
    rest = _SORRY_WARNING.sub("", rest).strip()
    if rest:
        out.append(Message("information", 0, 0, rest))
    return out


@dataclass(frozen=True)
class TacticStep:
    """One tactic run in tactic mode.

    Attributes:
        tactic: the tactic text.
        kind: ``open`` (goals remain), ``proved`` (no goals), ``error`` (Lean refused it)
            or ``given-up`` (it used ``sorry``).
        goals: the pretty-printed goals after it (``open`` only).
        error: Lean's error text (``error`` only).
    """

    tactic: str
    kind: str
    goals: str = ""
    error: str = ""


def classify_tactic_result(tactic: str, result: Any) -> TacticStep:
    """Map a ``Dojo.run_tac`` answer onto a :class:`TacticStep` (by its class name:
    ``TacticState``, ``ProofFinished``, ``LeanError``, ``ProofGivenUp``).

    Raises:
        DojoBackendError: any other answer.
    """
    name = type(result).__name__
    if name == "TacticState":
        return TacticStep(tactic, "open", goals=str(result.pp))
    if name == "ProofFinished":
        return TacticStep(tactic, "proved")
    if name == "LeanError":
        return TacticStep(tactic, "error", error=str(result.error))
    if name == "ProofGivenUp":
        return TacticStep(tactic, "given-up")
    raise DojoBackendError(f"unexpected answer from Dojo.run_tac: {name}")


# --------------------------------------------------------------------------- lean_dojo


def _lean_git_repo(ld: Any, settings: DojoSettings) -> Any:
    if settings.commit is None:
        if not Path(settings.repo).is_dir():
            raise DojoBackendError(
                f"{settings.repo}: a remote repository needs a commit ({ENV_COMMIT})"
            )
        return ld.LeanGitRepo.from_path(settings.repo)
    return ld.LeanGitRepo(settings.repo, settings.commit)


def run_tactics(
    settings: DojoSettings, full_name: str, tactics: Sequence[str], timeout: int = 600
) -> list[TacticStep]:
    """Run ``tactics`` one after another on theorem ``full_name`` of ``settings.file_path``
    (tactic mode), each on the state the previous one left; stop at the first step that is
    not ``open``.

    Raises:
        LeanDojoNotInstalled: no ``lean_dojo``.
        DojoBackendError: the Dojo could not start (message from LeanDojo).
    """
    ld = load_lean_dojo()
    try:
        thm = ld.Theorem(_lean_git_repo(ld, settings), settings.file_path, full_name)
    except DojoBackendError:
        raise
    except Exception as exc:  # noqa: BLE001 - LeanDojo asserts, git and network errors
        why = f"{type(exc).__name__}: {exc}"
        raise DojoBackendError(f"cannot open {settings.repo}: {why}") from None
    steps: list[TacticStep] = []
    try:
        with ld.Dojo(thm, timeout=timeout) as (dojo, state):
            for tac in tactics:
                try:
                    result = dojo.run_tac(state, tac)
                except ld.DojoTacticTimeoutError:
                    steps.append(TacticStep(tac, "error", error=f"timed out after {timeout} s"))
                    break
                except ld.DojoCrashError as exc:
                    steps.append(TacticStep(tac, "error", error=f"Lean crashed: {exc}"))
                    break
                step = classify_tactic_result(tac, result)
                steps.append(step)
                if step.kind != "open":
                    break
                state = result
    except ld.DojoInitError as exc:
        raise DojoBackendError(f"the Dojo could not start on {full_name}: {exc}") from None
    return steps


class DojoDriver(Driver):
    """The pool's driver on LeanDojo's command mode (see the module docs).

    Args:
        settings: where the Dojo runs.

    Raises:
        LeanDojoNotInstalled: no ``lean_dojo`` (raised here, before any process starts).
    """

    backend = "leandojo"

    def __init__(self, settings: DojoSettings) -> None:
        super().__init__()
        self.settings = settings
        self._ld = load_lean_dojo()
        self._repo: Any = None
        self._cm: Any = None  # the Dojo context manager
        self._dojo: Any = None
        self._state: Any = None
        self._key: tuple[tuple[str, ...], int] | None = None

    @classmethod
    def from_toolchain(cls, toolchain: Any, config: Any = None) -> DojoDriver:
        """A driver for the pool: settings from the environment, the repository defaulting
        to the toolchain's Lake project (``toolchain.cwd``)."""
        return cls(settings_from_env(getattr(toolchain, "cwd", None)))

    @property
    def pid(self) -> int | None:
        proc = getattr(self._dojo, "proc", None)
        return getattr(proc, "pid", None) if proc is not None else None

    def _line(self) -> int:
        if self.settings.line is not None:
            return self.settings.line
        path = Path(self.settings.repo) / self.settings.file_path
        if path.is_file():
            return path.read_text(encoding="utf-8").count("\n") + 1
        return 1

    def _start(self, imports: tuple[str, ...], timeout_s: int) -> None:
        ld = self._ld
        if self._repo is None:
            self._repo = _lean_git_repo(ld, self.settings)
        entry = (self._repo, Path(self.settings.file_path), self._line())
        self._cm = ld.Dojo(entry, timeout=timeout_s, additional_imports=list(imports))
        self._dojo, self._state = self._cm.__enter__()
        self._key = (imports, timeout_s)

    def run(self, text: str, limits: Limits) -> LeanRun:
        """Check one Lean text: its body as commands on the Dojo's initial state."""
        t0 = time.monotonic()
        ld = self._ld
        try:
            modules, body, _ = split_header(text)
        except DojoBackendError as exc:
            return LeanRun("crashed", detail=str(exc), backend=self.backend)
        key = (tuple(modules), max(1, int(round(limits.timeout_s))))
        try:
            if self._dojo is None or self._key != key:
                self.close()
                self._start(*key)
        except DojoBackendError as exc:
            return LeanRun("crashed", detail=str(exc), backend=self.backend)
        except Exception as exc:  # noqa: BLE001 - DojoInitError and LeanDojo's asserts
            self.close()
            detail = f"the Dojo could not start: {type(exc).__name__}: {exc}"
            return LeanRun("crashed", detail=detail, backend=self.backend)
        watcher = _MemoryWatcher(self.pid, limits)
        watcher.start()
        try:
            result = self._dojo.run_cmd(self._state, body)
        except ld.DojoTacticTimeoutError:
            self.close()
            return self._run("timeout", [], t0, watcher, f"no answer within {key[1]} s")
        except ld.DojoCrashError as exc:
            self.close()
            oom = bool(getattr(exc, "is_out_of_memory", False))
            return self._run(
                "memory" if oom else "crashed", [], t0, watcher, f"Lean crashed: {exc}"
            )
        except Exception as exc:  # noqa: BLE001 - what LeanDojo raises when its Lean was killed
            if watcher.killed_for is None:
                raise
            self.close()
            return self._run("crashed", [], t0, watcher, f"{type(exc).__name__}: {exc}")
        finally:
            watcher.stop()
        if watcher.killed_for is not None:  # killed, and LeanDojo still returned
            self.close()
            return self._run("crashed", [], t0, watcher)
        self.checks_done += 1
        name = type(result).__name__
        if name == "LeanError":
            return self._run("error", command_messages(result.error, None, text), t0, watcher)
        messages = command_messages(None, getattr(result, "message", None), text)
        return self._run("ok", messages, t0, watcher)

    def _run(
        self, kind: str, messages: list[Message], t0: float, w: _MemoryWatcher, detail: str = ""
    ) -> LeanRun:
        if w.killed_for == "memory":
            kind, detail = "memory", f"killed: resident memory above {w.limit_mb} MiB"
        elif w.killed_for == "output":
            kind = "crashed"
            detail = f"killed: it flooded its output (our memory grew by {w.own_limit_mb:g} MiB)"
        elif w.killed_for == "timeout":
            kind, detail = "timeout", f"killed after {w.deadline_s:g} s wall-clock"
        return LeanRun(
            kind=kind,
            messages=messages,
            elapsed_s=time.monotonic() - t0,
            peak_rss_mb=w.peak,
            detail=detail,
            backend=self.backend,
        )

    def close(self) -> None:
        """Leave the Dojo (LeanDojo kills its Lean process)."""
        cm, self._cm, self._dojo, self._state, self._key = self._cm, None, None, None, None
        if cm is not None:
            try:
                cm.__exit__(None, None, None)
            except Exception:  # noqa: BLE001 - the process may be gone already
                pass


#: our own resident memory may grow by this many times ``Limits.output_bytes`` (at least
#: :data:`OWN_GROWTH_MIN_MB`) while one Dojo command runs before the Dojo is killed as a flood
OWN_GROWTH_FACTOR = 8
OWN_GROWTH_MIN_MB = 256.0
#: seconds past ``Limits.timeout_s`` before the watcher kills a Dojo that has not answered
DEADLINE_GRACE_S = 5.0


class _MemoryWatcher:
    """Watches the Dojo while a command runs and kills its process tree when

    * the tree's resident memory passes the cap (``killed_for == "memory"``);
    * our own process grows by more than ``OWN_GROWTH_FACTOR * output_bytes`` (at least
      ``OWN_GROWTH_MIN_MB``): LeanDojo reads Lean's answer with ``readline`` in our
      process, so a Lean that floods its output, or never ends a line, would fill our
      memory; killing it ends the read (``"output"``);
    * the command runs ``DEADLINE_GRACE_S`` past ``timeout_s``: LeanDojo's own time limit
      is a ``SIGALRM``, which only the main thread receives, so in a pool's worker thread
      it would never fire (``"timeout"``).
    """

    def __init__(self, pid: int | None, limits: Limits) -> None:
        self.pid, self.limit_mb, self.poll = pid, limits.memory_mb, limits.poll_s
        self.output_bytes = limits.output_bytes
        self.own_limit_mb = max(OWN_GROWTH_MIN_MB, OWN_GROWTH_FACTOR * limits.output_bytes / 2**20)
        self.deadline_s = limits.timeout_s + DEADLINE_GRACE_S
        self.peak = 0.0
        self.killed_for: str | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def killed(self) -> bool:
        """True when the watcher killed the Dojo for its memory."""
        return self.killed_for == "memory"

    def start(self) -> None:
        if self.pid is None:
            return
        self._thread = threading.Thread(target=self._loop, daemon=True, name="wzprove-dojo-mem")
        self._thread.start()

    def _loop(self) -> None:
        assert self.pid is not None
        sampler = TreeSampler(self.pid)
        me = psutil.Process()
        base_mb = me.memory_info().rss / 2**20
        t0 = time.monotonic()
        while not self._stop.wait(self.poll):
            rss = sampler.sample()
            self.peak = max(self.peak, rss)
            if self.limit_mb is not None and rss > self.limit_mb:
                self.killed_for = "memory"
            elif me.memory_info().rss / 2**20 - base_mb > self.own_limit_mb:
                self.killed_for = "output"
            elif time.monotonic() - t0 > self.deadline_s:
                self.killed_for = "timeout"
            if self.killed_for is not None:
                kill_tree(self.pid)
                return

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=1.0)

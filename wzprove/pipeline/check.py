"""The check stage: kernel-check a Lean text and audit it against its original.

:func:`check_text` (used by ``prove`` for the final check, and by the ``check`` command,
:func:`wzprove.commands.check.check`, for a file) answers one :class:`CheckResult` whose
``status`` is ``kernel-checked`` (Lean, run fresh on the file plus ``#print axioms``,
reported no error, the audit passed and only standard axioms are used), ``rejected``
(``reason``: ``error``, ``timeout``, ``crashed``, ``memory`` from the Lean run, or
``audit``), or ``error`` (bad input, or no Lean toolchain: the message says "no Lean
toolchain found" and how to install one; or a toolchain that does not work: a run that gave
no answer, after which the toolchain cannot check a one-line file either, ``reason``
``toolchain``). See docs/design.md, "What a result says" and "Untrusted Lean".

Order: read the files, find the toolchain, run the text audit, and run Lean only on a file
that passed it (an unaudited file may hold ``#eval`` of ``IO`` code). The final check is
always a fresh ``lean --json`` process, never a reused REPL environment.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Any

from wzprove import __version__
from wzprove.lean.audit import (
    AuditFailure,
    audit_lean,
    audit_text,
    checked_copy,
    find_targets,
    normalize,
)
from wzprove.lean.driver import FileDriver, LeanRun, Limits
from wzprove.lean.messages import Message
from wzprove.lean.pool import PoolConfig, Worker
from wzprove.lean.toolchain import Toolchain
from wzprove.model.limits import LimitError, read_input_text
from wzprove.model.vocab import RunKind


@dataclass
class CheckResult:
    """The answer of :func:`check`; :meth:`to_dict` is the JSON the CLI prints.

    Attributes:
        name: the (first) target theorem's name, or None.
        path: the checked file.
        status: ``kernel-checked`` | ``rejected`` | ``error``.
        reason: for ``rejected``: ``error`` | ``timeout`` | ``crashed`` | ``memory`` |
            ``audit``; for ``error``: ``no-lean`` | ``bad-input`` | ``toolchain``; None when
            checked.
        message: one line for people.
        messages: Lean's diagnostics (severity, line, column, text, ...).
        audit: the rules that failed (rule, detail, line).
        axioms: ``{theorem: [axiom, ...]}`` from ``#print axioms``.
        timings: seconds: ``audit_s``, ``lean_s``, ``total_s``.
        attempts: Lean processes used (2 after a retry).
        lean_toolchain: the toolchain's version, or None.
        wzprove_version: this package's version.
    """

    path: str
    status: str
    reason: str | None = None
    message: str = ""
    name: str | None = None
    targets: list[str] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    audit: list[AuditFailure] = field(default_factory=list)
    axioms: dict[str, list[str]] = field(default_factory=dict)
    timings: dict[str, float] = field(default_factory=dict)
    attempts: int = 0
    lean_toolchain: str | None = None
    wzprove_version: str = __version__

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary with every field (messages and audit as dictionaries)."""
        return {
            "name": self.name,
            "path": self.path,
            "status": self.status,
            "reason": self.reason,
            "message": self.message,
            "targets": list(self.targets),
            "messages": [m.to_dict() for m in self.messages],
            "audit": [a.to_dict() for a in self.audit],
            "axioms": dict(self.axioms),
            "timings": {k: round(v, 4) for k, v in self.timings.items()},
            "attempts": self.attempts,
            "lean_toolchain": self.lean_toolchain,
            "wzprove_version": self.wzprove_version,
        }


def _read(path: str | os.PathLike[str], what: str) -> str:
    try:
        return read_input_text(path)
    except LimitError as exc:
        raise ValueError(f"cannot read {what}: {exc}") from exc
    except UnicodeDecodeError as exc:  # the parser's words: byte and file:line:col
        from wzprove.lean.parser import byte_location

        where = byte_location(exc.object, exc.start, os.fspath(path))
        byte = exc.object[exc.start]
        raise ValueError(
            f"cannot read {what} {os.fspath(path)}: not UTF-8 text (byte 0x{byte:02x}) at {where}"
        ) from exc
    except OSError as exc:
        raise ValueError(f"cannot read {what} {os.fspath(path)}: {exc.strerror or exc}") from exc


#: A file every Lean (a full toolchain, or the prelude-only front end) checks without error:
#: the smoke test of a toolchain before any proof goes to it.
SMOKE_TEXT = (
    "prelude\ninductive WzproveSmoke : Prop where\n  | mk\n\n"
    "theorem wzprove_smoke : WzproveSmoke := WzproveSmoke.mk\n"
)

#: Seconds the smoke test may take at most (a cold ``lake env lean`` on a one-line file).
SMOKE_TIMEOUT = 60.0

#: Lean kinds of a check that mean the process gave no answer (no diagnostics).
NO_ANSWER: frozenset[RunKind] = frozenset({"crashed", "timeout", "memory"})

_SMOKE_CACHE: dict[tuple[tuple[str, ...], str | None], str | None] = {}


def toolchain_problem(toolchain: Any, timeout: float = SMOKE_TIMEOUT) -> str | None:
    """Why ``toolchain`` does not work (it cannot check :data:`SMOKE_TEXT` within
    ``timeout`` seconds), or ``None`` when it does.  Remembered per Lean command and folder."""
    key = (tuple(toolchain.lean_cmd), toolchain.cwd)
    if key not in _SMOKE_CACHE:
        driver = FileDriver(toolchain)
        try:
            run = driver.run(SMOKE_TEXT, Limits(timeout_s=timeout))
        finally:
            driver.close()
        problem = None
        if run.kind != "ok":
            said = " ".join((run.stderr or "").split())[:200]
            if not said and run.messages:
                said = " ".join(str(getattr(run.messages[0], "text", "")).split())[:200]
            problem = f"{run.kind}: {run.detail or 'no detail'}" + (f" ({said})" if said else "")
        _SMOKE_CACHE[key] = problem
    return _SMOKE_CACHE[key]


def check_text(
    text: str,
    original: str | None = None,
    timeout: float = 60.0,
    *,
    memory_mb: float | None = 8192.0,
    theorem: str | None = None,
    toolchain: Toolchain,
    retries: int = 1,
    path: str = "<text>",
    started: float | None = None,
) -> CheckResult:
    """:func:`check` on texts already in memory (the pipeline's entry point).

    Args:
        text: the candidate file's contents; ``original``: the statement file's contents.
        Other arguments as :func:`check`; ``toolchain`` is required here.
    Returns:
        the :class:`CheckResult`.
    """
    t0 = started if started is not None else time.monotonic()
    # the whole check keeps to `timeout`: the version query gets a small part of it, and a
    # Lean run is retried (after a crash or a memory kill) only in the time that is left
    deadline = t0 + timeout
    version = toolchain.version(timeout=min(10.0, max(timeout / 4, 0.5)))
    ta = time.monotonic()
    text_audit = audit_text(text, original, theorem)
    audit_s = time.monotonic() - ta
    base = {
        "path": path,
        "name": text_audit.targets[0] if text_audit.targets else theorem,
        "targets": text_audit.targets,
        "lean_toolchain": version,
    }
    if original is not None and not find_targets(normalize(original), theorem):
        what = f"theorem `{theorem}`" if theorem else "theorem or lemma with `:=`"
        return CheckResult(
            status="error",
            reason="bad-input",
            message=f"the original has no {what} to prove",
            timings={"audit_s": audit_s, "lean_s": 0.0, "total_s": time.monotonic() - t0},
            **base,
        )
    if not text_audit.passed:
        first = text_audit.failures[0]
        where = f" (line {first.line})" if first.line else ""
        return CheckResult(
            status="rejected",
            reason="audit",
            message=f"audit failed: {first.rule}{where}: {first.detail}",
            audit=text_audit.failures,
            timings={"audit_s": audit_s, "lean_s": 0.0, "total_s": time.monotonic() - t0},
            **base,
        )
    copy, axiom_lines = checked_copy(text, text_audit.targets)
    tl = time.monotonic()
    history: list[str] = []
    for attempt in range(1 + max(0, retries)):
        left = deadline - time.monotonic()
        if attempt and left < 1.0:
            break
        config = PoolConfig(workers=1, timeout_s=max(left, 1.0), memory_mb=memory_mb, retries=0)
        worker = Worker(toolchain, config)
        try:
            run = worker.check(copy)
        finally:
            worker.close()
        run.attempts, run.history = attempt + 1, list(history)
        if run.kind not in ("crashed", "memory"):
            break
        history.append(run.kind)
    lean_s = time.monotonic() - tl
    if run.kind in NO_ANSWER:
        # the one-line check gets what is left of the time limit (at least 2 s)
        left = max(2.0, deadline - time.monotonic())
        problem = toolchain_problem(toolchain, min(SMOKE_TIMEOUT, left))
        if problem is not None:
            return CheckResult(
                status="error",
                reason="toolchain",
                message=f"the Lean toolchain {toolchain.describe()} does not work: the run "
                f"ended {run.kind}, and it cannot check a one-line file ({problem})",
                timings={"audit_s": audit_s, "lean_s": lean_s, "total_s": time.monotonic() - t0},
                attempts=run.attempts,
                **base,
            )
    timings = {"audit_s": audit_s, "lean_s": lean_s, "total_s": time.monotonic() - t0}
    return _verdict(run, axiom_lines, timings, base)


def _verdict(
    run: LeanRun, axiom_lines: dict[int, str], timings: dict[str, float], base: dict[str, Any]
) -> CheckResult:
    """Turn a Lean run of the checked copy into the final status."""
    common = {"messages": run.messages, "timings": timings, "attempts": run.attempts, **base}
    if run.kind in ("timeout", "crashed", "memory"):
        msg = f"Lean run {run.kind}: {run.detail}" if run.detail else f"Lean run {run.kind}"
        return CheckResult(status="rejected", reason=run.kind, message=msg, **common)
    failures, axioms = audit_lean(run.messages, axiom_lines)
    if run.kind == "error":
        first = next((m for m in run.messages if m.severity == "error"), None)
        where = f"{first.line}:{first.column}: " if first else ""
        text = first.text.splitlines()[0] if first and first.text else "error"
        return CheckResult(
            status="rejected",
            reason="error",
            message=f"Lean error at {where}{text}",
            audit=failures,
            axioms=axioms,
            **common,
        )
    if failures:
        f = failures[0]
        return CheckResult(
            status="rejected",
            reason="audit",
            message=f"audit failed: {f.rule}: {f.detail}",
            audit=failures,
            axioms=axioms,
            **common,
        )
    names = ", ".join(axiom_lines.values())
    return CheckResult(
        status="kernel-checked",
        message=f"Lean accepted {names} with standard axioms only",
        axioms=axioms,
        **common,
    )


def _since(t0: float) -> dict[str, float]:
    return {"audit_s": 0.0, "lean_s": 0.0, "total_s": time.monotonic() - t0}

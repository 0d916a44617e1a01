"""The ``check`` command: kernel-check a Lean file and audit it against the statement file it
must keep (:func:`check`, the object ``wzprove check --json`` prints); the Lean run and the
audit of a text are :func:`wzprove.pipeline.check.check_text`.
"""

from __future__ import annotations

import os
import time

from wzprove.lean.audit import AuditFailure, audit_text, find_targets, normalize
from wzprove.lean.errors import NoLeanToolchain
from wzprove.lean.textmask import line_of
from wzprove.lean.toolchain import Toolchain, find_toolchain
from wzprove.pipeline.check import CheckResult, _read, _since, check_text


def check(
    path: str | os.PathLike[str],
    original: str | os.PathLike[str] | None = None,
    timeout: float = 60.0,
    *,
    memory_mb: float | None = 8192.0,
    theorem: str | None = None,
    toolchain: Toolchain | None = None,
    retries: int = 1,
) -> CheckResult:
    """Kernel-check the Lean file ``path`` and audit it against ``original``.

    Args:
        path: the candidate ``.lean`` file.
        original: the statement file it must keep verbatim (None: the file is its own
            original; only the in-proof rules, Lean errors and axioms apply).
        timeout: wall-clock seconds for the Lean run.
        memory_mb: resident-memory cap of the Lean process in MiB (None: no cap).
        theorem: restrict the audit to this theorem (default: the original's theorems
            whose proof is ``sorry``, or all of them).
        toolchain: how to run Lean (default :func:`~wzprove.lean.toolchain.find_toolchain`
            from the file's directory).
        retries: re-runs in a new process after a timeout / crash / memory kill.
    Returns:
        the :class:`CheckResult` (never raises for bad input or a missing toolchain).
    """
    t0 = time.monotonic()
    spath = os.fspath(path)
    try:
        text = _read(path, "file")
        orig = _read(original, "original") if original is not None else None
    except ValueError as exc:
        return CheckResult(spath, "error", "bad-input", str(exc), timings=_since(t0))
    try:
        tc = toolchain or find_toolchain(os.path.dirname(os.path.abspath(spath)))
    except NoLeanToolchain as exc:
        # the row still names the theorems the check is about (the audit's targets, as with
        # a toolchain); the status is `error` (docs/design.md: no toolchain, exit 2)
        audited = audit_text(text, orig, theorem)
        targets = audited.targets
        name = targets[0] if targets else theorem
        # the text audit needs no Lean: a user without a toolchain still learns whether the
        # statements are kept and no `sorry` is left (new-user run 15); still an `error`
        return CheckResult(
            spath,
            "error",
            "no-lean",
            str(exc) + _text_audit_note(audited.failures, targets, text),
            name,
            targets,
            audit=audited.failures,
            timings=_since(t0),
        )
    return check_text(
        text,
        orig,
        timeout,
        memory_mb=memory_mb,
        theorem=theorem,
        toolchain=tc,
        retries=retries,
        path=spath,
        started=t0,
    )


def _text_audit_note(failures: list[AuditFailure], targets: list[str], text: str = "") -> str:
    """What the text audit alone (:func:`~wzprove.lean.audit.audit_text`, no Lean) found, for
    the message of a check run without a toolchain; each failure inside a proof names its
    theorem (new-user run 16: the file of every complete proof keeps the `sorry` of a false
    statement, and ``sorry at line 96`` alone did not say whose)."""
    if not failures:
        return (
            f"; the text audit alone passed for {', '.join(targets) or 'the file'} (statements"
            " kept, no sorry or forbidden command); only Lean can check the proofs"
        )
    shown = ", ".join(f"{f.rule} at line {f.line}{_whose(text, f.line)}" for f in failures[:3])
    more = f" and {len(failures) - 3} more" if len(failures) > 3 else ""
    return f"; the text audit alone fails: {shown}{more}"


def _whose(text: str, line: int) -> str:
    r"""`` (in `NAME`)`` for the theorem of ``text`` whose proof holds ``line``, else ``""``.

    >>> _whose("theorem a : True := by\n  trivial\n\ntheorem b : True := by\n  sorry\n", 5)
    ' (in `b`)'
    >>> _whose("import Mathlib\ntheorem a : True := by\n  sorry\n", 1)
    ''
    """
    text = normalize(text)
    for t in find_targets(text):
        if line_of(text, t.sep_end) <= line <= line_of(text, t.body_end):
            return f" (in `{t.name}`)"
    return ""

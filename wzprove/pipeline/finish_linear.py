"""After a statement certified by linearity (:mod:`wzprove.pipeline.linear`): its Lean proof.

The proof file is compiled and replayed by :func:`wzprove.sketch.complete_linear.linear_proof`
(recurrence statements; closed forms with no sum left).  Without a Lean toolchain the status
stays ``certified`` with ``proof: complete``; with one, Lean's check decides
``kernel-checked`` (a rejection leaves ``certified`` with ``proof: none`` and Lean's message).
Where no proof is written, ``proof`` stays ``none`` and the message says why.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wzprove.pipeline.options import ProveOptions


def finish_linear(done: Any, parsed: Any, opts: ProveOptions) -> None:
    """Write ``OUT/Proofs/<Name>.lean`` for a statement certified by linearity (module
    docstring); the report's ``proof`` and ``message`` say what was done."""
    import time

    from wzprove.lean.audit import REPLAYED_LABEL
    from wzprove.lean.errors import NoLeanToolchain
    from wzprove.lean.toolchain import find_toolchain
    from wzprove.pipeline.finish import COMPILE_S, NO_LEAN_NOTE, _write
    from wzprove.sketch.common import SketchError
    from wzprove.sketch.complete_linear import LinearProofError, linear_proof
    from wzprove.sketch.names import module_name

    report = done.report
    deadline = time.monotonic() + max(COMPILE_S, opts.timeout_s)
    try:
        text = linear_proof(done.identity, report.linear or {}, deadline)
    except (LinearProofError, SketchError) as exc:
        report.message += f"; no Lean proof: {exc}"
        return
    out_dir = Path(opts.out_dir)
    path = out_dir / "Proofs" / f"{module_name(parsed.name)}.lean"
    try:
        toolchain = find_toolchain(out_dir if (out_dir / "lakefile.lean").exists() else None)
    except NoLeanToolchain:
        report.proof_file = _write(path, REPLAYED_LABEL + text)
        report.proof = "complete"
        report.message += (
            "; complete proof written (compiled from the certificates and replayed exactly in "
            "Python from the text; no Lean kernel check here)"
        )
        report.note = NO_LEAN_NOTE
        return
    from wzprove.pipeline.check import check_text

    report.proof_file = _write(path, text)
    statement = done.identity.statement.rstrip()
    header = text[: text.index(statement)]
    original = header + statement + " := by\n  sorry\n"
    final = check_text(
        text,
        original,
        opts.lean_timeout_s,
        toolchain=toolchain,
        path=report.proof_file,
        theorem=done.identity.name,
    )
    if final.status == "kernel-checked":
        report.status, report.proof = "kernel-checked", "complete"
        report.message = "linearity: Lean accepted the proof and the audit passed"
    else:
        report.proof = "none"
        report.message += f"; Lean rejected the proof ({final.reason}): {final.message}"

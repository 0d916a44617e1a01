"""After a statement certified by linearity (:mod:`wzprove.pipeline.linear`): its Lean proof.

The proof file is compiled and replayed by :func:`wzprove.sketch.complete_linear.linear_proof`
(recurrence statements; closed forms with no sum left).  Without a Lean toolchain the status
stays ``certified`` with ``proof: complete``; with one, Lean's check decides
``kernel-checked`` (a rejection leaves ``certified`` with ``proof: none`` and Lean's message).
Where no proof is written, ``proof`` stays ``none`` and the message says why.
"""

from __future__ import annotations

from typing import Any

from wzprove.pipeline.options import ProveOptions


def finish_linear(done: Any, parsed: Any, opts: ProveOptions, module: str | None = None) -> None:
    """Write ``OUT/Proofs/<module>.lean`` for a statement certified by linearity (module
    docstring); the report's ``proof`` and ``message`` say what was done."""
    import time

    from wzprove.model.limits import hard_time_limit
    from wzprove.pipeline.finish import proof_path, write_compiled
    from wzprove.sketch.common import SketchError
    from wzprove.sketch.complete_linear import LinearProofError, linear_proof

    report = done.report
    deadline = time.monotonic() + opts.timeout_s  # the theorem's time left
    try:
        with hard_time_limit(opts.timeout_s):  # StageTimeout goes to the caller
            text = linear_proof(done.identity, report.linear or {}, deadline)
    except (LinearProofError, SketchError) as exc:
        report.message += f"; no Lean proof: {exc}"
        return
    path = proof_path(opts, parsed, module)
    write_compiled(
        report,
        done.identity,
        text,
        path,
        opts,
        "linearity",
        "compiled from the certificates and replayed exactly in Python from the text",
        parsed=parsed,
    )

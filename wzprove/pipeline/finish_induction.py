"""After a statement certified by induction (:mod:`wzprove.pipeline.induction`): its Lean proof.

The proof file is compiled and replayed by
:func:`wzprove.sketch.induction_proof.induction_proof` (the first-order step, from any start),
or, for the *same recurrence*, by :func:`wzprove.sketch.induction_recurrence.recurrence_proof`.
Without a Lean toolchain the status stays ``certified`` with ``proof: complete``; with one,
Lean's check decides ``kernel-checked`` (a rejection leaves ``certified`` with ``proof: none``
and Lean's message).  Where no proof is written, ``proof`` stays ``none`` and the message says
why.
"""

from __future__ import annotations

import time
from typing import Any

from wzprove.pipeline.options import ProveOptions


def finish_induction(done: Any, parsed: Any, opts: ProveOptions, module: str | None = None) -> None:
    """Write ``OUT/Proofs/<module>.lean`` for a statement certified by induction (module
    docstring); the report's ``proof`` and ``message`` say what was done."""
    from wzprove.model.limits import hard_time_limit
    from wzprove.pipeline.finish import proof_path, write_compiled
    from wzprove.pipeline.induction import NO_PROOF
    from wzprove.sketch.induction_proof import InductionProofError
    from wzprove.sketch.induction_recurrence import induction_text

    report = done.report
    report.message = report.message.replace(f"; {NO_PROOF}", "")  # this stage says what it did
    record = report.induction or {}
    try:
        with hard_time_limit(opts.timeout_s):  # the time left (StageTimeout to the caller)
            text = induction_text(done.identity, record, time.monotonic() + opts.timeout_s)
    except InductionProofError as exc:
        report.message += f"; no Lean proof: {exc}"
        return
    write_compiled(
        report,
        done.identity,
        text,
        proof_path(opts, parsed, module),
        opts,
        "induction",
        "every step computed exactly and replayed in Python from the text"
        if record.get("kind") == "recurrence"
        else "the step's linear_combination computed exactly and replayed in Python from the text",
        parsed=parsed,
    )

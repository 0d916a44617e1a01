"""After a statement certified as a binomial sum of sines/cosines (:mod:`wzprove.pipeline.trig`):
its Lean proof, compiled by :func:`wzprove.sketch.trig_proof.trig_proof` (multiple-angle
facts, ``h1``/``h2`` by ``linear_combination``, ``Prover.binomial_sin``/``binomial_cos``) and
replayed from its text.  Without a Lean toolchain the status stays ``certified`` with
``proof: complete``; with one, Lean's check decides ``kernel-checked``.  Where no proof is
written, ``proof`` stays ``none`` and the message says why.
"""

from __future__ import annotations

from typing import Any

from wzprove.pipeline.options import ProveOptions


def finish_trig(done: Any, parsed: Any, opts: ProveOptions, module: str | None = None) -> None:
    """Write ``OUT/Proofs/<module>.lean`` for a binomial sum of sines/cosines (module
    docstring); the report's ``proof`` and ``message`` say what was done."""
    from wzprove.model.limits import hard_time_limit
    from wzprove.pipeline.finish import proof_path, write_compiled
    from wzprove.pipeline.trig import NO_PROOF
    from wzprove.sketch.trig_proof import TrigProofError, trig_proof

    report = done.report
    report.message = report.message.replace(f"; {NO_PROOF}", "")  # this stage says what it did
    try:
        with hard_time_limit(opts.timeout_s):  # the time left (StageTimeout to the caller)
            text = trig_proof(done.identity)
    except TrigProofError as exc:
        report.message += f"; no Lean proof: {exc}"
        return
    write_compiled(
        report,
        done.identity,
        text,
        proof_path(opts, parsed, module),
        opts,
        "binomial-trig",
        "the multiple-angle facts and both conditions' linear_combination checked exactly and "
        "replayed in Python from the text",
        parsed=parsed,
    )

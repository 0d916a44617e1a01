"""The proof file of a certified ℕ statement ``L = N / c`` with an exact division (issue 15,
item B): the ℚ identity as a lemma compiled from its own certificate, and the user's theorem
from it by ``Nat.div_eq_of_eq_mul_left`` (:mod:`wzprove.sketch.exact_div_proof`; ``L = (N / 2)
^ p`` split by parity first, :mod:`wzprove.sketch.exact_pow_proof`), written by
:func:`wzprove.pipeline.finish.write_compiled` after the replay re-read the text."""

from __future__ import annotations

from typing import Any

from wzprove.pipeline.engine import run_engine
from wzprove.pipeline.options import ProveOptions
from wzprove.sketch.build import lemma_then_theorem


def applies(identity: Any) -> bool:
    """Whether ``identity`` is ``L = N / c`` or ``L = (N / 2) ^ p`` with an exact ℕ division."""
    from wzprove.sketch.exact_div_proof import exact_form
    from wzprove.sketch.exact_pow_proof import pow_form

    return identity is not None and (
        exact_form(identity) is not None or pow_form(identity) is not None
    )


def proof_text(identity: Any, opts: ProveOptions) -> str:
    """The whole proof file; raises ``SplitProofError`` / ``SketchError`` where there is no
    complete proof (the ℚ lemma not certified or not compiled, a replay that fails)."""
    from wzprove.pipeline.split import _compiled
    from wzprove.sketch import exact_pow_proof
    from wzprove.sketch.exact_div_proof import (
        exact_division_proof,
        exact_form,
        rational_lemma,
        replay_exact_division,
    )
    from wzprove.sketch.hygiene import unfit_reason
    from wzprove.sketch.split_proof import SplitProofError

    if identity.statement is None:
        raise SplitProofError("the statement has no Lean text")
    # L = N / c, or L = (N / 2) ^ p split by parity (sketch/exact_pow_proof.py)
    plain = exact_form(identity) is not None
    lemma = rational_lemma(identity) if plain else exact_pow_proof.rational_lemma(identity)
    outcome = run_engine(lemma.identity, opts)
    if outcome.status != "certified" or outcome.result is None:
        raise SplitProofError(f"the ℚ identity is {outcome.status}: {outcome.message}")
    lemma, body = _compiled(lemma, outcome.result.certificate, opts)
    if plain:
        lines = exact_division_proof(identity, lemma)
    else:
        lines = exact_pow_proof.exact_pow_lines(identity, lemma)
    text = lemma_then_theorem(identity, body, lines)
    if plain:
        replay_exact_division(text, identity.name)
    else:
        exact_pow_proof.replay_exact_pow(text, identity.name)
    unfit = unfit_reason(text, identity, ())
    if unfit:  # a captured variable, Nat.pred / Nat.succ in the statement (sketch/hygiene)
        raise SplitProofError(unfit.replace("the compiled proof", "the proof", 1))
    return text


def finish_exact(done: Any, parsed: Any, opts: ProveOptions, module: str | None = None) -> bool:
    """Write the exact-division proof of a certified ``done``; whether one was written (else
    ``done.report.message`` says why, and the caller writes the sketch as for any other)."""
    from wzprove.model.limits import hard_time_limit
    from wzprove.pipeline.finish import proof_path, write_compiled
    from wzprove.sketch.common import SketchError
    from wzprove.sketch.split_proof import SplitProofError

    report = done.report
    try:
        with hard_time_limit(opts.timeout_s):  # the time left (StageTimeout to the caller)
            text = proof_text(done.identity, opts)
    except (SplitProofError, SketchError) as exc:
        report.message += f"; no exact-division proof: {exc}"
        return False
    path = proof_path(opts, parsed, module)
    write_compiled(
        report,
        done.identity,
        text,
        path,
        opts,
        "exact division",
        "the ℚ identity compiled from its certificate and replayed exactly in Python, the ℕ "
        "statement from it by Nat.div_eq_of_eq_mul_left, re-read from the text",
        parsed=parsed,
    )
    return True

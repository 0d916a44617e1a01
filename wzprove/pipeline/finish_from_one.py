"""The proof file of a certified statement whose sides are two sums ``∑ k ∈ Icc 1 n`` (issue 14):
the statement at ``n + 1`` over ``range (n + 1)`` with ``k ↦ 1 + k`` as a lemma, certified by
its own engine run and compiled from that certificate, and the user's theorem from it by a split
at ``n = 0`` and two moves of the sums (:mod:`wzprove.sketch.from_one_proof`), written by
:func:`wzprove.pipeline.finish.write_compiled` after the replay re-read the text."""

from __future__ import annotations

from typing import Any

from wzprove.pipeline.engine import run_engine
from wzprove.pipeline.options import ProveOptions
from wzprove.sketch.build import lemma_then_theorem


def applies(identity: Any) -> bool:
    """Whether ``identity`` is two sums ``∑ k ∈ Icc 1 n`` with no hypothesis."""
    from wzprove.sketch.from_one_proof import from_one_form

    return identity is not None and from_one_form(identity) is not None


def proof_text(identity: Any, opts: ProveOptions) -> str:
    """The whole proof file; raises ``SplitProofError`` / ``SketchError`` where there is no
    complete proof (the shifted lemma not certified or not compiled, a replay that fails)."""
    from wzprove.pipeline.split import _compiled
    from wzprove.sketch.from_one_proof import from_one_wrapper, replay_from_one, shifted_lemma
    from wzprove.sketch.hygiene import unfit_reason
    from wzprove.sketch.split_proof import SplitProofError

    if identity.statement is None:
        raise SplitProofError("the statement has no Lean text")
    lemma = shifted_lemma(identity)
    outcome = run_engine(lemma.identity, opts)
    if outcome.status != "certified" or outcome.result is None:
        raise SplitProofError(
            f"the statement over range (n + 1) is {outcome.status}: {outcome.message}"
        )
    lemma, body = _compiled(lemma, outcome.result.certificate, opts)
    lines = from_one_wrapper(identity, lemma)
    text = lemma_then_theorem(identity, body, lines)
    replay_from_one(text, identity.name)
    unfit = unfit_reason(text, identity, ())
    if unfit:  # a captured variable, Nat.pred / Nat.succ in the statement (sketch/hygiene)
        raise SplitProofError(unfit.replace("the compiled proof", "the proof", 1))
    return text


def finish_from_one(done: Any, parsed: Any, opts: ProveOptions, module: str | None = None) -> bool:
    """Write the proof of a certified ``done`` through its shifted lemma; whether one was
    written (else ``done.report.message`` says why, and the caller writes the sketch)."""
    from wzprove.model.limits import hard_time_limit
    from wzprove.pipeline.finish import proof_path, write_compiled
    from wzprove.sketch.common import SketchError
    from wzprove.sketch.split_proof import SplitProofError

    report = done.report
    try:
        with hard_time_limit(opts.timeout_s):  # the time left (StageTimeout to the caller)
            text = proof_text(done.identity, opts)
    except (SplitProofError, SketchError) as exc:
        report.message += f"; no proof through the sums from 0: {exc}"
        return False
    write_compiled(
        report,
        done.identity,
        text,
        proof_path(opts, parsed, module),
        opts,
        "sums from 1",
        "the statement at n + 1 over range (n + 1) compiled from its own certificate and "
        "replayed exactly in Python, the sums from 1 moved to it and n = 0 evaluated, re-read "
        "from the text",
        parsed=parsed,
    )
    return True

"""The proof file of a statement certified through its hypothesis ``a ≤ v`` when the case
``v = a + j`` has no complete proof: the strict case ``v = a + 1 + j`` certified by its own
engine run and compiled, the edge ``v = a`` proved by its top term alone
(:mod:`wzprove.sketch.hyp_top`; LCI Gould_identity_3_168).  Called by
:func:`wzprove.pipeline.split._split_proof_text` where the case lemma does not compile."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wzprove.pipeline.engine import run_engine
from wzprove.pipeline.options import ProveOptions


def edge_proof_text(
    identity: Any, done: Any, opts: ProveOptions, compile_case: Callable[..., Any]
) -> str:
    """The whole proof file; raises ``SplitProofError`` / ``SketchError`` where there is none
    (the strict case not certified or not compiled, the edge not a top-term sum, a replay
    that fails).  ``compile_case`` is :func:`wzprove.pipeline.split._compile_case` (passed
    in: that module calls this one)."""
    from wzprove.sketch.build import lemma_then_theorem
    from wzprove.sketch.hygiene import unfit_reason
    from wzprove.sketch.hyp_top import (
        edge_cases,
        replay_top_wrapper,
        top_lemma_text,
        top_wrapper,
    )
    from wzprove.sketch.split_proof import SplitProofError

    if identity.statement is None:
        raise SplitProofError("the statement has no Lean text")
    strict, edge = edge_cases(identity, done.split)
    top, top_body = top_lemma_text(identity, edge)  # the cheap part first
    outcome = run_engine(strict.identity, opts)
    if outcome.status != "certified" or outcome.result is None:
        raise SplitProofError(f"case {strict.substitution}: {outcome.message}")
    lemma, body = compile_case(identity, strict, outcome.result.certificate, opts)
    wrapper = top_wrapper(identity, top, lemma, done.split.new_variable)
    text = lemma_then_theorem(identity, body + "\n" + top_body, wrapper)
    replay_top_wrapper(text, identity.name)
    unfit = unfit_reason(text, identity, ())
    if unfit:
        raise SplitProofError(unfit.replace("the compiled proof", "the edge's proof", 1))
    return text

"""The proof file of a statement certified through a hypothesis' case whose ``Ico`` sums were
moved to ``range`` (:func:`wzprove.pipeline.split._moved_case`; LCI Gould_identity_1_132):
the case lemma (the sides so rewritten, one sum each over ``range``) certified again by the
linearity stage and compiled by :func:`wzprove.sketch.complete_linear.linear_proof`, the
user's theorem by :mod:`wzprove.sketch.hyp_moved_proof`.  Called by
:func:`wzprove.pipeline.split._split_proof_text`."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from wzprove.pipeline.options import ProveOptions


def moved_proof_text(identity: Any, done: Any, opts: ProveOptions, compiled: Any) -> str:
    """The whole proof file; raises ``SplitProofError`` / ``SketchError`` where there is none
    (the lemma not certified by linearity, not compiled, or a replay that fails).
    ``compiled(lemma, certificate, opts)`` is :func:`wzprove.pipeline.split._compiled` (passed
    in: this module is imported by that one)."""
    from wzprove.model.identity import Identity, Term, substitute
    from wzprove.model.terms import Variable
    from wzprove.sketch.build import lemma_then_theorem
    from wzprove.sketch.hygiene import unfit_reason
    from wzprove.sketch.hyp_moved_proof import moved_exact, moved_plan, replay_moved_wrapper
    from wzprove.sketch.hyp_proof import _expected
    from wzprove.sketch.split_proof import SplitProofError

    if identity.statement is None:
        raise SplitProofError("the statement has no Lean text")
    (case,) = done.split.cases
    v, j = done.split.variable, done.split.new_variable
    found = [x for x in _expected(identity, v, j) if x[1] == case.value]
    if not found:
        raise SplitProofError(f"case {case.substitution}: no hypothesis gives it")
    lines, sides, variables, congrs = moved_plan(identity, v, found[0][1], j, found[0][2])
    # the lemma's own names: the recurrence variable n, no m / k / j (complete_operator; the
    # engine's compiler, for a closed right side, only needs the summation index k free)
    names = {j: "n"} | {x: x for x in variables if x != j}
    taken = {"k"} if congrs[1] is None else {"m", "k", "j"}
    if set(names.values()) & taken or len(set(names.values())) != len(names):
        raise SplitProofError("the case lemma's variables would need other names")
    lemma_sides = []
    for s in sides:
        for x in variables:
            s = substitute(s, x, Term.var(f"#{x}"))
        for x in variables:
            s = substitute(s, f"#{x}", Term.var(names[x]))
        lemma_sides.append(s)
    lemma_name = f"{identity.name}_case0"
    lemma = Identity(
        lemma_name,
        [Variable(names[x], "ℕ", "explicit") for x in variables],
        [],
        lemma_sides[0],
        lemma_sides[1],
        identity.domain,
    )
    from wzprove.sketch.split_proof import case_lemma

    read = case_lemma(identity, replace(case, identity=lemma))
    if congrs[1] is None:  # a closed right side: the lemma by the engine and its compiler
        body = _engine_lemma(read, opts, compiled)
    else:
        body = _linear_lemma(read, opts)
    index = sides[0].value.index
    wrapper = [*lines, moved_exact(read.name, variables, congrs, index)]
    text = lemma_then_theorem(identity, body, wrapper)
    replay_moved_wrapper(text, identity.name)
    unfit = unfit_reason(text, identity, ())
    if unfit:
        raise SplitProofError(unfit.replace("the compiled proof", "the split's proof", 1))
    return text


def _engine_lemma(read: Any, opts: ProveOptions, compiled: Any) -> str:
    """The case lemma with a closed right side (the hockey stick ``∑ k ∈ range (j + 1),
    C(m + k, m) = C(m + j + 1, m + 1)``): certified by the engine, its complete proof by the
    compiler (``compiled``, which replays it)."""
    from wzprove.pipeline.engine import run_engine
    from wzprove.sketch.split_proof import SplitProofError

    outcome = run_engine(read.identity, opts)
    if outcome.status != "certified" or outcome.result is None:
        raise SplitProofError(f"the case lemma is not certified again: {outcome.message}")
    return compiled(read, outcome.result.certificate, opts)[1]


def _linear_lemma(read: Any, opts: ProveOptions) -> str:
    """The case lemma (one sum each side) certified by the linearity stage and compiled by
    :func:`wzprove.sketch.complete_linear.linear_proof`, its section flattened."""
    from wzprove.pipeline.linear import certify_linear
    from wzprove.sketch.common import DEFAULT_HEADER
    from wzprove.sketch.complete_linear import linear_proof
    from wzprove.sketch.linear_common import LinearProofError
    from wzprove.sketch.split_proof import SplitProofError

    outcome = certify_linear(read.identity, opts)
    if outcome is None or outcome.status != "certified" or outcome.record is None:
        raise SplitProofError("the case lemma is not certified by linearity again")
    try:
        body = linear_proof(read.identity, outcome.record, time.monotonic() + opts.timeout_s)
    except LinearProofError as exc:
        raise SplitProofError(f"the case lemma: {exc}") from exc
    if not body.startswith(DEFAULT_HEADER):
        raise SplitProofError("the case lemma's proof has another header")
    body = body[len(DEFAULT_HEADER) :].strip() + "\n"
    opens = DEFAULT_HEADER[DEFAULT_HEADER.index("open") :].strip()
    inner = "section\n" + opens + "\n\n"
    if body.startswith(inner) and "\nend\n" in body:  # the lemma's own section, flattened
        body = body[len(inner) :].replace("\nend\n", "\n", 1)
    return body

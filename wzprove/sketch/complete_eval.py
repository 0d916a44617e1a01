"""Complete proofs of closed sums (certificate method ``evaluation``): ``∑ k ∈ Finset.range N,
F k = r`` with a numeral ``N`` and no variable.

The proof is one case of the initial values of :func:`wzprove.sketch.complete._init`::

    have hval : ∑ k ∈ Finset.range N, F k = r := by
      rw [Finset.sum_range_succ, …, Finset.sum_range_one]   -- N - 1 times, then once
      <a linear-combination block: F 0 + … + F (N - 1) = r>
    exact hval

``Finset.sum_range_succ`` (``∑ x ∈ range (n + 1), f x = ∑ x ∈ range n, f x + f n``) and
``Finset.sum_range_one`` (``∑ k ∈ range 1, f k = f 0``), Mathlib
``Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean``, leave ``F 0 + F 1 + … + F (N - 1)``
(left-associated); the equation is closed by :func:`wzprove.sketch.lincomb.combination`
(numeral binomials, factorials and powers by their values, each checked here and written as a
``decide`` / ``norm_num`` fact).  The sum is also evaluated here exactly before anything is
written.  The replay re-reads the block (:func:`wzprove.sketch.replay_init.closed_sum`) and
checks that ``exact hval`` closes the theorem's statement
(:func:`wzprove.sketch.replay_init.exact_have`).
"""

from __future__ import annotations

from wzprove.model.identity import SumBinder, Term
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError
from wzprove.sketch.common import SketchError, _Ctx, _Plan
from wzprove.sketch.lincomb import combination
from wzprove.sketch.terms import at

#: closed sums with more terms are left to the sketch (each term is one rewrite)
MAX_TERMS = 40


def complete_eval_plan(ctx: _Ctx) -> _Plan:
    """The complete proof of the closed sum ``ctx`` (module docstring).  Raises
    :class:`SketchError` (or :class:`~wzprove.sketch.atoms.AtomError`) outside that shape."""
    binder = ctx.sum_term.value
    assert isinstance(binder, SumBinder)
    lo, hi = ctx.sum_term.args[:2]
    if binder.kind != "range" or lo != Term.lit(0) or hi.op != "lit":
        raise SketchError(
            "a closed sum needs ∑ over Finset.range N with a numeral N", "out-of-scope"
        )
    if ctx.cast or ctx.swapped or ctx.identity.hypotheses:
        raise SketchError(
            "a closed sum is proved as stated: ∑ on the left, in ℚ or ℝ, no hypotheses",
            "out-of-scope",
        )
    count = int(hi.value)  # type: ignore[arg-type]
    if not 1 <= count <= MAX_TERMS:
        raise SketchError(f"a closed sum of {count} terms is not written out", "out-of-scope")
    K, k = ctx.field_ty, ctx.k
    parts = [at(ctx.F, {k: Term.lit(kv)}) for kv in range(count)]
    total = parts[0]
    for p in parts[1:]:
        total = Term("add", (total, p), K)
    try:
        ok = evaluate(Term("eq", (total, ctx.rhs), "Prop"), {}) is True
    except EvaluationError as err:
        raise SketchError(f"the closed sum cannot be evaluated: {err}", "failed") from err
    if not ok:
        raise SketchError("the closed sum is not the right side", "failed")
    step = combination(total, ctx.rhs, K, ctx.types, "e", deadline=ctx.deadline)
    rw = ", ".join(["Finset.sum_range_succ"] * (count - 1) + ["Finset.sum_range_one"])
    name = "hval"  # a closed statement: no variable or hypothesis names to avoid
    stmt = f"{ctx.r(ctx.sum_term)} = {ctx.r(ctx.rhs)}"
    blocks = [(name, "initial-value", stmt, [f"rw [{rw}]", *step.lines(K)])]
    header = [
        "/- wzprove proof (complete): the closed sum written out by Finset.sum_range_succ and",
        "   its value; each value and the linear_combination's coefficients were computed and",
        "   checked exactly in Python and replayed from this text; no Lean kernel has checked",
        "   this file here. -/",
    ]
    return _Plan("", [], [], header, [f"exact {name}"], note="complete", blocks=blocks)

"""The closing lines of a telescoper proof whose statement is not over ``range (u n + 1)``:
``range (u n)`` / ``Ico 0 n`` (drop the last term of the proved ``range (u n + 1)`` sum) and
``Ico 1 (n + 1)`` over a field (the term at ``k = 0`` joins the right side).  Used by
:func:`wzprove.sketch.complete.complete_plan`; the replay models both
(:mod:`wzprove.sketch.replay_steps`, ``RANGE_RWS``)."""

from __future__ import annotations

from wzprove.model.identity import Term
from wzprove.sketch.common import SketchError, _Ctx


def finish_range_n(ctx: _Ctx, rhs: Term, proof: str, ico: bool = False) -> list[str]:
    """The closing lines of a ``range (u n)`` statement (``range n``, ``range (2 * n)``, or
    ``Ico 0 n``): ``proof`` gives the ``range (u n + 1)`` sum as ``r n + F n (u n)``;
    ``Finset.sum_range_succ`` and ``add_right_cancel`` drop the last term (cast back and
    flipped as the statement needs)."""
    k, r, key = ctx.k, ctx.r, ctx.names["key"]
    top = f"{r(ctx.u if ctx.u is not None else Term.var(ctx.n))} + 1"
    stmt = f"∑ {k} ∈ Finset.range ({top}), {r(ctx.F)} = {r(rhs)}"
    tail = "exact_mod_cast" if ctx.cast else "exact"
    flip = ".symm" if ctx.swapped else ""
    return [
        *(["rw [Nat.Ico_zero_eq_range]"] if ico else []),
        f"have {key} : {stmt} := {proof}",
        f"rw [Finset.sum_range_succ] at {key}",
        f"{tail} (add_right_cancel {key}){flip}",
    ]


def finish_ico_one(ctx: _Ctx, rhs: Term, proof: str) -> list[str]:
    """The closing lines of an ``Ico 1 (n + 1)`` statement over a field: ``proof`` gives the
    ``range (n + 1)`` sum as ``r n + F n 0``; ``Finset.sum_Ico_eq_sub`` (Mathlib
    ``Algebra/BigOperators/Intervals.lean``, an additive group) and ``Finset.sum_range_one``
    write the statement's sum as that sum minus ``F n 0``, and ``linear_combination`` ends."""
    if ctx.cast:
        raise SketchError("an Ico 1 sum is compiled for ℚ / ℝ statements only", "out-of-scope")
    n, k, r, key = ctx.n, ctx.k, ctx.r, ctx.names["key"]
    stmt = f"∑ {k} ∈ Finset.range ({n} + 1), {r(ctx.F)} = {r(rhs)}"
    sign = f"(-1 : {ctx.field_ty}) * " if ctx.swapped else ""
    return [
        f"have {key} : {stmt} := {proof}",
        f"rw [Finset.sum_Ico_eq_sub _ (show 1 ≤ {n} + 1 by omega), Finset.sum_range_one]",
        f"linear_combination {sign}{key}",
    ]

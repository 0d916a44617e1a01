"""Complete Gosper proofs of sums over ``Ico L hi`` (``L ≥ 1``), the step inside the range
(A = B, ch. 5; issue 14 item 3).

Gould 2.8, ``Σ_(1 ≤ k < 2n) (-1)^(k-1) k / C(2n, k) = n / (n + 1)``: Gosper's ``G = R·f``
satisfies ``f(k) = G(k + 1) - G(k)`` only where ``C(2n, k + 1) ≠ 0`` (``x / 0 = 0`` in Lean past
the range).  With ``H(k) = G(k + 1)`` written as ``S(k)·f(k + 1 - b)``
(:func:`wzprove.sketch.complete.h_term`, no value at a pole, no ``if``) the proof applies
``Prover.sum_Ico_succ_eq_of_step_lt`` (``Prover/Telescope.lean``)::

    (hhi : hi = b + 1) (hab : a ≤ b) (hstep : ∀ k, k < b → t (k + 1) = H (k + 1) - H k) :
    ∑ k ∈ Finset.Ico (a + 1) hi, t k = H b - H a

with ``a = L - 1`` and ``b = hi - 1`` as a term (``hi = c·x + d``, ``d ≥ 1``:
:func:`wzprove.sketch.complete_gosper.ico_top`; ``hi = 2 * n`` is first split at ``n = 0`` by
:mod:`wzprove.sketch.param_zero`, whose case ``n = 0`` is the empty sum).  ``hhi`` and
``hab`` are ``(by omega)`` (linear, no hypotheses); ``hstep`` is proved under ``k < b`` (the
positivity of the binomials in the range, :mod:`wzprove.sketch.lincomb`) and ``hclosed`` is
``H b - H a = rhs``; both are :func:`wzprove.sketch.lincomb.combination` s, replayed from the
text, and the closing application is checked against the theorem's statement
(:mod:`wzprove.sketch.replay_apply`).
"""

from __future__ import annotations

import sympy

from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.common import SketchError, _Ctx, _nat_lit, _Plan
from wzprove.sketch.complete import ScaleBy, hypergeometric_part
from wzprove.sketch.complete_gosper import B_SHIFTS, _arg, _h_term, ico_top
from wzprove.sketch.lincomb import combination
from wzprove.sketch.shift_start import obtain_lines, shifted, start_shifts
from wzprove.sketch.terms import ClosedFormError, at, shift

THEOREM = "sum_Ico_succ_eq_of_step_lt"


def ico_plan(ctx: _Ctx, X: Term, opening: tuple[str, ...] = ()) -> _Plan:
    """The complete proof of the Gosper-summable ``ctx`` over ``Ico L hi`` with
    ``hi = X + 1`` (module docstring).  Raises :class:`SketchError` / :class:`AtomError` /
    :class:`ClosedFormError` where it does not compile.

    A denominator of ``H`` free of ``k`` that vanishes at small values of a variable moves
    the variable's start as in :mod:`wzprove.sketch.shift_start`, after the lines
    ``opening``."""
    K, k, r = ctx.field_ty, ctx.k, ctx.r
    lo, hi = ctx.sum_term.args[:2]
    L = _nat_lit(lo)
    if L is None or L < 1:
        raise SketchError("an Ico sum from a numeral L ≥ 1 is compiled here", "out-of-scope")
    a = Term.lit(L - 1)
    k1 = shift(k, 1)
    errors = []
    scale: list[sympy.Expr] = []
    strips = (False, True) if hypergeometric_part(ctx) is not None else (False,)
    for strip, b in [(s, b) for s in strips for b in B_SHIFTS]:
        try:
            H = _h_term(ctx, b, strip)
            step = combination(
                at(ctx.F, {k: k1}),
                Term("sub", (at(H, {k: k1}), H), K),
                K,
                ctx.types,
                "s",
                hyps=((Term.var(k), X),),  # k < b: inside the range
                deadline=ctx.deadline,
            )
            left = Term("sub", (at(H, {k: X}), at(H, {k: a})), K)
            closed = combination(left, ctx.rhs, K, ctx.types, "s", deadline=ctx.deadline)
            break
        except ScaleBy as err:
            scale.append(err.factor)
            errors.append(f"b = {b}{' without P' if strip else ''}: {err}")
        except (AtomError, ClosedFormError) as err:
            errors.append(f"b = {b}{' without P' if strip else ''}: {err}")
    else:
        if scale and not opening:
            moved = shifted(ctx, start_shifts(ctx, scale[:1]))
            lines = tuple(obtain_lines(moved.moves))
            return ico_plan(moved, ico_top(moved.sum_term.args[1]), lines)
        raise SketchError(
            "no closed form of H compiles over Ico: " + "; ".join(errors[:3]), "out-of-scope"
        )
    blocks: list[tuple[str, str, str, list[str]]] = [
        (
            "hstep",
            "wz-equation",
            f"∀ {k} : ℕ, {k} < {r(X)} → {r(at(ctx.F, {k: k1}))} = "
            f"{r(Term('sub', (at(H, {k: k1}), H), K))}",
            [f"intro {k} hk", *step.lines(K)],
        ),
        ("hclosed", "boundary", f"{r(left)} = {r(ctx.rhs)}", closed.lines(K)),
    ]
    proof = (
        f"(Prover.{THEOREM} (fun {k} => {r(ctx.F)}) (fun {k} => {r(H)}) {r(a)} {_arg(r(X))} "
        f"{_arg(r(hi))} (by omega) (by omega) hstep).trans hclosed"
    )
    if ctx.cast or ctx.swapped:
        stmt = f"∑ {k} ∈ Finset.Ico {_arg(r(lo))} {_arg(r(hi))}, {r(ctx.F)} = {r(ctx.rhs)}"
        tail = "exact_mod_cast" if ctx.cast else "exact"
        closing = [f"have key : {stmt} := {proof}", f"{tail} key{'.symm' if ctx.swapped else ''}"]
    else:
        closing = [f"exact {proof}"]
    lines = [
        "/- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5) over Ico, the step",
        f"   inside the range, closed by Prover.{THEOREM} with H(k) = G(k + 1) in closed form.",
        "   Written from the verified certificate: each linear_combination's coefficients and",
        "   each evaluation were computed and checked exactly in Python and replayed from this",
        "   text; no Lean kernel has checked this file here. -/",
        *opening,
    ]
    return _Plan(f"Prover.{THEOREM}", [], [], lines, closing, note="complete", blocks=blocks)

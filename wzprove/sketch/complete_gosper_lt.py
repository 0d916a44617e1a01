"""Complete Gosper proofs whose step holds only inside the range (A = B, ch. 5).

:mod:`wzprove.sketch.complete_gosper` proves ``f(k+1) = H(k+1) - H(k)`` for *every* ``k``.
For a summand with a binomial in the denominator, ``(-1)^k / C(n, k)``, that fails past the
range: ``f(n + 1) = 0`` (``x / 0 = 0`` in Lean) while ``H(n + 1) - H(n) = -H(n) ≠ 0``.  Here
the proof applies ``Prover.sum_range_succ_eq_of_step_zero_lt`` (``Prover/Telescope.lean``)::

    (h0 : t 0 = H 0) (hstep : ∀ k, k < n → t (k + 1) = H (k + 1) - H k) :
    ∑ k ∈ Finset.range (n + 1), t k = H n

with ``t = f`` and ``H(k) = G(k + 1) - G(0)`` (``G = R·f``; ``H(k) = S(k)·f(k + 1 - b)`` as in
:func:`wzprove.sketch.complete.h_term`, ``G(0)`` by :func:`wzprove.sketch.complete._minus_g0`),
so that ``t 0 = H 0`` holds; ``hstep`` is proved under ``k < X`` (the positivity of the
binomials in the range, :mod:`wzprove.sketch.lincomb`), and ``hclosed`` is ``H X = rhs``.
Each of ``h0``, ``hstep``, ``hclosed`` is a :func:`wzprove.sketch.lincomb.combination`; the
replay re-reads them and the closing application (``CLOSERS``).  Only ``range (X + 1)`` (and
what :func:`wzprove.sketch.complete_gosper._upper` rewrites to it) is compiled.
"""

from __future__ import annotations

import sympy

from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.common import SketchError, _Ctx, _Plan
from wzprove.sketch.complete import ScaleBy, _minus_g0, hypergeometric_part
from wzprove.sketch.complete_gosper import B_SHIFTS, _arg, _finish, _h_term, _upper
from wzprove.sketch.complete_gosper_ico import ico_plan
from wzprove.sketch.lincomb import combination
from wzprove.sketch.shift_start import obtain_lines, shifted, start_shifts
from wzprove.sketch.terms import ClosedFormError, at, shift

THEOREM = "sum_range_succ_eq_of_step_zero_lt"


def complete_gosper_lt_plan(ctx: _Ctx, opening: tuple[str, ...] = ()) -> _Plan:
    """The complete proof of a Gosper-summable ``ctx`` with the step inside the range
    (module docstring).  Raises :class:`SketchError` / :class:`AtomError` outside it.

    Where the closed form of ``H`` has a denominator free of ``k`` that vanishes at small
    values of a variable (``n`` in ``C(n, k) / C(2n - 1, k)`` under ``n ≥ 1``), the proof is
    that of the statement with the variable's start moved past them
    (:mod:`wzprove.sketch.shift_start`), after the lines ``opening``."""
    K, k, r = ctx.field_ty, ctx.k, ctx.r
    form, X, pre = _upper(ctx)
    if form == "ico":
        return ico_plan(ctx, X, opening)
    if form != "range":
        raise SketchError("the step inside the range is compiled for range (X + 1) or Ico")
    zero, k1 = Term.lit(0), shift(k, 1)
    errors = []
    scale: list[sympy.Expr] = []
    strips = (False, True) if hypergeometric_part(ctx) is not None else (False,)
    for strip, b in [(s, b) for s in strips for b in B_SHIFTS]:
        try:
            H = _minus_g0(ctx, ctx.R, _h_term(ctx, b, strip), strip)
            h0 = combination(at(ctx.F, {k: zero}), at(H, {k: zero}), K, ctx.types, "s")
            step = combination(
                at(ctx.F, {k: k1}),
                Term("sub", (at(H, {k: k1}), H), K),
                K,
                ctx.types,
                "s",
                hyps=((Term.var(k), X),),  # k < X: inside the range
                deadline=ctx.deadline,
            )
            closed = combination(at(H, {k: X}), ctx.rhs, K, ctx.types, "s", deadline=ctx.deadline)
            break
        except ScaleBy as err:
            scale.append(err.factor)
            errors.append(f"b = {b}{' without P' if strip else ''}: {err}")
        except (AtomError, ClosedFormError) as err:
            errors.append(f"b = {b}{' without P' if strip else ''}: {err}")
    else:
        if scale and not opening:
            shifts = start_shifts(ctx, scale[:1])
            return complete_gosper_lt_plan(shifted(ctx, shifts), tuple(obtain_lines(shifts)))
        raise SketchError(
            "no closed form of H compiles inside the range: " + "; ".join(errors[:3]),
            "out-of-scope",
        )
    blocks: list[tuple[str, str, str, list[str]]] = [
        ("h0", "initial-value", f"{r(at(ctx.F, {k: zero}))} = {r(at(H, {k: zero}))}", h0.lines(K)),
        (
            "hstep",
            "wz-equation",
            f"∀ {k} : ℕ, {k} < {r(X)} → {r(at(ctx.F, {k: k1}))} = "
            f"{r(Term('sub', (at(H, {k: k1}), H), K))}",
            [f"intro {k} hk", *step.lines(K)],
        ),
        ("hclosed", "boundary", f"{r(at(H, {k: X}))} = {r(ctx.rhs)}", closed.lines(K)),
    ]
    lemma = (
        f"(Prover.{THEOREM} (fun {k} => {r(ctx.F)}) (fun {k} => {r(H)}) {_arg(r(X))} h0 hstep)"
        ".trans hclosed"
    )
    lines = [
        "/- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), the step inside the",
        f"   range, closed by Prover.{THEOREM} with H(k) = G(k + 1) - G(0) in closed form.",
        "   Written from the verified certificate: each linear_combination's coefficients and",
        "   each evaluation were computed and checked exactly in Python and replayed from this",
        "   text; no Lean kernel has checked this file here. -/",
        *opening,
    ]
    closing = [*pre, *_finish(ctx, "range", X, lemma)]
    return _Plan(f"Prover.{THEOREM}", [], [], lines, closing, note="complete", blocks=blocks)

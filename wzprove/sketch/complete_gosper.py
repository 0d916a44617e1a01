"""Complete proofs of Gosper-summable sums (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 5).

Gosper's certificate ``R`` gives the antidifference ``G = R·f`` with ``f(k) = G(k+1) - G(k)``.
As for creative telescoping (:mod:`wzprove.sketch.complete`) the proof uses ``H(k) = G(k+1)``
written as ``S(k)·f(k + 1 - b)`` with ``S`` rational and a denominator positive as written,
so that ``H`` needs no value at a pole and no ``if k = 0``; ``Prover.sum_range_succ_eq_of_step``
turns ``f(k+1) = H(k+1) - H(k)`` (for every ``k``) into
``∑ k ∈ range (m + 1), f k = f 0 + (H m - H 0)``, and the closed form is the equation
``f 0 + (H m - H 0) = rhs`` between terms.  Both equations are closed by
:func:`wzprove.sketch.lincomb.combination`.

Ranges: ``range (X + 1)`` (and ``range (X + c)``, the same at ``X + (c - 1)``), ``Icc 0 X``
(moved to ``range (X + 1)``) and ``range X`` for a
variable ``X`` (``cases X``: the empty sum is ``0 = rhs(0)``); ``Icc 1 X`` for any ``X`` by
``Prover.sum_Icc_one_eq_of_step`` (``∑ k ∈ Icc 1 X, f k = H X - H 0`` from the same step, so
the closed form is ``H X - H 0 = rhs``).
"""

from __future__ import annotations

import sympy

from wzprove.model.identity import SumBinder, Term
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.common import SketchError, _Ctx, _linear, _nat_lit, _Plan
from wzprove.sketch.complete import ScaleBy, h_term, hypergeometric_part
from wzprove.sketch.hyp_denominator import hyp_h_term
from wzprove.sketch.hyp_nonzero import ne_hyps
from wzprove.sketch.lincomb import combination
from wzprove.sketch.shift_start import obtain_lines, shifted, start_shifts
from wzprove.sketch.terms import ClosedFormError, at, shift

#: shifts ``b`` of ``H(k) = S·f(k + 1 - b)``, simplest first
B_SHIFTS = (1, 0, -1, 2, -2)


def _h_term(ctx: _Ctx, b: int, strip: bool) -> Term:
    """``H(k) = R(k+1)·f(k+1)`` written as ``S(k)·f(k + 1 - b)``, or with ``strip`` as
    ``S'(k)·B(k + 1 - b)`` for ``f = P·B`` (:func:`wzprove.sketch.complete.h_term` with no
    shift in ``n``)."""
    if 1 - b < 0:
        raise ClosedFormError("H would need f at k - 1")
    return h_term(ctx, ctx.R, 0, b, strip)


def _upper(ctx: _Ctx) -> tuple[str, Term, list[str]]:
    """(form, X, lines before the sum is rewritten): ``range`` with ``range (X + 1)``,
    ``cases`` with ``range X`` for a variable ``X``, ``Icc`` with ``Icc 0 X``."""
    binder = ctx.sum_term.value
    assert isinstance(binder, SumBinder)
    lo, hi = ctx.sum_term.args[:2]
    if binder.kind == "range":
        if hi.op == "add" and hi.args[1].op == "lit" and hi.args[1].value == 1:
            return "range", hi.args[0], []
        if hi.op == "add" and hi.args[1].op == "lit" and hi.args[1].value > 1:
            # `range (X + c)` is `range (X + (c - 1) + 1)` (Nat.add unfolds on a numeral)
            c = int(hi.args[1].value)  # type: ignore[arg-type]
            return "range", Term("add", (hi.args[0], Term.lit(c - 1)), "ℕ"), []
        if hi.op == "var" and hi.type == "ℕ":
            return "cases", hi, []
    if binder.kind == "Icc" and lo.op == "lit" and lo.value == 0:
        return "range", hi, ["rw [Prover.sum_Icc_zero_eq_sum_range]"]
    if binder.kind == "Icc" and lo.op == "lit" and lo.value == 1:  # any upper bound
        return "icc1", hi, []
    if binder.kind == "Ico" and lo.op == "lit" and lo.value == 0:  # `Ico 0 = range`
        if hi.op == "add" and hi.args[1].op == "lit" and hi.args[1].value == 1:
            return "range", hi.args[0], ["rw [Nat.Ico_zero_eq_range]"]
        if hi.op == "var" and hi.type == "ℕ":
            return "cases", hi, ["rw [Nat.Ico_zero_eq_range]"]
    if binder.kind == "Ico" and (_nat_lit(lo) or 0) >= 1:
        # `Ico (a + 1) hi` with `hi = b + 1` (complete_gosper_lt, Prover.sum_Ico_succ_eq_of_step_lt)
        return "ico", ico_top(hi), []
    raise SketchError(
        f"complete Gosper proofs need ∑ over range (X + 1), range X, Icc 0 X, Icc 1 X, "
        f"Ico 0 _ or Ico L (c·x + d) with L, d ≥ 1, not {binder.kind}",
        "out-of-scope",
    )


def complete_gosper_plan(ctx: _Ctx, opening: tuple[str, ...] = ()) -> _Plan:
    """The complete proof of a Gosper-summable ``ctx`` (module docstring).  Raises
    :class:`SketchError` / :class:`AtomError` outside what is compiled.

    Where the closed form of ``H`` has a denominator free of ``k`` that vanishes at small
    values of a variable, the proof is that of the statement with the variable's start
    moved past them (:mod:`wzprove.sketch.shift_start`), after the lines ``opening``."""
    # hypotheses are not used: the equations are proved for every value (where the identity
    # needs them, a step does not check and the sketch is written instead); only a start
    # they give may be moved (shift_start)
    K, k, r = ctx.field_ty, ctx.k, ctx.r
    form, X, pre = _upper(ctx)
    if form == "ico":
        raise SketchError("an Ico sum is compiled with the step inside the range")
    errors = []
    scale: list[sympy.Expr] = []
    # f's own closed form first at every shift, then B's (f = P·B)
    strips = (False, True) if hypergeometric_part(ctx) is not None else (False,)
    hyps = ne_hyps(ctx.identity, K)  # `x ≠ 1` clears the denominator `x - 1` (hyp_nonzero)
    for strip, b in [(s, b) for s in strips for b in B_SHIFTS]:
        try:
            try:
                H = _h_term(ctx, b, strip)
            except ScaleBy as err:
                H = hyp_h_term(ctx, b, strip, hyps, err)  # else `err` again
            k1 = shift(k, 1)
            step = combination(
                at(ctx.F, {k: k1}),
                Term("sub", (at(H, {k: k1}), H), K),
                K,
                ctx.types,
                "s",
                deadline=ctx.deadline,
                nonzero=hyps,
            )
            break
        except ScaleBy as err:
            scale.append(err.factor)
            why = f"the denominator {err.factor} of H may vanish"
            errors.append(f"b = {b}{' without P' if strip else ''}: {why}")
        except (AtomError, ClosedFormError) as err:
            errors.append(f"b = {b}{' without P' if strip else ''}: {err}")
    else:
        if scale and not opening:
            shifts = start_shifts(ctx, scale[:1])
            return complete_gosper_plan(shifted(ctx, shifts), tuple(obtain_lines(shifts)))
        raise SketchError("no closed form of H compiles: " + "; ".join(errors[:3]), "out-of-scope")
    zero = Term.lit(0)
    blocks: list[tuple[str, str, str, list[str]]] = []
    blocks.append(
        (
            "hstep",
            "wz-equation",
            f"∀ {k} : ℕ, {r(at(ctx.F, {k: shift(k, 1)}))} = "
            f"{r(Term('sub', (at(H, {k: shift(k, 1)}), H), K))}",
            [f"intro {k}", *step.lines(K)],
        )
    )
    if form == "cases":
        assert X.op == "var"
        x = str(X.value)
        rhs0 = at(ctx.rhs, {x: zero})
        empty = combination(
            Term.lit(0, K), rhs0, K, ctx.types, "s", deadline=ctx.deadline, nonzero=hyps
        )
        blocks.append(("hzero", "initial-value", f"(0 : {K}) = {r(rhs0)}", empty.lines(K)))
        m: Term = Term.var(x)
        rhs_m = at(ctx.rhs, {x: shift(x, 1)})
    else:
        m, rhs_m = X, ctx.rhs
    left = Term("sub", (at(H, {k: m}), at(H, {k: zero})), K)
    if form != "icc1":  # `Icc 1 X` has no term at 0 (Prover.sum_Icc_one_eq_of_step)
        left = Term("add", (at(ctx.F, {k: zero}), left), K)
    closed = combination(left, rhs_m, K, ctx.types, "s", deadline=ctx.deadline, nonzero=hyps)
    if form == "cases":  # stated for every predecessor: `cases` must not rewrite it
        blocks.append(
            (
                "hclosed",
                "boundary",
                f"∀ {r(m)} : ℕ, {r(left)} = {r(rhs_m)}",
                [f"intro {r(m)}", *closed.lines(K)],
            )
        )
        use = f"(hclosed {r(m)})"
    else:
        blocks.append(("hclosed", "boundary", f"{r(left)} = {r(rhs_m)}", closed.lines(K)))
        use = "hclosed"
    closer = "sum_Icc_one_eq_of_step" if form == "icc1" else "sum_range_succ_eq_of_step"
    lemma = (
        f"(Prover.{closer} (fun {k} => {r(ctx.F)}) (fun {k} => {r(H)}) hstep "
        f"{_arg(r(m))}).trans {use}"
    )
    closing = [*pre, *_finish(ctx, form, X, lemma)]
    lines = [
        "/- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by",
        f"   Prover.{closer} with H(k) = G(k + 1) in closed form.",
        "   Written from the verified certificate: each linear_combination's coefficients and",
        "   each evaluation were computed and checked exactly in Python and replayed from this",
        "   text; no Lean kernel has checked this file here. -/",
        *opening,
    ]
    return _Plan(f"Prover.{closer}", [], [], lines, closing, note="complete", blocks=blocks)


def ico_top(hi: Term) -> Term:
    """``b`` with ``hi = b + 1`` as ``omega`` proves it: ``hi = c·x + d`` (one ℕ variable ``x``,
    numerals, ``+``, products with a numeral) with ``d ≥ 1`` gives ``b = c·x + (d - 1)``.
    Raises :class:`SketchError` otherwise (``hi = 2 * n`` is ``0`` at ``n = 0``: the case
    ``n = 0`` is split off first, :mod:`wzprove.sketch.param_zero`)."""
    names = sorted(hi.free_vars())
    x = names[0] if len(names) == 1 else ""
    cd = _linear(hi, x) if len(names) <= 1 else None
    if cd is None or cd[1] < 1:
        raise SketchError("the Ico sum's upper bound is not c·x + d with d ≥ 1", "out-of-scope")
    c, d = cd
    if c == 0:
        return Term.lit(d - 1)
    v = Term.var(x, "ℕ")
    cx = v if c == 1 else Term("mul", (Term.lit(c), v), "ℕ")
    return cx if d == 1 else Term("add", (cx, Term.lit(d - 1)), "ℕ")


def _arg(s: str) -> str:
    return s if s.replace("_", "").isalnum() else f"({s})"


def _finish(ctx: _Ctx, form: str, X: Term, proof: str) -> list[str]:
    """The closing lines: ``proof`` proves the ``range (m + 1)`` (``Icc 1 X``) sum equal to
    the right side (as the compiled terms are written); a ℕ / ℤ statement is cast back, a
    flipped one flipped, a ``range X`` one split by ``cases``."""
    k, r = ctx.k, ctx.r
    flip = ".symm" if ctx.swapped else ""
    if form == "cases":
        x = str(X.value)
        body = r(ctx.F)
        zero_stmt = f"∑ {k} ∈ Finset.range 0, {body} = {r(at(ctx.rhs, {x: Term.lit(0)}))}"
        succ_stmt = f"∑ {k} ∈ Finset.range ({x} + 1), {body} = {r(at(ctx.rhs, {x: shift(x, 1)}))}"
        tail = "exact_mod_cast" if ctx.cast else "exact"
        return [
            f"cases {x} with",
            "| zero =>",
            f"  have key : {zero_stmt} := by rw [Finset.sum_range_zero]; exact hzero",
            f"  {tail} key{flip}",
            f"| succ {x} =>",
            f"  have key : {succ_stmt} := {proof}",
            f"  {tail} key{flip}",
        ]
    if ctx.cast or ctx.swapped:
        over = f"Finset.Icc 1 {_arg(r(X))}" if form == "icc1" else f"Finset.range ({r(X)} + 1)"
        stmt = f"∑ {k} ∈ {over}, {r(ctx.F)} = {r(ctx.rhs)}"
        tail = "exact_mod_cast" if ctx.cast else "exact"
        return [f"have key : {stmt} := {proof}", f"{tail} key{flip}"]
    return [f"exact {proof}"]

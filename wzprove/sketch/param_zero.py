"""A parameter's value 0 as its own case (issue 14): Gosper sums whose antidifference divides
by a parameter ``x`` that the hypotheses do not bound away from 0.

Gould 3.181, ``Σ_(k ≤ n) (-1)^k C(x + k, k + 1) C(x, n - k) = C(x, n + 1)``: Gosper's
``G = R·f`` has ``R = r(k) / x``, so ``H`` is wrong at ``x = 0`` (``x / 0 = 0`` in Lean) and
no start can be moved (:mod:`wzprove.sketch.shift_start` needs ``1 ≤ x`` from a hypothesis).
The proof splits on ``x`` first::

    rcases Nat.eq_zero_or_pos x with rfl | hxpos
    · have hz : ∀ k : ℕ, F(0, k) = 0 := by
        intro k
        rewrite [Nat.choose_eq_zero_of_lt (show U < L by omega)]
        simp
      have hr0 : ∀ n : ℕ, r(0, n) = 0 := by …
      exact (Finset.sum_eq_zero (fun k _ => hz k)).trans (hr0 n).symm
    obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + 1 := ⟨x - 1, by omega⟩
    … (the proof of the statement with x := x + 1, complete_gosper)

At ``x = 0`` both the summand and the right side vanish through a binomial ``C(U, L)`` with
``U < L`` for every value (``C(0 + k, k + 1)``, ``C(0, n + 1)``: Mathlib
``Nat.choose_eq_zero_of_lt``); ``Finset.sum_eq_zero`` (Mathlib ``∀ i ∈ s, f i = 0 →
∑ i ∈ s, f i = 0``) sums the zeros.  Only that shape is written: each ``U < L`` is checked here
as ``omega`` reads it, the vanishing as the replay reads it
(:func:`wzprove.sketch.replay_steps.vanishes`), and the replay re-reads the whole opening
(:mod:`wzprove.sketch.replay_split`).  The branch ``x ≥ 1`` is the moved statement, whose
``obtain`` ``omega`` proves from ``hxpos : 0 < x``.
"""

from __future__ import annotations

from wzprove.lean.render import render_term
from wzprove.model.identity import Term
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError, substitute
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.common import SketchError, _Ctx, _Plan
from wzprove.sketch.lincomb import combination
from wzprove.sketch.replay_steps import Omega, vanishes
from wzprove.sketch.shift_start import obtain_lines, shifted
from wzprove.sketch.terms import ClosedFormError


def zero_split_plan(ctx: _Ctx) -> _Plan:
    """The complete Gosper proof of ``ctx`` split on a parameter at 0 (module docstring).
    Raises :class:`SketchError` (or what the compiler raises) where it does not apply."""
    from wzprove.sketch.complete_gosper import complete_gosper_plan  # no import cycle
    from wzprove.sketch.complete_gosper_lt import complete_gosper_lt_plan

    if ctx.cast or ctx.swapped or ctx.moves:
        raise SketchError("a split on a parameter is compiled for ℚ / ℝ statements", "out-of-scope")
    errors = []
    for v in ctx.identity.variables:
        x = v.name
        if v.type != "ℕ" or x == ctx.k or x not in ctx.reading.symbols:
            continue
        try:
            zero = zero_branch(ctx, x)
        except SketchError as err:
            errors.append(f"{x} = 0: {err}")
            continue
        opening = (
            f"rcases Nat.eq_zero_or_pos {x} with rfl | h{x}pos",
            *zero,
            *obtain_lines({x: 1}),
        )
        for plan in (complete_gosper_plan, complete_gosper_lt_plan):
            try:  # the step for every k, or only inside the range
                return plan(shifted(ctx, {x: 1}), opening)
            except (SketchError, AtomError, ClosedFormError) as err:
                errors.append(f"{x} ≥ 1: {err}")
    raise SketchError("no split on a parameter at 0: " + "; ".join(errors), "out-of-scope")


def zero_branch(ctx: _Ctx, x: str) -> list[str]:
    """The bullet of the case ``x = 0`` (module docstring), or :class:`SketchError`."""
    binder = ctx.sum_term.value
    lo, hi = ctx.sum_term.args[:2]
    if getattr(binder, "kind", None) == "Ico":
        return empty_ico_branch(ctx, x)
    if getattr(binder, "kind", None) != "range" or lo != Term.lit(0):
        raise SketchError("the case x = 0 is written for ∑ over range")
    zero = Term.lit(0, "ℕ")
    f0 = substitute(ctx.F, x, zero)
    r0 = substitute(ctx.rhs, x, zero)
    k = ctx.k
    hz = _vanishing("hz", [k], f0, ctx)
    r_vars = sorted(r0.free_vars())
    if not r_vars or any(ctx.types.get(y) != "ℕ" for y in r_vars):
        raise SketchError("the right side at x = 0 has no ℕ variable to bind")
    hr0 = _vanishing("hr0", r_vars, r0, ctx)
    if hi.free_vars() - set(ctx.types):
        raise SketchError("the sum's bound names a variable outside the statement")
    args = " ".join(r_vars)
    close = f"exact (Finset.sum_eq_zero (fun {k} _ => hz {k})).trans (hr0 {args}).symm"
    lines = ["· " + hz[0], *("  " + y for y in hz[1:]), *("  " + y for y in hr0), "  " + close]
    return lines


def empty_ico_branch(ctx: _Ctx, x: str) -> list[str]:
    """The bullet of the case ``x = 0`` of ``∑ k ∈ Ico lo hi`` where ``Ico lo hi`` is empty at
    ``x = 0`` (``Ico 1 (2 * 0)``) and the right side is 0 there (``0 / (0 + 1)``)::

        · rw [Finset.Ico_eq_empty_of_le (show hi ≤ lo by norm_num), Finset.sum_empty]
          have hr0 : (0 : K) = rhs(0) := by
            linear_combination (norm := (push_cast; ring1)) …
          exact hr0

    (Mathlib ``Finset.Ico_eq_empty_of_le``, ``Finset.sum_empty``; the closed equation
    ``0 = rhs(0)`` is a linear-combination block of :func:`wzprove.sketch.lincomb.combination`
    — its numeral binomials, factorials and powers by their values, each a ``decide`` fact —
    left out where ``rhs(0)`` is the numeral ``0`` and ``rw`` closes the goal).  Checked here
    exactly (Lean's semantics): ``hi ≤ lo`` and ``rhs(0) = 0``; the replay re-reads the bullet
    and replays ``hr0`` as any other block (:mod:`wzprove.sketch.replay_split`)."""
    zero = Term.lit(0, "ℕ")
    lo, hi = (substitute(t, x, zero) for t in ctx.sum_term.args[:2])
    r0 = substitute(ctx.rhs, x, zero)
    if lo.free_vars() or hi.free_vars() or r0.free_vars():
        raise SketchError(f"the Ico bounds or the right side at {x} = 0 are not closed")
    try:
        empty = evaluate(Term("le", (hi, lo), "Prop"), {}) is True
        value = evaluate(r0, {})
    except EvaluationError as err:
        raise SketchError(f"the case {x} = 0 does not evaluate: {err}") from err
    if not empty or value != 0:
        raise SketchError(f"at {x} = 0 the Ico sum is not empty with the right side 0")
    rw = (
        f"· rw [Finset.Ico_eq_empty_of_le (show {render_term(hi)} ≤ {render_term(lo)} by "
        "norm_num), Finset.sum_empty]"
    )
    K = ctx.field_ty
    if r0 == Term.lit(0, K):
        return [rw]
    step = combination(Term.lit(0, K), r0, K, ctx.types, "e", deadline=ctx.deadline)
    have = [f"have hr0 : (0 : {K}) = {render_term(r0)} := by", *step.lines(K)]
    return [rw, *("  " + y if i == 0 else "    " + y for i, y in enumerate(have)), "  exact hr0"]


def _vanishing(name: str, binders: list[str], t: Term, ctx: _Ctx) -> list[str]:
    """``have name : ∀ binders, t = 0 := by intro …; rw [Nat.choose_eq_zero_of_lt …]; simp``
    where a binomial factor ``C(U, L)`` of ``t`` has ``U < L`` for every value."""
    omega = Omega.of([], ctx.types)
    for c in _binomials(t):
        U, L = c.args
        if omega.proves("<", U, L)[0] and vanishes(t, [c]):
            K = ctx.field_ty
            head = f"∀ {' '.join(binders)} : ℕ, " if binders else ""
            lt = f"{render_term(U)} < {render_term(L)}"
            return [
                f"have {name} : {head}({render_term(t)} : {K}) = 0 := by",
                f"  intro {' '.join(binders)}",
                f"  rewrite [Nat.choose_eq_zero_of_lt (show {lt} by omega)]",
                "  simp",
            ]
    raise SketchError(f"{render_term(t)} does not vanish through a binomial C(U, L) with U < L")


def _binomials(t: Term) -> list[Term]:
    out = [t] if t.op == "choose" else []
    for a in t.args:
        out += _binomials(a)
    return out

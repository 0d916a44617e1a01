"""A variable's start moved past the poles of a closed form (issue 14).

Gosper's antidifference ``G = R·f`` may have a denominator free of ``k`` that vanishes at a
small value of a variable: ``R = -k/n`` for ``Σ_k (-1)^k C(n, k)`` has the pole ``n = 0``.
Written for every ``n``, such an ``H`` is wrong there (``x / 0 = 0`` in Lean), and the step
``f(k+1) = H(k+1) - H(k)`` does not hold.  When the statement's hypotheses give ``x ≥ s0``
(``1 ≤ n``, ``m < n``) and every such denominator is positive as written once ``x = t + s0``,
the proof opens with

    obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + s0 := ⟨x - s0, by omega⟩

(``omega`` proves ``x = x - s0 + s0`` from the hypotheses; the ``rfl`` pattern substitutes
``x := x + s0`` in the goal and the hypotheses, ``x`` now a new variable), and the
construction runs on the statement with ``x`` replaced by ``x + s0``: every denominator is
then positive for every ``x``, and the compiled steps hold without a hypothesis.  The
replay checks the opening line and substitutes the goal the same way
(:mod:`wzprove.sketch.replay`).
"""

from __future__ import annotations

from dataclasses import replace

import sympy

from wzprove.model.identity import Term
from wzprove.model.terms import substitute
from wzprove.sketch.common import SketchError, _Ctx
from wzprove.sketch.positive import positive_form
from wzprove.sketch.replay_steps import Omega

#: the largest start a variable is moved to
MAX_START = 4


def start_shifts(ctx: _Ctx, factors: list[sympy.Expr]) -> dict[str, int]:
    """``{x: s0}``: for each factor (free of the summation index), the least ``s0`` with
    ``x ≥ s0`` implied by the statement's hypotheses (as ``omega`` reads them) that makes
    it positive as written after ``x := x + s0`` (earlier moves applied too).  Raises
    :class:`SketchError` when some factor has no such move."""
    omega = Omega.of(list(ctx.identity.hypotheses), ctx.types)
    symbols = ctx.reading.symbols
    naturals = {s for name, s in symbols.items() if ctx.types.get(name) == "ℕ" and name != ctx.k}
    shifts: dict[str, int] = {}

    def moved(e: sympy.Expr) -> sympy.Expr:
        return sympy.expand(
            e.subs({symbols[x]: symbols[x] + s for x, s in shifts.items()}, simultaneous=True)
        )

    for factor in factors:
        if positive_form(moved(factor), naturals):
            continue
        names = sorted(x for x, s in symbols.items() if s in factor.free_symbols and s in naturals)
        for x in names:
            if x in shifts:
                continue
            for s0 in range(1, MAX_START + 1):
                if not omega.proves("≤", Term.lit(s0), Term.var(x))[0]:
                    break
                shifts[x] = s0
                if positive_form(moved(factor), naturals):
                    break
                del shifts[x]
            if positive_form(moved(factor), naturals):
                break
        else:
            why = (
                "the hypotheses give no start past its zeros"
                if names
                else "it holds no natural-number variable whose start could move past its "
                "zeros, and the compiled proof does not divide by it under a hypothesis that "
                "it is nonzero"
            )
            raise SketchError(f"the denominator {factor} of H may vanish: {why}", "out-of-scope")
    return shifts


def hypothesis_starts(ctx: _Ctx, exclude: set[str]) -> dict[str, int]:
    """``{x: s0}`` for each ℕ variable ``x`` of the statement (but ``exclude``) whose
    hypotheses give ``x ≥ s0 ≥ 1`` (the largest such ``s0`` up to :data:`MAX_START`, as
    ``omega`` reads the hypotheses)."""
    omega = Omega.of(list(ctx.identity.hypotheses), ctx.types)
    out: dict[str, int] = {}
    for v in ctx.identity.variables:
        x = v.name
        if v.type != "ℕ" or x in exclude or x not in ctx.reading.symbols:
            continue
        s0 = 0
        while s0 < MAX_START and omega.proves("≤", Term.lit(s0 + 1), Term.var(x))[0]:
            s0 += 1
        if s0:
            out[x] = s0
    return out


def moved(e: sympy.Expr, ctx: _Ctx) -> sympy.Expr:
    """``e`` (over the reading's symbols) with the moves of ``ctx`` applied."""
    symbols = ctx.reading.symbols
    return e.subs({symbols[x]: symbols[x] + s for x, s in ctx.moves.items()}, simultaneous=True)


def shifted(ctx: _Ctx, shifts: dict[str, int]) -> _Ctx:
    """``ctx`` with each variable ``x`` of ``shifts`` replaced by ``x + s0`` (the statement's
    terms, the reading and the certificate's ``R``; the identity and its hypotheses stay,
    the recurrence is moved where it is read, :func:`moved`)."""
    F, rhs, other, sum_term = ctx.F, ctx.rhs, ctx.other, ctx.sum_term
    symbols = ctx.reading.symbols
    for x, s0 in shifts.items():
        v = Term("add", (Term.var(x, "ℕ"), Term.lit(s0, "ℕ")), "ℕ")
        F, rhs, other, sum_term = (substitute(t, x, v) for t in (F, rhs, other, sum_term))
    subs = {symbols[x]: symbols[x] + s for x, s in shifts.items()}
    reading = replace(
        ctx.reading,
        lhs=ctx.reading.lhs.subs(subs, simultaneous=True),
        rhs=None if ctx.reading.rhs is None else ctx.reading.rhs.subs(subs, simultaneous=True),
    )
    return replace(
        ctx,
        F=F,
        rhs=rhs,
        other=other,
        sum_term=sum_term,
        reading=reading,
        summand=ctx.summand.subs(subs, simultaneous=True),
        R=ctx.R.subs(subs, simultaneous=True),
        moves=dict(shifts),
    )


def obtain_lines(shifts: dict[str, int]) -> list[str]:
    """The opening lines of the moved proof, one per variable."""
    return [
        f"obtain ⟨{x}, rfl⟩ : ∃ t : ℕ, {x} = t + {s0} := ⟨{x} - {s0}, by omega⟩"
        for x, s0 in shifts.items()
    ]

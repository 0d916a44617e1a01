"""Gosper's antidifference with a denominator that a hypothesis ``a ≠ b`` keeps nonzero
(``x - 1`` under ``hx : x ≠ 1`` in the geometric sum; :mod:`wzprove.sketch.hyp_nonzero`)."""

from __future__ import annotations

import sympy

from wzprove.model.identity import Term
from wzprove.model.symbolic import to_sympy
from wzprove.sketch.common import _Ctx
from wzprove.sketch.complete import _h_factor
from wzprove.sketch.hyp_nonzero import NeHyp
from wzprove.sketch.positive import positive_form
from wzprove.sketch.terms import ClosedFormError, at, div, mul, rational_term, shift
from wzprove.wz.polyring import factor


def _reading(ctx: _Ctx, h: NeHyp) -> sympy.Expr:
    """``a - b`` over the reading's symbols."""
    d = to_sympy(h.diff).expr
    return d.xreplace({s: ctx.reading.symbols.get(s.name, s) for s in d.free_symbols})


def _matching(ctx: _Ctx, f: sympy.Expr, hyps: tuple[NeHyp, ...]) -> NeHyp | None:
    for h in hyps:
        try:
            d = _reading(ctx, h)
        except Exception:  # noqa: BLE001 - a hypothesis we cannot read clears nothing
            continue
        if sympy.expand(f - d) == 0 or sympy.expand(f + d) == 0:
            return h
    return None


def hyp_h_term(
    ctx: _Ctx, b: int, strip: bool, hyps: tuple[NeHyp, ...], scale: ClosedFormError
) -> Term:
    """Gosper's ``H(k) = R(k+1)·f(k+1)`` written ``S'(k)·f(k + 1 - b) / (a - b) / …`` where
    each factor of ``S`` 's denominator that is not positive as written is ``±(a - b)`` of a
    hypothesis ``a ≠ b`` (:mod:`wzprove.sketch.hyp_nonzero`).  Raises ``scale`` (the error of
    :func:`wzprove.sketch.complete.h_term`) when some factor is not of that kind."""
    S, base = _h_factor(ctx, ctx.R, 0, b, strip)
    naturals = {s for s in S.free_symbols if ctx.types.get(s.name) == "ℕ"}
    taken: list[tuple[NeHyp, int]] = []
    for f, e in sympy.factor_list(sympy.fraction(S)[1])[1]:
        if positive_form(sympy.expand(f), naturals):
            continue
        h = _matching(ctx, f, hyps)
        if h is None:
            raise scale
        taken.append((h, int(e)))
    if not taken:
        raise scale
    for h, e in taken:
        S = S * _reading(ctx, h) ** e
    S = factor(S)
    if 1 - b < 0:
        raise ClosedFormError("H would need f at k - 1")
    body = at(base, {ctx.k: shift(ctx.k, 1 - b)})
    K = ctx.field_ty
    out = body if S == 1 else mul(rational_term(S, ctx.types, K), body, K)
    for h, e in taken:
        for _ in range(e):  # `/ (a - b)` once per power, as the hypothesis writes it
            out = div(out, h.diff, K)
    return out

"""Finite support of a summand whose range has a parameter in it (initial values with parameters).

An initial value of a recurrence in ``n`` with a parameter ``r`` in the summation range,
``∑_{k=0}^{r} (-1)^k C(0, r - k)^2 C(2r, k)`` at ``n = 0``, has no fixed number of terms, so it
cannot be evaluated term by term.  When the summand is a product of binomials, powers with a
constant base and factors free of ``k``, and one binomial ``C(c, ±k + β)`` has a constant upper
argument ``c ≥ 0``, every term with ``±k + β`` outside ``0..c`` is 0 (``C(c, b) = 0`` for
``b < 0`` or ``b > c ≥ 0``; no other factor has a pole: they are binomials, powers of a nonzero
constant and constants), so the sum is its at most ``c + 1`` terms in the window
``k = w₀ .. w₀ + c``; likewise ``C(a, ±k + β)`` is 0 where ``±k + β < 0`` and
``C(k + α, b)`` where ``0 ≤ k + α < b`` (:func:`support_interval`: the range cut by every
such bound, used where the result has a constant number of terms).  Which bound is
tighter may depend on the parameter: :class:`SplitNeeded` names the linear expression whose
sign the caller (:func:`wzprove.wz.param_cases.equal_for_parameters`, an exact case split on
the parameter) must decide first.

>>> from sympy import symbols, binomial
>>> k, t = symbols("k t", integer=True, nonnegative=True)
>>> def sign(x):  # for x linear in t >= 0
...     a, b = sympy.sympify(x).coeff(t), sympy.sympify(x).subs(t, 0)
...     return 1 if a >= 0 and b >= 0 else -1 if a <= 0 and b < 0 else None
>>> support_interval((-1) ** k * binomial(0, t - k) ** 2 * binomial(2 * t, k), k, 0, t, sign)
(t, 1)
>>> support_interval(2**k * binomial(k, t) * binomial(t, k), k, 0, t, sign)
(t, 1)
>>> support_interval(binomial(t, k), k, 0, t, sign) is None
True
"""

from __future__ import annotations

from collections.abc import Callable

import sympy
from sympy import Expr, Symbol

from .errors import Undefined

#: ``1`` / ``-1`` / ``None``: ``x ≥ 0`` / ``x < 0`` / undecided for every parameter value
Sign = Callable[[Expr], "int | None"]


class SplitNeeded(Undefined):
    """A window point's place in the summation range depends on the parameters: the sign of
    ``expr`` (linear in them) must be decided by a case split first."""

    def __init__(self, expr: Expr, what: str):
        super().__init__(f"{what}: the sign of {expr} decides a term")
        self.expr = expr


def _harmless(f: Expr, k: Symbol) -> bool:
    """A factor with no pole in ``k``: free of ``k``, a binomial, a power of a nonzero
    constant, or a positive integer power of a harmless factor."""
    if not f.has(k) or isinstance(f, sympy.binomial):
        return True
    if isinstance(f, sympy.Pow):
        if not f.base.has(k) and f.base.is_number and f.base != 0:
            return True
        return bool(f.exp.is_Integer and f.exp > 0 and _harmless(f.base, k))
    return False


def _bounds(f: Expr, k: Symbol, lo: Expr, sign: Sign) -> tuple[list[Expr], list[Expr]]:
    """Lower and upper bounds on ``k`` outside which the binomial ``f`` is 0: its lower
    argument ``±k + β`` must be ``≥ 0``; a constant upper argument ``c ≥ 0`` needs it ``≤ c``;
    an upper argument ``k + α`` that is ``≥ 0`` on the range needs ``k + α ≥ b``."""
    top, low = (sympy.expand(x) for x in f.args)
    lows: list[Expr] = []
    ups: list[Expr] = []
    slope = low.coeff(k)
    beta = sympy.expand(low - slope * k)
    if slope in (1, -1) and not beta.has(k):
        (lows if slope == 1 else ups).append(sympy.expand(-beta if slope == 1 else beta))
        if top.is_Integer and top >= 0:
            edge = top - beta if slope == 1 else beta - top
            (ups if slope == 1 else lows).append(sympy.expand(edge))
    alpha = sympy.expand(top - k)
    if not alpha.has(k) and not low.has(k) and sign(sympy.expand(lo + alpha)) == 1:
        lows.append(sympy.expand(low - alpha))
    return lows, ups


def support_interval(
    body: Expr, k: Symbol, lo: Expr, hi: Expr, sign: Sign
) -> tuple[Expr, int] | None:
    """``(start, count)``: the terms of ``∑_{k=lo}^{hi} body`` that may be nonzero are
    ``k = start .. start + count - 1`` (module docstring); ``None`` where no binomial factor
    bounds the range to a constant number of terms or some factor may have a pole.  Raises
    :class:`SplitNeeded` where which bound is tighter depends on the parameters.  ``sign``:
    ``1`` / ``-1`` / ``None`` for ``x ≥ 0`` / ``x < 0`` / undecided, for all parameter values."""
    factors = sympy.Mul.make_args(body)
    if not all(_harmless(f, k) for f in factors):
        return None
    lows, ups = [sympy.expand(lo)], [sympy.expand(hi)]
    for f in factors:
        b = f.base if isinstance(f, sympy.Pow) else f
        if isinstance(b, sympy.binomial):
            more = _bounds(b, k, lo, sign)
            lows += more[0]
            ups += more[1]
    start = _pick(lows, 1, sign, str(body))
    stop = _pick(ups, -1, sign, str(body))
    count = sympy.expand(stop - start + 1)
    if not count.is_Integer:
        return None
    return start, max(int(count), 0)


def _pick(xs: list[Expr], want: int, sign: Sign, what: str) -> Expr:
    """The largest (``want = 1``) or smallest (``-1``) of ``xs`` for every parameter value."""
    best = xs[0]
    for x in xs[1:]:
        d = sympy.expand(want * (x - best))
        if sign(d) == 1:
            best = x  # x is at least as far out for every parameter value
        elif sign(-d) != 1:
            raise SplitNeeded(d, what)
    return best

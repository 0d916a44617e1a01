"""WZ pairs (A = B, ch. 7; Wilf and Zeilberger, JAMS 3 (1990) 147-158).

For ``sum_k F(n, k) = r(n)`` with ``r`` hypergeometric and nonzero, put ``f = F / r`` and
find the rational ``R(n, k)`` with

    f(n+1, k) - f(n, k) = G(n, k+1) - G(n, k),      G = R * f,

by Gosper's algorithm on ``f(n+1, k) - f(n, k)`` (a hypergeometric term in ``k``), i.e.
the Zeilberger system with the telescoper fixed to ``[-1, 1]``.

>>> from sympy import symbols, binomial, factor
>>> n, k = symbols("n k")
>>> factor(wz_certificate(binomial(n, k) ** 2, binomial(2 * n, n), n, k))
k**2*(2*k - 3*n - 3)/(2*(2*n + 1)*(k - n - 1)**2)
"""

from __future__ import annotations

import time

import sympy
from sympy import Expr, Symbol

from .hypergeometric import parse_term
from .zeilberger import _factor_expr, telescoper_for_term


def wz_certificate(
    F: Expr, r: Expr, n: Symbol, k: Symbol, timeout: float | None = None
) -> Expr | None:
    """The WZ certificate ``R(n, k)`` for ``sum_k F(n, k) = r(n)``, or None.

    Args:
        F: summand, hypergeometric in ``n`` and ``k``.
        r: right side, hypergeometric in ``n`` (free of ``k``), nonzero.
        n, k: recurrence and summation variables.
        timeout: seconds.

    Returns:
        ``R`` with ``G = R * F / r`` (so ``G(n,k) = R(n,k) f(n,k)``), or None if
        ``f(n+1,k) - f(n,k)`` is not Gosper-summable.

    Raises:
        NotHypergeometric: ``F`` or ``r`` is not hypergeometric.
        Timeout: past ``timeout``.
    """
    deadline = time.monotonic() + timeout if timeout else None
    f = parse_term(F, (n, k)).mul(parse_term(r, (n,)), -1)
    out = telescoper_for_term(f, n, k, deadline=deadline, fixed=[-1, 1])
    if out is None:
        return None
    _, _, num, den, ring = out
    return sympy.sympify(_factor_expr(ring, num) / _factor_expr(ring, den))

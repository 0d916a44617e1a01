"""Singular points of a summand on its summation range (docs/design.md, "Shape of a WZ proof").

A summand such as ``binomial(n, k)/(k - 3)`` has a pole at ``k = 3`` inside the range
``0..n`` for every ``n >= 3``: the mathematical sum is undefined there, while Lean's
``Finset.sum`` silently takes that term as ``0`` (``x / 0 = 0``).  :func:`summand_pole` finds
such a point exactly, so that the input is reported out of scope rather than "proved".
"""

from __future__ import annotations

from fractions import Fraction

import sympy
from sympy import Expr, Symbol


def summand_pole(
    rational: Expr, n: Symbol, k: Symbol, lo: Expr, hi: Expr, start: int
) -> tuple[int, int] | None:
    """A point ``(n0, k0)``, ``n0 >= start``, ``lo <= k0 <= hi(n0)``, where a denominator
    factor of ``rational`` (the rational part of the summand) vanishes; None if there is none.

    Exact: each factor ``a*k + b(n)`` linear in ``k`` (integer ``a``, ``b`` linear in ``n``)
    vanishes on the line ``k = p*n + q``; the ``n`` with ``lo <= p*n + q <= hi(n)`` form an
    interval, and ``p*n + q`` is an integer with period ``denominator(p)`` in ``n``.  Factors
    with parameters or nonlinear in ``k`` are not examined (their poles depend on values).

    >>> from sympy import symbols
    >>> n, k = symbols("n k", integer=True)
    >>> summand_pole(1 / (k - 3), n, k, 0, n, 0), summand_pole(1 / (k + 1), n, k, 0, n, 0)
    ((3, 3), None)
    >>> summand_pole(1 / (2 * k - n), n, k, 0, n, 0), summand_pole(1 / (k - n - 1), n, k, 0, n, 0)
    ((0, 0), None)
    """
    den = sympy.denom(sympy.together(rational))
    hi = sympy.expand(hi)
    try:
        hc, hd = (
            (Fraction(str(x)) for x in sympy.Poly(hi, n).all_coeffs()[-2:])
            if hi.has(n)
            else (Fraction(0), Fraction(str(hi)))
        )
        lo_v = Fraction(str(lo))
    except (TypeError, ValueError, sympy.PolynomialError):
        return None
    for f in sympy.Mul.make_args(sympy.factor(den)):
        base = f.base if f.is_Pow else f
        if not base.has(k) or not base.free_symbols <= {n, k}:
            continue
        P = sympy.Poly(base, k, n)
        if P.total_degree() != 1:
            continue
        a = Fraction(str(P.coeff_monomial(k)))
        p = -Fraction(str(P.coeff_monomial(n))) / a
        q = -Fraction(str(P.coeff_monomial(1))) / a
        # lo <= p n + q  and  p n + q <= hc n + hd, for integers n >= start
        lower, upper = Fraction(start), None
        for coef, rhs in ((p, lo_v - q), (hc - p, q - hd)):  # coef * n >= rhs
            if coef > 0:
                lower = max(lower, rhs / coef)
            elif coef < 0:
                upper = rhs / coef if upper is None else min(upper, rhs / coef)
            elif rhs > 0:
                lower = None
                break
        if lower is None:
            continue
        first = -(-lower.numerator // lower.denominator)
        for n0 in range(first, first + p.denominator):
            if upper is not None and n0 > upper:
                break
            k0 = p * n0 + q
            if k0.denominator == 1:
                return n0, int(k0)
    return None

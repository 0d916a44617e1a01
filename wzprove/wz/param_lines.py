"""Exceptional parameter sets that are hyperplanes: a condition ``alpha n + sum_q beta_q q +
gamma = 0`` (a factor of the leading coefficient ``a_J``, of a ``k``-free denominator) with
some parameter ``p`` of coefficient ``+-1`` holds exactly on ``p = a n + sum_q c_q q + b``,
an infinite set that no finite list of pins covers (issue 15: CM (5.24), where
``a_J = a - b + n + 1`` vanishes on ``b = a + n + 1``).

The certificate's induction in ``n`` cannot cross such a set, so
:func:`wzprove.wz.exceptional._check_line` certifies the identity afresh with ``p`` replaced
by the line's expression (one parameter fewer), on the set and on its ``J`` translates in
``n`` (A = B, Theorem 6.2.1 applies off the set only).  The specialised statement is read
over every natural value of the remaining variables from :func:`line_start` on, a superset
of the points of the set where ``p`` is in its domain: certifying it is sound whether or not
``p``'s value there stays natural (where it does not, the wider statement must hold too, or
the check fails).
"""

from __future__ import annotations

from collections.abc import Mapping

import sympy
from sympy import Expr, Symbol


def hyperplane(
    expr: Expr, n: Symbol | None, involved: list[Symbol], k: Symbol | None = None
) -> dict[Symbol, Expr] | None:
    """``{p: f}`` with ``expr = 0`` equivalent to ``p = f`` over the integers: ``expr`` linear
    with integer coefficients in ``n`` and the parameters ``involved`` (no summation index
    ``k``), ``p`` one of ``involved`` with coefficient ``+-1``; among several such ``p`` the
    first whose ``f`` has only nonnegative coefficients on the variables (``p`` then natural
    wherever the constant is), else the first.  None: no such ``p``, or ``expr`` not linear.

    >>> a, b, n = sympy.symbols("a b n", integer=True)
    >>> hyperplane(a - b + n + 1, a, [b, n])
    {b: a + n + 1}
    >>> hyperplane(2*a - 2*b + 1, a, [b]) is None
    True
    """
    e = sympy.expand(expr)
    syms = ([n] if n is not None else []) + list(involved)
    if k is not None and e.has(k) or not e.free_symbols <= set(syms) or not involved:
        return None
    try:
        poly = sympy.Poly(e, *syms)
    except sympy.PolynomialError:
        return None
    if poly.total_degree() != 1 or not all(c.is_Integer for c in poly.coeffs()):
        return None
    found: list[dict[Symbol, Expr]] = []
    for p in involved:
        cp = poly.coeff_monomial(p)
        if cp not in (1, -1):
            continue
        f = sympy.expand(-(e - cp * p) * cp)
        lin = [sympy.Poly(f, *syms).coeff_monomial(v) for v in syms if v != p]
        if all(c >= 0 for c in lin):
            return {p: f}
        found.append({p: f})
    return found[0] if found else None


def line_start(f: Expr, n: Symbol, start: int, s: int, bound: int | None) -> int:
    """The first ``n`` from which the ``s``-th translate ``p = f(n - s)`` of the set is
    certified: ``start`` (conservative: the set's points lie at ``n - s >= start``; the
    values below are initial values, certified once more), raised, for a line ``p = a n + b``
    in ``n`` alone with ``a > 0``, to ``s`` plus where ``p >= bound`` begins (below, ``p`` is
    outside its domain: no point of the statement is there), to ``s`` without a bound.

    >>> n = sympy.Symbol("n", integer=True)
    >>> line_start(2*n - 5, n, 0, 0, 0), line_start(2*n - 5, n, 0, 1, 0)
    (3, 4)
    >>> line_start(n + sympy.Symbol("b", integer=True), n, 0, 1, 0)
    0
    """
    first = int(start)
    rest = f.free_symbols - {n}
    a = f.coeff(n, 1)
    if rest or not a.is_Integer or a <= 0:
        return first
    if bound is None:
        return max(first, s)
    b = int(f.coeff(n, 0))
    return max(first, s + -((b - bound) // int(a)))


def has_line(pin: Mapping[Symbol, object]) -> bool:
    """Whether ``pin`` is a set (values with symbols) rather than a point."""
    return any(sympy.sympify(v).free_symbols for v in pin.values())

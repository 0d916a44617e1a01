"""A sum whose summand holds a power of zero, ``0 ** e(k)``, evaluated directly (issue 12,
item 2): what a parameter value such as ``x = 0`` or ``x = 1`` makes of ``x ** k`` or
``(1 - x) ** (n - k)``, where the engine's hypergeometric machinery meets a zero factor in a
ratio and cannot run.

With Lean's ``0 ^ 0 = 1`` and ``0 ^ e = 0`` for ``e >= 1`` (``pow_zero``, ``zero_pow``), a
factor ``0 ** e`` with ``e = a k + b``, ``a = ±1``, ``e >= 0`` on the whole summation range,
keeps only the term ``k0 = -b / a`` (which must lie in the range for every ``n`` from the
first one the statement covers): the sum is that term, an expression in ``n`` without a
sum.  The identity at that parameter value then holds for every ``n`` when both sides are
free of division (no pole anywhere: symbolic equality is equality at every point, each side
being total) and their difference is zero by the sound zero test
(:func:`~wzprove.wz.zerotest.zero_decision`); anything else is not decided here.

>>> n, k, x = sympy.symbols("n k x", integer=True)
>>> total = sympy.Sum(sympy.binomial(n, k) * sympy.Integer(0) ** (n - k), (k, 0, n))
>>> collapse(total, n, 0)
1
>>> zero_power_identity(total, sympy.Integer(1), n, 0)[0]
True
>>> zero_power_identity(total, n, n, 0)[1][-61:]
'not equal to the right side n (not zero: simplifies to 1 - n)'
"""

from __future__ import annotations

import sympy
from sympy import Expr, Symbol

from .zerotest import zero_decision


def _zero_power(F: Expr, k: Symbol) -> Expr | None:
    for f in sympy.Mul.make_args(F):
        if f.is_Pow and f.base == 0 and f.exp.has(k):
            return f
    return None


def _nonneg_from(d: Expr, n: Symbol, start: int) -> bool:
    """Whether ``d`` (linear in ``n`` alone, or a number) is ``>= 0`` for every ``n >= start``."""
    d = sympy.expand(d)
    if d.free_symbols - {n}:
        return False
    if not d.is_polynomial(n) or sympy.degree(d, n) > 1:
        return False
    a, b = d.coeff(n, 1), d.coeff(n, 0)
    return bool(a >= 0 and a * start + b >= 0)


def collapse(total: sympy.Sum, n: Symbol, start: int) -> Expr | None:
    """The value of ``total`` for every ``n >= start`` when its summand has a factor
    ``0 ** e`` as in the module docstring, else None."""
    F = total.function
    k, lo, hi = total.limits[0]
    f = _zero_power(F, k)
    if f is None:
        return None
    e = sympy.expand(f.exp)
    if not e.is_polynomial(k) or sympy.degree(e, k) != 1:
        return None
    a = e.coeff(k, 1)
    if a not in (1, -1):
        return None
    k0 = sympy.expand(-(e - a * k) / a)
    # e >= 0 at both ends of the range (linear: on all of it), k0 inside the range
    ends = (e.subs(k, lo), e.subs(k, hi), k0 - lo, hi - k0)
    if not all(_nonneg_from(d, n, start) for d in ends):
        return None
    value = (F / f).subs(k, k0)
    if start >= 0:
        # binomial(n, n) = binomial(n, 0) = 1 and binomial(n, 1) = n need n >= 0
        nn = sympy.Dummy(n.name, integer=True, nonnegative=True)
        value = sympy.expand_func(value.xreplace({n: nn})).xreplace({nn: n})
    if value.has(sympy.zoo, sympy.nan, sympy.oo) or _zero_power(value, n) is not None:
        return None
    if any(p.is_Pow and p.base == 0 for p in sympy.preorder_traversal(value)):
        return None
    return value


def _total(e: Expr, n: Symbol, start: int) -> bool:
    """Whether ``e`` is defined at every ``n >= start`` and every value of its other
    symbols: sums and products of numbers, symbols and powers with a nonnegative integer
    exponent (a number, or linear in ``n`` and ``>= 0`` from ``start``); no function."""
    for sub in sympy.preorder_traversal(e):
        if sub.is_Atom or sub.is_Add or sub.is_Mul:
            continue
        if sub.is_Pow:
            exp = sub.exp
            if exp.is_Integer and exp >= 0:
                continue
            if not exp.is_number and _nonneg_from(exp, n, start):
                continue
        return False
    return True


def zero_power_identity(
    total: sympy.Sum, rhs: Expr, n: Symbol, start: int
) -> tuple[bool, str] | None:
    """``total = rhs`` for every ``n >= start`` decided by :func:`collapse`: ``(True, why)``
    when proved, ``(False, why)`` when the collapsed sum does not match, None when the sum
    has no zero power to collapse (the caller's other routes apply)."""
    value = collapse(total, n, start)
    if value is None:
        return None
    k = total.limits[0][0]
    k0 = sympy.solve(sympy.expand(_zero_power(total.function, k).exp), k)[0]
    head = (
        f"the power {_zero_power(total.function, k)} keeps the term {k} = {k0} only: "
        f"sum = {value} for {n} >= {start}"
    )
    if not (_total(value, n, start) and _total(rhs, n, start)):
        return False, f"{head}; a side is not a division-free polynomial expression: not decided"
    ok, why = zero_decision(value - rhs)
    if not ok:
        return False, f"{head}; not equal to the right side {rhs} ({why})"
    return True, f"{head}; equal to the right side {rhs} (no division on either side)"

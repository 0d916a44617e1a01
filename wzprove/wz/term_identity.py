"""Identities between two hypergeometric terms in one variable, by their shift ratios.

A statement ``L(n) = R(n)`` without sums, whose sides are hypergeometric terms in the
natural number ``n`` (products of binomials — ``Nat.choose`` and Mathlib's ``Ring.choose``
with a rational upper argument —, factorials, Pochhammer symbols, powers ``c ^ (a n + b)``
and rational functions), holds for every ``n ≥ n₀`` when

1. each side equals its gamma form ``c · Π Γ(uᵢ(n))^eᵢ · Π bⱼ^(vⱼ(n)) · r(n)`` at every
   ``n ≥ n₁``: no gamma argument ``uᵢ`` is a pole (an integer ``≤ 0``) there, checked on
   every building block *before* like factors are merged, and the numerator and denominator
   of ``r`` have no root ``≥ n₁`` (so neither side is 0 there and the quotient
   ``L(n + 1) / L(n)`` is the rational function ``ρ_L(n)`` of the gamma shift rule
   ``Γ(u + 1) = u Γ(u)``, A = B, §3.2);
2. ``ρ_L = ρ_R`` as rational functions (exact polynomial arithmetic);
3. ``L(n) = R(n)`` at ``n = n₀, …, n₁``, evaluated exactly under Lean's semantics by the
   caller (``equal_at``).

Then ``L(n) = R(n)`` for ``n ≥ n₁`` by induction (``L(n + 1) = ρ(n) L(n)``,
``R(n + 1) = ρ(n) R(n)``), and below ``n₁`` by step 3.  Why the gamma forms are Lean's values:
Mathlib's ``Ring.choose r k`` is ``descPochhammer ℤ k`` at ``r`` divided by ``k!``
(``Ring.descPochhammer_eq_factorial_smul_choose``, ``Mathlib/RingTheory/Binomial.lean``: ℚ and
ℝ have no ℕ-torsion), i.e. ``r (r − 1) ⋯ (r − k + 1) / k!``, which is
``Γ(r + 1) / (Γ(k + 1) Γ(r − k + 1))`` wherever no argument is a pole: always when ``r`` is not
an integer, and for an integer ``r`` exactly when ``0 ≤ k ≤ r``; likewise ``Nat.choose``,
``Nat.factorial`` (``Γ(m + 1)``), ``Nat.ascFactorial m k = Γ(m + k) / Γ(m)`` and
``Nat.descFactorial m k = Γ(m + 1) / Γ(m − k + 1)`` (``k ≤ m``).

References: [AB] M. Petkovšek, H. S. Wilf, D. Zeilberger, *A = B*, A K Peters, 1996, §3.2
(shift ratios of gamma forms), §5.1 (hypergeometric terms).

>>> n = sympy.Symbol("n", integer=True, nonnegative=True)
>>> half = sympy.Rational(-1, 2)
>>> ratio_start(sympy.binomial(half, n), (-1) ** n * sympy.binomial(2 * n, n) / 4**n, n, 0)
0
>>> ratio_start(sympy.factorial(n - 2) * n, sympy.factorial(n) / (n - 1), n, 0)
2
>>> ratio_start(sympy.binomial(half, n), sympy.binomial(2 * n, n) / 4**n, n, 0)
Traceback (most recent call last):
...
wzprove.wz.errors.NotHypergeometric: the shift ratios differ: (-2*n - 1)/(2*n + 2) and ...
"""

from __future__ import annotations

import math

import sympy
from sympy import Expr, Symbol

from .errors import NotHypergeometric
from .hypergeometric import parse_term, ratio

#: The largest start ``n₁ − n₀`` accepted (values below it are evaluated one by one).
MAX_START = 200


def _gamma_arguments(atom: Expr) -> list[Expr]:
    """The arguments of the gamma functions of one building block (its gamma form)."""
    if isinstance(atom, sympy.binomial):
        a, b = atom.args
        return [a + 1, b + 1, a - b + 1]
    if isinstance(atom, sympy.factorial):
        return [atom.args[0] + 1]
    if isinstance(atom, sympy.gamma):
        return [atom.args[0]]
    if isinstance(atom, sympy.RisingFactorial):
        a, m = atom.args
        return [a + m, a]
    if isinstance(atom, sympy.FallingFactorial):
        a, m = atom.args
        return [a + 1, a - m + 1]
    raise NotHypergeometric(f"{atom}: no gamma form")


_BLOCKS = (
    sympy.binomial,
    sympy.factorial,
    sympy.gamma,
    sympy.RisingFactorial,
    sympy.FallingFactorial,
)


def _pole_free_from(u: Expr, n: Symbol, start: int) -> int:
    """The least ``n₁ ≥ start`` such that ``u(n)`` (linear in ``n``) is never an integer
    ``≤ 0`` for ``n ≥ n₁``; raises where there is none."""
    u = sympy.expand(u)
    a, c = u.coeff(n, 1), u.coeff(n, 0)
    if u.free_symbols - {n} or not (a.is_Integer and c.is_Rational):
        raise NotHypergeometric(f"Γ({u}): argument not integer-linear in {n}")
    if not c.is_Integer:
        return start  # a + non-integer: never an integer
    if a > 0:
        return max(start, math.ceil(sympy.Rational(1 - c, a)))
    if a == 0 and c >= 1:
        return start
    raise NotHypergeometric(f"Γ({u}) has poles for infinitely many {n} or everywhere")


def _root_free_from(p: Expr, n: Symbol, start: int) -> int:
    """The least ``n₁ ≥ start`` beyond every real root of the polynomial ``p`` in ``n``."""
    poly = sympy.Poly(p, n)
    if poly.is_zero:
        raise NotHypergeometric("a side is 0")
    if poly.degree() <= 0:
        return start
    roots = sympy.real_roots(poly)
    if not roots:
        return start
    return max(start, int(sympy.floor(max(roots))) + 1)


def valid_from(side: Expr, n: Symbol, start: int) -> int:
    """The least ``n₁ ≥ start`` from which ``side`` is a nonzero hypergeometric term in ``n``
    equal to its gamma form (module docstring, item 1); raises :class:`NotHypergeometric`
    where there is none.

    >>> n = sympy.Symbol("n", integer=True, nonnegative=True)
    >>> valid_from(sympy.binomial(n, 3) * sympy.RisingFactorial(n - 1, 2), n, 0)
    3
    """
    term = parse_term(side, (n,))
    if term.const == 0:
        raise NotHypergeometric(f"{side} is 0")
    if side.free_symbols - {n}:
        raise NotHypergeometric(f"{side}: symbols besides {n}")
    n1 = start
    for atom in side.atoms(*_BLOCKS):
        for u in _gamma_arguments(atom):
            n1 = max(n1, _pole_free_from(u, n, start))
    for base, _ in term.powers:
        if not base.is_number or base == 0:
            raise NotHypergeometric(f"{base} ** …: the base must be a nonzero number")
    num, den = sympy.fraction(sympy.cancel(term.rational))
    for p in (num, den):
        n1 = max(n1, _root_free_from(p, n, start))
    return n1


def ratio_start(lhs: Expr, rhs: Expr, n: Symbol, start: int) -> int:
    """``n₁``: from ``n₁`` on, ``lhs`` and ``rhs`` are nonzero, equal to their gamma forms,
    with the same shift ratio in ``n`` (module docstring, items 1 and 2), so that
    ``lhs = rhs`` for every ``n ≥ start`` follows from the values at ``start, …, n₁``.
    Raises :class:`NotHypergeometric` saying why not."""
    n1 = max(valid_from(lhs, n, start), valid_from(rhs, n, start))
    if n1 - start > MAX_START:
        raise NotHypergeometric(f"the gamma forms hold only from {n}= {n1}")
    left, right = ratio(lhs, n), ratio(rhs, n)
    if sympy.cancel(left - right) != 0:
        raise NotHypergeometric(f"the shift ratios differ: {left} and {right}")
    return n1

"""Linearity: an identity as a linear combination of sums of hypergeometric terms.

The engine certifies ``∑ k ∈ s, F(n, k) = rhs`` with ``F`` one hypergeometric term.  A
statement may instead be ``c · ∑ F = rhs``, ``∑ (f₁ + f₂) = rhs``, or several sums on either
side, such as a recurrence ``p(n)·S(n+2) = q(n)·S(n+1) + r(n)·S(n)`` written with
``S(m) = ∑ k ∈ range (m + 1), F(m, k)``.  By linearity of summation (``Finset.sum_add_distrib``,
``Finset.mul_sum``) ``lhs − rhs`` is ``Σ_i c_i · ∑_k f_i(k) + r`` where each ``f_i`` is one
similarity class of the summands' additive terms (a class's terms have rational ratios, so
their sum is one hypergeometric term: A = B, §8.2), each ``c_i`` and ``r`` are free of sums.
This module computes that decomposition (:func:`decompose`) and groups the sums that are
one sum at shifted arguments, ``S(n + s)`` (:func:`group_shifts`), and gives a sufficient test
that a coefficient never vanishes (:func:`never_zero`), so that it may be divided by.  The
certification of the pieces is :mod:`wzprove.pipeline.linear`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import sympy


class LinearError(ValueError):
    """The statement is not a linear combination of sums this module handles."""


@dataclass(frozen=True)
class Piece:
    """``coefficient · Sum(summand, (index, lower, upper))``."""

    coefficient: sympy.Expr
    total: sympy.Sum


@dataclass(frozen=True)
class Shifted:
    """A piece read as ``coefficient · S(n + shift)`` for the base sum ``base = S(n)``."""

    coefficient: sympy.Expr
    shift: int


@dataclass(frozen=True)
class Group:
    """One base sum ``S(n)`` and the statement's occurrences ``c · S(n + s)`` of it."""

    base: sympy.Sum
    occurrences: tuple[Shifted, ...]

    @property
    def shifts(self) -> dict[int, sympy.Expr]:
        """Coefficient of ``S(n + s)`` by ``s`` (occurrences at one shift added)."""
        out: dict[int, sympy.Expr] = {}
        for o in self.occurrences:
            out[o.shift] = out.get(o.shift, sympy.Integer(0)) + o.coefficient
        return out


def _collect(expr: sympy.Expr) -> tuple[list[Piece], sympy.Expr]:
    """``expr`` as ``Σ c_i · Sum_i + rest``; raises :class:`LinearError` on products of sums
    or sums under a power or a function."""
    if isinstance(expr, sympy.Sum):
        return [Piece(sympy.Integer(1), expr)], sympy.Integer(0)
    if not expr.has(sympy.Sum):
        return [], expr
    if isinstance(expr, sympy.Add):
        pieces: list[Piece] = []
        rest = sympy.Integer(0)
        for a in expr.args:
            p, r = _collect(a)
            pieces += p
            rest += r
        return pieces, rest
    if isinstance(expr, sympy.Mul):
        with_sum = [a for a in expr.args if a.has(sympy.Sum)]
        if len(with_sum) != 1:
            raise LinearError("a product of sums is not a linear combination of sums")
        factor = sympy.Mul(*[a for a in expr.args if not a.has(sympy.Sum)])
        p, r = _collect(with_sum[0])
        return [Piece(factor * q.coefficient, q.total) for q in p], factor * r
    raise LinearError(f"a sum inside {type(expr).__name__} is not a linear combination of sums")


def _similar(a: sympy.Expr, b: sympy.Expr, symbols: list[sympy.Symbol]) -> bool:
    """Whether ``a / b`` is a rational function of ``symbols`` (same similarity class)."""
    q = sympy.combsimp(sympy.powsimp(a / b))  # unforced: no merging of bases of unknown sign
    return bool(q.is_rational_function(*symbols))


def split_summand(total: sympy.Sum, variables: list[sympy.Symbol]) -> list[sympy.Sum]:
    """``Sum(f₁ + … + f_m)`` as the sums of its similarity classes (A = B, §8.2): the
    additive terms of the expanded summand, those with rational ratios added up."""
    (k, lo, hi), f = total.limits[0], total.function
    terms = sympy.Add.make_args(sympy.expand(f))
    if len(terms) == 1:
        return [total]
    classes: list[list[sympy.Expr]] = []
    for t in terms:
        for c in classes:
            if _similar(t, c[0], [k, *variables]):
                c.append(t)
                break
        else:
            classes.append([t])
    out = []
    for c in classes:
        g = sympy.factor(sympy.Add(*c))
        if g != 0:
            out.append(sympy.Sum(g, (k, lo, hi)))
    return out


def decompose(
    lhs: sympy.Expr, rhs: sympy.Expr, variables: list[sympy.Symbol]
) -> tuple[list[Piece], sympy.Expr]:
    """``lhs − rhs`` as ``Σ c_i · ∑ f_i + r`` with each summand one similarity class and
    every sum over one index: the pieces and ``r``."""
    lp, lr = _collect(lhs)
    rp, rr = _collect(rhs)
    pieces = lp + [Piece(-p.coefficient, p.total) for p in rp]
    out: list[Piece] = []
    for p in pieces:
        if len(p.total.limits) != 1:
            raise LinearError("a sum over several indices")
        if p.total.function.has(sympy.Sum, sympy.Product):
            raise LinearError("a nested sum or product")
        out += [Piece(p.coefficient, s) for s in split_summand(p.total, variables)]
    return out, lr - rr


def _same(a: sympy.Expr, b: sympy.Expr) -> bool:
    d = a - b
    return d == 0 or sympy.simplify(sympy.combsimp(d)) == 0


def _shift_of(base: sympy.Sum, other: sympy.Sum, n: sympy.Symbol) -> int | None:
    """``s`` with ``other = base(n + s)`` (same summand and limits at ``n + s``), else None."""
    (k, lo, hi), (k2, lo2, hi2) = base.limits[0], other.limits[0]
    s = sympy.expand(hi2 - hi)
    if not s.is_Integer:
        return None
    shift = int(s)
    f2 = other.function.subs(k2, k)
    if not _same(sympy.expand(lo2 - lo.subs(n, n + shift)), 0):
        return None
    return shift if _same(f2, base.function.subs(n, n + shift)) else None


def group_shifts(pieces: list[Piece], n: sympy.Symbol) -> list[Group]:
    """The pieces grouped by base sum: each group's base is its occurrence of least upper
    limit, the others are that sum at ``n + s`` (``s > 0``)."""
    order = sorted(pieces, key=lambda p: sympy.default_sort_key(p.total.limits[0][2]))
    order.sort(key=lambda p: int(sympy.Poly(p.total.limits[0][2], n).coeff_monomial(1)))
    groups: list[tuple[sympy.Sum, list[Shifted]]] = []
    for p in order:
        for base, occ in groups:
            s = _shift_of(base, p.total, n)
            if s is not None:
                occ.append(Shifted(p.coefficient, s))
                break
        else:
            groups.append((p.total, [Shifted(p.coefficient, 0)]))
    return [Group(b, tuple(o)) for b, o in groups]


def _poly_never_zero(p: sympy.Expr, bounds: Mapping[sympy.Symbol, int]) -> bool:
    """A polynomial in one natural variable with no integer root at or above its bound, or
    a nonzero constant."""
    p = sympy.expand(p)
    if p.is_number:
        return p != 0
    syms = list(p.free_symbols)
    if len(syms) != 1 or syms[0] not in bounds:
        return False
    v = syms[0]
    poly = sympy.Poly(p, v)
    roots = [r for r in sympy.roots(poly, filter="Z") if r >= bounds[v]]
    # roots() may miss some roots of high degree: count them against the degree
    found = sum(sympy.roots(poly).values())
    return found == poly.degree() and not roots


def never_zero(c: sympy.Expr, bounds: Mapping[sympy.Symbol, int]) -> bool:
    """Sufficient test that ``c`` is nonzero at every natural point at or above ``bounds``
    (each natural variable mapped to its least value): a product of nonzero numbers, powers
    of nonzero numbers, factorials, and polynomials in one variable without an integer root
    in its range (:func:`_poly_never_zero`)."""
    c = sympy.factor(c)
    for f in sympy.Mul.make_args(c):
        base = f.base if isinstance(f, sympy.Pow) else f
        if isinstance(f, sympy.Pow) and not (f.exp.is_Integer or base.is_number):
            return False
        if base.is_number:
            if base == 0:
                return False
            continue
        if isinstance(base, sympy.factorial):
            continue
        if not base.is_polynomial() or not _poly_never_zero(base, bounds):
            return False
    return True

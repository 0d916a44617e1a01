"""Lower bounds that the hypotheses put on single variables, for the counterexample search.

A hypothesis such as ``h : 100 ≤ n`` or ``h : n > 5000`` excludes every point of the search's
small grid (``n ∈ 0..40``); searching there tests nothing.  :func:`lower_bounds` reads, from
each hypothesis (each conjunct of one) that compares two sides affine in one and the same
variable, the least value that variable can take, so that the search starts its grid there
(:mod:`wzprove.falsity.search`).

Only comparisons whose sides are *exactly* affine under Lean's semantics are read: variables,
literals, ``+``, ``-`` at ℤ/ℚ/ℝ (ℕ subtraction truncates: ``n - 200 ≥ 0`` holds for every
``n``), negation, multiplication by a literal and casts between ℕ, ℤ, ℚ, ℝ.  So every point
below the bound violates that hypothesis, and starting the grid at the bound loses no
counterexample; the search still evaluates every hypothesis at every point it visits.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from wzprove.model.identity import Identity, Term, Variable
from wzprove.model.terms import conjuncts

#: ``x op y`` as ``(a, b)`` indices of ``small ≤ big`` (``strict``: ``small < big``)
_ORDER = {"le": (0, 1, False), "lt": (0, 1, True), "ge": (1, 0, False), "gt": (1, 0, True)}

_CASTABLE = ("ℕ", "ℤ", "ℚ", "ℝ")


def affine(t: Term, name: str) -> tuple[Fraction, Fraction] | None:
    """``(a, b)`` with ``t = a·name + b`` exactly under Lean's semantics at every point, or
    ``None`` (another variable, a truncating or dividing operation, a nonlinear term).

    >>> n = Term.var("n")
    >>> affine(Term("add", (Term("mul", (Term.lit(2), n)), Term.lit(3))), "n")
    (Fraction(2, 1), Fraction(3, 1))
    >>> affine(Term("sub", (n, Term.lit(5))), "n") is None  # ℕ subtraction truncates
    True
    >>> affine(Term("sub", (Term("cast", (n,), "ℤ"), Term.lit(5, "ℤ")), "ℤ"), "n")
    (Fraction(1, 1), Fraction(-5, 1))
    """
    if t.op == "var":
        return (Fraction(1), Fraction(0)) if t.value == name else None
    if t.op == "lit":
        return (Fraction(0), t.value) if isinstance(t.value, Fraction) else None
    if t.op == "cast":
        inner = t.args[0]
        if t.type not in _CASTABLE or inner.type not in _CASTABLE:
            return None
        if _CASTABLE.index(t.type) < _CASTABLE.index(inner.type):
            return None  # a cast down (ℤ → ℕ truncates, ℚ → ℤ floors)
        return affine(inner, name)
    if t.op == "neg" and t.type != "ℕ":
        a = affine(t.args[0], name)
        return None if a is None else (-a[0], -a[1])
    if t.op == "add" or (t.op == "sub" and t.type != "ℕ"):
        x, y = (affine(s, name) for s in t.args)
        if x is None or y is None:
            return None
        sign = 1 if t.op == "add" else -1
        return x[0] + sign * y[0], x[1] + sign * y[1]
    if t.op == "mul":
        x, y = (affine(s, name) for s in t.args)
        if x is None or y is None or (x[0] and y[0]):
            return None
        return x[0] * y[1] + y[0] * x[1], x[1] * y[1]
    return None


def bound_of(h: Term, var: Variable) -> Fraction | None:
    """The least value of ``var`` at which the comparison ``h`` can hold, when ``h``
    compares two sides affine in ``var`` alone and bounds it from below; else ``None``.
    For ℕ and ℤ variables the bound is an integer.

    >>> n = Term.var("n")
    >>> bound_of(Term("le", (Term.lit(100), n), "Prop"), Variable("n", "ℕ"))
    Fraction(100, 1)
    >>> bound_of(Term("gt", (n, Term.lit(5000)), "Prop"), Variable("n", "ℕ"))
    Fraction(5001, 1)
    >>> bound_of(Term("le", (n, Term.lit(7)), "Prop"), Variable("n", "ℕ")) is None
    True
    """
    if h.op not in _ORDER or len(h.args) != 2:
        return None
    i, j, strict = _ORDER[h.op]
    small, big = affine(h.args[i], var.name), affine(h.args[j], var.name)
    if small is None or big is None:
        return None
    slope, offset = big[0] - small[0], big[1] - small[1]  # 0 ≤ slope·v + offset (< if strict)
    if slope <= 0:
        return None
    edge = -offset / slope
    if var.type in ("ℕ", "ℤ"):
        least = math.floor(edge) + 1 if strict else math.ceil(edge)
        return Fraction(least)
    return edge


def lower_bounds(identity: Identity, variables: Sequence[Variable]) -> dict[str, Fraction]:
    """For each of ``variables`` that the hypotheses bound from below by a positive value,
    the largest such bound (a ℕ variable is bounded by 0 anyway; only positive bounds move
    the search away from its default grid)."""
    out: dict[str, Fraction] = {}
    for h in identity.hypotheses:
        for c in conjuncts(h):  # ¬ (n < 100) read as n ≥ 100
            names = c.free_vars()
            for v in variables:
                if names != {v.name}:
                    continue
                b = bound_of(c, v)
                if b is not None and b > 0 and b > out.get(v.name, Fraction(0)):
                    out[v.name] = b
    return out

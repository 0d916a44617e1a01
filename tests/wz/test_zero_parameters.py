"""``zero_for_integer_parameters`` with a denominator factor in another parameter (issue 12,
item 2): ``t = 1 / ((m + 1) · (-j)! · (j - 1)!)`` is 0 at every integer ``j`` (one of the
two reciprocal factorials is at a pole) only where ``m + 1 ≠ 0``; at ``m = -1`` it is
``0 · 1/0``, so it may be dropped from a boundary sum only when the bounds keep ``m ≥ 0``."""

from __future__ import annotations

import sympy

from wzprove.wz.verify.boundary import zero_for_integer_parameters

j, m = sympy.symbols("j m", integer=True)
T = 1 / ((m + 1) * sympy.factorial(-j) * sympy.factorial(j - 1))


def test_zero_when_the_other_factor_cannot_vanish() -> None:
    assert zero_for_integer_parameters(T, [j, m], {"m": 0}) is True
    assert zero_for_integer_parameters(T, [j, m], {}) is True  # default bound 0


def test_not_zero_where_the_other_factor_may_vanish() -> None:
    # before: True for every bound (the factor 1/(m + 1) was skipped when testing j)
    assert zero_for_integer_parameters(T, [j, m], {"m": -3}) is False
    assert zero_for_integer_parameters(T, [j, m], {"m": -1}) is False
    assert zero_for_integer_parameters(T, [j, m], None) is False  # every integer m
    # the value the dropped term would stand for at m = -1: the rational part is 1/0
    assert (1 / (m + 1)).subs(m, -1) == sympy.zoo

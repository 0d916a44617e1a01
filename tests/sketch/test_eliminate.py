"""The sparse elimination behind ``linear_combination`` steps: exact cofactors, and the size
guard that stops a combination too large to write before it is converted."""

from __future__ import annotations

import pytest
import sympy

from wzprove.sketch.eliminate import TooLarge, eliminate

x, y, n = sympy.symbols("x y n")


def test_cofactors_and_multipliers_are_exact() -> None:
    # (n+1)·x = n·y, y = 2: (n+1)·((n+1)·x - 2n) = (n+1)·((n+1)x - n y) + n(n+1)·(y - 2)
    el = eliminate(
        (n + 1) * x - 2 * n, [(x, n + 1, n * y), (y, sympy.Integer(1), sympy.Integer(2))]
    )
    assert el.remainder == 0
    assert el.multipliers == [n + 1]
    assert [sympy.expand(c) for c in el.cofactors] == [n + 1, n**2 + n]
    assert el.check([])
    assert not el.check([sympy.Integer(1)])


def test_size_guard_counts_remainder_and_cofactors() -> None:
    # x^3 with x = (n + y)/1 leaves a remainder (n + y)^3 of 4 monomials and a cofactor
    # x^2 + x(n + y) + (n + y)^2 of 6: 10 in all
    facts = [(x, sympy.Integer(1), n + y)]
    el = eliminate(x**3, facts, max_monomials=10)
    assert sympy.expand(el.remainder - (n + y) ** 3) == 0
    with pytest.raises(TooLarge) as err:
        eliminate(x**3, facts, max_monomials=9)
    assert err.value.monomials == 10
    assert "10 monomials" in str(err.value)

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


def test_earlier_cofactors_take_every_later_multiplier() -> None:
    # three facts with multipliers (n+1)², n+2, 1: cofactor i is scaled by the q^e of the
    # facts used after it (done once at the end); D·T₀ - Σ cᵢ·(qᵢxᵢ - pᵢ) = remainder exactly
    z = sympy.Symbol("z")
    facts = [
        (x, n + 1, y + n),
        (y, n + 2, z * n),
        (z, sympy.Integer(1), sympy.Integer(3)),
    ]
    target = x**2 * y + 2 * x * z - n
    el = eliminate(target, facts)
    assert [sympy.factor(m) for m in el.multipliers] == [(n + 1) ** 2, (n + 2) ** 3]
    D = (n + 1) ** 2 * (n + 2) ** 3
    combo = D * target - sum(
        c * (q * v - p) for c, (v, q, p) in zip(el.cofactors, facts, strict=True)
    )
    assert sympy.expand(combo - el.remainder) == 0
    assert el.remainder.free_symbols <= {n}  # every atom eliminated
    assert el.check([el.remainder])
    assert not el.check([el.remainder + 1])


def test_divide_uses_a_fact_without_its_multiplier_where_q_divides() -> None:
    # (n - 1)·x = y with n - 1 possibly 0: the target's coefficient of x is (n - 1)·(n + 2),
    # so with `divide` x is replaced by (n + 2)·(q x - y) + (n + 2)·y, nothing multiplied
    facts = [(x, n - 1, y)]
    target = (n - 1) * (n + 2) * x - (n + 2) * y
    plain = eliminate(target, facts)
    assert plain.multipliers == [n - 1] and plain.remainder == 0
    el = eliminate(target, facts, divide=True)
    assert el.multipliers == [] and el.remainder == 0
    assert [sympy.expand(c) for c in el.cofactors] == [n + 2]
    assert el.check([])
    # q^2 divides the coefficient of x^2, but q does not divide the coefficient of x: the
    # fact is used as before, multiplied
    t2 = (n - 1) ** 2 * x**2 + x
    el2 = eliminate(t2, facts, divide=True)
    assert [sympy.factor(m) for m in el2.multipliers] == [(n - 1) ** 2]
    assert el2.check([el2.remainder])  # D·T₀ − c·(q x − p) is the remainder
    el3 = eliminate((n - 1) ** 2 * x**2, facts, divide=True)
    assert el3.multipliers == [] and sympy.expand(el3.remainder - y**2) == 0
    assert el3.check([el3.remainder])


def test_an_elimination_past_its_limit_is_given_up_on_the_way() -> None:
    # x = (a + b + c + d + 1)⁴ (70 monomials): with a cap of 1 the running remainder passes
    # INTERMEDIATE × 1 at the first fact, before its cofactor (1 monomial) is built; the final
    # size check would count 71 — Gould 10.5's step in one piece took over 20 GB to get there
    import pytest
    import sympy

    from wzprove.sketch.eliminate import INTERMEDIATE, TooLarge, eliminate

    x, a, b, c, d = sympy.symbols("x a b c d")
    p = sympy.expand((a + b + c + d + 1) ** 4)
    assert len(p.args) == 70 > INTERMEDIATE
    with pytest.raises(TooLarge) as err:
        eliminate(x, [(x, sympy.Integer(1), p)], max_monomials=1)
    assert err.value.monomials == 70
    assert eliminate(x, [(x, sympy.Integer(1), p)]).remainder == p  # under the cap: as before

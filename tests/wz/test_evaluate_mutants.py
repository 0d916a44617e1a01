"""Kill tests for the mutation run of ``wz/evaluate.py`` (issue 12;
benchmarks/mutation/survivors-wzeval.txt): the module's own walk ``_ev``, taken when a
symbol stays symbolic (a parameter) or a value is not an integer, with the binomial
convention, rising and falling factorials, powers, sums and products.  Every expected value
is worked out by hand in the comment beside it.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy

from wzprove.wz.errors import Undefined
from wzprove.wz.evaluate import evaluate

a, b, k = (sympy.Symbol(x, integer=True) for x in "abk")
m = sympy.Symbol("m", integer=True, nonnegative=True)
F = Fraction


def ev(e: sympy.Expr, **vals: object) -> object:
    """``evaluate(e * m)`` with ``m`` left symbolic (so the module's own walk runs),
    divided by ``m`` again; or the text of the refusal."""
    env = {sympy.Symbol(x, integer=True): v for x, v in vals.items()}
    try:
        out = evaluate(e * m, env)
    except Undefined as err:
        return f"Undefined: {err}"
    return sympy.simplify(sympy.sympify(out) / m)


def test_binomial_convention_in_the_walk() -> None:
    assert ev(sympy.binomial(a, b), a=5, b=2) == 10
    assert ev(sympy.binomial(a, b), a=5, b=7) == 0  # b > a >= 0
    assert ev(sympy.binomial(a, b), a=5, b=-1) == 0  # b < 0
    assert ev(sympy.binomial(a, b), a=5, b=0) == 1
    # a < 0: (-1)^b C(b - a - 1, b): C(-3, 2) = C(4, 2) = 6, C(-3, 3) = -C(5, 3) = -10
    assert ev(sympy.binomial(a, b), a=-3, b=2) == 6
    assert ev(sympy.binomial(a, b), a=-3, b=3) == -10
    # a = 3/2: (3/2)(1/2)(-1/2)/3! = -1/16
    assert ev(sympy.binomial(a, b), a=F(3, 2), b=3) == sympy.Rational(-1, 16)
    # a non-integer b is refused
    assert ev(sympy.binomial(a, b), a=5, b=F(1, 2)).startswith("Undefined: ")


def test_factorials_gamma_and_powers_in_the_walk() -> None:
    assert ev(sympy.factorial(a), a=4) == 24
    assert ev(sympy.factorial(a), a=0) == 1
    assert (
        ev(sympy.factorial(a), a=-1) == "Undefined: factorial(a): factorial of a negative integer"
    )
    assert ev(sympy.gamma(a), a=5) == 24  # Gamma(5) = 4!
    assert ev(sympy.gamma(a), a=1) == 1
    assert ev(sympy.gamma(a), a=0) == "Undefined: gamma(a): gamma at a pole"
    assert ev(a**b, a=2, b=-3) == sympy.Rational(1, 8)
    assert ev(a**b, a=F(2, 3), b=-2) == sympy.Rational(9, 4)
    assert ev(a**b, a=-2, b=3) == -8
    assert ev(a**b, a=0, b=0) == 1
    assert ev(a**b, a=0, b=-1) == "Undefined: a**b: division by zero"


def test_rising_and_falling_factorials_in_the_walk() -> None:
    R, Fa = sympy.RisingFactorial, sympy.FallingFactorial
    assert ev(R(a, b), a=3, b=4) == 360  # 3 * 4 * 5 * 6
    assert ev(R(a, b), a=3, b=0) == 1
    # negative length: 1/((a-1)(a-2)) = 1/2 at a = 3, 1/((a-1)(a-2)(a-3)) = 1/24 at a = 5
    assert ev(R(a, b), a=3, b=-2) == sympy.Rational(1, 2)
    assert ev(R(a, b), a=5, b=-3) == sympy.Rational(1, 24)
    assert ev(R(a, b), a=1, b=-1) == "Undefined: division by zero"  # 1/(a - 1)
    assert ev(Fa(a, b), a=5, b=3) == 60  # 5 * 4 * 3
    assert ev(Fa(a, b), a=5, b=0) == 1
    # negative length: 1/((a+1)(a+2)) = 1/42 at a = 5; 1/((a+1)(a+2)(a+3)) = 1/60 at a = 2
    assert ev(Fa(a, b), a=5, b=-2) == sympy.Rational(1, 42)
    assert ev(Fa(a, b), a=2, b=-3) == sympy.Rational(1, 60)
    assert ev(Fa(a, b), a=-1, b=-1) == "Undefined: division by zero"  # 1/(a + 1)
    # a fractional start: (1/2)(3/2) = 3/4 and (1/2)(-1/2) = -1/4
    assert ev(R(a, b), a=F(1, 2), b=2) == sympy.Rational(3, 4)
    assert ev(Fa(a, b), a=F(1, 2), b=2) == sympy.Rational(-1, 4)


def test_sums_products_and_arithmetic_in_the_walk() -> None:
    assert ev(sympy.Sum(k, (k, 0, a)), a=3) == 6
    assert ev(sympy.Sum(k, (k, 2, a)), a=1) == 0  # empty
    assert ev(sympy.Product(k, (k, 1, a)), a=4) == 24
    assert ev(sympy.Product(k + 1, (k, 1, a)), a=0) == 1  # empty
    assert ev(sympy.Sum(sympy.Sum(k * b, (b, 1, 2)), (k, 1, a)), a=2) == 9  # 3 (1 + 2)
    assert ev(a / 2 + b, a=3, b=F(1, 3)) == sympy.Rational(11, 6)
    assert ev(a * b - 1, a=F(2, 3), b=6) == 3


def test_walk_with_a_symbolic_parameter() -> None:
    # values polynomial in the parameter m are kept as expressions
    assert evaluate(sympy.binomial(a, 2) * m, {a: 4}) == 6 * m
    assert evaluate(m**a + a, {a: 2}) == m**2 + 2
    assert evaluate(sympy.Sum(m * k, (k, 1, a)), {a: 3}) == 6 * m
    with pytest.raises(Undefined):
        evaluate(m / (a - 2), {a: 2})


def test_equal_for_parameters_case_split() -> None:
    from wzprove.wz.param_cases import equal_for_parameters as efp

    C = sympy.binomial
    n, r = (sympy.Symbol(x, integer=True) for x in "nr")
    yes = (True, "for all parameter values (exact case split)")
    # Vandermonde's first value: sum_{k=0}^0 C(0,k) C(n, k + r) = C(n, r)
    assert efp(sympy.Sum(C(0, k) * C(n, k + r), (k, 0, 0)), C(n, r), {}, {n: 0, r: 0}) == yes
    # C(0, r) = 1, 0, 0, ... against 2^-r: equal at r = 0, not at r = 1 (0 != 1/2)
    assert efp(C(0, r), 2 ** (-r), {}, {r: 0}) == (False, "r = 1: 0 != 1/2")
    # C(r, 2) = r(r-1)/2; C(r+1, r) = C(r+1, 1) = r + 1; C(r, r+1) = 0 (b > a >= 0)
    assert efp(C(r, 2), r * (r - 1) / 2, {}, {r: 0}) == yes
    assert efp(C(r + 1, r), r + 1, {}, {r: 0}) == yes
    assert efp(C(r, r + 1), 0, {}, {r: 0}) == yes
    # C(r - 2, r): C(-2, 0) = 1 at r = 0 (-1 at r = 1), 0 from r = 2 on
    assert efp(C(r - 2, r), 0, {}, {r: 0}) == (False, "r = 0: 1 != 0")
    assert efp(C(r - 2, r), 0, {}, {r: 2}) == yes
    # with n = 3 fixed: C(3, r) = C(3, 3 - r) for every r >= 0 (both 0 for r > 3); the
    # same plus 1 differs at r = 0 (1 != 2)
    assert efp(C(n, r), C(n, n - r), {n: 3}, {r: 0}) == yes
    assert efp(C(n, r), C(n, n - r) + 1, {n: 3}, {r: 0}) == (False, "r = 0: 1 != 2")
    # symbolic powers stay: 2^r C(r, 0) = 2^r
    assert efp(2**r * C(r, 0), 2**r, {}, {r: 0}) == yes
    # undecided: C(n, r) - C(n, n - r) with both symbolic; a factorial of a parameter
    got = efp(C(n, r), C(n, n - r), {}, {n: 0, r: 0})
    assert got[0] is None and got[1].startswith("cannot decide ")
    assert efp(sympy.factorial(r), sympy.gamma(r + 1), {}, {r: 0}) == (
        None,
        "factorial(r): argument r is not an integer",
    )
    # C(r, 3) = 1 holds at r = 3 only: not proved (r = 4 would show 4 != 1)
    assert efp(C(r, 3), 1, {}, {r: 3})[0] is None

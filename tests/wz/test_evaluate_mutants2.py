"""Kill tests for the last survivors of the mutation run of ``wz/evaluate.py`` (issue 12,
item 7; benchmarks/mutation/survivors-wzeval.txt): the conversion to the project's exact
evaluator (``_as_term``, whose memo table hid its mutants), the opaque case split of
``equal_for_parameters`` (budget, split choice, cancellation), the size limits and their
texts, ``_sign``, ``_simplify``, the grid and the checks of ``find_counterexample``.

Every expected value is worked out by hand in the comment beside it (or comes from
``math.comb`` / ``model.limits.check_binomial``, which are not under test); each test takes
a fraction of a second.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
import sympy

from wzprove.model.limits import LimitError, check_binomial
from wzprove.wz import evaluate as E
from wzprove.wz.errors import InvalidInput, Undefined
from wzprove.wz.param_cases import equal_for_parameters

a, b, k, n, r = (sympy.Symbol(x, integer=True) for x in "abknr")
m = sympy.Symbol("m", integer=True, nonnegative=True)
F = Fraction
C = sympy.binomial
RF, FF = sympy.RisingFactorial, sympy.FallingFactorial
YES = (True, "for all parameter values (exact case split)")


def walk_error(e: sympy.Expr, **vals: object) -> str:
    """The text of the refusal of ``evaluate(e * m)`` (``m`` symbolic: the module's walk)."""
    env = {sympy.Symbol(x, integer=True): v for x, v in vals.items()}
    with pytest.raises(Undefined) as err:
        E.evaluate(e * m, env)
    return str(err.value)


def term_error(e: sympy.Expr, **vals: object) -> str:
    """The text of the refusal of ``evaluate(e)`` at integers (the exact evaluator's path)."""
    env = {sympy.Symbol(x, integer=True): v for x, v in vals.items()}
    with pytest.raises(Undefined) as err:
        E.evaluate(e, env)
    return str(err.value)


def efp(lhs: object, rhs: object, env: dict, bounds: dict, **kw: object) -> tuple:
    return equal_for_parameters(sympy.sympify(lhs), sympy.sympify(rhs), env, bounds, **kw)


# -- _as_term: integer points go through model.identity.evaluate -----------------------------


def test_integer_points_use_the_exact_evaluator() -> None:
    # the exact evaluator's own texts (the walk would say "factorial of a negative integer"
    # and "gamma at a pole"): gamma(0) is read as factorial(-1)
    assert term_error(sympy.factorial(n), n=-1) == (
        "factorial(n): factorial of negative integer -1"
    )
    assert term_error(sympy.gamma(n), n=0) == "gamma(n): factorial of negative integer -1"
    assert E.evaluate(sympy.gamma(n), {n: 5}) == 24  # 4!, not 3!
    assert E.evaluate(sympy.gamma(n + 1) * C(n, k), {n: 4, k: 2}) == 144  # 4! * 6
    # a power with a symbolic exponent is read too (the symbols are integers there): 0^-1
    assert term_error(a**n, a=0, n=-1) == "a**n: division by zero: 0 ^ -1 in ((v0_a : ℚ) ^ v1_n)"


def test_as_term_reads_and_refuses() -> None:
    got = E._as_term(C(n, k) * sympy.gamma(k + 1))
    assert got is not None and got[1] == {k: "v0_k", n: "v1_n"}  # sorted by name
    again = E._as_term(C(n, k) * sympy.gamma(k + 1))  # from the table: the same answer
    assert again is not None and again[1] == {k: "v0_k", n: "v1_n"}
    assert E._as_term(sympy.gamma(n)) is not None
    # no term for rising/falling factorials, products and functions the model lacks
    assert E._as_term(RF(n, k)) is None
    assert E._as_term(FF(n, k)) is None
    assert E._as_term(sympy.Product(k, (k, 1, n))) is None
    assert E._as_term(sympy.Abs(n)) is None
    # ... which the walk then evaluates: 2*3*4, 5*4, 1*2*3*4, |-3|
    assert E.evaluate(RF(n, k), {n: 2, k: 3}) == 24
    assert E.evaluate(FF(n, k), {n: 5, k: 2}) == 20
    assert E.evaluate(sympy.Product(k + 1, (k, 0, n)), {n: 3}) == 24
    assert E.evaluate(sympy.Abs(n), {n: -3}) == 3


def test_as_term_table_is_bounded() -> None:
    saved = dict(E._TERMS)
    try:
        E._TERMS.clear()
        E._TERMS.update({sympy.Integer(i): None for i in range(4096)})
        E._as_term(n + 1)  # 4096 entries: kept, one added
        assert len(E._TERMS) == 4097
        E._as_term(n + 2)  # more than 4096: emptied, then one added
        assert len(E._TERMS) == 1
    finally:
        E._TERMS.clear()
        E._TERMS.update(saved)


# -- _binomial: limits and texts --------------------------------------------------------------


def test_binomial_texts_in_the_walk() -> None:
    assert walk_error(C(a, b), a=5, b=F(1, 2)) == "binomial(a, b): non-integer argument 1/2"
    # a non-integer top: the product loop, bounded by the argument limit (20000)
    assert walk_error(C(a, b), a=F(1, 2), b=20001) == (
        "binomial argument 20001 is too large to evaluate (limit 20000)"
    )


def test_binomial_digit_limit_at_integer_tops() -> None:
    # C(10^6, 5000) has more than 10000 digits (5000 * log10(200 e) ~ 13650): refused, also
    # for the negative top -10^6, whose value is +-C(5000 + 10^6 - 1, 5000)
    assert "too large" in walk_error(C(a, b), a=10**6, b=5000)
    assert "too large" in walk_error(C(a, b), a=-(10**6), b=5000)
    # the limit is checked on C(b - a - 1, b) exactly: find the first top t with
    # check_binomial(t, 5000) refused, then a = 5000 - t - 1 is refused and a + 1 is not
    lo, hi = 10_000, 10**6
    while hi - lo > 1:
        mid = (lo + hi) // 2
        try:
            check_binomial(mid, 5000)
            lo = mid
        except LimitError:
            hi = mid
    t = hi
    assert "too large" in walk_error(C(a, b), a=5000 - t - 1, b=5000)
    got = E.evaluate(C(a, b) * m, {a: 5000 - lo - 1, b: 5000})
    assert got == m * (-1) ** 5000 * math.comb(lo, 5000)


# -- _bounded, _power, _rising, _falling, factorial, gamma: limits and texts -------------------


def test_bounded_limit_and_texts() -> None:
    assert E._bounded(20000, "x") == 20000
    assert E._bounded(-20000, "x") == -20000
    with pytest.raises(Undefined) as err:
        E._bounded(2**63 - 1, "x")  # 63 bits: shown in full
    assert str(err.value) == "x 9223372036854775807 is too large to evaluate (limit 20000)"
    with pytest.raises(Undefined) as err:
        E._bounded(2**63, "x")  # 64 bits: by its size
    assert str(err.value) == "x of 64 bits is too large to evaluate (limit 20000)"


def test_length_and_argument_texts_in_the_walk() -> None:
    lim = "is too large to evaluate (limit 20000)"
    assert walk_error(RF(a, b), a=1, b=20001) == f"rising factorial length 20001 {lim}"
    assert walk_error(FF(a, b), a=1, b=20001) == f"falling factorial length 20001 {lim}"
    assert walk_error(sympy.factorial(a), a=20001) == f"factorial argument 20001 {lim}"
    assert walk_error(sympy.gamma(a), a=20001) == f"gamma argument 20001 {lim}"
    assert walk_error(sympy.gamma(a), a=F(1, 2)) == "gamma(a): non-integer argument 1/2"
    assert walk_error(RF(a, b), a=1, b=F(1, 2)) == (
        "RisingFactorial(a, b): non-integer argument 1/2"
    )
    assert walk_error(FF(a, b), a=1, b=F(1, 2)) == (
        "FallingFactorial(a, b): non-integer argument 1/2"
    )


def test_power_limits() -> None:
    ev = E._ev
    # 3^20000: exponent at the limit (20000), 2 * 20000 bits: allowed
    assert ev(a**b, {a: F(3), b: F(20000)}) == 3**20000
    # (2^49)^20000: 50 bits * 20000 = 10^6 bits, exactly the limit: allowed
    assert ev(a**b, {a: F(2**49), b: F(20000)}) == 2**980000
    # (2^100)^20000: 101 * 20000 bits: refused although the exponent is within its limit
    with pytest.raises(Undefined, match=r"^a\*\*b: the power is too large to evaluate$"):
        ev(a**b, {a: F(2**100), b: F(20000)})
    # 2^600000: exponent over 20000: refused
    with pytest.raises(Undefined, match=r"^a\*\*b: the power is too large to evaluate$"):
        ev(a**b, {a: F(2), b: F(600000)})
    # 0, 1 and -1 to any power are cheap: never refused
    assert ev(a**b, {a: F(1), b: F(10**6)}) == 1
    assert ev(a**b, {a: F(-1), b: F(10**6 + 1)}) == -1
    assert ev(a**b, {a: F(0), b: F(10**6)}) == 0
    # the text keeps the first 80 characters of the power
    long = sympy.Symbol("x" * 90, integer=True)
    with pytest.raises(Undefined) as err:
        ev(long**b, {long: F(2), b: F(600000)})
    assert str(err.value) == ("x" * 80) + ": the power is too large to evaluate"


def test_powers_in_the_walk() -> None:
    # a non-integer exponent is refused, with the power's text (4^(1/2) is not taken as 2)
    assert walk_error(a**b, a=4, b=F(1, 2)) == "a**b: non-integer argument 1/2"
    # a symbolic exponent outside the case split is refused too
    with pytest.raises(Undefined, match=r"^2\*\*m: argument m is not an integer$"):
        E.evaluate(2**m * a, {a: 1})
    # a symbolic base to a negative power: m^-2 (times a = -2)
    assert E.evaluate(m**a * a, {a: -2}) == -2 / m**2


def test_walk_values_of_symbolic_parameters() -> None:
    # a parameter's value may itself be symbolic: (m + 1)^2
    assert sympy.expand(E.evaluate(a**2, {a: m + 1}) - (m**2 + 2 * m + 1)) == 0
    # negative lengths with a symbolic start: 1/((m - 1)(m - 2)) and 1/((m + 1)(m + 2))
    got = E.evaluate(RF(m, a), {a: -2})
    assert sympy.cancel(got * (m - 1) * (m - 2)) == 1
    got = E.evaluate(FF(m, a), {a: -2})
    assert sympy.cancel(got * (m + 1) * (m + 2)) == 1
    # symbolic parts that cancel leave a Fraction: 6m - 6m + 1/2
    got = E.evaluate(sympy.Sum(m * k, (k, 0, a)) - 6 * m + sympy.Rational(1, 2), {a: 3})
    assert type(got) is Fraction and got == F(1, 2)


def test_sympy_fallback_in_the_walk() -> None:
    # Abs is not in the walk: sympy evaluates it after the exact substitution a = -1/2
    got = E.evaluate(sympy.Abs(a) * m, {a: F(-1, 2)})
    assert sympy.cancel(got - m / 2) == 0
    # log(2) is a number but not rational: refused with the value shown
    assert walk_error(sympy.log(a), a=2) == "log(a): no exact rational value (log(2))"
    # undefined with a symbol left: floor(m/0) = floor(zoo m) is refused, not returned
    with pytest.raises(Undefined) as err:
        E._ev(sympy.floor(m / a), {a: F(0)})
    assert str(err.value) == "floor(m/a): no exact rational value (floor(zoo*m))"


def test_sums_limits_and_texts() -> None:
    i, j = sympy.symbols("i j", integer=True)
    # three limits: i, j in {0, 1}, k in {0, .., a} with a = 1: sum of i + 2j + 4k over the
    # 8 points = 4 * 1 + 2 * 4 * 1 + 4 * 4 * 1 = 4 + 8 + 16 = 28
    got = E.evaluate(sympy.Sum(i + 2 * j + 4 * k, (i, 0, 1), (j, 0, 1), (k, 0, a)) * m, {a: 1})
    assert sympy.cancel(got - 28 * m) == 0
    # a symbolic lower limit: 1 + 2 + 3
    assert sympy.cancel(E.evaluate(sympy.Sum(k, (k, a, 3)) * m, {a: 1}) - 6 * m) == 0
    # two terms 60000 + 60001 (the length is hi - lo + 1 = 2, not hi + lo + 1)
    got = E.evaluate(sympy.Sum(k, (k, a, a + 1)) * m, {a: 60000})
    assert sympy.cancel(got - 120001 * m) == 0
    assert walk_error(sympy.Sum(k, (k, 0, a)), a=F(1, 2)) == (
        "Sum(k, (k, 0, a)): non-integer argument 1/2"
    )
    assert walk_error(sympy.Sum(k, (k, a, 3)), a=F(1, 2)) == (
        "Sum(k, (k, a, 3)): non-integer argument 1/2"
    )
    saved = E.MAX_TERMS
    try:
        E.MAX_TERMS = 10
        # exactly 10 terms (1..10): allowed, 55; 11 terms: refused
        assert sympy.cancel(E.evaluate(sympy.Sum(k, (k, 1, a)) * m, {a: 10}) - 55 * m) == 0
        assert walk_error(sympy.Sum(k, (k, 0, a)), a=10) == (
            "Sum(k, (k, 0, a)): more than 10 terms"
        )
    finally:
        E.MAX_TERMS = saved


# -- _sign, _simplify, _to_int ----------------------------------------------------------------


def test_sign() -> None:
    t = sympy.Symbol("t", integer=True, nonnegative=True)
    s = sympy.Symbol("s", integer=True, nonnegative=True)
    assert [E._sign(F(x)) for x in (-1, 0, 3)] == [-1, 1, 1]
    assert E._sign(F(-1, 2)) == -1
    assert [E._sign(sympy.Integer(x)) for x in (-3, 0, 2)] == [-1, 1, 1]
    assert E._sign(sympy.Rational(1, 2)) == 1
    assert E._sign(sympy.Rational(-1, 2)) == -1
    assert E._sign(sympy.sqrt(2)) is None  # not rational
    assert E._sign(t + 2 * s) == 1 and E._sign(-t - s - 1) == -1
    assert E._sign(t - 1) is None  # -1 at t = 0, 1 at t = 2
    assert E._sign(t**2 - 1) is None  # not linear: -1 at t = 0, 3 at t = 2
    assert E._sign(2**t - t - 5) is None  # not a polynomial: -4 at 0, 1019 at 10


def test_simplify_and_to_int() -> None:
    assert E._simplify(sympy.Rational(3, 4)) == F(3, 4)
    assert type(E._simplify(sympy.Rational(3, 4))) is Fraction
    for bad in (sympy.zoo * m, sympy.nan, m + sympy.oo, m - sympy.oo):
        with pytest.raises(Undefined):
            E._simplify(bad)
    with pytest.raises(Undefined) as err:
        E._simplify(sympy.zoo * m)
    assert str(err.value) == "undefined value zoo*m"
    assert E._to_int(sympy.Integer(3), C(a, b)) == 3
    assert E._to_int(F(-4), C(a, b)) == -4


# -- equal_for_parameters -------------------------------------------------------------------


def test_case_split_through_powers_factorials_and_nested_binomials() -> None:
    # C(r + 1, r) = C(r + 1, 1) = r + 1 for r >= 0 (opaque, decided by the signs)
    assert efp(C(r + 1, r) ** 2, (r + 1) ** 2, {}, {r: 0}) == YES
    assert efp(2 ** C(r + 1, r), 2 ** (r + 1), {}, {r: 0}) == YES
    assert efp(C(C(r + 1, r), 2), (r + 1) * r / 2, {}, {r: 0}) == YES
    assert efp(C(r + 1, C(r + 1, r) - r), r + 1, {}, {r: 0}) == YES  # C(r + 1, 1)
    one = C(r + 1, r) - r  # = 1 for every r >= 0
    assert efp(sympy.factorial(one + 2), 6, {}, {r: 0}) == YES  # 3!
    assert efp(sympy.gamma(one + 3), 6, {}, {r: 0}) == YES  # Gamma(4) = 3!
    assert efp(RF(one + 1, one + 1), 6, {}, {r: 0}) == YES  # 2 * 3
    assert efp(FF(one + 4, one + 1), 20, {}, {r: 0}) == YES  # 5 * 4
    assert efp(sympy.Sum(k, (k, one, 3)), 6, {}, {r: 0}) == YES  # 1 + 2 + 3
    assert efp(sympy.Sum(k, (k, 0, one + 2)), 6, {}, {r: 0}) == YES  # 0 + 1 + 2 + 3


def test_case_split_symbolic_powers() -> None:
    # 1^r = 1 and (1/2)^r 2^r = 1 (c^t stays symbolic); 2^r = 2r fails at r = 0 (1 != 0)
    assert efp(a**r, 1, {a: 1}, {r: 0}) == YES
    assert efp(a**r * 2**r, 1, {a: F(1, 2)}, {r: 0}) == YES
    assert efp(a**r, 2 * r, {a: 2}, {r: 0}) == (False, "r = 0: 1 != 0")
    # a fractional exponent is not an integer power: undecided (4^(1/2) is not taken as 2)
    assert efp(a**b, 2, {a: 4, b: F(1, 2)}, {}) == (None, "a**b: non-integer argument 1/2")
    # the split variables are integers: (-1)^(2r) = 1
    rr = sympy.Symbol("r")
    assert efp((-1) ** (2 * rr), 1, {}, {rr: 0}) == YES


def test_case_split_cancellation_and_texts() -> None:
    # r/(r+1) + 1/(r+1) = 1: equal only after cancelling; = 0 fails at r = 0 (1 != 0)
    assert efp(r / (r + 1) + 1 / (r + 1), 1, {}, {r: 0}) == YES
    assert efp(r / (r + 1) + 1 / (r + 1), 0, {}, {r: 0}) == (False, "r = 0: 1 != 0")
    # 1 against C(r, r + 1) = 0 (b > a >= 0 for every r): differs for every r
    # (decided while r is still symbolic: no point to show, the text is ": 1 != 0")
    assert efp(1, C(r, r + 1), {}, {r: 0}) == (False, ": 1 != 0")
    # two parameters: n + C(1, r) = 0 fails at n = r = 0 (1 != 0)
    assert efp(n + C(1, r), 0, {}, {n: 0, r: 0}) == (False, "n = 0, r = 0: 1 != 0")


def test_case_split_choice() -> None:
    # C(1, r) = C(1, 1 - r): 1, 1, 0, 0, ...; only the second and third arguments of the
    # atoms give a split (their tops are constants)
    assert efp(C(1, r), C(1, 1 - r), {}, {r: 0}) == YES
    # C(r^2 + 3, 1 - r) = C(2 r^2 + 3, 1 - r): 3, 1, 0, 0, ...; the tops are quadratic (no
    # split on them), the split comes from the bottoms
    assert efp(C(r**2 + 3, 1 - r), C(2 * r**2 + 3, 1 - r), {}, {r: 0}) == YES
    # Pascal's rule C(y - 1, 1 - r) = C(y - 2, 1 - r) + C(y - 2, -r) with y a symbol that is
    # no parameter: the tops y - c give no split, the bottoms do (y - 1, 1, 0, 0, ...)
    y = sympy.Symbol("y")
    assert efp(C(y - 1, 1 - r), C(y - 2, 1 - r) + C(y - 2, -r), {}, {r: 0}) == YES
    # of two splits as small (T = 2 on n from the top 1 - n, on r from the bottom 1 - r) the
    # first is taken: n = 0 gives C(1, 1 - r) = 1 - 0 for r = 0, 1 and 0 != 1 from r = 2 on
    # (a split on r first leaves C(1 - n, 0) = 1 against 1 - n at r = 1: undecided)
    got = efp(C(1 - n, 1 - r), 1 - n, {}, {n: 0, r: 0})
    assert got[0] is False and got[1].endswith("0 != 1")
    # C(2^r, 1 - r) = C(3^r, 1 - r): 1, 1, 0, 0, ...; the tops are no polynomials in r (no
    # split on them, and no error), the split comes from the bottoms
    assert efp(C(2**r, 1 - r), C(3**r, 1 - r), {}, {r: 0}) == YES
    # C(r^2 - 3, r) = 0 fails at r = 0: C(-3, 0) = 1 (the top has no linear part)
    assert efp(C(r**2 - 3, r), 0, {}, {r: 0}) == (False, "r = 0: 1 != 0")


def test_case_split_budget() -> None:
    # C(2, r) = C(2, 2 - r) for every integer r >= -c (both 0 outside 0..2).  Cases: the
    # first (symbolic), c + 1 numeric ones r = -c .. 0, the shifted rest r = 1 + t, there a
    # split t = 0, 1 and the rest r = 3 + t (both 0): c + 6 cases in all
    assert efp(C(2, r), C(2, 2 - r), {}, {r: -4}, max_cases=10) == YES  # 10 cases
    assert efp(C(2, r), C(2, 2 - r), {}, {r: -5}, max_cases=10) == (
        None,
        "more than 10 cases of the parameters",
    )
    assert efp(C(2, r), C(2, 2 - r), {}, {r: -114}) == YES  # 120 cases, the default
    assert efp(C(2, r), C(2, 2 - r), {}, {r: -115}) == (
        None,
        "more than 120 cases of the parameters",
    )


# -- grid and find_counterexample -------------------------------------------------------------


def test_grid_with_a_negative_lower_bound() -> None:
    x = sympy.Symbol("x")
    assert list(E.grid([x], {x: -2}, 1)) == [(-2,), (-1,), (0,), (1,)]


def test_find_counterexample_free_symbols() -> None:
    x, y = sympy.symbols("x y", integer=True)
    with pytest.raises(InvalidInput) as err:
        E.find_counterexample(n, n + x, [n])  # x only on the right
    assert str(err.value) == "no values for the symbols ['x']"
    with pytest.raises(InvalidInput) as err:
        E.find_counterexample(n + y, n + x, [n])
    assert str(err.value) == "no values for the symbols ['x', 'y']"
    # a summation variable of one side that the other side names is not asked for; that
    # side then keeps the symbol k, which no number equals (0 at n = 0 against k)
    s = sympy.Sum(k, (k, 0, n))
    assert E.find_counterexample(s, k, [n]) == {"n": "0"}
    assert E.find_counterexample(k, s, [n]) == {"n": "0"}


def test_bound_somewhere() -> None:
    j = sympy.Symbol("j", integer=True)
    s = sympy.Sum(k, (k, 0, n))
    assert E._bound_somewhere(k, s, k) is True
    assert E._bound_somewhere(k, n, s) is True  # bound in the second expression
    assert E._bound_somewhere(k, k + s) is False  # also free there
    assert E._bound_somewhere(j, sympy.Product(j, (j, 1, n))) is True
    assert E._bound_somewhere(r, s, r) is False  # bound nowhere


def test_find_counterexample_window_of_five_variables() -> None:
    # five variables: the window is 0..3 (4^5 = 1024 points; 0..4 would be 5^5 = 3125 > 3000);
    # C(e, 3) = 0 first fails at (0, 0, 0, 0, 3), after the 3^5 points of maximum <= 2
    vs = sympy.symbols("v w x y z", integer=True)
    got = E.find_counterexample(C(vs[4], 3), 0, list(vs))
    assert got == {"v": "0", "w": "0", "x": "0", "y": "0", "z": "3"}

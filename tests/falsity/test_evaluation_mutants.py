"""Kill tests for the mutation run over the evaluation under Lean's semantics (issue 12, item 7;
benchmarks/RESULTS.md, "Mutation testing"): exact values at the edges of every operation
(Euclidean ``Int.ediv`` with a divisor of ±1, the four interval kinds of ``Finset`` with a
negative integer bound, ``Real.rpow`` at fractional exponents, huge exact roots) and the exact
limits and messages of the size checks.
"""

from __future__ import annotations

from fractions import Fraction

import mpmath
import pytest

from wzprove.model import algebraic
from wzprove.model.semantics import (
    MAX_SIZE,
    EvaluationError,
    SumBinder,
    Term,
    _binom_nat,
    _bounds,
    _cos_pi,
    _pow,
    evaluate,
)


def lit(v: int | Fraction, ty: str = "ℤ") -> Term:
    return Term.lit(v, ty)  # type: ignore[arg-type]


def op(name: str, *args: Term, ty: str = "ℤ") -> Term:
    return Term(name, args, ty)  # type: ignore[arg-type]


def rpow(base: int | Fraction, ex: Fraction) -> Fraction | bool:
    """``(base : ℝ) ^ (ex : ℝ)``, ``Real.rpow``."""
    return evaluate(op("pow", lit(base, "ℝ"), lit(ex, "ℝ"), ty="ℝ"), {})


@pytest.mark.parametrize(
    "a,b,quotient,remainder",
    [
        (7, 2, 3, 1),
        (-7, 2, -4, 1),
        (7, -2, -3, 1),
        (-7, -2, 4, 1),
        (-7, 1, -7, 0),
        (7, -1, -7, 0),
        (-7, -1, 7, 0),
        (-7, 0, 0, -7),
    ],
)
def test_int_ediv_and_emod(a: int, b: int, quotient: int, remainder: int) -> None:
    assert evaluate(op("div", lit(a), lit(b)), {}) == quotient
    assert evaluate(op("mod", lit(a), lit(b)), {}) == remainder


def sum_of_index(kind: str, lo: int, hi: int, index_type: str = "ℤ") -> Fraction | bool:
    """``∑ i ∈ Finset.KIND lo hi, i`` (``range hi`` for ``range``)."""
    binder = SumBinder("i", index_type, kind)  # type: ignore[arg-type]
    body = Term.var("i", index_type)  # type: ignore[arg-type]
    return evaluate(Term("sum", (lit(lo), lit(hi), body), "ℤ", binder), {})


@pytest.mark.parametrize(
    "kind,expected",
    [
        # the index runs over -3..2, -3..1, -2..2, -2..1 (sums -3, -5, 0, -2); range 2 = {0, 1}
        ("Icc", -3),
        ("Ico", -5),
        ("Ioc", 0),
        ("Ioo", -2),
        ("range", 1),
    ],
)
def test_interval_kinds_with_a_negative_integer_bound(kind: str, expected: int) -> None:
    assert sum_of_index(kind, -3, 2) == expected


def test_interval_bounds_directly() -> None:
    assert _bounds(SumBinder("i", "ℤ", "Icc"), Fraction(-3), Fraction(2)) == range(-3, 3)
    assert _bounds(SumBinder("i", "ℤ", "Ioc"), Fraction(-3), Fraction(2)) == range(-2, 3)
    # a natural-number index never goes below 0
    assert _bounds(SumBinder("i", "ℕ", "Icc"), Fraction(-3), Fraction(2)) == range(0, 3)
    assert _bounds(SumBinder("i", "ℕ", "Ioo"), Fraction(-3), Fraction(2)) == range(0, 2)
    assert _bounds(SumBinder("i", "ℤ", "Icc"), Fraction(5), Fraction(2)) == range(5, 3)
    assert sum_of_index("Icc", 3, 5, "ℕ") == 12


def test_number_of_terms_limit_counts_terms_not_bounds() -> None:
    # 5000 terms far from 0 are fine; one term more than the limit is not
    assert sum_of_index("Icc", 15_000, 19_999) == sum(range(15_000, 20_000))
    assert sum_of_index("Ico", 0, MAX_SIZE) == sum(range(MAX_SIZE))
    with pytest.raises(EvaluationError) as err:
        sum_of_index("Icc", 0, MAX_SIZE)
    assert str(err.value) == "number of terms 20001 is too large to evaluate (limit 20000)"


def test_bound_that_is_not_an_integer_is_named() -> None:
    binder = SumBinder("i", "ℚ", "Icc")
    body = Term.var("i", "ℚ")
    for lo, hi, what in [
        (Fraction(1, 2), 3, "lower bound: 1/2"),
        (0, Fraction(5, 2), "upper bound: 5/2"),
    ]:
        t = Term("sum", (lit(lo, "ℚ"), lit(hi, "ℚ"), body), "ℚ", binder)
        with pytest.raises(EvaluationError) as err:
            evaluate(t, {})
        assert str(err.value) == f"{what} is not an integer"


def test_size_limit_messages() -> None:
    with pytest.raises(EvaluationError) as err:
        evaluate(op("pow", lit(2), lit(MAX_SIZE + 1, "ℕ")), {})
    assert str(err.value) == "exponent 20001 is too large to evaluate (limit 20000)"
    # a number of 63 bits is shown, one of 64 bits by its size
    for e, shown in [(2**63 - 1, str(2**63 - 1)), (2**63, "of 64 bits")]:
        with pytest.raises(EvaluationError) as err:
            evaluate(op("pow", lit(3), lit(e, "ℕ")), {})
        assert str(err.value) == f"exponent {shown} is too large to evaluate (limit 20000)"
    assert evaluate(op("pow", lit(2), lit(MAX_SIZE, "ℕ")), {}) == 2**MAX_SIZE


def test_powers_of_zero_and_units_have_no_size_limit() -> None:
    huge = lit(10**30, "ℕ")
    assert evaluate(op("pow", lit(0), huge), {}) == 0
    assert evaluate(op("pow", lit(1), huge), {}) == 1
    assert evaluate(op("pow", lit(-1), lit(10**30 + 1, "ℕ")), {}) == -1
    with pytest.raises(EvaluationError, match="exponent of 100 bits is too large"):
        evaluate(op("pow", lit(2), huge), {})


def test_power_bit_limit_is_inclusive() -> None:
    # (2^49)^20000 has 49 * 20000 + 1 bits: bits(base) * exponent = 50 * 20000 = MAX_BITS
    assert evaluate(op("pow", lit(2**49), lit(20_000, "ℕ")), {}) == 2 ** (49 * 20_000)
    with pytest.raises(EvaluationError) as err:
        evaluate(op("pow", lit(2**50), lit(20_000, "ℕ")), {})
    assert str(err.value) == f"power {2**50} ^ 20000 is too large to evaluate"


def test_zpow_and_npow_edges() -> None:
    assert evaluate(op("pow", lit(0, "ℚ"), lit(-1), ty="ℚ"), {}) == 0
    assert evaluate(op("pow", lit(2, "ℚ"), lit(-2), ty="ℚ"), {}) == Fraction(1, 4)
    assert _pow(Fraction(0), Fraction(-3), "ℤ") == 0
    with pytest.raises(EvaluationError) as err:
        _pow(Fraction(2), Fraction(-1), "ℕ")
    assert str(err.value) == "negative exponent at type ℕ"
    with pytest.raises(EvaluationError) as err:
        _pow(Fraction(4), Fraction(1, 2), "ℚ")
    assert str(err.value) == "exponent 1/2 is not an integer"


@pytest.mark.parametrize(
    "base,ex,expected",
    [
        (0, Fraction(1, 2), 0),
        (0, Fraction(-1, 2), 0),
        (4, Fraction(1, 2), 2),
        (Fraction(1, 4), Fraction(1, 2), Fraction(1, 2)),
        (Fraction(9, 4), Fraction(-1, 2), Fraction(2, 3)),
        (8, Fraction(2, 3), 4),
        (1, Fraction(7, 5), 1),
        # Real.rpow_def_of_neg: |x| ^ y * cos (y π)
        (-4, Fraction(1, 2), 0),
        (-8, Fraction(1, 3), 1),
        (-8, Fraction(2, 3), -2),
        (-8, Fraction(4, 3), -8),
        (-8, Fraction(5, 3), 16),
        (-8, Fraction(7, 3), 64),
        (-8, Fraction(-1, 3), Fraction(1, 4)),
        (-8, Fraction(-2, 3), Fraction(-1, 8)),
        (Fraction(-1, 8), Fraction(1, 3), Fraction(1, 4)),
    ],
)
def test_real_power_at_fractional_exponents(
    base: int | Fraction, ex: Fraction, expected: int | Fraction
) -> None:
    assert rpow(base, ex) == expected


@pytest.mark.parametrize(
    "base,ex,expected",
    [
        (-2, Fraction(1), -2),
        (-2, Fraction(2), 4),
        (-2, Fraction(3), -8),
        (-2, Fraction(-1), Fraction(-1, 2)),
        (-3, Fraction(0), 1),
    ],
)
def test_real_power_of_a_negative_base_at_integers(base: int, ex: Fraction, expected) -> None:
    assert rpow(base, ex) == expected


@pytest.mark.parametrize(
    "base,ex,value",
    [  # Real.rpow_def_of_neg for a negative base: |x| ^ y · cos (y π); values by mpmath
        (2, Fraction(1, 2), mpmath.sqrt(2)),
        (Fraction(1, 2), Fraction(1, 2), mpmath.sqrt(2) / 2),
        (-2, Fraction(1, 4), mpmath.root(2, 4) * mpmath.cos(mpmath.pi / 4)),
        (-16, Fraction(1, 4), 2 * mpmath.cos(mpmath.pi / 4)),
    ],
)
def test_irrational_real_powers_are_exact_algebraic_values(base, ex: Fraction, value) -> None:
    v = rpow(base, ex)
    assert algebraic.is_exact(v)  # not a Fraction, not a float
    assert abs(mpmath.mpf(str(v.evalf(40))) - value) < mpmath.mpf(10) ** -12


def test_exact_roots_of_huge_numbers() -> None:
    # beyond floating point (over 1000 bits): the integer root by bisection
    r = 3**700 + 1
    assert rpow(r**2, Fraction(1, 2)) == r
    assert rpow(Fraction(1, r**2), Fraction(1, 2)) == Fraction(1, r)
    assert rpow(r**3, Fraction(2, 3)) == r**2
    assert rpow(2**3000, Fraction(1, 3)) == 2**1000
    assert rpow(Fraction(2**3000, 3**3), Fraction(1, 3)) == Fraction(2**1000, 3)
    for m in (r**2 - 1, r**2 + 1, 2**3001):  # irrational: an exact algebraic value
        assert algebraic.is_exact(rpow(m, Fraction(1, 2) if m != 2**3001 else Fraction(1, 3)))
    # near the float boundary and small roots
    for c in (2**500 - 1, 2**500 + 1, 10**160 + 7, 1, 2, 3, 10):
        assert rpow(c**2, Fraction(1, 2)) == c
    assert rpow(Fraction(4, 9), Fraction(1, 2)) == Fraction(2, 3)
    assert algebraic.is_exact(rpow(Fraction(4, 3), Fraction(1, 2)))
    assert algebraic.is_exact(rpow(Fraction(3, 4), Fraction(1, 2)))


def test_root_index_limit() -> None:
    with pytest.raises(EvaluationError) as err:
        rpow(2, Fraction(1, MAX_SIZE + 1))
    assert str(err.value) == "root index 20001 is too large to evaluate (limit 20000)"


def test_binom_nat_outside_the_triangle() -> None:
    assert _binom_nat(3, -1) == 0
    assert _binom_nat(3, 4) == 0
    assert _binom_nat(-1, 2) == 0
    assert _binom_nat(5, 2) == 10


def test_messages_name_the_variable_and_the_operation() -> None:
    with pytest.raises(EvaluationError) as err:
        evaluate(Term.var("n"), {})
    assert str(err.value) == "variable n has no value"
    with pytest.raises(EvaluationError) as err:
        evaluate(Term.var("n", "ℤ"), {"n": Fraction(1, 2)})
    assert str(err.value) == "value of n : ℤ: 1/2 is not an integer"
    with pytest.raises(EvaluationError) as err:
        evaluate(Term.var("n"), {"n": Fraction(3, 2)})
    assert str(err.value) == "value of n : ℕ: 3/2 is not an integer"
    with pytest.raises(EvaluationError) as err:
        evaluate(Term.var("n"), {"n": -1})
    assert str(err.value) == "value of n : ℕ is negative (-1)"
    assert evaluate(Term.var("x", "ℚ"), {"x": Fraction(-1, 2)}) == Fraction(-1, 2)
    with pytest.raises(EvaluationError) as err:
        evaluate(op("add", op("eq", lit(1), lit(1), ty="Prop"), lit(1)), {})
    assert str(err.value) == "expected a number, got a proposition: (1 = 1)"


def test_strict_mode_is_passed_on() -> None:
    t = op("div", lit(1, "ℚ"), lit(0, "ℚ"), ty="ℚ")
    assert evaluate(t, {}) == 0
    with pytest.raises(EvaluationError) as err:
        evaluate(t, {}, strict=True)
    assert str(err.value) == "division by zero in (1 /[ℚ] 0)"


def cmp(name: str, a: int, b: int) -> Term:
    return op(name, lit(a), lit(b), ty="Prop")


T, F = Term("true", (), "Prop"), Term("false", (), "Prop")
HALF = Fraction(1, 2)


@pytest.mark.parametrize(
    "term,expected",
    [
        (T, True),
        (F, False),
        (op("and", T, F, ty="Prop"), False),
        (op("and", F, T, ty="Prop"), False),
        (op("and", T, T, ty="Prop"), True),
        (op("or", F, T, ty="Prop"), True),
        (op("or", T, F, ty="Prop"), True),
        (op("or", F, F, ty="Prop"), False),
        (op("not", F, ty="Prop"), True),
        (op("not", T, ty="Prop"), False),
        (op("ite", T, lit(1), lit(2)), 1),
        (op("ite", F, lit(1), lit(2)), 2),
        *[
            (cmp(c, a, b), want)
            for c, wants in [
                ("eq", (False, True, False)),
                ("ne", (True, False, True)),
                ("lt", (True, False, False)),
                ("le", (True, True, False)),
                ("gt", (False, False, True)),
                ("ge", (False, True, True)),
            ]
            for (a, b), want in zip([(1, 2), (2, 2), (3, 2)], wants, strict=True)
        ],
        # a ∣ b: in ℤ by remainder (0 ∣ b iff b = 0); in a field every a ≠ 0 divides
        (op("dvd", lit(0), lit(0), ty="Prop"), True),
        (op("dvd", lit(0), lit(5), ty="Prop"), False),
        (op("dvd", lit(3), lit(6), ty="Prop"), True),
        (op("dvd", lit(-3), lit(6), ty="Prop"), True),
        (op("dvd", lit(3), lit(7), ty="Prop"), False),
        (op("dvd", lit(1), lit(7), ty="Prop"), True),
        (op("dvd", lit(0, "ℚ"), lit(0, "ℚ"), ty="Prop"), True),
        (op("dvd", lit(0, "ℚ"), lit(5, "ℚ"), ty="Prop"), False),
        (op("dvd", lit(2, "ℚ"), lit(5, "ℚ"), ty="Prop"), True),
        (op("dvd", lit(1, "ℝ"), lit(0, "ℝ"), ty="Prop"), True),
        (op("dvd", lit(2, "ℝ"), lit(5, "ℝ"), ty="Prop"), True),
        (op("sub", lit(3, "ℕ"), lit(5, "ℕ"), ty="ℕ"), 0),
        (op("sub", lit(3), lit(5)), -2),
        (op("neg", lit(3)), -3),
        (op("abs", lit(-3)), 3),
        (op("mod", lit(7, "ℕ"), lit(0, "ℕ"), ty="ℕ"), 7),
        (op("mod", lit(7, "ℕ"), lit(1, "ℕ"), ty="ℕ"), 0),
        (op("div", lit(7, "ℕ"), lit(0, "ℕ"), ty="ℕ"), 0),
        (op("div", lit(7, "ℕ"), lit(2, "ℕ"), ty="ℕ"), 3),
        (op("div", lit(1, "ℚ"), lit(2, "ℚ"), ty="ℚ"), HALF),
        (op("cast", lit(0, "ℤ"), ty="ℕ"), 0),
        (op("cast", lit(-1, "ℤ"), ty="ℤ"), -1),
        (op("cast", lit(HALF, "ℚ"), ty="ℚ"), HALF),
        (op("cast", lit(-2, "ℤ"), ty="ℚ"), -2),
        (op("factorial", lit(0, "ℕ"), ty="ℕ"), 1),
        (op("factorial", lit(5, "ℕ"), ty="ℕ"), 120),
        (op("choose", lit(3, "ℕ"), lit(5, "ℕ"), ty="ℕ"), 0),
        (op("choose", lit(5, "ℕ"), lit(5, "ℕ"), ty="ℕ"), 1),
        (op("choose", lit(30_000, "ℕ"), lit(29_999, "ℕ"), ty="ℕ"), 30_000),
        (op("choose", lit(30_000, "ℕ"), lit(30_001, "ℕ"), ty="ℕ"), 0),
        (op("choose", lit(0, "ℕ"), lit(30_001, "ℕ"), ty="ℕ"), 0),
        (op("binomial", lit(HALF, "ℚ"), lit(1), ty="ℚ"), HALF),
        (op("binomial", lit(-HALF, "ℚ"), lit(2), ty="ℚ"), Fraction(3, 8)),
        (op("binomial", lit(-3), lit(2)), 6),
        (op("binomial", lit(5), lit(2)), 10),
        (op("binomial", lit(5), lit(-1)), 0),
        (op("binomial", lit(5), lit(7)), 0),
        (op("descfact", lit(5, "ℕ"), lit(2, "ℕ"), ty="ℕ"), 20),
        (op("descfact", lit(3, "ℕ"), lit(3, "ℕ"), ty="ℕ"), 6),
        (op("descfact", lit(2, "ℕ"), lit(5, "ℕ"), ty="ℕ"), 0),
        # Mathlib's Nat.ascFactorial n k = n (n + 1) ... (n + k - 1)
        (op("ascfact", lit(3, "ℕ"), lit(2, "ℕ"), ty="ℕ"), 12),
        (op("ascfact", lit(3, "ℕ"), lit(0, "ℕ"), ty="ℕ"), 1),
    ],
)
def test_operation_values(term: Term, expected: bool | int | Fraction) -> None:
    got = evaluate(term, {})
    assert got == expected
    assert isinstance(got, bool) == isinstance(expected, bool)


BIG = lit(MAX_SIZE + 1, "ℕ")


@pytest.mark.parametrize(
    "term,message",
    [
        (op("not", lit(1), ty="Prop"), "expected a proposition, got a number: 1"),
        (op("neg", lit(3, "ℕ"), ty="ℕ"), "negation at type ℕ"),
        (op("dvd", lit(HALF), lit(1), ty="Prop"), "divisor: 1/2 is not an integer"),
        (op("dvd", lit(2), lit(HALF), ty="Prop"), "dividend: 1/2 is not an integer"),
        (op("div", lit(HALF), lit(1)), "dividend: 1/2 is not an integer"),
        (op("div", lit(1), lit(HALF)), "divisor: 1/2 is not an integer"),
        (op("mod", lit(HALF), lit(1)), "dividend: 1/2 is not an integer"),
        (op("mod", lit(1), lit(HALF)), "divisor: 1/2 is not an integer"),
        (op("cast", lit(HALF, "ℚ"), ty="ℤ"), "cast of the non-integer 1/2 to ℤ"),
        (op("cast", lit(HALF, "ℚ"), ty="ℕ"), "cast of the non-integer 1/2 to ℕ"),
        (op("cast", lit(-1, "ℤ"), ty="ℕ"), "cast of the negative value -1 to ℕ"),
        (op("factorial", lit(HALF), ty="ℕ"), "factorial argument: 1/2 is not an integer"),
        (op("factorial", lit(-1), ty="ℕ"), "factorial of negative integer -1"),
        (
            op("factorial", BIG, ty="ℕ"),
            "factorial argument 20001 is too large to evaluate (limit 20000)",
        ),
        (op("choose", lit(HALF), lit(1), ty="ℕ"), "choose argument: 1/2 is not an integer"),
        (op("choose", lit(1), lit(HALF), ty="ℕ"), "choose argument: 1/2 is not an integer"),
        (
            op("choose", lit(40_002, "ℕ"), lit(20_001, "ℕ"), ty="ℕ"),
            "choose argument 20001 is too large to evaluate (limit 20000)",
        ),
        (
            op("binomial", lit(1), lit(HALF)),
            "binomial lower argument: 1/2 is not an integer",
        ),
        (
            op("binomial", lit(-1), BIG),
            "binomial lower argument 20001 is too large to evaluate (limit 20000)",
        ),
        (
            op("descfact", lit(HALF), lit(1), ty="ℕ"),
            "descFactorial argument: 1/2 is not an integer",
        ),
        (op("descfact", lit(1), lit(HALF), ty="ℕ"), "descFactorial: 1/2 is not an integer"),
        (
            op("descfact", lit(1), BIG, ty="ℕ"),
            "descFactorial argument 20001 is too large to evaluate (limit 20000)",
        ),
        (
            op("ascfact", lit(HALF), lit(1), ty="ℕ"),
            "ascFactorial argument: 1/2 is not an integer",
        ),
        (op("ascfact", lit(1), lit(HALF), ty="ℕ"), "ascFactorial: 1/2 is not an integer"),
        (
            op("ascfact", lit(1), BIG, ty="ℕ"),
            "ascFactorial argument 20001 is too large to evaluate (limit 20000)",
        ),
    ],
)
def test_operation_errors(term: Term, message: str) -> None:
    with pytest.raises(EvaluationError) as err:
        evaluate(term, {})
    assert str(err.value) == message


def test_strict_powers_of_zero() -> None:
    def p(b: int, e: int) -> Term:
        return op("pow", lit(b, "ℚ"), lit(e), ty="ℚ")

    assert evaluate(p(0, -1), {}) == 0
    assert evaluate(p(0, 0), {}, strict=True) == 1
    assert evaluate(p(2, -1), {}, strict=True) == HALF
    assert evaluate(op("div", lit(1, "ℚ"), lit(2, "ℚ"), ty="ℚ"), {}, strict=True) == HALF
    with pytest.raises(EvaluationError) as err:
        evaluate(p(0, -2), {}, strict=True)
    assert str(err.value) == "division by zero: 0 ^ -2 in (0 ^ -2)"


def test_big_operator_index_is_restored() -> None:
    binder = SumBinder("i", "ℕ", "range")
    i = Term.var("i")
    s = Term("sum", (lit(0, "ℕ"), lit(3, "ℕ"), i), "ℕ", binder)
    p = Term("prod", (lit(0, "ℕ"), lit(4, "ℕ"), op("add", i, lit(1, "ℕ"), ty="ℕ")), "ℕ", binder)
    # an outer i keeps its value after the sum; without one, i is unbound again
    assert evaluate(op("add", s, i, ty="ℕ"), {"i": 10}) == 13
    assert evaluate(op("add", p, i, ty="ℕ"), {"i": 10}) == 34
    with pytest.raises(EvaluationError) as err:
        evaluate(op("add", s, i, ty="ℕ"), {})
    assert str(err.value) == "variable i has no value"


def test_cos_pi_at_rational_multiples() -> None:
    # Niven: cos (y π) is rational only for y with denominator 1, 2 or 3
    table = {
        Fraction(0): 1,
        Fraction(1): -1,
        Fraction(2): 1,
        Fraction(3): -1,
        Fraction(-1): -1,
        Fraction(1, 2): 0,
        Fraction(-3, 2): 0,
        Fraction(1, 3): HALF,
        Fraction(2, 3): -HALF,
        Fraction(4, 3): -HALF,
        Fraction(5, 3): HALF,
        Fraction(7, 3): HALF,
        Fraction(-1, 3): HALF,
    }
    for y, want in table.items():
        assert _cos_pi(y) == want, y
    assert _cos_pi(Fraction(1, 4)) is None
    assert _cos_pi(Fraction(1, 6)) is None

"""Parameters that are not natural numbers (issue 12, item 2): a ``(m : ℤ)`` without a
lower bound and ``(x : ℚ)`` / ``(x : ℝ)`` parameters.  The ``parameters`` check must cover
every value the binder and the hypotheses allow: negative integers, and rational values
where a denominator such as ``2x + 2k + 1`` vanishes.  Each false statement below was
checked by hand under Lean's ``x / 0 = 0``; each is certified when the parameter is read
as a natural number (the engine's old reading) and must not be certified with its domain.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy
from sympy import Sum, binomial

from wzprove.wz.certify import certify
from wzprove.wz.evaluate import evaluate
from wzprove.wz.exceptional import parameter_check, specialise
from wzprove.wz.verify import verify_certificate

n, k, m = sympy.symbols("n k m", integer=True)
x = sympy.Symbol("x", integer=True)

# sum_{k=0}^{n} 1/((m+k+1)(m+k+2)) = (n+1)/((m+1)(m+n+2)): true for m >= 0 (telescoping
# 1/(m+k+1) - 1/(m+k+2)); false at m = -1, n = 1 (left 0 + 1/2, right 2/0 = 0)
TELE_M = (
    Sum(1 / ((m + k + 1) * (m + k + 2)), (k, 0, n)),
    (n + 1) / ((m + 1) * (m + n + 2)),
)
# the same with the first pole far out: false at m = -21, n = 1 (left 0 + 1/2, right 0)
TELE_M21 = (
    Sum(1 / ((m + k + 21) * (m + k + 22)), (k, 0, n)),
    (n + 1) / ((m + 21) * (m + n + 22)),
)
# sum_{k=0}^{n} 1/((2x+2k+1)(2x+2k+3)) = (n+1)/((2x+1)(2x+2n+3)): true for every x with
# no vanishing factor; false at x = -1/2, n = 1 (left 0 + 1/8, right 2/0 = 0)
TELE_X = (
    Sum(1 / ((2 * x + 2 * k + 1) * (2 * x + 2 * k + 3)), (k, 0, n)),
    (n + 1) / ((2 * x + 1) * (2 * x + 2 * n + 3)),
)


def _lean_value(e: sympy.Expr, env: dict) -> Fraction:
    """``e`` at ``env`` with Lean's ``x / 0 = 0`` (a sum term by term)."""
    from wzprove.model.identity import evaluate as lean_evaluate
    from wzprove.model.identity import from_sympy

    types = {"m": "ℤ", "x": "ℚ"}
    return Fraction(lean_evaluate(from_sympy(e, types, "ℚ"), {s.name: v for s, v in env.items()}))


@pytest.mark.parametrize(
    ("sides", "point"),
    [
        (TELE_M, {m: -1, n: 1}),
        (TELE_M21, {m: -21, n: 1}),
        (TELE_X, {x: Fraction(-1, 2), n: 1}),
    ],
)
def test_the_statements_are_false_by_hand(sides, point) -> None:
    lhs, rhs = sides
    assert _lean_value(lhs, point) == (Fraction(1, 2) if m in point else Fraction(1, 8))
    assert _lean_value(rhs, point) == 0


def test_a_natural_reading_certifies_the_integer_statement() -> None:
    # what the engine proves when m is read as a natural number: true there
    res = certify(*TELE_M)
    assert res.status == "certified", res.message


@pytest.mark.parametrize("sides", [TELE_M, TELE_M21])
def test_an_unbounded_integer_parameter_is_not_certified_from_m_at_least_0(sides) -> None:
    res = certify(*sides, domains={"m": ("ℤ", None)})
    assert res.status != "certified", res.message
    assert res.status in ("failed", "out-of-scope", "false")
    if res.status == "failed":
        assert "parameters" in res.message and "m" in res.message


def test_a_bounded_integer_parameter_is_pinned_from_its_own_bound() -> None:
    # m >= -21 (a hypothesis -21 <= m): m + k + 21 = 0 has the solutions m = -21 - k for
    # k in range, infinitely many pairs (n, k) at m = -21: the check is about every m >= -21
    res = certify(*TELE_M21, lower_bounds={m: -21}, domains={"m": ("ℤ", -21)})
    assert res.status != "certified", res.message
    # with m >= -20 every denominator is positive: certified
    ok = certify(*TELE_M21, lower_bounds={m: -20}, domains={"m": ("ℤ", -20)})
    assert ok.status == "certified", ok.message


def test_an_integer_parameter_with_no_pole_is_certified_for_every_integer() -> None:
    # the binomial theorem sum_k C(n,k) m^k = (m + 1)^n for every integer m
    lhs = Sum(binomial(n, k) * m**k, (k, 0, n))
    rhs = (m + 1) ** n
    res = certify(lhs, rhs, domains={"m": ("ℤ", None)})
    assert res.status == "certified", res.message
    (check,) = [c for c in res.certificate.checks if c.name == "parameters"]
    assert "m: ℤ (no lower bound)" in check.detail, check.detail
    # and the identity indeed holds at a negative m
    assert evaluate(lhs, {n: 3, m: -5}) == evaluate(rhs, {n: 3, m: -5}) == -64


def test_an_odd_denominator_never_vanishes_at_an_integer() -> None:
    # 2m + 2k + 1 is odd: no integer m makes it 0, whatever its sign
    res = certify(*TELE_X, domains={"x": ("ℤ", None)})
    assert res.status == "certified", res.message
    (check,) = [c for c in res.certificate.checks if c.name == "parameters"]
    assert check.passed


@pytest.mark.parametrize("field", ["ℚ", "ℝ"])
@pytest.mark.parametrize("lower", [None, -3, -1])
def test_a_rational_pole_of_a_rational_parameter_is_not_certified(field, lower) -> None:
    # x = -1/2 (and for lower = -3 also -3/2, -5/2) makes 2x + 2k + 1 vanish
    bounds = {} if lower is None else {x: lower}
    res = certify(*TELE_X, lower_bounds=bounds, domains={"x": (field, lower)})
    assert res.status != "certified", res.message


@pytest.mark.parametrize("field", ["ℚ", "ℝ"])
def test_a_rational_parameter_above_every_pole_is_certified(field) -> None:
    # x >= 0 (a hypothesis 0 < x or 0 <= x): 2x + 2k + 1 >= 1 over the reals
    res = certify(*TELE_X, domains={"x": (field, 0)})
    assert res.status == "certified", res.message


def test_a_single_rational_root_is_pinned_and_checked_there() -> None:
    # sum_k C(n,k)/(2x - 1) = 2^n/(2x - 1): the one exceptional value is x = 1/2, where the
    # check must look (there the specialised summand is C(n,k)/0: not verified, refused)
    lhs = Sum(binomial(n, k) / (2 * x - 1), (k, 0, n))
    res = certify(lhs, 2**n / (2 * x - 1), domains={"x": ("ℚ", None)})
    checks = [c for c in res.certificate.checks if c.name == "parameters"]
    assert checks and "x = 1/2" in checks[0].detail, res.message
    assert res.status != "certified"
    # an integer x never makes 2x - 1 vanish: certified for every integer
    ok = certify(lhs, 2**n / (2 * x - 1), domains={"x": ("ℤ", None)})
    assert ok.status == "certified", ok.message


def test_an_irrational_real_pole_is_refused() -> None:
    # x^2 - 2 vanishes at x = sqrt 2, a real value no certificate is checked at
    lhs = Sum(binomial(n, k) / (x**2 - 2), (k, 0, n))
    res = certify(lhs, 2**n / (x**2 - 2), domains={"x": ("ℝ", None)})
    assert res.status != "certified", res.message
    # over ℚ it has no root: nothing to pin
    ok = certify(lhs, 2**n / (x**2 - 2), domains={"x": ("ℚ", None)})
    assert ok.status == "certified", ok.message


def test_specialise_takes_rational_values() -> None:
    res = certify(*TELE_X, domains={"x": ("ℚ", 0)})
    c = specialise(res.certificate, {"x": Fraction(1, 2)})
    assert c.parameters == [] and "x" not in c.summand
    assert c.summand == "1/((2*k + 2)*(2*k + 4))"
    assert all(ch.passed for ch in verify_certificate(c))


def test_parameter_check_reports_the_domain() -> None:
    res = certify(*TELE_X, domains={"x": ("ℚ", 0)})
    check = parameter_check(res.certificate, verify_certificate)
    assert check.passed
    assert "x: ℚ, x >= 0" in check.detail, check.detail


def test_half_integer_sample_agrees() -> None:
    # the certified x >= 0 statement at x = 1/2, n = 2 by Lean's evaluation
    lhs, rhs = TELE_X
    env = {x: Fraction(1, 2), n: 2}
    assert _lean_value(lhs, env) == _lean_value(rhs, env)


def test_a_gosper_certificate_is_judged_by_its_reduced_antidifference() -> None:
    # sum_k (m + k) = (n + 1) m + n (n + 1) / 2 for every integer m: R = k (k + 2m - 1) /
    # (2 (k + m)) has the pole k = -m, but G = R (k + m) = k (k + 2m - 1) / 2 has none
    lhs = Sum(m + k, (k, 0, n))
    rhs = (n + 1) * m + n * (n + 1) / 2
    res = certify(lhs, rhs, domains={"m": ("ℤ", None)})
    assert (res.status, res.method) == ("certified", "gosper"), res.message
    assert evaluate(lhs, {n: 4, m: -3}) == evaluate(rhs, {n: 4, m: -3}) == -5
    # with a true pole the reduced G keeps it: 1/((m+k+1)(m+k+2)) has G = -1/(m + k + 1)
    assert certify(*TELE_M, domains={"m": ("ℤ", None)}).status != "certified"


def test_a_zero_power_keeps_one_term() -> None:
    from wzprove.wz.zero_powers import collapse, zero_power_identity

    # sum_k C(n,k) 0^k (1 - 0)^(n-k) = 1: the term k = 0 only
    total = Sum(binomial(n, k) * sympy.Integer(0) ** k, (k, 0, n))
    assert collapse(total, n, 0) == 1
    assert zero_power_identity(total, sympy.Integer(1), n, 0)[0] is True
    # a wrong right side is not certified: 0^0 = 1 is the value, not 0
    got = zero_power_identity(total, sympy.Integer(0), n, 0)
    assert got is not None and got[0] is False
    # k C(n,k) 0^(n-k): the term k = n, value n
    mean = Sum(k * binomial(n, k) * sympy.Integer(0) ** (n - k), (k, 0, n))
    assert collapse(mean, n, 0) == n
    # the kept term must lie in the range for every n: 0^(k - n - 1) never reaches 0 on 0..n
    # (and is 0^(negative) there): not collapsed
    assert collapse(Sum(sympy.Integer(0) ** (k - n - 1), (k, 0, n)), n, 0) is None
    # 0^(k - 1) is 0^(-1) at k = 0: not collapsed (e < 0 on the range)
    assert collapse(Sum(sympy.Integer(0) ** (k - 1), (k, 0, n)), n, 0) is None
    # a side that divides is not decided here: n/(n-2) - 2/(n-2) is 1 as a rational
    # function, but 0 at n = 2 under x / 0 = 0, where the sum is 1
    d = zero_power_identity(total, n / (n - 2) - 2 / (n - 2), n, 0)
    assert d is not None and d[0] is False and "not decided" in d[1]


def _pins_of(expr, domain, kind: str = "zero"):
    from verifier_certificates import cert

    from wzprove.wz.exceptional import Condition, _pins, _Refuse

    c = cert(parameters=["x"], parameter_domains={"x": list(domain)})
    table = {"k": k, "n": n, "x": x}
    try:
        got = _pins(Condition(expr, kind, "s", 0), c, table, [x])
    except _Refuse as err:
        return f"refuse: {err}"
    return None if got is None else [pin[x] for pin in got]


def test_pins_over_each_domain() -> None:
    # 2x + n - 3 = 0 with n >= 0: 2x = 3 - n in {3, 2, 1, 0}
    assert _pins_of(2 * x + n - 3, ("ℚ", 0, False)) == [0, Fraction(1, 2), 1, Fraction(3, 2)]
    # x > 0 strictly: not 0
    assert _pins_of(2 * x + n - 3, ("ℝ", 0, True)) == [Fraction(1, 2), 1, Fraction(3, 2)]
    # the integers from 0: 0 and 1 (x = 3/2, 1/2 are not integers, 2x = 2n', n' = 1, 3)
    assert _pins_of(2 * x + n - 3, ("ℤ", 0, False)) == [0, 1]
    # x + n = 0, x > 0: the sign argument with a strict bound
    assert _pins_of(x + n, ("ℚ", 0, True)) is None
    assert _pins_of(x + n, ("ℚ", 0, False)) == [0]
    # no lower bound: x = 3 - n for every n, infinitely many values; refused
    assert _pins_of(x + n - 3, ("ℤ", None, False)).startswith("refuse: s: n + x - 3 = 0")
    # parity: 2x + 2n + 1 is odd for integers, whatever their signs
    assert _pins_of(2 * x + 2 * n + 1, ("ℤ", None, False)) is None
    # ... but not for rationals: refused without a bound
    assert _pins_of(2 * x + 2 * n + 1, ("ℚ", None, False)).startswith("refuse:")
    # one parameter alone: the roots in the domain
    assert _pins_of(sympy.expand((2 * x + 1) * (x - 4)), ("ℚ", None, False)) == [
        Fraction(-1, 2),
        4,
    ]
    assert _pins_of(sympy.expand((2 * x + 1) * (x - 4)), ("ℤ", None, False)) == [4]
    assert _pins_of(sympy.expand((2 * x + 1) * (x - 4)), ("ℚ", 0, False)) == [4]
    assert _pins_of(x**2 + 1, ("ℝ", None, False)) is None
    assert _pins_of(x**2 - 3, ("ℝ", None, False)).startswith("refuse: s: x**2 - 3 = 0 at an irr")
    # a factorial argument x - 1 <= -1 with an unbounded x: refused
    assert _pins_of(x - 1, ("ℤ", None, False), "neg").startswith("refuse:")

"""The sound zero test (issue 12, item 2; :mod:`wzprove.wz.zerotest`) and the checks built on
it: no forced power merging, so ``(x y)^(1/2)`` and ``x^(1/2) y^(1/2)`` (different for
``x, y < 0``, and different again under Lean's ``Real.rpow``) are never "equal"."""

from __future__ import annotations

from fractions import Fraction

import sympy

from wzprove.lean.parser import parse_text
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.linear import _same
from wzprove.pipeline.linear_operator import _zero
from wzprove.wz.verify.boundary import _is_zero_combination, _same_zero, _same_zero_why
from wzprove.wz.zerotest import non_integer_power, zero_decision

x, y = sympy.symbols("x y", real=True)
n = sympy.Symbol("n", integer=True)
i, j = sympy.symbols("i j", integer=True)

#: False in Lean: at x = y = -1000 the left side is (10^6)^(1/2) = 1000, the right side
#: 0 * 0 (Real.rpow_def_of_neg: (-1000)^(1/2) = 1000^(1/2) * cos (π/2) = 0).  The
#: hypotheses keep the falsity search's grid away from every counterexample.
RPOW_FAR = (
    "theorem rpow_merge_far (x y : ℝ) (hx : x ≤ -1000) (hy : y ≤ -1000) :\n"
    "    (x * y) ^ (1/2 : ℝ) = x ^ (1/2 : ℝ) * y ^ (1/2 : ℝ) := by\n  sorry\n"
)


def test_non_integer_exponents_are_not_decided() -> None:
    ok, why = zero_decision(sympy.sqrt(x * y) - sympy.sqrt(x) * sympy.sqrt(y))
    assert not ok and why.startswith("not decided: the power sqrt(")
    # integers too: sqrt(-1 * -1) = 1 but sqrt(-1) * sqrt(-1) = -1
    assert not zero_decision(sympy.sqrt(i * j) - sympy.sqrt(i) * sympy.sqrt(j))[0]
    assert not zero_decision((-2) ** x * (-3) ** x - 6**x)[0]
    assert non_integer_power(x**n * 2 ** (n + 1)) is None
    # positive bases merge soundly: sqrt(2) sqrt(3) = sqrt(6), 2^x 3^x = 6^x, e^x
    assert non_integer_power(sympy.sqrt(2) * 3**x * sympy.exp(x)) is None
    assert zero_decision(sympy.sqrt(2) * sympy.sqrt(3) - sympy.sqrt(6)) == (True, "zero")


def test_integer_exponents_are_decided() -> None:
    assert zero_decision(x**n * y**n - (x * y) ** n) == (True, "zero")
    assert zero_decision(2 ** (n + 1) - 2 * 2**n) == (True, "zero")
    assert zero_decision(sympy.binomial(n + 1, 2) - n * (n + 1) / 2)[0]
    assert zero_decision(sympy.gamma(n + 2) / sympy.gamma(n) - n * (n + 1))[0]
    ok, why = zero_decision(x**n * y**n - (x * y) ** n + 1)
    assert not ok and why == "not zero: simplifies to 1"


def test_boundary_zero_test_is_not_forced() -> None:
    # before: powsimp(force=True) merged the two square roots and answered True
    terms = [sympy.sqrt(i * j), -sympy.sqrt(i) * sympy.sqrt(j)]
    ok, why = _same_zero_why(terms)
    assert not ok and "not decided" in why
    assert _same_zero(terms) is False
    assert not _is_zero_combination(terms, None)
    assert _same_zero_why([2**n * i**n, -((2 * i) ** n)]) == (True, "zero")


def test_linearity_zero_tests_are_not_forced() -> None:
    assert not _same(sympy.sqrt(x * y), sympy.sqrt(x) * sympy.sqrt(y))
    assert not _zero(sympy.sqrt(x * y) - sympy.sqrt(x) * sympy.sqrt(y))
    assert _same(x**n * y**n, (x * y) ** n)
    assert _zero(2 ** (n + 1) - 2 * 2**n)


def test_rpow_merge_of_negative_bases_is_not_certified() -> None:
    (parsed,) = parse_text(RPOW_FAR, "t.lean")
    at = {"x": Fraction(-1000), "y": Fraction(-1000)}
    assert parsed.identity.holds_at(at) is False  # 1000 against 0
    report = certify_theorem(parsed, ProveOptions(timeout_s=60.0, falsity_time_s=1.0)).report
    # before: "certified" (closed forms whose difference simplified to 0 by forced merging)
    assert report.status != "certified", report.message

"""``certify`` reads non-integer powers as Lean does (new-user finding F-C, issue 12).

sympy evaluates ``sqrt(a) ** 2 → a`` and merges half powers when the input is built; under
Lean's semantics ``Real.sqrt x = 0`` for ``x < 0`` and ``x ^ y = |x| ^ y · cos (y π)``
(``Real.rpow_def_of_neg``), so these statements were certified although false.  Every value
below is computed by hand under those rules."""

from __future__ import annotations

import pytest
import sympy

from wzprove import api
from wzprove.wz.certify import certify
from wzprove.wz.written_powers import changed_value, negative_base_powers, nonnegative

n, k, x = sympy.symbols("n k x", integer=True, nonnegative=True)


@pytest.mark.parametrize(
    ("lhs", "rhs", "point", "left", "right"),
    [
        # n = 0: √(0 - 1)² = 0² = 0, right side 0 - 0 - 1
        ("Sum(sqrt(k-1)**2,(k,0,n))", "n*(n+1)/2-n-1", {"n": "0"}, "0", "-1"),
        # n = 0: √(-3)·√(-3) = 0, right side 1 * (-6) / 2
        ("Sum(sqrt(k-3)*sqrt(k-3),(k,0,n))", "(n+1)*(n-6)/2", {"n": "0"}, "0", "-3"),
        # n = 1, x = 0: 1 + √(-5)² = 1 + 0, right side (0 - 4)¹
        (
            "Sum(binomial(n,k)*sqrt(x-5)**(2*k),(k,0,n))",
            "(x-4)**n",
            {"n": "1", "x": "0"},
            "1",
            "-4",
        ),
        (
            "Sum((k-1)**Rational(1,2)*(k-1)**Rational(1,2),(k,0,n))",
            "n*(n+1)/2-n-1",
            {"n": "0"},
            "0",
            "-1",
        ),
        # (-5) ^ (1/2 : ℝ) = √5 · cos (π/2) = 0
        (
            "Sum(binomial(n,k)*(x-5)**(k/2)*(x-5)**(k/2),(k,0,n))",
            "(x-4)**n",
            {"n": "1", "x": "0"},
            "1",
            "-4",
        ),
        # n = 1: 1 + ((-2) ^ (1/2 : ℝ))² = 1 + 0, right side -1
        ("Sum(binomial(n,k)*(-2)**(k/2)*(-2)**(k/2),(k,0,n))", "(-1)**n", {"n": "1"}, "1", "-1"),
        # (-8) ^ (1/3) = 2 cos (π/3) = 1, (-8) ^ (2/3) = 4 cos (2π/3) = -2: n = 0 gives -2
        (
            "Sum(binomial(n,k)*(-8)**Rational(1,3)*(-8)**Rational(2,3),(k,0,n))",
            "-8*2**n",
            {"n": "0"},
            "-2",
            "-8",
        ),
        ("Sum(binomial(n,k)*sqrt(-4)**2,(k,0,n))", "-4*2**n", {"n": "0"}, "0", "-4"),
        # Real.sqrt ((0 - 5)²) = 5, not 0 - 5
        (
            "Sum(binomial(n,k)*sqrt((x-5)**2),(k,0,n))",
            "(x-5)*2**n",
            {"n": "0", "x": "0"},
            "5",
            "-5",
        ),
    ],
)
def test_false_under_lean_semantics_with_the_counterexample(
    lhs: str, rhs: str, point: dict[str, str], left: str, right: str
) -> None:
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == "false", out["message"]
    assert out["counterexample"] == point
    assert f"as written, left = {left}, right = {right}" in out["message"]
    assert "Real.sqrt x = 0 for x < 0" in out["message"]


@pytest.mark.parametrize(
    ("lhs", "rhs", "power"),
    [
        # true under Lean's semantics (√(k-1)² = max(k - 1, 0)), but sympy's reading is k - 1:
        # never called false with sympy's value, never certified from sympy's form
        ("Sum(sqrt(k-1)**2,(k,0,n))", "n*(n+1)/2-n", "sqrt(k - 1)"),
        # the base is negative only off the grid (x > 100)
        ("Sum(binomial(n,k)*sqrt(100-x)**(2*k),(k,0,n))", "(101-x)**n", "sqrt(100 - x)"),
        # the power survives sympy's evaluation, but the engine would use sympy's roots
        ("Sum(binomial(n,k)*sqrt(x-5)**k,(k,0,n))", "(1+sqrt(x-5))**n", "sqrt(x - 5)"),
        ("Sum(sqrt(k-1)**2,(k,0,n))", None, "sqrt(k - 1)"),
    ],
)
def test_power_of_a_possibly_negative_base_is_refused_naming_it(
    lhs: str, rhs: str | None, power: str
) -> None:
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == "out-of-scope", out["message"]
    assert out["message"].startswith(f"the power {power} ")
    assert "Real.sqrt is 0" in out["message"]


@pytest.mark.parametrize(
    ("lhs", "rhs"),
    [
        # bases never negative: Lean's and sympy's readings agree
        ("Sum(sqrt(k)**2,(k,0,n))", "n*(n+1)/2"),
        ("Sum(binomial(n,k)*sqrt(n-k)**2,(k,0,n))", "n*2**(n-1)"),
        ("Sum(binomial(n,k)*sqrt((x-5)**2)**2,(k,0,n))", "(x-5)**2*2**n"),
        # other evaluations sympy makes on construction agree with Lean's values
        ("Sum(binomial(n,k)*binomial(k,k),(k,0,n))", "2**n"),
        ("Sum(binomial(n,k)*(x-5)**0,(k,0,n))", "2**n"),
    ],
)
def test_power_of_a_nonnegative_base_is_certified(lhs: str, rhs: str) -> None:
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == "certified", out["message"]
    checks = {c["name"]: c for c in out["certificate"]["checks"]}
    assert checks["as-written"]["passed"]


@pytest.mark.parametrize(
    ("lhs", "rhs", "status"),
    [
        # 0 ** (-1) is 0 in Lean, zoo in sympy: never certified either way
        ("Sum(binomial(n,k)*0**(-1),(k,0,n))", "0", "out-of-scope"),
        ("Sum(binomial(n,k)*0**(-1),(k,0,n))", "2**n", "false"),
        # binomial(-1, -1) = 0 in both readings: n = 0 gives 0, not 1
        ("Sum(binomial(n,k)*binomial(n-1,n-1),(k,0,n))", "2**n", "false"),
        # 0 ^ 0 = 1: the sum is 1 (new-user F-G: out of scope, not an internal failure)
        ("Sum(0**k,(k,0,n))", "1", "out-of-scope"),
        ("Sum(0**k,(k,0,n))", "0", "false"),
    ],
)
def test_other_automatic_evaluations_never_certify(lhs: str, rhs: str, status: str) -> None:
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == status, out["message"]
    assert "internal" not in out["message"]


def test_sympy_objects_given_directly_are_checked_too() -> None:
    lhs = sympy.Sum(sympy.binomial(n, k) * sympy.sqrt(x - 5) ** k, (k, 0, n))
    res = certify(lhs, (1 + sympy.sqrt(x - 5)) ** n, timeout=30)
    assert res.status == "out-of-scope"
    # sympy's Sum holds (x - 5)**(k/2): its base can still be negative
    assert res.message.startswith("the powers (x - 5)**(k/2), sqrt(x - 5) have ")


def test_nonnegative_uses_both_ends_of_the_range() -> None:
    zero = sympy.Integer(0)
    assert nonnegative(n - k, [(k, zero, n)])  # k = n - j
    assert nonnegative(k - 2, [(k, sympy.Integer(2), n)])  # k = 2 + j
    assert not nonnegative(k - 1, [(k, zero, n)])
    # the index's own assumption (nonnegative) is never used: k runs from -3
    assert not nonnegative(k, [(k, sympy.Integer(-3), n)])
    assert nonnegative((x - 5) ** 2, [])
    assert not nonnegative(x - 5, [])


def test_negative_base_powers_lists_each_power_once() -> None:
    with sympy.evaluate(False):
        w = sympy.Sum(sympy.sqrt(k - 1) * sympy.sqrt(k - 1) + sympy.sqrt(k) ** 2, (k, 0, n))
        r = (x - 3) ** (n / 2) + 2 ** (n / 2)
    assert [str(p) for p in negative_base_powers([w, r])] == ["sqrt(k - 1)", "(x - 3)**(n/2)"]


def test_changed_value_finds_sympys_simplification() -> None:
    with sympy.evaluate(False):
        w = sympy.Sum(sympy.sqrt(k - 1) ** 2, (k, 0, n))
    e = sympy.Sum(k - 1, (k, 0, n))
    # n = 0: as written √(-1)² = 0, simplified 0 - 1
    assert changed_value([w, None], [e, None], [n], {}) == ("left", {"n": "0"}, 0, -1)
    assert changed_value([e, None], [e, None], [n], {}) is None


@pytest.mark.parametrize(
    ("lhs", "rhs", "power", "where"),
    [
        # true identities with a real power of a positive base: nothing the exact verifier
        # can compute, so out of scope naming the power (new-user run 12h, F4: before,
        # "failed: check pointwise failed ... fails at n = [0, ..., 12]")
        ("Sum(binomial(n,k)*sqrt(2),(k,0,n))", "sqrt(2)*2**n", "sqrt(2)", "the summand"),
        ("Sum(binomial(n,k)*sqrt(2),(k,0,n))", None, "sqrt(2)", "the summand"),
        ("Sum(binomial(n,k)*2**(k/2),(k,0,n))", "(1+sqrt(2))**n", "2**(k/2)", "the summand"),
        ("Sum(binomial(n,k)*x**(k/2),(k,0,n))", "(1+sqrt(x))**n", "x**(k/2)", "the summand"),
    ],
)
def test_a_real_power_the_verifier_cannot_compute_is_named(
    lhs: str, rhs: str | None, power: str, where: str
) -> None:
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == "out-of-scope", out["message"]
    assert out["message"].startswith(f"{where} holds the power {power}, whose exponent ")
    assert "rational values only" in out["message"]

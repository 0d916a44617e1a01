"""``Real.sqrt``, ``Real.cos``, ``Real.sin``, ``Real.pi``: exact algebraic values, exact decisions.

Values are checked against sympy expressions written here from the textbook values (and, as a
second opinion that the code under test never uses, 50-digit mpmath numbers); true statements
are searched on their whole grid with points evaluated, false ones are found and re-checked.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import pytest
import sympy

from tests.shared_data import SHARED
from wzprove.commands.refute import refute_parsed
from wzprove.falsity import search
from wzprove.lean.parser import parse_file, parse_text
from wzprove.model import algebraic
from wzprove.model.identity import EvaluationError, evaluate

HEADER = "import Mathlib\nopen Nat Finset Real\n\n"
PI = sympy.pi


def ident(statement: str, header: str = HEADER):
    (r,) = parse_text(header + statement, "t.lean")
    assert r.status == "parsed", r.message
    return r.identity


def value(expr: str):
    return evaluate(ident(f"theorem t : ({expr} : ℝ) = 0").lhs, {})


# -- values and decisions ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        ("Real.sqrt 4", Fraction(2)),
        ("Real.sqrt (-4)", Fraction(0)),  # Real.sqrt_eq_zero': √x = 0 ↔ x ≤ 0
        ("√0", Fraction(0)),
        ("√2 * √8", Fraction(4)),
        ("Real.sqrt 2 ^ 2", Fraction(2)),
        ("Real.cos (π / 2)", Fraction(0)),
        ("Real.sin (π / 6)", Fraction(1, 2)),
        ("Real.cos (2 * π / 3)", Fraction(-1, 2)),
        ("cos (3 * π / 4)", -sympy.sqrt(2) / 2),
        ("sin (π / 12)", (sympy.sqrt(6) - sympy.sqrt(2)) / 4),
        ("Real.cos (π / 5)", (1 + sympy.sqrt(5)) / 4),
        ("Real.cos 0", Fraction(1)),
        ("1 / Real.sqrt 0", Fraction(0)),  # x / 0 = 0
    ],
)
def test_values_are_exact(expr: str, expected) -> None:
    v = value(expr)
    if isinstance(expected, Fraction):
        assert v == expected and isinstance(v, Fraction)
    else:
        assert sympy.expand(v - expected) == 0
        assert abs(mpmath.mpf(str(sympy.N(v - expected, 50)))) < mpmath.mpf(10) ** -45


def test_zero_is_decided_by_the_minimal_polynomial() -> None:
    # cos(π/7) - cos(2π/7) + cos(3π/7) = 1/2: no radicals, sympy keeps the cosines
    v = value("Real.cos (π / 7) - Real.cos (2 * π / 7) + Real.cos (3 * π / 7)")
    assert algebraic.equal(v, Fraction(1, 2))
    assert not algebraic.equal(v, Fraction(1, 2) + Fraction(1, 10**30))
    w = value("(√2 + √3) ^ 2")
    assert algebraic.equal(w, 5 + 2 * sympy.sqrt(6))
    assert algebraic.compare(value("√2"), Fraction(141421356, 10**8)) == 1
    assert algebraic.compare(value("√2"), Fraction(141421357, 10**8)) == -1


def test_no_value_where_it_is_not_exact() -> None:
    for expr in ["Real.cos 1", "Real.sin (1 / 2)", "Real.cos (π / 97)", "Real.cos (π + 1)"]:
        with pytest.raises(EvaluationError):
            value(expr)


def test_sqrt_is_ambiguous_under_open_nat_and_real() -> None:
    (r,) = parse_text(HEADER + "theorem t (x : ℝ) : sqrt x = 0", "t.lean")
    assert r.status == "out-of-scope" and "Nat.sqrt" in r.message
    (r,) = parse_text("import Mathlib\nopen Real\ntheorem t (x : ℝ) : sqrt x = 0", "t.lean")
    assert r.status == "parsed" and r.identity.lhs.op == "sqrt"


def test_pi_needs_open_real() -> None:
    (r,) = parse_text("import Mathlib\ntheorem t : Real.cos π = -1", "t.lean")
    assert r.status == "out-of-scope" and "open Real" in r.message


# -- true statements: never flagged --------------------------------------------------------------

TRUE_STATEMENTS = [
    ("theorem t (n : ℕ) : Real.sqrt ((n : ℝ) ^ 2) = n", 41),
    ("theorem t (x : ℝ) : Real.sqrt (x ^ 2) = |x|", 47),
    ("theorem t (x : ℝ) : Real.cos x ^ 2 + Real.sin x ^ 2 = 1", 47),  # 0 and 46 multiples of π
    ("theorem t (x : ℝ) : Real.sin (2 * x) = 2 * Real.sin x * Real.cos x", 47),
    ("theorem t (x : ℝ) : Real.cos (x + π) = -Real.cos x", 47),
    ("theorem t (n : ℕ) : Real.cos (n * π) = (-1) ^ n", 41),
    (
        "theorem t (n : ℕ) : (Nat.fib n : ℝ) = (((1 + √5) / 2) ^ n - ((1 - √5) / 2) ^ n) / √5",
        41,
    ),
]


@pytest.mark.parametrize(("statement", "evaluated"), TRUE_STATEMENTS)
def test_true_statement_is_never_flagged(statement: str, evaluated: int) -> None:
    report = search(ident(statement), time_limit=120, random_rounds=0)
    assert report.counterexample is None and report.grid_complete
    assert report.points_checked == evaluated


# -- the benchmark items, re-checked by a separate evaluation -----------------------------------

LCI = SHARED / "lci_test" / "LCI_test.jsonl"
LC = SHARED / "lc_test" / "LC_test.lean"


@pytest.mark.skipif(not LCI.is_file(), reason=f"public benchmark data absent: {LCI}")
def test_lci_sqrt_and_cos_items_are_false_where_the_issue_says() -> None:
    items = {t.name: t for t in parse_file(LCI)}
    r = refute_parsed(items["Jihuai_identity_2_39"], time_limit=3.0)
    assert r.status == "false" and r.counterexample == {"n": "1"}
    n, s5 = 1, sympy.sqrt(5)
    lhs = sum(math.comb(2 * k, n + k) for k in range(n + 1))
    rhs = sympy.simplify((1 / s5) * (((1 + s5) / 2) ** (2 * n + 1) - ((1 - s5) / 2) ** (2 * n + 1)))
    assert (r.lhs, r.rhs) == (str(lhs), str(rhs)) == ("1", "2")
    r = refute_parsed(items["Jihuai_identity_55"], time_limit=3.0)
    assert r.status == "false" and r.counterexample == {"n": "0", "x": "0"}
    # n = 0 (even), x = 0: Σ_{k ≤ 0} C(0,0) cos 0 = 1; 2^(0-1) = 2^0 (ℕ), so 1 · 1 + C(0,0)/2
    assert (r.lhs, r.rhs) == ("1", str(Fraction(1) + Fraction(1, 2)))


@pytest.mark.skipif(not LC.is_file(), reason=f"public benchmark data absent: {LC}")
def test_lc_test_049_is_false_at_a_multiple_of_pi() -> None:
    (t,) = [t for t in parse_file(LC) if t.name == "test_049_1"]
    r = refute_parsed(t, time_limit=10.0)
    # the search stops at x = π/6, where sin (π/3) is irrational; the disproof and the row
    # use n = 2, x = π/2, with facts in the instantiation's form (test_disproof_trig.py)
    assert r.status == "false" and r.counterexample == {"n": "2", "x": "π/2"}
    n, x = 2, PI / 2
    lhs = sum(math.comb(n, 2 * k) * sympy.sin(2 * k * x) for k in range(n // 2 + 1))
    rhs = 2 ** (n - 1) * (
        sympy.sin(n * x / 2) * sympy.cos(x / 2) ** n
        + sympy.sin((x + PI) / 2) * sympy.cos((x + PI) / 2) ** n
    )
    assert sympy.simplify(lhs - sympy.sympify(r.lhs)) == 0
    assert sympy.simplify(rhs - sympy.sympify(r.rhs)) == 0
    with mpmath.workdps(50):  # the two sides differ by 1 + √2/2
        fl = mpmath.mpf(0) + mpmath.sin(mpmath.pi)
        fr = 2 * (
            mpmath.sin(mpmath.pi / 2) * mpmath.cos(mpmath.pi / 4) ** 2
            + mpmath.sin(3 * mpmath.pi / 4) * mpmath.cos(3 * mpmath.pi / 4) ** 2
        )
        assert abs(fl - fr) > mpmath.mpf("1.7")
    assert r.disproof is not None and "-- at n = 2, x = π/2:" in r.disproof

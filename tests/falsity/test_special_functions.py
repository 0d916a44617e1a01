"""Mathlib's integer- and rational-valued special functions under exact evaluation.

Every value of :mod:`wzprove.model.special` is compared with an evaluator written here,
separately: the Mathlib definitions transcribed as plain recursions (``Nat.stirlingFirst``,
``Nat.stirlingSecond``, ``catalan``, ``Nat.fib`` by their defining equations, ``harmonic`` as its
``Finset.range`` sum, floors by integer division).  True statements that use each function are
searched on their whole grid with every point evaluated (never flagged); false ones are found,
and their counterexamples are re-evaluated here by the separate evaluator.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import cache

import pytest

from tests.falsity.stirling_reference import s1, s2
from tests.shared_data import SHARED
from wzprove.commands.refute import refute_parsed
from wzprove.falsity import search
from wzprove.falsity.search import grid_points, grid_values, searched_variables
from wzprove.lean.parser import parse_file, parse_text
from wzprove.model import special
from wzprove.model.identity import EvaluationError, Term, evaluate

HEADER = "import Mathlib\nopen Nat Finset\n\n"


# -- the separate evaluator: Mathlib's definitions as plain recursions ------------------------


# s1, s2: tests/falsity/stirling_reference.py


@cache
def cat(n: int) -> int:
    """``catalan``: ``catalan 0 = 1``, ``catalan (n+1) = ∑ i : Fin (n+1), catalan i *
    catalan (n - i)``."""
    return 1 if n == 0 else sum(cat(i) * cat(n - 1 - i) for i in range(n))


def fibo(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def harm(n: int) -> Fraction:
    return sum((Fraction(1, i + 1) for i in range(n)), Fraction(0))


def nsub(a: int, b: int) -> int:
    return max(a - b, 0)


def parse1(statement: str, header: str = HEADER):
    (r,) = parse_text(header + statement, "t.lean")
    return r


def ident(statement: str, header: str = HEADER):
    r = parse1(statement, header)
    assert r.status == "parsed", r.message
    return r.identity


# -- values -----------------------------------------------------------------------------------


def test_stirling_numbers_match_the_defining_recursions() -> None:
    for n in range(16):
        for k in range(18):
            assert special.stirling_first(n, k) == s1(n, k), (n, k)
            assert special.stirling_second(n, k) == s2(n, k), (n, k)
    # the unsigned first kind (Mathlib's), not the signed s(4, 1) = -6
    assert special.stirling_first(4, 1) == 6
    assert (special.stirling_second(0, 0), special.stirling_second(1, 0)) == (1, 0)


def test_fib_catalan_central_binomial_harmonic_match_their_definitions() -> None:
    for n in range(60):
        assert special.fib(n) == fibo(n)
        assert special.catalan(n) == cat(n)
        assert special.central_binom(n) == math.factorial(2 * n) // math.factorial(n) ** 2
        assert special.harmonic(n) == harm(n)
    assert (special.fib(0), special.catalan(0), special.harmonic(0)) == (0, 1, 0)


def test_gcd_lcm_floor_ceil_edges() -> None:
    assert (special.gcd(0, 0), special.gcd(0, 7), special.lcm(0, 7)) == (0, 7, 0)
    assert (special.gcd(-12, 18), special.lcm(-4, 6)) == (6, 12)
    for p in range(-30, 31):
        for q in range(1, 8):
            x = Fraction(p, q)
            fl = p // q  # Python's // floors
            assert special.floor(x, False) == fl and special.floor(x, True) == max(fl, 0)
            ce = -((-p) // q)
            assert special.ceil(x, False) == ce and special.ceil(x, True) == max(ce, 0)


@pytest.mark.parametrize(
    ("expr", "ty", "value"),
    [
        ("Nat.stirlingSecond 1 0", "ℕ", 0),
        ("Nat.stirlingSecond 0 0", "ℕ", 1),
        ("stirlingFirst 5 2", "ℕ", 50),
        ("Nat.fib 10", "ℕ", 55),
        ("centralBinom 3", "ℕ", 20),
        ("catalan 0", "ℕ", 1),
        ("catalan 4", "ℕ", 14),
        ("harmonic 3", "ℚ", Fraction(11, 6)),
        ("Nat.descFactorial 3 5", "ℕ", 0),
        ("Nat.ascFactorial 0 2", "ℕ", 0),  # 0 · 1 (Mathlib's convention since 2024)
        ("ascFactorial 3 2", "ℕ", 12),  # 3 · 4, not 4 · 5
        ("Nat.gcd 0 0", "ℕ", 0),
        ("(-7 : ℤ) % 3", "ℤ", 2),  # Int.emod: never negative
        ("(7 : ℤ) % (-3)", "ℤ", 1),
        ("(7 : ℕ) % 0", "ℕ", 7),
        ("⌊(-7 : ℚ) / 2⌋", "ℤ", -4),
        ("⌊(-7 : ℚ) / 2⌋₊", "ℕ", 0),
        ("⌈(-1 : ℚ) / 2⌉₊", "ℕ", 0),
        ("Int.ceil ((7 : ℚ) / 2)", "ℤ", 4),
    ],
)
def test_closed_values_under_lean_rules(expr: str, ty: str, value) -> None:
    idy = ident(f"theorem t : {expr} = ({expr} : {ty})")
    assert evaluate(idy.lhs, {}) == value


def test_big_arguments_are_refused_before_they_are_built() -> None:
    n = Term.var("n")
    for term, env in [
        (Term("stirling2", (n, Term.lit(10_000)), "ℕ"), {"n": 20_000}),
        (Term("stirling1", (n, Term.lit(9)), "ℕ"), {"n": 10**40}),
        (Term("stirling1", (n, Term.lit(4)), "ℕ"), {"n": 19_999}),  # entries up to 19999!
        (Term("fib", (n,), "ℕ"), {"n": 10**9}),
        (Term("catalan", (n,), "ℕ"), {"n": 10**12}),
        (Term("harmonic", (n,), "ℚ"), {"n": 10**7}),
        (Term("ascfact", (n, Term.lit(20_000)), "ℕ"), {"n": 10**100}),
    ]:
        with pytest.raises(EvaluationError, match="too large"):
            evaluate(term, env)
    # k > n is 0 without a table, whatever the size of n within the bound
    assert evaluate(Term("stirling2", (n, Term.lit(20_000)), "ℕ"), {"n": 19_999}) == 0


# -- true statements: never flagged, every grid point evaluated --------------------------------

TRUE_STATEMENTS = [
    # x ^ n = Σ S(n, k) x(x-1)⋯(x-k+1)
    "theorem t (x n : ℕ) : ∑ k ∈ range (n + 1), stirlingSecond n k * descFactorial x k = x ^ n",
    # x(x+1)⋯(x+n-1) = Σ c(n, k) x^k (unsigned first kind, Mathlib's ascFactorial)
    "theorem t (x n : ℕ) : ∑ k ∈ range (n + 1), Nat.stirlingFirst n k * x ^ k = x.ascFactorial n",
    "theorem t (x n : ℕ) : ∑ k ∈ range (n + 1), (-1 : ℤ) ^ (n - k) * (stirlingFirst n k : ℤ) * "
    "(x : ℤ) ^ k = (Nat.descFactorial x n : ℤ)",
    "theorem t (n : ℕ) : ∑ k ∈ range (n + 1), Nat.stirlingFirst n k = n !",
    "theorem t (n k : ℕ) : (k ! : ℤ) * stirlingSecond n k = "
    "∑ j ∈ range (k + 1), (-1 : ℤ) ^ (k - j) * (choose k j : ℤ) * (j : ℤ) ^ n",
    "theorem t (n : ℕ) : stirlingSecond (n + 1) n = (n + 1).choose 2",
    "theorem t (n : ℕ) : Nat.fib (n + 2) = Nat.fib n + Nat.fib (n + 1)",
    "theorem t (n : ℕ) : ∑ k ∈ range n, fib k + 1 = fib (n + 1)",
    "theorem t (n : ℕ) : fib (2 * n + 1) = fib (n + 1) ^ 2 + fib n ^ 2",
    "theorem t (m n : ℕ) : fib (Nat.gcd m n) = Nat.gcd (fib m) (fib n)",
    "theorem t (n : ℕ) : ∑ k ∈ range (n + 1), choose n k ^ 2 = Nat.centralBinom n",
    "theorem t (n : ℕ) : (n + 1) * catalan n = n.centralBinom",
    "theorem t (n : ℕ) : catalan (n + 1) = ∑ i ∈ range (n + 1), catalan i * catalan (n - i)",
    "theorem t (n : ℕ) : catalan n = centralBinom n / (n + 1)",
    "theorem t (n : ℕ) : harmonic (n + 1) = harmonic n + 1 / ((n : ℚ) + 1)",
    "theorem t (n : ℕ) : ∑ k ∈ Icc 1 n, harmonic k = (n + 1) * harmonic n - n",
    "theorem t (n : ℕ) : (harmonic n : ℝ) = ∑ k ∈ range n, 1 / ((k : ℝ) + 1)",
    "theorem t (m n : ℕ) : Nat.gcd m n * Nat.lcm m n = m * n",
    "theorem t (n : ℕ) : Nat.gcd n (n + 1) = 1",
    "theorem t (a b : ℤ) : Int.gcd a b = Int.gcd (-a) b",
    "theorem t (a b : ℤ) : a % b + b * (a / b) = a",
    "theorem t (a : ℤ) : (a % 3 + 3) % 3 = a % 3",
    "theorem t (n : ℕ) : ⌊(n : ℚ) / 2⌋₊ = n / 2",
    "theorem t (a : ℤ) : ⌊(a : ℚ) / 3⌋ = a / 3",
    "theorem t (x : ℚ) : ⌈x⌉ = -⌊-x⌋",
    "theorem t (n k : ℕ) (h : k ≤ n) : Nat.descFactorial n k * (n - k) ! = n !",
    "theorem t (n k : ℕ) : Nat.ascFactorial (n + 1) k * n ! = (n + k) !",
]


@pytest.mark.parametrize("statement", TRUE_STATEMENTS)
def test_true_statement_is_never_flagged(statement: str) -> None:
    idy = ident(statement)
    grid = sum(1 for _ in grid_points(grid_values(searched_variables(idy))))
    report = search(idy, time_limit=120, random_rounds=0)
    assert report.counterexample is None and report.grid_complete
    assert report.points_failed == 0
    assert report.points_checked + report.points_excluded == grid
    assert report.points_checked >= 25  # at least a one-variable ℤ grid, all evaluated


# -- false statements: found, and re-checked by the separate evaluator -------------------------


FALSE_STATEMENTS = [
    # the convention before 2024: ascFactorial n k = (n+1)⋯(n+k) = (n+k)!/n!
    (
        "theorem t (n k : ℕ) : Nat.ascFactorial n k = (n + k) ! / n !",
        {"n": 0, "k": 1},
        lambda n, k: math.prod(range(n, n + k)),
        lambda n, k: math.factorial(n + k) // math.factorial(n),
    ),
    # Σ_k s(n, k) = 0 (n ≥ 2) holds for the signed numbers only, not Mathlib's unsigned ones
    (
        "theorem t (n : ℕ) (h : 2 ≤ n) : ∑ k ∈ range (n + 1), stirlingFirst n k = 0",
        {"n": 2},
        lambda n: sum(s1(n, k) for k in range(n + 1)),
        lambda n: 0,
    ),
    (
        "theorem t (n : ℕ) : catalan n = centralBinom n / n",
        {"n": 0},
        cat,
        lambda n: math.comb(2 * n, n) // n if n else 0,  # ℕ: a / 0 = 0
    ),
    (
        "theorem t (n : ℕ) : harmonic n = 1 / ((n : ℚ) + 1)",
        {"n": 0},
        harm,
        lambda n: Fraction(1, n + 1),
    ),
    (
        "theorem t (n : ℕ) : Nat.fib (n + 1) = Nat.fib n + 1",
        {"n": 1},
        lambda n: fibo(n + 1),
        lambda n: fibo(n) + 1,
    ),
    (
        "theorem t (a b : ℕ) : Nat.gcd a b = Nat.lcm a b",
        {"a": 0, "b": 1},
        math.gcd,
        lambda a, b: a * b // math.gcd(a, b) if a and b else 0,
    ),
    (
        "theorem t (x : ℚ) : ⌊x⌋₊ = ⌊x⌋",
        {"x": Fraction(-1, 6)},  # the least point of the rational grid below 0
        lambda x: max(x.numerator // x.denominator, 0),
        lambda x: x.numerator // x.denominator,
    ),
]


@pytest.mark.parametrize(("statement", "point", "lhs", "rhs"), FALSE_STATEMENTS)
def test_false_statement_is_found_and_rechecked(statement: str, point, lhs, rhs) -> None:
    report = search(ident(statement), time_limit=10)
    ce = report.counterexample
    assert ce is not None and ce.point == point
    expected = (lhs(*point.values()), rhs(*point.values()))
    assert expected[0] != expected[1]
    assert (ce.lhs, ce.rhs) == expected


# -- the reader: names with and without namespace, notation, ambiguity --------------------------


@pytest.mark.parametrize(
    "expr",
    [
        "Nat.stirlingSecond n 2",
        "stirlingSecond n 2",
        "n.stirlingSecond 2",
        "Nat.fib n",
        "fib n",
        "n.fib",
        "Nat.centralBinom n",
        "n.centralBinom",
        "catalan n",
        "Nat.gcd n 6",
        "n.gcd 6",
        "Nat.descFactorial n 2",
        "n.ascFactorial 2",
    ],
)
def test_names_resolve_with_and_without_namespace(expr: str) -> None:
    idy = ident(f"theorem t (n : ℕ) : {expr} = 0")
    assert idy.lhs.type == "ℕ" and idy.lhs.op != "var"


def test_short_names_need_their_namespace_opened() -> None:
    r = parse1("theorem t (n : ℕ) : fib n = 0", header="import Mathlib\n")
    assert r.status == "error" and "open Nat" in r.message
    assert parse1("theorem t (n : ℕ) : catalan n = 0", header="import Mathlib\n").status == "parsed"


def test_harmonic_is_rational_valued() -> None:
    idy = ident("theorem t (n : ℕ) : harmonic n = n")
    assert idy.lhs.type == "ℚ" and idy.rhs.op == "cast"
    r = parse1("theorem t (n : ℕ) : (harmonic n : ℕ) = n")
    assert r.status == "out-of-scope" and "ill-typed" in r.message


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        ("theorem t (n : ℕ) : gcd n 2 = 1", "ambiguous"),  # root GCDMonoid.gcd vs Nat.gcd
        ("theorem t (n : ℕ) : Int.floor n = 0", "Int.floor` at type ℕ"),  # no FloorRing ℕ
        ("theorem t : ⌊7 / 2⌋₊ = 3", "not known"),  # the numerals' type is Lean's default
    ],
)
def test_reader_does_not_guess(statement: str, why: str) -> None:
    r = parse1(statement)
    assert r.status == "out-of-scope" and why in r.message


def test_ambiguous_floor_under_two_opened_namespaces() -> None:
    r = parse1("theorem t (x : ℚ) : floor x = 0", header="import Mathlib\nopen Nat Int\n")
    assert r.status == "out-of-scope" and "Int.floor, Nat.floor" in r.message


# -- the benchmark items -----------------------------------------------------------------------

LCI = SHARED / "lci_test" / "LCI_test.jsonl"
LC = SHARED / "lc_test" / "LC_test.lean"


@pytest.mark.skipif(not LCI.is_file(), reason=f"public benchmark data absent: {LCI}")
def test_gould_1_6_is_false_at_the_separately_evaluated_point() -> None:
    (t,) = [t for t in parse_file(LCI) if t.name == "Gould_identity_1_6"]
    r = refute_parsed(t, time_limit=2.0)
    assert r.status == "false" and r.counterexample == {"x": "0", "r": "0", "n": "1"}
    x, rr, n = 0, 0, 1
    lhs = sum((-1) ** k * math.comb(x, k) * k**rr for k in range(n + 1))
    rhs = sum(
        (-1) ** k
        * math.comb(x, k)
        * math.comb(nsub(n, x), nsub(n, k))
        * math.factorial(n)
        * s2(n, k)
        for k in range(rr + 1)
    )
    assert (r.lhs, r.rhs) == (str(lhs), str(rhs)) == ("1", "0")
    assert "Nat.stirlingSecond" in r.disproof


@pytest.mark.skipif(not LC.is_file(), reason=f"public benchmark data absent: {LC}")
def test_lc_test_012_catalan_is_false_at_zero() -> None:
    (t,) = [t for t in parse_file(LC) if t.name == "test_012_1"]
    r = refute_parsed(t, time_limit=2.0)
    assert r.status == "false" and r.counterexample == {"n": "0"}
    n = 0  # catalan n = C(2n, n) - C(2n, n - 1) with ℕ's n - 1 = 0
    rhs = nsub(math.comb(2 * n, n), math.comb(2 * n, nsub(n, 1)))
    assert (r.lhs, r.rhs) == (str(cat(n)), str(rhs)) == ("1", "0")
    assert "catalan_eq_centralBinom_div" in r.disproof

"""A file's own functions by pattern matching, ``∑'`` under Mathlib's conventions, and
``Real.log``/``exp``/``tan``/``Gamma``, ``Complex.betaIntegral`` under exact evaluation.

Counterexamples are re-evaluated here by evaluators written separately: the LC-test
definitions transcribed as plain recursions, the series summed with mpmath (its own
arithmetic, 50 digits) and the Beta integral as ``(x-1)! (y-1)! / (x+y-1)!``.  The true
statements of ``tests/data/lean/special_true.lean`` are searched and never flagged, with
points actually evaluated.
"""

from __future__ import annotations

import math
import time
from fractions import Fraction
from pathlib import Path

import mpmath
import pytest
import sympy

from tests.falsity.stirling_reference import s1, s2
from tests.shared_data import SHARED
from wzprove.commands.refute import refute, refute_parsed
from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import EvaluationError, evaluate

DATA = Path(__file__).resolve().parents[1] / "data" / "lean"
LC = SHARED / "lc_test" / "LC_test.lean"
LC_DEFS = SHARED / "lc_test" / "Defs_Combinatorial_Identities.lean"

DEFS = """import Mathlib
open Nat Finset BigOperators Real

def stirling_first : ℕ → ℕ → ℕ
  | 0, 0 => 1
  | 0, _ + 1 => 0
  | _ + 1, 0 => 0
  | n + 1, k + 1 => n * stirling_first n (k + 1) + stirling_first n k
#eval stirling_first 4 2

def stirling_second : ℕ → ℕ → ℕ
  | 0, 0 => 1
  | 0, _ + 1 => 0
  | _ + 1, 0 => 0
  | n + 1, k + 1 =>
     (k + 1) * stirling_second n (k + 1) + stirling_second n k

"""


# -- the separate evaluators -------------------------------------------------------------------


# s1, s2: tests/falsity/stirling_reference.py


def one(statement: str, defs: str = DEFS):
    (t,) = [t for t in parse_text(defs + statement, "t.lean") if t.name == "t"]
    return t


# -- the file's own functions ------------------------------------------------------------------


def test_definitions_evaluate_by_their_own_equations() -> None:
    t = one("theorem t (n k : ℕ) : stirling_first n k = stirling_second n k := sorry")
    assert t.status == "parsed", t.message
    idy = t.identity
    for n in range(13):
        for k in range(13):
            assert evaluate(idy.lhs, {"n": n, "k": k}) == s1(n, k)
            assert evaluate(idy.rhs, {"n": n, "k": k}) == s2(n, k)


def test_patterns_numerals_offsets_and_first_match() -> None:
    defs = DEFS + (
        "def f : ℕ → ℕ\n  | 0 => 7\n  | 1 => 5\n  | n + 2 => f n + 2 * f (n + 1)\n\n"
        "def g : ℕ → ℕ\n  | 0 => 3\n  | n => n + 1\n\n"
    )
    t = one("theorem t (n : ℕ) : f n = g n := sorry", defs)
    assert t.status == "parsed", t.message

    def f(n: int) -> int:
        a, b = 7, 5
        for _ in range(n):
            a, b = b, a + 2 * b
        return a

    for n in range(30):
        assert evaluate(t.identity.lhs, {"n": n}) == f(n)
        assert evaluate(t.identity.rhs, {"n": n}) == (3 if n == 0 else n + 1)


def test_big_arguments_are_refused_quickly_and_cycles_are_caught() -> None:
    t = one("theorem t (n k : ℕ) : stirling_first n k = 0 := sorry")
    start = time.monotonic()
    with pytest.raises(EvaluationError, match="table"):
        evaluate(t.identity.lhs, {"n": 2000, "k": 1000})
    with pytest.raises(EvaluationError, match="calls"):
        evaluate(t.identity.lhs, {"n": 300, "k": 150})
    assert time.monotonic() - start < 30
    loop = one("theorem t (n : ℕ) : h n = 0 := sorry", DEFS + "def h : ℕ → ℕ\n  | n => h n\n\n")
    with pytest.raises(EvaluationError, match="calls itself"):
        evaluate(loop.identity.lhs, {"n": 1})


@pytest.mark.parametrize(
    "definition",
    [
        "def f (n : ℕ) : ℕ := n + 1\n",  # binders before the colon
        "def f : ℕ → ℕ := fun n => n + 1\n",  # no equations
        "def f : ℕ → ℤ\n  | 0 => 1\n  | n + 1 => f n - 2\n",  # not ℕ-valued
        "def f : ℕ → ℕ\n  | 0 => 1\n  | n + 1 => n / 0 + undefined_thing n\n",  # unknown name
    ],
)
def test_other_definition_shapes_stay_out_of_scope(definition: str) -> None:
    t = one("theorem t (n : ℕ) : f n = 1 := sorry", DEFS + definition + "\n")
    assert t.status == "out-of-scope" and "defined in the file" in t.message


def lc_items(folder: Path, *names: str) -> Path:
    """The LC-test file cut down to ``names`` (header kept), with its definitions file beside it."""
    header, *blocks = LC.read_text(encoding="utf-8").split("\ntheorem ")
    kept = [b for b in blocks if b.split(maxsplit=1)[0] in names]
    assert len(kept) == len(names), names
    (folder / LC_DEFS.name).write_text(LC_DEFS.read_text(encoding="utf-8"), encoding="utf-8")
    out = folder / LC.name
    out.write_text("\ntheorem ".join([header, *kept]), encoding="utf-8")
    return out


@pytest.mark.skipif(not LC.is_file(), reason=f"public benchmark data absent: {LC}")
def test_lc_test_001_is_false_at_two_and_009_is_not_flagged(tmp_path: Path) -> None:
    lc = lc_items(tmp_path, "test_001_1", "test_009_1")
    results = {r.name: r for r in refute(lc, time_limit=1.0)}  # defs found beside the file
    r = results["test_001_1"]
    assert r.status == "false" and r.counterexample == {"n": "2"}
    n = 2
    lhs = sum((-1) ** k * k * s1(n, k) for k in range(n + 1))
    rhs = (-1) ** n * (2**n - 1)
    assert (r.lhs, r.rhs) == (str(lhs), str(rhs)) == ("1", "3")
    for k in range(3):
        assert f"stirling_first 2 {k} = {s1(2, k)} := by rfl" in r.disproof
    assert results["test_009_1"].status == "no-counterexample"
    for m in range(1, 30):  # the separate evaluator agrees that 009 holds
        assert s2(m, 2) == max(2 ** (m - 1) - 1, 0)


@pytest.mark.skipif(not LC_DEFS.is_file(), reason=f"public benchmark data absent: {LC_DEFS}")
def test_refute_takes_the_definitions_file_explicitly(tmp_path: Path) -> None:
    src = tmp_path / "T.lean"
    src.write_text(
        "import Mathlib\nimport Theorem.valid.Defs_Combinatorial_Identities\n"
        "open BigOperators Nat Finset Real\n\n"
        "theorem bad {n : ℕ} (hn : n ≥ 1) : stirling_second n 2 = 2 ^ (n - 1) := sorry\n"
    )
    (plain,) = refute(src, time_limit=0.5)
    assert plain.status == "out-of-scope"  # no definitions file beside it
    (r,) = refute(src, time_limit=0.5, defs=LC_DEFS)
    assert r.status == "false" and r.counterexample == {"n": "1"}
    assert (r.lhs, r.rhs) == (str(s2(1, 2)), "1")
    (missing,) = refute(src, defs=tmp_path / "absent.lean")
    assert missing.status == "error" and "no such file" in missing.message


# -- ∑' ----------------------------------------------------------------------------------------


@pytest.mark.skipif(not LC.is_file(), reason=f"public benchmark data absent: {LC}")
def test_lc_test_006_and_007_are_false() -> None:
    results = {t.name: t for t in parse_file(LC)}
    r6 = refute_parsed(results["test_006_1"], time_limit=2.0)
    assert r6.status == "false" and r6.rhs == "0"  # not absolutely summable: tsum is 0
    # separately: |(-1)^(k-1) / (k+1)| = 1/(k+1), whose partial sums exceed any bound
    # (≥ log(N + 1) for N terms); the sum of the series itself is not taken here
    assert math.fsum(1 / (k + 1) for k in range(10**5)) > math.log(10**5)
    with mpmath.workdps(30):
        assert abs(mpmath.mpf(sympy.N(sympy.sympify(r6.lhs), 40)) - mpmath.log(2)) < 1e-25
    r7 = refute_parsed(results["test_007_1"], time_limit=10.0)
    # reported at the point of its Lean disproof (wzprove/falsity/logseries.py), x = 1/2
    assert r7.status == "false" and r7.counterexample == {"x": "1/2"}
    with mpmath.workdps(50):
        x = mpmath.mpf(1) / 2
        series = mpmath.nsum(lambda k: (-1) ** k * k * x ** (k + 1) / (k + 1), [0, mpmath.inf])
        assert abs(series - mpmath.mpf(sympy.N(sympy.sympify(r7.rhs), 50))) < 1e-40
        assert abs(mpmath.log(1 + x) - mpmath.mpf(sympy.N(sympy.sympify(r7.lhs), 50))) < 1e-40
        assert abs(mpmath.log(1 + x) - series) > 0.1
    # the disproof rewrites the ∑' to 0 and proves the non-summability (golden text in
    # tests/falsity/test_disproof_analytic.py); test_007_1's series converges: its disproof
    # sums it as a geometric plus a log series (tests/falsity/test_disproof_logseries.py)
    assert r6.disproof is not None and "tsum_eq_zero_of_not_summable" in r6.disproof
    assert r7.disproof is not None and "Real.hasSum_pow_div_log_of_abs_lt_one" in r7.disproof


@pytest.mark.parametrize(
    ("series", "value"),
    [
        ("∑' k : ℕ, (1 / 3 : ℝ) ^ k", Fraction(3, 2)),
        ("∑' k : ℕ, (3 : ℝ) ^ k", Fraction(0)),  # ratio 3: not summable
        ("∑' k : ℕ, (1 : ℝ) / (k + 1)", Fraction(0)),  # Gauss s = 1: not summable
        ("∑' k : ℕ, (-1 : ℝ) ^ k / (k + 1)", Fraction(0)),  # conditionally convergent only
        ("∑' k : ℕ, (0 : ℝ) ^ (k + 1)", Fraction(0)),  # zero past k = 0
        ("∑' k : ℕ, (0 : ℝ) ^ k", Fraction(1)),  # 0 ^ 0 = 1, then zeros
        ("∑' k : ℕ, (k : ℝ) / 2 ^ k", Fraction(2)),
    ],
)
def test_tsum_values(series: str, value: Fraction) -> None:
    t = one(f"theorem t : {series} = 0 := sorry")
    assert t.status == "parsed", t.message
    assert evaluate(t.identity.lhs, {}) == value


def test_tsum_with_a_denominator_that_may_vanish_is_not_decided() -> None:
    # Lean: 1 / C(3, k) = 1 / 0 = 0 for k > 3, so the sum is 8/3; the reader does not claim it
    t = one("theorem t : ∑' k : ℕ, (1 : ℝ) / Nat.choose 3 k = 8 / 3 := sorry")
    with pytest.raises(EvaluationError):
        evaluate(t.identity.lhs, {})


def test_own_function_sharing_an_opened_name_is_ambiguous() -> None:
    defs = DEFS + "def fib : ℕ → ℕ\n  | 0 => 5\n  | n + 1 => fib n\n\n"
    t = one("theorem t (n : ℕ) : fib n = 5 := sorry", defs)
    # (the body's own `fib n` is ambiguous already, so the definition is not read at all)
    assert t.status == "out-of-scope" and t.identity is None


def test_tsum_without_a_checked_value_is_not_decided() -> None:
    t = one("theorem t : ∑' k : ℕ, (1 : ℝ) / (k + 1) ^ 2 = π ^ 2 / 6 := sorry")
    with pytest.raises(EvaluationError, match="1/k"):
        evaluate(t.identity.lhs, {})
    r = refute_parsed(t, time_limit=0.5)
    assert r.status == "out-of-scope"


# -- log, exp, tan, Gamma, betaIntegral --------------------------------------------------------


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        ("Real.log 0", 0),
        ("Real.log 1", 0),
        ("Real.log (-1)", 0),
        ("Real.exp 0", 1),
        ("Real.tan (π / 2)", 0),  # sin / cos with x / 0 = 0
        ("Real.tan (π / 4)", 1),
        ("Real.tan (-π / 4)", -1),
        ("Real.Gamma 0", 0),
        ("Real.Gamma (-3)", 0),
        ("Real.Gamma 5", 24),
        ("Real.Gamma (1 / 2) ^ 2 / π", 1),
        ("Real.log (-2) - Real.log 2", 0),
    ],
)
def test_real_function_values(expr: str, expected: int) -> None:
    t = one(f"theorem t : ({expr} : ℝ) = 0 := sorry")
    assert t.status == "parsed", t.message
    assert evaluate(t.identity.lhs, {}) == expected


def test_beta_integral_at_positive_integers_only() -> None:
    t = one("theorem t (x y : ℕ) : Complex.betaIntegral x y = 0 := sorry")
    assert t.identity.domain == "ℂ"
    for x in range(1, 6):
        for y in range(1, 6):
            b = Fraction(math.factorial(x - 1) * math.factorial(y - 1), math.factorial(x + y - 1))
            assert evaluate(t.identity.lhs, {"x": x, "y": y}) == b
    with pytest.raises(EvaluationError, match="positive"):
        evaluate(t.identity.lhs, {"x": 0, "y": 2})


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        ("theorem t (x : ℕ) (h : (x : ℂ) < 1) : Complex.betaIntegral x x = 1 := sorry", "Order"),
        ("theorem t (x : ℕ) : (x : ℂ) ^ (x : ℂ) = 1 := sorry", "cpow"),
        ("theorem t : Real.arctan 1 = π / 4 := sorry", "Real.arctan"),
        ("theorem t : (∑' k, (1 / 2 : ℝ) ^ k) = 2 := sorry", "index type"),
    ],
)
def test_reader_does_not_guess(statement: str, why: str) -> None:
    t = one(statement)
    assert t.status == "out-of-scope" and why in t.message


@pytest.mark.skipif(not LC.is_file(), reason=f"public benchmark data absent: {LC}")
def test_lc_test_008_beta_is_false_at_two_two(tmp_path: Path) -> None:
    (r,) = refute(lc_items(tmp_path, "test_008_1"), time_limit=1.0)
    assert r.status == "false" and r.counterexample == {"x": "2", "y": "2"}
    x, y = 2, 2
    beta = Fraction(math.factorial(x - 1) * math.factorial(y - 1), math.factorial(x + y - 1))
    rhs = Fraction(1, sum(s2(x + y - 1, k) for k in range(x + y)))
    assert (r.lhs, r.rhs) == (str(beta), str(rhs)) == ("1/6", "1/5")
    # Beta(2, 2) by Complex.betaIntegral_eval_nat_add_one_right (golden text elsewhere)
    assert r.disproof is not None and "Complex.betaIntegral 2 2 = (1 / 6 : ℂ)" in r.disproof


# -- true statements are never flagged ---------------------------------------------------------

#: fewest points each search must evaluate (the ∑' ones call sympy's summation per point)
MIN_POINTS = {
    "geometric": 5,
    "log_series": 2,
    "exp_series": 2,
    "tan_def": 20,
}


def test_true_statements_are_never_flagged() -> None:
    results = refute(DATA / "special_true.lean", time_limit=3.0)
    assert len(results) >= 20
    for r in results:
        assert r.status == "no-counterexample", (r.name, r.status, r.message)
        assert r.points_checked >= MIN_POINTS.get(r.name, 1), (r.name, r.message)

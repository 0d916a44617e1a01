"""Lean disproofs of ``other = ∑'`` with a geometric + log-series summand
(:mod:`wzprove.falsity.logseries`): LC-test's ``test_007_1`` as golden text, the facts its
text rests on re-done here with fractions / sympy / mpmath (never ``wzprove.model``), and no
disproof for true statements of the family or summands outside it.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import mpmath
import pytest
import sympy

from tests.shared_data import SHARED
from wzprove.commands.refute import refute
from wzprove.falsity import logseries
from wzprove.falsity.analytic import NoRoute
from wzprove.lean.parser import parse_text

LC = SHARED / "lc_test" / "LC_test.lean"

#: LC-test's test_007_1 verbatim (with the file's header lines that matter).
T007 = """import Mathlib
open BigOperators Nat Finset Real

theorem test_007_1  {x : ℝ} (hx : |x| < 1) :
    Real.log (1 + x) = ∑' k : ℕ, (-1 : ℝ)^k * k * x^(k + 1) / (k + 1) := sorry
"""

GOLDEN_007 = """\
theorem test_007_1_false : ¬ (∀ {x : ℝ} (hx : |x| < 1), Real.log (1 + x) = ∑' k : ℕ, \
(-1 : ℝ)^k * k * x^(k + 1) / (k + 1)) := by
  -- the ∑' is a geometric plus a log series (Mathlib's sums); at x = 1/2 a bound on log \
contradicts it
  intro h
  have wz_sum : ∀ x : ℝ, |-x| < 1 → HasSum (fun k : ℕ => (((-1 : ℝ)^k * k * x^(k + 1) / \
(k + 1)) : ℝ))
      (x * (1 - -x)⁻¹ + 1 * -Real.log (1 - -x)) := by
    intro x wz_r
    have wz_e : (fun k : ℕ => (((-1 : ℝ)^k * k * x^(k + 1) / (k + 1)) : ℝ)) =
        fun k : ℕ => x * (-x) ^ k + 1 * ((-x) ^ (k + 1) / (k + 1)) := by
      funext k
      have wz_k : (k : ℝ) + 1 ≠ 0 := by positivity
      rw [_root_.pow_succ (-x) k, _root_.neg_pow x k]
      first | (field_simp; ring) | (field_simp; done)
    rw [wz_e]
    exact ((hasSum_geometric_of_abs_lt_one wz_r).mul_left (x)).add
      ((Real.hasSum_pow_div_log_of_abs_lt_one wz_r).mul_left 1)
  have h0 := @h (1/2) (by norm_num [_root_.abs_lt])
  have h1 := h0.trans (wz_sum (1/2) (by norm_num [_root_.abs_lt])).tsum_eq
  have wz_log := Real.one_sub_inv_le_log_of_pos (show (0 : ℝ) < (3/2) by norm_num)
  norm_num at h1 wz_log
  all_goals linarith
"""

#: Our own statements of the family: two true, two false, one outside it.
FAMILY = """import Mathlib

theorem true_007 {x : ℝ} (hx : |x| < 1) :
    x / (1 + x) - Real.log (1 + x) = ∑' k : ℕ, (-1 : ℝ)^k * k * x^(k + 1) / (k + 1) := sorry

theorem log_true {x : ℝ} (hx : |x| < 1) :
    ∑' k : ℕ, x ^ (k + 1) / (k + 1) = -Real.log (1 - x) := sorry

theorem geo_false {x : ℝ} (hx : |x| < 1) :
    1 / (1 + x) = ∑' k : ℕ, x ^ k := sorry

theorem log_false {x : ℝ} (hx : |x| < 1) :
    ∑' k : ℕ, x ^ (k + 1) / (k + 1) = Real.log (1 - x) := sorry

theorem sq_false {x : ℝ} (hx : |x| < 1) :
    ∑' k : ℕ, (k : ℝ) ^ 2 * x ^ k = x := sorry
"""


def _identities(text: str) -> dict:
    return {p.name: p.identity for p in parse_text(text, "t.lean")}


def test_test_007_1_disproof_is_the_golden_text(tmp_path: Path) -> None:
    path = tmp_path / "t007.lean"
    path.write_text(T007, encoding="utf-8")
    (r,) = refute(path, time_limit=2.0)
    assert r.status == "false"
    assert r.disproof == GOLDEN_007


@pytest.mark.skipif(not LC.is_file(), reason=f"public benchmark data absent: {LC}")
def test_lc_file_item_gets_the_same_disproof(tmp_path: Path) -> None:
    text = LC.read_text(encoding="utf-8")
    header = text[: text.index("theorem ")]
    (chunk,) = [c for c in re.split(r"\n(?=theorem )", text) if c.startswith("theorem test_007_1 ")]
    (tmp_path / "LC_one.lean").write_text(header + chunk, encoding="utf-8")
    defs = LC.parent / "Defs_Combinatorial_Identities.lean"
    (tmp_path / defs.name).write_text(defs.read_text(encoding="utf-8"), encoding="utf-8")
    (r,) = refute(tmp_path / "LC_one.lean", time_limit=2.0)
    assert r.disproof == GOLDEN_007


def test_the_facts_of_the_test_007_1_disproof_hold() -> None:
    # the term identity, exactly: (-1)^k k x^(k+1)/(k+1) = x (-x)^k + (-x)^(k+1)/(k+1)
    for x in (Fraction(1, 2), Fraction(-1, 3), Fraction(5, 7), Fraction(3)):
        for k in range(40):
            lhs = (-1) ** k * k * x ** (k + 1) / (k + 1)
            assert lhs == x * (-x) ** k + (-x) ** (k + 1) / (k + 1)
    # as a rational-function identity in x, k, S = (-1)^k, X = x^k (after pow_succ, neg_pow)
    x, k, s, big_x = sympy.symbols("x k S X")
    lhs = s * k * big_x * x / (k + 1)
    rhs = x * (s * big_x) + 1 * ((s * big_x) * (-x) / (k + 1))
    assert sympy.cancel(lhs - rhs) == 0
    # the sum at x = 1/2: 1/2 · (3/2)⁻¹ - log(3/2) = 1/3 - log(3/2)
    mpmath.mp.dps = 30
    series = mpmath.nsum(
        lambda j: (-1) ** j * j * mpmath.mpf(1) / 2 ** (j + 1) / (j + 1), [0, mpmath.inf]
    )
    assert abs(series - (mpmath.mpf(1) / 3 - mpmath.log(1.5))) < mpmath.mpf(10) ** -25
    # the statement at 1/2: log(3/2) = 1/3 - log(3/2), i.e. log(3/2) = 1/6; the lower bound
    # 1 - (3/2)⁻¹ = 1/3 ≤ log(3/2) contradicts it
    assert 1 - 1 / Fraction(3, 2) == Fraction(1, 3) > Fraction(1, 6)
    assert mpmath.log(1.5) > mpmath.mpf(1) / 3
    # |−1/2| < 1 and 3/2 > 0: the hypotheses norm_num discharges
    assert abs(Fraction(-1, 2)) < 1 and Fraction(3, 2) > 0


def test_decomposition_of_the_family() -> None:
    x, k = sympy.Symbol("x", real=True), sympy.Symbol("k", integer=True, nonnegative=True)
    dec = logseries.decompose((-1) ** k * k * x ** (k + 1) / (k + 1), k, x)
    assert dec == logseries.Decomposition(-1, Fraction(1), 1, Fraction(1))
    assert logseries.decompose(x**k, k, x) == logseries.Decomposition(
        1, Fraction(1), 0, Fraction(0)
    )
    dec = logseries.decompose(3 * x ** (k + 2) - x ** (k + 1) / (k + 1), k, x)
    assert dec == logseries.Decomposition(1, Fraction(3), 2, Fraction(-1))
    assert dec.geometric_text("x") == "3 * x ^ 2"
    with pytest.raises(NoRoute):
        logseries.decompose(k**2 * x**k, k, x)
    with pytest.raises(NoRoute):
        logseries.decompose(x ** (2 * k), k, x)


def test_true_statements_get_no_plan_and_false_ones_do(tmp_path: Path) -> None:
    ids = _identities(FAMILY)
    for name in ("true_007", "log_true"):
        with pytest.raises(NoRoute, match="the two sides agree"):
            logseries.plan(ids[name], {"x": Fraction(1, 2)})
    geo = logseries.plan(ids["geo_false"], {"x": Fraction(1, 2)})
    assert geo.bound is None and geo.point == {"x": Fraction(1, 2)}  # 2/3 ≠ 2: no log bound
    assert Fraction(1) / (1 + Fraction(1, 2)) != 1 / (1 - Fraction(1, 2))
    log = logseries.plan(ids["log_false"], {"x": Fraction(1, 2)})
    # -log(1/2) = log(1/2) forces log(1/2) = 0 > 1/2 - 1: the upper bound log y ≤ y - 1
    assert log.bound == "upper" and any("log_le_sub_one_of_pos" in line for line in log.after)
    assert "h0.symm.trans" in log.after[0]
    with pytest.raises(NoRoute, match="no combination"):
        logseries.plan(ids["sq_false"], {"x": Fraction(1, 6)})
    path = tmp_path / "family.lean"
    path.write_text(FAMILY, encoding="utf-8")
    results = {r.name: r for r in refute(path, time_limit=1.0, max_points=3)}
    assert results["true_007"].status != "false" and results["true_007"].disproof is None
    assert results["log_true"].status != "false" and results["log_true"].disproof is None
    assert results["geo_false"].disproof and "wz_log" not in results["geo_false"].disproof
    assert results["sq_false"].status == "false" and results["sq_false"].disproof is None


def test_the_mathlib_names_of_the_disproof_are_listed() -> None:
    listed = {
        line.split("|")[0].strip()
        for line in (Path(__file__).resolve().parents[2] / "Prover" / "MATHLIB.txt")
        .read_text(encoding="utf-8")
        .splitlines()
        if "|" in line and not line.startswith("#")
    }
    names = [
        "hasSum_geometric_of_abs_lt_one",
        "Real.hasSum_pow_div_log_of_abs_lt_one",
        "HasSum.mul_left",
        "HasSum.add",
        "HasSum.tsum_eq",
        "Real.one_sub_inv_le_log_of_pos",
        "Real.log_le_sub_one_of_pos",
        "neg_pow",
        "pow_succ",
        "abs_lt",
    ]
    for name in names:
        assert name in listed, name
    for used in ("hasSum_geometric_of_abs_lt_one", "Real.hasSum_pow_div_log_of_abs_lt_one"):
        assert used in GOLDEN_007
    assert ".mul_left" in GOLDEN_007 and ".add" in GOLDEN_007 and ".tsum_eq" in GOLDEN_007

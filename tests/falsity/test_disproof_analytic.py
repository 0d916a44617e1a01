"""Lean disproofs that need a square root, a Beta value or a divergent ``∑'``
(:mod:`wzprove.falsity.analytic`): golden texts, and the arithmetic each one rests on
re-done here with sympy / mpmath / plain fractions, never with ``wzprove.model``.

The statements of ``tests/data/lean/analytic_false.lean`` are ours; their disproofs are
compared with ``tests/data/disproofs/NAME.lean`` verbatim.  The benchmark items (LCI-Test's
Jihuai_identity_2_39, LC-test's test_006_1 and test_008_1) are compared line by line after
their first line, which must state the statement as the data file has it.
"""

from __future__ import annotations

import json
import math
import re
from fractions import Fraction
from pathlib import Path

import mpmath
import pytest
import sympy

from tests.shared_data import SHARED
from wzprove.commands.refute import refute, refute_parsed
from wzprove.falsity import analytic
from wzprove.lean.parser import parse_file

DATA = Path(__file__).resolve().parents[1] / "data"
OWN = DATA / "lean" / "analytic_false.lean"
GOLDEN = DATA / "disproofs"
LCI = SHARED / "lci_test" / "LCI_test.jsonl"
LC = SHARED / "lc_test" / "LC_test.lean"


@pytest.fixture(scope="module")
def own() -> dict:
    return {r.name: r for r in refute(OWN, time_limit=2.0)}


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.lean")), ids=lambda p: p.stem)
def test_golden_disproof_texts(own: dict, path: Path) -> None:
    r = own[path.stem]
    assert r.status == "false"
    assert r.disproof == path.read_text(encoding="utf-8")


def test_every_false_statement_has_golden_text_or_says_why(own: dict) -> None:
    golden = {p.stem for p in GOLDEN.glob("*.lean")}
    for name, r in own.items():
        assert r.status == "false", name  # every statement of the file is false
        assert (r.disproof is not None) == (name in golden), name
    why = {
        "sqrt_two_three": "several irrational square roots (√2, √3)",
        "sqrt_half": "√(1/2), which norm_num splits",
        "log_minus_one": "not refuted by the sign of log(2)",
        "geometric_wrong": "the ∑' converges (to 2)",
        "harmonic_real_denominator": "not a natural number cast to ℝ",
    }
    for name, reason in why.items():
        assert reason in own[name].message and "no Lean disproof" in own[name].message


# -- the arithmetic behind each text, re-done separately ----------------------------------------


def bounds(text: str) -> tuple[Fraction, Fraction]:
    lo = re.search(r"wz_lo : \((\d+) / (\d+) : ℝ\)", text)
    hi = re.search(r"wz_hi : Real\.sqrt \d+ < \((\d+) / (\d+) : ℝ\)", text)
    assert lo and hi
    return Fraction(int(lo[1]), int(lo[2])), Fraction(int(hi[1]), int(hi[2]))


def reduced(poly_in_s: sympy.Expr, q: int) -> tuple[sympy.Rational, sympy.Rational]:
    """``(a, b)`` with ``poly ≡ a s + b`` modulo ``s² - q``."""
    s = sympy.Symbol("s")
    r = sympy.rem(sympy.expand(poly_in_s), s**2 - q, s)
    p = sympy.Poly(r, s)
    a, b = (p.coeff_monomial(s), p.coeff_monomial(1))
    return sympy.Rational(a), sympy.Rational(b)


def test_sqrt_five_bounds_and_refutation(own: dict) -> None:
    text = (GOLDEN / "sqrt_five_square.lean").read_text(encoding="utf-8")
    lo, hi = bounds(text)
    assert 0 < lo < hi and lo * lo < 5 < hi * hi  # what `nlinarith [wz_sq, wz_pos]` needs
    # at n = 1: (√5 + 1)^2 = 5 + 1 is 2 s = 0 once s² = 5: refuted by 0 < s
    s = sympy.Symbol("s")
    a, b = reduced((s + 1) ** 2 - (5 + 1), 5)
    assert (a, b) == (2, 0)
    with mpmath.workdps(50):
        assert abs((mpmath.sqrt(5) + 1) ** 2 - 6 - 2 * mpmath.sqrt(5)) < mpmath.mpf(10) ** -45
    assert own["sqrt_five_square"].counterexample == {"n": "1"}


def test_square_and_negative_radicands() -> None:
    assert analytic.rational_sqrt(Fraction(4)) == 2 and 2**2 == 4
    assert analytic.rational_sqrt(Fraction(9, 4)) == Fraction(3, 2)
    assert (
        analytic.rational_sqrt(Fraction(5)) is None and analytic.rational_sqrt(Fraction(-4)) is None
    )
    for q in range(2, 300):
        if math.isqrt(q) ** 2 == q:
            continue
        lo, hi = analytic.sqrt_bounds(q)
        assert lo * lo < q < hi * hi and hi - lo == Fraction(1, 10**6)
        assert mpmath.mpf(lo.numerator) / lo.denominator < mpmath.sqrt(q)
        assert mpmath.sqrt(q) < mpmath.mpf(hi.numerator) / hi.denominator


def test_beta_values_and_the_lemma_formula(own: dict) -> None:
    text = (GOLDEN / "beta_two_right.lean").read_text(encoding="utf-8")
    m = re.search(r"Complex\.betaIntegral (\d+) (\d+) = \((\d+) / (\d+) : ℂ\)", text)
    assert m
    a, b, p, q = (int(g) for g in m.groups())
    assert (a, b) == (1, 2) and Fraction(p, q) == Fraction(1, 2)
    for x in range(1, 6):
        for y in range(1, 6):
            # the lemma at u = x, n = y - 1: n! / ∏_{j ≤ n} (u + j)
            n = y - 1
            lemma = Fraction(math.factorial(n), math.prod(x + j for j in range(n + 1)))
            assert lemma == analytic.beta_value(x, y)
            assert abs(mpmath.beta(x, y) - mpmath.mpf(lemma.numerator) / lemma.denominator) < 1e-12
    assert "(by norm_num) 1" in text  # n = b - 1 = 1
    # the statement at x = 1: B(1, 2) = 1/2 but 1 / 1 = 1
    assert own["beta_two_right"].lhs == "1/2" and own["beta_two_right"].rhs == "1"


def test_harmonic_shapes_diverge_and_log_is_positive(own: dict) -> None:
    # |(-1)^k / (k + 1)| = 1 / (k + 1) and 1 / (k + 2): partial sums pass every bound
    for k in range(200):
        assert abs(Fraction((-1) ** k, k + 1)) == Fraction(1, k + 1)
    assert math.fsum(1 / (k + 2) for k in range(10**5)) > math.log(10**5 + 2) - 1
    assert math.log(3) > 0
    text = (GOLDEN / "log_alternating.lean").read_text(encoding="utf-8")
    assert "summable_nat_add_iff 1" in text and "Real.log_pos" in text
    assert "summable_nat_add_iff 2" in (GOLDEN / "harmonic_shifted.lean").read_text("utf-8")
    # log 3 = 0 contradicts 0 < log 3; 0 = 1 is rational
    assert own["log_alternating"].lhs == "log(3)" and own["log_alternating"].rhs == "0"


def test_refusals_of_the_planners() -> None:
    with pytest.raises(analytic.NoRoute, match="several"):
        analytic.sqrt_steps([Fraction(2), Fraction(3)])
    with pytest.raises(analytic.NoRoute, match="quotient"):
        analytic.sqrt_steps([Fraction(5, 2)])
    with pytest.raises(analytic.NoRoute, match="no evaluation lemma"):
        analytic.beta_steps([(Fraction(0), Fraction(2))])
    with pytest.raises(analytic.NoRoute, match="not a rational"):
        analytic.tsum_steps(1, sympy.Integer(0))
    x = sympy.log(2)
    with pytest.raises(analytic.NoRoute, match="sign"):
        analytic.tsum_steps(1, x - 1)  # log 2 = 1 is not contradicted by 0 < log 2
    assert analytic.tsum_steps(1, -x - 1).after == ["all_goals linarith [wz_log]"]
    with pytest.raises(analytic.NoRoute, match="differ by"):
        analytic.tsum_steps(1, 1 / x + 1)  # not linear in log 2
    with pytest.raises(analytic.NoRoute, match="integers ≥ 2"):
        analytic.tsum_steps(1, sympy.log(sympy.Rational(3, 2)) + 1)


# -- the benchmark items -------------------------------------------------------------------------

BODY_2_39 = """\
  intro h
  have wz_sq : Real.sqrt 5 ^ 2 = 5 := Real.sq_sqrt (by norm_num)
  have wz_pos : 0 < Real.sqrt 5 := Real.sqrt_pos.mpr (by norm_num)
  have wz_ne : Real.sqrt 5 ≠ 0 := wz_pos.ne'
  have wz_lo : (2236067 / 1000000 : ℝ) < Real.sqrt 5 := by nlinarith [wz_sq, wz_pos]
  have wz_hi : Real.sqrt 5 < (559017 / 250000 : ℝ) := by nlinarith [wz_sq, wz_pos]
  have h0 := @h 1
  norm_num [Finset.sum_range_succ, Nat.choose] at h0
  all_goals (try field_simp at h0)
  all_goals nlinarith [wz_sq, wz_pos, wz_lo, wz_hi]
"""

BODY_006 = """\
  intro h
  have wz_log : 0 < Real.log 2 := Real.log_pos (by norm_num)
  have h0 := @h 0
  rw [tsum_eq_zero_of_not_summable] at h0
  · try norm_num at h0
    all_goals linarith [wz_log]
  · intro wz_hs
    apply Real.not_summable_one_div_natCast
    refine (summable_nat_add_iff 1).mp ?_
    refine (summable_abs_iff.mpr wz_hs).congr (fun k => ?_)
    simp only [abs_div, abs_pow, abs_neg, abs_one, one_pow, Nat.abs_cast, Nat.succ_eq_add_one]
    all_goals first | rfl | (push_cast; ring)
"""

BODY_008 = """\
  intro h
  have wz_def1 : stirling_second 3 0 = 0 := by rfl
  have wz_def2 : stirling_second 3 1 = 1 := by rfl
  have wz_def3 : stirling_second 3 2 = 3 := by rfl
  have wz_def4 : stirling_second 3 3 = 1 := by rfl
  have wz_beta1 : Complex.betaIntegral 2 2 = (1 / 6 : ℂ) := by
    have e := Complex.betaIntegral_eval_nat_add_one_right (u := 2) (by norm_num) 1
    norm_num [Finset.prod_range_succ, Nat.factorial] at e
    linear_combination e
  have h0 := @h 2 2
  norm_num [Finset.sum_range_succ, wz_def1, wz_def2, wz_def3, wz_def4, wz_beta1] at h0
"""


def statement_line(name: str, binders_and_conclusion: str) -> str:
    return f"theorem {name}_false : ¬ ({binders_and_conclusion}) := by\n"


@pytest.mark.skipif(not LCI.is_file(), reason=f"public benchmark data absent: {LCI}")
def test_lci_binet_item_gets_the_sqrt_five_disproof() -> None:
    items = {t.name: t for t in parse_file(LCI)}
    r = refute_parsed(items["Jihuai_identity_2_39"], time_limit=3.0)
    assert r.status == "false" and r.counterexample == {"n": "1"} and r.disproof
    rows = [json.loads(line) for line in LCI.read_text(encoding="utf-8").splitlines()]
    (row,) = [row for row in rows if row["name"] == "Jihuai_identity_2_39"]
    statement = row["formal_statement"].split("theorem Jihuai_identity_2_39 ", 1)[1]
    binders, conclusion = statement.split(" :\n", 1)
    first = statement_line("Jihuai_identity_2_39", f"∀ {binders}, {conclusion.strip()}")
    assert r.disproof == first + BODY_2_39
    # at n = 1, cleared of the denominator 8 s: 8 s · 1 = (1 + s)^3 - (1 - s)^3, which is
    # -8 s = 0 once s² = 5 (refuted by 0 < s); the two sides are 1 and 2 exactly
    s = sympy.Symbol("s")
    assert reduced(8 * s - ((1 + s) ** 3 - (1 - s) ** 3), 5) == (-8, 0)
    s5 = sympy.sqrt(5)
    assert sympy.simplify((1 / s5) * (((1 + s5) / 2) ** 3 - ((1 - s5) / 2) ** 3)) == 2
    assert sum(math.comb(2 * k, 1 + k) for k in range(2)) == 1


@pytest.mark.skipif(not LC.is_file(), reason=f"public benchmark data absent: {LC}")
def test_lc_tsum_and_beta_items_get_their_disproofs(tmp_path: Path) -> None:
    # the two items, with the file's header and its definitions file beside them
    text = LC.read_text(encoding="utf-8")
    header = text[: text.index("theorem ")]
    chunks = re.split(r"\n(?=theorem )", text)
    wanted = [c for c in chunks if c.startswith(("theorem test_006_1 ", "theorem test_008_1 "))]
    assert len(wanted) == 2
    (tmp_path / "LC_two.lean").write_text(header + "\n".join(wanted), encoding="utf-8")
    defs = LC.parent / "Defs_Combinatorial_Identities.lean"
    (tmp_path / defs.name).write_text(defs.read_text(encoding="utf-8"), encoding="utf-8")
    results = {r.name: r for r in refute(tmp_path / "LC_two.lean", time_limit=1.0)}
    r6, r8 = results["test_006_1"], results["test_008_1"]
    assert r6.disproof and r6.disproof.split("\n", 1)[1] == BODY_006
    assert r6.disproof.startswith("theorem test_006_1_false : ¬ (∀ {n : ℕ}, Real.log 2 = ∑'")
    assert r8.disproof and r8.disproof.split("\n", 1)[1] == BODY_008
    # B(2, 2) = 1! 1! / 3! = 1/6; Σ_{k < 4} S(3, k) = 0 + 1 + 3 + 1 = 5
    assert abs(mpmath.beta(2, 2) - mpmath.mpf(1) / 6) < 1e-15
    assert Fraction(1, 6) != Fraction(1, 5)

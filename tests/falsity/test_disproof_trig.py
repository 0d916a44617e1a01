"""Lean disproofs that need ``Real.sin``/``Real.cos`` values (:mod:`wzprove.falsity.trig`):
golden texts, and every value, argument and counterexample re-done here with mpmath / sympy's
own ``sin``/``cos`` and plain fractions, never with ``wzprove.model``.

The statements of ``tests/data/lean/trig_false.lean`` are ours; their disproofs are compared
with ``tests/data/disproofs_trig/NAME.lean`` verbatim.  LC-test's test_049_1 is compared line
by line after its first line (the statement as the data file has it).
"""

from __future__ import annotations

import math
import re
from fractions import Fraction
from pathlib import Path

import mpmath
import pytest
import sympy

from tests.shared_data import SHARED
from wzprove.commands.refute import refute, refute_parsed
from wzprove.falsity import trig
from wzprove.falsity.analytic import NoRoute
from wzprove.lean.parser import parse_file

DATA = Path(__file__).resolve().parents[1] / "data"
OWN = DATA / "lean" / "trig_false.lean"
GOLDEN = DATA / "disproofs_trig"
LC = SHARED / "lc_test" / "LC_test.lean"

#: test_049_1's disproof after its first line (the statement), as written at n = 2, x = π/2.
TEST_049_BODY = """\
  -- at n = 2, x = π/2: each sin/cos value is a Mathlib lemma's
  intro h
  have wz_sq : Real.sqrt 2 ^ 2 = 2 := Real.sq_sqrt (by norm_num)
  have wz_pos : 0 < Real.sqrt 2 := Real.sqrt_pos.mpr (by norm_num)
  have wz_ne : Real.sqrt 2 ≠ 0 := wz_pos.ne'
  have wz_lo : (1414213 / 1000000 : ℝ) < Real.sqrt 2 := by nlinarith [wz_sq, wz_pos]
  have wz_hi : Real.sqrt 2 < (707107 / 500000 : ℝ) := by nlinarith [wz_sq, wz_pos]
  have h0 := @h 2 (Real.pi / 2) (by norm_num)
  have wz_trig1 : Real.sin ((2 * (0 : ℕ) * ((Real.pi / 2) : ℝ))) = 0 := by
    have e : (((2 * (0 : ℕ) * ((Real.pi / 2) : ℝ))) : ℝ) = 0 := by
      (try push_cast) <;> ring
    rw [e, Real.sin_zero] <;> norm_num
  have wz_trig2 : Real.sin ((2 * (1 : ℕ) * ((Real.pi / 2) : ℝ))) = 0 := by
    have e : (((2 * (1 : ℕ) * ((Real.pi / 2) : ℝ))) : ℝ) = Real.pi := by
      (try push_cast) <;> ring
    rw [e, Real.sin_pi] <;> norm_num
  have wz_trig3 : Real.sin (((2 : ℕ) * ((Real.pi / 2) : ℝ) / 2)) = 1 := by
    have e : ((((2 : ℕ) * ((Real.pi / 2) : ℝ) / 2)) : ℝ) = Real.pi / 2 := by
      (try push_cast) <;> ring
    rw [e, Real.sin_pi_div_two] <;> norm_num
  have wz_trig4 : Real.cos ((((Real.pi / 2) : ℝ) / 2)) = Real.sqrt 2 / 2 := by
    have e : (((((Real.pi / 2) : ℝ) / 2)) : ℝ) = Real.pi / 4 := by
      (try push_cast) <;> ring
    rw [e, Real.cos_pi_div_four] <;> norm_num
  have wz_trig5 : Real.sin (((((Real.pi / 2) : ℝ) + Real.pi) / 2)) = Real.sqrt 2 / 2 := by
    have e : ((((((Real.pi / 2) : ℝ) + Real.pi) / 2)) : ℝ) = Real.pi - Real.pi / 4 := by
      (try push_cast) <;> ring
    rw [e, Real.sin_pi_sub, Real.sin_pi_div_four] <;> norm_num
  have wz_trig6 : Real.cos (((((Real.pi / 2) : ℝ) + Real.pi) / 2)) = -(Real.sqrt 2 / 2) := by
    have e : ((((((Real.pi / 2) : ℝ) + Real.pi) / 2)) : ℝ) = Real.pi - Real.pi / 4 := by
      (try push_cast) <;> ring
    rw [e, Real.cos_pi_sub, Real.cos_pi_div_four] <;> norm_num
  simp only [Nat.reduceAdd, Nat.reduceSub, Nat.reduceMul, Nat.reduceDiv, \
Finset.sum_range_succ, Finset.sum_range_zero] at h0
  simp only [wz_trig1, wz_trig2, wz_trig3, wz_trig4, wz_trig5, wz_trig6] at h0
  norm_num [Finset.sum_range_succ, Nat.choose] at h0
  all_goals (try field_simp at h0)
  all_goals nlinarith [wz_sq, wz_pos, wz_lo, wz_hi]
"""


@pytest.fixture(scope="module")
def own() -> dict:
    return {r.name: r for r in refute(OWN, time_limit=2.0)}


# -- an evaluator of the Lean text, independent of wzprove.model --------------------------------


def lean_number(text: str) -> mpmath.mpf:
    """The value of a fact's Lean text (numerals, casts of numerals, ``Real.pi``,
    ``Real.sqrt``, + - * /) by mpmath: ascriptions are dropped, which is sound because the
    texts written have no ℕ arithmetic (module under test refuses it)."""
    py = re.sub(r"\s*:\s*[ℕℤℝ]\s*\)", ")", text)
    py = py.replace("Real.pi", "mpmath.pi").replace("Real.sqrt ", "mpmath.sqrt")
    py = re.sub(r"mpmath\.sqrt(\d+)", r"mpmath.sqrt(\1)", py)
    assert re.fullmatch(r"[\d\s()+\-*/.a-z]*", py), py
    with mpmath.workdps(40):
        return eval(py, {"mpmath": mpmath})  # noqa: S307 - our own generated arithmetic


def check_facts(text: str) -> int:
    """Every ``have wz_trigK : Real.op (ARG) = VAL`` of a disproof: ``op(ARG) = VAL`` and
    ``ARG = CANON`` numerically to 30 digits; returns how many were checked."""
    facts = re.findall(r"have wz_trig\d+ : Real\.(sin|cos) \((.*)\) = (.*) := by\n", text)
    canons = re.findall(r"have e : \(\((.*)\) : ℝ\) = (.*) := by\n", text)
    assert len(facts) == len(canons) > 0
    with mpmath.workdps(40):
        for (op, arg, val), (arg2, canon) in zip(facts, canons, strict=True):
            assert arg == arg2
            x = lean_number(arg)
            assert abs(x - lean_number(canon)) < mpmath.mpf(10) ** -30, (arg, canon)
            got = getattr(mpmath, op)(x)
            assert abs(got - lean_number(val)) < mpmath.mpf(10) ** -30, (op, arg, val)
    return len(facts)


# -- the value table ---------------------------------------------------------------------------


def test_value_table_against_sympy_for_every_multiple_of_pi_over_12() -> None:
    have = 0
    for k in range(-60, 61):
        c = Fraction(k, 12)
        for op in ("sin", "cos"):
            if c.denominator not in (1, 2, 3, 4, 6):
                with pytest.raises(NoRoute):
                    trig.trig_value(op, c)
                continue
            v = trig.trig_value(op, c)
            want = getattr(sympy, op)(sympy.Rational(k, 12) * sympy.pi)
            assert sympy.simplify(want - v.sympy_value()) == 0, (op, c)
            with mpmath.workdps(40):
                assert abs(lean_number(v.canonical) - mpmath.mpf(k) / 12 * mpmath.pi) < 1e-30
                assert abs(lean_number(v.lean_value()) - mpmath.mpf(str(sympy.N(want, 40)))) < 1e-30
            have += 1
    assert have == 2 * 81  # 81 of the 121 multiples k/12 have a denominator 1, 2, 3, 4, 6


def test_rewrite_chains_use_the_lemma_shapes() -> None:
    v = trig.trig_value("cos", Fraction(7, 4) + 4)  # 2 turns + π + (π - π/4)
    assert v.canonical == "Real.pi - Real.pi / 4 + Real.pi + ((2 : ℤ) : ℝ) * (2 * Real.pi)"
    assert v.lemmas == (
        "Real.cos_add_int_mul_two_pi",
        "Real.cos_add_pi",
        "Real.cos_pi_sub",
        "Real.cos_pi_div_four",
    )
    # cos(7π/4) = cos(π/4): the signs of the half turn and the reflection cancel
    assert v.lean_value() == "Real.sqrt 2 / 2"
    assert trig.trig_value("sin", Fraction(1)).lemmas == ("Real.sin_pi",)
    assert trig.trig_value("cos", Fraction(-1)).lean_value() == "-1"
    with pytest.raises(NoRoute):
        trig.trig_value("tan", Fraction(1, 4))


# -- golden texts and refusals -----------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.lean")), ids=lambda p: p.stem)
def test_golden_disproof_texts(own: dict, path: Path) -> None:
    r = own[path.stem]
    assert r.status == "false"
    assert r.disproof == path.read_text(encoding="utf-8")
    assert check_facts(r.disproof) >= 1


def test_points_are_counterexamples_by_an_independent_evaluation(own: dict) -> None:
    # cos_quarter at x = 4π/3: cos(π/3) = 1/2 ≠ 1 (the search's π/6 needs cos(π/24))
    assert "at x = 4*π/3" in own["cos_quarter"].disproof
    assert sympy.cos(sympy.Rational(4, 3) * sympy.pi / 4) == sympy.Rational(1, 2)
    # sin_sum_half at n = 1, x = π: sin 0 + sin π = 0 vs 1 · sin(π/2) = 1
    assert "at n = 1, x = π:" in own["sin_sum_half"].disproof
    x = sympy.pi
    assert sum(sympy.sin(k * x) for k in range(2)) == 0 and 1 * sympy.sin(x / 2) == 1
    # cos_rational_roots at π/6: c = √3/2, c (4c² − 1)(c² − 1) = −√3/4 ≠ 0
    c = sympy.sqrt(3) / 2
    assert sympy.simplify(c * (4 * c**2 - 1) * (c**2 - 1) + sympy.sqrt(3) / 4) == 0
    assert "wz_sq : Real.sqrt 3 ^ 2 = 3" in own["cos_rational_roots"].disproof


def test_refusals_say_why(own: dict) -> None:
    why = {
        "cos_tiny": "Real.cos at 1/24·π: no Mathlib value lemma",
        "sin_nat_arith": "has ℕ/ℤ arithmetic inside",
        "cos_positive_arg": "a hypothesis on a multiple of π",
    }
    for name, reason in why.items():
        r = own[name]
        assert r.status == "false" and r.disproof is None, name
        assert reason in r.message and "no Lean disproof" in r.message, (name, r.message)


# -- LC-test test_049_1 ------------------------------------------------------------------------


@pytest.mark.skipif(not LC.is_file(), reason=f"public benchmark data absent: {LC}")
def test_lc_test_049_gets_a_disproof_at_n_2_x_pi_over_2() -> None:
    (t,) = [t for t in parse_file(LC) if t.name == "test_049_1"]
    r = refute_parsed(t, time_limit=10.0)
    # the search stops at x = π/6 (sin(π/3) has no lemma there); the row shows the point the
    # disproof is proved at, with the sides there
    assert r.status == "false" and r.counterexample == {"n": "2", "x": "π/2"}
    assert (r.lhs, r.rhs) == ("0", "sqrt(2)/2 + 1")
    assert r.message.startswith("false at n = 2, x = π/2: lhs = 0, rhs = sqrt(2)/2 + 1;")
    first, _, body = r.disproof.partition("\n")
    assert first.startswith("theorem test_049_1_false : ¬ (∀ (n : ℕ) (x : ℝ) (hn : 1 ≤ n), ∑ k")
    assert body.partition("\n")[2] == TEST_049_BODY  # after the statement's second line
    assert check_facts(r.disproof) == 6
    # the point, by sympy's own sin/cos: lhs 0, rhs 1 + √2/2
    n, x = 2, sympy.pi / 2
    lhs = sum(math.comb(n, 2 * k) * sympy.sin(2 * k * x) for k in range(n // 2 + 1))
    rhs = 2 ** (n - 1) * (
        sympy.sin(n * x / 2) * sympy.cos(x / 2) ** n
        + sympy.sin((x + sympy.pi) / 2) * sympy.cos((x + sympy.pi) / 2) ** n
    )
    assert lhs == 0 and sympy.simplify(rhs - (1 + sympy.sqrt(2) / 2)) == 0
    # what nlinarith must refute after the rewrites: 0 = 2 (s²/4 + s · s²/4) with s = √2,
    # i.e. 0 = 1 + s/2, against 0 < s (and the bounds 1.414213 < s < 1.414214)
    s = sympy.Symbol("s")
    right = 2 * (1 * (s / 2) ** 2 + s / 2 * (-(s / 2)) ** 2)
    assert sympy.expand(sympy.rem(sympy.expand(right), s**2 - 2, s)) == 1 + s / 2
    assert Fraction(1414213, 10**6) ** 2 < 2 < Fraction(707107, 500000) ** 2

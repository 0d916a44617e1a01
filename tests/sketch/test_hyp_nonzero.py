"""Denominators cleared by a hypothesis ``hx : a ≠ b`` (``sub_ne_zero.mpr hx``): the replay
accepts the name only for a theorem hypothesis ``a ≠ b`` in scope and reads the atom as that
hypothesis states it (:mod:`wzprove.sketch.hyp_nonzero`, :mod:`wzprove.sketch.replay_nonzero`).
The compiled proofs themselves are golden files (``geometric_hypothesis*``,
tests/sketch/test_complete_golden.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
import sympy

from wzprove.lean.parser import parse_text
from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomTable
from wzprove.sketch.hyp_nonzero import factor_proof, inverse_proof, ne_hyps
from wzprove.sketch.replay import replay_theorem

GOLDEN = Path(__file__).parent.parent / "data" / "complete"
NAME = "geometric_hypothesis"


def _text() -> str:
    return (GOLDEN / f"{NAME}.lean").read_text(encoding="utf-8")


def test_the_golden_proof_uses_the_hypothesis_and_replays() -> None:
    text = _text()
    assert text.count("mul_inv_cancel₀ (sub_ne_zero.mpr hx)") == 2
    assert text.count("refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_") == 2
    report = replay_theorem(text, NAME)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        # another hypothesis: the atom (x - 2)⁻¹ is not the goal's (x - 1)⁻¹
        ("(hx : x ≠ 1)", "(hx : x ≠ 2)", "remainder"),
        # a later binder of the same name shadows the first
        ("(hx : x ≠ 1)", "(hx : x ≠ 1) (hx : x ≠ 2)", "remainder"),
        # not a hypothesis of the theorem
        ("(hx : x ≠ 1)", "(hy : x ≠ 1)", "is not a hypothesis"),
        # a hypothesis, but not `a ≠ b`
        ("(hx : x ≠ 1)", "(hx : x < 1)", "is not a hypothesis"),
        # the other orientation multiplies the goal by 1 - x: the coefficients do not fit
        (
            "refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_",
            "refine mul_left_cancel₀ (sub_ne_zero.mpr hx.symm) ?_",
            "remainder",
        ),
    ],
)
def test_a_wrong_hypothesis_does_not_replay(old: str, new: str, detail: str) -> None:
    bad = _text().replace(old, new)
    assert bad != _text()
    report = replay_theorem(bad, NAME)
    assert not report.ok
    failed = [s for s in report.steps if not s.ok]
    assert any(detail in s.detail for s in failed), [(s.have, s.detail) for s in failed]


def test_a_fact_of_the_block_shadows_the_hypothesis() -> None:
    text = _text().replace(
        "    have s1 := mul_inv_cancel₀ (sub_ne_zero.mpr hx)\n",
        "    have hx := Prover.pow_step (x : ℚ) (k) ((k + 1 : ℕ)) (by omega)\n"
        "    have s1 := mul_inv_cancel₀ (sub_ne_zero.mpr hx)\n",
        1,
    )
    report = replay_theorem(text, NAME)
    failed = [s for s in report.steps if not s.ok]
    assert [s.have for s in failed] == ["hstep"]
    assert "is not a hypothesis" in failed[0].detail


def test_hypotheses_at_the_field_and_their_proofs() -> None:
    [t] = parse_text(
        "theorem t (n : ℕ) (x y : ℚ) (hx : x ≠ 1) (hn : n ≠ 0) (hy : 2 ≠ y) :"
        " x ^ n = x ^ n := by sorry"
    )
    hyps = ne_hyps(t.identity, "ℚ")
    assert [h.name for h in hyps] == ["hx", "hy"]  # `n ≠ 0` is in ℕ
    assert ne_hyps(t.identity, "ℕ") == ()
    assert inverse_proof(hyps[0].diff, hyps) == "(sub_ne_zero.mpr hx)"
    assert inverse_proof(hyps[1].diff, hyps) == "(sub_ne_zero.mpr hy)"
    table = AtomTable("ℚ")
    x, y = table.var("x"), table.var("y")
    assert factor_proof(x - 1, table, hyps) == "(sub_ne_zero.mpr hx)"
    assert factor_proof(1 - x, table, hyps) == "(sub_ne_zero.mpr hx.symm)"
    assert factor_proof(y - 2, table, hyps) == "(sub_ne_zero.mpr hy.symm)"
    # an integer multiple of `x - 1` (the multiplier's constant joined to it)
    assert factor_proof(2 * x - 2, table, hyps) == (
        "(mul_ne_zero (show (2 : ℚ) ≠ 0 by positivity) (sub_ne_zero.mpr hx))"
    )
    assert factor_proof(x - sympy.Integer(2), table, hyps) is None


PRODUCT = "hyp_zero_integral"  # a Zeilberger proof whose right side divides by `(n + 1) * x`
FACT = "mul_inv_cancel₀ (mul_ne_zero (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity) hx)"


def _product_text() -> str:
    return (GOLDEN / f"{PRODUCT}.lean").read_text(encoding="utf-8")


def test_a_product_denominator_cleared_by_the_hypothesis_replays() -> None:
    text = _product_text()
    assert f"have s1 := {FACT}\n" in text
    assert text.count("refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_") == 3
    report = replay_theorem(text, PRODUCT)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        # the hypothesis states another value: `hx` is not `x ≠ 0`
        ("(hx : x ≠ 0)", "(hx : x ≠ 1)", "does not state `t ≠ 0`"),
        ("positivity) hx)", "positivity) hx.symm)", "does not state `t ≠ 0`"),
        # not a hypothesis of the theorem
        ("positivity) hx)", "positivity) hy)", "is not a hypothesis"),
        # a factor positivity does not prove, or another product than the goal's atom
        (
            "(show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0",
            "(show ((((n : ℕ) : ℝ) - 1 : ℝ) : ℝ) ≠ 0",
            "positivity cannot prove",
        ),
        (
            "(show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0",
            "(show ((((n : ℕ) : ℝ) + 2 : ℝ) : ℝ) ≠ 0",
            "remainder",
        ),
    ],
)
def test_a_wrong_product_proof_does_not_replay(old: str, new: str, detail: str) -> None:
    text = _product_text()
    assert old in text
    report = replay_theorem(text.replace(old, new, 1), PRODUCT)
    failed = [s for s in report.steps if not s.ok]
    assert failed and any(detail in s.detail for s in failed), [(s.have, s.detail) for s in failed]


def test_product_and_bare_hypothesis_proofs() -> None:
    [t] = parse_text(
        "theorem t (n : ℕ) (x y : ℝ) (hx : x ≠ 0) (hy : 0 ≠ y) (hz : x ≠ 2) :"
        " x ^ n = x ^ n := by sorry"
    )
    ident = t.identity
    hyps = ne_hyps(ident, "ℝ")
    x, y = (Term.var(v, "ℝ") for v in ("x", "y"))
    n1 = Term("add", (Term("cast", (Term.var("n"),), "ℝ"), Term.lit(1, "ℝ")), "ℝ")
    assert inverse_proof(x, hyps) == "hx"
    assert inverse_proof(y, hyps) == "hy.symm"
    assert inverse_proof(Term("mul", (n1, x), "ℝ"), hyps) == (
        "(mul_ne_zero (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity) hx)"
    )
    # positivity alone takes an all-positive product; a factor nothing clears refuses it
    assert inverse_proof(Term("mul", (n1, n1), "ℝ"), hyps) is None
    assert inverse_proof(Term("mul", (n1, Term.var("n", "ℝ")), "ℝ"), hyps) is None
    table = AtomTable("ℝ")
    xs, zs = table.var("x"), table.var("y")
    assert factor_proof(2 * xs, table, hyps) == (
        "(mul_ne_zero (show (2 : ℝ) ≠ 0 by positivity) hx)"
    )
    assert factor_proof(-3 * xs, table, hyps) == (
        "(mul_ne_zero (show (3 : ℝ) ≠ 0 by positivity) (sub_ne_zero.mpr hx.symm))"
    )
    assert factor_proof(2 * xs - 4, table, hyps) == (
        "(mul_ne_zero (show (2 : ℝ) ≠ 0 by positivity) (sub_ne_zero.mpr hz))"
    )
    assert factor_proof(xs / 2, table, hyps) is None  # not an integer multiple
    assert factor_proof(xs * zs, table, hyps) is None


def _positive_text() -> str:
    """The golden with ``hx : 0 < x`` in place of ``x ≠ 0``, used as ``hx.ne'`` (what the
    compiler writes for that hypothesis)."""
    text = _product_text().replace("(hx : x ≠ 0)", "(hx : 0 < x)")
    return text.replace("positivity) hx)", "positivity) hx.ne')").replace(
        "(sub_ne_zero.mpr hx)", "(sub_ne_zero.mpr hx.ne')"
    )


def test_a_positive_hypothesis_clears_the_denominator_as_ne() -> None:
    text = _positive_text()
    assert text.count("hx.ne'") == 6
    report = replay_theorem(text, PRODUCT)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    [t] = parse_text("theorem t (n : ℕ) (x : ℝ) (hx : 0 < x) (hy : x > 0) : x ^ n = x ^ n")
    hyps = ne_hyps(t.identity, "ℝ")
    assert [h.name for h in hyps] == ["hx.ne'"]  # `x > 0` is not taken (`GT.gt`)
    assert inverse_proof(Term.var("x", "ℝ"), hyps) == "hx.ne'"


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        ("(hx : 0 < x)", "(hx : 1 < x)", "is not `0 < t`"),
        ("(hx : 0 < x)", "(hx : 0 ≤ x)", "is not a hypothesis"),
        ("(hx : 0 < x)", "(hx : x ≠ 0)", "is not a hypothesis"),
    ],
)
def test_a_wrong_positive_hypothesis_does_not_replay(old: str, new: str, detail: str) -> None:
    report = replay_theorem(_positive_text().replace(old, new, 1), PRODUCT)
    failed = [s for s in report.steps if not s.ok]
    assert failed and any(detail in s.detail for s in failed), [(s.have, s.detail) for s in failed]

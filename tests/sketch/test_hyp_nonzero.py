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
        ("refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_", "refine mul_left_cancel₀ "
         "(sub_ne_zero.mpr hx.symm) ?_", "remainder"),
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
    assert factor_proof(2 * x - 2, table, hyps) is None
    assert factor_proof(x - sympy.Integer(2), table, hyps) is None

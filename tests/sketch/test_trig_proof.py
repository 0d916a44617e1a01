"""Golden proofs of binomial sums of sines/cosines (issue 15; :mod:`wzprove.sketch.trig_proof`):
LCI ``Gould_identity_1_27`` and ``Jihuai_identity_83`` (``Prover.binomial_sin``) and the
cosine companion of the first with its half angle written ``1 / 2 * x`` (``Prover.binomial_cos``,
a ``congrArg`` fact).  Each golden is re-read and replayed from its text
(:func:`wzprove.sketch.replay_trig.replay_trig`), and a changed coefficient, lemma, multiple,
rewrite or closing lemma must not replay.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.sketch.replay_trig import TrigReplayError, replay_trig
from wzprove.sketch.trig_proof import trig_proof

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
INPUTS = DATA / "trig_inputs"
GOLDEN = DATA / "complete"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"

#: input → (the Prover lemma applied, the Mathlib lemmas of its facts)
CASES = {
    "trig_gould_1_27": ("Prover.binomial_sin", {"Real.cos_two_mul", "Real.sin_two_mul"}),
    "trig_jihuai_83": ("Prover.binomial_sin", {"Real.cos_two_mul", "Real.sin_two_mul"}),
    "trig_cos_half": ("Prover.binomial_cos", {"Real.cos_two_mul", "Real.sin_two_mul"}),
    "trig_pythagoras": ("Prover.binomial_sin", {"Real.sin_sq_add_cos_sq", "Real.cos_two_mul"}),
    "trig_gcd_angle": ("Prover.binomial_cos", {"Real.cos_two_mul", "Real.sin_two_mul"}),
}


def _identity(name: str):  # noqa: ANN202 - the model's Identity
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    return parsed.identity


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_trig_proof(name: str) -> None:
    identity = _identity(name)
    text = trig_proof(identity)
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)
    lemma, facts = CASES[name]
    assert f"exact e1.trans (({lemma} " in text
    assert all(f in text for f in facts)
    assert "sorry" not in text and "import Prover" in text
    golden = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    replay = replay_trig(golden, identity)  # the stored text, re-read
    assert {"h1", "h2"} <= {s.split()[-1] for s in replay.facts}
    assert replay.steps == ["e1", "e2", lemma]


#: (golden, the text changed, its replacement): each must be caught by the replay
MUTANTS = [
    ("trig_gould_1_27", "linear_combination (1 : ℝ) * t1", "linear_combination (2 : ℝ) * t1"),
    ("trig_gould_1_27", ".trans (Real.cos_two_mul (x / 2))", ".trans (Real.sin_two_mul (x / 2))"),
    (
        "trig_gould_1_27",
        "= 2 * (x / 2) by ring)).trans (Real.cos",
        "= 3 * (x / 2) by ring)).trans (Real.cos",
    ),
    ("trig_gould_1_27", "(Prover.binomial_sin ", "(Prover.binomial_cos "),
    ("trig_gould_1_27", "* x) / 2 : ℝ) : ℝ) by ring", "* x) / 3 : ℝ) : ℝ) by ring"),
    ("trig_gould_1_27", "2 * Real.cos (x / 2) ^ 2 - 1 :=", "2 * Real.cos (x / 2) ^ 2 + 1 :="),
    ("trig_jihuai_83", ", _root_.mul_pow ((-1 : ℝ)) (2 : ℝ) k]", "]"),
    ("trig_jihuai_83", "((-1 : ℝ)) * Real.sin (x) := by", "((1 : ℝ)) * Real.sin (x) := by"),
    ("trig_jihuai_83", "(x / 2) ((-1 : ℝ)) (x) h1 h2 n", "(x / 2) ((1 : ℝ)) (x) h1 h2 n"),
    (
        "trig_cos_half",
        "((-2 : ℝ) * (Real.cos (x / 2) : ℝ)) * t2",
        "((2 : ℝ) * (Real.cos (x / 2) : ℝ)) * t2",
    ),
    ("trig_cos_half", "= (x / 2) by ring))", "= (x / 3) by ring))"),
    ("trig_pythagoras", "((-2 : ℝ) * (Real.cos (x / 2) : ℝ) ^ 2) * tp", "((-2 : ℝ)) * tp"),
    ("trig_pythagoras", "^ 2 = 1 := Real.sin_sq_add_cos_sq", "^ 2 = 2 := Real.sin_sq_add_cos_sq"),
    ("trig_gcd_angle", "= 2 * (3 * x / 2) by ring", "= 2 * (x / 2) by ring"),
    ("trig_gcd_angle", "Real.cos (3 * x / 2) ^ 2 - 1 :=", "Real.cos (3 * x / 2) ^ 2 + 1 :="),
]


@pytest.mark.parametrize(("name", "old", "new"), MUTANTS)
def test_trig_mutant_is_caught(name: str, old: str, new: str) -> None:
    golden = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert old in golden
    with pytest.raises(TrigReplayError):
        replay_trig(golden.replace(old, new, 1), _identity(name))


def test_a_triple_angle_fact_replays_and_a_wrong_one_does_not() -> None:
    """The ``Real.sin_three_mul`` / ``Real.cos_three_mul`` facts (no LCI item needs them)."""
    from wzprove.sketch.replay_trig import _FACT, _fact_sides, scope_of

    scope = scope_of(_identity("trig_cos_half"))
    good = (
        "  have t1 : Real.sin (3 * x / 2) = 3 * Real.sin (x / 2) - 4 * Real.sin (x / 2) ^ 3 := "
        "(congrArg Real.sin (show (3 * x / 2 : ℝ) = 3 * (x / 2) by ring)).trans "
        "(Real.sin_three_mul (x / 2))"
    )
    name, lhs, rhs, u = _fact_sides(_FACT.match(good), scope)
    assert (name, u, lhs.op, rhs.op) == ("t1", "x / 2", "sin", "sub")
    for old, new in [
        ("- 4 * Real.sin (x / 2) ^ 3 :=", "- 3 * Real.sin (x / 2) ^ 3 :="),
        ("Real.sin_three_mul", "Real.cos_three_mul"),
        ("(3 * x / 2 : ℝ) = 3 *", "(5 * x / 2 : ℝ) = 3 *"),
    ]:
        with pytest.raises(TrigReplayError):
            _fact_sides(_FACT.match(good.replace(old, new)), scope)


def test_the_replayed_lemma_statements_are_prover_s() -> None:
    """The replay's statement of ``Prover.binomial_sin``/``cos`` is the one in Prover/Trig.lean."""
    root = Path(__file__).resolve().parents[2]
    text = " ".join((root / "Prover" / "Trig.lean").read_text(encoding="utf-8").split())
    for f in ("sin", "cos"):
        assert (
            f"theorem binomial_{f} (a θ ρ φ : ℝ) (h1 : 1 + a * Real.cos θ = ρ * Real.cos φ) "
            "(h2 : a * Real.sin θ = ρ * Real.sin φ) (n : ℕ) : ∑ k ∈ Finset.range (n + 1), "
            f"(n.choose k : ℝ) * a ^ k * Real.{f} (k * θ) = ρ ^ n * Real.{f} (n * φ) := by"
        ) in text

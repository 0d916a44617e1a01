"""The wrapper of a cut split (:mod:`wzprove.sketch.split_cut_proof`): LCI Gould_identity_4_21,
``Σ_{k ≤ n} C(x, k) / C(x + n − k, n) · (x + n + 1 − 2k) / (x + n + 1 − k) = 1``.  The case
``n = x + 1 + m`` cuts the sum to ``range (x + 1)`` where ``C(x, k)`` vanishes, reflects it and
rewrites the summand term by term to its lemma's; the case ``x = n + m`` is its lemma.  The
golden is replayed (the wrapper re-read from the text, both case lemmas' proofs); a changed
cut, reflection, rewrite or cast fact must not replay.  Regenerate with
``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.model.semantics import evaluate
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_cut_proof import replay_cut_wrapper
from wzprove.sketch.split_proof import SplitProofError

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
NAME = "split_cut_gould_4_21"
GOLDEN = DATA / "complete" / f"{NAME}.lean"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"


def _golden() -> str:
    return GOLDEN.read_text(encoding="utf-8")


@pytest.mark.slow  # two engine runs and two compiled lemmas (about 4 s on a quiet machine)
def test_golden_cut_split_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == "cut"
    compare_golden(GOLDEN, _split_proof_text(done.identity, done.split, opts), UPDATE)


def test_golden_cut_split_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_cut_wrapper(text, NAME)
    for case in ("case0", "case1"):
        report = replay_theorem(text, f"{NAME}_{case}")
        assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    assert "    refine (Finset.sum_range_reflect _ ((x + 1 : ℕ))).symm.trans ?_\n" in text
    assert "rw [Nat.cast_sub (show k ≤ x by omega)]; ring" in text
    assert text.endswith(f"    exact {NAME}_case0 n m\n")


def _lean_lhs(n: int, x: int) -> Fraction:
    """Lean's value of the left side, evaluated apart from the model: ``x + n − k`` truncated,
    ``a / 0 = 0``."""
    total = Fraction(0)
    for k in range(n + 1):
        den = comb(x + n - k, n)
        top = Fraction(comb(x, k)) / den if den else Fraction(0)
        d = x + n + 1 - k
        total += top * (Fraction(x + n + 1 - 2 * k) / d if d else Fraction(0))
    return total


def test_the_reflected_case_lemma_is_the_cut_sum() -> None:
    """The lemma the wrapper reaches in the case ``n = x + 1 + m`` has the user's value there
    (its left side evaluated by the model, the user's by a plain evaluator), and both are 1."""
    from wzprove.lean.parser import parse_text

    text = _golden()
    lemma = next(p for p in parse_text(text) if p.name == f"{NAME}_case1").identity
    assert lemma is not None
    for x in range(5):
        for m in range(4):
            env = {"x": Fraction(x), "m": Fraction(m)}
            assert evaluate(lemma.lhs, env) == _lean_lhs(x + 1 + m, x) == 1


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # cut one term short: the term k = x does not vanish
        ("(m := (x + 1 : ℕ))", "(m := (x : ℕ))", "cut is not at"),
        # the vanishing factor is not C(m, k)
        ("(show x < k by omega)]; simp", "(show m < k by omega)]; simp", "cut is not at"),
        # reflected about x + 2: not the cut range
        ("reflect _ ((x + 1 : ℕ))", "reflect _ ((x + 2 : ℕ))", "reflection"),
        # a wrong value of the exact subtraction
        (
            "= ((k + ((x + 1) + m) : ℕ) : ℕ) by omega",
            "= ((k + ((x + 1) + m) + 1 : ℕ) : ℕ) by omega",
            "does not hold",
        ),
        # a wrong cast fact: ↑(x - k) is not ↑k + ↑x
        (
            "= ((-((k : ℕ) : ℝ)) + ((x : ℕ) : ℝ) : ℝ) := by",
            "= ((((k : ℕ) : ℝ)) + ((x : ℕ) : ℝ) : ℝ) := by",
            "ring does not close",
        ),
        # the cast fact left out of the rewrites: the summand is not the lemma's
        (" by omega, hc1]", " by omega]", "not the case lemma's"),
        # the case lemma's arguments swapped
        ("(split_cut_gould_4_21_case1 x m)", "(split_cut_gould_4_21_case1 m x)", "arguments"),
        # the wrong case substituted
        ("∃ m, n = ((x + 1) + m : ℕ)", "∃ m, n = (x + m : ℕ)", "not the case"),
        # the lemma's right side is not the statement's
        (
            "(x : ℕ) (m : ℕ) :\n    (∑",
            "(x : ℕ) (m : ℕ) :\n    (2 : ℝ) * (∑",
            "left side",
        ),
        # the lemma's right side is not the statement's (2, where the statement has 1)
        (
            "((x : ℕ) : ℝ))))) : ℝ) = (1 : ℝ) := by",
            "((x : ℕ) : ℝ))))) : ℝ) = (2 : ℝ) := by",
            "right side",
        ),
        # a false statement (x + n + 2 − 2k): its cases are not the lemmas
        ("(x + n + 1 - 2 * k)", "(x + n + 2 - 2 * k)", "case lemma"),
        # a statement whose factor C(x + 1, k) does not vanish at k = x + 1
        ("((Nat.choose x k) /", "((Nat.choose (x + 1) k) /", "not a factor"),
        # the other case's lemma at swapped arguments
        (f"exact {NAME}_case0 n m", f"exact {NAME}_case0 m n", "arguments"),
    ],
)
def test_a_changed_cut_step_does_not_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(SplitProofError, match=why):
        replay_cut_wrapper(text.replace(old, new, 1), NAME)

"""Proofs by induction from a start n₀ > 0 (issue 14, item 3;
:mod:`wzprove.sketch.induction_start`): ``key`` at ``n + n₀`` by induction, the values below
``n₀`` by evaluation, the theorem by a case split with the exact subtractions rewritten by
``omega``.  Goldens: LCI-Test
Gould_identity_7_18_zero (a sum over ``range 1``: ``Finset.sum_range_one``, ``Nat.choose_self``,
the inverse of a constant) and a Fibonacci sum with ``fib (2 n − 1)``, ``fib (2 n − 2)``.
Regenerate with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``; each golden is replayed, and
a changed split, rewrite, fact or statement must not replay.
"""

from __future__ import annotations

import os
from fractions import Fraction
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.model.identity import Term
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.induction_proof import induction_proof
from wzprove.sketch.induction_start import below_start, shift_sides
from wzprove.sketch.replay_induction import replay_induction

from .test_golden import compare_golden
from .test_induction_proof import replayed_mutants

DATA = Path(__file__).parent.parent / "data"
INPUTS = DATA / "induction_inputs"
GOLDEN = DATA / "complete"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
OPTS = ProveOptions(timeout_s=30, falsity_time_s=0.3)
ROOT = Path(__file__).resolve().parents[2]
#: input → (its variable, the rewrites of its closing)
CASES = {
    "induction_start_gould": ("j", "rw [show ((m + 1) - 1 : ℕ) = m by omega]"),
    "induction_start_fib_odd": (
        "n",
        "rw [show ((2 * (m + 1)) - 1 : ℕ) = ((2 * m) + 1 : ℕ) by omega, "
        "show ((2 * (m + 1)) - 2 : ℕ) = (2 * m : ℕ) by omega]",
    ),
}


def _certified(name: str):
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    done = certify_theorem(parsed, OPTS)
    assert done.report.status == "certified", done.report.message
    assert done.report.induction["kind"] == "step" and done.report.induction["start"] == 1
    return done


def _golden(name: str) -> str:
    return (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_start_proof(name: str) -> None:
    done = _certified(name)
    text = induction_proof(done.identity, done.report.induction)
    var, rewrite = CASES[name]
    assert f"  by_cases hn : {var} < 1\n" in text and f"    {rewrite}\n" in text
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_start_proof_replays(name: str) -> None:
    var = CASES[name][0]
    replay = replay_induction(_golden(name), name)
    assert replay.ok, replay.failed
    assert {
        "values below the start: evaluated equal",
        f"key states the theorem at {var} + 1",
        "the case zero evaluates equal",
        "the step: linear_combination replayed",
    } <= set(replay.checked)


def test_gould_facts_are_cited_and_listed_in_mathlib_txt() -> None:
    text = _golden("induction_start_gould")
    for lemma in (
        "Finset.sum_range_one (fun k =>",
        "by exact_mod_cast Nat.choose_self (",
        "by rw [Nat.choose_self (",
        "by ring] <;> norm_num",
    ):
        assert lemma in text, lemma
    listed = (ROOT / "Prover" / "MATHLIB.txt").read_text(encoding="utf-8")
    for name in ("Finset.sum_range_one", "Nat.choose_self", "interval_cases"):
        assert f"\n{name} |" in listed, name


@pytest.mark.parametrize(
    ("old", "new", "failure"),
    [  # the split at 2 while key is at n + 1
        ("by_cases hn : n < 1", "by_cases hn : n < 2", "the closing case split reads"),
        # a rewrite omega does not show (2 (m + 1) − 1 = 2 m)
        ("= ((2 * m) + 1 : ℕ) by omega", "= (2 * m : ℕ) by omega", "rw: "),
        # the values below the start closed by another tactic
        (
            "all_goals norm_num [Finset.sum_range_succ]\n  · obtain",
            "all_goals decide\n  · obtain",
            "their case: norm_num",
        ),
        # the theorem changed under its proof: fib (2 n − 2) → fib (2 n − 3)
        ("Nat.fib (2 * n - 2) := by", "Nat.fib (2 * n - 3) := by", "key states the theorem"),
    ],
)
def test_a_changed_closing_is_caught(old: str, new: str, failure: str) -> None:
    name = "induction_start_fib_odd"
    text = _golden(name)
    assert old in text
    failed = replay_induction(text.replace(old, new, 1), name).failed
    assert any(f.startswith(failure) for f in failed), failed


def test_a_wrong_constant_inverse_is_caught() -> None:
    name = "induction_start_gould"
    text = _golden(name).replace(
        "1) * 0) - 1 : ℝ))⁻¹ = (-1 : ℝ)", "1) * 0) - 1 : ℝ))⁻¹ = (1 : ℝ)", 1
    )
    assert text != _golden(name)
    failed = replay_induction(text, name).failed
    assert any("not e⁻¹ = 1 / c" in f for f in failed), failed


def test_values_below_the_start_are_compared_whatever_the_hypotheses_say() -> None:
    # fib (n − 1) + fib n = fib (n + 1) holds from n = 1 on, not at n = 0 (0 + 0 ≠ 1)
    n = Term.var("n")
    lhs = Term(
        "add",
        (Term("fib", (Term("sub", (n, Term.lit(1)), "ℕ"),), "ℕ"), Term("fib", (n,), "ℕ")),
        "ℕ",
    )
    rhs = Term("fib", (Term("add", (n, Term.lit(1)), "ℕ"),), "ℕ")
    assert below_start(lhs, rhs, "n", 1) == "the sides differ at n = 0"
    assert below_start(lhs, rhs, "n", 0) is None
    key_lhs, _, rewrites = shift_sides(lhs, rhs, "n", 1)
    assert str(key_lhs) == "(fib(n) + fib((n + 1)))"
    assert [(str(a), str(b)) for a, b in rewrites] == [("((m + 1) -[ℕ] 1)", "m")]


@pytest.mark.parametrize("name", sorted(CASES))
def test_proofs_of_mutants_replay_only_where_true(name: str) -> None:
    """Each mutant gets the compiler's attempt with the original's record (start 1): what
    replays must be true on a grid; a false one never replays."""
    done = _certified(name)
    var = CASES[name][0]
    written = replayed_mutants(done.identity, done.report.induction)
    for m, variant in written:
        for v in range(10):
            left, right = variant.sides({var: Fraction(v)})
            assert variant.same(left, right), (str(m), v)
    assert written

"""The Lean proof of two sums from 1, ``∑ k ∈ Icc 1 n`` (wzprove.sketch.from_one_proof), as
``prove`` writes it (wzprove.pipeline.finish_from_one), without Lean: a golden proof file,
re-read by the replay (the wrapper against the model, the shifted lemma's compiled blocks by
:func:`wzprove.sketch.replay.replay_theorem`), and mutations of it that the replay must catch.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from fractions import Fraction
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Identity
from wzprove.model.semantics import evaluate
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.pipeline.finish_from_one import proof_text
from wzprove.sketch.from_one_proof import (
    from_one_form,
    from_one_wrapper,
    replay_from_one,
    shifted_lemma,
)
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_proof import SplitProofError

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
NAME = "harmonic_icc_one"
LEMMA = "harmonic_icc_one_from_one"
ICC = "Prover.sum_Icc_eq_sum_Ico_succ _ (1 : ℕ) ((m + 1 : ℕ) : ℕ)"
ICO = "Finset.sum_Ico_eq_sum_range _ (1 : ℕ) (((m + 1) + 1 : ℕ) : ℕ)"
WIDTH = "show (((m + 1) + 1) - 1 : ℕ) = ((m + 1 : ℕ) : ℕ) by omega"


def _identity(text: str) -> Identity:
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed" and parsed.identity is not None, parsed.message
    return parsed.identity


def _golden() -> str:
    return (DATA / "complete" / f"{NAME}.lean").read_text(encoding="utf-8")


def test_golden_from_one_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    text = proof_text(parsed.identity, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    compare_golden(DATA / "complete" / f"{NAME}.lean", text, UPDATE)


def test_golden_from_one_proof_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_from_one(text, NAME)
    report = replay_theorem(text, LEMMA)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    assert any(s.kind == "linear-combination" for s in report.steps)
    assert text.endswith(
        "  rcases Nat.eq_zero_or_pos n with rfl | hn\n"
        "  · simp only [Finset.Icc_eq_empty (show ¬(1 : ℕ) ≤ 0 by norm_num), Finset.sum_empty]\n"
        "  · obtain ⟨m, rfl⟩ : ∃ m, n = (m + 1 : ℕ) := ⟨n - 1, by omega⟩\n"
        f"    rw [{ICC}, {ICO}, {ICC}, {ICO}, {WIDTH}]\n"
        f"    exact {LEMMA} m\n"
    )


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # the Ico lemma before any Icc sum became an Ico sum: nothing for it to rewrite
        (f"{ICC}, {ICO}, {ICC}", f"{ICO}, {ICC}, {ICC}", "no Ico sum"),
        # one sum left over Icc: not the lemma's statement
        (f"{ICC}, {ICO}, {ICC}, {ICO}, ", f"{ICC}, {ICO}, ", "not the lemma's statement"),
        ("_ (1 : ℕ) ((m + 1 : ℕ) : ℕ)", "_ (0 : ℕ) ((m + 1 : ℕ) : ℕ)", "no Icc sum"),
        ("_ (1 : ℕ) (((m + 1) + 1", "_ (1 : ℕ) (((m + 2) + 1", "no Ico sum"),
        ("= ((m + 1 : ℕ) : ℕ) by omega", "= ((m + 2 : ℕ) : ℕ) by omega", "not its value"),
        ("Finset.sum_empty]", "Finset.sum_range_zero]", "n = 0"),
        ("rfl | hn\n", "rfl | hn'\n  · norm_num\n", "not the split"),
        ("∃ m, n = (m + 1 : ℕ)", "∃ m, n = (m + 2 : ℕ)", r"obtain n = m \+ 1"),
        (f"exact {LEMMA} m", f"exact {LEMMA} n", "arguments"),
        (f"exact {LEMMA} m", "exact harmonic_icc_one m", "does not end in"),
        # the lemma stated with another summand (k + 1 for 1 + k: a different Lean term)
        ("(Nat.choose (n + 1) (1 + k)", "(Nat.choose (n + 1) (k + 1)", "not the shifted"),
    ],
)
def test_a_wrong_step_fails_the_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(SplitProofError, match=why):
        replay_from_one(text.replace(old, new, 1), NAME)


def test_the_shifted_lemma_is_the_statement_at_n_plus_one() -> None:
    # exact values under Lean's semantics: the lemma at n is the statement at n + 1, and at
    # n = 0 both sums of the statement are 0 (the empty case)
    ident = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")[0].identity
    assert ident is not None
    lemma = shifted_lemma(ident).identity
    for n in range(6):
        for before, after in ((ident.lhs, lemma.lhs), (ident.rhs, lemma.rhs)):
            assert evaluate(after, {"n": n}) == evaluate(before, {"n": n + 1})
    assert evaluate(ident.lhs, {"n": 0}) == evaluate(ident.rhs, {"n": 0}) == 0
    assert evaluate(lemma.rhs, {"n": 2}) == 1 + Fraction(1, 2) + Fraction(1, 3)  # H_3


@pytest.mark.parametrize(
    "statement",
    [
        # a hypothesis, a closed right side, a sum from 0, different bounds, a bound n + 1
        "theorem t (n : ℕ) (h : 1 ≤ n) : ∑ k ∈ Finset.Icc 1 n, (k : ℚ) = ∑ k ∈ Finset.Icc 1 n, "
        "(1 : ℚ)",
        "theorem t (n : ℕ) : ∑ k ∈ Finset.Icc 1 n, (k : ℚ) = n * (n + 1) / 2",
        "theorem t (n : ℕ) : ∑ k ∈ Finset.Icc 0 n, (k : ℚ) = ∑ k ∈ Finset.Icc 0 n, (n - k : ℚ)",
        "theorem t (n m : ℕ) : ∑ k ∈ Finset.Icc 1 n, (k : ℚ) = ∑ k ∈ Finset.Icc 1 m, (k : ℚ)",
        "theorem t (n : ℕ) : ∑ k ∈ Finset.Icc 1 (n + 1), (k : ℚ) = ∑ k ∈ Finset.Icc 1 (n + 1), "
        "(n + 2 - k : ℚ)",
    ],
)
def test_other_forms_are_not_taken(statement: str) -> None:
    ident = _identity(statement)
    assert from_one_form(ident) is None
    with pytest.raises(SplitProofError, match="not two sums"):
        shifted_lemma(ident)


def test_the_wrapper_takes_fresh_names() -> None:
    # a variable named m and an index named hn: the wrapper's names avoid both
    ident = _identity(
        "theorem t (m : ℕ) (x : ℚ) : ∑ hn ∈ Finset.Icc 1 m, x ^ hn / hn = "
        "∑ hn ∈ Finset.Icc 1 m, ((x ^ hn + 1) / hn - 1 / hn)"
    )
    assert from_one_form(ident) == "m"
    lemma = shifted_lemma(ident)
    lines = from_one_wrapper(ident, lemma)
    assert lines[0] == "  rcases Nat.eq_zero_or_pos m with rfl | hn'"
    assert lines[2] == "  · obtain ⟨m', rfl⟩ : ∃ m', m = (m' + 1 : ℕ) := ⟨m - 1, by omega⟩"
    assert lines[4] == "    exact t_from_one m' x"


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_proof_through_the_sums_from_zero(tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.proof) == ("certified", "complete"), report.message
    assert "the sums from 1 moved to it and n = 0 evaluated" in report.message
    assert report.proof_file is not None
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written == written_from(_golden(), parsed)

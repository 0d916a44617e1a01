"""Extraction of tactic blocks from messy model outputs."""

from __future__ import annotations

import pytest

from wzprove.prover.extract import extract_tactic, is_tactic_line

CASES = [
    # plain fenced block
    ("```lean\nsimp\n```", "simp"),
    # lean4 tag, leading `by`, indentation
    ("```lean4\nby\n  field_simp\n  ring\n```", "field_simp\nring"),
    # inline `by` with continuation lines deeper than the first tactic
    ("by simp [Nat.choose_succ_succ]\n    ring", "simp [Nat.choose_succ_succ]\nring"),
    # prose before and after a fence
    (
        "Sure! Here is the proof:\n\n```lean\nnorm_num [Finset.sum_range_succ]\n```\n"
        "This works because the sum is finite.",
        "norm_num [Finset.sum_range_succ]",
    ),
    # restated have header inside the fence
    ("```lean\nhave h_den : (2 : ℚ) ^ n ≠ 0 := by\n  positivity\n```", "positivity"),
    # restated theorem header
    (
        "```lean\ntheorem foo (n : ℕ) : (2:ℚ)^n ≠ 0 := by\n  apply pow_ne_zero\n  norm_num\n```",
        "apply pow_ne_zero\nnorm_num",
    ),
    # chat special tokens and an unterminated fence (cut by the token limit)
    ("<|im_start|>assistant\n```lean\nsimp\nring_nf<|im_end|>", "simp\nring_nf"),
    ("```lean\nfield_simp\nring", "field_simp\nring"),
    # several fences: the last lean one wins
    (
        "First try:\n```lean\nsimp\n```\nThat fails. Corrected:\n```lean\nomega\n```",
        "omega",
    ),
    # a python fence is ignored when a lean fence exists
    ("```python\nprint(1)\n```\n```lean\ndecide\n```", "decide"),
    # untagged fence
    ("```\npositivity\n```", "positivity"),
    # no fence: tactic lines after prose, prose after them
    (
        "We clear denominators first.\nfield_simp\nring\nThis closes the goal.",
        "field_simp\nring",
    ),
    # trailing period of a sentence is dropped
    ("simp.", "simp"),
    # a label before the tactic
    ("Proof: norm_num", "norm_num"),
    # inline code span in prose
    ("The goal follows from `positivity` directly.", "positivity"),
    # `:= by` restatement without a keyword
    ("(2 : ℚ) ^ n ≠ 0 := by positivity", "positivity"),
    # structured proof with bullets keeps its shape
    (
        "```lean\nconstructor\n· simp\n· intro k\n  ring\n```",
        "constructor\n· simp\n· intro k\n  ring",
    ),
    # tabs and trailing blanks
    ("```lean\n\tsimp   \n\tring\t\n```", "simp\nring"),
    # CRLF line ends
    ("```lean\r\nsimp\r\nring\r\n```", "simp\nring"),
    # calc keeps its relative indentation
    (
        "```lean\ncalc a = b := by simp\n  _ = c := by ring\n```",
        "calc a = b := by simp\n  _ = c := by ring",
    ),
]


@pytest.mark.parametrize(("raw", "expected"), CASES)
def test_extract(raw: str, expected: str) -> None:
    assert extract_tactic(raw) == expected


@pytest.mark.parametrize(
    "raw", ["", "   ", "I cannot prove this statement.", "```lean\n\n```", "<|im_end|>"]
)
def test_nothing_to_extract(raw: str) -> None:
    assert extract_tactic(raw) is None


def test_have_of_the_proof_is_kept_unless_it_restates_the_subgoal() -> None:
    raw = "```lean\nhave h2 : a = b := by simp\nexact h2\n```"
    assert extract_tactic(raw) == "have h2 : a = b := by simp\nexact h2"
    restated = "```lean\nhave h_den : (2:ℚ)^n ≠ 0 := by\n  positivity\n```"
    assert extract_tactic(restated, name="h_den") == "positivity"


def test_is_tactic_line() -> None:
    assert is_tactic_line("· simp")
    assert is_tactic_line("  <;> ring")
    assert is_tactic_line("nlinarith [sq_nonneg n]")
    assert not is_tactic_line("Therefore the result holds.")

"""The Lean proof of a parity split (wzprove.sketch.split_proof) and the proof file ``prove``
writes for it (wzprove.pipeline.split.finish_split), without Lean.

The case lemmas' statements must read back as the cases the engine certified; the wrapper's
rewrites must turn the user's statement, with ``n = 2m`` / ``2m + 1`` substituted, into the
case lemma's statement exactly; forms the wrapper does not write are refused with a reason.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.audit import audit_text
from wzprove.lean.labels import replayed_label
from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.cases import split_residues
from wzprove.model.identity import Identity
from wzprove.pipeline import ProveOptions, certify_theorem, prove_theorem
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.common import DEFAULT_HEADER
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_proof import (
    SplitProofError,
    case_lemma,
    parity_wrapper,
    replay_wrapper,
)

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
#: a parity split whose `if n % 2 = 1` each case decides (regenerate with
#: ``WZPROVE_UPDATE_GOLDEN=1``)
PARITY_GOLDEN = "split_parity_alternating_squares"

GOULD_1_88 = (
    "theorem Gould_identity_1_88 {n : ℕ} :\n  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * "
    "(Nat.choose (2 * n) (2 * k)) =\n  (-1 : ℝ)^(n / 2) * 2^n * (1 + (-1 : ℝ) ^ n) / 2"
)


def _identity(text: str) -> Identity:
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed" and parsed.identity is not None, parsed.message
    return parsed.identity


def _wrapper(text: str) -> list[str]:
    ident = _identity(text)
    split = split_residues(ident)
    assert split is not None
    lemmas = [case_lemma(ident, c) for c in split.cases]
    return parity_wrapper(ident, split, lemmas)


def test_case_lemmas_read_back_as_the_certified_cases() -> None:
    ident = _identity(GOULD_1_88)
    split = split_residues(ident)
    assert split is not None
    lemma = case_lemma(ident, split.cases[1])
    assert lemma.name == "Gould_identity_1_88_case1"
    assert lemma.statement.startswith("theorem Gould_identity_1_88_case1 (m : ℕ) :")
    assert lemma.identity.statement is not None
    assert (lemma.identity.lhs, lemma.identity.rhs) == (
        split.cases[1].identity.lhs,
        split.cases[1].identity.rhs,
    )
    assert "(-1) ^ m" in lemma.statement and "/ 2 : ℕ" not in lemma.statement


def test_wrapper_of_gould_1_88() -> None:
    assert _wrapper(GOULD_1_88) == [
        "  obtain ⟨m, rfl | rfl⟩ := Nat.even_or_odd' n",
        "  · rw [show ((2 * m) / 2 : ℕ) = (m : ℕ) by omega]",
        "    exact Gould_identity_1_88_case0 m",
        "  · rw [show (((2 * m) + 1) / 2 : ℕ) = (m : ℕ) by omega]",
        "    exact Gould_identity_1_88_case1 m",
    ]


def test_an_if_the_split_decides_is_split_by_split_ifs() -> None:
    lines = _wrapper(
        "theorem Jihuai_identity_129 (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k *"
        " (n.choose k)^2 =\n  if Even n then (-1: ℝ)^(n / 2) * n.choose (n / 2) else 0"
    )
    other = (
        "exfalso; revert hsplit; first | omega | (rw [Nat.even_iff]; omega)"
        " | (rw [Nat.odd_iff]; omega)"
    )
    # one `·` per goal of split_ifs (the condition's goal first): the case lemma closes the
    # branch the case describes (then for n = 2m, else for n = 2m + 1), omega the other
    assert lines == [
        "  obtain ⟨m, rfl | rfl⟩ := Nat.even_or_odd' n",
        "  · rw [show ((2 * m) / 2 : ℕ) = (m : ℕ) by omega]",
        "    split_ifs with hsplit",
        "    · exact Jihuai_identity_129_case0 m",
        f"    · {other}",
        "  · rw [show (((2 * m) + 1) / 2 : ℕ) = (m : ℕ) by omega]",
        "    split_ifs with hsplit",
        f"    · {other}",
        "    · exact Jihuai_identity_129_case1 m",
    ]


def test_an_if_odd_branch_is_closed_through_nat_odd_iff() -> None:
    # omega reads neither Even nor Odd: the excluded branch `Odd (2 * m)` needs Nat.odd_iff
    # (`Odd n ↔ n % 2 = 1`) before omega; the closer offers it after Nat.even_iff
    lines = _wrapper(
        "theorem odd_if (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k * (n.choose k)^2 =\n"
        "  if Odd n then 0 else (-1: ℝ)^(n / 2) * n.choose (n / 2)"
    )
    assert lines[2] == "    split_ifs with hsplit"
    # n = 2m: the condition Odd (2m) is false, its goal (first) refuted, the else goal the case's
    assert lines[4] == "    · exact odd_if_case0 m"
    closer = lines[3]
    assert closer.startswith("    · exfalso; revert hsplit; first | omega")
    assert closer.endswith("| (rw [Nat.odd_iff]; omega)")
    assert "(rw [Nat.even_iff]; omega)" in closer


ALTERNATING_SQUARES = (
    "theorem alt_sq (n : ℕ) :\n"
    "    ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * (Nat.choose n k : ℚ) ^ 2 =\n"
    "      if n % 2 = 1 then 0 else (-1 : ℚ) ^ (n / 2) * Nat.choose n (n / 2)"
)


def test_an_if_on_the_remainder_is_rewritten_then_split() -> None:
    # the rewrite `2 * m % 2 = 0` leaves `if 0 = 1`: split_ifs cases on it, omega refutes
    # `0 = 1` (n = 2m, the else goal the case lemma's) and `¬1 = 1` (n = 2m + 1)
    ident = _identity(ALTERNATING_SQUARES)
    split = split_residues(ident)
    assert split is not None
    lemmas = [case_lemma(ident, c) for c in split.cases]
    assert lemmas[1].statement.endswith("= (0 : ℚ)")
    lines = parity_wrapper(ident, split, lemmas)
    assert lines[1] == (
        "  · rw [show ((2 * m) % 2 : ℕ) = (0 : ℕ) by omega,"
        " show ((2 * m) / 2 : ℕ) = (m : ℕ) by omega]"
    )
    assert lines[2:5] == [
        "    split_ifs with hsplit",
        "    · exfalso; revert hsplit; first | omega | (rw [Nat.even_iff]; omega)"
        " | (rw [Nat.odd_iff]; omega)",
        "    · exact alt_sq_case0 m",
    ]
    assert lines[7] == "    · exact alt_sq_case1 m"
    text = "\n\n".join(x.statement + " := by\n  sorry" for x in lemmas)
    text += "\n\n" + ALTERNATING_SQUARES + " := by\n" + "\n".join(lines) + "\n"
    replay_wrapper(text, "alt_sq")
    # the case lemmas swapped: neither closes the goal its branch leaves
    bad = text.replace("exact alt_sq_case0 m", "exact alt_sq_case9 m")
    bad = bad.replace("exact alt_sq_case1 m", "exact alt_sq_case0 m")
    bad = bad.replace("exact alt_sq_case9 m", "exact alt_sq_case1 m")
    with pytest.raises(SplitProofError, match="does not end in its case lemma"):
        replay_wrapper(bad, "alt_sq")


@pytest.mark.parametrize("cond", ["¬Even n", "¬ Even n", "(¬Even n)", "¬Odd n"])
def test_a_negated_if_condition_flips_the_goal_order(cond: str) -> None:
    # split_ifs cases on P for `if ¬P` ("If cond is ¬p then use p instead",
    # Mathlib/Tactic/SplitIfs.lean): its first goal is the else branch (review4 P-A1)
    even_case = "(-1: ℝ)^(n / 2) * n.choose (n / 2)"
    arms = (even_case, "0") if "Odd" in cond else ("0", even_case)
    text = (
        "theorem neg_if (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k * (n.choose k)^2 =\n"
        f"  if {cond} then {arms[0]} else {arms[1]}"
    )
    lines = _wrapper(text)
    # n = 2m: for ¬Even the condition is false, P = Even (2m) true: the first goal (P) is the
    # else branch, the case's; for ¬Odd the condition is true, P = Odd (2m) false: the first
    # goal is refuted, the second (then) is the case's
    first, second = lines[3], lines[4]
    if "Odd" in cond:
        assert first.startswith("    · exfalso; revert hsplit;")
        assert second == "    · exact neg_if_case0 m"
    else:
        assert first == "    · exact neg_if_case0 m"
        assert second.startswith("    · exfalso; revert hsplit;")
    ident = _identity(text)
    split = split_residues(ident)
    assert split is not None
    lemmas = [case_lemma(ident, c) for c in split.cases]
    body = "\n".join(lines)
    full = "\n\n".join(lem.statement + " := by\n  sorry" for lem in lemmas)
    replay_wrapper(full + "\n\n" + ident.statement + " := by\n" + body + "\n", "neg_if")
    swapped = body.replace(first, "@@").replace(second, first).replace("@@", second)
    with pytest.raises(SplitProofError, match="closes another goal"):
        replay_wrapper(full + "\n\n" + ident.statement + " := by\n" + swapped + "\n", "neg_if")


def test_a_doubly_negated_if_gets_no_wrapper() -> None:
    with pytest.raises(SplitProofError, match="doubly negated"):
        _wrapper(
            "theorem nn_if (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k * (n.choose k)^2 =\n"
            "  if ¬¬Even n then (-1: ℝ)^(n / 2) * n.choose (n / 2) else 0"
        )


def test_hypotheses_are_passed_on_or_proved_by_omega() -> None:
    lines = _wrapper(
        "theorem t {x : ℝ} (n : ℕ) (h : x ≠ 0) (hn : n ≥ 1) : ∑ k ∈ Finset.range (n / 2 + 1),"
        " x ^ k = x ^ n"
    )
    # n = 2m ≥ 1 gives m ≥ 1 (by omega from hn); x ≠ 0 passes unchanged; in the odd case
    # n ≥ 1 always holds and is dropped
    assert lines[2] == "    exact t_case0 x m (by omega) h"
    assert lines[4] == "    exact t_case1 x m h"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (k : ℚ) ="
            " (if Even n then ((n / 2 : ℕ) : ℚ) else 0) + if 2 ∣ n + 1 then 1 else 0",
            "several `if`s",
        ),
        ("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n / 3 + 1), (k : ℚ) = n", "3 residue"),
        (
            "theorem t (n : ℕ) (h : n ≤ 5) : ∑ k ∈ Finset.range (n / 2 + 1), (k : ℚ) = n",
            "finite",
        ),
    ],
)
def test_forms_without_a_wrapper(text: str, why: str) -> None:
    with pytest.raises(SplitProofError, match=why):
        _wrapper(text)


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_split_proof_file(tmp_path: Path) -> None:
    (parsed,) = parse_text(GOULD_1_88)
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert report.status == "certified", report.message
    assert report.proof == "complete", report.message
    assert report.proof_file is not None
    text = Path(report.proof_file).read_text(encoding="utf-8")
    assert text.startswith(replayed_label(report.name) + "import Mathlib\nimport Prover\n")
    # the case lemmas are haves inside the proof: nothing added at top level (the audit)
    assert "theorem Gould_identity_1_88_case" not in text
    assert "\nsection" not in text
    assert text.count("  have Gould_identity_1_88_case0 : ∀ (m : ℕ),\n") == 1
    assert text.count("  have Gould_identity_1_88_case1 : ∀ (m : ℕ),\n") == 1
    assert "sorry" not in text
    # the user's statement verbatim, proved from the two lemmas
    assert GOULD_1_88 + " := by\n  have Gould_identity_1_88_case0 : ∀ (m : ℕ)," in text
    assert "\n  obtain ⟨m, rfl | rfl⟩ := Nat.even_or_odd' n\n" in text
    assert audit_text(text, DEFAULT_HEADER + GOULD_1_88 + " := by\n  sorry\n").passed
    # the replay re-reads the compiled proof: a branch ending in the other case's lemma, or
    # a rewrite that is not the exact value, is caught
    opts = ProveOptions(falsity_time_s=0.5)
    done = certify_theorem(parsed, opts)
    flat = _split_proof_text(done.identity, done.split, opts)
    replay_wrapper(flat, "Gould_identity_1_88")
    swapped = flat.replace("exact Gould_identity_1_88_case1 m", "exact Gould_identity_1_88_case0 m")
    with pytest.raises(SplitProofError, match="branch 2 does not end in its case lemma"):
        replay_wrapper(swapped, "Gould_identity_1_88")
    off = flat.replace("= (m : ℕ) by omega]", "= (m + 1 : ℕ) by omega]", 1)
    with pytest.raises(SplitProofError, match="is not an exact division"):
        replay_wrapper(off, "Gould_identity_1_88")


def test_golden_parity_split_proof() -> None:
    """The whole proof file of a parity split with a decided `if`, as ``prove`` writes it."""
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{PARITY_GOLDEN}.lean")
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    text = _split_proof_text(done.identity, done.split, opts)
    compare_golden(DATA / "complete" / f"{PARITY_GOLDEN}.lean", text, UPDATE)


def test_golden_parity_split_proof_replays() -> None:
    text = (DATA / "complete" / f"{PARITY_GOLDEN}.lean").read_text(encoding="utf-8")
    assert "sorry" not in text
    replay_wrapper(text, PARITY_GOLDEN)
    for r in (0, 1):
        report = replay_theorem(text, f"{PARITY_GOLDEN}_case{r}")
        assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
        assert any(s.kind == "linear-combination" for s in report.steps)
    # a changed coefficient in the even case's compiled step does not replay
    m = re.search(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ", text)
    assert m is not None
    bad = text[: m.start(1)] + str(int(m.group(1)) + 1) + text[m.end(1) :]
    assert not replay_theorem(bad, f"{PARITY_GOLDEN}_case0").ok
    # the rewrite of the remainder to a wrong value does not replay
    wrong = text.replace("((2 * m) % 2 : ℕ) = (0 : ℕ)", "((2 * m) % 2 : ℕ) = (1 : ℕ)", 1)
    assert wrong != text
    with pytest.raises(SplitProofError, match="not an exact division"):
        replay_wrapper(wrong, PARITY_GOLDEN)

"""The Lean proof of a truncation split and of a difference split
(wzprove.sketch.split_trunc_proof), as ``prove`` writes it (wzprove.pipeline.split), without
Lean: two golden proof files, re-read by the replay (the wrapper against the model, each case
lemma's compiled blocks by :func:`wzprove.sketch.replay.replay_theorem`), and mutations of
them that the replay must catch.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Identity
from wzprove.model.trunc_cases import truncation_split
from wzprove.pipeline import ProveOptions, certify_theorem, prove_theorem
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_proof import SplitProofError, case_lemma
from wzprove.sketch.split_trunc_proof import (
    difference_wrapper,
    ico_shifted,
    replay_trunc_wrapper,
    trunc_wrapper,
)

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"

#: golden → (split kind, the case lemmas it compiles)
GOLDENS = {
    "split_trunc_k_choose": ("truncation", ["split_trunc_k_choose_case1"]),
    "split_difference_hockey": ("difference", ["split_difference_hockey_case0"]),
    # the case n = m + 1 over `Icc 1 (m + 1)`, its lemma over `range (m + 1)`
    "split_trunc_icc_one": ("truncation", ["split_trunc_icc_one_case1"]),
    # Gould 3.92 over ℝ: the value n = 0 by norm_num, the test `if n = 0` decided by if_neg
    "split_trunc_value_test": ("truncation", ["split_trunc_value_test_case1"]),
}


def _identity(text: str) -> Identity:
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed" and parsed.identity is not None, parsed.message
    return parsed.identity


def _golden(name: str) -> str:
    return (DATA / "complete" / f"{name}.lean").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_golden_split_proof(name: str) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{name}.lean")
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == GOLDENS[name][0]
    compare_golden(
        DATA / "complete" / f"{name}.lean",
        _split_proof_text(done.identity, done.split, opts),
        UPDATE,
    )


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_golden_split_proof_replays(name: str) -> None:
    text = _golden(name)
    kind, lemmas = GOLDENS[name]
    assert "sorry" not in text
    replay_trunc_wrapper(text, name, kind)
    for lemma in lemmas:
        report = replay_theorem(text, lemma)
        assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
        assert any(s.kind == "linear-combination" for s in report.steps)


def test_the_truncation_wrapper_text() -> None:
    text = _golden("split_trunc_k_choose")
    assert text.endswith(
        " := by\n"
        "  rcases Nat.lt_or_ge n 1 with hsplit | hsplit\n"
        "  · interval_cases n\n"
        "    · decide\n"
        "  · obtain ⟨m, rfl⟩ : ∃ m, n = (m + 1 : ℕ) := ⟨n - 1, by omega⟩\n"
        "    rw [show ((m + 1) - 1 : ℕ) = (m : ℕ) by omega]\n"
        "    exact split_trunc_k_choose_case1 m\n"
    )


def test_the_difference_wrapper_text() -> None:
    text = _golden("split_difference_hockey")
    assert text.endswith(
        " := by\n"
        "  rcases Nat.lt_or_ge n m with hsplit | hsplit\n"
        "  · obtain ⟨j, rfl⟩ : ∃ j, m = ((n + 1) + j : ℕ) := ⟨m - (n + 1), by omega⟩\n"
        "    have hz1 : ((n - ((n + 1) + j) : ℕ) : ℕ) = (0 : ℕ) := by omega\n"
        "    have hz2 : (Nat.choose n (((n + 1) + j) + 1) : ℕ) = (0 : ℕ) :="
        " Nat.choose_eq_zero_of_lt (by omega)\n"
        "    rw [hz1, hz2]\n"
        "    all_goals simp\n"
        "  · obtain ⟨j, rfl⟩ : ∃ j, n = (m + j : ℕ) := ⟨n - m, by omega⟩\n"
        "    rw [show ((m + j) - m : ℕ) = (j : ℕ) by omega]\n"
        "    exact split_difference_hockey_case0 j m\n"
    )


@pytest.mark.parametrize(
    ("name", "old", "new", "why"),
    [
        # a rewrite to a value that is not the subtraction's
        ("split_trunc_k_choose", "= (m : ℕ) by omega]", "= (m + 1 : ℕ) by omega]", "not its value"),
        # the exact case taken from 2 on: the value 1 is then not decided
        (
            "split_trunc_k_choose",
            "n = (m + 1 : ℕ) := ⟨n - 1,",
            "n = (m + 2 : ℕ) := ⟨n - 1,",
            "not the branch's case",
        ),
        ("split_trunc_k_choose", "Nat.lt_or_ge n 1", "Nat.lt_or_ge n 2", "not each decided"),
        # a vanishing fact the simplification does not use, or one left out
        (
            "split_difference_hockey",
            "= (0 : ℕ) := by omega",
            "= (1 : ℕ) := by omega",
            "not the simplification's",
        ),
        ("split_difference_hockey", "    rw [hz1, hz2]\n", "    rw [hz2, hz1]\n", "order"),
        (
            "split_difference_hockey",
            "exact split_difference_hockey_case0 j m",
            "exact split_difference_hockey_case0 m j",
            "not its variables",
        ),
    ],
)
def test_a_changed_wrapper_does_not_replay(name: str, old: str, new: str, why: str) -> None:
    text = _golden(name)
    assert old in text
    bad = text.replace(old, new, 1)
    kind = GOLDENS[name][0]
    with pytest.raises(SplitProofError, match=why):
        replay_trunc_wrapper(bad, name, kind)


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_a_changed_coefficient_in_a_case_lemma_does_not_replay(name: str) -> None:
    text = _golden(name)
    # in the longest combination (the step: a coefficient of a fact that ring1 reduces to
    # 0 = 0, such as `(-1) * (-1)⁻¹ = 1` at k = 0, may change without harm)
    line = max((x for x in text.splitlines() if "linear_combination" in x), key=len)
    m = re.search(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ", line)
    assert m is not None
    bad = text.replace(line, line[: m.start(1)] + str(int(m.group(1)) + 1) + line[m.end(1) :])
    report = replay_theorem(bad, GOLDENS[name][1][0])
    assert not report.ok


def test_a_false_value_case_is_not_decided() -> None:
    # at n = 0 the right side is 1 · 2 ^ 0 = 1 but the sum is 0: never written as `decide`
    # (the wrapper checks the values before the exact case)
    ident = _identity(
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k * Nat.choose n k = (n + 1) * 2 ^ (n - 1)"
    )
    split = truncation_split(ident)
    assert split is not None and split.kind == "truncation"
    lemma = case_lemma(ident, split.cases[-1])
    with pytest.raises(SplitProofError, match="n = 0: the sides are not equal"):
        trunc_wrapper(ident, split, {split.cases[-1].residue: lemma})


def test_a_difference_case_that_does_not_vanish_is_refused() -> None:
    # the case n < m leaves `∑ k ∈ range (0 + 1), …`: no vanishing facts close it
    ident = _identity(
        "theorem t (n m : ℕ) : ∑ k ∈ Finset.range (n - m + 1), ((n - m).choose k : ℚ) = 2 ^ (n - m)"
    )
    split = truncation_split(ident)
    assert split is not None and split.kind == "difference"
    lemma = case_lemma(ident, split.cases[0])
    with pytest.raises(SplitProofError, match="the facts do not close it"):
        difference_wrapper(ident, split, {0: lemma})


ICO_ONE = (
    "theorem ico_one (n : ℕ) :\n    ∑ k ∈ Finset.Ico 1 (n + 1), k * n.choose k = n * 2 ^ (n - 1)"
)


def _ico_one_text() -> str:
    """The wrapper of ``ICO_ONE`` under its case lemma (stated, not proved: the replay reads
    statements), the lemma's sum moved from ``Ico 1 (m + 2)`` to ``range (m + 1)``."""
    ident = _identity(ICO_ONE)
    split = truncation_split(ident)
    assert split is not None
    case = split.cases[-1]
    moved = ico_shifted(case.identity)
    assert moved is not None
    lemma = case_lemma(ident, replace(case, identity=moved))
    assert "Finset.range (m + 1 : ℕ), ((1 + k) * (Nat.choose (m + 1) (1 + k)))" in lemma.statement
    lines = trunc_wrapper(ident, split, {case.residue: lemma})
    return lemma.statement + " := by\n  sorry\n\n" + ICO_ONE + " := by\n" + "\n".join(lines)


def test_an_ico_sum_is_moved_to_a_range_for_the_case_lemma() -> None:
    text = _ico_one_text()
    assert text.endswith(
        "    rw [show ((m + 1) - 1 : ℕ) = (m : ℕ) by omega, Finset.sum_Ico_eq_sum_range _ (1 : ℕ)"
        " (((m + 1) + 1 : ℕ) : ℕ), show (((m + 1) + 1) - 1 : ℕ) = ((m + 1 : ℕ) : ℕ) by omega]\n"
        "    exact ico_one_case1 m"
    )
    replay_trunc_wrapper(text, "ico_one", "truncation")
    # without the move the sides are not the lemma's, nor with the lemma un-argumented (its
    # pattern is then any Ico sum: F1 of the Lean review); other bounds are not the sum's;
    # a wrong length is not its value
    for old, new in [
        (" Finset.sum_Ico_eq_sum_range _ (1 : ℕ) (((m + 1) + 1 : ℕ) : ℕ),", ""),
        (" _ (1 : ℕ) (((m + 1) + 1 : ℕ) : ℕ),", ","),
    ]:
        with pytest.raises(SplitProofError, match="does not end in its case lemma"):
            replay_trunc_wrapper(text.replace(old, new), "ico_one", "truncation")
    with pytest.raises(SplitProofError, match="bounds are not the Ico sum's"):
        wrong = text.replace("_ (1 : ℕ) (((m + 1) + 1", "_ (1 : ℕ) (((m + 1) + 2")
        replay_trunc_wrapper(wrong, "ico_one", "truncation")
    with pytest.raises(SplitProofError, match="not its value"):
        replay_trunc_wrapper(
            text.replace("((m + 1 : ℕ) : ℕ) by", "((m + 2 : ℕ) : ℕ) by"), "ico_one", "truncation"
        )


ICO = "Finset.sum_Ico_eq_sum_range _ (1 : ℕ) (((m + 1) + 1 : ℕ) : ℕ)"
ICC = "Prover.sum_Icc_eq_sum_Ico_succ _ (1 : ℕ) ((m + 1 : ℕ) : ℕ)"


def test_an_icc_sum_is_moved_to_a_range_for_the_case_lemma() -> None:
    text = _golden("split_trunc_icc_one")
    lemma = "theorem split_trunc_icc_one_case1 (m : ℕ) :\n    (∑ k ∈ Finset.range (m + 1 : ℕ),"
    assert lemma in text
    assert text.endswith(
        f"    rw [show ((m + 1) - 1 : ℕ) = (m : ℕ) by omega, {ICC}, {ICO},"
        " show (((m + 1) + 1) - 1 : ℕ) = ((m + 1 : ℕ) : ℕ) by omega]\n"
        "    exact split_trunc_icc_one_case1 m\n"
    )
    name = "split_trunc_icc_one"
    # without the Icc → Ico step there is no Ico sum to move; in the other order the Ico
    # lemma finds no Ico sum either; a wrong length is not its value
    for old, new, why in [
        (f" {ICC},", "", "Ico sums to move"),
        (f"{ICC}, {ICO},", f"{ICO}, {ICC},", "Ico sums to move"),
        (ICC, "Prover.sum_Icc_eq_sum_Ico_succ", "Ico sums to move"),  # un-argumented
        ("_ (1 : ℕ) ((m + 1 : ℕ)", "_ (0 : ℕ) ((m + 1 : ℕ)", "bounds are not the Icc sum's"),
        ("((m + 1 : ℕ) : ℕ) by", "((m + 2 : ℕ) : ℕ) by", "not its value"),
    ]:
        assert old in text
        with pytest.raises(SplitProofError, match=why):
            replay_trunc_wrapper(text.replace(old, new, 1), name, "truncation")


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_truncation_split_proof(tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / "split_trunc_k_choose.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.proof) == ("certified", "complete"), report.message
    assert "Nat.lt_or_ge, interval_cases and decide below the bound" in report.message
    assert report.proof_file is not None
    text = Path(report.proof_file).read_text(encoding="utf-8")
    assert text == written_from(_golden("split_trunc_k_choose"), parsed)


def test_a_case_with_no_compiled_lemma_is_a_clear_reason(tmp_path: Path) -> None:
    """review8: the case n = m + 1 has two equal sides, no lemma is compiled for it, and the
    wrapper raised KeyError: 1 into the message; now it names the case, and no proof is written."""
    text = (
        "import Mathlib\n\ntheorem p_rfl_nat (n : ℕ) : ∑ k ∈ Finset.range n, k = "
        "∑ k ∈ Finset.range (n - 1 + 1), k := by\n  sorry\n"
    )
    (parsed,) = parse_text(text, "t.lean")
    rep = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, timeout_s=30.0))
    assert (rep.status, rep.proof) == ("certified", "none")
    assert "no compiled lemma for the case n = m + 1" in rep.message
    assert "KeyError" not in rep.message

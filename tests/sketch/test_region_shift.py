"""The Lean proof of a closed form certified by cases after lower bounds were shifted and an ℕ
difference moved (wzprove.sketch.region_shift; LC-test test_084_1), as ``prove`` writes it,
without Lean: a golden proof file, re-read by the replay, and mutations of it that the replay
must catch (each wrapper mutation fails before the region lemmas are replayed: fast).

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from itertools import product
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Identity
from wzprove.model.semantics import evaluate
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.region_shift import replay_shift, shift_proof

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
NAME = "region_shift_difference"
LEMMA = f"{NAME}_case0"
RECORD = {
    "form": "closed forms by cases",
    "steps": ["A − B = C from A = B + C", "n ↦ n + 3", "k ↦ k + 1"],
    "regions": ["n = k + 4 + m"],
}


def _input() -> Identity:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    assert parsed.identity is not None
    return parsed.identity


def _golden() -> str:
    return (DATA / "complete" / f"{NAME}.lean").read_text(encoding="utf-8")


@pytest.mark.slow
def test_golden_shift_proof() -> None:
    compare_golden(DATA / "complete" / f"{NAME}.lean", shift_proof(_input(), RECORD), UPDATE)


@pytest.mark.slow
def test_golden_shift_proof_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_shift(text, NAME, LEMMA, True)


def test_golden_shift_wrapper() -> None:
    assert _golden().endswith(
        "  obtain ⟨j, rfl⟩ : ∃ j, n = (j + 3 : ℕ) := ⟨(n - 3 : ℕ), by omega⟩\n"
        "  obtain ⟨i, rfl⟩ : ∃ i, k = (i + 1 : ℕ) := ⟨(k - 1 : ℕ), by omega⟩\n"
        f"  have key := {LEMMA} j i\n"
        "  omega\n"
    )


def test_the_shifted_lemma_is_true_everywhere() -> None:
    # exact values: the statement where its hypotheses hold, the lemma at every point
    ident = _input()
    (lemma,) = [p.identity for p in parse_text(_golden()) if p.name == LEMMA]
    assert lemma is not None and not lemma.hypotheses
    for n, k in product(range(9), repeat=2):
        env = {"n": n, "k": k}
        assert evaluate(lemma.lhs, env) == evaluate(lemma.rhs, env)
        if n >= 3 and k >= 1:
            assert evaluate(ident.lhs, env) == evaluate(ident.rhs, env)


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # a shift past what the hypotheses give, or a witness that does not match
        ("n = (j + 3 : ℕ) := ⟨(n - 3 : ℕ)", "n = (j + 4 : ℕ) := ⟨(n - 4 : ℕ)", "not given"),
        ("n = (j + 3 : ℕ) := ⟨(n - 3 : ℕ)", "n = (j + 3 : ℕ) := ⟨(n - 2 : ℕ)", "not a shift"),
        # the lemma applied to the wrong arguments, the difference closed without omega
        (f"have key := {LEMMA} j i", f"have key := {LEMMA} i j", "not the statement shifted"),
        ("  have key := ", "  exact ", "not the statement shifted|not `omega`"),
        (f"have key := {LEMMA} j i\n  omega\n", f"have key := {LEMMA} j i\n", "not `omega`"),
        (f"have key := {LEMMA} j i", f"have key := {LEMMA}_case0 j i", "shifted lemma"),
    ],
)
def test_a_wrong_step_fails_the_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(Exception, match=why):
        replay_shift(text.replace(old, new, 1), NAME, LEMMA, True)


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        # a hypothesis that is not a lower bound of one variable
        ("theorem t (n k : ℕ) (h : k ≤ n) (hk : k ≥ 1) : n - k = n - k", "lower bound"),
        # a step of another kind
        ("theorem t (n k : ℕ) (hk : k ≥ 1) : n - k = n - k", "steps"),
    ],
)
def test_forms_without_a_proof_are_refused(statement: str, why: str) -> None:
    (parsed,) = parse_text(statement)
    assert parsed.identity is not None
    record = dict(RECORD, steps=["k ↦ k + 1"] if "h :" in statement else ["n = k + m"])
    with pytest.raises(AtomError, match=why):
        shift_proof(parsed.identity, record)


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.slow
@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_shifted_regions(tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.method, report.proof) == ("certified", "linearity", "complete")
    assert report.proof_file is not None
    assert Path(report.proof_file).read_text(encoding="utf-8") == written_from(_golden(), parsed)


DIVISION = "region_shift_division"
DIVISION_RECORD = {
    "form": "closed forms by cases",
    "steps": ["n ↦ n + 1", "k ↦ k + 1"],
    "regions": ["n = k + 2 + m"],
}


def _division_golden() -> str:
    return (DATA / "complete" / f"{DIVISION}.lean").read_text(encoding="utf-8")


def test_golden_division_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{DIVISION}.lean")
    assert parsed.identity is not None
    text = shift_proof(parsed.identity, DIVISION_RECORD)
    compare_golden(DATA / "complete" / f"{DIVISION}.lean", text, UPDATE)


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        ("", "", ""),  # the golden as written replays
        # the inverse fact of another denominator
        (
            "mul_inv_cancel₀ (show (((k + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)",
            "mul_inv_cancel₀ (show (((k + 2 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)",
            "does not replay",
        ),
        # a shift by more than the hypothesis gives
        ("k = (i + 1 : ℕ) := ⟨(k - 1 : ℕ)", "k = (i + 2 : ℕ) := ⟨(k - 2 : ℕ)", "not given"),
    ],
)
def test_the_division_golden_replays_and_a_wrong_step_fails(old: str, new: str, why: str) -> None:
    text = _division_golden()
    assert "sorry" not in text and old in text
    if not old:
        replay_shift(text, DIVISION, f"{DIVISION}_case0", True)
        return
    with pytest.raises(Exception, match=why):
        replay_shift(text.replace(old, new, 1), DIVISION, f"{DIVISION}_case0", True)


SUBSTITUTION = "region_shift_substitution"


def _substitution_golden() -> str:
    return (DATA / "complete" / f"{SUBSTITUTION}.lean").read_text(encoding="utf-8")


def test_golden_substitution_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{SUBSTITUTION}.lean")
    assert parsed.identity is not None
    record = {"form": "closed forms by cases", "steps": ["n ↦ n + 1", "n = r + m"], "regions": []}
    text = shift_proof(parsed.identity, record)
    compare_golden(DATA / "complete" / f"{SUBSTITUTION}.lean", text, UPDATE)
    assert text.endswith(
        "  obtain ⟨j, rfl⟩ : ∃ j, n = (j + 1 : ℕ) := ⟨(n - 1 : ℕ), by omega⟩\n"
        "  obtain ⟨i, rfl⟩ : ∃ i, j = (r + i : ℕ) := ⟨(j - r : ℕ), by omega⟩\n"
        f"  exact {SUBSTITUTION}_case0 r i\n"
    )


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        ("", "", ""),  # the golden as written replays
        # a substitution no hypothesis gives (`j ≤ r` is not `r ≤ j + 1 - 1`)
        (
            "∃ i, j = (r + i : ℕ) := ⟨(j - r : ℕ), by omega⟩",
            "∃ i, r = (j + i : ℕ) := ⟨(r - j : ℕ), by omega⟩",
            "no hypothesis gives j ≤ r",
        ),
        # the nonzero denominator shown by a wrong difference
        ("((1 + m : ℕ)) (0) (by omega)", "((2 + m : ℕ)) (0) (by omega)", "does not replay"),
        # the lemma applied to swapped arguments
        (f"exact {SUBSTITUTION}_case0 r i", f"exact {SUBSTITUTION}_case0 i r", "not the statement"),
    ],
)
def test_the_substitution_golden_replays_and_a_wrong_step_fails(
    old: str, new: str, why: str
) -> None:
    text = _substitution_golden()
    assert "sorry" not in text and old in text
    lemma = f"{SUBSTITUTION}_case0"
    if not old:
        replay_shift(text, SUBSTITUTION, lemma, False)
        return
    with pytest.raises(Exception, match=why):
        replay_shift(text.replace(old, new, 1), SUBSTITUTION, lemma, False)

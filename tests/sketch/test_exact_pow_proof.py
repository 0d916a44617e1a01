"""The Lean proof of a ℕ statement ``L = (N / 2) ^ p`` with an exact division
(wzprove.sketch.exact_pow_proof), as ``prove`` writes it (wzprove.pipeline.finish_exact),
without Lean: a golden proof file, re-read by the replay (the wrapper against the model, the ℚ
lemma's compiled blocks by :func:`wzprove.sketch.replay.replay_theorem`), and mutations of it
that the replay must catch.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Identity
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.pipeline.finish_exact import applies, proof_text
from wzprove.sketch.exact_pow_proof import pow_form, replay_exact_pow
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_proof import SplitProofError

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
NAME = "nat_sum_cubes_div"
EVEN = (
    "  · rw [show ((((2 * m) * ((2 * m) + 1)) / 2 : ℕ) : ℕ) = (((2 * (m ^ 2)) + m : ℕ) : ℕ) "
    "from Nat.div_eq_of_eq_mul_left (by norm_num) (by ring)]\n"
)


def _identity(text: str) -> Identity:
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed" and parsed.identity is not None, parsed.message
    return parsed.identity


def _golden() -> str:
    return (DATA / "complete" / f"{NAME}.lean").read_text(encoding="utf-8")


def test_golden_exact_pow_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    assert applies(parsed.identity)
    text = proof_text(parsed.identity, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    compare_golden(DATA / "complete" / f"{NAME}.lean", text, UPDATE)


def test_golden_exact_pow_proof_replays() -> None:
    text = _golden()
    assert "sorry" not in text and EVEN in text
    replay_exact_pow(text, NAME)
    report = replay_theorem(text, f"{NAME}_exact")
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    assert "  obtain ⟨m, rfl | rfl⟩ := Nat.even_or_odd' n\n" in text


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a wrong quotient, a wrong branch value, a wrong power, the lemma at another n
        ("= (((2 * (m ^ 2)) + m : ℕ) : ℕ) from", "= (((2 * (m ^ 2)) + 1 : ℕ) : ℕ) from"),
        ("_div_exact ((2 * m : ℕ))", "_div_exact m"),
        (") ^ 2 : ℕ) : ℕ) : ℚ) := by", ") ^ 3 : ℕ) : ℕ) : ℚ) := by"),
        ("(by norm_num) (by ring)", "(by norm_num) (by omega)"),
        # the ℚ lemma stated with another right side
        ("+ 1)) / 2) ^ 2 : ℚ) := by", "+ 1)) / 2) ^ 3 : ℚ) := by"),
    ],
)
def test_a_wrong_step_fails_the_replay(old: str, new: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(SplitProofError, match="replay"):
        replay_exact_pow(text.replace(old, new, 1), NAME)


@pytest.mark.parametrize(
    "statement",
    [
        # a division that rounds, a hypothesis, two variables, a power 1 (exact_div_proof's)
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k = (n * (n + 2) / 2) ^ 2",
        "theorem t (n : ℕ) (h : 1 ≤ n) : ∑ k ∈ Finset.range (n + 1), k ^ 3 = (n * (n + 1) / 2) ^ 2",
        "theorem t (n a : ℕ) : a * n ^ 2 * (n + 1) ^ 2 = a * (n * (n + 1) / 2) ^ 2 * 4",
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k = (n * (n + 1) / 2) ^ 1",
    ],
)
def test_other_forms_are_not_taken(statement: str) -> None:
    assert pow_form(_identity(statement)) is None


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_parity_split_division(tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.proof) == ("certified", "complete"), report.message
    assert report.proof_file is not None
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written == written_from(_golden(), parsed)

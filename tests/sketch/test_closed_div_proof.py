"""The Lean proof of a closed ℕ statement ``L = N / D`` under hypotheses ``s ≤ v``
(wzprove.sketch.closed_div_proof), as ``prove`` writes it for a statement certified by
linearity (form ``closed forms, no sum``), without Lean: a golden proof file, re-read by the
replay, and mutations of it that the replay must catch.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Identity
from wzprove.model.semantics import evaluate
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.sketch.closed_div_proof import (
    closed_div_proof,
    div_form,
    product_lemma,
    replay_closed_div,
)
from wzprove.sketch.split_proof import SplitProofError

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
NAME = "closed_div_choose"


def _identity(text: str) -> Identity:
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed" and parsed.identity is not None, parsed.message
    return parsed.identity


def _input() -> Identity:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    assert parsed.identity is not None
    return parsed.identity


def _golden() -> str:
    return (DATA / "complete" / f"{NAME}.lean").read_text(encoding="utf-8")


def test_golden_closed_div_proof() -> None:
    compare_golden(DATA / "complete" / f"{NAME}.lean", closed_div_proof(_input()), UPDATE)


def test_golden_closed_div_proof_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_closed_div(text, NAME)
    assert text.endswith(
        "  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 3 := ⟨n - 3, by omega⟩\n"
        "  rw [show ((n + 3) - 3 : ℕ) = (n : ℕ) by omega]\n"
        "  exact (Nat.div_eq_of_eq_mul_left (by positivity) (closed_div_choose_mul n).symm).symm\n"
    )


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        ("= (n : ℕ) by omega", "= (n + 1 : ℕ) by omega", "not the division"),
        ("n = t + 3 := ⟨n - 3", "n = t + 2 := ⟨n - 2", "not the division"),
        ("(by positivity)", "(by norm_num)", "not the division"),
        # the lemma stated for another product, or with a wrong coefficient
        (") = Nat.factorial (n + 3) := by", ") = Nat.factorial (n + 2) := by", "not L · D = N"),
        ("ring1)) (((Nat.factorial 3", "ring1)) 2 * (((Nat.factorial 3", "does not replay"),
    ],
)
def test_a_wrong_step_fails_the_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(Exception, match=why):
        replay_closed_div(text.replace(old, new, 1), NAME)


def test_the_product_lemma_is_the_statement_multiplied_out() -> None:
    # exact values: the lemma's sides at n are L · D and N of the statement at n + 3
    ident = _input()
    lemma = product_lemma(ident).identity
    for n in range(8):
        left, right = evaluate(lemma.lhs, {"n": n}), evaluate(lemma.rhs, {"n": n})
        assert left == right
        assert evaluate(ident.rhs, {"n": n + 3}) == evaluate(ident.lhs, {"n": n + 3})


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        # no hypothesis: n - 3 may truncate; a divisor that positivity does not take
        ("theorem t (n : ℕ) : Nat.choose n 3 = n ! / (3! * (n - 3)!)", "may truncate"),
        ("theorem t (n : ℕ) (h : 1 ≤ n) : n = n * n / n", "not a product"),
    ],
)
def test_forms_without_a_proof_are_refused(statement: str, why: str) -> None:
    with pytest.raises(SplitProofError, match=why):
        product_lemma(_identity(statement))


def test_other_hypotheses_are_not_taken() -> None:
    assert div_form(_identity("theorem t (n : ℕ) (h : n ≤ 5) : n = n * 2 / 2")) is None
    assert div_form(_identity("theorem t (n : ℕ) (h : 1 ≤ n) : n = n * 2 / 2")) is not None


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_divided_closed_form(tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.method, report.proof) == ("certified", "linearity", "complete")
    assert report.proof_file is not None
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written == written_from(_golden(), parsed)

"""The Lean proof of a closed form (no sum) under hypotheses ``a ≤ v`` relating its ℕ
variables (wzprove.sketch.closed_hyp_proof), as ``prove`` writes it for a statement certified
by linearity (form ``closed forms, no sum``, the hypotheses substituted), without Lean: a
golden proof file, re-read by the replay, and mutations of it that the replay must catch.

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
from wzprove.sketch.closed_hyp_proof import closed_hyp_proof, replay_closed_hyp

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
NAME = "closed_hyp_trinomial"
CHAIN = [NAME, f"{NAME}_case0"]
LAST = f"{NAME}_case0_case0"


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


def test_golden_closed_hyp_proof() -> None:
    compare_golden(DATA / "complete" / f"{NAME}.lean", closed_hyp_proof(_input()), UPDATE)


def test_golden_closed_hyp_proof_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_closed_hyp(text, NAME, CHAIN, LAST)
    assert text.endswith(
        "  obtain ⟨j, rfl⟩ : ∃ j, k = (m + j : ℕ) := ⟨(k - m : ℕ), by omega⟩\n"
        f"  exact {NAME}_case0 n m j hkn\n"
    )
    inner = "  obtain ⟨q, rfl⟩ : ∃ q, n = ((m + j) + q : ℕ) := ⟨(n - (m + j) : ℕ), by omega⟩\n"
    assert inner in text


def test_the_substituted_lemma_is_true_where_the_statement_claims() -> None:
    # exact values: the statement on its hypotheses' region, the last lemma everywhere
    ident = _input()
    (last,) = [p.identity for p in parse_text(_golden()) if p.name == LAST]
    assert last is not None
    for n, m, k in product(range(7), repeat=3):
        if m <= k <= n:
            env = {"n": n, "m": m, "k": k}
            assert evaluate(ident.lhs, env) == evaluate(ident.rhs, env)
        env = {"q": n, "m": m, "j": k}
        assert evaluate(last.lhs, env) == evaluate(last.rhs, env)


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # a witness or a value the hypothesis does not give
        ("⟨(k - m : ℕ), by omega⟩", "⟨(k - m + 1 : ℕ), by omega⟩", "not given by a hypothesis"),
        ("∃ j, k = (m + j : ℕ)", "∃ j, k = (m + j + 1 : ℕ)", "not given by a hypothesis"),
        # the lemma applied to the wrong arguments, or the wrong lemma
        (f"exact {NAME}_case0 n m j hkn", f"exact {NAME}_case0 n j m hkn", "arguments"),
        (f"exact {NAME}_case0 n m j hkn", f"exact {LAST} n m j", "not name the case's lemma"),
        # a wrong coefficient in the substituted lemma's linear combination
        ("ring1)) (((Nat.choose", "ring1)) 2 * (((Nat.choose", "does not replay"),
        # a hypothesis left on the last lemma
        (
            f"{LAST} (q : ℕ) (m : ℕ) (j : ℕ) :",
            f"{LAST} (q : ℕ) (m : ℕ) (j : ℕ) (h : m ≤ j) :",
            "hypotheses",
        ),
    ],
)
def test_a_wrong_step_fails_the_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(Exception, match=why):
        replay_closed_hyp(text.replace(old, new, 1), NAME, CHAIN, LAST)


def test_another_theorem_in_the_text_fails_the_replay() -> None:
    text = _golden() + "\ntheorem extra (n : ℕ) : n = n := by\n  rfl\n"
    with pytest.raises(Exception, match="other theorems"):
        replay_closed_hyp(text, NAME, CHAIN, LAST)


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        # a hypothesis that is not `a ≤ v`: nothing to substitute
        ("theorem t (n k : ℕ) (h : k ≠ n) : Nat.choose n k = Nat.choose n k", "no hypothesis"),
        # substituted, a subtraction still truncates: no factorial form
        (
            "theorem t (n k : ℕ) (h : k ≤ n) : Nat.choose n (k - 1) = Nat.choose n (n - k + 1)",
            "neither L ≤ U nor U < L|may truncate",
        ),
    ],
)
def test_forms_without_a_proof_are_refused(statement: str, why: str) -> None:
    with pytest.raises(AtomError, match=why):  # ClosedProofError included
        closed_hyp_proof(_identity(statement))


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_substituted_closed_form(tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.method, report.proof) == ("certified", "linearity", "complete")
    assert report.proof_file is not None
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written == written_from(_golden(), parsed)

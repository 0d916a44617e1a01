"""Statements written ``theorem t : ∀ n : ℕ, …`` (no signature binder) get the same complete
proof as ``theorem t (n : ℕ) : …``, opened by ``intro n`` (new-user run 12h: the hygiene check
read that ``intro`` as capturing ``n`` and the replay did not know ``n``, so every such
statement ended with a sketch)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, prove
from wzprove.sketch.hygiene import theorem_captures
from wzprove.sketch.replay import replay_theorem

GAUSS = "theorem fa_gosper : ∀ n : ℕ, ∑ i ∈ Finset.range (n + 1), (i : ℚ) = n * (n + 1) / 2"
VDM = (
    "theorem fa_two : ∀ m n : ℕ, ∑ k ∈ Finset.range (n + 1), (Nat.choose m k : ℝ) * "
    "Nat.choose n k = Nat.choose (m + n) n"
)


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _proof(tmp_path: Path, statement: str) -> tuple[str, str]:
    src = tmp_path / "t.lean"
    src.write_text(f"import Mathlib\n\n{statement} := by\n  sorry\n", encoding="utf-8")
    opts = ProveOptions(out_dir=tmp_path / "out", timeout_s=60, falsity_time_s=0.5)
    (report,) = list(prove(src, opts))
    assert report.status == "certified", report.message
    assert report.proof == "complete", report.message
    return Path(report.proof_file).read_text("utf-8"), report.name


@pytest.mark.parametrize(("statement", "intro"), [(GAUSS, "intro n"), (VDM, "intro m n")])
def test_forall_statement_gets_a_complete_proof(tmp_path: Path, statement: str, intro: str) -> None:
    text, name = _proof(tmp_path, statement)
    assert f"{statement} := by\n  {intro}\n" in text
    assert replay_theorem(text, name).ok
    (parsed,) = parse_file(tmp_path / "t.lean")
    assert theorem_captures(text, parsed.identity, {"n"}) == []  # ∀ n in hct: on purpose


def test_the_replay_still_checks_the_statement_after_the_intro(tmp_path: Path) -> None:
    text, name = _proof(tmp_path, GAUSS)
    wrong = text.replace("= n * (n + 1) / 2 := by", "= n * (n + 2) / 2 := by")
    assert wrong != text and not replay_theorem(wrong, name).ok
    text, name = _proof(tmp_path, VDM)
    partial = text.replace("  intro m n\n", "  intro m\n  intro n\n", 1)  # not the form read
    assert partial != text and not replay_theorem(partial, name).ok

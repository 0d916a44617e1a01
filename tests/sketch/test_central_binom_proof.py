"""New-user run 15, L3: ``Nat.centralBinom n`` got only a partial proof (and the message "ℕ
'centralbinom' under a cast (truncation or rounding) is not read") where ``Nat.choose (2 * n)
n`` got a complete one.  The compiler now opens with ``rw [Nat.centralBinom_eq_two_mul_choose]``
(:mod:`wzprove.model.central`) and proves the statement with ``Nat.choose (2 * n) n``; the
replay models that line, and catches its absence.  Real runs of ``prove`` (no toolchain)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.central import RW_LINE, central_argument
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.replay_steps import rewritten_goal

TEXT = """import Mathlib

open Finset

theorem s_central (n : ℕ) : ∑ k ∈ range (n + 1), (Nat.choose n k) ^ 2 = Nat.centralBinom n := by
  sorry

theorem s_central_real (n : ℕ) :
    ∑ k ∈ range (n + 1), (Nat.choose n k : ℝ) ^ 2 = Nat.centralBinom n := by
  sorry

theorem s_choose (n : ℕ) : ∑ k ∈ range (n + 1), (Nat.choose n k) ^ 2 = Nat.choose (2 * n) n := by
  sorry
"""


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _proof(tmp_path: Path, name: str) -> tuple[str, str]:
    source = tmp_path / "central.lean"
    source.write_text(TEXT, encoding="utf-8")
    parsed = next(p for p in parse_file(source) if p.name == name)
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path / name, falsity_time_s=0.5))
    assert (report.status, report.proof) == ("certified", "complete"), report.message
    assert "centralbinom" not in report.message
    text = Path(report.proof_file).read_text(encoding="utf-8")
    return text, text.split(f"theorem {name} ", 1)[1].split("\ntheorem ", 1)[0]


def test_central_binom_gets_the_proof_of_choose_two_n_n(tmp_path: Path) -> None:
    _, choose = _proof(tmp_path, "s_choose")
    text, central = _proof(tmp_path, "s_central")
    head, rest = central.split("\n", 1)
    assert head.endswith(":= by") and rest.startswith(f"  {RW_LINE}\n")
    # after the rewrite, the very proof of the `Nat.choose (2 * n) n` statement
    assert rest.removeprefix(f"  {RW_LINE}\n") == choose.split("\n", 1)[1]
    assert all(s.ok for s in replay_theorem(text, "s_central").steps)


def test_the_replay_checks_the_rewrite_against_the_goal(tmp_path: Path) -> None:
    text, _ = _proof(tmp_path, "s_central_real")
    steps = replay_theorem(text, "s_central_real").steps
    assert steps and all(s.ok for s in steps)
    # without the rewrite the closing application does not prove the statement's goal
    mutant = text.replace(f"  {RW_LINE}\n", "", 1)
    bad = [s for s in replay_theorem(mutant, "s_central_real").steps if not s.ok]
    assert [(s.have, s.step) for s in bad] == [("(closing)", "goal")]


def _sides(statement: str) -> tuple:
    (p,) = parse_text("import Mathlib\nopen Finset\n\n" + statement + " := by\n  sorry\n")
    return p.identity.lhs, p.identity.rhs


def test_the_rewrite_is_modelled_only_where_it_is_exact() -> None:
    two = _sides("theorem t (n : ℕ) : Nat.centralBinom n + Nat.centralBinom (n + 1) = 0")
    inside = _sides(
        "theorem t (n : ℕ) : ∑ k ∈ range (n + 1), Nat.centralBinom k = Nat.centralBinom n"
    )
    assert central_argument(*two) is None and central_argument(*inside) is None
    one = _sides("theorem t (n : ℕ) : Nat.centralBinom n * 2 = Nat.centralBinom n + 1")
    assert str(central_argument(*one)) == "n"
    # the replay's goal after the line: unknown where the rewrite is not exact
    class Goal:  # the two sides the replay reads
        def __init__(self, lhs, rhs) -> None:  # noqa: ANN001
            self.lhs, self.rhs = lhs, rhs

    words = ["rw", "[", "Nat.centralBinom_eq_two_mul_choose", "]"]
    assert isinstance(rewritten_goal(Goal(*two), words), str)  # type: ignore[arg-type]

"""New-user run 15, L4: the compiled ``hlead`` proved ``(1 : ℚ) ≠ 0`` through ``rw [show (1 :
ℚ) = (1 : ℚ) by push_cast <;> ring]``, a rewrite of a term by itself.  Where the left side is
already written positive the compiler now writes ``positivity`` alone; the replay checks
``positivity`` on the goal as written, and still refuses a side it cannot prove nonzero."""

from __future__ import annotations

import re
from pathlib import Path

from wzprove.sketch.replay import replay_theorem

DATA = Path(__file__).resolve().parents[1] / "data"


def _lead(side: str) -> str:
    return (
        "import Mathlib\nimport Prover\n\ntheorem t (n : ℕ) : True := by\n"
        f"  have hlead : ∀ n : ℕ, 0 ≤ n → {side} ≠ 0 := by\n"
        "    intro n _\n    positivity\n  trivial\n"
    )


def _steps(text: str) -> list[tuple[str, bool]]:
    return [(s.kind, s.ok) for s in replay_theorem(text, "t").steps if s.have == "hlead"]


def test_positivity_alone_is_replayed_on_the_goal() -> None:
    assert _steps(_lead("(1 : ℚ)")) == [("positivity", True)]
    assert _steps(_lead("(((n : ℕ) : ℚ) + 1 : ℚ)")) == [("positivity", True)]
    # a mutant: n - 1 vanishes at n = 1, positivity cannot prove it
    # (the grid cross-check finds it false at n = 1 too)
    assert _steps(_lead("(((n : ℕ) : ℚ) - 1 : ℚ)")) == [("positivity", False), ("lead", False)]


def _self_rewrites(text: str) -> list[str]:
    out = []
    for m in re.finditer(r"rw \[show (.*) by push_cast <;> ring\]", text):
        inner, depth = m.group(1), 0
        for i, c in enumerate(inner):
            depth += (c in "([{") - (c in ")]}")
            if depth == 0 and inner.startswith(" = ", i):
                if inner[:i] == inner[i + 3 :]:
                    out.append(m.group(0))
                break
    return out


def test_no_golden_proof_rewrites_a_term_by_itself() -> None:
    files = sorted(DATA.glob("**/*.lean"))
    assert len(files) > 50
    found = {f.name: _self_rewrites(f.read_text(encoding="utf-8")) for f in files}
    assert {name: rws for name, rws in found.items() if rws} == {}
    # the golden of a row sum keeps its `hlead` as `positivity` alone
    half = (DATA / "complete" / "boundary_half_row.lean").read_text(encoding="utf-8")
    assert re.search(r"have hlead : .*\n    intro n _\n    positivity\n", half)

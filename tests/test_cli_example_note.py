"""New-user run 15, L7: an ``example`` in a file with theorems was skipped silently; ``prove``
now prints a note naming it (file:line:col), and once only for a file with no theorem."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main

MIXED = """import Mathlib

theorem row_sum (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) = 2 ^ n := by
  sorry

/- an example in a comment is no example -/
example (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) = 2 ^ n := by
  sorry
"""


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _prove(tmp_path: Path, text: str) -> tuple[list[dict], str, str]:
    source = tmp_path / "mixed.lean"
    source.write_text(text, encoding="utf-8")
    args = ["prove", str(source), "--json", "--out-dir", str(tmp_path / "out")]
    res = CliRunner().invoke(main, args)
    rows = [json.loads(line) for line in res.stdout.splitlines()]
    return rows, res.stderr, str(source)


def test_an_example_beside_a_theorem_is_named(tmp_path: Path) -> None:
    rows, err, source = _prove(tmp_path, MIXED)
    assert [(r["name"], r["status"]) for r in rows] == [("row_sum", "certified")]
    note = f"{source}:7:1: this `example` has no name and is not read"
    assert note in err and err.count("`example`") == 1


def test_a_file_of_examples_only_says_it_once(tmp_path: Path) -> None:
    rows, err, _ = _prove(tmp_path, MIXED.split("theorem", 1)[0] + MIXED.split("-/\n", 1)[1])
    (row,) = rows
    assert row["status"] == "error" and "`example` at" in row["message"]
    assert "this `example` has no name" not in err

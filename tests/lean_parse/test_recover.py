"""A bracket error inside one theorem leaves the file's other theorems read (as Lean goes on
at the next command), each location unchanged; one outside a theorem still stops the file."""

from __future__ import annotations

from pathlib import Path

from wzprove.lean.parser import parse_file

GOOD = (
    "theorem {name} (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by\n  sorry\n"
)


def _rows(tmp_path: Path, text: str) -> list[tuple[str, str, str]]:
    path = tmp_path / "t.lean"
    path.write_text(text, encoding="utf-8")
    return [
        (r.name, r.status, f"{r.location.line}:{r.location.column}" if r.location else "")
        for r in parse_file(path)
    ]


def test_an_unmatched_closer_is_one_theorems_error(tmp_path: Path) -> None:
    bad = "theorem b (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n) := by\n  sorry\n"
    text = "import Mathlib\n\n" + GOOD.format(name="a") + "\n" + bad + "\n" + GOOD.format(name="c")
    assert _rows(tmp_path, text) == [
        ("a", "parsed", "3:1"),
        ("b", "error", "6:71"),
        ("c", "parsed", "9:1"),
    ]


def test_an_opener_never_closed_is_one_theorems_error(tmp_path: Path) -> None:
    bad = "theorem b (n : ℕ) : ∑ k ∈ Finset.range (n + 1, Nat.choose n k = 2 ^ n := by\n  sorry\n"
    text = GOOD.format(name="a") + bad + GOOD.format(name="c") + bad.replace(" b ", " d ")
    rows = _rows(tmp_path, text)
    assert [(n, s) for n, s, _ in rows] == [
        ("a", "parsed"),
        ("b", "error"),
        ("c", "parsed"),
        ("d", "error"),
    ]
    assert rows[1][2] == "3:40" and rows[3][2] == "7:40"


def test_a_bracket_error_outside_a_theorem_stops_the_file(tmp_path: Path) -> None:
    text = "def f (n : ℕ) : ℕ := (n + 1\n\n" + GOOD.format(name="a")
    assert [(n, s) for n, s, _ in _rows(tmp_path, text)] == [("t", "error")]

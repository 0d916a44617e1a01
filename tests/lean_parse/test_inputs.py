"""Files and rows: several theorems per file, JSON Lines, and bad input (clear errors with a
location, never a traceback)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.commands.parse import parse
from wzprove.lean.lexer import tokenize
from wzprove.lean.parser import parse_file, parse_text

DATA = Path(__file__).resolve().parents[1] / "data" / "lean"


def test_lean_file_with_several_theorems_and_proofs() -> None:
    rs = parse_file(DATA / "vandermonde.lean")
    assert [r.name for r in rs] == ["vandermonde", "vandermonde_in", "alternating", "forall_form"]
    assert all(r.status == "parsed" for r in rs), [r.message for r in rs]
    a, b, alt, fa = (r.identity for r in rs)
    assert a is not None and b is not None and alt is not None and fa is not None
    assert a.lhs == b.lhs and a.rhs == b.rhs  # `open Nat Finset` short names = dot forms
    assert a.statement is not None and not a.statement.rstrip().endswith(":=")
    assert "open Nat Finset" in a.header
    for m, n, r in [(3, 4, 2), (2, 2, 4), (5, 0, 3)]:
        assert a.holds_at({"m": m, "n": n, "r": r}) is True
    assert alt.domain == "ℤ" and alt.holds_at({"n": 3}) is True
    assert fa.holds_at({"n": 5}) is True and fa.holds_at({"n": 0}) is None


def test_jsonl_rows() -> None:
    rs = parse_file(DATA / "rows.jsonl")
    assert [(r.name, r.status) for r in rs] == [
        ("sq_sum", "parsed"),
        ("tsum_row", "out-of-scope"),
        ("row3", "error"),
        ("no_statement", "error"),
    ]
    assert "∑'" in rs[1].message and "rows.jsonl[tsum_row]:1:" in rs[1].message
    assert "bad JSON" in rs[2].message and "rows.jsonl:3:1" in rs[2].message
    assert "formal_statement" in rs[3].message
    idy = rs[0].identity
    assert idy is not None and idy.holds_at({"n": 6}) is True


def test_truncated_file() -> None:
    (r,) = parse_file(DATA / "truncated.lean")
    assert r.status == "error" and r.name == "cut"
    assert "end of input" in r.message and "truncated.lean:5:1" in r.message


def test_unbalanced_parenthesis() -> None:
    (r,) = parse_file(DATA / "unbalanced.lean")
    assert r.status == "error" and r.name == "unbalanced"
    assert "never closed" in r.message and "unbalanced.lean:4:33" in r.message


def test_unknown_binder_syntax() -> None:
    (r,) = parse_file(DATA / "bad_binder.lean")
    assert r.status == "error"
    assert "unknown binder syntax" in r.message and "bad_binder.lean:3:20" in r.message


def test_no_theorem() -> None:
    (r,) = parse_file(DATA / "no_theorem.lean")
    assert r.status == "error" and "no theorem found" in r.message
    (r,) = parse_text("", "empty.lean")
    assert r.status == "error" and "no theorem found in empty.lean" in r.message


def test_unreadable_file(tmp_path: Path) -> None:
    (r,) = parse_file(tmp_path / "missing.lean")
    assert r.status == "error" and "cannot read" in r.message
    bad = tmp_path / "latin1.lean"
    bad.write_bytes(b"theorem t : 1 = 1 := rfl -- \xe9\n")
    (r,) = parse_file(bad)
    assert r.status == "error" and "cannot read" in r.message


def test_other_syntax_errors() -> None:
    cases = {
        "theorem t (n : ℕ) : n + * 2 = 0 := sorry": "expected a term, found `*`",
        "theorem t (n : ℕ) : n = 0 := sorry\n/- open comment": "unterminated comment",
        "theorem t (n : ℕ) n = 0 := sorry": "unknown binder syntax",
        "theorem t (n : ℕ) : n! = 1 := sorry": "`n!` is a single identifier",
        "theorem (n : ℕ) : n = n := rfl": "expected a name",
    }
    for text, what in cases.items():
        (r,) = parse_text(text, "e.lean")
        assert r.status == "error", (text, r.status, r.message)
        assert what in r.message and "e.lean:" in r.message, (text, r.message)


def test_parse_rows_to_json() -> None:
    rows = [r.to_json() for r in parse(DATA / "vandermonde.lean")]
    row = rows[0]
    assert row["name"] == "vandermonde" and row["status"] == "parsed" and row["message"] == ""
    assert row["variables"] == [
        {"name": "m", "type": "ℕ"},
        {"name": "n", "type": "ℕ"},
        {"name": "r", "type": "ℕ"},
    ]
    assert row["summation"] == {"index": "k", "lower": "0", "upper": "(r + 1 : ℕ)", "kind": "range"}
    assert row["domain"] == "ℕ" and "wzprove_version" in row
    assert row["lhs_sympy"] == "Sum(binomial(m, k)*binomial(n, -k + r), (k, 0, r))"
    assert row["rhs_sympy"] == "binomial(m + n, r)"
    assert rows[2]["hypotheses"] == ["1 ≤ n"]
    assert rows[3]["summation"]["kind"] == "Icc"
    bad = parse(DATA / "truncated.lean")[0].to_json()
    assert bad["status"] == "error" and bad["summation"] is None and bad["variables"] == []


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        # where an ASCII identifier meets a character that is not ASCII, the character
        # loop decides how far it goes (the lexer's ASCII fast path must stop there)
        ("aₙ + 1", ["aₙ", "+", "1"]),
        ("a.βc x", ["a.βc", "x"]),
        ("a.ℕ", ["a.ℕ"]),
        ("x₁.y", ["x₁.y"]),
        ("a.λ", ["a", ".", "λ"]),  # λ is not a letter of identifiers
        ("x.1", ["x", ".", "1"]),
        ("a.", ["a", "."]),
        ("a..b", ["a", "..", "b"]),
        ("f! h?", ["f!", "h?"]),
        ("n.choose_symm' k", ["n.choose_symm'", "k"]),
        # symbols: the first of SYMBOLS that starts there (longest first)
        ("<|> <| |>", ["<|>", "<|", "|>"]),
        ("∑' k", ["∑'", "k"]),
        ("ℕ+", ["ℕ+"]),
    ],
)
def test_identifier_and_symbol_boundaries(text: str, tokens: list[str]) -> None:
    assert [t.text for t in tokenize(text)][:-1] == tokens

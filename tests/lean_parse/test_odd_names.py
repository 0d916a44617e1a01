"""Names Lean accepts or rejects (new-user run 12, F10): a name in guillemets ``«x y»`` is a
variable like any other through every stage; a reserved word as a binder is a syntax error
(exit 2, file:line:col), as in Lean."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main
from wzprove.lean.parser import parse_text
from wzprove.wz.expr_text import read_expr, split_names

HEADER = "import Mathlib\nopen Finset Nat\n\n"
GUILLEMETS = (
    "theorem o1 (n «x y» : ℕ) : ∑ k ∈ range (n + 1), «x y» * choose n k = «x y» * 2 ^ n := by sorry"
)


def _rows(args: list[str]) -> tuple[int, list[dict]]:
    res = CliRunner().invoke(main, args)
    assert "Traceback" not in res.output
    return res.exit_code, [json.loads(x) for x in res.stdout.splitlines() if x.startswith("{")]


def test_a_guillemet_name_is_read_back_by_the_engine() -> None:
    assert split_names("«x y»*binomial(n, k)")[1] == ["«x y»", "n", "k"]
    e = read_expr("«x y»*binomial(n, k)")
    assert sorted(str(s) for s in e.free_symbols) == ["k", "n", "«x y»"]


@pytest.mark.timeout(300)
def test_a_guillemet_name_is_proved_like_any_other(tmp_path: Path) -> None:
    src = tmp_path / "odd.lean"
    src.write_text(HEADER + GUILLEMETS + "\n", encoding="utf-8")
    code, (row,) = _rows(["prove", str(src), "--json", "--out-dir", str(tmp_path / "o")])
    assert (code, row["status"], row["proof"]) == (0, "certified", "complete"), row["message"]
    assert "invalid character" not in row["message"]
    text = Path(row["proof_file"]).read_text(encoding="utf-8")
    # «x y» is bound before the colon: the proof must not `intro` it again
    assert "intro «x y»" not in text and "intro «x" not in text


@pytest.mark.parametrize("word", ["open", "fun", "namespace", "example", "Type"])
def test_a_reserved_word_as_a_binder_is_a_syntax_error(word: str, tmp_path: Path) -> None:
    body = f"theorem o2 (n {word} : ℕ) : ∑ k ∈ range (n + 1), choose n k = 2 ^ n := by sorry"
    (r,) = parse_text(HEADER + body, "k.lean")
    assert r.status == "error"
    assert r.message == f"`{word}` is a Lean keyword, not a variable name at k.lean:4:15"
    src = tmp_path / "k.lean"
    src.write_text(HEADER + body + "\n", encoding="utf-8")
    code, (row,) = _rows(["parse", str(src), "--json"])
    assert (code, row["status"]) == (2, "error")


def test_names_that_only_look_like_keywords_are_variables() -> None:
    body = "theorem o3 (n opens ending : ℕ) : opens + ending + n = n + ending + opens := by sorry"
    (r,) = parse_text(HEADER + body)
    assert r.status == "parsed"
    assert [v.name for v in r.identity.variables] == ["n", "opens", "ending"]

"""New-user run 16: what a Concrete Mathematics reader meets on the command line.

Every option of every command says what it does in ``--help``; ``refute`` names a missing
file as ``parse`` and ``prove`` do; ``prove`` shows a false statement's Lean disproof below
its line (it was only in the JSON); a case split on ``if n = 0`` says so instead of naming a
ℕ subtraction the statement does not have; the labels of the proof files name the
``example``s wzprove leaves as written; a misspelt name gets the nearest modelled one.
"""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from wzprove.cli import main

HEADER = "import Mathlib\n\nopen Finset\n\n"

ALT_ITE = (
    "theorem alt_ite (n : ℕ) :\n"
    "    ∑ k ∈ range (n + 1), (-1 : ℚ) ^ k * n.choose k = if n = 0 then 1 else 0 := by\n"
    "  sorry\n"
)
K_CHOOSE = (
    "theorem k_choose (n : ℕ) :\n"
    "    ∑ k ∈ range (n + 1), k * Nat.choose n k = n * 2 ^ (n - 1) := by\n"
    "  sorry\n"
)
OFF_BY_ONE = (
    "theorem off_by_one (n : ℕ) :\n"
    "    ∑ k ∈ range n, (Nat.choose n k : ℝ) = 2 ^ n := by\n"
    "  sorry\n"
)
EXAMPLE = "example (n : ℕ) : ∑ k ∈ range (n + 1), (n.choose k : ℚ) = 2 ^ n := by\n  sorry\n"


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _invoke(args: list[str]) -> tuple[int, str, str]:
    res = CliRunner().invoke(main, args)
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    return res.exit_code, res.stdout, res.stderr


def _commands(cmd: click.Command, path: tuple[str, ...]) -> list[tuple[str, click.Command]]:
    out = [(" ".join(path), cmd)]
    if isinstance(cmd, click.Group):
        for name, sub in cmd.commands.items():
            out += _commands(sub, (*path, name))
    return out


def test_every_option_of_every_command_has_help() -> None:
    commands = _commands(main, ("wzprove",))
    assert {"wzprove refute", "wzprove check", "wzprove bench run"} <= {p for p, _ in commands}
    missing = [
        f"{path} {param.opts[0]}"
        for path, cmd in commands
        for param in cmd.params
        if isinstance(param, click.Option) and not param.hidden and not param.help
    ]
    assert missing == []
    assert all(cmd.help for _, cmd in commands)


def test_the_main_help_names_exit_code_141() -> None:
    code, out, _ = _invoke(["--help"])
    text = " ".join(out.split())
    assert code == 0 and "130 interrupted, 141 the reader of the output went away" in text


def test_refute_names_a_missing_file_as_parse_does(tmp_path: Path) -> None:
    missing = str(tmp_path / "nothere.lean")
    code_r, out_r, _ = _invoke(["refute", missing, "--json"])
    code_p, out_p, _ = _invoke(["parse", missing, "--json"])
    (row_r,), (row_p,) = (
        [json.loads(line) for line in out.splitlines()] for out in (out_r, out_p)
    )
    assert code_r == code_p == 2
    assert row_r["status"] == row_p["status"] == "error"
    assert (row_r["name"], row_r["message"]) == (row_p["name"], row_p["message"])
    assert row_r["name"] == "nothere"
    assert row_r["message"] == f"cannot read {missing}: No such file or directory"


def test_prove_shows_the_disproof_of_a_false_statement(tmp_path: Path) -> None:
    src = tmp_path / "off.lean"
    src.write_text(HEADER + OFF_BY_ONE, encoding="utf-8")
    out_dir = str(tmp_path / "out")
    code, out, _ = _invoke(["prove", str(src), "--out-dir", out_dir])
    lines = out.splitlines()
    assert code == 1 and "false" in lines[0] and "n=0" in lines[0]
    assert lines[1] == "    -- the Lean disproof (not checked by Lean here):"
    assert lines[2].startswith("    theorem off_by_one_false : ¬ (∀ (n : ℕ), ")
    code, out, _ = _invoke(["prove", str(src), "--out-dir", out_dir, "--json"])
    (row,) = [json.loads(line) for line in out.splitlines()]
    # the text shown is the row's disproof, indented
    assert [x.strip() for x in lines[2:]] == [x.strip() for x in row["disproof"].splitlines()]


def test_a_certified_statement_shows_no_details(tmp_path: Path) -> None:
    src = tmp_path / "kc.lean"
    src.write_text(HEADER + K_CHOOSE, encoding="utf-8")
    code, out, _ = _invoke(["prove", str(src), "--out-dir", str(tmp_path / "out")])
    assert code == 0 and len(out.splitlines()) == 1


def _rows(tmp_path: Path, text: str) -> tuple[list[dict], Path]:
    src = tmp_path / "cm5.lean"
    src.write_text(text, encoding="utf-8")
    out_dir = tmp_path / "out"
    code, out, _ = _invoke(["prove", str(src), "--json", "--out-dir", str(out_dir)])
    assert code in (0, 1)
    return [json.loads(line) for line in out.splitlines()], out_dir


def test_a_split_names_what_it_splits_on(tmp_path: Path) -> None:
    rows, _ = _rows(tmp_path, HEADER + ALT_ITE + "\n" + K_CHOOSE)
    by_name = {r["name"]: r for r in rows}
    ite, sub = by_name["alt_ite"], by_name["k_choose"]
    assert ite["status"] == sub["status"] == "certified"
    assert ite["method"] == sub["method"] == "case split"
    assert ite["message"].startswith("certified in 2 cases of the `if` test in n,")
    assert "subtraction" not in ite["message"]
    assert sub["message"].startswith("certified in 2 cases of the ℕ subtraction in n,")


def test_the_labels_name_the_examples_left_as_written(tmp_path: Path) -> None:
    rows, out_dir = _rows(tmp_path, HEADER + K_CHOOSE + "\n" + EXAMPLE + "\n" + OFF_BY_ONE)
    (done,) = [r for r in rows if r["proof"] == "complete"]
    note = "The `example` of this file is not read by wzprove: it is left as written."
    for path in (done["proof_file"], done["all_proofs_file"]):
        text = Path(path).read_text(encoding="utf-8")
        label = text.split("-/", 1)[0]
        assert " ".join(label.split()).endswith(" ".join(note.split())), path
        assert text.count("\nexample (n : ℕ)") == 1  # the example is still there, as written
    assert Path(done["all_proofs_file"]).name == "Cm5.lean"
    assert not list(out_dir.glob("Proofs/OffByOne*.lean"))  # a false statement gets no file


def test_a_misspelt_name_gets_the_nearest_modelled_one(tmp_path: Path) -> None:
    src = tmp_path / "typo.lean"
    src.write_text(
        HEADER
        + "theorem typo (n : ℕ) : ∑ k ∈ range (n + 1), (Nat.chose n k : ℚ) = 2 ^ n := by\n"
        + "  sorry\n\n"
        + "theorem free (n : ℕ) : ∑ k ∈ range (n + 1), (Nat.choose m k : ℚ) = 2 ^ n := by\n"
        + "  sorry\n",
        encoding="utf-8",
    )
    code, out, _ = _invoke(["parse", str(src), "--json"])
    typo, free = (json.loads(line) for line in out.splitlines())
    assert code == 1 and typo["status"] == free["status"] == "out-of-scope"
    assert typo["message"] == (
        "unsupported identifier `Nat.chose` (the nearest name wzprove models is `Nat.choose`)"
        f" at {src}:5:46"
    )
    assert free["message"] == f"unsupported identifier `m` at {src}:8:57"

"""Failures of the command line: one line, the right exit code (DESIGN.md), never a traceback.

Bad paths and unwritable outputs exit 2, syntax errors exit 2 with file:line:col and invisible
characters shown as ``U+XXXX``, data files of the wrong kind are refused, ``-o`` with several
theorems is a folder only when asked, and ``refute`` prints its Lean disproof.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main

ROOT = Path(__file__).resolve().parents[1]
TWO_THEOREMS = ROOT / "tests" / "data" / "lean_sketch" / "vandermonde_param.lean"


def _run(args: list[str]) -> tuple[int, str, str]:
    res = CliRunner().invoke(main, args)
    assert "Traceback" not in res.output, res.output
    return res.exit_code, res.stdout, res.stderr


def _one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    return lines[0]


def test_bench_help_works_under_python_dash_m() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "wzprove.cli", "bench", "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert out.returncode == 0, out.stderr
    assert "Batch evaluation on a suite" in out.stdout
    assert "run" in out.stdout and "report" in out.stdout


def test_refute_without_json_prints_the_lean_disproof() -> None:
    code, out, _ = _run(["refute", str(ROOT / "examples" / "off_by_one.lean")])
    assert code == 1
    lines = out.splitlines()
    assert "false" in lines[0] and "counterexample n=0" in lines[0]
    assert lines[1] == (
        "    theorem sum_choose_off_by_one_false : ¬ (∀ (n : ℕ), "
        "∑ k ∈ Finset.range n, (Nat.choose n k : ℝ) = 2 ^ n) := by"
    )


def _results(tmp_path: Path) -> Path:
    rows = tmp_path / "r.jsonl"
    rows.write_text(json.dumps({"name": "a", "status": "certified", "suite": "lci"}) + "\n")
    return rows


def test_bench_report_png_with_another_suffix_is_exit_2(tmp_path: Path) -> None:
    code, _, err = _run(["bench", "report", str(_results(tmp_path)), "--png", "x.txt"])
    assert code == 2
    assert _one_line(err) == (
        "error: --png x.txt: the figure is a PNG file; give a name ending in .png"
    )
    assert not (Path.cwd() / "x.txt").exists()


def test_bench_report_png_under_a_file_is_exit_2(tmp_path: Path) -> None:
    rows = _results(tmp_path)
    code, _, err = _run(["bench", "report", str(rows), "--png", str(rows / "x.png")])
    assert code == 2
    assert _one_line(err).startswith(f"error: cannot open {rows}")


def test_bench_report_unwritable_md_is_exit_2(tmp_path: Path) -> None:
    rows = _results(tmp_path)
    code, _, err = _run(["bench", "report", str(rows), "--md", str(tmp_path / "no" / "t.md")])
    assert code == 2
    assert _one_line(err) == (
        f"error: cannot open {tmp_path / 'no' / 't.md'}: No such file or directory"
    )


def test_bench_run_unwritable_out_is_exit_2(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    out = blocker / "r.jsonl"
    code, _, err = _run(
        ["bench", "run", "--suite", "wzprove-100", "--limit", "1", "--out", str(out)]
    )
    assert code == 2
    assert _one_line(err).startswith(f"error: cannot open {blocker}")


@pytest.mark.parametrize(
    ("suite", "data", "needle"),
    [
        ("lci", "examples/central_binomial.lean", "is not a .jsonl file"),
        ("lc-test", "tests/data/lean/rows.jsonl", "is not a .lean file"),
        ("wzprove-100", "tests/data/lean/rows.jsonl", "is not a .lean file or a folder"),
    ],
)
def test_bench_run_refuses_data_of_the_wrong_kind(
    tmp_path: Path, suite: str, data: str, needle: str
) -> None:
    out = tmp_path / "r.jsonl"
    code, _, err = _run(
        ["bench", "run", "--suite", suite, "--data", str(ROOT / data), "--out", str(out)]
    )
    assert code == 2
    line = _one_line(err)
    assert line.startswith(f"error: suite {suite}: {ROOT / data} ") and needle in line
    assert not out.exists()


def test_sketch_o_file_with_several_theorems_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "one.lean"
    code, out, err = _run(["sketch", str(TWO_THEOREMS), "-o", str(target)])
    assert code == 2 and out == ""
    assert _one_line(err) == (
        f"error: -o {target}: {TWO_THEOREMS} has 2 theorems; give a folder (an existing "
        "directory or a path ending in /) or pick one with --theorem"
    )
    assert not target.exists()


def test_sketch_o_with_trailing_slash_is_a_folder(tmp_path: Path) -> None:
    code, out, _ = _run(["sketch", str(TWO_THEOREMS), "-o", f"{tmp_path / 'out'}/", "--json"])
    # `untouched` (n + 0 = n, no sum) is certified by the closed-form check, with no sketch
    assert code == 0
    rows = {r["name"]: r for r in map(json.loads, out.splitlines())}
    assert rows["untouched"]["status"] == "certified"
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["VandermondeParam.lean"]


def test_sketch_o_file_with_one_theorem_is_that_file(tmp_path: Path) -> None:
    target = tmp_path / "one.lean"
    args = ["sketch", str(TWO_THEOREMS), "-o", str(target), "--theorem", "vandermonde_param"]
    code, _, _ = _run(args)
    assert code == 0 and target.is_file()
    assert "theorem vandermonde_param" in target.read_text()


ROW_SUM = (
    "import Mathlib\nopen Finset\n\n"
    "theorem sum_choose (n : ℕ) : ∑ k ∈ range (n + 1), Nat.choose n k = 2 ^ n := by\n  sorry\n"
)


def test_sketch_never_overwrites_its_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """New-user run 12e (F-D): re-running `sketch` on a sketch the user edited replaced it."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.lean").write_text(ROW_SUM, encoding="utf-8")
    assert _run(["sketch", "a.lean"])[0] == 0
    edited = tmp_path / "Sketches" / "SumChoose.lean"
    text = edited.read_text(encoding="utf-8") + "-- my edit\n"
    edited.write_text(text, encoding="utf-8")
    for args in (["sketch", "Sketches/SumChoose.lean"], ["sketch", "a.lean", "-o", "a.lean"]):
        code, out, _ = _run(args)
        assert code == 2, args
        assert "it is the input file, not overwritten" in out
    assert edited.read_text(encoding="utf-8") == text
    assert (tmp_path / "a.lean").read_text(encoding="utf-8") == ROW_SUM


def test_prove_never_overwrites_its_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.lean").write_text(ROW_SUM, encoding="utf-8")
    assert _run(["prove", "a.lean"])[0] == 0
    proof = tmp_path / "Proofs" / "SumChoose.lean"
    before = proof.read_text(encoding="utf-8")
    code, out, _ = _run(["prove", "Proofs/SumChoose.lean", "--out-dir", ".", "--json"])
    (row,) = map(json.loads, out.splitlines())
    assert code == 2 and row["status"] == "error"
    assert row["message"].endswith(
        "cannot write to Proofs/SumChoose.lean: it is the input file, not overwritten "
        "(choose another output)"
    )
    assert proof.read_text(encoding="utf-8") == before


STATEMENT = "theorem a (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k{sep} = 2 ^ n{assign}"


@pytest.mark.parametrize(
    ("sep", "assign", "message"),
    [
        ("", " by\n  sorry\n", "expected `:=` before `by` at {f}:2:72"),
        # no `:=` at all: Lean's "expected ':='" where the statement stops (a `sorry` on the
        # next line is read into the statement first, as Lean does)
        (
            "",
            "\n  sorry\n",
            "expected `:=` and a proof after the statement, found end of input at {f}:4:1",
        ),
        (
            "",
            "\n\ntheorem b : 1 = 1 := rfl\n",
            "expected `:=` and a proof after the statement, found `theorem` at {f}:4:1",
        ),
        (
            "\u200b",
            " := by\n  sorry\n",
            "invisible character U+200B (ZERO WIDTH SPACE): Lean does not accept it here "
            "at {f}:2:63",
        ),
        (
            "\x07",
            " := by\n  sorry\n",
            "invisible character U+0007 (a control character): Lean does not accept it here "
            "at {f}:2:63",
        ),
        (  # a terminal escape sequence: its `[` is never closed, but the ESC comes first
            "\x1b[31m",
            " := by\n  sorry\n",
            "invisible character U+001B (a control character): Lean does not accept it here "
            "at {f}:2:63",
        ),
    ],
)
@pytest.mark.parametrize("command", ["parse", "refute", "sketch", "prove"])
def test_syntax_errors_exit_2_with_location_and_visible_characters(
    tmp_path: Path, command: str, sep: str, assign: str, message: str
) -> None:
    f = tmp_path / "bad.lean"
    f.write_text("import Mathlib\n" + STATEMENT.format(sep=sep, assign=assign))
    args = [command, str(f), "--json"]
    if command == "prove":
        args += ["--out-dir", str(tmp_path)]
    if command == "sketch":
        args += ["-o", f"{tmp_path}/"]
    code, out, _ = _run(args)
    row = [json.loads(line) for line in out.splitlines()][0]
    assert (code, row["status"]) == (2, "error")
    assert row["message"] == message.format(f=f)
    human = _run([command, str(f)] + args[3:])[1]
    assert "\u200b" not in human and "\x07" not in human and "\x1b" not in human


@pytest.mark.parametrize(
    ("model", "why"),
    [
        ("bogus:xyz", "expected hf:PATH, vllm:PATH or openai:URL#MODEL"),
        ("hf:", "no path or URL after 'hf:'"),
        ("openai:ftp://x#m", "the URL must start with http:// or https://"),
    ],
)
def test_a_bad_model_spec_is_a_usage_error(tmp_path: Path, model: str, why: str) -> None:
    """New-user run 12e (F-I): `--model bogus:xyz` was accepted and ignored (exit 0)."""
    f = tmp_path / "a.lean"
    f.write_text(ROW_SUM, encoding="utf-8")
    res = CliRunner().invoke(main, ["prove", str(f), "--model", model])
    assert res.exit_code == 2 and "Traceback" not in res.output
    assert res.stderr.splitlines()[-1] == f"Error: Invalid value for '--model': {why}"
    assert not (tmp_path / "Proofs").exists()


def test_bench_run_with_error_rows_exits_2_after_writing_every_row(tmp_path: Path) -> None:
    """A batch with `error` rows must not look clean (DESIGN, exit codes): exit 2, one line
    saying how many, and every row still written (nothing computed is lost)."""
    data = tmp_path / "small.jsonl"
    good = "theorem two (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n"
    wrong = "theorem wrong (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k = n ^ 2"
    data.write_text(
        json.dumps({"name": "two", "formal_statement": good})
        + '\n{"name": "broken", "formal_statement": "theorem broken\n'  # cut: an error row
        + json.dumps({"name": "wrong", "formal_statement": wrong})
        + "\n",
        encoding="utf-8",
    )
    out = tmp_path / "r.jsonl"
    args = ["bench", "run", "--suite", "lci", "--data", str(data), "--out", str(out)]
    code, _, err = _run([*args, "--timeout", "5"])
    assert code == 2
    assert [line for line in err.splitlines() if line.startswith("error:")] == [
        f"error: 1 of 3 rows of lci ended `error` (a toolchain failure or an unreadable "
        f"item); their messages are in {out}"
    ]
    rows = {r["name"]: r["status"] for r in map(json.loads, out.read_text().splitlines())}
    assert rows == {"two": "certified", "row2": "error", "wrong": "false"}
    # a resumed run of the same file keeps saying so (the error row is final, not rerun)
    assert _run([*args, "--timeout", "5"])[0] == 2
    # without error rows the batch is clean, whatever its false rows
    clean = tmp_path / "clean.jsonl"
    clean.write_text(json.dumps({"name": "wrong", "formal_statement": wrong}) + "\n")
    out2 = tmp_path / "r2.jsonl"
    code, _, _ = _run(["bench", "run", "--suite", "lci", "--data", str(clean), "--out", str(out2)])
    assert code == 0

"""The CLI's entry: ``wzprove FILE`` is ``wzprove prove FILE``; errors end in one line and the
exit code of their kind (a WzproveError by its status, Ctrl-C 130, anything else 3)."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from wzprove.cli import _guard, main
from wzprove.lean.syntax import Unsupported
from wzprove.model.limits import LimitError

ROOT = Path(__file__).resolve().parents[1]
FALSE = ROOT / "examples" / "off_by_one.lean"


def _rows(args: list[str]) -> tuple[int, list[dict]]:
    res = CliRunner().invoke(main, args)
    assert "Traceback" not in res.output
    return res.exit_code, [json.loads(line) for line in res.stdout.splitlines()]


def test_a_file_as_first_argument_runs_prove(tmp_path: Path) -> None:
    short = _rows([str(FALSE), "--json", "--out-dir", str(tmp_path)])
    full = _rows(["prove", str(FALSE), "--json", "--out-dir", str(tmp_path)])
    for code, (row,) in (short, full):
        assert (code, row["name"], row["status"]) == (1, "sum_choose_off_by_one", "false")
        assert row["counterexample"] == {"n": "0"}
        assert set(row["timings"]) == {"parse", "falsity"}


def test_a_missing_lean_file_as_first_argument_is_bad_input() -> None:
    res = CliRunner().invoke(main, ["no_such_file.lean", "--json"])
    (row,) = [json.loads(line) for line in res.stdout.splitlines()]
    assert (res.exit_code, row["status"]) == (2, "error")
    assert row["message"] == "cannot read no_such_file.lean: No such file or directory"


def test_an_unknown_word_is_still_no_such_command() -> None:
    res = CliRunner().invoke(main, ["frobnicate"])
    assert res.exit_code == 2 and "No such command 'frobnicate'" in res.output


def test_refute_takes_timeout_as_another_name_for_time_limit() -> None:
    res = CliRunner().invoke(main, ["refute", str(FALSE), "--timeout", "2", "--json"])
    (row,) = [json.loads(line) for line in res.stdout.splitlines()]
    assert (res.exit_code, row["status"], row["counterexample"]) == (1, "false", {"n": "0"})


def _command(exc: BaseException) -> click.Command:
    @click.command()
    @_guard
    def cmd() -> None:
        raise exc

    return cmd


@pytest.mark.parametrize(
    ("exc", "code", "line"),
    [
        (LimitError("literal too long"), 2, "error: literal too long"),
        (Unsupported("Finset.filter", None), 1, "out-of-scope: Finset.filter"),
        (KeyboardInterrupt(), 130, "interrupted"),
        (
            RuntimeError("boom"),
            3,
            "wzprove: internal error: RuntimeError: boom "
            "(set WZPROVE_DEBUG=1 for the traceback, and please report it)",
        ),
    ],
)
def test_errors_end_in_one_line_and_the_exit_code_of_their_kind(
    exc: BaseException, code: int, line: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WZPROVE_DEBUG", raising=False)
    res = CliRunner().invoke(_command(exc), [])
    assert res.exit_code == code
    assert res.stderr.strip() == line

"""A toolchain that floods its output is read in bounded memory and ends ``crashed`` /
``error`` with what happened (issue 12, item 4; new-user run 12, F12)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main
from wzprove.lean.driver import FileDriver, Limits
from wzprove.lean.pipes import bounded_output
from wzprove.lean.toolchain import Toolchain


def _script(path: Path, body: str) -> Path:
    path.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    path.chmod(0o755)
    return path


@pytest.mark.timeout(60)
def test_an_endless_flood_is_killed_at_the_output_limit(tmp_path: Path) -> None:
    lean = _script(tmp_path / "lean", 'echo "error: fake"; exec yes garbage')
    driver = FileDriver(Toolchain((str(lean),), "explicit"))
    t0 = time.monotonic()
    run = driver.run("theorem t : True := trivial\n", Limits(timeout_s=30, output_bytes=100_000))
    assert time.monotonic() - t0 < 20  # not the 30 s timeout: killed for its output
    assert run.kind == "crashed"
    assert run.detail == "killed: it flooded its output (more than 100000 bytes)"


@pytest.mark.timeout(60)
def test_stderr_keeps_its_last_bytes(tmp_path: Path) -> None:
    lean = _script(tmp_path / "lean", "yes noise | head -c 3000000 >&2; echo last-line >&2; exit 1")
    run = FileDriver(Toolchain((str(lean),), "explicit")).run("x", Limits(stderr_bytes=1000))
    assert run.kind == "crashed" and run.returncode == 1
    assert len(run.stderr) <= 1000 and run.stderr.endswith("noise\nlast-line\n")


@pytest.mark.timeout(60)
def test_a_short_command_that_floods_is_cut(tmp_path: Path) -> None:
    lean = _script(tmp_path / "lean", "exec yes 'Lean (version 4.24.0)'")
    out = bounded_output([str(lean), "--version"], 30, keep=100)
    assert out == ("Lean (version 4.24.0)\n" * 5)[:100]


@pytest.mark.timeout(120)
def test_check_with_a_flooding_toolchain_is_error_in_bounded_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lean = _script(tmp_path / "fakelean.sh", 'echo "error: fake"; yes garbage | head -c 60000000')
    monkeypatch.setenv("WZPROVE_LEAN", str(lean))
    f = tmp_path / "p.lean"
    f.write_text("theorem t : True := trivial\n", encoding="utf-8")
    res = CliRunner().invoke(main, ["check", str(f), "--json", "--timeout", "60"])
    assert "Traceback" not in res.output
    assert res.exit_code == 2, res.output
    row = json.loads(res.stdout.splitlines()[0])
    assert row["status"] == "error"
    assert "flooded its output" in row["message"], row["message"]

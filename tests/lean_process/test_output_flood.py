"""A toolchain that floods its output is read in bounded memory and ends ``crashed`` /
``error`` with what happened (issue 12, item 4; new-user run 12, F12): the one-shot
``lean --json`` runner and the persistent REPL alike."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main
from wzprove.lean.driver import FileDriver, Limits
from wzprove.lean.pipes import bounded_output
from wzprove.lean.pool import PoolConfig, Worker
from wzprove.lean.repl import ReplDriver
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


def _repl_toolchain(script: Path) -> Toolchain:
    return Toolchain(lean_cmd=("lean",), source="explicit", repl_cmd=(str(script),))


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    "body",
    [
        "exec yes garbage",  # lines without end, never a blank line
        "yes garbage | tr -d '\\n'",  # one line that never ends
        "yes garbage | head -c 60000000; sleep 30",  # 60 MB, then silence
    ],
)
def test_a_flooding_repl_is_killed_at_the_output_limit(tmp_path: Path, body: str) -> None:
    repl = _script(tmp_path / "repl", body)
    driver = ReplDriver(_repl_toolchain(repl))
    t0 = time.monotonic()
    try:
        run = driver.run(
            "theorem t : True := trivial\n", Limits(timeout_s=30, output_bytes=100_000)
        )
    finally:
        driver.close()
    assert time.monotonic() - t0 < 20  # not the 30 s timeout: killed for its output
    assert run.kind == "crashed" and run.backend == "repl"
    assert run.detail == "killed: it flooded its output (more than 100000 bytes)"
    assert driver.pid is None


@pytest.mark.timeout(60)
def test_a_repl_flooding_on_the_header_is_crashed(tmp_path: Path) -> None:
    repl = _script(tmp_path / "repl", "exec yes garbage")
    w = Worker(_repl_toolchain(repl), PoolConfig(backend="repl", timeout_s=30, memory_mb=None))
    t0 = time.monotonic()
    try:
        run = w.check("import Mathlib\ntheorem t : True := trivial\n")
    finally:
        w.close()
    assert time.monotonic() - t0 < 30
    assert run.kind == "crashed" and "flooded its output" in run.detail


@pytest.mark.timeout(120)
def test_a_flooding_repl_costs_bounded_memory(tmp_path: Path) -> None:
    """The REPL's flood is read in a child Python whose peak resident memory is measured:
    with the whole flood kept it would be above 300 MB."""
    repl = _script(tmp_path / "repl", "yes garbage | tr -d '\\n' | head -c 300000000")
    code = (
        "import resource, sys\n"
        "from wzprove.lean.driver import Limits\n"
        "from wzprove.lean.repl import ReplDriver\n"
        "from wzprove.lean.toolchain import Toolchain\n"
        f"tc = Toolchain(('lean',), 'explicit', repl_cmd=({str(repl)!r},))\n"
        "d = ReplDriver(tc)\n"
        "run = d.run('theorem t : True := trivial', Limits(timeout_s=60))\n"
        "d.close()\n"
        # VmHWM is this process's own peak: ru_maxrss keeps the parent's across exec
        # (getrusage(2)), so it read the whole test session's size in a full run
        "hwm = [l for l in open('/proc/self/status') if l.startswith('VmHWM:')]\n"
        "print(run.kind, int(hwm[0].split()[1]) // 1024 if hwm else"
        " resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=100,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    kind, peak_mb = out.stdout.split()
    assert kind == "crashed", out.stderr
    assert int(peak_mb) < 250, peak_mb  # default output limit 8 MiB, plus the interpreter

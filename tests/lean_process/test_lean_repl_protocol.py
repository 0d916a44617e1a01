"""The REPL back end's protocol handling, on transcripts WRITTEN FROM DOCUMENTATION, NOT
RECORDED (no REPL binary exists here; see fake_repl.py and transcripts/*.json, whose
shapes follow leanprover-community/repl README.md, REPL/Main.lean and REPL/JSON.lean).

A real process (``fake_repl.py``) speaks the protocol over pipes, so framing, header
reuse through environment ids, line shifting, timeouts, crashes and recycling are all
exercised over pipes as they would be with the real REPL.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wzprove.lean.driver import Limits
from wzprove.lean.errors import ReplProtocolError, ReplUnavailable
from wzprove.lean.pool import LeanPool, PoolConfig, Worker
from wzprove.lean.repl import ReplDriver, parse_response, split_header
from wzprove.lean.toolchain import Toolchain

HERE = Path(__file__).parent
LIMITS = Limits(timeout_s=10.0, memory_mb=None)


def replay(name: str) -> Toolchain:
    script = str(HERE / "fake_repl.py")
    transcript = str(HERE / "transcripts" / f"{name}.json")
    return Toolchain(
        lean_cmd=("lean",), source="explicit", repl_cmd=(sys.executable, script, transcript)
    )


def test_header_is_elaborated_once_and_reused() -> None:
    d = ReplDriver(replay("header_reuse"))
    try:
        ok = d.run("import Mathlib\n\ntheorem t : 1 + 1 = 2 := by norm_num\n", LIMITS)
        assert (ok.kind, ok.env, ok.messages) == ("ok", 1, [])
        pid = d.pid
        bad = d.run("import Mathlib\n\ntheorem u : 1 + 1 = 3 := by\n  norm_num\n", LIMITS)
        assert bad.kind == "error" and d.pid == pid  # same process, header not re-sent
        err = bad.messages[0]
        assert (err.severity, err.line, err.column, err.end_line) == ("error", 4, 2, 4)
        assert err.text.startswith("linarith failed")
        sor = d.run("import Mathlib\n\ntheorem v (x : Nat) : x = x := by sorry\n", LIMITS)
        assert sor.kind == "ok"  # sorry is a warning in real Lean; the audit rejects it
        assert sor.sorries[0]["goal"] == "x : Nat\n⊢ x = x"
        assert [m.severity for m in sor.messages] == ["warning"]
        fail = d.run("import Mathlib\n\nexample : True := trivial\n", LIMITS)
        assert fail.kind == "error" and fail.messages[0].text == "Unknown environment."
    finally:
        d.close()
    assert d.pid is None


def test_hanging_repl_times_out_and_is_replaced() -> None:
    w = Worker(replay("hang"), PoolConfig(backend="repl", timeout_s=0.5, memory_mb=None))
    run = w.check("import Mathlib\nexample : True := trivial\n")
    w.close()
    assert run.kind == "timeout" and run.attempts == 2 and run.history == ["timeout"]


def test_repl_that_dies_is_crashed_not_ok() -> None:
    w = Worker(replay("crash"), PoolConfig(backend="repl", timeout_s=5.0, memory_mb=None))
    run = w.check("import Mathlib\nexample : True := trivial\n")
    w.close()
    assert run.kind == "crashed" and run.messages == [] and run.attempts == 2


def test_recycled_after_max_checks() -> None:
    cfg = PoolConfig(backend="repl", timeout_s=5.0, memory_mb=None, max_checks_per_process=2)
    w = Worker(replay("recycle"), cfg)
    text = "import Mathlib\nexample : True := trivial\n"
    try:
        runs = [w.check(text) for _ in range(3)]
        pids = [w.pid()]
    finally:
        w.close()
    # the third check runs in a fresh process, which must get the header again
    assert [r.kind for r in runs] == ["ok", "ok", "ok"]
    assert [r.env for r in runs] == [1, 2, 1]
    assert w.restarts == 1 and pids[0] is not None


def test_pool_with_repl_backend() -> None:
    with LeanPool(replay("recycle"), workers=1, backend="repl", timeout=5.0) as pool:
        runs = pool.check_many(["import Mathlib\nexample : True := trivial\n"] * 2)
    assert [r.env for r in runs] == [1, 2]


def test_split_header_and_parse_response() -> None:
    assert split_header("prelude\n-- c\ninductive T where\n") == (
        "prelude\n-- c\n",
        "inductive T where\n",
        2,
    )
    assert split_header("theorem t : True := trivial\n")[0] == ""
    assert parse_response('Processing...\n{"env": 3}') == {"env": 3}
    with pytest.raises(ReplProtocolError):
        parse_response("not json")


def test_no_repl_is_a_typed_error() -> None:
    with pytest.raises(ReplUnavailable):
        ReplDriver(Toolchain(lean_cmd=("lean",), source="path"))

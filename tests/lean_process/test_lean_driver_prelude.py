"""The file back end and the pool against a real Lean (4.35, prelude files only).

Expected values come from Lean itself: what a well-typed / ill-typed term gives, where
Lean puts the error, what ``#print axioms`` lists for a theorem proved by an axiom.
"""

from __future__ import annotations

import os
import signal
import threading
import time

import psutil
import pytest
from prelude_texts import AXIOM_USE, GOOD, SORRY, TYPE_ERROR, slow_file

from wzprove.lean.driver import FileDriver, Limits
from wzprove.lean.messages import parse_axioms
from wzprove.lean.pool import LeanPool, default_workers
from wzprove.lean.toolchain import Toolchain

pytestmark = pytest.mark.lean

LIMITS = Limits(timeout_s=60.0, memory_mb=None)


def test_accepted_file_is_ok(prelude_lean: Toolchain) -> None:
    run = FileDriver(prelude_lean).run(GOOD, LIMITS)
    assert run.kind == "ok"
    assert run.returncode == 0
    assert [m for m in run.messages if m.severity == "error"] == []


def test_type_error_is_reported_at_its_place(prelude_lean: Toolchain) -> None:
    run = FileDriver(prelude_lean).run(TYPE_ERROR, LIMITS)
    assert run.kind == "error"
    assert run.returncode == 1
    errors = [m for m in run.messages if m.severity == "error"]
    last_line = TYPE_ERROR.rstrip("\n").count("\n") + 1
    col = TYPE_ERROR.splitlines()[-1].index("Eq.refl N.zero")
    assert (errors[0].line, errors[0].column) == (last_line, col)
    assert "mismatch" in errors[0].text.lower()


def test_sorry_is_an_error_in_prelude(prelude_lean: Toolchain) -> None:
    # without Init there is no sorryAx to elaborate `sorry` into
    run = FileDriver(prelude_lean).run(SORRY, LIMITS)
    assert run.kind == "error"


def test_print_axioms_is_parsed(prelude_lean: Toolchain) -> None:
    run = FileDriver(prelude_lean).run(AXIOM_USE, LIMITS)
    assert run.kind == "ok"
    assert parse_axioms(run.messages) == {"zero_one": ["cheat"]}
    clean = FileDriver(prelude_lean).run(GOOD + "#print axioms add_zero\n", LIMITS)
    assert parse_axioms(clean.messages) == {"add_zero": []}


def test_timeout_kills_and_retries_once(prelude_lean: Toolchain) -> None:
    with LeanPool(prelude_lean, workers=1, timeout=1.0, memory_mb=None) as pool:
        t0 = time.monotonic()
        run = pool.check(slow_file(18))
        wall = time.monotonic() - t0
    assert run.kind == "timeout"
    assert run.attempts == 2 and run.history == ["timeout"]
    assert run.messages == [] or all(m.severity != "error" for m in run.messages)
    assert 2.0 <= wall < 10.0


def test_memory_cap_is_enforced(prelude_lean: Toolchain) -> None:
    # the front end alone is ~90-110 MiB resident; 2^18 in unary needs far more
    with LeanPool(prelude_lean, workers=1, timeout=60.0, memory_mb=170) as pool:
        run = pool.check(slow_file(18))
    assert run.kind == "memory"
    assert run.attempts == 2
    assert run.peak_rss_mb > 170


def test_killed_process_is_replaced_and_batch_loses_nothing(prelude_lean: Toolchain) -> None:
    batch = [GOOD, slow_file(14), TYPE_ERROR, GOOD, AXIOM_USE]
    killed: list[int] = []
    with LeanPool(prelude_lean, workers=2, timeout=300.0, memory_mb=None) as pool:

        def killer() -> None:
            # the slow check is the one that grows past 140 MiB (the others stay ~100 MiB)
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and not killed:
                for pid in pool.active_pids():
                    try:
                        rss = psutil.Process(pid).memory_info().rss / 2**20
                    except psutil.Error:
                        continue
                    if rss > 140:
                        os.kill(pid, signal.SIGKILL)
                        killed.append(pid)
                        break
                time.sleep(0.02)

        th = threading.Thread(target=killer)
        th.start()
        runs = pool.check_many(batch)
        th.join()
    assert killed, "the slow check was never seen running"
    assert [r.kind for r in runs] == ["ok", "ok", "error", "ok", "ok"]
    assert runs[1].attempts == 2 and runs[1].history == ["crashed"]
    assert all(r.attempts == 1 for i, r in enumerate(runs) if i != 1)
    assert parse_axioms(runs[4].messages) == {"zero_one": ["cheat"]}


def test_dead_process_output_is_never_success(tmp_path) -> None:
    # a "lean" that exits with status 3 printing nothing, and one killed by a signal
    quits = Toolchain(lean_cmd=("/bin/sh", "-c", "exit 3", "sh"), source="explicit")
    killed = Toolchain(lean_cmd=("/bin/sh", "-c", "kill -9 $$", "sh"), source="explicit")
    for tc, code in ((quits, 3), (killed, -9)):
        run = FileDriver(tc).run(GOOD, LIMITS)
        assert run.kind == "crashed" and run.messages == [] and run.returncode == code


def test_default_workers_is_cores_minus_one() -> None:
    assert default_workers() == max(1, len(os.sched_getaffinity(0)) - 1)

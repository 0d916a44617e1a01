"""The batch runner (``wzprove.bench.runner``, ``wzprove.commands.bench.bench_run``): resume after a
kill, bad items, pass@k and the hard limit per attempt.

Known values: Σ_{k=0}^{n} C(n,k) = 2^n has a WZ certificate (A = B ch. 7), so it ends
``certified``; Σ_{k=0}^{n} k = n^2 over ℕ is false from n = 2 on (0+1+2 = 3 ≠ 4).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from wzprove.bench.runner import ResultsFile, run_item, run_items
from wzprove.bench.suites import BenchError, load_suite
from wzprove.commands.bench import bench_run
from wzprove.pipeline import ProveOptions

REPO = Path(__file__).resolve().parents[2]
FAST = ProveOptions(falsity_time_s=0.2, timeout_s=2.0)

BINOMIAL = "theorem binomial_sum (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n"
WRONG = "theorem wrong_sum (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k = n ^ 2"


def small_jsonl(tmp_path: Path) -> Path:
    f = tmp_path / "small.jsonl"
    f.write_text(
        json.dumps({"name": "binomial_sum", "formal_statement": BINOMIAL})
        + "\n"
        + '{"name": "broken", "formal_statement": "theorem broken'  # cut in the middle
        + "\n"
        + json.dumps({"name": "wrong_sum", "formal_statement": WRONG})
        + "\n"
    )
    return f


def read_rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_malformed_line_ends_error_and_the_rest_run(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    result = bench_run("lci", small_jsonl(tmp_path), out, timeout=5, progress=False, options=FAST)
    rows = {r["name"]: r for r in read_rows(out)}
    assert set(rows) == {"binomial_sum", "row2", "wrong_sum"}
    assert rows["row2"]["status"] == "error"
    assert "bad JSON" in rows["row2"]["message"] and ":2:1" in rows["row2"]["message"]
    assert rows["binomial_sum"]["status"] == "certified"
    assert rows["wrong_sum"]["status"] == "false"
    n = int(rows["wrong_sum"]["counterexample"]["n"])
    assert sum(range(n + 1)) != n**2
    for row in rows.values():
        assert row["suite"] == "lci" and row["attempt"] == 1
        assert "wzprove_version" in row and isinstance(row["seconds"], float)
    assert result.stats.written == 3 and result.stats.counts["error"] == 1
    assert result.markdown.exists()


def test_rerun_skips_done_items(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    data = small_jsonl(tmp_path)
    first = bench_run("lci", data, out, limit=1, timeout=5, progress=False, options=FAST)
    assert first.stats.written == 1
    again = bench_run("lci", data, out, timeout=5, progress=False, options=FAST)
    assert again.stats.skipped == 1 and again.stats.written == 2
    names = [r["name"] for r in read_rows(out)]
    assert sorted(names) == ["binomial_sum", "row2", "wrong_sum"]


def test_truncated_last_line_is_cut_on_resume(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    data = small_jsonl(tmp_path)
    bench_run("lci", data, out, limit=1, timeout=5, progress=False, options=FAST)
    with out.open("a") as fh:
        fh.write('{"name": "row2", "status": "err')  # a kill in the middle of a write
    results = ResultsFile(out)
    results.close()
    assert results.done("lci") == {"binomial_sum"}
    bench_run("lci", data, out, timeout=5, progress=False, options=FAST)
    rows = read_rows(out)  # every line is whole JSON again
    assert Counter(r["name"] for r in rows) == Counter(["binomial_sum", "row2", "wrong_sum"])


def test_whole_last_row_without_newline_is_kept(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    out.write_text('{"name": "a", "status": "failed", "suite": "lci"}')
    results = ResultsFile(out)
    results.append({"name": "b", "status": "failed", "suite": "lci"})
    results.close()
    assert [r["name"] for r in read_rows(out)] == ["a", "b"]


def test_pass_at_k_stops_at_first_success_and_at_a_counterexample(tmp_path: Path) -> None:
    items = {i.name: i for i in load_suite("lci", small_jsonl(tmp_path))}
    row = run_item(items["binomial_sum"], "lci", FAST, pass_k=3)
    assert row["status"] == "certified" and row["attempt"] == 1 and row["seed"] == 0
    row = run_item(items["wrong_sum"], "lci", FAST, pass_k=3)
    assert row["status"] == "false" and row["attempt"] == 1


def test_hard_limit_fails_an_attempt_and_pass_k_retries_with_new_seeds() -> None:
    items = {i.name: i for i in load_suite("wzprove-100")}
    row = run_item(items["gosper_sum_id"], "wzprove-100", FAST, pass_k=3, hard_limit=0.01)
    assert row["status"] == "failed"
    assert "hard limit" in row["message"]
    assert row["attempt"] == 3 and row["seed"] == 2


def test_bad_arguments_raise_bench_errors(tmp_path: Path) -> None:
    with pytest.raises(BenchError, match="workers"):
        run_items([], tmp_path / "r.jsonl", "x", FAST, workers=0, progress=False)
    with pytest.raises(BenchError, match="pass-k"):
        run_items([], tmp_path / "r.jsonl", "x", FAST, pass_k=0, progress=False)
    with pytest.raises(BenchError, match="timeout"):
        bench_run("wzprove-100", out=tmp_path / "r.jsonl", timeout=0, progress=False)


KILLED_RUN = """
import sys
from wzprove.commands.bench import bench_run
from wzprove.pipeline import ProveOptions
bench_run("wzprove-100", out=sys.argv[1], limit=int(sys.argv[2]), workers=2, timeout=2,
          progress=False, options=ProveOptions(falsity_time_s=0.2, out_dir=sys.argv[3]))
"""


def test_resume_after_kill_repeats_and_loses_nothing(tmp_path: Path) -> None:
    """A run killed with SIGKILL after some rows, then rerun: every item once."""
    t0 = time.monotonic()
    out = tmp_path / "r.jsonl"
    limit = 12
    proc = subprocess.Popen(
        [sys.executable, "-c", KILLED_RUN, str(out), str(limit), str(tmp_path)],
        cwd=REPO,
        start_new_session=True,  # its own process group: the workers die with it
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        while time.monotonic() - t0 < 40:
            if out.exists() and out.read_text().count("\n") >= 4:
                break
            if proc.poll() is not None:
                break
            time.sleep(0.05)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    before = [json.loads(line) for line in out.read_text().splitlines() if line.endswith("}")]
    assert 4 <= len(before) < limit, "the kill should land in the middle of the run"
    bench_run(
        "wzprove-100", out=out, limit=limit, workers=1, timeout=2, progress=False, options=FAST
    )
    names = [r["name"] for r in read_rows(out)]
    expected = [i.name for i in load_suite("wzprove-100")][:limit]
    assert len(names) == len(set(names)), "an item was repeated"
    assert set(names) == set(expected), "an item was lost"
    assert time.monotonic() - t0 < 300  # a hang guard, not a speed target


@pytest.mark.slow
def test_ray_tasks_give_the_same_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("ray")
    # Ray 2.60 in-process: token authentication off (it stays in os.environ otherwise and
    # breaks a later Ray session of the same test process)
    monkeypatch.setenv("RAY_AUTH_MODE", "disabled")
    out = tmp_path / "r.jsonl"
    options = ProveOptions(out_dir=tmp_path)  # Ray workers may not share the test's cwd
    data = small_jsonl(tmp_path)
    bench_run("lci", data, out, ray="local", timeout=5, progress=False, options=options)
    rows = {r["name"]: r["status"] for r in read_rows(out)}
    assert rows == {"binomial_sum": "certified", "row2": "error", "wrong_sum": "false"}

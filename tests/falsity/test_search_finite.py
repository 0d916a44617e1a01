"""The counterexample search is finite whatever its time limit (new-user run 12, F13):
``refute --timeout inf`` ends, after the grid and at most ``RANDOM_ROUNDS`` random rounds."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main
from wzprove.falsity.search import MIN_GRID_POINTS, RANDOM_ROUNDS, ROUND_SIZE, search
from wzprove.lean.parser import parse_text

BINOMIAL = "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by sorry"


@pytest.mark.timeout(240)
def test_search_without_a_time_limit_ends_after_its_rounds() -> None:
    (parsed,) = parse_text(BINOMIAL)
    report = search(parsed.identity, time_limit=float("inf"))
    assert report.counterexample is None and report.grid_complete
    # the whole grid n = 0..40, then every point of every random round (all evaluable)
    assert report.points_checked == 41 + RANDOM_ROUNDS * ROUND_SIZE
    assert report.points_failed == 0


@pytest.mark.timeout(300)
def test_refute_with_timeout_inf_ends(tmp_path: Path) -> None:
    f = tmp_path / "t.lean"
    f.write_text("import Mathlib\n\n" + BINOMIAL + "\n", encoding="utf-8")
    t0 = time.monotonic()
    res = CliRunner().invoke(main, ["refute", str(f), "--timeout", "inf", "--json"])
    assert res.exit_code == 0, res.output
    (row,) = [json.loads(x) for x in res.stdout.splitlines() if x.startswith("{")]
    assert row["status"] == "no-counterexample"
    assert time.monotonic() - t0 < 240


def test_the_first_grid_points_are_visited_whatever_the_time_limit() -> None:
    # the answer on the smallest points does not depend on the machine's load: with no time
    # at all, the first MIN_GRID_POINTS points (n = 0..7) are still checked
    (parsed,) = parse_text(
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n + n / 5 := by sorry"
    )
    report = search(parsed.identity, time_limit=0.0)
    found = report.counterexample
    assert found is not None and found.point == {"n": 5}  # 32 vs 33: the sixth grid point
    assert report.points_checked == 6
    (true,) = parse_text(BINOMIAL)
    report = search(true.identity, time_limit=0.0)
    assert report.counterexample is None and report.points_checked == MIN_GRID_POINTS
    assert not report.grid_complete

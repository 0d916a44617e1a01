"""The counterexample search is finite whatever its time limit (new-user run 12, F13):
``refute --timeout inf`` ends, after the grid and at most ``RANDOM_ROUNDS`` random rounds."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main
from wzprove.falsity.search import RANDOM_ROUNDS, ROUND_SIZE, search
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

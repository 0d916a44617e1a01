"""The counterexample search is finite whatever its time limit (new-user run 12, F13):
``refute --timeout inf`` ends, after the grid and at most ``RANDOM_ROUNDS`` random rounds;
with a point budget it searches the same points on a loaded machine as on a quiet one
(issue 12), the time limit only a cap that says when it cut the search."""

from __future__ import annotations

import importlib
import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main
from wzprove.falsity.search import MIN_GRID_POINTS, RANDOM_ROUNDS, ROUND_SIZE, search
from wzprove.lean.parser import parse_text

# the module (the package's attribute `search` is the function)
search_module = importlib.import_module("wzprove.falsity.search")

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


class _Clock:
    """A stand-in for ``time`` in the search module: ``monotonic`` moves ``step`` seconds
    per call, as a machine whose load makes every point take that long."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def monotonic(self) -> float:
        self.now += self.step
        return self.now


def _search_at_load(identity, step: float, monkeypatch: pytest.MonkeyPatch, **kw):  # type: ignore[no-untyped-def]
    with monkeypatch.context() as m:
        m.setattr(search_module, "time", _Clock(step))
        return search(identity, **kw)


def test_a_point_budget_gives_the_same_search_on_a_loaded_machine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``n / 43 = 0`` is false only past the grid (n ≤ 40): its counterexample is met in the
    random rounds, after 185 points.  With a point budget the search is the same on a quiet
    and on a loaded machine as long as the time limit is not reached; past it, the report
    says the time limit cut it."""
    (false,) = parse_text("theorem t (n : ℕ) : n / 43 = 0 := by sorry")
    (true,) = parse_text(BINOMIAL)
    quiet = _search_at_load(false.identity, 0.0, monkeypatch, time_limit=3.0, max_points=1000)
    loaded = _search_at_load(false.identity, 0.002, monkeypatch, time_limit=3.0, max_points=1000)
    for report in (quiet, loaded):
        found = report.counterexample
        assert found is not None and found.point == {"n": 43}
        assert (report.points_checked, report.time_limited) == (185, False)
    # a true statement: exactly the budget's points, quiet or loaded
    for step in (0.0, 0.002):
        report = _search_at_load(true.identity, step, monkeypatch, time_limit=3.0, max_points=1000)
        assert report.counterexample is None
        assert (report.points_visited, report.budget_spent, report.time_limited) == (
            1000,
            True,
            False,
        )
        assert "(whole grid; point budget reached after it;" in report.summary()
    # loaded past the time limit: cut, and said so
    cut = _search_at_load(true.identity, 0.01, monkeypatch, time_limit=3.0, max_points=1000)
    assert cut.time_limited and not cut.budget_spent and cut.points_visited < 1000
    assert "(whole grid; time limit reached after it;" in cut.summary()
    # a budget inside the grid
    small = search(true.identity, time_limit=60, max_points=20)
    assert (small.points_visited, small.grid_complete, small.budget_spent) == (20, False, True)
    assert "(point budget reached inside the grid;" in small.summary()


def test_refute_searches_its_point_budget(tmp_path: Path) -> None:
    f = tmp_path / "t.lean"
    f.write_text("import Mathlib\n\n" + BINOMIAL + "\n", encoding="utf-8")
    res = CliRunner().invoke(
        main, ["refute", str(f), "--timeout", "inf", "--points", "300", "--json"]
    )
    assert res.exit_code == 0, res.output
    (row,) = [json.loads(x) for x in res.stdout.splitlines() if x.startswith("{")]
    assert (row["status"], row["points_checked"]) == ("no-counterexample", 300)
    assert "point budget reached after it" in row["message"]

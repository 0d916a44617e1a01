"""``prove``'s falsity search around the certificate (issue 17): the exact grid runs first on
the original statement, the random phase only where no certificate was verified.  Counts
are the real numbers of points evaluated (``report.falsity_points``), never times."""

from __future__ import annotations

from pathlib import Path

from wzprove.falsity import search
from wzprove.falsity.search import NAT_GRID, ROUND_SIZE
from wzprove.lean.parser import parse_text
from wzprove.pipeline.options import FALSITY_RANDOM_POINTS, ProveOptions
from wzprove.pipeline.run import certify_theorem

# True: Σ_{k ≤ n} C(n, k) = 2^n (CM §5.1); certified by the engine.
ROW_SUM = """theorem row_sum (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) = 2 ^ n := by sorry"""

# False in Lean only: 2^(n-1) truncates at n = 0 (1 vs 2); the mathematical identity
# Σ (k+1) C(n,k) = 2^(n-1) (n+2) holds for every n ≥ 0, so only the grid sees it.
TRUNCATED = """theorem trunc_false (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k + 1) * Nat.choose n k = 2 ^ (n - 1) * (n + 2) := by sorry"""

# False only past the grid (n ≤ 40): n / 41 = 0 fails at n = 41; no sum, so no certificate.
PAST_GRID = """theorem past_grid (n : ℕ) : n / 41 = 0 := by sorry"""

# False only past the grid (n ≥ 100): the random phase's second round (values ≤ 160) finds it.
PAST_80 = """theorem past_80 (n : ℕ) : n / 100 = 0 := by sorry"""

# False only far past the grid (n ≥ 200), beyond the random phase's points (values ≤ 160).
FAR_PAST_GRID = """theorem far_past_grid (n : ℕ) : n / 200 = 0 := by sorry"""


def _certify(text: str, tmp_path: Path, seconds: float = 30.0):  # noqa: ANN202
    (parsed,) = parse_text(text, "t.lean")
    opts = ProveOptions(out_dir=tmp_path, timeout_s=60, falsity_time_s=seconds)
    return parsed, certify_theorem(parsed, opts)


def test_certified_statement_skips_the_random_phase(tmp_path: Path) -> None:
    parsed, done = _certify(ROW_SUM, tmp_path)
    assert done.report.status == "certified", done.report.message
    grid = NAT_GRID[1] + 1  # n = 0..40
    assert done.report.falsity_points == grid
    assert "falsity_random" not in done.report.timings
    # the search as it ran before (grid, then random rounds of 48 points) evaluates more
    before = search(parsed.identity, time_limit=60, random_rounds=2)
    assert before.points_checked == grid + 2 * 48 > done.report.falsity_points


def test_false_in_lean_only_is_found_on_the_grid(tmp_path: Path) -> None:
    _, done = _certify(TRUNCATED, tmp_path)
    assert done.report.status == "false"
    assert done.report.counterexample == {"n": "0"}
    assert done.report.falsity_points == 1
    assert done.result is None and done.report.certificate is None


def test_uncertified_statement_runs_the_random_phase(tmp_path: Path) -> None:
    _, done = _certify(PAST_GRID, tmp_path)
    assert done.report.status == "false", done.report.message
    assert done.report.counterexample == {"n": "42"}  # the least of the first round's
    # the grid, then the first round of random points (the one that holds n = 42)
    assert done.report.falsity_points == NAT_GRID[1] + 1 + ROUND_SIZE
    assert "falsity_random" in done.report.timings
    assert done.report.method is None and done.report.certificate is None


def test_the_search_is_a_number_of_points_not_a_time(tmp_path: Path) -> None:
    """Grid, then FALSITY_RANDOM_POINTS seeded points, whatever the time given (issue 17:
    the verdict must not depend on the machine's load); n / 200 = 0 is false only at
    values the random phase's two rounds (n ≤ 80, then n ≤ 160) do not reach, so prove
    leaves it out-of-scope, with the same count under a 3 s and a 60 s cap; n / 100 = 0
    is found false in the second round."""
    for seconds in (3.0, 60.0):
        _, done = _certify(FAR_PAST_GRID, tmp_path, seconds)
        assert done.report.status == "out-of-scope", done.report.message
        assert done.report.falsity_points == NAT_GRID[1] + 1 + FALSITY_RANDOM_POINTS
    _, done = _certify(PAST_80, tmp_path)
    assert done.report.status == "false", done.report.message
    assert int(done.report.counterexample["n"]) >= 100


def test_grid_only_and_random_only_searches_partition_the_work() -> None:
    (parsed,) = parse_text(ROW_SUM, "t.lean")
    grid = search(parsed.identity, time_limit=60, random_rounds=0)
    assert grid.points_checked == NAT_GRID[1] + 1 and grid.grid_complete
    rest = search(parsed.identity, time_limit=60, random_rounds=1, grid=False)
    assert rest.points_checked == 48 and not rest.grid_complete
    both = search(parsed.identity, time_limit=60, random_rounds=1)
    assert both.points_checked == grid.points_checked + rest.points_checked

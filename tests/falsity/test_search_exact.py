"""Exact counts, grids and reports of the falsity search (added after a mutation run over
``falsity/search.py``: each test pins a value the search's soundness or its report depends on)."""

from __future__ import annotations

import random
import time
from fractions import Fraction

from tests.falsity.terms import c, cast, identity, op, total, v
from wzprove.falsity.search import (
    RANDOM_ROUNDS,
    ROUND_SIZE,
    SearchReport,
    _random_value,
    find_counterexample,
    grid_values,
    point_key,
    search,
    searched_variables,
    small_rationals,
)
from wzprove.model.identity import Variable

n, m = v("n"), v("m")
F = Fraction


def test_summary_words_each_case() -> None:
    found = SearchReport(None, 3, 1, 2, True, 0.25)
    assert found.summary() == (
        "3 points checked (whole grid; 1 excluded by hypotheses, 2 not evaluable) in 0.25s"
    )
    cut = SearchReport(None, 3, 0, 0, False, 1.0)
    assert "(time limit reached inside the grid; 0 excluded" in cut.summary()
    ident = identity("t", [("n", "ℕ")], n, c(1), "ℕ")
    ce = search(ident, random_rounds=0).counterexample
    stopped = SearchReport(ce, 1, 0, 0, False, 0.5)
    assert stopped.summary().startswith("1 points checked (stopped at the first counterexample;")


def test_point_key_orders_by_largest_value_then_sign() -> None:
    assert point_key([]) == (F(0), ())
    assert point_key([F(0)]) == (F(0), ((F(0), False),))
    assert point_key([F(-1), F(1, 2)]) == (F(1), ((F(1), True), (F(1, 2), False)))


def test_grid_values_of_each_type() -> None:
    nat, integer, rat = Variable("n", "ℕ"), Variable("z", "ℤ"), Variable("x", "ℚ")
    assert grid_values([nat]) == [[F(i) for i in range(41)]]
    assert grid_values([nat, nat]) == [[F(i) for i in range(21)]] * 2
    assert grid_values([nat, nat, nat]) == [[F(i) for i in range(13)]] * 3
    (ints,) = grid_values([integer])
    assert ints[:5] == [0, 1, -1, 2, -2] and ints[-2:] == [12, -12] and len(ints) == 25
    (rats,) = grid_values([Variable("x", "ℝ")])
    assert rats == small_rationals() and grid_values([rat]) == [rats]


def test_small_rationals_exact() -> None:
    vals = small_rationals()
    assert len(vals) == 47 and len(set(vals)) == 47
    assert vals[:5] == [F(0), F(1, 6), F(-1, 6), F(1, 5), F(-1, 5)]
    assert vals[-4:] == [F(5), F(-5), F(6), F(-6)]
    assert small_rationals(1) == [F(0), F(1), F(-1)]


def test_random_values_cover_their_range() -> None:
    rng = random.Random(0)
    nat = {_random_value(rng, Variable("n", "ℕ"), 2) for _ in range(200)}
    assert nat == {0, 1, 2}
    ints = {_random_value(rng, Variable("z", "ℤ"), 2) for _ in range(200)}
    assert ints == {-2, -1, 0, 1, 2}
    rats = {_random_value(rng, Variable("x", "ℚ"), 2) for _ in range(400)}
    assert min(rats) == -2 and max(rats) == 2 and F(-1, 2) in rats and F(3, 2) in rats
    assert rats <= {F(p, 2) for p in range(-4, 5)}


def test_searched_variables_are_the_used_numeric_ones() -> None:
    ident = identity("t", [("n", "ℕ"), ("y", "ℕ"), ("m", "ℕ")], m, n, "ℕ")
    assert [x.name for x in searched_variables(ident)] == ["n", "m"]


def test_exact_counts_of_a_true_identity() -> None:
    # n = n: the whole grid (41 points), then 400 random rounds of 48 points
    ident = identity("t", [("n", "ℕ")], n, n, "ℕ")
    grid_only = search(ident, random_rounds=0, time_limit=60)
    assert (grid_only.points_checked, grid_only.grid_complete) == (41, True)
    assert grid_only.variables == ("n",) and grid_only.elapsed < 60
    full = search(ident, time_limit=120)
    assert full.counterexample is None and full.grid_complete is True
    assert RANDOM_ROUNDS == 60 and full.points_checked == 41 + RANDOM_ROUNDS * ROUND_SIZE
    # no variable: one point, no random phase
    closed = search(identity("t", [], c(2), c(2), "ℕ"), time_limit=60)
    assert (closed.points_checked, closed.grid_complete, closed.variables) == (1, True, ())


def test_exact_failed_and_checked_counts() -> None:
    # (n : ℝ) ^ (1/65 : ℝ): a root index beyond algebraic.MAX_ROOT_INDEX is evaluated only
    # where the root is rational, at n = 0 and n = 1 of 0..40
    root = op("pow", "ℝ", cast(n, "ℝ"), c("1/65", "ℝ"))
    report = search(identity("t", [("n", "ℕ")], root, root, "ℝ"), random_rounds=0, time_limit=60)
    assert (report.points_checked, report.points_failed, report.points_excluded) == (2, 39, 0)
    # (n : ℝ) ^ (1/2 : ℝ) is exact everywhere: rational at the squares, algebraic elsewhere
    root = op("pow", "ℝ", cast(n, "ℝ"), c("1/2", "ℝ"))
    report = search(identity("t", [("n", "ℕ")], root, root, "ℝ"), random_rounds=0, time_limit=60)
    assert (report.points_checked, report.points_failed, report.points_excluded) == (41, 0, 0)
    # a hypothesis excludes points: 5 ≤ n * n leaves 38 of 0..40
    hyp = op("le", "Prop", c(5), op("mul", "ℕ", n, n))
    report = search(identity("t", [("n", "ℕ")], n, n, "ℕ", [hyp]), random_rounds=0)
    assert (report.points_checked, report.points_failed, report.points_excluded) == (38, 0, 3)
    # 5 ≤ n is a lower bound: the grid starts there (41 points, 5..45, none excluded)
    hyp = op("le", "Prop", c(5), n)
    report = search(identity("t", [("n", "ℕ")], n, n, "ℕ", [hyp]), random_rounds=0)
    assert (report.points_checked, report.points_failed, report.points_excluded) == (41, 0, 0)
    assert report.region == "n ∈ 5..45"


def test_grid_counterexample_report() -> None:
    # (if n = 7 then 1 else 0) = 0 fails first at n = 7, the 8th point checked
    lhs = op("ite", "ℕ", op("eq", "Prop", n, c(7)), c(1), c(0))
    report = search(identity("t", [("n", "ℕ")], lhs, c(0), "ℕ"))
    ce = report.counterexample
    assert ce is not None and ce.point == {"n": 7} and (ce.lhs, ce.rhs) == (1, 0)
    assert ce.points_checked == 8 and report.points_checked == 8
    assert report.grid_complete is False


def test_time_limit_inside_the_grid() -> None:
    # Σ_{k < 400 n} k at n = 0..40: seconds for the whole grid, always evaluable
    s = total("k", c(0), op("mul", "ℕ", c(400), n), v("k"), "ℕ")
    t0 = time.monotonic()
    report = search(identity("t", [("n", "ℕ")], s, s, "ℕ"), time_limit=0.2)
    assert time.monotonic() - t0 < 2.0
    assert report.grid_complete is False and 0 < report.points_checked < 41
    assert report.points_failed == 0
    t0 = time.monotonic()
    assert find_counterexample(identity("t", [("n", "ℕ")], s, s, "ℕ"), time_limit=0.2) is None
    assert time.monotonic() - t0 < 2.0


def test_random_phase_is_seeded_and_pinned() -> None:
    # (if n < 42 then 0 else n) = 0 holds on the grid 0..40; seed 0 draws 42 in the first
    # round (scale 40 + 2), seed 1 only in the second: the counts tell the rounds apart
    lhs = op("ite", "ℕ", op("lt", "Prop", n, c(42)), c(0), n)
    ident = identity("t", [("n", "ℕ"), ("y", "ℕ")], lhs, c(0), "ℕ")
    report = search(ident)
    ce = report.counterexample
    assert ce is not None and ce.point == {"n": 42, "y": 0} and (ce.lhs, ce.rhs) == (42, 0)
    assert (report.points_checked, ce.points_checked) == (41 + ROUND_SIZE, 41 + ROUND_SIZE)
    assert report.grid_complete is True and report.variables == ("n",)
    assert search(ident, seed=1).points_checked == 41 + 2 * ROUND_SIZE
    default = find_counterexample(ident)
    assert default.point == {"n": 42, "y": 0} and default.points_checked == 41 + ROUND_SIZE
    assert find_counterexample(ident, seed=1).points_checked == 41 + 2 * ROUND_SIZE


def test_random_phase_returns_the_least_point_of_its_round() -> None:
    # n + m < 41 on the grid 0..20²; the first random round (scale 20 + 2) has points with
    # n + m ≥ 41, and the least by point_key (largest |value| first) is returned
    lhs = op("ite", "ℕ", op("lt", "Prop", op("add", "ℕ", n, m), c(41)), c(0), c(1))
    report = search(identity("t", [("n", "ℕ"), ("m", "ℕ")], lhs, c(0), "ℕ"), seed=0)
    assert report.counterexample is not None
    assert report.counterexample.point == {"n": 21, "m": 20}
    assert report.points_checked == 21 * 21 + ROUND_SIZE


def test_three_variables_reach_the_random_phase() -> None:
    ident = identity(
        "t",
        [("a", "ℕ"), ("b", "ℕ"), ("d", "ℕ")],
        op("add", "ℕ", v("a"), op("add", "ℕ", v("b"), v("d"))),
        op("add", "ℕ", v("d"), op("add", "ℕ", v("b"), v("a"))),
        "ℕ",
    )
    report = search(ident, random_rounds=2, time_limit=60)
    assert report.points_checked == 13**3 + 2 * ROUND_SIZE

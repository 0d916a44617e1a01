"""The counterexample search: minimality, hypotheses, failures, random phase, budget."""

import time
from fractions import Fraction

from tests.falsity.terms import c, identity, op, v
from wzprove.falsity import find_counterexample, point_key, search
from wzprove.falsity.search import grid_points, small_rationals

n, m = v("n"), v("m")


def test_minimal_counterexample_is_smallest_max_then_lexicographic() -> None:
    # n = m fails at (0,1), (1,0), ...: the least by largest value, then lexicographic
    ce = find_counterexample(identity("t", [("n", "ℕ"), ("m", "ℕ")], n, m, "ℕ"))
    assert ce is not None and ce.point == {"n": 0, "m": 1}
    # n * m = 0 fails first at (1, 1)
    ce = find_counterexample(
        identity("t", [("n", "ℕ"), ("m", "ℕ")], op("mul", "ℕ", n, m), c(0), "ℕ")
    )
    assert ce is not None and ce.point == {"n": 1, "m": 1}


def test_minimal_rational_counterexample() -> None:
    # x * x = x holds only at 0 and 1: the least |x| on the grid p/q (|p|, q ≤ 6) is 1/6
    x = v("x", "ℚ")
    ce = find_counterexample(identity("t", [("x", "ℚ")], op("mul", "ℚ", x, x), x, "ℚ"))
    assert ce is not None and ce.point == {"x": Fraction(1, 6)} and ce.lhs == Fraction(1, 36)
    z = v("z", "ℤ")
    ce = find_counterexample(identity("t", [("z", "ℤ")], op("mul", "ℤ", z, z), z, "ℤ"))
    assert ce is not None and ce.point == {"z": -1}


def test_positive_before_negative_at_equal_size() -> None:
    assert point_key([Fraction(1)]) < point_key([Fraction(-1)])
    assert point_key([Fraction(-1), Fraction(0)]) < point_key([Fraction(2), Fraction(0)])
    x = v("x", "ℤ")
    ce = find_counterexample(identity("t", [("x", "ℤ")], op("mul", "ℤ", x, c(0, "ℤ")), x, "ℤ"))
    assert ce is not None and ce.point == {"x": 1}


def test_grid_points_come_in_key_order() -> None:
    vals = [small_rationals(2), [Fraction(i) for i in range(3)]]
    pts = list(grid_points(vals))
    assert len(pts) == len(set(pts)) == len(vals[0]) * len(vals[1])
    assert [point_key(p) for p in pts] == sorted(point_key(p) for p in pts)


def test_hypotheses_are_respected() -> None:
    # 5 ≤ n * n → n = 5: points n = 0, 1, 2 are no counterexample; the least is n = 3 (a
    # nonlinear hypothesis: the grid is not shifted, its points are tested one by one)
    hyp = op("le", "Prop", c(5), op("mul", "ℕ", n, n))
    ident = identity("t", [("n", "ℕ")], n, c(5), "ℕ", [hyp])
    report = search(ident)
    assert report.counterexample is not None and report.counterexample.point == {"n": 3}
    assert report.points_excluded == 3


def test_points_that_cannot_be_evaluated_are_skipped_and_counted() -> None:
    # 2^(2^(2^n)) is too large to evaluate from n = 5 on; the identity holds elsewhere
    big = op("pow", "ℕ", c(2), op("pow", "ℕ", c(2), op("pow", "ℕ", c(2), n)))
    report = search(identity("t", [("n", "ℕ")], big, big, "ℕ"), time_limit=1.0)
    assert report.counterexample is None
    assert report.points_failed > 0 and report.points_checked >= 5


def test_random_phase_finds_counterexamples_beyond_the_grid() -> None:
    # (if n < 45 then 0 else 1) = 0 holds on the grid 0..40 and fails from 45 on
    cond = op("lt", "Prop", n, c(45))
    lhs = op("ite", "ℕ", cond, c(0), c(1))
    a = search(identity("t", [("n", "ℕ")], lhs, c(0), "ℕ"), seed=1)
    b = search(identity("t", [("n", "ℕ")], lhs, c(0), "ℕ"), seed=1)
    assert a.counterexample is not None and a.counterexample.point["n"] >= 45
    assert a.counterexample.point == b.counterexample.point  # seeded: reproducible


def test_time_limit_is_respected_and_counts_reported() -> None:
    # a slow true identity: Σ_{k < 40 n} k = Σ_{k < 40 n} k
    from tests.falsity.terms import total

    k = v("k")
    s = total("k", c(0), op("mul", "ℕ", c(400), n), k, "ℕ")
    t0 = time.monotonic()
    report = search(identity("t", [("n", "ℕ")], s, s, "ℕ"), time_limit=0.3)
    assert time.monotonic() - t0 < 1.5
    assert report.counterexample is None and report.points_checked > 0
    assert "points checked" in report.summary()


def test_unused_variables_are_not_searched_and_get_zero() -> None:
    y = "y"
    ce = find_counterexample(identity("t", [("n", "ℕ"), (y, "ℕ")], n, op("add", "ℕ", n, c(1)), "ℕ"))
    assert ce is not None and ce.point == {"n": 0, "y": 0}

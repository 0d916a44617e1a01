"""The value window of the engine's falsity check (``wz.evaluate.find_counterexample``, run by
``certify`` before any proof): its exact size and order, pinned by identities that fail at one
point only (a smaller window would miss them and let ``certify`` go on to a false statement)."""

from __future__ import annotations

from sympy import Sum, binomial, symbols

from wzprove.wz.evaluate import find_counterexample, grid

n, k, a, b, c, d = symbols("n k a b c d", integer=True)
ROW = Sum(binomial(n, k), (k, 0, n))


def test_one_variable_window_reaches_eight() -> None:
    # 2^n + C(n, 8) differs from the row sum 2^n at n = 8 only among 0..8
    assert find_counterexample(ROW, 2**n + binomial(n, 8), [n]) == {"n": "8"}
    # the window is 0..8: a difference from n = 9 on is beyond it
    assert find_counterexample(ROW, 2**n + binomial(n, 9), [n]) is None


def test_four_variables_window_is_zero_to_six() -> None:
    # (max + 1)^4 <= 3000 gives max = 6 for four variables
    assert find_counterexample(binomial(d, 6), 0, [a, b, c, d]) == {
        "a": "0",
        "b": "0",
        "c": "0",
        "d": "6",
    }
    assert find_counterexample(binomial(d, 7), 0, [a, b, c, d]) is None


def test_lower_bounds_start_the_window() -> None:
    # n = 3 for n >= 3 fails first at n = 4; from 0 it fails at n = 0
    assert find_counterexample(n, 3, [n], {n: 3}) == {"n": "4"}
    assert find_counterexample(n, 3, [n]) == {"n": "0"}


def test_smallest_maximum_first_then_lexicographic() -> None:
    # a + b = 0 fails at (0, 1) and (1, 0) with maximum 1: (0, 1) first
    assert find_counterexample(a + b, 0, [a, b]) == {"a": "0", "b": "1"}
    assert list(grid([a, b], {}, 1)) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert list(grid([a, b], {a: 1}, 2)) == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]
    assert list(grid([], {}, 5)) == [()]


def test_points_where_a_side_is_undefined_are_skipped() -> None:
    # 1/n is undefined at n = 0 (the engine's strict mode): the first compared point is n = 1
    assert find_counterexample(1 / n, 1, [n]) == {"n": "2"}

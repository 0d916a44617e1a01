"""Kill tests for the survivors of the ``powers`` mutation run (benchmarks/RESULTS.md,
"Mutation testing"; survivors-powers.txt): ``certify``'s reading of non-integer powers as
written (:mod:`wzprove.wz.written_powers`) and the grid comparison under Lean's semantics
(:func:`wzprove.wz.evaluate.lean_counterexample`).  Each verdict is computed by hand under
Lean's ``Real.sqrt x = 0`` for ``x ≤ 0``."""

from __future__ import annotations

import sympy

from wzprove import api
from wzprove.wz.evaluate import grid, is_excluded, lean_counterexample
from wzprove.wz.written_powers import changed_value, nonnegative

n, k, x = sympy.symbols("n k x", integer=True, nonnegative=True)
K = sympy.symbols("k1:7", integer=True, nonnegative=True)


def _status(lhs: str, rhs: str) -> dict:
    return api.certify(lhs, rhs, timeout=60)


def test_a_written_square_of_a_product_is_read_after_sympys_evaluation() -> None:
    # √((x-5)(x-5))² = (x-5)² for every x: the written Mul is nonnegative only once rebuilt
    # as (x-5)**2 (_rebuild)
    out = _status("Sum(binomial(n,k)*sqrt((x-5)*(x-5))**2,(k,0,n))", "(x-5)**2*2**n")
    assert out["status"] == "certified", out["message"]


def test_the_index_is_an_integer_after_substitution() -> None:
    # C(k, 2) ≥ 0 for natural k (k = 0 + j, j a natural number, not a real one):
    # √C(k,2)² = C(k,2), Σ_{k ≤ n} C(k, 2) = C(n + 1, 3)
    out = _status("Sum(sqrt(binomial(k,2))**2,(k,0,n))", "binomial(n+1,3)")
    assert out["status"] == "certified", out["message"]


def test_powers_in_the_summation_bounds_are_read_too() -> None:
    # √n² = n, √0² = 0: nonnegative bases in the bounds
    for lhs in ("Sum(binomial(n,k),(k,0,sqrt(n)**2))", "Sum(binomial(n,k),(k,sqrt(0)**2,n))"):
        out = _status(lhs, "2**n")
        assert out["status"] == "certified", (lhs, out["message"])
    # √(n-1)² is 0, not n - 1, at n = 0: refused naming the power, in either bound
    for lhs in (
        "Sum(binomial(n,k),(k,sqrt(n-1)**2-n+1,n))",
        "Sum(binomial(n,k),(k,0,sqrt(n-1)**2+1))",
    ):
        out = _status(lhs, "2**n")
        assert out["status"] == "out-of-scope", (lhs, out["message"])
        assert out["message"].startswith("the power sqrt(n - 1) "), out["message"]


def test_nonnegative_with_many_summation_indices() -> None:
    zero = sympy.Integer(0)
    four = [(K[i], zero, n) for i in range(4)]
    five = [(K[i], zero, n) for i in range(5)]
    # four indices are still combined (MAX_INDICES = 4)
    assert nonnegative(K[0] + K[3], four)
    assert not nonnegative(K[0] - 1, four)
    # five are refused, never accepted unread
    assert not nonnegative(K[0], five)
    assert not nonnegative(K[0] - 1, five)


def test_changed_value_reads_the_right_side_after_an_unchanged_left_side() -> None:
    with sympy.evaluate(False):
        w = sympy.Sum(sympy.sqrt(k - 1) ** 2, (k, 0, n))
    e = sympy.Sum(k - 1, (k, 0, n))
    left = sympy.Sum(k, (k, 0, n))
    # the left sides agree (written == evaluated): the right side is still compared
    assert changed_value([left, w], [left, e], [n], {}) == ("right", {"n": "0"}, 0, -1)
    assert changed_value([left, None], [left, None], [n], {}) is None


def test_is_excluded_reads_every_hypothesis() -> None:
    y = sympy.Symbol("y", integer=True)
    # y - 1 keeps a free symbol at the point: the next expression is still read
    assert is_excluded([y - 1, x - 1], {x: 1})
    assert not is_excluded([y - 1, x - 1], {x: 2})


def test_the_written_grid_runs_to_five_by_default() -> None:
    # 2^n (n - 6)/(n - 6) is 0 at n = 6 only (Lean's x / 0 = 0): off the default grid 0..5,
    # where the cancelled divisor n - 6 makes the statement out of scope instead
    with sympy.evaluate(False):
        rhs = 2**n * (n - 6) / (n - 6)
    lhs = sympy.Sum(sympy.binomial(n, k), (k, 0, n))
    assert lean_counterexample(lhs, rhs, [n], {}) is None
    assert lean_counterexample(lhs, rhs, [n], {}, max_value=6) == ({"n": "6"}, 64, 0)
    out = _status("Sum(binomial(n,k),(k,0,n))", "2**n*(n-6)/(n-6)")
    assert out["status"] == "out-of-scope", out["message"]
    assert out["message"].startswith("the division by n - 6 as written cancels"), out["message"]


def test_a_square_root_on_the_right_side_is_read_as_lean_reads_it() -> None:
    # n = 0: left C(0, 0) = 1; right 1 + √(-1)² - 0 + 1 = 1 + 0 + 1 = 2 (Real.sqrt of a
    # negative value is 0): false, with the written values
    out = _status("Sum(binomial(n,k),(k,0,n))", "2**n + sqrt(n-1)**2 - n + 1")
    assert out["status"] == "false", out["message"]
    assert out["counterexample"] == {"n": "0"}
    assert "as written, left = 1, right = 2" in out["message"]


def test_the_written_grid_stops_after_400_points() -> None:
    v = sympy.symbols("a b c d", integer=True, nonnegative=True)
    points = list(grid(v, {}, 5))

    def only_at(p: tuple[int, ...]) -> sympy.Expr:
        # 0 ^ 0 = 1 at p, 0 ^ (positive) = 0 at every other point
        return sympy.Pow(0, sum((s - x) ** 2 for s, x in zip(v, p, strict=True)), evaluate=False)

    zero = sympy.Integer(0)
    p400, p401 = points[399], points[400]
    found = lean_counterexample(zero, only_at(p400), v, {})
    assert found == ({s.name: str(x) for s, x in zip(v, p400, strict=True)}, 0, 1)
    assert lean_counterexample(zero, only_at(p401), v, {}) is None


def test_the_written_grid_skips_only_the_excluded_points() -> None:
    # (x - 1)(x - 3) / ((x - 1)(x - 3)) is 0 at x = 1 and x = 3 (Lean's x / 0 = 0), 1 elsewhere
    with sympy.evaluate(False):
        side = ((x - 1) * (x - 3)) / ((x - 1) * (x - 3))
    one = sympy.Integer(1)
    assert lean_counterexample(side, one, [x], {}) == ({"x": "1"}, 0, 1)
    # x ≠ 1 is a hypothesis: x = 1 is skipped, x = 3 is still a counterexample
    assert lean_counterexample(side, one, [x], {}, excluded=[x - 1]) == ({"x": "3"}, 0, 1)
    assert lean_counterexample(side, one, [x], {}, excluded=[x - 1, x - 3]) is None


def test_the_written_grid_goes_on_after_a_point_it_cannot_evaluate() -> None:
    # (x - 2)! has no value at x = 0, 1 (skipped); 0 ^ ((x - 4)²) is 1 at x = 4 only
    with sympy.evaluate(False):
        side = sympy.factorial(x - 2) * 0 + sympy.Pow(0, (x - 4) ** 2)
    assert lean_counterexample(side, sympy.Integer(0), [x], {}) == ({"x": "4"}, 1, 0)

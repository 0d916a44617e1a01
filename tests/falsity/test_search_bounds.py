"""The search looks where the hypotheses hold (new-user run 12h, F3): a positive linear lower
bound on one variable (``h : 100 ≤ n``, ``h : n > 5000``) moves the grid there; where no
point searched satisfies the hypotheses, ``refute`` says so and names the region, never
"no point satisfies" as if the statement were vacuous."""

from fractions import Fraction

from tests.falsity.terms import c, cast, identity, op, total, v
from wzprove.commands.refute import refute, refute_identity
from wzprove.falsity import search
from wzprove.falsity.bounds import bound_of, lower_bounds
from wzprove.model.identity import Variable

n, m = v("n"), v("m")
N = Variable("n", "ℕ")


def _gauss(extra: int) -> tuple:
    """``∑ k ∈ range (n+1), k`` and ``n * (n+1) / 2 + extra``."""
    lhs = total("k", c(0), op("add", "ℕ", n, c(1)), v("k"), "ℕ")
    half = op("div", "ℕ", op("mul", "ℕ", n, op("add", "ℕ", n, c(1))), c(2))
    return lhs, op("add", "ℕ", half, c(extra))


def test_a_false_statement_beyond_the_grid_is_found_false() -> None:
    lhs, rhs = _gauss(1)
    for hyp, least in (
        (op("le", "Prop", c(100), n), 100),
        (op("gt", "Prop", n, c(5000)), 5001),
        (op("ge", "Prop", op("add", "ℕ", op("mul", "ℕ", c(3), n), c(1)), c(301)), 100),
    ):
        report = search(identity("t", [("n", "ℕ")], lhs, rhs, "ℕ", [hyp]), time_limit=30)
        assert report.counterexample is not None
        assert report.counterexample.point == {"n": least}
        assert report.points_excluded == 0


def test_a_true_statement_beyond_the_grid_is_tested_there() -> None:
    lhs, rhs = _gauss(0)
    hyp = op("le", "Prop", c(100), n)
    result = refute_identity(identity("t", [("n", "ℕ")], lhs, rhs, "ℕ", [hyp]), max_points=60)
    assert result.status == "no-counterexample" and result.points_checked == 60


def test_truncating_or_nonlinear_hypotheses_give_no_bound() -> None:
    # n - 200 ≥ 0 holds at every n (ℕ subtraction truncates): no bound, and the
    # counterexample n = 0 of n = n + 1 is still found
    trunc = op("ge", "Prop", op("sub", "ℕ", n, c(200)), c(0))
    assert bound_of(trunc, N) is None
    ident = identity("t", [("n", "ℕ")], n, op("add", "ℕ", n, c(1)), "ℕ", [trunc])
    report = search(ident)
    assert report.counterexample is not None and report.counterexample.point == {"n": 0}
    assert bound_of(op("le", "Prop", c(100), op("mul", "ℕ", n, n)), N) is None
    assert bound_of(op("le", "Prop", c(100), op("div", "ℕ", n, c(2))), N) is None
    # a bound in two variables, an upper bound, a bound ≤ 0: none
    assert bound_of(op("le", "Prop", op("add", "ℕ", m, c(100)), n), N) is None
    assert bound_of(op("le", "Prop", n, c(100)), N) is None
    two = identity("t", [("n", "ℕ")], n, n, "ℕ", [op("le", "Prop", c(0), n)])
    assert lower_bounds(two, [N]) == {}


def test_bounds_of_integer_and_rational_variables() -> None:
    z, x = v("z", "ℤ"), v("x", "ℚ")
    # (z : ℤ) - 7 > 2 * 1: z ≥ 10; a cast of n to ℤ bounds n
    hyp = op("gt", "Prop", op("sub", "ℤ", z, c(7, "ℤ")), op("mul", "ℤ", c(2, "ℤ"), c(1, "ℤ")))
    assert bound_of(hyp, Variable("z", "ℤ")) == 10
    assert bound_of(op("lt", "Prop", c(-3, "ℤ"), cast(n, "ℤ")), N) == -2  # not positive
    assert bound_of(op("lt", "Prop", c(3, "ℤ"), cast(n, "ℤ")), N) == 4
    # 2 x - 7 ≥ 300: x ≥ 307/2, and the rational grid starts there
    hyp = op("ge", "Prop", op("sub", "ℚ", op("mul", "ℚ", c(2, "ℚ"), x), c(7, "ℚ")), c(300, "ℚ"))
    assert bound_of(hyp, Variable("x", "ℚ")) == Fraction(307, 2)
    wrong = identity("t", [("x", "ℚ")], op("mul", "ℚ", x, c(2, "ℚ")), x, "ℚ", [hyp])
    report = search(wrong)
    assert report.counterexample is not None
    assert report.counterexample.point == {"x": Fraction(307, 2)}


def test_refute_names_the_region_when_no_point_searched_satisfies_the_hypotheses(
    tmp_path,
) -> None:
    # m + 100 ≤ n (two variables) is not read as a bound: the grid has no such point
    path = tmp_path / "far.lean"
    path.write_text(
        "import Mathlib\n"
        "theorem far (m n : ℕ) (h : m + 100 ≤ n) : m + n = n + m := by sorry\n"
        "theorem vac (n : ℤ) (h : n ≥ 50) (h2 : n < 48) : n = n + 1 := by sorry\n",
        encoding="utf-8",
    )
    far, vac = refute(path)
    assert far.status == vac.status == "out-of-scope"
    assert "no point satisfies" not in far.message
    assert far.message.startswith(
        "nothing tested: the hypotheses hold at none of the points searched "
        "(m ∈ 0..20, then random m in 0..44; n ∈ 0..20, then random n in 0..44)"
    )
    assert "says nothing about the points outside them" in far.message
    assert "(n ∈ 50..90, then random n in 50..130)" in vac.message

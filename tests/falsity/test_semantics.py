"""One test per rule of Lean's semantics (identity.py): each statement's truth flips under the
wrong rule, and the search must find exactly what Lean's rule says."""

from fractions import Fraction

from tests.falsity.terms import c, cast, identity, op, total, v
from wzprove.falsity import find_counterexample, search
from wzprove.model.identity import evaluate

n, k = v("n"), v("k")
FAST = 0.3


# grid sizes of one searched variable (falsity/search.py): ℕ 0..40, ℤ -12..12, ℚ/ℝ p/q
NAT1, INT1, RAT1 = 41, 25, 47


def fc(ident):
    """The search with a short budget (these identities are decided on the grid)."""
    return find_counterexample(ident, time_limit=FAST)


def holds(ident, points: int, failed: int = 0) -> None:
    """The whole grid is searched (no random phase) and no counterexample is found, with
    exactly ``points`` points evaluated: "no counterexample" alone is also what a search that
    could evaluate nothing reports."""
    report = search(ident, time_limit=60, random_rounds=0)
    assert report.counterexample is None
    assert report.grid_complete
    assert (report.points_checked, report.points_failed) == (points, failed)


def test_nat_subtraction_truncates() -> None:
    # n - (n + 1) + 1 = 1 in ℕ (0 + 1); in ℤ it is 0 ≠ 1
    lhs = op("add", "ℕ", op("sub", "ℕ", n, op("add", "ℕ", n, c(1))), c(1))
    holds(identity("t", [("n", "ℕ")], lhs, c(1), "ℕ"), NAT1)
    zn = v("n", "ℤ")
    lhs_z = op("add", "ℤ", op("sub", "ℤ", zn, op("add", "ℤ", zn, c(1, "ℤ"))), c(1, "ℤ"))
    ce = fc(identity("t", [("n", "ℤ")], lhs_z, c(1, "ℤ"), "ℤ"))
    assert ce is not None and ce.point == {"n": 0} and (ce.lhs, ce.rhs) == (0, 1)


def test_nat_division_floors() -> None:
    # (2n + 1) / 2 = n in ℕ; in ℚ it is n + 1/2
    two_n1 = op("add", "ℕ", op("mul", "ℕ", c(2), n), c(1))
    ok = identity("t", [("n", "ℕ")], op("div", "ℕ", two_n1, c(2)), n, "ℕ")
    holds(ok, NAT1)
    q = op("div", "ℚ", cast(two_n1, "ℚ"), c(2, "ℚ"))
    ce = fc(identity("t", [("n", "ℕ")], q, cast(n, "ℚ"), "ℚ"))
    assert ce is not None and ce.point == {"n": 0} and ce.lhs == Fraction(1, 2)


def test_nat_division_by_zero_is_zero() -> None:
    assert evaluate(op("div", "ℕ", n, c(0)), {"n": 7}) == 0
    assert evaluate(op("mod", "ℕ", n, c(0)), {"n": 7}) == 7


def test_choose_is_zero_above_the_top() -> None:
    # Σ_{k < n+3} C(n, k) = 2^n only because C(n, k) = 0 for k > n
    lhs = total("k", c(0), op("add", "ℕ", n, c(3)), op("choose", "ℕ", n, k), "ℕ")
    rhs = op("pow", "ℕ", c(2), n)
    holds(identity("t", [("n", "ℕ")], lhs, rhs, "ℕ"), NAT1)
    assert evaluate(op("choose", "ℕ", c(3), c(5)), {}) == 0


def test_division_by_zero_in_fields_is_zero() -> None:
    x = cast(n, "ℚ")
    # (n / n) * n = n holds at n = 0 only because 0 / 0 = 0
    ok = identity("t", [("n", "ℕ")], op("mul", "ℚ", op("div", "ℚ", x, x), x), x, "ℚ")
    holds(ok, NAT1)
    bad = identity("t", [("n", "ℕ")], op("div", "ℚ", x, x), c(1, "ℚ"), "ℚ")
    ce = fc(bad)
    assert ce is not None and ce.point == {"n": 0} and (ce.lhs, ce.rhs) == (0, 1)
    r = v("x", "ℝ")
    inv = op("div", "ℝ", r, c(0, "ℝ"))
    holds(identity("t", [("x", "ℝ")], inv, c(0, "ℝ"), "ℝ"), RAT1)


def test_zero_to_the_zero_is_one() -> None:
    # Σ_{k ≤ n} C(n, k) 0^k = 1 needs 0^0 = 1
    body = op("mul", "ℕ", op("choose", "ℕ", n, k), op("pow", "ℕ", c(0), k))
    lhs = total("k", c(0), op("add", "ℕ", n, c(1)), body, "ℕ")
    holds(identity("t", [("n", "ℕ")], lhs, c(1), "ℕ"), NAT1)
    x = v("x", "ℚ")
    holds(identity("t", [("x", "ℚ")], op("pow", "ℚ", x, c(0)), c(1, "ℚ"), "ℚ"), RAT1)


def test_casts_sit_where_the_statement_puts_them() -> None:
    # ((n - 1 : ℕ) : ℚ) = (n : ℚ) - 1 fails at n = 0: 0 ≠ -1
    lhs = cast(op("sub", "ℕ", n, c(1)), "ℚ")
    rhs = op("sub", "ℚ", cast(n, "ℚ"), c(1, "ℚ"))
    ce = fc(identity("t", [("n", "ℕ")], lhs, rhs, "ℚ"))
    assert ce is not None and ce.point == {"n": 0} and (ce.lhs, ce.rhs) == (0, -1)
    # ((n + 1 - 1 : ℕ) : ℚ) = n holds
    ok = cast(op("sub", "ℕ", op("add", "ℕ", n, c(1)), c(1)), "ℚ")
    holds(identity("t", [("n", "ℕ")], ok, cast(n, "ℚ"), "ℚ"), NAT1)


def test_integer_powers_of_negative_numbers() -> None:
    m1 = c(-1, "ℤ")
    even = op("pow", "ℤ", m1, op("mul", "ℕ", c(2), n))
    holds(identity("t", [("n", "ℕ")], even, c(1, "ℤ"), "ℤ"), NAT1)
    ce = fc(identity("t", [("n", "ℕ")], op("pow", "ℤ", m1, n), c(1, "ℤ"), "ℤ"))
    assert ce is not None and ce.point == {"n": 1} and ce.lhs == -1
    assert evaluate(op("pow", "ℚ", c(-2, "ℚ"), c(-3, "ℤ")), {}) == Fraction(-1, 8)


def test_zpow_of_zero_is_zero() -> None:
    # x ^ (-1 : ℤ) * x = 1 fails at x = 0 (0⁻¹ = 0)
    x = v("x", "ℚ")
    lhs = op("mul", "ℚ", op("pow", "ℚ", x, c(-1, "ℤ")), x)
    ce = fc(identity("t", [("x", "ℚ")], lhs, c(1, "ℚ"), "ℚ"))
    assert ce is not None and ce.point == {"x": 0} and ce.lhs == 0


def test_real_power_at_integers_and_exact_roots() -> None:
    # (4 : ℝ) ^ (-(n : ℝ)) * 4 ^ n = 1 (Real.rpow at an integer exponent)
    rp = op("pow", "ℝ", c(4, "ℝ"), op("neg", "ℝ", cast(n, "ℝ")))
    lhs = op("mul", "ℝ", rp, op("pow", "ℝ", c(4, "ℝ"), n))
    holds(identity("t", [("n", "ℕ")], lhs, c(1, "ℝ"), "ℝ"), NAT1)
    assert evaluate(op("pow", "ℝ", c(9, "ℝ"), c("1/2", "ℝ")), {}) == 3


def test_integer_division_is_euclidean() -> None:
    # (x % 2)^2 = x % 2 for x : ℤ holds for Int.emod (remainder 0 or 1), not for truncation
    x = v("x", "ℤ")
    r = op("mod", "ℤ", x, c(2, "ℤ"))
    holds(identity("t", [("x", "ℤ")], op("mul", "ℤ", r, r), r, "ℤ"), INT1)
    assert evaluate(op("div", "ℤ", c(-7, "ℤ"), c(2, "ℤ")), {}) == -4
    assert evaluate(op("div", "ℤ", c(7, "ℤ"), c(-2, "ℤ")), {}) == -3
    assert evaluate(op("div", "ℤ", c(-7, "ℤ"), c(-2, "ℤ")), {}) == 4
    assert evaluate(op("mod", "ℤ", c(-7, "ℤ"), c(-2, "ℤ")), {}) == 1


def test_real_statements_are_exact_not_floating_point() -> None:
    # 1/10 + 2/10 = 3/10 holds exactly (it fails in binary floating point)
    tenth = lambda a: op("div", "ℝ", c(a, "ℝ"), c(10, "ℝ"))  # noqa: E731
    lhs = op("add", "ℝ", tenth(1), tenth(2))
    holds(identity("t", [], lhs, tenth(3), "ℝ"), 1)
    assert evaluate(lhs, {}) == Fraction(3, 10)


def test_desc_and_asc_factorials() -> None:
    # Nat.descFactorial n (n + 1) = 0; Nat.ascFactorial n 2 = n (n + 1) (Mathlib since 2024)
    desc = op("descfact", "ℕ", n, op("add", "ℕ", n, c(1)))
    holds(identity("t", [("n", "ℕ")], desc, c(0), "ℕ"), NAT1)
    asc = op("ascfact", "ℕ", n, c(2))
    holds(identity("t", [("n", "ℕ")], asc, op("mul", "ℕ", n, op("add", "ℕ", n, c(1))), "ℕ"), NAT1)


def test_real_power_of_a_negative_base() -> None:
    # Mathlib: x ^ y = |x| ^ y · cos (y π) for x < 0 (Real.rpow_def_of_neg), so
    # (-(x²) - 1) ^ (1/2 : ℝ) = 0 for every x; a principal square root would make it false
    x = v("x", "ℝ")
    neg = op("sub", "ℝ", op("neg", "ℝ", op("mul", "ℝ", x, x)), c(1, "ℝ"))
    root = op("pow", "ℝ", neg, c("1/2", "ℝ"))
    holds(identity("t", [("x", "ℝ")], root, c(0, "ℝ"), "ℝ"), RAT1)
    # (-8) ^ (1/3 : ℝ) = 8 ^ (1/3) · cos (π/3) = 1
    assert evaluate(op("pow", "ℝ", c(-8, "ℝ"), c("1/3", "ℝ")), {}) == 1

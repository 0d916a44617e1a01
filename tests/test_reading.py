"""The engine's reading of Lean statements: Lean-only operations must agree with it."""

from __future__ import annotations

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.reading import ReadingError, read


def _identity(statement: str):  # noqa: ANN202
    (t,) = parse_text(f"theorem t {statement} := by\n  sorry\n")
    assert t.status == "parsed", t.message
    return t.identity


ON_RANGE = " ≥ 0 on the summation range"


@pytest.mark.parametrize(
    ("statement", "lhs", "rhs", "justified"),
    [
        # ℕ subtraction bounded by the range
        (
            "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n - 2 * k) (n - k) : ℝ) = 1",
            "Sum(binomial(-2*k + 2*n, -k + n), (k, 0, n))",
            "1",
            ("((2 * n) -[ℕ] (2 * k))" + ON_RANGE, "(n -[ℕ] k)" + ON_RANGE),
        ),
        # relational hypothesis justifies n - j
        (
            "(n j : ℕ) (h : j ≤ n) : "
            "∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) = 2 ^ (n - j)",
            "Sum(binomial(n, k), (k, 0, n))",
            "2**(-j + n)",
            ("(n -[ℕ] j)" + ON_RANGE,),
        ),
        # nonlinear truncation outside the sums, by sign deduction
        (
            "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), 2 ^ k = 2 ^ (n + 1) - 1",
            "Sum(2**k, (k, 0, n))",
            "2**(n + 1) - 1",
            ("((2 ^ (n + 1)) -[ℕ] 1)" + ON_RANGE,),
        ),
        # divisors never 0: k + 1, odd 2k - 1, a binomial inside its range, a hypothesis
        (
            "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / (k + 1) = 1",
            "Sum(binomial(n, k)/(k + 1), (k, 0, n))",
            "1",
            (),
        ),
        (
            "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (1 : ℝ) / (2 * k - 1) = 1",
            "Sum(1/(2*k - 1), (k, 0, n))",
            "1",
            (),
        ),
        (
            "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (1 : ℝ) / (Nat.choose n k) = 1",
            "Sum(1/binomial(n, k), (k, 0, n))",
            "1",
            (),
        ),
        (
            "(n : ℕ) (x : ℝ) (h : x ≠ 0) : ∑ k ∈ Finset.range (n + 1), (k : ℝ) / x = 1",
            "Sum(k/x, (k, 0, n))",
            "1",
            (),
        ),
    ],
)
def test_lean_only_operations_that_agree_are_justified(
    statement: str, lhs: str, rhs: str, justified: tuple[str, ...]
) -> None:
    reading = read(_identity(statement))
    assert (str(reading.lhs), str(reading.rhs)) == (lhs, rhs)
    assert reading.justified == justified
    assert not reading.swapped and reading.conditions == ()
    assert all(bound == 0 for bound in reading.lower_bounds.values())


@pytest.mark.parametrize(
    ("statement", "needle"),
    [
        ("(n : ℕ) : ∑ k ∈ Finset.range (n + 2), (Nat.choose (n - k) 1 : ℝ) = 1", "truncate"),
        (
            "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * "
            "(((n : ℝ) - 1000) / ((n : ℝ) - 1000)) = 2 ^ n",
            "may be 0",
        ),
        (
            "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * "
            "(((k : ℝ) - 300)⁻¹ * ((k : ℝ) - 300)) = 2 ^ n",
            "may be 0",
        ),
        ("(n : ℕ) : ∑ k ∈ Finset.range (n + 1), k / 2 = n", "rounds"),
        (
            "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) ^ (10 ^ 9) = 2 ^ n",
            "too large",
        ),
    ],
)
def test_operations_that_may_differ_are_refused(statement: str, needle: str) -> None:
    with pytest.raises(ReadingError, match=needle):
        read(_identity(statement))

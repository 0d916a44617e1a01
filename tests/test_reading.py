"""The engine's reading of Lean statements: Lean-only operations must agree with it."""

from __future__ import annotations

import pytest

from wzprove.lean.parser import parse_text
from wzprove.reading import ReadingError, read


def _identity(statement: str):  # noqa: ANN202
    (t,) = parse_text(f"theorem t {statement} := by\n  sorry\n")
    assert t.status == "parsed", t.message
    return t.identity


@pytest.mark.parametrize(
    "statement",
    [
        # ℕ subtraction bounded by the range
        "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n - 2 * k) (n - k) : ℝ) = 1",
        # relational hypothesis justifies n - j
        "(n j : ℕ) (h : j ≤ n) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) = 2 ^ (n - j)",
        # nonlinear truncation outside the sums, by sign deduction
        "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), 2 ^ k = 2 ^ (n + 1) - 1",
        # divisors never 0: k + 1, odd 2k - 1, a binomial inside its range, a hypothesis
        "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / (k + 1) = 1",
        "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (1 : ℝ) / (2 * k - 1) = 1",
        "(n : ℕ) : ∑ k ∈ Finset.range (n + 1), (1 : ℝ) / (Nat.choose n k) = 1",
        "(n : ℕ) (x : ℝ) (h : x ≠ 0) : ∑ k ∈ Finset.range (n + 1), (k : ℝ) / x = 1",
    ],
)
def test_lean_only_operations_that_agree_are_justified(statement: str) -> None:
    read(_identity(statement))


@pytest.mark.parametrize(
    ("statement", "needle"),
    [
        ("(n : ℕ) : ∑ k ∈ Finset.range (n + 2), (Nat.choose (n - k) 0 : ℝ) = 1", "truncate"),
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

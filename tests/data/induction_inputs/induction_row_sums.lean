import Mathlib

/-- Row sums of Pascal's triangle summed, a ℕ right side `2 ^ (n + 1) - 1` (wzprove-100
beyond_double_row_sums): the inner sum by `Nat.sum_range_choose`. -/
theorem induction_row_sums (n : ℕ) :
    ∑ j ∈ Finset.range (n + 1), ∑ k ∈ Finset.range (j + 1), Nat.choose j k = 2 ^ (n + 1) - 1 := by
  sorry

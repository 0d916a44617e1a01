import Mathlib

open Finset

/-- The row sum of Pascal's triangle. -/
theorem sum_choose (n : ℕ) :
    ∑ k ∈ range (n + 1), (n.choose k : ℝ) = 2 ^ n := by
  sorry

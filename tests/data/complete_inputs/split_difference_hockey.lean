import Mathlib

open Finset BigOperators

/-- The hockey stick in the difference `n - m`: for `n < m` both sides are `0`. -/
theorem split_difference_hockey (n m : ℕ) :
    ∑ k ∈ Finset.range (n - m), ((m + k).choose m : ℚ) = n.choose (m + 1) := by
  sorry

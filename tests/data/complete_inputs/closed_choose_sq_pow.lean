import Mathlib

/-- A closed sum (method `evaluation`): the row 4 of squared binomials weighted by 2^k. -/
theorem closed_choose_sq_pow :
    ∑ k ∈ Finset.range 5, (Nat.choose 4 k : ℚ) ^ 2 * 2 ^ k = 321 := by
  sorry

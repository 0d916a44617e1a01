import Mathlib

open BigOperators Nat Finset Real

/-- A binomial whose lower argument exceeds the upper one. -/
theorem closed_nat_choose_zero (n : ℕ) : choose n (2 * n + 2) = 0 := by
  sorry

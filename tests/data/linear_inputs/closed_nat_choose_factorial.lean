import Mathlib

open BigOperators Nat Finset Real

/-- A binomial times two factorials in ℕ, the factorial of the sum written another way. -/
theorem closed_nat_choose_factorial (i j : ℕ) :
    (i + j + 1).choose (j + 1) * i ! * (j + 1) ! = (i + (j + 1))! := by
  sorry

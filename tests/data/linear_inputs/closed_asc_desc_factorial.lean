import Mathlib

open BigOperators Nat Finset Real

/-- A falling and a rising factorial of length two (`Nat.ascFactorial n k = n (n + 1) ⋯ (n + k - 1)`). -/
theorem closed_asc_desc_factorial (n : ℕ) : (n + 2).descFactorial 2 = (n + 1).ascFactorial 2 := by
  sorry

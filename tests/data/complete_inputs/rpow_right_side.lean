import Mathlib

/-- A real power on the right side (`Prover.rpow_natCast_sub`: `2 ^ ((n : ℝ) - 2) = 2 ^ n / 2 ^ 2`). -/
theorem rpow_right_side (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), ((k : ℝ) + 1) ^ 2 * Nat.choose n k =
      (2 : ℝ) ^ ((n : ℝ) - 2) * (n ^ 2 + 5 * n + 4) := by
  sorry

import Mathlib

/-- An `Ico 1 (n + 1)` sum: proved for `range (n + 1)` with the term at `k = 0` on the right
side, then `Finset.sum_Ico_eq_sub`. -/
theorem ico_one_k_choose (n : ℕ) :
    ∑ k ∈ Finset.Ico 1 (n + 1), (k : ℝ) * Nat.choose n k = n * 2 ^ n / 2 := by
  sorry

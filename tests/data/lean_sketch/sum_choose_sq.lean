import Mathlib

theorem sum_choose_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) ^ 2 = Nat.choose (2 * n) n := by
  sorry

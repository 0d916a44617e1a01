import Mathlib

/-- Gosper over `Ico 0 (n + 1)` (`Nat.Ico_zero_eq_range`, then the `range (n + 1)` proof). -/
theorem gosper_ico_cube (n : ℕ) :
    ∑ k ∈ Finset.Ico 0 (n + 1), (k : ℚ) ^ 3 = (n * (n + 1) / 2) ^ 2 := by
  sorry

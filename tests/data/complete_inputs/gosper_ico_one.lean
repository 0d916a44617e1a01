import Mathlib

/-- Gosper over `Ico 1 (n + 1)` (`Prover.sum_Ico_succ_eq_of_step_lt`, `hi = n + 1` as
written, no case split). -/
theorem gosper_ico_one (n : ℕ) :
    ∑ k ∈ Finset.Ico 1 (n + 1), (k : ℚ) ^ 2 = n * (n + 1) * (2 * n + 1) / 6 := by
  sorry

import Mathlib

/-- Gosper over `Ico 1 (2 * n)` (Gould 2.8): the case `n = 0` is the empty sum, then
`n := n + 1` and `Prover.sum_Ico_succ_eq_of_step_lt` with the step for `k < 2 * n + 1`. -/
theorem gosper_ico_even {n : ℕ} :
    ∑ k ∈ Finset.Ico 1 (2 * n), (-1 : ℝ) ^ (k - 1) * k / (Nat.choose (2 * n) k) =
    (n : ℝ) / (n + 1) := by
  sorry

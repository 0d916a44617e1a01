import Mathlib

/-- Gosper over `Icc 1 (2 * n)` (`Prover.sum_Icc_one_eq_of_step`: `H (2 * n) - H 0`). -/
theorem gosper_icc_one_double (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 (2 * n), (k : ℚ) = n * (2 * n + 1) := by
  sorry

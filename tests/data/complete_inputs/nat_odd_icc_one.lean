import Mathlib

/-- Gosper over `Icc 1 n` in ℕ, the summand's `2 * k - 1` exact at every `k + 1`. -/
theorem nat_odd_icc_one (n : ℕ) : ∑ k ∈ Finset.Icc 1 n, (2 * k - 1) = n ^ 2 := by
  sorry

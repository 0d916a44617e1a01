import Mathlib

theorem false_claim (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) = 2 ^ n + 1 := by
  sorry

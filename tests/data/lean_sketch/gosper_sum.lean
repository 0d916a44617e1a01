import Mathlib

theorem gosper_sum (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) = n * (n + 1) / 2 := by
  sorry

import Mathlib

/-- Gosper-summable: Nicomachus's theorem. -/
theorem gosper_sum_cube (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) ^ 3 = (n * (n + 1) / 2) ^ 2 := by
  sorry

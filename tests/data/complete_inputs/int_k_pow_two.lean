import Mathlib

/-- A ℤ statement (Gosper). -/
theorem int_k_pow_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℤ) * 2 ^ k = ((n : ℤ) - 1) * 2 ^ (n + 1) + 2 := by
  sorry

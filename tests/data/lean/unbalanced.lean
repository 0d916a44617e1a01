import Mathlib

theorem unbalanced (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k = 2 ^ n := by
  sorry

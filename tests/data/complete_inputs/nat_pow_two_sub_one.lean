import Mathlib

/-- A ℕ right side `2 ^ (n + 1) - 1` (`Prover.cast_pow_sub_one`: no truncation, `1 ≤ 2 ^ E`). -/
theorem nat_pow_two_sub_one (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), 2 ^ k = 2 ^ (n + 1) - 1 := by
  sorry

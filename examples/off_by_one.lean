import Mathlib

/-- A plausible-looking but false statement: the range misses the last term. -/
theorem sum_choose_off_by_one (n : ℕ) :
    ∑ k ∈ Finset.range n, (Nat.choose n k : ℝ) = 2 ^ n := by
  sorry

import Mathlib

/-- A `range n` sum: the last term of `range (n + 1)` moves to the right side. -/
theorem range_n_row (n : ℕ) :
    ∑ k ∈ Finset.range n, (Nat.choose n k : ℝ) = 2 ^ n - 1 := by
  sorry

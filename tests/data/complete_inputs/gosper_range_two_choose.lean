import Mathlib

/-- `range (n + 2)` (the range proof at `n + 1`) and a right side `C(n + 2, 2)` (lower steps down
to `C(n + 2, 0) = 1`). -/
theorem gosper_range_two_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 2), (k : ℚ) = Nat.choose (n + 2) 2 := by
  sorry

import Mathlib

/-- A sum whose summand does not vanish past the range (F(n, n+1) ≠ 0): the boundary terms
stay in the recurrence. -/
theorem boundary_half_row (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n + 1) k : ℝ) = 4 ^ n := by
  sorry

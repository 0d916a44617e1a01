import Mathlib

/-- An upper bound n + 1 (`range (n + 2)`, step one). -/
theorem shifted_row (n : ℕ) :
    ∑ k ∈ Finset.range (n + 2), (Nat.choose (n + 1) k : ℝ) = 2 ^ (n + 1) := by
  sorry

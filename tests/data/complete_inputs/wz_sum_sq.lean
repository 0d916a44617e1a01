import Mathlib

/-- A WZ pair (A = B §7.1): the squares of a row of Pascal's triangle. -/
theorem wz_sum_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) ^ 2 = Nat.choose (2 * n) n := by
  sorry

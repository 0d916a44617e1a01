import Mathlib

/-- True from `n = 1` on (`2 ^ (2 * n - 1)` truncates at 0): the hypothesis gives the start. -/
theorem from_one (n : ℕ) (h : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n) (2 * k) : ℝ) = 2 ^ (2 * n - 1) := by
  sorry

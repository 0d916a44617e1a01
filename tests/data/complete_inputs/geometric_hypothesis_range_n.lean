import Mathlib

/-- The geometric series over `range n` in ℝ, `x ≠ 1`: the case `n = 0` and the step. -/
theorem geometric_hypothesis_range_n (n : ℕ) (x : ℝ) (hx : x ≠ 1) :
    ∑ k ∈ Finset.range n, x ^ k = (x ^ n - 1) / (x - 1) := by
  sorry

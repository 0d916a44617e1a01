import Mathlib

/-- The geometric series: the denominator `x - 1` of H is cleared by `hx` (`sub_ne_zero`). -/
theorem geometric_hypothesis (n : ℕ) (x : ℚ) (hx : x ≠ 1) :
    ∑ k ∈ Finset.range (n + 1), x ^ k = (x ^ (n + 1) - 1) / (x - 1) := by
  sorry

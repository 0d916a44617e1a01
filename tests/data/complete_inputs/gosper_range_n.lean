import Mathlib

/-- Gosper over `range n` (the empty sum at n = 0) with a factorial inverse. -/
theorem gosper_range_n (n : ℕ) :
    ∑ k ∈ Finset.range n, (k : ℚ) / (k + 1).factorial = 1 - 1 / n.factorial := by
  sorry

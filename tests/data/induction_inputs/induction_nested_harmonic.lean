import Mathlib

/-- Nested sums: the inner sum `∑_{j=1}^k 1/j` grows by `1/(k+1)` (wzprove-100
beyond_harmonic_sum). -/
theorem induction_nested_harmonic (n : ℕ) :
    ∑ k ∈ Finset.range n, ∑ j ∈ Finset.Icc 1 k, (1 : ℚ) / j =
      n * ∑ j ∈ Finset.Icc 1 n, (1 : ℚ) / j - n := by
  sorry

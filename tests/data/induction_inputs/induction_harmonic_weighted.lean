import Mathlib

/-- Harmonic numbers weighted by `k`, rational coefficients (Concrete Mathematics (6.70)). -/
theorem induction_harmonic_weighted (n : ℕ) :
    ∑ k ∈ Finset.range n, (k : ℚ) * harmonic k =
      (n : ℚ) * (n - 1) / 2 * harmonic n - (n : ℚ) * (n - 1) / 4 := by
  sorry

import Mathlib

/-- Sum of harmonic numbers over `Icc 1 n` (Concrete Mathematics (2.36)). -/
theorem induction_harmonic_icc (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, harmonic k = (n + 1) * harmonic n - n := by
  sorry

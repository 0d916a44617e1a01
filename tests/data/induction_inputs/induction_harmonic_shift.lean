import Mathlib

/-- Sum of harmonic numbers (Concrete Mathematics (2.36)) over `range (n + 1)`: the step
goes through `harmonic (n + 2)`, written `harmonic_succ (n + 1)` (new-user run 16). -/
theorem induction_harmonic_shift (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (harmonic k : ℚ) = (n + 1) * harmonic (n + 1) - (n + 1) := by
  sorry

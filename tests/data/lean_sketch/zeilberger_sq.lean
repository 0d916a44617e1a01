import Mathlib

/-- ∑ C(n,k)² = C(2n,n), sketched from Zeilberger's telescoper (order 1) rather than a WZ pair. -/
theorem zeilberger_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (n.choose k : ℚ) ^ 2 = ((2 * n).choose n : ℚ) := by
  sorry

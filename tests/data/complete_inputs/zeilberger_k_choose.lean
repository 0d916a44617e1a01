import Mathlib

/-- A first-order Zeilberger recurrence: `Σ k·C(n,k) = n·2ⁿ/2`. -/
theorem zeilberger_k_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) * Nat.choose n k = n * 2 ^ n / 2 := by
  sorry

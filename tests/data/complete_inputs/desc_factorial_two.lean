import Mathlib

/-- A falling factorial in the summand (`Prover.cast_descFactorial_two`: its value `k·(k - 1)`). -/
theorem desc_factorial_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k.descFactorial 2 : ℚ) = (n + 1) * n * (n - 1) / 3 := by
  sorry

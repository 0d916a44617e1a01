import Mathlib

/-- The central Delannoy numbers two ways: both sums satisfy
`(n + 2) D(n+2) = 3 (2n + 3) D(n+1) - (n + 1) D(n)`, each by its own telescoper. -/
theorem sum_eq_sum_delannoy (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * Nat.choose (n + k) k =
      ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) ^ 2 * 2 ^ k := by
  sorry

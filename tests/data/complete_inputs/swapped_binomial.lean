import Mathlib

/-- The sum on the right, a real parameter and a truncating exponent `n - k` (exact in the
range): closed by `(…).symm`. -/
theorem swapped_binomial (x : ℝ) (n : ℕ) :
    (x - 1) ^ n = ∑ k ∈ Finset.range (n + 1), Nat.choose n k * x ^ k * (-1 : ℝ) ^ (n - k) := by
  sorry

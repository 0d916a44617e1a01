import Mathlib

/-- `∑ k² C(n,k) = n(n+1) 2^n / 4` for every n: the closed form of H takes the rational
factor `k²` out of the summand (H = S'·C(n, k)), else its denominator would hold `k`. -/
theorem k_sq_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) ^ 2 * Nat.choose n k = n * (n + 1) * 2 ^ n / 4 := by
  sorry

import Mathlib

/-- The sum of the squares of a row of Pascal's triangle is the central binomial coefficient
(A = B §7.1: a WZ pair). -/
theorem sum_choose_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) ^ 2 = Nat.choose (2 * n) n := by
  sorry

/-- Vandermonde's convolution (Concrete Mathematics (5.27)), with a parameter `m`. -/
theorem vandermonde (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose m k : ℝ) * Nat.choose n k =
      Nat.choose (m + n) n := by
  sorry

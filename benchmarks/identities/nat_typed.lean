import Mathlib

/-! Statements over ℕ, where subtraction truncates and division rounds down (Lean's
semantics); each is true as stated. -/

/-- The row sum over ℕ. -/
theorem nat_row_sum (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by
  sorry

/-- Sum of squares of a row over ℕ. -/
theorem nat_sum_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k) ^ 2 = Nat.choose (2 * n) n := by
  sorry

/-- `∑ k C(n,k) = n 2^(n-1)` over ℕ: at n = 0 both sides are 0 (`0 * 2^(0-1) = 0`). -/
theorem nat_k_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k * Nat.choose n k = n * 2 ^ (n - 1) := by
  sorry

/-- Hockey stick over ℕ (Concrete Mathematics (5.10)). -/
theorem nat_hockey_stick (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose k m = Nat.choose (n + 1) (m + 1) := by
  sorry

/-- Vandermonde over ℕ with truncated `p - k` (k ≤ p on the range). -/
theorem nat_vandermonde (m n p : ℕ) :
    ∑ k ∈ Finset.range (p + 1), Nat.choose m k * Nat.choose n (p - k) = Nat.choose (m + n) p := by
  sorry

/-- Triangular numbers with ℕ division (exact: n(n+1) is even). -/
theorem nat_triangular (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k = n * (n + 1) / 2 := by
  sorry

/-- Squares with ℕ division (exact). -/
theorem nat_squares (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k ^ 2 = n * (n + 1) * (2 * n + 1) / 6 := by
  sorry

/-- Row symmetry makes the lower half of an odd row `4^n` (over ℕ). -/
theorem nat_half_row_odd (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (2 * n + 1) k = 4 ^ n := by
  sorry

/-- Central convolution over ℕ with truncated subtraction inside `Nat.choose`. -/
theorem nat_central_convolution (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (2 * k) k * Nat.choose (2 * n - 2 * k) (n - k) =
      4 ^ n := by
  sorry

/-- `∑ C(n,k) 2^k = 3^n` over ℕ. -/
theorem nat_binomial_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose n k * 2 ^ k = 3 ^ n := by
  sorry

/-- Parallel summation over ℕ. -/
theorem nat_parallel_summation (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (m + k) k = Nat.choose (m + n + 1) n := by
  sorry

/-- Descending factorials: `∑ descFactorial k 2 = 2 C(n+1, 3)`. -/
theorem nat_desc_factorial (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k.descFactorial 2 = 2 * Nat.choose (n + 1) 3 := by
  sorry

/-- The odd numbers sum to a square, with the range written as `Icc`. -/
theorem nat_odd_Icc (n : ℕ) : ∑ k ∈ Finset.Icc 1 n, (2 * k - 1) = n ^ 2 := by
  sorry

/-- Powers of two with `Ico`. -/
theorem nat_pow_two_Ico (n : ℕ) : ∑ k ∈ Finset.Ico 0 n, 2 ^ k = 2 ^ n - 1 := by
  sorry

/-- `∑ C(n,k) C(n,k+1) = C(2n, n+1)` over ℕ. -/
theorem nat_adjacent_products (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose n k * Nat.choose n (k + 1) =
      Nat.choose (2 * n) (n + 1) := by
  sorry

/-- The Catalan numbers' defining difference `C(2n,n) - C(2n,n+1) = C(2n,n)/(n+1)`, as a sum
over ℕ: `∑_{k≤n} (C(2k,k) - C(2k,k+1))·…` is not needed; the plain form is stated. -/
theorem nat_catalan_difference (n : ℕ) :
    Nat.choose (2 * n) n - Nat.choose (2 * n) (n + 1) = Nat.choose (2 * n) n / (n + 1) := by
  sorry

import Mathlib

/-! Identities beyond hypergeometric closed forms: Fibonacci numbers, harmonic numbers,
parity-dependent values, double sums (Concrete Mathematics ch. 5–6; Riordan,
*Combinatorial Identities*). -/

/-- Fibonacci numbers on the shallow diagonals of Pascal's triangle (Concrete Mathematics
(6.130)). -/
theorem beyond_fibonacci_diagonal (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (n - k) k = Nat.fib (n + 1) := by
  sorry

/-- The alternating sum of a row of squares depends on the parity of n (Concrete
Mathematics ch. 5 / Gould ch. 3), stated with an `if`. -/
theorem beyond_alternating_squares_parity (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * (Nat.choose n k : ℚ) ^ 2 =
      if n % 2 = 1 then 0 else (-1 : ℚ) ^ (n / 2) * Nat.choose n (n / 2) := by
  sorry

/-- Harmonic numbers as an alternating binomial sum (Concrete Mathematics ch. 5 exercises):
`∑_{k=1}^n (-1)^(k+1) C(n,k)/k = H_n`. -/
theorem beyond_harmonic_alternating (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, (-1 : ℚ) ^ (k + 1) * Nat.choose n k / k =
      ∑ k ∈ Finset.Icc 1 n, (1 : ℚ) / k := by
  sorry

/-- Sum of harmonic numbers: `∑_{k<n} H_k = n H_n - n` (Concrete Mathematics (2.36)). -/
theorem beyond_harmonic_sum (n : ℕ) :
    ∑ k ∈ Finset.range n, ∑ j ∈ Finset.Icc 1 k, (1 : ℚ) / j =
      n * ∑ j ∈ Finset.Icc 1 n, (1 : ℚ) / j - n := by
  sorry

/-- Pascal's rule summed twice: the double sum `∑_{j≤n} ∑_{k≤j} C(j,k) = 2^(n+1) - 1`. -/
theorem beyond_double_row_sums (n : ℕ) :
    ∑ j ∈ Finset.range (n + 1), ∑ k ∈ Finset.range (j + 1), Nat.choose j k = 2 ^ (n + 1) - 1 := by
  sorry

/-- The Catalan recurrence as a convolution:
`∑ C_k C_(n-k) = C_(n+1)` with `C_m = C(2m,m)/(m+1)`. -/
theorem beyond_catalan_convolution (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1),
        ((Nat.choose (2 * k) k : ℚ) / (k + 1)) * ((Nat.choose (2 * (n - k)) (n - k) : ℚ) / (n - k + 1)) =
      (Nat.choose (2 * (n + 1)) (n + 1) : ℚ) / (n + 2) := by
  sorry

/-- Even entries of a row: `∑ C(n, 2k) = 2^(n-1)` for n ≥ 1, the range cut by ℕ division. -/
theorem beyond_even_entries (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n / 2 + 1), Nat.choose n (2 * k) = 2 ^ (n - 1) := by
  sorry

/-- Fibonacci numbers summed (Concrete Mathematics §6.6): `∑_{k≤n} F_k = F_(n+2) - 1`. -/
theorem beyond_fibonacci_sum (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.fib k = Nat.fib (n + 2) - 1 := by
  sorry

/-- Stirling numbers of the second kind for three blocks (Concrete Mathematics §6.1). -/
theorem beyond_stirling_three (n : ℕ) (hn : 1 ≤ n) :
    2 * Nat.stirlingSecond (n + 2) 3 = 3 ^ (n + 1) - 2 ^ (n + 2) + 1 := by
  sorry

/-- Sums of reciprocals of central binomial-type products telescoping through a rational
factor: `∑_{k≤n} 1/((2k+1)(2k+3)) = (n+1)/(2n+3)`. -/
theorem beyond_odd_reciprocals (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (1 : ℚ) / ((2 * k + 1) * (2 * k + 3)) = (n + 1) / (2 * n + 3) := by
  sorry

/-- Derangement numbers by inclusion–exclusion satisfy `D(n) = n D(n-1) + (-1)^n`; stated for
the sum `∑ (-1)^k n!/k!` at n + 1. -/
theorem beyond_derangements (n : ℕ) :
    ∑ k ∈ Finset.range (n + 2), (-1 : ℚ) ^ k * (n + 1).factorial / k.factorial =
      (n + 1) * ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * n.factorial / k.factorial +
        (-1 : ℚ) ^ (n + 1) := by
  sorry

/-- The number of subsets of even size: `∑_{k≤n} C(n,k) [k even] = 2^(n-1)` for n ≥ 1,
with the parity test as an `if`. -/
theorem beyond_even_subsets (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (if k % 2 = 0 then Nat.choose n k else 0) = 2 ^ (n - 1) := by
  sorry

/-- Pascal's triangle columns: `∑_{k≤n} C(n,k) C(k, 2) = C(n,2) 2^(n-2)` for n ≥ 2. -/
theorem beyond_choose_two_weights (n : ℕ) (hn : 2 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose n k * Nat.choose k 2 = Nat.choose n 2 * 2 ^ (n - 2) := by
  sorry

/-- `∑ k³ = (∑ k)²`, both sides as sums (Nicomachus). -/
theorem beyond_nicomachus_two_sums (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k ^ 3 = (∑ k ∈ Finset.range (n + 1), k) ^ 2 := by
  sorry

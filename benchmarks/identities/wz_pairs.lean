import Mathlib

/-! Definite sums with a hypergeometric closed form, proved by WZ pairs
(Petkovšek–Wilf–Zeilberger, *A = B*, ch. 7; Graham–Knuth–Patashnik, *Concrete Mathematics*,
ch. 5; H. W. Gould, *Combinatorial Identities*, 1972). -/

/-- The row sum (A = B §7.1, the first WZ example). -/
theorem wz_row_sum (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) = 2 ^ n := by
  sorry

/-- The sum of squares of a row (A = B §7.1). -/
theorem wz_sum_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) ^ 2 = Nat.choose (2 * n) n := by
  sorry

/-- `∑ k C(n,k) = n 2^n / 2` (Gould ch. 1; Concrete Mathematics §5.1). -/
theorem wz_k_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) * Nat.choose n k = n * 2 ^ n / 2 := by
  sorry

/-- `∑ k² C(n,k) = n(n+1) 2^n / 4`. -/
theorem wz_k_sq_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) ^ 2 * Nat.choose n k = n * (n + 1) * 2 ^ n / 4 := by
  sorry

/-- `∑ k³ C(n,k) = n²(n+3) 2^n / 8`. -/
theorem wz_k_cube_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) ^ 3 * Nat.choose n k =
      n ^ 2 * (n + 3) * 2 ^ n / 8 := by
  sorry

/-- `∑ k(k-1) C(n,k) = n(n-1) 2^n / 4`. -/
theorem wz_falling_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) * ((k : ℝ) - 1) * Nat.choose n k =
      n * ((n : ℝ) - 1) * 2 ^ n / 4 := by
  sorry

/-- The binomial theorem at 2: `∑ C(n,k) 2^k = 3^n`. -/
theorem wz_binomial_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * 2 ^ k = 3 ^ n := by
  sorry

/-- The integral of the binomial theorem: `∑ C(n,k)/(k+1) = (2^(n+1) - 1)/(n+1)`. -/
theorem wz_choose_over_succ (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / (k + 1) =
      (2 ^ (n + 1) - 1) / (n + 1) := by
  sorry

/-- `∑ (-1)^k C(n,k)/(k+1) = 1/(n+1)` (Concrete Mathematics ch. 5, Gould ch. 1). -/
theorem wz_alternating_over_succ (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k / (k + 1) = 1 / (n + 1) := by
  sorry

/-- `∑ C(2n+1, k)` over the lower half of the row is `4^n`. -/
theorem wz_half_row_odd (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n + 1) k : ℝ) = 4 ^ n := by
  sorry

/-- The lower half of an even row: `∑_{k≤n} C(2n,k) = (4^n + C(2n,n))/2`. -/
theorem wz_half_row_even (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n) k : ℝ) =
      (4 ^ n + Nat.choose (2 * n) n) / 2 := by
  sorry

/-- Dixon's identity (A = B ch. 7; Concrete Mathematics ch. 5). -/
theorem wz_dixon (n : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), (-1 : ℝ) ^ k * (Nat.choose (2 * n) k : ℝ) ^ 3 =
      (-1 : ℝ) ^ n * (3 * n).factorial / (n.factorial ^ 3) := by
  sorry

/-- The alternating sum of squares of an even row (Concrete Mathematics ch. 5). -/
theorem wz_alternating_sq (n : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), (-1 : ℝ) ^ k * (Nat.choose (2 * n) k : ℝ) ^ 2 =
      (-1 : ℝ) ^ n * Nat.choose (2 * n) n := by
  sorry

/-- `∑ (-1)^k C(n,k) C(n+k,k) = (-1)^n` (Gould ch. 3; a Legendre polynomial at -1). -/
theorem wz_legendre_minus_one (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k * Nat.choose (n + k) k =
      (-1 : ℝ) ^ n := by
  sorry

/-- `∑ C(n+k,k)/2^k = 2^n` (Concrete Mathematics (5.20)). -/
theorem wz_half_powers (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (n + k) k : ℝ) / 2 ^ k = 2 ^ n := by
  sorry

/-- `∑ C(2k,k) C(2n-2k,n-k) = 4^n` (Concrete Mathematics (5.39)). -/
theorem wz_central_convolution (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * k) k : ℝ) * Nat.choose (2 * n - 2 * k) (n - k) =
      4 ^ n := by
  sorry

/-- `∑ k C(n,k)² = n C(2n,n) / 2`. -/
theorem wz_k_sum_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) * (Nat.choose n k : ℝ) ^ 2 =
      n * Nat.choose (2 * n) n / 2 := by
  sorry

/-- Vandermonde's convolution on a row: `∑ C(n,k) C(2n, n-k) = C(3n, n)`. -/
theorem wz_vandermonde_row (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose (2 * n) (n - k) =
      Nat.choose (3 * n) n := by
  sorry

/-- `∑ C(n,k) C(n,k+1) = C(2n, n+1)` (Vandermonde). -/
theorem wz_adjacent_products (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose n (k + 1) =
      Nat.choose (2 * n) (n + 1) := by
  sorry

/-- Catalan numbers as a sum of Narayana numbers (n ≥ 1). -/
theorem wz_narayana (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose n (k + 1) / n =
      Nat.choose (2 * n) n / (n + 1) := by
  sorry

/-- Kummer-type alternating sum `∑ (-1)^k C(n,k) / C(m+k, k) = m/(m+n)` (m ≥ 1;
Gould ch. 4). -/
theorem wz_alternating_reciprocal (m n : ℕ) (hm : 1 ≤ m) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k / Nat.choose (m + k) k =
      m / (m + n) := by
  sorry

/-- `∑ C(n,k) C(2k,k) (-1/4)^k = C(2n,n)/4^n` (A = B ch. 6 exercises). -/
theorem wz_central_quarter (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose (2 * k) k * (-1 / 4 : ℝ) ^ k =
      Nat.choose (2 * n) n / 4 ^ n := by
  sorry

/-- `∑ C(2n, 2k)` over k ≤ n is `2^(2n-1)` for n ≥ 1. -/
theorem wz_even_entries (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n) (2 * k) : ℝ) = 2 ^ (2 * n - 1) := by
  sorry

/-- `∑ (-1)^k C(n,k) k = 0` for n ≥ 2 (differences of a linear polynomial). -/
theorem wz_alternating_linear (n : ℕ) (hn : 2 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k * k = 0 := by
  sorry

/-- The alternating row sum vanishes for n ≥ 1 (Concrete Mathematics ch. 5). -/
theorem wz_alternating_row (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k = 0 := by
  sorry

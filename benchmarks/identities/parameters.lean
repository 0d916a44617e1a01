import Mathlib

/-! Identities with extra parameters and hypotheses (Concrete Mathematics ch. 5;
Gould, *Combinatorial Identities*; Riordan, *Combinatorial Identities*, 1968). -/

/-- Vandermonde's convolution (Concrete Mathematics (5.27)). -/
theorem param_vandermonde (m n p : ℕ) :
    ∑ k ∈ Finset.range (p + 1), (Nat.choose m k : ℝ) * Nat.choose n (p - k) =
      Nat.choose (m + n) p := by
  sorry

/-- Vandermonde in the symmetric form `∑ C(m,k) C(n,k) = C(m+n, n)`. -/
theorem param_vandermonde_symmetric (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose m k : ℝ) * Nat.choose n k =
      Nat.choose (m + n) n := by
  sorry

/-- The binomial theorem with a rational parameter. -/
theorem param_binomial_theorem (n : ℕ) (x : ℚ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * x ^ k = (1 + x) ^ n := by
  sorry

/-- The binomial theorem with two parameters. -/
theorem param_binomial_two (n : ℕ) (x y : ℚ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * x ^ k * y ^ (n - k) = (x + y) ^ n := by
  sorry

/-- Rising Vandermonde (Concrete Mathematics (5.26)):
`∑ C(a+k, k) C(b+n-k, n-k) = C(a+b+n+1, n)`. -/
theorem param_rising_vandermonde (a b n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (a + k) k : ℝ) * Nat.choose (b + n - k) (n - k) =
      Nat.choose (a + b + n + 1) n := by
  sorry

/-- Choosing a subset of a subset (Concrete Mathematics (5.21) summed):
`∑ C(n,k) C(k,j) = C(n,j) 2^(n-j)` for j ≤ n. -/
theorem param_subset_of_subset (n j : ℕ) (h : j ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose k j =
      Nat.choose n j * 2 ^ (n - j) := by
  sorry

/-- Hockey stick with a parameter, over ℝ. -/
theorem param_hockey_stick_real (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (m + k) m : ℝ) = Nat.choose (m + n + 1) (m + 1) := by
  sorry

/-- `∑ C(m,k)/C(n,k) = (n+1)/(n+1-m)` for m ≤ n (Concrete Mathematics ch. 5 exercises). -/
theorem param_ratio_of_binomials (m n : ℕ) (h : m ≤ n) :
    ∑ k ∈ Finset.range (m + 1), (Nat.choose m k : ℝ) / Nat.choose n k =
      (n + 1) / (n + 1 - m) := by
  sorry

/-- `∑ (-1)^k C(n,k) x/(x+k) = n!/((x+1)⋯(x+n))` at positive integers x (Gould ch. 1),
stated with the rising factorial. -/
theorem param_partial_fraction (n x : ℕ) (hx : 1 ≤ x) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k * x / (x + k) =
      n.factorial / ((x + 1).ascFactorial n) := by
  sorry

/-- Trinomial revision summed (Concrete Mathematics (5.21)):
`∑ C(m,k) C(k,j) (-1)^k` vanishes unless m = j; for m > j it is 0. -/
theorem param_inverse_relation (m j : ℕ) (h : j < m) :
    ∑ k ∈ Finset.range (m + 1), (-1 : ℝ) ^ k * Nat.choose m k * Nat.choose k j = 0 := by
  sorry

/-- Geometric series with a parameter over ℝ, x ≠ 1. -/
theorem param_geometric_real (n : ℕ) (x : ℝ) (hx : x ≠ 1) :
    ∑ k ∈ Finset.range n, x ^ k = (x ^ n - 1) / (x - 1) := by
  sorry

/-- `∑ C(n,k) x^k (1-x)^(n-k) = 1` (Bernstein polynomials form a partition of unity). -/
theorem param_bernstein (n : ℕ) (x : ℚ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * x ^ k * (1 - x) ^ (n - k) = 1 := by
  sorry

/-- The mean of the binomial distribution: `∑ k C(n,k) x^k (1-x)^(n-k) = n x`. -/
theorem param_bernstein_mean (n : ℕ) (x : ℚ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) * Nat.choose n k * x ^ k * (1 - x) ^ (n - k) =
      n * x := by
  sorry

/-- Vandermonde with a shifted lower index: `∑ C(m, k) C(n, k + r) = C(m + n, m + r)`. -/
theorem param_vandermonde_shift (m n r : ℕ) :
    ∑ k ∈ Finset.range (m + 1), (Nat.choose m k : ℝ) * Nat.choose n (k + r) =
      Nat.choose (m + n) (m + r) := by
  sorry

/-- An alternating upper-index convolution (Concrete Mathematics (5.25) at s = 0):
`∑ (-1)^k C(n,k) C(m+n-k, n) = 1`. -/
theorem param_alternating_upper (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k * Nat.choose (m + n - k) n = 1 := by
  sorry

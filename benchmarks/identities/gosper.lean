import Mathlib

/-! Gosper-summable sums: indefinite sums with a hypergeometric antidifference
(Petkovšek–Wilf–Zeilberger, *A = B*, ch. 5; Graham–Knuth–Patashnik, *Concrete Mathematics*,
ch. 2 and 5). -/

/-- The triangular numbers (Concrete Mathematics §2.1). -/
theorem gosper_sum_id (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) = n * (n + 1) / 2 := by
  sorry

/-- The square pyramidal numbers (Concrete Mathematics §2.5). -/
theorem gosper_sum_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) ^ 2 = n * (n + 1) * (2 * n + 1) / 6 := by
  sorry

/-- Nicomachus: the sum of cubes is the square of the triangular number. -/
theorem gosper_sum_cube (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) ^ 3 = (n * (n + 1) / 2) ^ 2 := by
  sorry

/-- Faulhaber for fourth powers (Concrete Mathematics §6.5). -/
theorem gosper_sum_fourth (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) ^ 4 =
      n * (n + 1) * (2 * n + 1) * (3 * n ^ 2 + 3 * n - 1) / 30 := by
  sorry

/-- The sum of the first odd numbers (Concrete Mathematics §2.5). -/
theorem gosper_sum_odd (n : ℕ) :
    ∑ k ∈ Finset.range n, (2 * k + 1) = n ^ 2 := by
  sorry

/-- `∑ k·k! = (n+1)! - 1` (Concrete Mathematics §2.6, exercises). -/
theorem gosper_sum_k_factorial (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k * k.factorial = (n + 1).factorial - 1 := by
  sorry

/-- The geometric series at 2. -/
theorem gosper_sum_pow_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), 2 ^ k = 2 ^ (n + 1) - 1 := by
  sorry

/-- The geometric series with ratio `x ≠ 1` (A = B §5.1). -/
theorem gosper_geometric (n : ℕ) (x : ℚ) (hx : x ≠ 1) :
    ∑ k ∈ Finset.range (n + 1), x ^ k = (x ^ (n + 1) - 1) / (x - 1) := by
  sorry

/-- Telescoping `1/((k+1)(k+2))` (Concrete Mathematics §2.6, falling powers). -/
theorem gosper_partial_fractions (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (1 : ℚ) / ((k + 1) * (k + 2)) = (n + 1) / (n + 2) := by
  sorry

/-- `∑ k 2^k`, by summation by parts (Concrete Mathematics §2.6). -/
theorem gosper_k_pow_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℤ) * 2 ^ k = ((n : ℤ) - 1) * 2 ^ (n + 1) + 2 := by
  sorry

/-- `∑ k/(k+1)! = 1 - 1/(n+1)!` (A = B ch. 5 exercise). -/
theorem gosper_k_over_factorial (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) / (k + 1).factorial = 1 - 1 / (n + 1).factorial := by
  sorry

/-- Shifted triangular numbers. -/
theorem gosper_sum_succ (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), ((k : ℚ) + 1) = (n + 1) * (n + 2) / 2 := by
  sorry

/-- Central binomials over powers of 4 are Gosper-summable (A = B ch. 5 exercises):
`∑_{k≤n} C(2k,k)/4^k = (2n+1) C(2n,n)/4^n`. -/
theorem gosper_central_binomial_quarter (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * k) k : ℚ) / 4 ^ k =
      (2 * n + 1) * (Nat.choose (2 * n) n : ℚ) / 4 ^ n := by
  sorry

/-- Partial alternating row sum (Concrete Mathematics (5.16)). -/
theorem gosper_partial_alternating (m n : ℕ) (hm : 1 ≤ m) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℤ) ^ k * (Nat.choose m k : ℤ) =
      (-1 : ℤ) ^ n * (Nat.choose (m - 1) n : ℤ) := by
  sorry

/-- `∑ k(k+1) = n(n+1)(n+2)/3` (Concrete Mathematics, falling powers §2.6). -/
theorem gosper_falling_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) * (k + 1) = n * (n + 1) * (n + 2) / 3 := by
  sorry

/-- `∑ k·2^k/((k+1)(k+2)) = 2^(n+1)/(n+2) - 1` (Gosper-summable; A = B ch. 5). -/
theorem gosper_pow_over_quadratic (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) * 2 ^ k / ((k + 1) * (k + 2)) =
      2 ^ (n + 1) / (n + 2) - 1 := by
  sorry

/-- Upper summation, hockey stick (Concrete Mathematics (5.10)), over ℚ. -/
theorem gosper_hockey_stick (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose k m : ℚ) = Nat.choose (n + 1) (m + 1) := by
  sorry

/-- Parallel summation (Concrete Mathematics (5.9)). -/
theorem gosper_parallel_summation (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (m + k) k : ℚ) = Nat.choose (m + n + 1) n := by
  sorry

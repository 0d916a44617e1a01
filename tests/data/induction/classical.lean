import Mathlib

/-! Harmonic-number and Fibonacci sums certified by induction on `n` (Concrete Mathematics
§2.6, §6.3 and §6.6; Karr 1981 and Schneider's Σ-extensions for the harmonic sums). -/

/-- Sum of harmonic numbers with Mathlib's `harmonic` (Concrete Mathematics (2.36)):
`∑_{k=1}^n H_k = (n + 1) H_n − n`. -/
theorem classical_harmonic_sum (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, harmonic k = (n + 1) * harmonic n - n := by
  sorry

/-- Harmonic numbers weighted by `k` (Concrete Mathematics (6.70)):
`∑_{0≤k<n} k H_k = n(n−1)/2 · H_n − n(n−1)/4`. -/
theorem classical_harmonic_weighted (n : ℕ) :
    ∑ k ∈ Finset.range n, (k : ℚ) * harmonic k =
      (n : ℚ) * (n - 1) / 2 * harmonic n - (n : ℚ) * (n - 1) / 4 := by
  sorry

/-- The alternating binomial sum of reciprocals is a harmonic number (Concrete Mathematics
ch. 6 exercises): `∑_{k=1}^n (−1)^(k+1) C(n,k)/k = H_n`. -/
theorem classical_harmonic_alternating (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, (-1 : ℚ) ^ (k + 1) * Nat.choose n k / k = harmonic n := by
  sorry

/-- Sum of squares of Fibonacci numbers (Concrete Mathematics §6.6):
`∑_{k≤n} F_k² = F_n F_(n+1)`. -/
theorem classical_fibonacci_squares (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.fib k ^ 2 = Nat.fib n * Nat.fib (n + 1) := by
  sorry

/-- Fibonacci numbers of odd index summed (Concrete Mathematics §6.6):
`∑_{k≤n} F_(2k+1) = F_(2n+2)`. -/
theorem classical_fibonacci_odd (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.fib (2 * k + 1) = Nat.fib (2 * n + 2) := by
  sorry

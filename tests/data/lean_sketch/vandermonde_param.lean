import Mathlib

open Finset

/-- Chu–Vandermonde with the upper index summed: ∑ C(m, k) C(n, k) = C(m + n, n). -/
theorem vandermonde_param (m n : ℕ) :
    ∑ k ∈ Icc 0 n, (m.choose k : ℚ) * (n.choose k : ℚ) = ((m + n).choose n : ℚ) := by
  sorry

theorem untouched (n : ℕ) : n + 0 = n := by
  simp

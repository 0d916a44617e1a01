import Mathlib
open Nat Finset Real

theorem cos_quarter (x : ℝ) : Real.cos (x / 4) = 1 := sorry

theorem sin_sum_half (n : ℕ) (x : ℝ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), Real.sin (k * x) = n * Real.sin (x / 2) := sorry

theorem cos_rational_roots (x : ℝ) :
    Real.cos x * (4 * Real.cos x ^ 2 - 1) * (Real.cos x ^ 2 - 1) = 0 := sorry

theorem cos_tiny (x : ℝ) : Real.cos (x / 24) = 1 := sorry

theorem sin_nat_arith (n : ℕ) : Real.sin (((n + 1 : ℕ) : ℝ) * π / 12) = 0 := sorry

theorem cos_positive_arg (x : ℝ) (hx : 0 < x) : Real.cos x = 1 / 2 := sorry

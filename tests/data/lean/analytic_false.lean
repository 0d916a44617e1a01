import Mathlib
open Nat Finset Real

theorem sqrt_five_square (n : ℕ) : (Real.sqrt 5 + n) ^ 2 = 5 + (n : ℝ) ^ 2 := sorry

theorem sqrt_four_times (n : ℕ) : Real.sqrt 4 * n = n + 1 := sorry

theorem sqrt_negative (n : ℕ) : Real.sqrt (-4) + n = n + 1 := sorry

theorem sqrt_two_three (n : ℕ) : Real.sqrt 2 * Real.sqrt 3 = n := sorry

theorem sqrt_half (n : ℕ) : Real.sqrt (1 / 2) = n := sorry

theorem beta_two_right (x : ℕ) (hx : 1 ≤ x) : Complex.betaIntegral x 2 = 1 / x := sorry

theorem harmonic_shifted (n : ℕ) : ∑' k : ℕ, (1 : ℝ) / ((k + 2 : ℕ) : ℝ) = n := sorry

theorem log_alternating : Real.log 3 = ∑' k : ℕ, (-1 : ℝ) ^ k / ((k + 1 : ℕ) : ℝ) := sorry

theorem log_minus_one : Real.log 2 - 1 = ∑' k : ℕ, (1 : ℝ) / ((k + 1 : ℕ) : ℝ) := sorry

theorem geometric_wrong : ∑' k : ℕ, (1 / 2 : ℝ) ^ k = 3 := sorry

theorem harmonic_real_denominator (n : ℕ) : ∑' k : ℕ, (1 : ℝ) / (k + 1) = n + 1 := sorry

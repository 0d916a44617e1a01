import Mathlib
import Prover

open Finset BigOperators

/-- `∑ C(n, k) x^k / (k + 1) = ((1 + x)^(n + 1) − 1) / ((n + 1) x)` for `x ≠ 0` (the integral
of the binomial row), a Zeilberger recurrence of order 1: the right side's denominator
`(n + 1) · x` is cleared by `mul_ne_zero (positivity) hx` (Gould 1.38's form). -/
theorem hyp_zero_integral (n : ℕ) (x : ℝ) (hx : x ≠ 0) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * x ^ k / (k + 1) =
      ((1 + x) ^ (n + 1) - 1) / ((n + 1) * x) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -n*x - n - x - 1, n + 2.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((-((x + 1) * (((n : ℕ) : ℝ) + 1))) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) / (((0 : ℕ) : ℝ) + 1))) + ((((n : ℕ) : ℝ) + 2) * ((((Nat.choose (n + 1) 0 : ℕ) : ℝ) * (x ^ 0)) / (((0 : ℕ) : ℝ) + 1))) : ℝ) = (((-(x * (((n : ℕ) : ℝ) + 1))) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) / (((0 : ℕ) : ℝ) + 1))) - ((-1) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) / (((0 : ℕ) : ℝ) + 1))) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s3 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (((-2 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((Nat.choose n 0 : ℕ) : ℝ) + ((2 : ℝ) + (n : ℝ)) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) * s1 + ((-2 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * s2 + ((2 : ℝ) + (n : ℝ)) * s3
  have hct : ∀ n k : ℕ, k < n → (((-((x + 1) * (((n : ℕ) : ℝ) + 1))) * ((((Nat.choose n (k + 1) : ℕ) : ℝ) * (x ^ (k + 1 : ℕ))) / (((k + 1 : ℕ) : ℝ) + 1))) + ((((n : ℕ) : ℝ) + 2) * ((((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * (x ^ (k + 1 : ℕ))) / (((k + 1 : ℕ) : ℝ) + 1))) : ℝ) = ((((-(x * (((n : ℕ) : ℝ) + 1))) * ((((Nat.choose n (k + 1) : ℕ) : ℝ) * (x ^ (k + 1 : ℕ))) / (((k + 1 : ℕ) : ℝ) + 1))) - ((-1) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) / (((0 : ℕ) : ℝ) + 1)))) - (((-(x * (((n : ℕ) : ℝ) + 1))) * ((((Nat.choose n k : ℕ) : ℝ) * (x ^ k)) / (((k : ℕ) : ℝ) + 1))) - ((-1) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) / (((0 : ℕ) : ℝ) + 1)))) : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show ((((k + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show ((((k : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s6 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    have s7 := Prover.pow_step (x : ℝ) (k) ((k + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 2) * (((Nat.choose n (k + 1) : ℕ) : ℝ) * (x : ℝ) ^ ((k + 1 : ℕ))) + (((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * ((x : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ))) * s1 + ((-1 : ℝ) * x * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ))) * (((Nat.choose n k : ℕ) : ℝ) * (x : ℝ) ^ k) * s3 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2) * (x : ℝ) ^ ((k + 1 : ℕ)) * s4 + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (x : ℝ) ^ ((k + 1 : ℕ)) * s5 + ((((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (x : ℝ) ^ ((k + 1 : ℕ)) + ((-1 : ℝ) * x * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ))) * (x : ℝ) ^ k) * s6 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose (n + 1) k : ℕ) : ℝ) * s7
  have hlead : ∀ n : ℕ, 0 ≤ n → (((n : ℕ) : ℝ) + 2 : ℝ) ≠ 0 := by
    intro n _
    rw [show (((n : ℕ) : ℝ) + 2 : ℝ) = ((2 : ℝ) + (n : ℝ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((-((x + 1) * (((n : ℕ) : ℝ) + 1))) * ((((1 + x) ^ (n + 1 : ℕ)) - 1) / ((((n : ℕ) : ℝ) + 1) * x))) + ((((n : ℕ) : ℝ) + 2) * ((((1 + x) ^ ((n + 1) + 1 : ℕ)) - 1) / ((((n + 1 : ℕ) : ℝ) + 1) * x))) : ℝ) = ((((-(x * (((n : ℕ) : ℝ) + 1))) * ((((Nat.choose n n : ℕ) : ℝ) * (x ^ n)) / (((n : ℕ) : ℝ) + 1))) - ((-1) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) / (((0 : ℕ) : ℝ) + 1)))) + ((((n : ℕ) : ℝ) + 2) * ((((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * (x ^ (n + 1 : ℕ))) / (((n + 1 : ℕ) : ℝ) + 1))) : ℝ) := by
    intro n hn
    have s1 := mul_inv_cancel₀ (mul_ne_zero (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity) hx)
    have s2 := mul_inv_cancel₀ (mul_ne_zero (show ((((n + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity) hx)
    have s3 := mul_inv_cancel₀ (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s4 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s5 := mul_inv_cancel₀ (show ((((n + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s6 := Prover.pow_step ((1 + x : ℝ) : ℝ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (by omega)
    have s9 := Prover.pow_step (x : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s7 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s8 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s10 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_
    refine mul_left_cancel₀ (show (((2 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (show (((2 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((x * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + x)) + ((-1 : ℝ) * x * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + x)) * ((1 + x : ℝ) : ℝ) ^ ((n + 1 : ℕ))) * s1 + (((-1 : ℝ) * x * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) + (x * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * ((1 + x : ℝ) : ℝ) ^ (((n + 1) + 1 : ℕ))) * s2 + (x ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * (((Nat.choose n n : ℕ) : ℝ) * (x : ℝ) ^ n) * s3 + ((-1 : ℝ) * x ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * ((Nat.choose n 0 : ℕ) : ℝ) * s4 + ((-1 : ℝ) * x ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * ((x : ℝ) ^ ((n + 1 : ℕ)) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ)) * s5 + (x * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * s6 + ((-1 : ℝ) * x ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * s9 + (x ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * (x : ℝ) ^ n * s7 + ((-1 : ℝ) * x ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * (x : ℝ) ^ n * s8 + ((-1 : ℝ) * x ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2) * s10
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), ((((Nat.choose i k : ℕ) : ℝ) * (x ^ k)) / (((k : ℕ) : ℝ) + 1) : ℝ) = ((((1 + x) ^ (i + 1 : ℕ)) - 1) / ((((i : ℕ) : ℝ) + 1) * x) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
      have e2 := mul_inv_cancel₀ (mul_ne_zero (show ((((0 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity) hx)
      have e3 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      have e4 := Prover.pow_congr ((1 + x : ℝ) : ℝ) (1) ((0 + 1 : ℕ)) (by omega)
      refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_
      linear_combination (norm := (push_cast; ring1)) x * ((Nat.choose 0 0 : ℕ) : ℝ) * e1 + ((1 : ℝ) + (-1 : ℝ) * ((1 + x : ℝ) : ℝ) ^ ((0 + 1 : ℕ))) * e2 + x * e3 + (-1 : ℝ) * e4
  exact Prover.sum_eq_of_telescoper_one (fun n k => ((((Nat.choose n k : ℕ) : ℝ) * (x ^ k)) / (((k : ℕ) : ℝ) + 1) : ℝ)) (fun n k => (((-(x * (((n : ℕ) : ℝ) + 1))) * ((((Nat.choose n k : ℕ) : ℝ) * (x ^ k)) / (((k : ℕ) : ℝ) + 1))) - ((-1) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) / (((0 : ℕ) : ℝ) + 1))) : ℝ)) (fun n => (-((x + 1) * (((n : ℕ) : ℝ) + 1)) : ℝ)) (fun n => (((n : ℕ) : ℝ) + 2 : ℝ)) (fun n => ((((1 + x) ^ (n + 1 : ℕ)) - 1) / ((((n : ℕ) : ℝ) + 1) * x) : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

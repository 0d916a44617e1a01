import Mathlib
import Prover

open Finset BigOperators

section
open BigOperators Nat Finset Real

theorem harmonic_icc_one_from_one (n : ℕ) :
    (∑ k ∈ Finset.range (n + 1 : ℕ), ((((-1) ^ ((1 + k) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + k) : ℕ) : ℚ)) / ((1 + k : ℕ) : ℚ)) : ℚ) = (∑ k ∈ Finset.range (n + 1 : ℕ), (1 / ((1 + k : ℕ) : ℚ)) : ℚ) := by
  /- wzprove proof (complete): two sums with the same recurrence of order 1
     (A = B, ch. 6), closed by Prover.sum_eq_sum_of_telescopers_one; common telescoper
     a = -1, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((-1) * ((((-1) ^ ((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) / ((1 + 0 : ℕ) : ℚ))) + (1 * ((((-1) ^ ((1 + 0) + 1 : ℕ)) * ((Nat.choose ((n + 1) + 1) (1 + 0) : ℕ) : ℚ)) / ((1 + 0 : ℕ) : ℚ))) : ℚ) = ((((((0 : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * ((((-1) ^ ((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) / ((1 + 0 : ℕ) : ℚ))) - (((-1) / ((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) + 2))) * ((((-1) ^ ((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) / ((1 + 0 : ℕ) : ℚ))) : ℚ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show (((1 + 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℚ) + 2 : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show (((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) + 2) : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 : ((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) = (1 : ℚ) := by norm_num
    have s5 := Prover.cast_choose_congr (α := ℚ) ((n + 1 : ℕ)) ((n + 1 : ℕ)) (1) ((1 + 0 : ℕ)) (by omega) (by omega)
    have s7 := Prover.cast_choose_congr (α := ℚ) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) (1) ((1 + 0 : ℕ)) (by omega) (by omega)
    have s6 : ((Nat.choose (n + 1) 1 : ℕ) : ℚ) = ((n + 1 : ℕ) : ℚ) := by rw [Nat.choose_one_right]
    have s8 : ((Nat.choose (n + 2) 1 : ℕ) : ℚ) = ((n + 2 : ℕ) : ℚ) := by rw [Nat.choose_one_right]
    refine mul_left_cancel₀ (show (((2 : ℚ) + (n : ℚ)) * (((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose ((n + 1) + 1) (1 + 0) : ℕ) : ℚ)) + ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ) * ((((n : ℕ) : ℚ) + 2 : ℚ))⁻¹) + ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ) * (((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) + 2) : ℚ))⁻¹)) * s1 + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) * s2 + ((-2 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) * s3 + (((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 3) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ) + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * ((Nat.choose ((n + 1) + 1) (1 + 0) : ℕ) : ℚ)) * s4 + ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 3) * s5 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * s7 + ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 3) * s6 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * s8
  have hct : ∀ n k : ℕ, k < n → (((-1) * ((((-1) ^ ((1 + (k + 1)) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + (k + 1)) : ℕ) : ℚ)) / ((1 + (k + 1) : ℕ) : ℚ))) + (1 * ((((-1) ^ ((1 + (k + 1)) + 1 : ℕ)) * ((Nat.choose ((n + 1) + 1) (1 + (k + 1)) : ℕ) : ℚ)) / ((1 + (k + 1) : ℕ) : ℚ))) : ℚ) = (((((((k + 1 : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * ((((-1) ^ ((1 + (k + 1)) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + (k + 1)) : ℕ) : ℚ)) / ((1 + (k + 1) : ℕ) : ℚ))) - (((-1) / ((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) + 2))) * ((((-1) ^ ((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) / ((1 + 0 : ℕ) : ℚ)))) - ((((((k : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * ((((-1) ^ ((1 + k) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + k) : ℕ) : ℚ)) / ((1 + k : ℕ) : ℚ))) - (((-1) / ((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) + 2))) * ((((-1) ^ ((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) / ((1 + 0 : ℕ) : ℚ)))) : ℚ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show (((1 + (k + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℚ) + 2 : ℚ) : ℚ) ≠ 0 by positivity)
    have s5 := mul_inv_cancel₀ (show (((1 + k : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s8 := Prover.cast_choose_lower_step (α := ℚ) ((n + 1 : ℕ)) ((1 + k : ℕ)) ((1 + (k + 1) : ℕ)) (by omega)
    have s7 := Prover.pow_step ((-1) : ℚ) (((1 + k) + 1 : ℕ)) (((1 + (k + 1)) + 1 : ℕ)) (by omega)
    have s9 := Prover.cast_choose_upper_step (α := ℚ) ((n + 1 : ℕ)) ((n + 2 : ℕ)) ((1 + k : ℕ)) (by omega)
    have s11 := Prover.cast_choose_lower_step (α := ℚ) (((n + 1) + 1 : ℕ)) ((1 + k : ℕ)) ((1 + (k + 1) : ℕ)) (by omega)
    have s10 := Prover.cast_choose_congr (α := ℚ) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) ((1 + k : ℕ)) ((1 + k : ℕ)) (by omega) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (n : ℚ)) * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((2 : ℚ) + (k : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ))) * (((-1) : ℚ) ^ (((1 + (k + 1)) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + (k + 1)) : ℕ) : ℚ)) + (((2 : ℚ) + (k : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ))) * (((-1) : ℚ) ^ (((1 + (k + 1)) + 1 : ℕ)) * ((Nat.choose ((n + 1) + 1) (1 + (k + 1)) : ℕ) : ℚ)) + ((-1 : ℚ) * ((2 : ℚ) + (k : ℚ)) ^ 3 * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ))) * (((-1) : ℚ) ^ (((1 + (k + 1)) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + (k + 1)) : ℕ) : ℚ) * ((((n : ℕ) : ℚ) + 2 : ℚ))⁻¹)) * s1 + (((-1 : ℚ) * ((2 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ (((1 + (k + 1)) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + (k + 1)) : ℕ) : ℚ)) + (((1 : ℚ) + (k : ℚ)) ^ 2 * ((2 : ℚ) + (k : ℚ)) ^ 3 * ((2 : ℚ) + (n : ℚ))) * (((Nat.choose (n + 1) (1 + k) : ℕ) : ℚ) * (((1 + k : ℕ) : ℚ))⁻¹ * ((-1) : ℚ) ^ (((1 + k) + 1 : ℕ)))) * s2 + (((2 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((Nat.choose (n + 1) (1 + k) : ℕ) : ℚ) * ((-1) : ℚ) ^ (((1 + k) + 1 : ℕ))) * s5 + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (n : ℚ)) * ((4 : ℚ) + (k : ℚ) + (n : ℚ))) * ((-1) : ℚ) ^ (((1 + (k + 1)) + 1 : ℕ)) * s8 + ((((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (n : ℚ)) * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((4 : ℚ) + (k : ℚ) + (n : ℚ))) * ((Nat.choose (n + 1) (1 + k) : ℕ) : ℚ) + (((2 : ℚ) + (k : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ))) * ((Nat.choose ((n + 1) + 1) (1 + (k + 1)) : ℕ) : ℚ)) * s7 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ))) * ((-1) : ℚ) ^ (((1 + k) + 1 : ℕ)) * s9 + ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ))) * ((-1) : ℚ) ^ (((1 + k) + 1 : ℕ)) * s11 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ)) * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((-1) : ℚ) ^ (((1 + k) + 1 : ℕ)) * s10
  have hct02 : ∀ n : ℕ, (((-1) * (1 / ((1 + 0 : ℕ) : ℚ))) + (1 * (1 / ((1 + 0 : ℕ) : ℚ))) : ℚ) = (0 : ℚ) := by
    intro n
    linear_combination (norm := (push_cast; ring1)) 0
  have hct2 : ∀ n k : ℕ, k < n → (((-1) * (1 / ((1 + (k + 1) : ℕ) : ℚ))) + (1 * (1 / ((1 + (k + 1) : ℕ) : ℚ))) : ℚ) = (0 - 0 : ℚ) := by
    intro n k hk
    linear_combination (norm := (push_cast; ring1)) 0
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℚ) ≠ 0 := by
    intro n _
    positivity
  have hb : ∀ n : ℕ, 0 ≤ n → (((((((n : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * ((((-1) ^ ((1 + n) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + n) : ℕ) : ℚ)) / ((1 + n : ℕ) : ℚ))) - (((-1) / ((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) + 2))) * ((((-1) ^ ((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) / ((1 + 0 : ℕ) : ℚ)))) + (1 * ((((-1) ^ ((1 + (n + 1)) + 1 : ℕ)) * ((Nat.choose ((n + 1) + 1) (1 + (n + 1)) : ℕ) : ℚ)) / ((1 + (n + 1) : ℕ) : ℚ))) : ℚ) = (0 + (1 * (1 / ((1 + (n + 1) : ℕ) : ℚ))) : ℚ) := by
    intro n hn
    have s1 := mul_inv_cancel₀ (show ((((n : ℕ) : ℚ) + 2 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((1 + n : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show (((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) + 2) : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 := mul_inv_cancel₀ (show (((1 + 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s5 := mul_inv_cancel₀ (show (((1 + (n + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s6 : ((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) = (1 : ℚ) := by norm_num
    have s7 := Prover.pow_step ((-1) : ℚ) (((1 + n) + 1 : ℕ)) (((1 + (n + 1)) + 1 : ℕ)) (by omega)
    have s8 := Prover.cast_choose_congr (α := ℚ) ((n + 1 : ℕ)) ((n + 1 : ℕ)) ((n + 1 : ℕ)) ((1 + n : ℕ)) (by omega) (by omega)
    have s10 := Prover.cast_choose_congr (α := ℚ) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) ((n + 2 : ℕ)) ((1 + (n + 1) : ℕ)) (by omega) (by omega)
    have s12 := Prover.cast_choose_congr (α := ℚ) ((n + 1 : ℕ)) ((n + 1 : ℕ)) (1) ((1 + 0 : ℕ)) (by omega) (by omega)
    have s9 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s11 : ((Nat.choose (n + 2) (n + 2) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s13 : ((Nat.choose (n + 1) 1 : ℕ) : ℚ) = ((n + 1 : ℕ) : ℚ) := by rw [Nat.choose_one_right]
    refine mul_left_cancel₀ (show (((2 : ℚ) + (n : ℚ)) * ((1 : ℚ) + (n : ℚ)) * (((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * ((2 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℚ) + (n : ℚ)) ^ 3 * ((2 : ℚ) + (n : ℚ)) ^ 2) * (((-1) : ℚ) ^ (((1 + n) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + n) : ℕ) : ℚ) * (((1 + n : ℕ) : ℚ))⁻¹) * s1 + (((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2) * (((-1) : ℚ) ^ (((1 + n) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + n) : ℕ) : ℚ)) * s2 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ) * (((1 + 0 : ℕ) : ℚ))⁻¹) * s3 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) * s4 + (((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2) + (((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2) * (((-1) : ℚ) ^ (((1 + (n + 1)) + 1 : ℕ)) * ((Nat.choose ((n + 1) + 1) (1 + (n + 1)) : ℕ) : ℚ))) * s5 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ) * s6 + (((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2) * ((Nat.choose ((n + 1) + 1) (1 + (n + 1)) : ℕ) : ℚ) * s7 + (((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2) * ((-1) : ℚ) ^ (((1 + n) + 1 : ℕ)) * s8 + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2) * ((-1) : ℚ) ^ (((1 + n) + 1 : ℕ)) * s10 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * s12 + (((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2) * ((-1) : ℚ) ^ (((1 + n) + 1 : ℕ)) * s9 + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ)) ^ 2) * ((-1) : ℚ) ^ (((1 + n) + 1 : ℕ)) * s11 + (((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * s13
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), ((((-1) ^ ((1 + k) + 1 : ℕ)) * ((Nat.choose (i + 1) (1 + k) : ℕ) : ℚ)) / ((1 + k : ℕ) : ℚ) : ℚ) = (1 : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 := mul_inv_cancel₀ (show (((1 + 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
      have e2 : ((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) = (1 : ℚ) := by norm_num
      have e3 : ((Nat.choose (0 + 1) (1 + 0) : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose ((0 + 1 : ℕ)) ((1 + 0 : ℕ)) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (((-1) : ℚ) ^ (((1 + 0) + 1 : ℕ)) * ((Nat.choose (0 + 1) (1 + 0) : ℕ) : ℚ)) * e1 + ((Nat.choose (0 + 1) (1 + 0) : ℕ) : ℚ) * e2 + (1 : ℚ) * e3
  have hinit2 : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (1 / ((1 + k : ℕ) : ℚ) : ℚ) = (1 : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 := mul_inv_cancel₀ (show (((1 + 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
      linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * e1
  exact Prover.sum_eq_sum_of_telescopers_one (fun n k => ((((-1) ^ ((1 + k) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + k) : ℕ) : ℚ)) / ((1 + k : ℕ) : ℚ) : ℚ)) (fun n k => ((((((k : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * ((((-1) ^ ((1 + k) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + k) : ℕ) : ℚ)) / ((1 + k : ℕ) : ℚ))) - (((-1) / ((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) + 2))) * ((((-1) ^ ((1 + 0) + 1 : ℕ)) * ((Nat.choose (n + 1) (1 + 0) : ℕ) : ℚ)) / ((1 + 0 : ℕ) : ℚ))) : ℚ)) (fun n k => (1 / ((1 + k : ℕ) : ℚ) : ℚ)) (fun n k => (0 : ℚ)) (fun n => (-1 : ℚ)) (fun n => (1 : ℚ)) (fun n => (1 : ℚ)) 0 0 (by norm_num) hct0 hct hct02 hct2 hlead hb hinit hinit2 n (by omega)

end

/-- `∑_(1 ≤ k ≤ n) (-1)^(k+1) C(n, k) / k = ∑_(1 ≤ k ≤ n) 1 / k` (the harmonic numbers): the
summand has a pole at `k = 0`; the proof splits off `n = 0` (two empty sums) and moves both sums
at `n = m + 1` to `range (m + 1)` with `k ↦ 1 + k`, a lemma compiled from its own certificate. -/
theorem harmonic_icc_one (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, (-1 : ℚ) ^ (k + 1) * Nat.choose n k / k =
      ∑ k ∈ Finset.Icc 1 n, (1 : ℚ) / k := by
  rcases Nat.eq_zero_or_pos n with rfl | hn
  · simp only [Finset.Icc_eq_empty (show ¬(1 : ℕ) ≤ 0 by norm_num), Finset.sum_empty]
  · obtain ⟨m, rfl⟩ : ∃ m, n = (m + 1 : ℕ) := ⟨n - 1, by omega⟩
    rw [Prover.sum_Icc_eq_sum_Ico_succ _ (1 : ℕ) ((m + 1 : ℕ) : ℕ), Finset.sum_Ico_eq_sum_range _ (1 : ℕ) (((m + 1) + 1 : ℕ) : ℕ), Prover.sum_Icc_eq_sum_Ico_succ _ (1 : ℕ) ((m + 1 : ℕ) : ℕ), Finset.sum_Ico_eq_sum_range _ (1 : ℕ) (((m + 1) + 1 : ℕ) : ℕ), show (((m + 1) + 1) - 1 : ℕ) = ((m + 1 : ℕ) : ℕ) by omega]
    exact harmonic_icc_one_from_one m

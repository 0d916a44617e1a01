import Mathlib
import Prover

open BigOperators Nat Finset Real

section
open BigOperators Nat Finset Real

theorem pieces_log_row_piece1 (n : ℕ) (x : ℝ) :
    (∑ k ∈ Finset.range (n + 1 : ℕ), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * ((1 + x) ^ (k + 1 : ℕ))) : ℝ) = (((((-1) ^ n) * (x ^ (n + 1 : ℕ))) / (((n : ℕ) : ℝ) + 1)) - (-(1 / (((n : ℕ) : ℝ) + 1))) : ℝ) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = n*x + x, n + 2.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((x * (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * ((1 + x) ^ (0 + 1 : ℕ)))) + ((((n : ℕ) : ℝ) + 2) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) * ((1 + x) ^ (0 + 1 : ℕ)))) : ℝ) = ((((x + 1) * (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * ((1 + x) ^ (0 + 1 : ℕ)))) - ((-1) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * ((1 + x) ^ (0 + 1 : ℕ)))) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.pow_congr ((1 + x : ℝ) : ℝ) (1) ((0 + 1 : ℕ)) (by omega)
    have s3 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s4 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (((-2 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * (((Nat.choose n 0 : ℕ) : ℝ) * ((1 + x : ℝ) : ℝ) ^ ((0 + 1 : ℕ))) + ((2 : ℝ) + (n : ℝ)) * (((1 + x : ℝ) : ℝ) ^ ((0 + 1 : ℕ)) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ))) * s1 + (((-2 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((Nat.choose n 0 : ℕ) : ℝ) + ((2 : ℝ) + (n : ℝ)) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) * s2 + ((-1 : ℝ) * ((1 : ℝ) + x) * ((2 : ℝ) + (n : ℝ))) * s3 + (((1 : ℝ) + x) * ((2 : ℝ) + (n : ℝ))) * s4
  have hct : ∀ n k : ℕ, k < n → (((x * (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ (k + 1 : ℕ)) / (((k + 1 : ℕ) : ℝ) + 1)) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) * ((1 + x) ^ ((k + 1) + 1 : ℕ)))) + ((((n : ℕ) : ℝ) + 2) * (((((-1) ^ (k + 1 : ℕ)) / (((k + 1 : ℕ) : ℝ) + 1)) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) * ((1 + x) ^ ((k + 1) + 1 : ℕ)))) : ℝ) = (((((x + 1) * (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ (k + 1 : ℕ)) / (((k + 1 : ℕ) : ℝ) + 1)) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) * ((1 + x) ^ ((k + 1) + 1 : ℕ)))) - ((-1) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * ((1 + x) ^ (0 + 1 : ℕ))))) - ((((x + 1) * (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * ((1 + x) ^ (k + 1 : ℕ)))) - ((-1) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * ((1 + x) ^ (0 + 1 : ℕ))))) : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show ((((k + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show ((((k : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s6 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.pow_step ((-1) : ℝ) (k) ((k + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s8 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    have s9 := Prover.pow_step ((1 + x : ℝ) : ℝ) ((k + 1 : ℕ)) (((k + 1) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 2) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * ((1 + x : ℝ) : ℝ) ^ (((k + 1) + 1 : ℕ))) + (((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((1 + x : ℝ) : ℝ) ^ (((k + 1) + 1 : ℕ)) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ))) * s1 + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + x) * ((2 : ℝ) + (k : ℝ))) * (((Nat.choose n k : ℕ) : ℝ) * ((1 + x : ℝ) : ℝ) ^ ((k + 1 : ℕ)) * ((-1) : ℝ) ^ k) * s3 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((1 + x : ℝ) : ℝ) ^ (((k + 1) + 1 : ℕ))) * s6 + ((((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose n k : ℕ) : ℝ) * ((1 + x : ℝ) : ℝ) ^ (((k + 1) + 1 : ℕ))) + (((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((1 + x : ℝ) : ℝ) ^ (((k + 1) + 1 : ℕ)) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ))) * s5 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((1 + x : ℝ) : ℝ) ^ (((k + 1) + 1 : ℕ)) * ((-1) : ℝ) ^ k) * s7 + ((((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + x) * ((2 : ℝ) + (k : ℝ))) * (((1 + x : ℝ) : ℝ) ^ ((k + 1 : ℕ)) * ((-1) : ℝ) ^ k) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((1 + x : ℝ) : ℝ) ^ (((k + 1) + 1 : ℕ)) * ((-1) : ℝ) ^ k)) * s8 + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose (n + 1) k : ℕ) : ℝ) * ((-1) : ℝ) ^ k) * s9
  have hlead : ∀ n : ℕ, 0 ≤ n → (((n : ℕ) : ℝ) + 2 : ℝ) ≠ 0 := by
    intro n _
    rw [show (((n : ℕ) : ℝ) + 2 : ℝ) = ((2 : ℝ) + (n : ℝ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((x * (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ n) * (x ^ (n + 1 : ℕ))) / (((n : ℕ) : ℝ) + 1)) - (-(1 / (((n : ℕ) : ℝ) + 1))))) + ((((n : ℕ) : ℝ) + 2) * (((((-1) ^ (n + 1 : ℕ)) * (x ^ ((n + 1) + 1 : ℕ))) / (((n + 1 : ℕ) : ℝ) + 1)) - (-(1 / (((n + 1 : ℕ) : ℝ) + 1))))) : ℝ) = (((((x + 1) * (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ n) / (((n : ℕ) : ℝ) + 1)) * ((Nat.choose n n : ℕ) : ℝ)) * ((1 + x) ^ (n + 1 : ℕ)))) - ((-1) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * ((1 + x) ^ (0 + 1 : ℕ))))) + ((((n : ℕ) : ℝ) + 2) * (((((-1) ^ (n + 1 : ℕ)) / (((n + 1 : ℕ) : ℝ) + 1)) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ)) * ((1 + x) ^ ((n + 1) + 1 : ℕ)))) : ℝ) := by
    intro n hn
    have s1 := mul_inv_cancel₀ (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s4 := Prover.pow_congr ((1 + x : ℝ) : ℝ) (1) ((0 + 1 : ℕ)) (by omega)
    have s5 := Prover.pow_step ((-1) : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s6 := Prover.pow_step (x : ℝ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (by omega)
    have s9 := Prover.pow_step ((1 + x : ℝ) : ℝ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (by omega)
    have s7 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s8 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s10 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((x * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) + (x * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((-1) : ℝ) ^ n * (x : ℝ) ^ ((n + 1 : ℕ))) + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + x) * ((2 : ℝ) + (n : ℝ))) * (((-1) : ℝ) ^ n * ((Nat.choose n n : ℕ) : ℝ) * ((1 + x : ℝ) : ℝ) ^ ((n + 1 : ℕ)))) * s1 + ((((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) + (((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((-1) : ℝ) ^ ((n + 1 : ℕ)) * (x : ℝ) ^ (((n + 1) + 1 : ℕ))) + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * ((1 + x : ℝ) : ℝ) ^ (((n + 1) + 1 : ℕ)) * ((-1) : ℝ) ^ ((n + 1 : ℕ)))) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((1 + x : ℝ) : ℝ) ^ ((0 + 1 : ℕ)) * ((Nat.choose n 0 : ℕ) : ℝ)) * s3 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * ((Nat.choose n 0 : ℕ) : ℝ) * s4 + ((((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (x : ℝ) ^ (((n + 1) + 1 : ℕ)) + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * ((1 + x : ℝ) : ℝ) ^ (((n + 1) + 1 : ℕ)))) * s5 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * ((-1) : ℝ) ^ n * s6 + (((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * (((-1) : ℝ) ^ n * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ)) * s9 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + x) * ((2 : ℝ) + (n : ℝ))) * (((-1) : ℝ) ^ n * ((1 + x : ℝ) : ℝ) ^ ((n + 1 : ℕ))) * s7 + (((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + x) * ((2 : ℝ) + (n : ℝ))) * (((-1) : ℝ) ^ n * ((1 + x : ℝ) : ℝ) ^ ((n + 1 : ℕ))) * s8 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + x) * ((2 : ℝ) + (n : ℝ))) * s10
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose i k : ℕ) : ℝ)) * ((1 + x) ^ (k + 1 : ℕ)) : ℝ) = (((((-1) ^ i) * (x ^ (i + 1 : ℕ))) / (((i : ℕ) : ℝ) + 1)) - (-(1 / (((i : ℕ) : ℝ) + 1))) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
      have e2 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      have e3 := Prover.pow_congr ((1 + x : ℝ) : ℝ) (1) ((0 + 1 : ℕ)) (by omega)
      have e4 := Prover.pow_congr (x : ℝ) (1) ((0 + 1 : ℕ)) (by omega)
      linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) + (-1 : ℝ) * (x : ℝ) ^ ((0 + 1 : ℕ)) + (((Nat.choose 0 0 : ℕ) : ℝ) * ((1 + x : ℝ) : ℝ) ^ ((0 + 1 : ℕ)))) * e1 + ((1 + x : ℝ) : ℝ) ^ ((0 + 1 : ℕ)) * e2 + (1 : ℝ) * e3 + (-1 : ℝ) * e4
  exact Prover.sum_eq_of_telescoper_one (fun n k => (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * ((1 + x) ^ (k + 1 : ℕ)) : ℝ)) (fun n k => ((((x + 1) * (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * ((1 + x) ^ (k + 1 : ℕ)))) - ((-1) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * ((1 + x) ^ (0 + 1 : ℕ)))) : ℝ)) (fun n => (x * (((n : ℕ) : ℝ) + 1) : ℝ)) (fun n => (((n : ℕ) : ℝ) + 2 : ℝ)) (fun n => (((((-1) ^ n) * (x ^ (n + 1 : ℕ))) / (((n : ℕ) : ℝ) + 1)) - (-(1 / (((n : ℕ) : ℝ) + 1))) : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

theorem pieces_log_row_piece2 (n : ℕ) (x : ℝ) :
    (∑ k ∈ Finset.range (n + 1 : ℕ), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * (-1)) : ℝ) = (-(1 / (((n : ℕ) : ℝ) + 1)) : ℝ) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (((((-1) ^ (k + 1 : ℕ)) / (((k + 1 : ℕ) : ℝ) + 1)) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) * (-1) : ℝ) = ((((((n : ℕ) : ℝ) - ((k + 1 : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ (k + 1 : ℕ)) / (((k + 1 : ℕ) : ℝ) + 1)) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) * (-1))) - (((((n : ℕ) : ℝ) - ((k : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * (-1))) : ℝ) := by
    intro k
    have s1 := mul_inv_cancel₀ (show ((((k + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show ((((k : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s4 := Prover.pow_step ((-1) : ℝ) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * ((((n : ℕ) : ℝ) + 1 : ℝ))⁻¹)) * s1 + (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ k * ((((k : ℕ) : ℝ) + 1 : ℝ))⁻¹ * ((Nat.choose n k : ℕ) : ℝ))) * s2 + (((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ k * ((Nat.choose n k : ℕ) : ℝ)) * s3 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ))) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * s4 + (((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) + (k : ℝ))) * ((-1) : ℝ) ^ k * s5
  have hclosed : ((((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * (-1)) + ((((((n : ℕ) : ℝ) - ((n : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ n) / (((n : ℕ) : ℝ) + 1)) * ((Nat.choose n n : ℕ) : ℝ)) * (-1))) - (((((n : ℕ) : ℝ) - ((0 : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ 0) / (((0 : ℕ) : ℝ) + 1)) * ((Nat.choose n 0 : ℕ) : ℝ)) * (-1)))) : ℝ) = (-(1 / (((n : ℕ) : ℝ) + 1)) : ℝ) := by
    have s1 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((Nat.choose n 0 : ℕ) : ℝ) + ((n : ℝ) * ((1 : ℝ) + (n : ℝ))) * (((Nat.choose n 0 : ℕ) : ℝ) * ((((n : ℕ) : ℝ) + 1 : ℝ))⁻¹)) * s1 + ((1 : ℝ) + (n : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ)) * s2 + (-1 : ℝ) * s3
  exact (Prover.sum_range_succ_eq_of_step (fun k => (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * (-1) : ℝ)) (fun k => (((((n : ℕ) : ℝ) - ((k : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * (-1)) : ℝ)) hstep n).trans hclosed

end

/- wzprove proof (complete): the summand split into pieces (Finset.sum_add_distrib),
   each piece's lemma compiled from its certificate and replayed; the split and the
   combination re-read and checked exactly in Python; no Lean kernel here. -/
theorem pieces_log_row (n : ℕ) (x : ℝ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k / (k + 1) * Nat.choose n k * ((1 + x) ^ (k + 1) - 1) =
      (-1) ^ n * x ^ (n + 1) / (n + 1) := by
  have h1 : (∑ k ∈ Finset.range (n + 1 : ℕ), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * ((1 + x) ^ (k + 1 : ℕ))) : ℝ) = (((((-1) ^ n) * (x ^ (n + 1 : ℕ))) / (((n : ℕ) : ℝ) + 1)) - (-(1 / (((n : ℕ) : ℝ) + 1))) : ℝ) := pieces_log_row_piece1 n x
  have h2 : (∑ k ∈ Finset.range (n + 1 : ℕ), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * (-1)) : ℝ) = (-(1 / (((n : ℕ) : ℝ) + 1)) : ℝ) := pieces_log_row_piece2 n x
  have hsplit : (∑ k ∈ Finset.range (n + 1 : ℕ), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * (((1 + x) ^ (k + 1 : ℕ)) - 1)) : ℝ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * ((1 + x) ^ (k + 1 : ℕ))) : ℝ) + (∑ k ∈ Finset.range (n + 1 : ℕ), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * (-1)) : ℝ) : ℝ) := by
    rw [← Finset.sum_add_distrib]
    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)
  have key : (∑ k ∈ Finset.range (n + 1 : ℕ), (((((-1) ^ k) / (((k : ℕ) : ℝ) + 1)) * ((Nat.choose n k : ℕ) : ℝ)) * (((1 + x) ^ (k + 1 : ℕ)) - 1)) : ℝ) = ((((-1) ^ n) * (x ^ (n + 1 : ℕ))) / (((n : ℕ) : ℝ) + 1) : ℝ) := by
    linear_combination (norm := (push_cast; ring1)) hsplit + h1 + h2
  exact key

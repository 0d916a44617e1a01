import Mathlib
import Prover

/-- Alternating sum of inverse binomials: Gosper's step holds only inside the range
(past it `1 / C(n, k + 1)` is `0` in Lean). -/
theorem gosper_inverse_binomial (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k / (Nat.choose n k : ℚ) =
      (n + 1) / (n + 2) * (1 + (-1) ^ n) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), the step inside the
     range, closed by Prover.sum_range_succ_eq_of_step_zero_lt with H(k) = G(k + 1) - G(0) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have h0 : (((-1) ^ 0) / ((Nat.choose n 0 : ℕ) : ℚ) : ℚ) = ((((((0 : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ 0) / ((Nat.choose n 0 : ℕ) : ℚ))) - ((((-((n : ℕ) : ℚ)) - 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ 0) / ((Nat.choose n 0 : ℕ) : ℚ))) : ℚ) := by
    have sp1 : (0 : ℚ) < ((Nat.choose n 0 : ℕ) : ℚ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show (((Nat.choose n 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℚ) + 2 : ℚ) : ℚ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((Nat.choose n 0 : ℕ) : ℚ) * ((2 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((2 : ℚ) + (n : ℚ)) + ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 2) * ((((n : ℕ) : ℚ) + 2 : ℚ))⁻¹) * s1 + ((-2 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * s2
  have hstep : ∀ k : ℕ, k < n → (((-1) ^ (k + 1 : ℕ)) / ((Nat.choose n (k + 1) : ℕ) : ℚ) : ℚ) = (((((((k + 1 : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ (k + 1 : ℕ)) / ((Nat.choose n (k + 1) : ℕ) : ℚ))) - ((((-((n : ℕ) : ℚ)) - 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ 0) / ((Nat.choose n 0 : ℕ) : ℚ)))) - ((((((k : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ k) / ((Nat.choose n k : ℕ) : ℚ))) - ((((-((n : ℕ) : ℚ)) - 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ 0) / ((Nat.choose n 0 : ℕ) : ℚ)))) : ℚ) := by
    intro k hk
    have sp1 : (0 : ℚ) < ((Nat.choose n (k + 1) : ℕ) : ℚ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have sp3 : (0 : ℚ) < ((Nat.choose n k : ℕ) : ℚ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show (((Nat.choose n (k + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℚ) + 2 : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 := mul_inv_cancel₀ (show (((Nat.choose n k : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s5 := Prover.pow_step ((-1) : ℚ) (k) ((k + 1 : ℕ)) (by omega)
    have s6 := Prover.cast_choose_lower_step (α := ℚ) (n) (k) ((k + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((Nat.choose n (k + 1) : ℕ) : ℚ) * ((2 : ℚ) + (n : ℚ)) * ((Nat.choose n k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ ((k + 1 : ℕ)) * ((Nat.choose n k : ℕ) : ℚ)) + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((-1) : ℚ) ^ ((k + 1 : ℕ)) * ((((n : ℕ) : ℚ) + 2 : ℚ))⁻¹ * ((Nat.choose n k : ℕ) : ℚ))) * s1 + (((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ))) * (((-1) : ℚ) ^ ((k + 1 : ℕ)) * ((Nat.choose n k : ℕ) : ℚ)) + ((1 : ℚ) + (k : ℚ)) ^ 2 * (((-1) : ℚ) ^ k * (((Nat.choose n k : ℕ) : ℚ))⁻¹ * ((Nat.choose n (k + 1) : ℕ) : ℚ) * ((Nat.choose n k : ℕ) : ℚ))) * s2 + ((1 : ℚ) + (k : ℚ)) ^ 2 * (((-1) : ℚ) ^ k * ((Nat.choose n (k + 1) : ℕ) : ℚ)) * s4 + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((Nat.choose n k : ℕ) : ℚ) * s5 + ((1 : ℚ) + (k : ℚ)) * ((-1) : ℚ) ^ k * s6
  have hclosed : ((((((n : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ n) / ((Nat.choose n n : ℕ) : ℚ))) - ((((-((n : ℕ) : ℚ)) - 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ 0) / ((Nat.choose n 0 : ℕ) : ℚ))) : ℚ) = (((((n : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * (1 + ((-1) ^ n)) : ℚ) := by
    have sp1 : (0 : ℚ) < ((Nat.choose n n : ℕ) : ℚ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have sp2 : (0 : ℚ) < ((Nat.choose n 0 : ℕ) : ℚ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show ((((n : ℕ) : ℚ) + 2 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((Nat.choose n n : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show (((Nat.choose n 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 : ((Nat.choose n n : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s5 : ((Nat.choose n 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((2 : ℚ) + (n : ℚ)) * ((Nat.choose n n : ℕ) : ℚ) * ((Nat.choose n 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * (((Nat.choose n n : ℕ) : ℚ) * ((Nat.choose n 0 : ℕ) : ℚ)) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * (((-1) : ℚ) ^ n * ((Nat.choose n n : ℕ) : ℚ) * ((Nat.choose n 0 : ℕ) : ℚ)) + ((1 : ℚ) + (n : ℚ)) * ((((Nat.choose n 0 : ℕ) : ℚ))⁻¹ * ((Nat.choose n n : ℕ) : ℚ) * ((Nat.choose n 0 : ℕ) : ℚ)) + ((1 : ℚ) + (n : ℚ)) * (((-1) : ℚ) ^ n * (((Nat.choose n n : ℕ) : ℚ))⁻¹ * ((Nat.choose n n : ℕ) : ℚ) * ((Nat.choose n 0 : ℕ) : ℚ))) * s1 + ((1 : ℚ) + (n : ℚ)) * (((-1) : ℚ) ^ n * ((Nat.choose n 0 : ℕ) : ℚ)) * s2 + ((1 : ℚ) + (n : ℚ)) * ((Nat.choose n n : ℕ) : ℚ) * s3 + (((1 : ℚ) + (n : ℚ)) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((Nat.choose n 0 : ℕ) : ℚ) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * (((-1) : ℚ) ^ n * ((Nat.choose n 0 : ℕ) : ℚ))) * s4 + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * s5
  exact (Prover.sum_range_succ_eq_of_step_zero_lt (fun k => (((-1) ^ k) / ((Nat.choose n k : ℕ) : ℚ) : ℚ)) (fun k => ((((((k : ℕ) : ℚ) + 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ k) / ((Nat.choose n k : ℕ) : ℚ))) - ((((-((n : ℕ) : ℚ)) - 1) / (((n : ℕ) : ℚ) + 2)) * (((-1) ^ 0) / ((Nat.choose n 0 : ℕ) : ℚ))) : ℚ)) n h0 hstep).trans hclosed

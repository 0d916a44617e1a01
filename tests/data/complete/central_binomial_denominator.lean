import Mathlib
import Prover

/-- A Gosper sum with a central binomial coefficient in the denominator: its inverse is
eliminated by `b · b⁻¹ = 1` once `0 < C(2k, k)` is stated (`Nat.choose_pos`, `k ≤ 2k`). -/
theorem central_binomial_denominator (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1),
      (-4 : ℚ) ^ k * Nat.choose n k / ((2 * k + 1) * Nat.choose (2 * k) k) = 1 / (2 * n + 1) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, ((((-4) ^ (k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℚ)) / (((2 * ((k + 1 : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℚ)) : ℚ) = (((((2 * ((n : ℕ) : ℚ)) - (2 * ((k + 1 : ℕ) : ℚ))) / ((2 * ((n : ℕ) : ℚ)) + 1)) * ((((-4) ^ (k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℚ)) / (((2 * ((k + 1 : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℚ)))) - ((((2 * ((n : ℕ) : ℚ)) - (2 * ((k : ℕ) : ℚ))) / ((2 * ((n : ℕ) : ℚ)) + 1)) * ((((-4) ^ k) * ((Nat.choose n k : ℕ) : ℚ)) / (((2 * ((k : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * k) k : ℕ) : ℚ)))) : ℚ) := by
    intro k
    have sp1 : (0 : ℚ) < ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℚ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have sp2 : (0 : ℚ) < ((Nat.choose (2 * k) k : ℕ) : ℚ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show ((((2 * ((k + 1 : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℚ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((2 * ((n : ℕ) : ℚ)) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show ((((2 * ((k : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * k) k : ℕ) : ℚ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s6 := Prover.cast_choose_upper_step (α := ℚ) ((2 * k : ℕ)) (((2 * k) + 1 : ℕ)) (k) (by omega)
    have s4 := Prover.pow_step ((-4) : ℚ) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_lower_step (α := ℚ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_choose_upper_step (α := ℚ) (((2 * k) + 1 : ℕ)) (((2 * k) + 2 : ℕ)) (k) (by omega)
    have s9 := Prover.cast_choose_lower_step (α := ℚ) ((2 * (k + 1) : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s8 := Prover.cast_choose_congr (α := ℚ) (((2 * k) + 2 : ℕ)) ((2 * (k + 1) : ℕ)) (k) (k) (by omega) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℚ) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ)))) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * (((Nat.choose (2 * k) k : ℕ) : ℚ) * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ)))) * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) * ((1 : ℚ) + (k : ℚ))) * ((1 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((2 : ℚ) * ((Nat.choose n (k + 1) : ℕ) : ℚ) * ((Nat.choose (2 * k) k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((1 : ℚ) + ((2 : ℚ) * (((2 * ((n : ℕ) : ℚ)) + 1 : ℚ))⁻¹) + ((-2 : ℚ) * (((2 * ((n : ℕ) : ℚ)) + 1 : ℚ))⁻¹ * (n : ℚ)) + ((2 : ℚ) * (((2 * ((n : ℕ) : ℚ)) + 1 : ℚ))⁻¹ * (k : ℚ)))) * ((-4) : ℚ) ^ ((k + 1 : ℕ)) * s1 + (((4 : ℚ) * ((Nat.choose n (k + 1) : ℕ) : ℚ) * ((Nat.choose (2 * k) k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) ^ 2 * ((1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((-4) : ℚ) ^ ((k + 1 : ℕ)) + ((-4 : ℚ) * ((Nat.choose n k : ℕ) : ℚ) * ((((2 * ((k : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * k) k : ℕ) : ℚ) : ℚ))⁻¹ * ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℚ) * ((Nat.choose (2 * k) k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) ^ 2 * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((-4) : ℚ) ^ k) * s2 + ((-4 : ℚ) * ((Nat.choose n k : ℕ) : ℚ) * ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((-4) : ℚ) ^ k * s3 + ((2 : ℚ) * ((Nat.choose n (k + 1) : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ)))) * ((-4) : ℚ) ^ ((k + 1 : ℕ)) * s6 + ((2 : ℚ) * ((Nat.choose ((2 * k) + 1) k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 4 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ)))) * ((Nat.choose n (k + 1) : ℕ) : ℚ) * s4 + ((-8 : ℚ) * ((Nat.choose ((2 * k) + 1) k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ)))) * ((-4) : ℚ) ^ k * s5 + ((4 : ℚ) * ((Nat.choose n k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((-4) : ℚ) ^ k * s7 + ((-4 : ℚ) * ((Nat.choose n k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((-4) : ℚ) ^ k * s9 + ((-4 : ℚ) * ((Nat.choose n k : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((2 : ℚ) + (k : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((-4) : ℚ) ^ k * s8
  have hclosed : (((((-4) ^ 0) * ((Nat.choose n 0 : ℕ) : ℚ)) / (((2 * ((0 : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * 0) 0 : ℕ) : ℚ))) + (((((2 * ((n : ℕ) : ℚ)) - (2 * ((n : ℕ) : ℚ))) / ((2 * ((n : ℕ) : ℚ)) + 1)) * ((((-4) ^ n) * ((Nat.choose n n : ℕ) : ℚ)) / (((2 * ((n : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * n) n : ℕ) : ℚ)))) - ((((2 * ((n : ℕ) : ℚ)) - (2 * ((0 : ℕ) : ℚ))) / ((2 * ((n : ℕ) : ℚ)) + 1)) * ((((-4) ^ 0) * ((Nat.choose n 0 : ℕ) : ℚ)) / (((2 * ((0 : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * 0) 0 : ℕ) : ℚ))))) : ℚ) = (1 / ((2 * ((n : ℕ) : ℚ)) + 1) : ℚ) := by
    have sp1 : (0 : ℚ) < ((Nat.choose (2 * 0) 0 : ℕ) : ℚ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show ((((2 * ((0 : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * 0) 0 : ℕ) : ℚ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((2 * ((n : ℕ) : ℚ)) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 : ((Nat.choose (2 * 0) 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose ((2 * 0 : ℕ)) (0) = 1 by decide)
    have s5 : ((Nat.choose n 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((Nat.choose (2 * 0) 0 : ℕ) : ℚ) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((-1 : ℚ) + ((2 : ℚ) * (((2 * ((n : ℕ) : ℚ)) + 1 : ℚ))⁻¹ * (n : ℚ)))) * ((Nat.choose n 0 : ℕ) : ℚ) * s1 + (((-2 : ℚ) * (n : ℚ)) * ((Nat.choose n 0 : ℕ) : ℚ) + (-1 : ℚ) * ((Nat.choose (2 * 0) 0 : ℕ) : ℚ)) * s2 + (-1 : ℚ) * s4 + (1 : ℚ) * s5
  exact (Prover.sum_range_succ_eq_of_step (fun k => ((((-4) ^ k) * ((Nat.choose n k : ℕ) : ℚ)) / (((2 * ((k : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * k) k : ℕ) : ℚ)) : ℚ)) (fun k => ((((2 * ((n : ℕ) : ℚ)) - (2 * ((k : ℕ) : ℚ))) / ((2 * ((n : ℕ) : ℚ)) + 1)) * ((((-4) ^ k) * ((Nat.choose n k : ℕ) : ℚ)) / (((2 * ((k : ℕ) : ℚ)) + 1) * ((Nat.choose (2 * k) k : ℕ) : ℚ))) : ℚ)) hstep n).trans hclosed

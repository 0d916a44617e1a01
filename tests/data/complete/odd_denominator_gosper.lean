import Mathlib
import Prover

/-- Gosper's closed form has the denominator `2 * n - 1`, and the right side `1 - 2 * n`:
neither is positive as written at `n = 0`, but no natural number makes them vanish (`2 * n` is
even). Each inverse is proved nonzero by `Prover.ne_zero_of_eq_cast_sub` with `2 * n ≠ 1` by
`omega`; no hypothesis and no moved start is needed. -/
theorem odd_denominator_gosper (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k * 2 ^ (2 * k) * (Nat.choose (2 * k) k : ℝ)⁻¹ =
      1 / (1 - 2 * n) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (((((-1) ^ (k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) * (2 ^ (2 * (k + 1) : ℕ))) * (1 / ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℝ)) : ℝ) = (((((2 * ((n : ℕ) : ℝ)) - (2 * ((k + 1 : ℕ) : ℝ))) * (((((-1) ^ (k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) * (2 ^ (2 * (k + 1) : ℕ))) * (1 / ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℝ)))) / ((2 * ((n : ℕ) : ℝ)) - 1)) - ((((2 * ((n : ℕ) : ℝ)) - (2 * ((k : ℕ) : ℝ))) * (((((-1) ^ k) * ((Nat.choose n k : ℕ) : ℝ)) * (2 ^ (2 * k : ℕ))) * (1 / ((Nat.choose (2 * k) k : ℕ) : ℝ)))) / ((2 * ((n : ℕ) : ℝ)) - 1)) : ℝ) := by
    intro k
    have sp1 : (0 : ℝ) < ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℝ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have sp2 : (0 : ℝ) < ((Nat.choose (2 * k) k : ℕ) : ℝ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show (((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((2 * ((n : ℕ) : ℝ)) - 1 : ℝ) : ℝ) ((2 * n : ℕ)) (1) (by omega) (by push_cast <;> ring))
    have s3 := mul_inv_cancel₀ (show (((Nat.choose (2 * k) k : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s7 := Prover.pow_step (2 : ℝ) (((2 * k) + 1 : ℕ)) ((2 * (k + 1) : ℕ)) (by omega)
    have s8 := Prover.cast_choose_upper_step (α := ℝ) ((2 * k : ℕ)) (((2 * k) + 1 : ℕ)) (k) (by omega)
    have s4 := Prover.pow_step ((-1) : ℝ) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s6 := Prover.pow_step (2 : ℝ) ((2 * k : ℕ)) (((2 * k) + 1 : ℕ)) (by omega)
    have s9 := Prover.cast_choose_upper_step (α := ℝ) (((2 * k) + 1 : ℕ)) (((2 * k) + 2 : ℕ)) (k) (by omega)
    have s11 := Prover.cast_choose_lower_step (α := ℝ) ((2 * (k + 1) : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s10 := Prover.cast_choose_congr (α := ℝ) (((2 * k) + 2 : ℕ)) ((2 * (k + 1) : ℕ)) (k) (k) (by omega) (by omega)
    refine mul_left_cancel₀ (show (((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℝ) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((-2 : ℝ) + ((4 : ℝ) * (n : ℝ))) : ℝ) ((4 * n : ℕ)) (2) (by omega) (by push_cast <;> ring)) ?_
    refine mul_left_cancel₀ (show (((Nat.choose (2 * k) k : ℕ) : ℝ) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (show (((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((2 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((-1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * ((Nat.choose (2 * k) k : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * (k + 1) : ℕ))) + ((4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((-1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * ((Nat.choose (2 * k) k : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * (k + 1) : ℕ)) * (((2 * ((n : ℕ) : ℝ)) - 1 : ℝ))⁻¹)) * s1 + (((4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * ((Nat.choose (2 * k) k : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * (k + 1) : ℕ))) + ((-4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose (2 * k) k : ℕ) : ℝ) * ((-1) : ℝ) ^ k * ((Nat.choose n k : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * k : ℕ)) * (((Nat.choose (2 * k) k : ℕ) : ℝ))⁻¹ * ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℝ))) * s2 + ((-4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ k * ((Nat.choose n k : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * k : ℕ)) * ((Nat.choose (2 * (k + 1)) (k + 1) : ℕ) : ℝ)) * s3 + ((2 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * ((Nat.choose (2 * k) k : ℕ) : ℝ)) * s7 + ((4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ)))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * (2 : ℝ) ^ (((2 * k) + 1 : ℕ))) * s8 + ((4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 4 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ)))) * (((Nat.choose n (k + 1) : ℕ) : ℝ) * (2 : ℝ) ^ (((2 * k) + 1 : ℕ)) * ((Nat.choose ((2 * k) + 1) k : ℕ) : ℝ)) * s4 + ((-4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ)))) * ((2 : ℝ) ^ (((2 * k) + 1 : ℕ)) * ((Nat.choose ((2 * k) + 1) k : ℕ) : ℝ) * ((-1) : ℝ) ^ k) * s5 + ((4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose ((2 * k) + 1) k : ℕ) : ℝ) * ((-1) : ℝ) ^ k * ((Nat.choose n k : ℕ) : ℝ)) * s6 + ((4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ k * ((Nat.choose n k : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * k : ℕ))) * s9 + ((-4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ k * ((Nat.choose n k : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * k : ℕ))) * s11 + ((-4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((2 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ k * ((Nat.choose n k : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * k : ℕ))) * s10
  have hclosed : ((((((-1) ^ 0) * ((Nat.choose n 0 : ℕ) : ℝ)) * (2 ^ (2 * 0 : ℕ))) * (1 / ((Nat.choose (2 * 0) 0 : ℕ) : ℝ))) + (((((2 * ((n : ℕ) : ℝ)) - (2 * ((n : ℕ) : ℝ))) * (((((-1) ^ n) * ((Nat.choose n n : ℕ) : ℝ)) * (2 ^ (2 * n : ℕ))) * (1 / ((Nat.choose (2 * n) n : ℕ) : ℝ)))) / ((2 * ((n : ℕ) : ℝ)) - 1)) - ((((2 * ((n : ℕ) : ℝ)) - (2 * ((0 : ℕ) : ℝ))) * (((((-1) ^ 0) * ((Nat.choose n 0 : ℕ) : ℝ)) * (2 ^ (2 * 0 : ℕ))) * (1 / ((Nat.choose (2 * 0) 0 : ℕ) : ℝ)))) / ((2 * ((n : ℕ) : ℝ)) - 1))) : ℝ) = (1 / (1 - (2 * ((n : ℕ) : ℝ))) : ℝ) := by
    have sp1 : (0 : ℝ) < ((Nat.choose (2 * 0) 0 : ℕ) : ℝ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show (((Nat.choose (2 * 0) 0 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((2 * ((n : ℕ) : ℝ)) - 1 : ℝ) : ℝ) ((2 * n : ℕ)) (1) (by omega) (by push_cast <;> ring))
    have s4 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((1 - (2 * ((n : ℕ) : ℝ)) : ℝ) : ℝ) (1) ((2 * n : ℕ)) (by omega) (by push_cast <;> ring))
    have s5 : (2 : ℝ) ^ ((2 * 0 : ℕ)) = (1 : ℝ) := by norm_num
    have s6 : ((Nat.choose (2 * 0) 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((2 * 0 : ℕ)) (0) = 1 by decide)
    have s7 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((Nat.choose (2 * 0) 0 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity) ?_
    refine mul_left_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((1 : ℝ) + ((-2 : ℝ) * (n : ℝ))) : ℝ) (1) ((2 * n : ℕ)) (by omega) (by push_cast <;> ring)) ?_
    refine mul_left_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((-1 : ℝ) + ((2 : ℝ) * (n : ℝ))) : ℝ) ((2 * n : ℕ)) (1) (by omega) (by push_cast <;> ring)) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((-1 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2) * (((Nat.choose n 0 : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * 0 : ℕ))) + ((2 : ℝ) * (n : ℝ) * ((-1 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2) * (((Nat.choose n 0 : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * 0 : ℕ)) * (((2 * ((n : ℕ) : ℝ)) - 1 : ℝ))⁻¹)) * s1 + ((2 : ℝ) * (n : ℝ) * ((-1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * (((Nat.choose n 0 : ℕ) : ℝ) * (2 : ℝ) ^ ((2 * 0 : ℕ))) * s3 + ((1 : ℝ) + ((-2 : ℝ) * (n : ℝ))) * ((Nat.choose (2 * 0) 0 : ℕ) : ℝ) * s4 + ((-1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((Nat.choose n 0 : ℕ) : ℝ) * s5 + ((1 : ℝ) + ((-2 : ℝ) * (n : ℝ))) * s6 + ((-1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * s7
  exact (Prover.sum_range_succ_eq_of_step (fun k => (((((-1) ^ k) * ((Nat.choose n k : ℕ) : ℝ)) * (2 ^ (2 * k : ℕ))) * (1 / ((Nat.choose (2 * k) k : ℕ) : ℝ)) : ℝ)) (fun k => ((((2 * ((n : ℕ) : ℝ)) - (2 * ((k : ℕ) : ℝ))) * (((((-1) ^ k) * ((Nat.choose n k : ℕ) : ℝ)) * (2 ^ (2 * k : ℕ))) * (1 / ((Nat.choose (2 * k) k : ℕ) : ℝ)))) / ((2 * ((n : ℕ) : ℝ)) - 1) : ℝ)) hstep n).trans hclosed

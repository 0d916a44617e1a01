import Mathlib
import Prover

/-- Gosper over `Icc 1 n` in ℕ, the summand's `2 * k - 1` exact at every `k + 1`. -/
theorem nat_odd_icc_one (n : ℕ) : ∑ k ∈ Finset.Icc 1 n, (2 * k - 1) = n ^ 2 := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_Icc_one_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (((2 * (k + 1)) - 1 : ℕ) : ℚ) = (((((((k + 1 : ℕ) : ℚ) + 1) * (((k + 1 : ℕ) : ℚ) - 1)) / ((2 * ((k + 1 : ℕ) : ℚ)) + 1)) * (((2 * ((k + 1) + 1)) - 1 : ℕ) : ℚ)) - ((((((k : ℕ) : ℚ) + 1) * (((k : ℕ) : ℚ) - 1)) / ((2 * ((k : ℕ) : ℚ)) + 1)) * (((2 * (k + 1)) - 1 : ℕ) : ℚ)) : ℚ) := by
    intro k
    have s2 := mul_inv_cancel₀ (show (((2 * ((k + 1 : ℕ) : ℚ)) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 := mul_inv_cancel₀ (show (((2 * ((k : ℕ) : ℚ)) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s1 := Nat.cast_sub (R := ℚ) (show 1 ≤ (2 * (k + 1) : ℕ) by omega)
    have s3 := Nat.cast_sub (R := ℚ) (show 1 ≤ (2 * ((k + 1) + 1) : ℕ) by omega)
    refine mul_left_cancel₀ (show (((3 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * (k : ℚ) * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((2 : ℚ) + (k : ℚ))) * (((2 * ((k + 1) + 1)) - 1 : ℕ) : ℚ) * s2 + (((1 : ℚ) + (k : ℚ)) * ((-1 : ℚ) + (k : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ)))) * (((2 * (k + 1)) - 1 : ℕ) : ℚ) * s4 + ((k : ℚ) * ((2 : ℚ) + (k : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ)))) * s1 + ((-1 : ℚ) * (k : ℚ) * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((2 : ℚ) + (k : ℚ))) * s3
  have hclosed : (((((((n : ℕ) : ℚ) + 1) * (((n : ℕ) : ℚ) - 1)) / ((2 * ((n : ℕ) : ℚ)) + 1)) * (((2 * (n + 1)) - 1 : ℕ) : ℚ)) - ((((((0 : ℕ) : ℚ) + 1) * (((0 : ℕ) : ℚ) - 1)) / ((2 * ((0 : ℕ) : ℚ)) + 1)) * (((2 * (0 + 1)) - 1 : ℕ) : ℚ)) : ℚ) = ((n ^ 2 : ℕ) : ℚ) := by
    have s1 := mul_inv_cancel₀ (show (((2 * ((n : ℕ) : ℚ)) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show (((2 * ((0 : ℕ) : ℚ)) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := Nat.cast_sub (R := ℚ) (show 1 ≤ (2 * (n + 1) : ℕ) by omega)
    have s4 := Nat.cast_sub (R := ℚ) (show 1 ≤ (2 * (0 + 1) : ℕ) by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℚ) + (n : ℚ)) * ((-1 : ℚ) + (n : ℚ))) * (((2 * (n + 1)) - 1 : ℕ) : ℚ) * s1 + ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * (((2 * (0 + 1)) - 1 : ℕ) : ℚ) * s3 + (((1 : ℚ) + (n : ℚ)) * ((-1 : ℚ) + (n : ℚ))) * s2 + ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * s4
  have key : ∑ k ∈ Finset.Icc 1 n, (((2 * k) - 1 : ℕ) : ℚ) = ((n ^ 2 : ℕ) : ℚ) := (Prover.sum_Icc_one_eq_of_step (fun k => (((2 * k) - 1 : ℕ) : ℚ)) (fun k => ((((((k : ℕ) : ℚ) + 1) * (((k : ℕ) : ℚ) - 1)) / ((2 * ((k : ℕ) : ℚ)) + 1)) * (((2 * (k + 1)) - 1 : ℕ) : ℚ) : ℚ)) hstep n).trans hclosed
  exact_mod_cast key

import Mathlib
import Prover

/-- A ℤ statement (Gosper). -/
theorem int_k_pow_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℤ) * 2 ^ k = ((n : ℤ) - 1) * 2 ^ (n + 1) + 2 := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, ((((k + 1 : ℕ) : ℤ) * (2 ^ (k + 1 : ℕ)) : ℤ) : ℚ) = ((((((k + 1 : ℕ) : ℚ) - 1) / (((k + 1 : ℕ) : ℚ) + 1)) * (((((k + 1) + 1 : ℕ) : ℤ) * (2 ^ ((k + 1) + 1 : ℕ)) : ℤ) : ℚ)) - (((((k : ℕ) : ℚ) - 1) / (((k : ℕ) : ℚ) + 1)) * ((((k + 1 : ℕ) : ℤ) * (2 ^ (k + 1 : ℕ)) : ℤ) : ℚ)) : ℚ) := by
    intro k
    have s1 := mul_inv_cancel₀ (show ((((k + 1 : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((k : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := Prover.pow_step (2 : ℚ) ((k + 1 : ℕ)) (((k + 1) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * (k : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ))) * (2 : ℚ) ^ (((k + 1) + 1 : ℕ)) * s1 + (((1 : ℚ) + (k : ℚ)) * ((-1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ))) * (2 : ℚ) ^ ((k + 1 : ℕ)) * s2 + ((-1 : ℚ) * (k : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ))) * s3
  have hclosed : (((((0 : ℕ) : ℤ) * (2 ^ 0) : ℤ) : ℚ) + ((((((n : ℕ) : ℚ) - 1) / (((n : ℕ) : ℚ) + 1)) * ((((n + 1 : ℕ) : ℤ) * (2 ^ (n + 1 : ℕ)) : ℤ) : ℚ)) - (((((0 : ℕ) : ℚ) - 1) / (((0 : ℕ) : ℚ) + 1)) * ((((0 + 1 : ℕ) : ℤ) * (2 ^ (0 + 1 : ℕ)) : ℤ) : ℚ))) : ℚ) = ((((((n : ℕ) : ℤ) - 1) * (2 ^ (n + 1 : ℕ))) + 2 : ℤ) : ℚ) := by
    have s1 := mul_inv_cancel₀ (show ((((n : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 : (2 : ℚ) ^ ((0 + 1 : ℕ)) = (2 : ℚ) := by norm_num
    refine mul_left_cancel₀ (show (((1 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℚ) + (n : ℚ)) * ((-1 : ℚ) + (n : ℚ))) * (2 : ℚ) ^ ((n + 1 : ℕ)) * s1 + ((1 : ℚ) + (n : ℚ)) * (2 : ℚ) ^ ((0 + 1 : ℕ)) * s2 + ((1 : ℚ) + (n : ℚ)) * s3
  have key : ∑ k ∈ Finset.range (n + 1), ((((k : ℕ) : ℤ) * (2 ^ k) : ℤ) : ℚ) = ((((((n : ℕ) : ℤ) - 1) * (2 ^ (n + 1 : ℕ))) + 2 : ℤ) : ℚ) := (Prover.sum_range_succ_eq_of_step (fun k => ((((k : ℕ) : ℤ) * (2 ^ k) : ℤ) : ℚ)) (fun k => (((((k : ℕ) : ℚ) - 1) / (((k : ℕ) : ℚ) + 1)) * ((((k + 1 : ℕ) : ℤ) * (2 ^ (k + 1 : ℕ)) : ℤ) : ℚ) : ℚ)) hstep n).trans hclosed
  exact_mod_cast key

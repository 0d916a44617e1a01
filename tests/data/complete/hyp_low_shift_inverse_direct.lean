import Mathlib
import Prover

section
open BigOperators Nat Finset Real

theorem hyp_low_shift_inverse_case0 (q : ℕ) (j : ℕ) :
    (∑ k ∈ Finset.range (((j + 1) + q) + 1 : ℕ), ((((-1) ^ k) * ((Nat.choose ((j + 1) + q) k : ℕ) : ℝ)) * ((Nat.choose k j : ℕ) : ℝ)) : ℝ) = (0 : ℝ) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, ((((-1) ^ (k + 1 : ℕ)) * ((Nat.choose ((j + 1) + q) (k + 1) : ℕ) : ℝ)) * ((Nat.choose (k + 1) j : ℕ) : ℝ) : ℝ) = ((((((((q : ℕ) : ℝ) + ((j : ℕ) : ℝ)) + 1) - ((k + 1 : ℕ) : ℝ)) / (((q : ℕ) : ℝ) + 1)) * ((((-1) ^ (k + 1 : ℕ)) * ((Nat.choose ((j + 1) + q) (k + 1) : ℕ) : ℝ)) * ((Nat.choose (k + 1) j : ℕ) : ℝ))) - (((((((q : ℕ) : ℝ) + ((j : ℕ) : ℝ)) + 1) - ((k : ℕ) : ℝ)) / (((q : ℕ) : ℝ) + 1)) * ((((-1) ^ k) * ((Nat.choose ((j + 1) + q) k : ℕ) : ℝ)) * ((Nat.choose k j : ℕ) : ℝ))) : ℝ) := by
    intro k
    have s1 := mul_inv_cancel₀ (show ((((q : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.pow_step ((-1) : ℝ) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) (((j + 1) + q : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_upper_step (α := ℝ) (k) ((k + 1 : ℕ)) (j) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (q : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((j : ℝ) + (q : ℝ) + ((-1 : ℝ) * (k : ℝ)))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose ((j + 1) + q) (k + 1) : ℕ) : ℝ) * ((Nat.choose (k + 1) j : ℕ) : ℝ)) + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (j : ℝ) + (q : ℝ) + ((-1 : ℝ) * (k : ℝ)))) * (((-1) : ℝ) ^ k * ((Nat.choose ((j + 1) + q) k : ℕ) : ℝ) * ((Nat.choose k j : ℕ) : ℝ))) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((-1 : ℝ) + (j : ℝ) + ((-1 : ℝ) * (k : ℝ)))) * (((Nat.choose ((j + 1) + q) (k + 1) : ℕ) : ℝ) * ((Nat.choose (k + 1) j : ℕ) : ℝ)) * s2 + (((1 : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (j : ℝ) + ((-1 : ℝ) * (k : ℝ)))) * (((Nat.choose (k + 1) j : ℕ) : ℝ) * ((-1) : ℝ) ^ k) * s3 + (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (j : ℝ) + (q : ℝ) + ((-1 : ℝ) * (k : ℝ)))) * (((-1) : ℝ) ^ k * ((Nat.choose ((j + 1) + q) k : ℕ) : ℝ)) * s4
  have hclosed : (((((-1) ^ 0) * ((Nat.choose ((j + 1) + q) 0 : ℕ) : ℝ)) * ((Nat.choose 0 j : ℕ) : ℝ)) + ((((((((q : ℕ) : ℝ) + ((j : ℕ) : ℝ)) + 1) - (((j + 1) + q : ℕ) : ℝ)) / (((q : ℕ) : ℝ) + 1)) * ((((-1) ^ ((j + 1) + q : ℕ)) * ((Nat.choose ((j + 1) + q) ((j + 1) + q) : ℕ) : ℝ)) * ((Nat.choose ((j + 1) + q) j : ℕ) : ℝ))) - (((((((q : ℕ) : ℝ) + ((j : ℕ) : ℝ)) + 1) - ((0 : ℕ) : ℝ)) / (((q : ℕ) : ℝ) + 1)) * ((((-1) ^ 0) * ((Nat.choose ((j + 1) + q) 0 : ℕ) : ℝ)) * ((Nat.choose 0 j : ℕ) : ℝ)))) : ℝ) = (0 : ℝ) := by
    have s1 := mul_inv_cancel₀ (show ((((q : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_congr (α := ℝ) (((j + q) + 1 : ℕ)) (((j + 1) + q : ℕ)) (0) (0) (by omega) (by omega)
    have s3 : ((Nat.choose ((j + q) + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s6 := Prover.cast_choose_zero_left_mul (α := ℝ) (j)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (q : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) + ((-1 : ℝ) * (j : ℝ)) + ((-1 : ℝ) * (q : ℝ))) * (((Nat.choose ((j + 1) + q) 0 : ℕ) : ℝ) * ((Nat.choose 0 j : ℕ) : ℝ)) * s1 + ((-1 : ℝ) * (j : ℝ)) * ((Nat.choose 0 j : ℕ) : ℝ) * s2 + ((-1 : ℝ) * (j : ℝ)) * ((Nat.choose 0 j : ℕ) : ℝ) * s3 + (-1 : ℝ) * s6
  exact (Prover.sum_range_succ_eq_of_step (fun k => ((((-1) ^ k) * ((Nat.choose ((j + 1) + q) k : ℕ) : ℝ)) * ((Nat.choose k j : ℕ) : ℝ) : ℝ)) (fun k => (((((((q : ℕ) : ℝ) + ((j : ℕ) : ℝ)) + 1) - ((k : ℕ) : ℝ)) / (((q : ℕ) : ℝ) + 1)) * ((((-1) ^ k) * ((Nat.choose ((j + 1) + q) k : ℕ) : ℝ)) * ((Nat.choose k j : ℕ) : ℝ)) : ℝ)) hstep (((j + 1) + q : ℕ))).trans hclosed

end

/-- wzprove-100 param_inverse_relation: the case `m = j + 1 + q` of the hypothesis `j < m`
sums up to `j + 1 + q`, and every term below `k = j` has the factor `C(k, j) = 0`: its lemma
sums from `k = j` on, up to `q + 1` (`Prover.sum_range_eq_of_low_zero`), proved by Gosper's
telescoping in `k` (the certificate's telescoper of order 0 is `a₀ = -1`). -/
theorem hyp_low_shift_inverse (m j : ℕ) (h : j < m) :
    ∑ k ∈ Finset.range (m + 1), (-1 : ℝ) ^ k * Nat.choose m k * Nat.choose k j = 0 := by
  obtain ⟨q, rfl⟩ : ∃ q, m = ((j + 1) + q : ℕ) := ⟨(m - (j + 1) : ℕ), by omega⟩
  exact hyp_low_shift_inverse_case0 q j

import Mathlib
import Prover

/-- The geometric series: the denominator `x - 1` of H is cleared by `hx` (`sub_ne_zero`). -/
theorem geometric_hypothesis (n : ℕ) (x : ℚ) (hx : x ≠ 1) :
    ∑ k ∈ Finset.range (n + 1), x ^ k = (x ^ (n + 1) - 1) / (x - 1) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (x ^ (k + 1 : ℕ) : ℚ) = (((x * (x ^ (k + 1 : ℕ))) / (x - 1)) - ((x * (x ^ k)) / (x - 1)) : ℚ) := by
    intro k
    have s1 := mul_inv_cancel₀ (sub_ne_zero.mpr hx)
    have s2 := Prover.pow_step (x : ℚ) (k) ((k + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * x) * (x : ℚ) ^ ((k + 1 : ℕ)) + x * (x : ℚ) ^ k) * s1 + (-1 : ℚ) * s2
  have hclosed : ((x ^ 0) + (((x * (x ^ n)) / (x - 1)) - ((x * (x ^ 0)) / (x - 1))) : ℚ) = (((x ^ (n + 1 : ℕ)) - 1) / (x - 1) : ℚ) := by
    have s1 := mul_inv_cancel₀ (sub_ne_zero.mpr hx)
    have s2 := Prover.pow_step (x : ℚ) (n) ((n + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℚ) + ((-1 : ℚ) * x)) + x * (x : ℚ) ^ n + (-1 : ℚ) * (x : ℚ) ^ ((n + 1 : ℕ))) * s1 + (-1 : ℚ) * s2
  exact (Prover.sum_range_succ_eq_of_step (fun k => (x ^ k : ℚ)) (fun k => ((x * (x ^ k)) / (x - 1) : ℚ)) hstep n).trans hclosed

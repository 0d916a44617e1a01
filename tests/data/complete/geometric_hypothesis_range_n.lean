import Mathlib
import Prover

/-- The geometric series over `range n` in ℝ, `x ≠ 1`: the case `n = 0` and the step. -/
theorem geometric_hypothesis_range_n (n : ℕ) (x : ℝ) (hx : x ≠ 1) :
    ∑ k ∈ Finset.range n, x ^ k = (x ^ n - 1) / (x - 1) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (x ^ (k + 1 : ℕ) : ℝ) = (((x * (x ^ (k + 1 : ℕ))) / (x - 1)) - ((x * (x ^ k)) / (x - 1)) : ℝ) := by
    intro k
    have s1 := mul_inv_cancel₀ (sub_ne_zero.mpr hx)
    have s2 := Prover.pow_step (x : ℝ) (k) ((k + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * x) * (x : ℝ) ^ ((k + 1 : ℕ)) + x * (x : ℝ) ^ k) * s1 + (-1 : ℝ) * s2
  have hzero : (0 : ℝ) = (((x ^ 0) - 1) / (x - 1) : ℝ) := by
    linear_combination (norm := (push_cast; ring1)) 0
  have hclosed : ∀ n : ℕ, ((x ^ 0) + (((x * (x ^ n)) / (x - 1)) - ((x * (x ^ 0)) / (x - 1))) : ℝ) = (((x ^ (n + 1 : ℕ)) - 1) / (x - 1) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (sub_ne_zero.mpr hx)
    have s2 := Prover.pow_step (x : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (sub_ne_zero.mpr hx) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℝ) + ((-1 : ℝ) * x)) + x * (x : ℝ) ^ n + (-1 : ℝ) * (x : ℝ) ^ ((n + 1 : ℕ))) * s1 + (-1 : ℝ) * s2
  cases n with
  | zero =>
    have key : ∑ k ∈ Finset.range 0, (x ^ k : ℝ) = (((x ^ 0) - 1) / (x - 1) : ℝ) := by rw [Finset.sum_range_zero]; exact hzero
    exact key
  | succ n =>
    have key : ∑ k ∈ Finset.range (n + 1), (x ^ k : ℝ) = (((x ^ (n + 1 : ℕ)) - 1) / (x - 1) : ℝ) := (Prover.sum_range_succ_eq_of_step (fun k => (x ^ k : ℝ)) (fun k => ((x * (x ^ k)) / (x - 1) : ℝ)) hstep n).trans (hclosed n)
    exact key

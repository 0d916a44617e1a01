import Mathlib
import Prover

/-- Gosper over `Ico 0 (n + 1)` (`Nat.Ico_zero_eq_range`, then the `range (n + 1)` proof). -/
theorem gosper_ico_cube (n : ℕ) :
    ∑ k ∈ Finset.Ico 0 (n + 1), (k : ℚ) ^ 3 = (n * (n + 1) / 2) ^ 2 := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (((k + 1 : ℕ) : ℚ) ^ 3 : ℚ) = ((((((k + 1 : ℕ) : ℚ) ^ 2) / ((4 * ((k + 1 : ℕ) : ℚ)) + 4)) * ((((k + 1) + 1 : ℕ) : ℚ) ^ 3)) - (((((k : ℕ) : ℚ) ^ 2) / ((4 * ((k : ℕ) : ℚ)) + 4)) * (((k + 1 : ℕ) : ℚ) ^ 3)) : ℚ) := by
    intro k
    have s1 := mul_inv_cancel₀ (show (((4 * ((k + 1 : ℕ) : ℚ)) + 4 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((4 * ((k : ℕ) : ℚ)) + 4 : ℚ) : ℚ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((4 : ℚ) * ((2 : ℚ) + (k : ℚ))) * ((4 : ℚ) * ((1 : ℚ) + (k : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-4 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((2 : ℚ) + (k : ℚ)) ^ 3) * s1 + ((4 : ℚ) * (k : ℚ) ^ 2 * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((2 : ℚ) + (k : ℚ))) * s2
  have hclosed : ((((0 : ℕ) : ℚ) ^ 3) + ((((((n : ℕ) : ℚ) ^ 2) / ((4 * ((n : ℕ) : ℚ)) + 4)) * (((n + 1 : ℕ) : ℚ) ^ 3)) - (((((0 : ℕ) : ℚ) ^ 2) / ((4 * ((0 : ℕ) : ℚ)) + 4)) * (((0 + 1 : ℕ) : ℚ) ^ 3))) : ℚ) = (((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) + 1)) / 2) ^ 2 : ℚ) := by
    have s1 := mul_inv_cancel₀ (show (((4 * ((n : ℕ) : ℚ)) + 4 : ℚ) : ℚ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((4 : ℚ) * ((1 : ℚ) + (n : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((n : ℚ) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 3) * s1
  rw [Nat.Ico_zero_eq_range]
  exact (Prover.sum_range_succ_eq_of_step (fun k => (((k : ℕ) : ℚ) ^ 3 : ℚ)) (fun k => (((((k : ℕ) : ℚ) ^ 2) / ((4 * ((k : ℕ) : ℚ)) + 4)) * (((k + 1 : ℕ) : ℚ) ^ 3) : ℚ)) hstep n).trans hclosed

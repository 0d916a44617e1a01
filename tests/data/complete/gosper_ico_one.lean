import Mathlib
import Prover

/-- Gosper over `Ico 1 (n + 1)` (`Prover.sum_Ico_succ_eq_of_step_lt`, `hi = n + 1` as
written, no case split). -/
theorem gosper_ico_one (n : ℕ) :
    ∑ k ∈ Finset.Ico 1 (n + 1), (k : ℚ) ^ 2 = n * (n + 1) * (2 * n + 1) / 6 := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5) over Ico, the step
     inside the range, closed by Prover.sum_Ico_succ_eq_of_step_lt with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, k < n → (((k + 1 : ℕ) : ℚ) ^ 2 : ℚ) = ((((((k + 1 : ℕ) : ℚ) * ((2 * ((k + 1 : ℕ) : ℚ)) + 1)) / ((6 * ((k + 1 : ℕ) : ℚ)) + 6)) * ((((k + 1) + 1 : ℕ) : ℚ) ^ 2)) - (((((k : ℕ) : ℚ) * ((2 * ((k : ℕ) : ℚ)) + 1)) / ((6 * ((k : ℕ) : ℚ)) + 6)) * (((k + 1 : ℕ) : ℚ) ^ 2)) : ℚ) := by
    intro k hk
    have s1 := mul_inv_cancel₀ (show (((6 * ((k + 1 : ℕ) : ℚ)) + 6 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((6 * ((k : ℕ) : ℚ)) + 6 : ℚ) : ℚ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((6 : ℚ) * ((2 : ℚ) + (k : ℚ))) * ((6 : ℚ) * ((1 : ℚ) + (k : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-6 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((2 : ℚ) + (k : ℚ)) ^ 2 * ((3 : ℚ) + ((2 : ℚ) * (k : ℚ)))) * s1 + ((6 : ℚ) * (k : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (k : ℚ))) * ((2 : ℚ) + (k : ℚ))) * s2
  have hclosed : ((((((n : ℕ) : ℚ) * ((2 * ((n : ℕ) : ℚ)) + 1)) / ((6 * ((n : ℕ) : ℚ)) + 6)) * (((n + 1 : ℕ) : ℚ) ^ 2)) - (((((0 : ℕ) : ℚ) * ((2 * ((0 : ℕ) : ℚ)) + 1)) / ((6 * ((0 : ℕ) : ℚ)) + 6)) * (((0 + 1 : ℕ) : ℚ) ^ 2)) : ℚ) = (((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1)) / 6 : ℚ) := by
    have s1 := mul_inv_cancel₀ (show (((6 * ((n : ℕ) : ℚ)) + 6 : ℚ) : ℚ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((6 : ℚ) * ((1 : ℚ) + (n : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * s1
  exact (Prover.sum_Ico_succ_eq_of_step_lt (fun k => (((k : ℕ) : ℚ) ^ 2 : ℚ)) (fun k => (((((k : ℕ) : ℚ) * ((2 * ((k : ℕ) : ℚ)) + 1)) / ((6 * ((k : ℕ) : ℚ)) + 6)) * (((k + 1 : ℕ) : ℚ) ^ 2) : ℚ)) 0 n ((n + 1 : ℕ)) (by omega) (by omega) hstep).trans hclosed

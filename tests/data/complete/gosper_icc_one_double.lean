import Mathlib
import Prover

/-- Gosper over `Icc 1 (2 * n)` (`Prover.sum_Icc_one_eq_of_step`: `H (2 * n) - H 0`). -/
theorem gosper_icc_one_double (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 (2 * n), (k : ℚ) = n * (2 * n + 1) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_Icc_one_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, ((k + 1 : ℕ) : ℚ) = ((((((k + 1 : ℕ) : ℚ) + 1) / 2) * ((k + 1 : ℕ) : ℚ)) - (((((k : ℕ) : ℚ) + 1) / 2) * ((k : ℕ) : ℚ)) : ℚ) := by
    intro k
    linear_combination (norm := (push_cast; ring1)) 0
  have hclosed : ((((((2 * n : ℕ) : ℚ) + 1) / 2) * ((2 * n : ℕ) : ℚ)) - (((((0 : ℕ) : ℚ) + 1) / 2) * ((0 : ℕ) : ℚ)) : ℚ) = (((n : ℕ) : ℚ) * ((2 * ((n : ℕ) : ℚ)) + 1) : ℚ) := by
    linear_combination (norm := (push_cast; ring1)) 0
  exact (Prover.sum_Icc_one_eq_of_step (fun k => ((k : ℕ) : ℚ)) (fun k => (((((k : ℕ) : ℚ) + 1) / 2) * ((k : ℕ) : ℚ) : ℚ)) hstep ((2 * n : ℕ))).trans hclosed

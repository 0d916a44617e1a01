import Mathlib
import Prover

/-- `range (n + 2)` (the range proof at `n + 1`) and a right side `C(n + 2, 2)` (lower steps down
to `C(n + 2, 0) = 1`). -/
theorem gosper_range_two_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 2), (k : ℚ) = Nat.choose (n + 2) 2 := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, ((k + 1 : ℕ) : ℚ) = ((((((k + 1 : ℕ) : ℚ) + 1) / 2) * ((k + 1 : ℕ) : ℚ)) - (((((k : ℕ) : ℚ) + 1) / 2) * ((k : ℕ) : ℚ)) : ℚ) := by
    intro k
    linear_combination (norm := (push_cast; ring1)) 0
  have hclosed : (((0 : ℕ) : ℚ) + ((((((n + 1 : ℕ) : ℚ) + 1) / 2) * ((n + 1 : ℕ) : ℚ)) - (((((0 : ℕ) : ℚ) + 1) / 2) * ((0 : ℕ) : ℚ))) : ℚ) = ((Nat.choose (n + 2) 2 : ℕ) : ℚ) := by
    have s1 := Prover.cast_choose_lower_step (α := ℚ) ((n + 2 : ℕ)) (1) (2) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℚ) ((n + 2 : ℕ)) (0) (1) (by omega)
    have s3 : ((Nat.choose (n + 2) 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show ((2 : ℚ) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (-1 : ℚ) * s1 + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * s2 + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * s3
  exact (Prover.sum_range_succ_eq_of_step (fun k => ((k : ℕ) : ℚ)) (fun k => (((((k : ℕ) : ℚ) + 1) / 2) * ((k : ℕ) : ℚ) : ℚ)) hstep ((n + 1 : ℕ))).trans hclosed

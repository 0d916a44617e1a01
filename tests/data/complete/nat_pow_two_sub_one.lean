import Mathlib
import Prover

/-- A ℕ right side `2 ^ (n + 1) - 1` (`Prover.cast_pow_sub_one`: no truncation, `1 ≤ 2 ^ E`). -/
theorem nat_pow_two_sub_one (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), 2 ^ k = 2 ^ (n + 1) - 1 := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, ((2 ^ (k + 1 : ℕ) : ℕ) : ℚ) = ((2 * ((2 ^ (k + 1 : ℕ) : ℕ) : ℚ)) - (2 * ((2 ^ k : ℕ) : ℚ)) : ℚ) := by
    intro k
    have s1 := Prover.pow_step (2 : ℚ) (k) ((k + 1 : ℕ)) (by omega)
    linear_combination (norm := (push_cast; ring1)) (-1 : ℚ) * s1
  have hclosed : (((2 ^ 0 : ℕ) : ℚ) + ((2 * ((2 ^ n : ℕ) : ℚ)) - (2 * ((2 ^ 0 : ℕ) : ℚ))) : ℚ) = (((2 ^ (n + 1 : ℕ)) - 1 : ℕ) : ℚ) := by
    have s1 := Prover.cast_pow_sub_one (α := ℚ) 2 1 ((n + 1 : ℕ)) (by omega)
    have s2 := Prover.pow_step (2 : ℚ) (n) ((n + 1 : ℕ)) (by omega)
    linear_combination (norm := (push_cast; ring1)) (-1 : ℚ) * s1 + (-1 : ℚ) * s2
  have key : ∑ k ∈ Finset.range (n + 1), ((2 ^ k : ℕ) : ℚ) = (((2 ^ (n + 1 : ℕ)) - 1 : ℕ) : ℚ) := (Prover.sum_range_succ_eq_of_step (fun k => ((2 ^ k : ℕ) : ℚ)) (fun k => (2 * ((2 ^ k : ℕ) : ℚ) : ℚ)) hstep n).trans hclosed
  exact_mod_cast key

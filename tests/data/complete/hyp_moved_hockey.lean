import Mathlib
import Prover

open BigOperators Nat Finset Real

section
open BigOperators Nat Finset Real

theorem hyp_moved_hockey_case0 (m : ℕ) (n : ℕ) :
    (∑ k ∈ Finset.range (n + 1 : ℕ), (Nat.choose (m + k) m) : ℕ) = Nat.choose ((m + n) + 1) (m + 1) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, ((Nat.choose (m + (k + 1)) m : ℕ) : ℚ) = (((((((m : ℕ) : ℚ) + ((k + 1 : ℕ) : ℚ)) + 1) / (((m : ℕ) : ℚ) + 1)) * ((Nat.choose (m + (k + 1)) m : ℕ) : ℚ)) - ((((((m : ℕ) : ℚ) + ((k : ℕ) : ℚ)) + 1) / (((m : ℕ) : ℚ) + 1)) * ((Nat.choose (m + k) m : ℕ) : ℚ)) : ℚ) := by
    intro k
    have s1 := mul_inv_cancel₀ (show ((((m : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_upper_step (α := ℚ) ((m + k : ℕ)) ((m + (k + 1) : ℕ)) (m) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (k : ℚ) + (m : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((1 : ℚ) + (k : ℚ) + (m : ℚ)) * ((2 : ℚ) + (k : ℚ) + (m : ℚ))) * ((Nat.choose (m + (k + 1)) m : ℕ) : ℚ) + ((1 : ℚ) + (k : ℚ) + (m : ℚ)) ^ 2 * ((Nat.choose (m + k) m : ℕ) : ℚ)) * s1 + ((1 : ℚ) + (k : ℚ) + (m : ℚ)) * s2
  have hclosed : (((Nat.choose (m + 0) m : ℕ) : ℚ) + (((((((m : ℕ) : ℚ) + ((n : ℕ) : ℚ)) + 1) / (((m : ℕ) : ℚ) + 1)) * ((Nat.choose (m + n) m : ℕ) : ℚ)) - ((((((m : ℕ) : ℚ) + ((0 : ℕ) : ℚ)) + 1) / (((m : ℕ) : ℚ) + 1)) * ((Nat.choose (m + 0) m : ℕ) : ℚ))) : ℚ) = ((Nat.choose ((m + n) + 1) (m + 1) : ℕ) : ℚ) := by
    have s1 := mul_inv_cancel₀ (show ((((m : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 := Prover.cast_choose_lower_step (α := ℚ) (((m + n) + 1 : ℕ)) (m) ((m + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_upper_step (α := ℚ) ((m + n : ℕ)) (((m + n) + 1 : ℕ)) (m) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((1 : ℚ) + (m : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ) + (n : ℚ))) * ((Nat.choose (m + 0) m : ℕ) : ℚ) + (((1 : ℚ) + (m : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ))) * ((Nat.choose (m + n) m : ℕ) : ℚ)) * s1 + ((-1 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (n : ℚ))) * s4 + (((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (n : ℚ))) * s5
  have key : ∑ k ∈ Finset.range (n + 1), ((Nat.choose (m + k) m : ℕ) : ℚ) = ((Nat.choose ((m + n) + 1) (m + 1) : ℕ) : ℚ) := (Prover.sum_range_succ_eq_of_step (fun k => ((Nat.choose (m + k) m : ℕ) : ℚ)) (fun k => ((((((m : ℕ) : ℚ) + ((k : ℕ) : ℚ)) + 1) / (((m : ℕ) : ℚ) + 1)) * ((Nat.choose (m + k) m : ℕ) : ℚ) : ℚ)) hstep n).trans hclosed
  exact_mod_cast key

end

/-- The hockey stick from a parameter (scope15j): the hypothesis `m ≤ n` made `n = m + j`, the
`Ico` sum moved to `range (j + 1)`; the right side closed, the case lemma by Gosper. -/
theorem hyp_moved_hockey (m n : ℕ) (h : m ≤ n) :
  ∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m = Nat.choose (n + 1) (m + 1) := by
  obtain ⟨j, rfl⟩ : ∃ j, n = (m + j : ℕ) := ⟨(n - m : ℕ), by omega⟩
  rw [Finset.sum_Ico_eq_sum_range, show (((m + j) + 1) - m : ℕ) = (j + 1 : ℕ) by omega]
  exact Eq.trans (Finset.sum_congr rfl fun k _ => by push_cast <;> ring) (hyp_moved_hockey_case0 m j)

import Mathlib
import Prover

/-- `Σ_(k ≤ n) C(n, k) / C(2n - 1, k) = 2` for `n ≥ 1` (Gould 4.9): Gosper's step holds only
inside the range (a binomial in the denominator) and the closed form of `H` divides by `n`,
so the proof opens with `n := n + 1` (the hypothesis) and then applies
`Prover.sum_range_succ_eq_of_step_zero_lt`. -/
theorem gosper_lt_moved_start (n : ℕ) (h_n : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / (Nat.choose (2 * n - 1) k) = 2 := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), the step inside the
     range, closed by Prover.sum_range_succ_eq_of_step_zero_lt with H(k) = G(k + 1) - G(0) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩
  have h0 : (((Nat.choose (n + 1) 0 : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ) : ℝ) = (((((((0 : ℕ) : ℝ) - ((n : ℕ) : ℝ)) - 1) / (((n : ℕ) : ℝ) + 1)) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ))) - ((-2) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ))) : ℝ) := by
    have sp1 : (0 : ℝ) < ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show (((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ) + ((1 : ℝ) + (n : ℝ)) ^ 2 * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) * ((((n : ℕ) : ℝ) + 1 : ℝ))⁻¹)) * s1 + ((1 : ℝ) + (n : ℝ)) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ) * s2
  have hstep : ∀ k : ℕ, k < (n + 1 : ℕ) → (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) (k + 1) : ℕ) : ℝ) : ℝ) = ((((((((k + 1 : ℕ) : ℝ) - ((n : ℕ) : ℝ)) - 1) / (((n : ℕ) : ℝ) + 1)) * (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) (k + 1) : ℕ) : ℝ))) - ((-2) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ)))) - (((((((k : ℕ) : ℝ) - ((n : ℕ) : ℝ)) - 1) / (((n : ℕ) : ℝ) + 1)) * (((Nat.choose (n + 1) k : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ))) - ((-2) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ)))) : ℝ) := by
    intro k hk
    have sp1 : (0 : ℝ) < ((Nat.choose ((2 * (n + 1)) - 1) (k + 1) : ℕ) : ℝ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have sp3 : (0 : ℝ) < ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s1 := mul_inv_cancel₀ (show (((Nat.choose ((2 * (n + 1)) - 1) (k + 1) : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s4 := mul_inv_cancel₀ (show (((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s5 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_choose_lower_step (α := ℝ) (((2 * (n + 1)) - 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s10 := Nat.cast_sub (R := ℝ) (show 1 ≤ (2 * (n + 1) : ℕ) by omega)
    refine mul_left_cancel₀ (show (((Nat.choose ((2 * (n + 1)) - 1) (k + 1) : ℕ) : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ))) * (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ)) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * ((((n : ℕ) : ℝ) + 1 : ℝ))⁻¹ * ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ))) * s1 + (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ)) + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose (n + 1) k : ℕ) : ℝ) * (((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ))⁻¹ * ((Nat.choose ((2 * (n + 1)) - 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ))) * s2 + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose (n + 1) k : ℕ) : ℝ) * ((Nat.choose ((2 * (n + 1)) - 1) (k + 1) : ℕ) : ℝ)) * s4 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ)))) * ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ) * s5 + (((1 : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose (n + 1) k : ℕ) : ℝ) * s7 + (((1 : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((Nat.choose (n + 1) k : ℕ) : ℝ) * ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ)) * s10
  have hclosed : (((((((n + 1 : ℕ) : ℝ) - ((n : ℕ) : ℝ)) - 1) / (((n : ℕ) : ℝ) + 1)) * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) (n + 1) : ℕ) : ℝ))) - ((-2) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ))) : ℝ) = (2 : ℝ) := by
    have sp2 : (0 : ℝ) < ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))
    have s3 := mul_inv_cancel₀ (show (((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s6 := Prover.cast_choose_congr (α := ℝ) (((2 * n) + 1 : ℕ)) (((2 * (n + 1)) - 1 : ℕ)) (0) (0) (by omega) (by omega)
    have s5 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s7 : ((Nat.choose ((2 * n) + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (2 : ℝ) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ) * s3 + (-2 : ℝ) * s6 + (2 : ℝ) * s5 + (-2 : ℝ) * s7
  exact (Prover.sum_range_succ_eq_of_step_zero_lt (fun k => (((Nat.choose (n + 1) k : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ) : ℝ)) (fun k => (((((((k : ℕ) : ℝ) - ((n : ℕ) : ℝ)) - 1) / (((n : ℕ) : ℝ) + 1)) * (((Nat.choose (n + 1) k : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) k : ℕ) : ℝ))) - ((-2) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) / ((Nat.choose ((2 * (n + 1)) - 1) 0 : ℕ) : ℝ))) : ℝ)) ((n + 1 : ℕ)) h0 hstep).trans hclosed

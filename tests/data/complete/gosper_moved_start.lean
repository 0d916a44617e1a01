import Mathlib
import Prover

/-- Gosper with `G = -k/n · f`: the pole at `n = 0` is past the hypothesis `m < n`, so the
proof opens with `n := n + 1`. -/
theorem gosper_moved_start (n m : ℕ) (h : m < n) :
    ∑ k ∈ Finset.range (m + 1), (-1 : ℝ) ^ k * (Nat.choose n k : ℝ) =
      (-1 : ℝ) ^ m * (Nat.choose (n - 1) m : ℝ) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩
  have hstep : ∀ k : ℕ, (((-1) ^ (k + 1 : ℕ)) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) : ℝ) = (((((((n : ℕ) : ℝ) + 1) - ((k + 1 : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((-1) ^ (k + 1 : ℕ)) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ))) - ((((((n : ℕ) : ℝ) + 1) - ((k : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((-1) ^ k) * ((Nat.choose (n + 1) k : ℕ) : ℝ))) : ℝ) := by
    intro k
    have s1 := mul_inv_cancel₀ (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.pow_step ((-1) : ℝ) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((((1 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ ((k + 1 : ℕ)) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ k * ((Nat.choose (n + 1) k : ℕ) : ℝ))) * s1 + ((1 : ℝ) + (k : ℝ)) ^ 2 * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * s2 + ((-1 : ℝ) + ((-1 : ℝ) * (k : ℝ))) * ((-1) : ℝ) ^ k * s3
  have hclosed : ((((-1) ^ 0) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) + (((((((n : ℕ) : ℝ) + 1) - ((m : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((-1) ^ m) * ((Nat.choose (n + 1) m : ℕ) : ℝ))) - ((((((n : ℕ) : ℝ) + 1) - ((0 : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((-1) ^ 0) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)))) : ℝ) = (((-1) ^ m) * ((Nat.choose ((n + 1) - 1) m : ℕ) : ℝ) : ℝ) := by
    have s1 := mul_inv_cancel₀ (show ((((n : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (((n + 1) - 1 : ℕ)) ((n + 1 : ℕ)) (m) (by omega)
    have s4 := Nat.cast_sub (R := ℝ) (show 1 ≤ (n + 1 : ℕ) by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + (((n + 1) - 1 : ℕ) : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ) + ((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) * (((n + 1) - 1 : ℕ) : ℝ)) + ((1 : ℝ) + (n : ℝ) + ((-1 : ℝ) * (m : ℝ))) * (((-1) : ℝ) ^ m * ((Nat.choose (n + 1) m : ℕ) : ℝ)) + ((1 : ℝ) + (n : ℝ) + ((-1 : ℝ) * (m : ℝ))) * (((-1) : ℝ) ^ m * ((Nat.choose (n + 1) m : ℕ) : ℝ) * (((n + 1) - 1 : ℕ) : ℝ))) * s1 + ((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-1) : ℝ) ^ m * s3 + ((-1 : ℝ) * (m : ℝ)) * (((-1) : ℝ) ^ m * ((Nat.choose (n + 1) m : ℕ) : ℝ)) * s4
  exact (Prover.sum_range_succ_eq_of_step (fun k => (((-1) ^ k) * ((Nat.choose (n + 1) k : ℕ) : ℝ) : ℝ)) (fun k => ((((((n : ℕ) : ℝ) + 1) - ((k : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1)) * (((-1) ^ k) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) : ℝ)) hstep m).trans hclosed

import Mathlib
import Prover

open Nat

theorem region_shift_substitution_case0 (r : ℕ) (m : ℕ) :
    ((Nat.choose ((r + m) + 1) r : ℕ) : ℝ) = (((((r + m) + 1 : ℕ) : ℝ) / ((((r + m) + 1 : ℕ) : ℝ) - ((r : ℕ) : ℝ))) * ((Nat.choose (((r + m) + 1) - 1) r : ℕ) : ℝ) : ℝ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose ((r + m) + 1) r : ℕ) : ℝ) = (((((r + m) + 1 : ℕ) : ℝ) / ((((r + m) + 1 : ℕ) : ℝ) - ((r : ℕ) : ℝ))) * ((Nat.choose (((r + m) + 1) - 1) r : ℕ) : ℝ) : ℝ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℝ) (((r + m) + 1 : ℕ)) (r) ((m + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℝ) ((((r + m) + 1) - 1 : ℕ)) (r) (m) (by omega)
    have s3 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((((r + m) + 1 : ℕ) : ℝ) - ((r : ℕ) : ℝ) : ℝ) : ℝ) ((1 + m : ℕ)) (0) (by omega) (by push_cast <;> ring))
    have s4 := Prover.cast_factorial_congr (α := ℝ) ((m + r : ℕ)) ((((r + m) + 1) - 1 : ℕ)) (by omega)
    have s5 := Prover.cast_factorial_step (α := ℝ) (m) ((m + 1 : ℕ)) (by omega)
    have s6 := Prover.cast_factorial_step (α := ℝ) ((m + r : ℕ)) (((r + m) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial (m + 1) : ℕ) : ℝ) * ((Nat.factorial r : ℕ) : ℝ)) * (((Nat.factorial r : ℕ) : ℝ) * ((Nat.factorial m : ℕ) : ℝ)) * ((1 : ℝ) + (m : ℝ)) * ((1 : ℝ) + (m : ℝ)) * ((1 : ℝ) + (m : ℝ) + (r : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℝ) + (m : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (r : ℝ))) * (((Nat.factorial r : ℕ) : ℝ) * ((Nat.factorial m : ℕ) : ℝ)) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (m : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (r : ℝ)) ^ 2) * ((((((r + m) + 1 : ℕ) : ℝ) - ((r : ℕ) : ℝ) : ℝ))⁻¹ * ((Nat.factorial (m + 1) : ℕ) : ℝ) * ((Nat.factorial r : ℕ) : ℝ)) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (m : ℝ) + (r : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ))) * (((Nat.factorial (m + 1) : ℕ) : ℝ) * ((Nat.factorial r : ℕ) : ℝ) * ((Nat.factorial (((r + m) + 1) - 1) : ℕ) : ℝ)) * s3 + ((-1 : ℝ) * ((1 : ℝ) + (m : ℝ) + (r : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ))) * (((Nat.factorial (m + 1) : ℕ) : ℝ) * ((Nat.factorial r : ℕ) : ℝ)) * s4 + (((1 : ℝ) + (m : ℝ)) * ((1 : ℝ) + (m : ℝ) + (r : ℝ))) * (((Nat.factorial r : ℕ) : ℝ) * ((Nat.factorial ((r + m) + 1) : ℕ) : ℝ)) * s5 + ((-1 : ℝ) * ((1 : ℝ) + (m : ℝ)) * ((1 : ℝ) + (m : ℝ) + (r : ℝ))) * (((Nat.factorial (m + 1) : ℕ) : ℝ) * ((Nat.factorial r : ℕ) : ℝ)) * s6
  exact key

theorem region_shift_substitution (n r : ℕ) (hn : 0 < n) (hrn : r ≤ n - 1) :
    Nat.choose n r = (n : ℝ) / (n - r) * Nat.choose (n - 1) r := by
  obtain ⟨j, rfl⟩ : ∃ j, n = (j + 1 : ℕ) := ⟨(n - 1 : ℕ), by omega⟩
  obtain ⟨i, rfl⟩ : ∃ i, j = (r + i : ℕ) := ⟨(j - r : ℕ), by omega⟩
  exact region_shift_substitution_case0 r i

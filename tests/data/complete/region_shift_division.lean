import Mathlib
import Prover

open Nat

section
open BigOperators Nat Finset Real

theorem region_shift_division_case0_case0 (k : ℕ) (m : ℕ) :
    ((Nat.choose (((k + 2) + m) + 1) (k + 1) : ℕ) : ℝ) = ((((((k + 2) + m) + 1 : ℕ) : ℝ) / ((k + 1 : ℕ) : ℝ)) * ((Nat.choose ((((k + 2) + m) + 1) - 1) ((k + 1) - 1) : ℕ) : ℝ) : ℝ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (((k + 2) + m) + 1) (k + 1) : ℕ) : ℝ) = ((((((k + 2) + m) + 1 : ℕ) : ℝ) / ((k + 1 : ℕ) : ℝ)) * ((Nat.choose ((((k + 2) + m) + 1) - 1) ((k + 1) - 1) : ℕ) : ℝ) : ℝ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℝ) ((((k + 2) + m) + 1 : ℕ)) ((k + 1 : ℕ)) ((m + 2 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℝ) (((((k + 2) + m) + 1) - 1 : ℕ)) (((k + 1) - 1 : ℕ)) ((m + 2 : ℕ)) (by omega)
    have s3 := mul_inv_cancel₀ (show (((k + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s4 := Prover.cast_factorial_congr (α := ℝ) (k) (((k + 1) - 1 : ℕ)) (by omega)
    have s5 := Prover.cast_factorial_congr (α := ℝ) (((k + m) + 2 : ℕ)) (((((k + 2) + m) + 1) - 1 : ℕ)) (by omega)
    have s6 := Prover.cast_factorial_step (α := ℝ) (k) ((k + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_factorial_step (α := ℝ) (((k + m) + 2 : ℕ)) ((((k + 2) + m) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * (((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial ((k + 1) - 1) : ℕ) : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (k : ℝ) + (m : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℝ) + (k : ℝ)) ^ 2 * ((3 : ℝ) + (k : ℝ) + (m : ℝ))) * (((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial ((k + 1) - 1) : ℕ) : ℝ)) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((3 : ℝ) + (k : ℝ) + (m : ℝ)) ^ 2) * ((((k + 1 : ℕ) : ℝ))⁻¹ * ((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * s2 + ((-1 : ℝ) * ((3 : ℝ) + (k : ℝ) + (m : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ))) * (((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ) * ((Nat.factorial ((((k + 2) + m) + 1) - 1) : ℕ) : ℝ)) * s3 + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((3 : ℝ) + (k : ℝ) + (m : ℝ))) * (((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial (((k + 2) + m) + 1) : ℕ) : ℝ)) * s4 + ((-1 : ℝ) * ((3 : ℝ) + (k : ℝ) + (m : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ))) * (((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * s5 + (((1 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (k : ℝ) + (m : ℝ))) * (((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial (((k + 2) + m) + 1) : ℕ) : ℝ)) * s6 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (k : ℝ) + (m : ℝ))) * (((Nat.factorial (m + 2) : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * s7
  exact key

theorem region_shift_division_case0_case1 (n : ℕ) (m : ℕ) :
    ((Nat.choose (n + 1) (((n + 3) + m) + 1) : ℕ) : ℝ) = ((((n + 1 : ℕ) : ℝ) / ((((n + 3) + m) + 1 : ℕ) : ℝ)) * ((Nat.choose ((n + 1) - 1) ((((n + 3) + m) + 1) - 1) : ℕ) : ℝ) : ℝ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (n + 1) (((n + 3) + m) + 1) : ℕ) : ℝ) = ((((n + 1 : ℕ) : ℝ) / ((((n + 3) + m) + 1 : ℕ) : ℝ)) * ((Nat.choose ((n + 1) - 1) ((((n + 3) + m) + 1) - 1) : ℕ) : ℝ) : ℝ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℝ) ((n + 1 : ℕ)) ((((n + 3) + m) + 1 : ℕ)) ((m + 2 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℝ) (((n + 1) - 1 : ℕ)) (((((n + 3) + m) + 1) - 1 : ℕ)) ((m + 2 : ℕ)) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * s1 + ((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * (((((n + 3) + m) + 1 : ℕ) : ℝ))⁻¹ * s2
  exact key

theorem region_shift_division_case0_case2 (k : ℕ) :
    ((Nat.choose ((k + 1) + 1) (k + 1) : ℕ) : ℝ) = (((((k + 1) + 1 : ℕ) : ℝ) / ((k + 1 : ℕ) : ℝ)) * ((Nat.choose (((k + 1) + 1) - 1) ((k + 1) - 1) : ℕ) : ℝ) : ℝ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose ((k + 1) + 1) (k + 1) : ℕ) : ℝ) = (((((k + 1) + 1 : ℕ) : ℝ) / ((k + 1 : ℕ) : ℝ)) * ((Nat.choose (((k + 1) + 1) - 1) ((k + 1) - 1) : ℕ) : ℝ) : ℝ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℝ) (((k + 1) + 1 : ℕ)) ((k + 1 : ℕ)) (1) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℝ) ((((k + 1) + 1) - 1 : ℕ)) (((k + 1) - 1 : ℕ)) (1) (by omega)
    have s3 := Prover.cast_factorial_congr (α := ℝ) ((k + 1 : ℕ)) ((((k + 1) + 1) - 1 : ℕ)) (by omega)
    have s4 := mul_inv_cancel₀ (show (((k + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s5 := Prover.cast_factorial_congr (α := ℝ) (k) (((k + 1) - 1 : ℕ)) (by omega)
    have s6 := Prover.cast_factorial_step (α := ℝ) (k) ((k + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_factorial_step (α := ℝ) ((k + 1 : ℕ)) (((k + 1) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * (((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial ((k + 1) - 1) : ℕ) : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) + (k : ℝ)) ^ 2 : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ)) ^ 2) * (((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial ((k + 1) - 1) : ℕ) : ℝ)) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ)) ^ 3) * ((((k + 1 : ℕ) : ℝ))⁻¹ * ((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ)) ^ 3) * ((((k + 1 : ℕ) : ℝ))⁻¹ * ((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * s3 + ((-1 : ℝ) * ((2 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (k : ℝ))) * (((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ) ^ 2) * s4 + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ)) ^ 2) * (((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial ((k + 1) + 1) : ℕ) : ℝ)) * s5 + (((2 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ))) * (((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial ((k + 1) + 1) : ℕ) : ℝ)) * s6 + ((-1 : ℝ) * ((2 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ))) * (((Nat.factorial 1 : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * s7
  exact key

theorem region_shift_division_case0_case3 (k : ℕ) :
    ((Nat.choose (k + 1) (k + 1) : ℕ) : ℝ) = ((((k + 1 : ℕ) : ℝ) / ((k + 1 : ℕ) : ℝ)) * ((Nat.choose ((k + 1) - 1) ((k + 1) - 1) : ℕ) : ℝ) : ℝ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (k + 1) (k + 1) : ℕ) : ℝ) = ((((k + 1 : ℕ) : ℝ) / ((k + 1 : ℕ) : ℝ)) * ((Nat.choose ((k + 1) - 1) ((k + 1) - 1) : ℕ) : ℝ) : ℝ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℝ) ((k + 1 : ℕ)) ((k + 1 : ℕ)) (0) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℝ) (((k + 1) - 1 : ℕ)) (((k + 1) - 1 : ℕ)) (0) (by omega)
    have s3 := mul_inv_cancel₀ (show (((k + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show ((((Nat.factorial 0 : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * (((Nat.factorial 0 : ℕ) : ℝ) * ((Nat.factorial ((k + 1) - 1) : ℕ) : ℝ)) * ((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((1 : ℝ) + (k : ℝ)) * (((Nat.factorial 0 : ℕ) : ℝ) * ((Nat.factorial ((k + 1) - 1) : ℕ) : ℝ)) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2) * ((((k + 1 : ℕ) : ℝ))⁻¹ * ((Nat.factorial 0 : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ)) * s2 + ((-1 : ℝ) + ((-1 : ℝ) * (k : ℝ))) * (((Nat.factorial 0 : ℕ) : ℝ) * ((Nat.factorial (k + 1) : ℕ) : ℝ) * ((Nat.factorial ((k + 1) - 1) : ℕ) : ℝ)) * s3
  exact key

theorem region_shift_division_case0_case4 (n : ℕ) :
    ((Nat.choose (n + 1) ((n + 1) + 1) : ℕ) : ℝ) = ((((n + 1 : ℕ) : ℝ) / (((n + 1) + 1 : ℕ) : ℝ)) * ((Nat.choose ((n + 1) - 1) (((n + 1) + 1) - 1) : ℕ) : ℝ) : ℝ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (n + 1) ((n + 1) + 1) : ℕ) : ℝ) = ((((n + 1 : ℕ) : ℝ) / (((n + 1) + 1 : ℕ) : ℝ)) * ((Nat.choose ((n + 1) - 1) (((n + 1) + 1) - 1) : ℕ) : ℝ) : ℝ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℝ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (0) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℝ) (((n + 1) - 1 : ℕ)) ((((n + 1) + 1) - 1 : ℕ)) (0) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * s1 + ((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((((n + 1) + 1 : ℕ) : ℝ))⁻¹ * s2
  exact key

theorem region_shift_division_case0_case5 (n : ℕ) :
    ((Nat.choose (n + 1) ((n + 2) + 1) : ℕ) : ℝ) = ((((n + 1 : ℕ) : ℝ) / (((n + 2) + 1 : ℕ) : ℝ)) * ((Nat.choose ((n + 1) - 1) (((n + 2) + 1) - 1) : ℕ) : ℝ) : ℝ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (n + 1) ((n + 2) + 1) : ℕ) : ℝ) = ((((n + 1 : ℕ) : ℝ) / (((n + 2) + 1 : ℕ) : ℝ)) * ((Nat.choose ((n + 1) - 1) (((n + 2) + 1) - 1) : ℕ) : ℝ) : ℝ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℝ) ((n + 1 : ℕ)) (((n + 2) + 1 : ℕ)) (1) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℝ) (((n + 1) - 1 : ℕ)) ((((n + 2) + 1) - 1 : ℕ)) (1) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * s1 + ((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((((n + 2) + 1 : ℕ) : ℝ))⁻¹ * s2
  exact key

end

theorem region_shift_division_case0 (n : ℕ) (k : ℕ) :
    ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) = ((((n + 1 : ℕ) : ℝ) / ((k + 1 : ℕ) : ℝ)) * ((Nat.choose ((n + 1) - 1) ((k + 1) - 1) : ℕ) : ℝ) : ℝ) := by
  obtain h | h | h | h | h | h : k + 2 ≤ n ∨ n + 3 ≤ k ∨ n = k + 1 ∨ n = k ∨ k = n + 1 ∨ k = n + 2 := by omega
  · obtain ⟨m, rfl⟩ : ∃ m, n = (k + 2 + m : ℕ) := ⟨(n - (k + 2) : ℕ), by omega⟩
    exact region_shift_division_case0_case0 k m
  · obtain ⟨m, rfl⟩ : ∃ m, k = (n + 3 + m : ℕ) := ⟨(k - (n + 3) : ℕ), by omega⟩
    exact region_shift_division_case0_case1 n m
  · subst n
    exact region_shift_division_case0_case2 k
  · subst n
    exact region_shift_division_case0_case3 k
  · subst k
    exact region_shift_division_case0_case4 n
  · subst k
    exact region_shift_division_case0_case5 n

theorem region_shift_division (n k : ℕ) (hn : n > 0) (hk : k > 0) :
    (Nat.choose n k : ℝ) = (n : ℝ) / (k : ℝ) * Nat.choose (n - 1) (k - 1) := by
  obtain ⟨j, rfl⟩ : ∃ j, n = (j + 1 : ℕ) := ⟨(n - 1 : ℕ), by omega⟩
  obtain ⟨i, rfl⟩ : ∃ i, k = (i + 1 : ℕ) := ⟨(k - 1 : ℕ), by omega⟩
  exact region_shift_division_case0 j i

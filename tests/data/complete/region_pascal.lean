import Mathlib
import Prover

open Nat

section
open BigOperators Nat Finset Real

theorem region_pascal_case0 (k : ℕ) (m : ℕ) :
    Nat.choose (((k + 4) + m) + 2) (k + 3) = ((Nat.choose (((k + 4) + m) + 1) (k + 2)) + (Nat.choose (((k + 4) + m) + 1) (k + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (((k + 4) + m) + 2) (k + 3) : ℕ) : ℚ) = (((Nat.choose (((k + 4) + m) + 1) (k + 2) : ℕ) : ℚ) + ((Nat.choose (((k + 4) + m) + 1) (k + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℚ) ((((k + 4) + m) + 2 : ℕ)) ((k + 3 : ℕ)) ((m + 3 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℚ) ((((k + 4) + m) + 1 : ℕ)) ((k + 2 : ℕ)) ((m + 3 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_mul_factorial (α := ℚ) ((((k + 4) + m) + 1 : ℕ)) ((k + 3 : ℕ)) ((m + 2 : ℕ)) (by omega)
    have s4 := Prover.cast_factorial_step (α := ℚ) ((m + 2 : ℕ)) ((m + 3 : ℕ)) (by omega)
    have s5 := Prover.cast_factorial_step (α := ℚ) ((k + 2 : ℕ)) ((k + 3 : ℕ)) (by omega)
    have s6 := Prover.cast_factorial_step (α := ℚ) ((((k + 4) + m) + 1 : ℕ)) ((((k + 4) + m) + 2 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial (m + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ)) * (((Nat.factorial (m + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ)) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (m + 2) : ℕ) : ℚ)) * ((3 : ℚ) + (m : ℚ)) * ((3 : ℚ) + (k : ℚ)) * ((6 : ℚ) + (k : ℚ) + (m : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((3 : ℚ) + (k : ℚ)) * ((3 : ℚ) + (m : ℚ)) * ((6 : ℚ) + (k : ℚ) + (m : ℚ))) * (((Nat.factorial (m + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ) * ((Nat.factorial (m + 2) : ℕ) : ℚ)) * s1 + ((-1 : ℚ) * ((3 : ℚ) + (k : ℚ)) * ((3 : ℚ) + (m : ℚ)) * ((6 : ℚ) + (k : ℚ) + (m : ℚ))) * (((Nat.factorial (m + 3) : ℕ) : ℚ) * ((Nat.factorial (m + 2) : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) * s2 + ((-1 : ℚ) * ((3 : ℚ) + (k : ℚ)) * ((3 : ℚ) + (m : ℚ)) * ((6 : ℚ) + (k : ℚ) + (m : ℚ))) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ) * ((Nat.factorial (m + 3) : ℕ) : ℚ) ^ 2) * s3 + (((-1 : ℚ) * ((3 : ℚ) + (k : ℚ)) * ((6 : ℚ) + (k : ℚ) + (m : ℚ))) * (((Nat.factorial (m + 3) : ℕ) : ℚ) * ((Nat.factorial (((k + 4) + m) + 1) : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) + (((3 : ℚ) + (k : ℚ)) * ((6 : ℚ) + (k : ℚ) + (m : ℚ))) * (((Nat.factorial (m + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (((k + 4) + m) + 2) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ))) * s4 + (((6 : ℚ) + (k : ℚ) + (m : ℚ)) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (((k + 4) + m) + 2) : ℕ) : ℚ) * ((Nat.factorial (m + 3) : ℕ) : ℚ) ^ 2) + ((-1 : ℚ) * ((3 : ℚ) + (m : ℚ)) * ((6 : ℚ) + (k : ℚ) + (m : ℚ))) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (((k + 4) + m) + 1) : ℕ) : ℚ) * ((Nat.factorial (m + 3) : ℕ) : ℚ) ^ 2)) * s5 + ((-6 : ℚ) + ((-1 : ℚ) * (k : ℚ)) + ((-1 : ℚ) * (m : ℚ))) * (((Nat.factorial (m + 3) : ℕ) : ℚ) ^ 2 * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) * s6
  exact_mod_cast key

theorem region_pascal_case1 (n : ℕ) (m : ℕ) :
    Nat.choose (n + 2) (((n + 5) + m) + 3) = ((Nat.choose (n + 1) (((n + 5) + m) + 2)) + (Nat.choose (n + 1) (((n + 5) + m) + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (n + 2) (((n + 5) + m) + 3) : ℕ) : ℚ) = (((Nat.choose (n + 1) (((n + 5) + m) + 2) : ℕ) : ℚ) + ((Nat.choose (n + 1) (((n + 5) + m) + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 2 : ℕ)) ((((n + 5) + m) + 3 : ℕ)) ((m + 5 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) ((((n + 5) + m) + 2 : ℕ)) ((m + 5 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) ((((n + 5) + m) + 3 : ℕ)) ((m + 6 : ℕ)) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (-1 : ℚ) * s2 + (-1 : ℚ) * s3
  exact_mod_cast key

theorem region_pascal_case2 (k : ℕ) :
    Nat.choose ((k + 3) + 2) (k + 3) = ((Nat.choose ((k + 3) + 1) (k + 2)) + (Nat.choose ((k + 3) + 1) (k + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose ((k + 3) + 2) (k + 3) : ℕ) : ℚ) = (((Nat.choose ((k + 3) + 1) (k + 2) : ℕ) : ℚ) + ((Nat.choose ((k + 3) + 1) (k + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℚ) (((k + 3) + 2 : ℕ)) ((k + 3 : ℕ)) (2) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℚ) (((k + 3) + 1 : ℕ)) ((k + 2 : ℕ)) (2) (by omega)
    have s3 := Prover.cast_choose_mul_factorial (α := ℚ) (((k + 3) + 1 : ℕ)) ((k + 3 : ℕ)) (1) (by omega)
    have s4 := Prover.cast_factorial_step (α := ℚ) (1) (2) (by omega)
    have s5 := Prover.cast_factorial_step (α := ℚ) ((k + 2 : ℕ)) ((k + 3 : ℕ)) (by omega)
    have s6 := Prover.cast_factorial_step (α := ℚ) ((k + 3 : ℕ)) (((k + 3) + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_factorial_step (α := ℚ) (((k + 3) + 1 : ℕ)) (((k + 3) + 2 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial 2 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ)) * (((Nat.factorial 2 : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ)) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial 1 : ℕ) : ℚ)) * (2 : ℚ) * ((3 : ℚ) + (k : ℚ)) * ((4 : ℚ) + (k : ℚ)) ^ 2 * ((5 : ℚ) + (k : ℚ)) ^ 3 : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((2 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 2 * ((5 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 2 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ) * ((Nat.factorial 1 : ℕ) : ℚ)) * s1 + ((-2 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 2 * ((5 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 2 : ℕ) : ℚ) * ((Nat.factorial 1 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) * s2 + ((-2 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 2 * ((5 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ) * ((Nat.factorial 2 : ℕ) : ℚ) ^ 2) * s3 + (((-1 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 2 * ((5 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 2 : ℕ) : ℚ) * ((Nat.factorial ((k + 3) + 1) : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) + (((4 : ℚ) + (k : ℚ)) ^ 2 * ((5 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 2 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial ((k + 3) + 2) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ))) * s4 + ((((4 : ℚ) + (k : ℚ)) ^ 2 * ((5 : ℚ) + (k : ℚ)) ^ 3) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial ((k + 3) + 2) : ℕ) : ℚ) * ((Nat.factorial 2 : ℕ) : ℚ) ^ 2) + ((-2 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 2 * ((5 : ℚ) + (k : ℚ)) ^ 3) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial ((k + 3) + 1) : ℕ) : ℚ) * ((Nat.factorial 2 : ℕ) : ℚ) ^ 2)) * s5 + (((-1 : ℚ) * ((5 : ℚ) + (k : ℚ)) ^ 4) * (((Nat.factorial 2 : ℕ) : ℚ) ^ 2 * ((Nat.factorial ((k + 3) + 1) : ℕ) : ℚ) ^ 2) + (((5 : ℚ) + (k : ℚ)) ^ 3 * ((4 : ℚ) + (k : ℚ))) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial ((k + 3) + 2) : ℕ) : ℚ) * ((Nat.factorial 2 : ℕ) : ℚ) ^ 2) + ((-1 : ℚ) * ((5 : ℚ) + (k : ℚ)) ^ 4 * ((4 : ℚ) + (k : ℚ))) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial ((k + 3) + 1) : ℕ) : ℚ) * ((Nat.factorial 2 : ℕ) : ℚ) ^ 2) + ((5 : ℚ) + (k : ℚ)) ^ 3 * (((Nat.factorial ((k + 3) + 2) : ℕ) : ℚ) * ((Nat.factorial ((k + 3) + 1) : ℕ) : ℚ) * ((Nat.factorial 2 : ℕ) : ℚ) ^ 2)) * s6 + ((-1 : ℚ) * ((5 : ℚ) + (k : ℚ)) ^ 3) * (((Nat.factorial 2 : ℕ) : ℚ) ^ 2 * ((Nat.factorial ((k + 3) + 1) : ℕ) : ℚ) ^ 2) * s7
  exact_mod_cast key

theorem region_pascal_case3 (k : ℕ) :
    Nat.choose ((k + 2) + 2) (k + 3) = ((Nat.choose ((k + 2) + 1) (k + 2)) + (Nat.choose ((k + 2) + 1) (k + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose ((k + 2) + 2) (k + 3) : ℕ) : ℚ) = (((Nat.choose ((k + 2) + 1) (k + 2) : ℕ) : ℚ) + ((Nat.choose ((k + 2) + 1) (k + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℚ) (((k + 2) + 2 : ℕ)) ((k + 3 : ℕ)) (1) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℚ) (((k + 2) + 1 : ℕ)) ((k + 2 : ℕ)) (1) (by omega)
    have s3 := Prover.cast_choose_mul_factorial (α := ℚ) (((k + 2) + 1 : ℕ)) ((k + 3 : ℕ)) (0) (by omega)
    have s4 := Prover.cast_factorial_congr (α := ℚ) ((k + 3 : ℕ)) (((k + 2) + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_factorial_step (α := ℚ) (0) (1) (by omega)
    have s6 := Prover.cast_factorial_step (α := ℚ) ((k + 2 : ℕ)) ((k + 3 : ℕ)) (by omega)
    have s7 := Prover.cast_factorial_step (α := ℚ) ((k + 3 : ℕ)) (((k + 2) + 2 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial 1 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ)) * (((Nat.factorial 1 : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ)) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial 0 : ℕ) : ℚ)) * ((3 : ℚ) + (k : ℚ)) * ((4 : ℚ) + (k : ℚ)) ^ 3 : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((4 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 1 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ) * ((Nat.factorial 0 : ℕ) : ℚ)) * s1 + ((-1 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 1 : ℕ) : ℚ) * ((Nat.factorial 0 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) * s2 + ((-1 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ) * ((Nat.factorial 1 : ℕ) : ℚ) ^ 2) * s3 + (((-1 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 1 : ℕ) : ℚ) * ((Nat.factorial 0 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) + ((-1 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ) * ((Nat.factorial 1 : ℕ) : ℚ) ^ 2)) * s4 + (((-1 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 1 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 3) + (((4 : ℚ) + (k : ℚ)) ^ 3 * ((3 : ℚ) + (k : ℚ))) * (((Nat.factorial 1 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial ((k + 2) + 2) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ))) * s5 + (((-1 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 3) * (((Nat.factorial 1 : ℕ) : ℚ) ^ 2 * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) + ((4 : ℚ) + (k : ℚ)) ^ 3 * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial ((k + 2) + 2) : ℕ) : ℚ) * ((Nat.factorial 1 : ℕ) : ℚ) ^ 2)) * s6 + ((-1 : ℚ) * ((4 : ℚ) + (k : ℚ)) ^ 3) * (((Nat.factorial 1 : ℕ) : ℚ) ^ 2 * ((Nat.factorial (k + 3) : ℕ) : ℚ) ^ 2) * s7
  exact_mod_cast key

theorem region_pascal_case4 (k : ℕ) :
    Nat.choose ((k + 1) + 2) (k + 3) = ((Nat.choose ((k + 1) + 1) (k + 2)) + (Nat.choose ((k + 1) + 1) (k + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose ((k + 1) + 2) (k + 3) : ℕ) : ℚ) = (((Nat.choose ((k + 1) + 1) (k + 2) : ℕ) : ℚ) + ((Nat.choose ((k + 1) + 1) (k + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℚ) (((k + 1) + 2 : ℕ)) ((k + 3 : ℕ)) (0) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℚ) (((k + 1) + 1 : ℕ)) ((k + 2 : ℕ)) (0) (by omega)
    have s3 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) (((k + 1) + 1 : ℕ)) ((k + 3 : ℕ)) (0) (by omega)
    have s4 := Prover.cast_factorial_congr (α := ℚ) ((k + 3 : ℕ)) (((k + 1) + 2 : ℕ)) (by omega)
    have s5 := Prover.cast_factorial_congr (α := ℚ) ((k + 2 : ℕ)) (((k + 1) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial 0 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ)) * (((Nat.factorial 0 : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((Nat.factorial 0 : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ)) * s1 + (-1 : ℚ) * (((Nat.factorial 0 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ)) * s2 + (-1 : ℚ) * (((Nat.factorial (k + 3) : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ) * ((Nat.factorial 0 : ℕ) : ℚ) ^ 2) * s3 + (((Nat.factorial 0 : ℕ) : ℚ) * ((Nat.factorial (k + 2) : ℕ) : ℚ)) * s4 + (-1 : ℚ) * (((Nat.factorial 0 : ℕ) : ℚ) * ((Nat.factorial (k + 3) : ℕ) : ℚ)) * s5
  exact_mod_cast key

theorem region_pascal_case5 (k : ℕ) :
    Nat.choose (k + 2) (k + 3) = ((Nat.choose (k + 1) (k + 2)) + (Nat.choose (k + 1) (k + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (k + 2) (k + 3) : ℕ) : ℚ) = (((Nat.choose (k + 1) (k + 2) : ℕ) : ℚ) + ((Nat.choose (k + 1) (k + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((k + 2 : ℕ)) ((k + 3 : ℕ)) (0) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((k + 1 : ℕ)) ((k + 2 : ℕ)) (0) (by omega)
    have s3 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((k + 1 : ℕ)) ((k + 3 : ℕ)) (1) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (-1 : ℚ) * s2 + (-1 : ℚ) * s3
  exact_mod_cast key

theorem region_pascal_case6 (n : ℕ) :
    Nat.choose (n + 2) ((n + 1) + 3) = ((Nat.choose (n + 1) ((n + 1) + 2)) + (Nat.choose (n + 1) ((n + 1) + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (n + 2) ((n + 1) + 3) : ℕ) : ℚ) = (((Nat.choose (n + 1) ((n + 1) + 2) : ℕ) : ℚ) + ((Nat.choose (n + 1) ((n + 1) + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 2 : ℕ)) (((n + 1) + 3 : ℕ)) (1) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) (((n + 1) + 2 : ℕ)) (1) (by omega)
    have s3 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) (((n + 1) + 3 : ℕ)) (2) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (-1 : ℚ) * s2 + (-1 : ℚ) * s3
  exact_mod_cast key

theorem region_pascal_case7 (n : ℕ) :
    Nat.choose (n + 2) ((n + 2) + 3) = ((Nat.choose (n + 1) ((n + 2) + 2)) + (Nat.choose (n + 1) ((n + 2) + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (n + 2) ((n + 2) + 3) : ℕ) : ℚ) = (((Nat.choose (n + 1) ((n + 2) + 2) : ℕ) : ℚ) + ((Nat.choose (n + 1) ((n + 2) + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 2 : ℕ)) (((n + 2) + 3 : ℕ)) (2) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) (((n + 2) + 2 : ℕ)) (2) (by omega)
    have s3 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) (((n + 2) + 3 : ℕ)) (3) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (-1 : ℚ) * s2 + (-1 : ℚ) * s3
  exact_mod_cast key

theorem region_pascal_case8 (n : ℕ) :
    Nat.choose (n + 2) ((n + 3) + 3) = ((Nat.choose (n + 1) ((n + 3) + 2)) + (Nat.choose (n + 1) ((n + 3) + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (n + 2) ((n + 3) + 3) : ℕ) : ℚ) = (((Nat.choose (n + 1) ((n + 3) + 2) : ℕ) : ℚ) + ((Nat.choose (n + 1) ((n + 3) + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 2 : ℕ)) (((n + 3) + 3 : ℕ)) (3) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) (((n + 3) + 2 : ℕ)) (3) (by omega)
    have s3 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) (((n + 3) + 3 : ℕ)) (4) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (-1 : ℚ) * s2 + (-1 : ℚ) * s3
  exact_mod_cast key

theorem region_pascal_case9 (n : ℕ) :
    Nat.choose (n + 2) ((n + 4) + 3) = ((Nat.choose (n + 1) ((n + 4) + 2)) + (Nat.choose (n + 1) ((n + 4) + 3)) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose (n + 2) ((n + 4) + 3) : ℕ) : ℚ) = (((Nat.choose (n + 1) ((n + 4) + 2) : ℕ) : ℚ) + ((Nat.choose (n + 1) ((n + 4) + 3) : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 2 : ℕ)) (((n + 4) + 3 : ℕ)) (4) (by omega)
    have s2 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) (((n + 4) + 2 : ℕ)) (4) (by omega)
    have s3 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) ((n + 1 : ℕ)) (((n + 4) + 3 : ℕ)) (5) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (-1 : ℚ) * s2 + (-1 : ℚ) * s3
  exact_mod_cast key

end

theorem region_pascal (n k : ℕ) : choose (n + 2) (k + 3) = choose (n + 1) (k + 2) + choose (n + 1) (k + 3) := by
  obtain h | h | h | h | h | h | h | h | h | h : k + 4 ≤ n ∨ n + 5 ≤ k ∨ n = k + 3 ∨ n = k + 2 ∨ n = k + 1 ∨ n = k ∨ k = n + 1 ∨ k = n + 2 ∨ k = n + 3 ∨ k = n + 4 := by omega
  · obtain ⟨m, rfl⟩ : ∃ m, n = (k + 4 + m : ℕ) := ⟨(n - (k + 4) : ℕ), by omega⟩
    exact region_pascal_case0 k m
  · obtain ⟨m, rfl⟩ : ∃ m, k = (n + 5 + m : ℕ) := ⟨(k - (n + 5) : ℕ), by omega⟩
    exact region_pascal_case1 n m
  · subst n
    exact region_pascal_case2 k
  · subst n
    exact region_pascal_case3 k
  · subst n
    exact region_pascal_case4 k
  · subst n
    exact region_pascal_case5 k
  · subst k
    exact region_pascal_case6 n
  · subst k
    exact region_pascal_case7 n
  · subst k
    exact region_pascal_case8 n
  · subst k
    exact region_pascal_case9 n

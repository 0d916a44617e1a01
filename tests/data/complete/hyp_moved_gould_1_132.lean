import Mathlib
import Prover

open BigOperators Nat Finset Real

section
open BigOperators Nat Finset Real

theorem hyp_moved_gould_1_132_case0_rec1 (a : ℕ) (n : ℕ) :
    (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) + ((((n : ℕ) : ℝ) + 2) * (∑ k ∈ Finset.range (n + 2 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) : ℝ) = ((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) := by
  /- wzprove proof (complete): the recurrence of order 1 of ∑ k ∈ range (n + 1),
     (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ)) : ℝ) (A = B, ch. 6), telescoper -a - n - 2, n + 2 summed by
     Prover.telescoper_sum_one; the statement is (1) times it.  Every
     linear_combination was computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (((Nat.choose (a + 0) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ)))) + ((((n : ℕ) : ℝ) + 2) * (((Nat.choose (a + 0) a : ℕ) : ℝ) / (((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ)))) : ℝ) = ((((-((0 : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 1) * (((Nat.choose (a + 0) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ))) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ) : ℝ) : ℝ) ((1 + n : ℕ)) (0) (by omega) (by push_cast <;> ring))
    have s2 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ) : ℝ) : ℝ) ((2 + n : ℕ)) (0) (by omega) (by push_cast <;> ring))
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * ((Nat.choose (a + 0) a : ℕ) : ℝ) * s1 + (((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ))) * ((Nat.choose (a + 0) a : ℕ) : ℝ) * s2
  have hct : ∀ n k : ℕ, k < n → (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (((Nat.choose (a + (k + 1)) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + (k + 1) : ℕ) : ℝ)))) + ((((n : ℕ) : ℝ) + 2) * (((Nat.choose (a + (k + 1)) a : ℕ) : ℝ) / (((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + (k + 1) : ℕ) : ℝ)))) : ℝ) = (((((-((k + 1 : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 1) * (((Nat.choose (a + (k + 1)) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + (k + 1) : ℕ) : ℝ)))) - ((((-((k : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 1) * (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ)))) : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + (k + 1) : ℕ) : ℝ) : ℝ) : ℝ) (n) (k) (by omega) (by push_cast <;> ring))
    have s2 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + (k + 1) : ℕ) : ℝ) : ℝ) : ℝ) ((1 + n : ℕ)) (k) (by omega) (by push_cast <;> ring))
    have s3 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ) : ℝ) : ℝ) ((1 + n : ℕ)) (k) (by omega) (by push_cast <;> ring))
    have s4 := Prover.cast_choose_upper_step (α := ℝ) ((a + k : ℕ)) ((a + (k + 1) : ℕ)) (a) (by omega)
    refine mul_left_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((n : ℝ) + ((-1 : ℝ) * (k : ℝ))) : ℝ) (n) (k) (by omega) (by push_cast <;> ring)) ?_
    refine mul_left_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) : ℝ) (k) ((1 + n : ℕ)) (by omega) (by push_cast <;> ring)) ?_
    refine mul_left_cancel₀ (Prover.ne_zero_of_eq_cast_sub (((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) : ℝ) (k) ((1 + n : ℕ)) (by omega) (by push_cast <;> ring)) ?_
    refine mul_left_cancel₀ (show (((1 : ℝ) + (a : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((1 : ℝ) + (a : ℝ) + (k : ℝ))) * ((Nat.choose (a + (k + 1)) a : ℕ) : ℝ) * s1 + (((2 : ℝ) + (n : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((1 : ℝ) + (a : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose (a + (k + 1)) a : ℕ) : ℝ) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (a : ℝ) + (k : ℝ)) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose (a + k) a : ℕ) : ℝ) * s3 + ((-1 : ℝ) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((1 : ℝ) + (a : ℝ) + (k : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * s4
  have hb : ((1 * (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 1) * (((Nat.choose (a + n) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + n : ℕ) : ℝ)))) + ((((n : ℕ) : ℝ) + 2) * (((Nat.choose (a + (n + 1)) a : ℕ) : ℝ) / (((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + (n + 1) : ℕ) : ℝ)))))) + ((((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * 0) + ((((n : ℕ) : ℝ) + 2) * 0)) - ((Nat.choose ((a + n) + 1) a : ℕ) : ℝ)) : ℝ) = 0 := by
    have s1 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + n : ℕ) : ℝ) : ℝ) : ℝ) (1) (0) (by omega) (by push_cast <;> ring))
    have s2 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + (n + 1) : ℕ) : ℝ) : ℝ) : ℝ) (1) (0) (by omega) (by push_cast <;> ring))
    have s3 := Prover.cast_choose_congr (α := ℝ) ((a + (n + 1) : ℕ)) (((a + n) + 1 : ℕ)) (a) (a) (by omega) (by omega)
    have s4 := Prover.cast_choose_upper_step (α := ℝ) ((a + n : ℕ)) ((a + (n + 1) : ℕ)) (a) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (a : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((1 : ℝ) + (a : ℝ) + (n : ℝ)) ^ 2) * ((Nat.choose (a + n) a : ℕ) : ℝ) * s1 + (((2 : ℝ) + (n : ℝ)) * ((1 : ℝ) + (a : ℝ) + (n : ℝ))) * ((Nat.choose (a + (n + 1)) a : ℕ) : ℝ) * s2 + ((-1 : ℝ) + ((-1 : ℝ) * (a : ℝ)) + ((-1 : ℝ) * (n : ℝ))) * s3 + ((-1 : ℝ) + ((-1 : ℝ) * (a : ℝ)) + ((-1 : ℝ) * (n : ℝ))) * s4
  have hts : (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) + ((((n : ℕ) : ℝ) + 2) * (∑ k ∈ Finset.range (n + 2 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) : ℝ) = (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 1) * (((Nat.choose (a + n) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + n : ℕ) : ℝ)))) + ((((n : ℕ) : ℝ) + 2) * (((Nat.choose (a + (n + 1)) a : ℕ) : ℝ) / (((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + (n + 1) : ℕ) : ℝ)))) : ℝ) :=
    Prover.telescoper_sum_one (fun n k => (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ)) : ℝ)) (fun n k => ((((-((k : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 1) * (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) (fun n => (((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2 : ℝ)) (fun n => (((n : ℕ) : ℝ) + 2 : ℝ)) hct0 hct n
  have key : (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) + ((((n : ℕ) : ℝ) + 2) * (∑ k ∈ Finset.range (n + 2 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + (n + 1) : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) : ℝ) = ((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) := by
    have s1 := hts
    have s2 := hb
    linear_combination (norm := (push_cast; ring1)) ((1 : ℝ)) * s1 + s2
  exact key

theorem hyp_moved_gould_1_132_case0_rec2 (a : ℕ) (n : ℕ) :
    (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ)) + ((((n : ℕ) : ℝ) + 2) * (∑ k ∈ Finset.range (n + 2 : ℕ), (((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ)) : ℝ) = ((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) := by
  /- wzprove proof (complete): the recurrence of order 1 of ∑ k ∈ range (n + 1),
     (((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ)) : ℝ) (A = B, ch. 6), telescoper -a - n - 2, n + 2 summed by
     Prover.telescoper_sum_one; the statement is (1) times it.  Every
     linear_combination was computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + 0 : ℕ) : ℝ)))) + ((((n : ℕ) : ℝ) + 2) * (((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + 0 : ℕ) : ℝ)))) : ℝ) = (0 : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show ((((a + 1) + 0 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_upper_step (α := ℝ) (((a + n) + 1 : ℕ)) (((a + (n + 1)) + 1 : ℕ)) (a) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (a : ℝ)) * ((2 : ℝ) + (a : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((2 : ℝ) + (a : ℝ) + (n : ℝ)) ^ 2) * ((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) + (((2 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (a : ℝ) + (n : ℝ))) * ((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ)) * s1 + ((-2 : ℝ) + ((-1 : ℝ) * (a : ℝ)) + ((-1 : ℝ) * (n : ℝ))) * s2
  have hct : ∀ n k : ℕ, k < n → (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + (k + 1) : ℕ) : ℝ)))) + ((((n : ℕ) : ℝ) + 2) * (((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + (k + 1) : ℕ) : ℝ)))) : ℝ) = (0 - 0 : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show ((((a + 1) + (k + 1) : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_upper_step (α := ℝ) (((a + n) + 1 : ℕ)) (((a + (n + 1)) + 1 : ℕ)) (a) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) + (a : ℝ) + (k : ℝ)) * ((2 : ℝ) + (a : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((2 : ℝ) + (a : ℝ) + (n : ℝ)) ^ 2) * ((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) + (((2 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (a : ℝ) + (n : ℝ))) * ((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ)) * s1 + ((-2 : ℝ) + ((-1 : ℝ) * (a : ℝ)) + ((-1 : ℝ) * (n : ℝ))) * s2
  have hb : ((1 * (0 + ((((n : ℕ) : ℝ) + 2) * (((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + (n + 1) : ℕ) : ℝ)))))) + ((((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * 0) + ((((n : ℕ) : ℝ) + 2) * 0)) - ((Nat.choose ((a + n) + 1) a : ℕ) : ℝ)) : ℝ) = 0 := by
    have s1 := mul_inv_cancel₀ (show ((((a + 1) + (n + 1) : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_upper_step (α := ℝ) (((a + n) + 1 : ℕ)) (((a + (n + 1)) + 1 : ℕ)) (a) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) + (a : ℝ) + (n : ℝ)) * ((2 : ℝ) + (a : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((2 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (a : ℝ) + (n : ℝ))) * ((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ) * s1 + ((-2 : ℝ) + ((-1 : ℝ) * (a : ℝ)) + ((-1 : ℝ) * (n : ℝ))) * s2
  have hts : (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ)) + ((((n : ℕ) : ℝ) + 2) * (∑ k ∈ Finset.range (n + 2 : ℕ), (((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ)) : ℝ) = (0 + ((((n : ℕ) : ℝ) + 2) * (((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + (n + 1) : ℕ) : ℝ)))) : ℝ) :=
    Prover.telescoper_sum_one (fun n k => (((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ)) : ℝ)) (fun n k => (0 : ℝ)) (fun n => (((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2 : ℝ)) (fun n => (((n : ℕ) : ℝ) + 2 : ℝ)) hct0 hct n
  have key : (((((-((n : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ)) + ((((n : ℕ) : ℝ) + 2) * (∑ k ∈ Finset.range (n + 2 : ℕ), (((Nat.choose ((a + (n + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ)) : ℝ) = ((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) := by
    have s1 := hts
    have s2 := hb
    linear_combination (norm := (push_cast; ring1)) ((1 : ℝ)) * s1 + s2
  exact key


theorem hyp_moved_gould_1_132_case0 (a : ℕ) (n : ℕ) :
    (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + n : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose ((a + n) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) := by
  /- wzprove proof (complete): one recurrence operator annihilates lhs − rhs
     (A = B §4.4); each sum's recurrence is a lemma compiled from its certificate
     (Prover.telescoper_sum_*), uniqueness by Prover.eq_of_recurrence_one.  Every
     linear_combination was computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file. -/
  have hc1 : ∀ m : ℕ, (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + m : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + m : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) := by
    intro m
    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)
  have hc2 : ∀ m : ℕ, (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) := by
    intro m
    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)
  have hb : ∀ m : ℕ, ((1 * ((Nat.choose ((a + m) + 1) a : ℕ) : ℝ)) + ((-1) * ((Nat.choose ((a + m) + 1) a : ℕ) : ℝ)) : ℝ) = 0 := by
    intro m
    linear_combination (norm := (push_cast; ring1)) 0
  have hE : ∀ m : ℕ, (((((-((m : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * ((∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + m : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) - (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ))) + ((((m : ℕ) : ℝ) + 2) * ((∑ k ∈ Finset.range ((m + 1) + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + (m + 1) : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) - (∑ k ∈ Finset.range ((m + 1) + 1 : ℕ), (((Nat.choose ((a + (m + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ))) : ℝ) = 0 := by
    intro m
    have r1_0 : (((((-((m : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + m : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) + ((((m : ℕ) : ℝ) + 2) * (∑ k ∈ Finset.range ((m + 1) + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + (m + 1) : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ)) : ℝ) = ((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) := hyp_moved_gould_1_132_case0_rec1 a (m)
    have r2_0 : (((((-((m : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ)) + ((((m : ℕ) : ℝ) + 2) * (∑ k ∈ Finset.range ((m + 1) + 1 : ℕ), (((Nat.choose ((a + (m + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ)) : ℝ) = ((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) := hyp_moved_gould_1_132_case0_rec2 a (m)
    have c1_0 : (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + m : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + m : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) := hc1 (m)
    have c1_1 : (∑ k ∈ Finset.range ((m + 1) + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + (m + 1) : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range ((m + 1) + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + (m + 1) : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) := hc1 ((m + 1 : ℕ))
    have c2_0 : (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) := hc2 (m)
    have c2_1 : (∑ k ∈ Finset.range ((m + 1) + 1 : ℕ), (((Nat.choose ((a + (m + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range ((m + 1) + 1 : ℕ), (((Nat.choose ((a + (m + 1)) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) := hc2 ((m + 1 : ℕ))
    have b : ((1 * ((Nat.choose ((a + m) + 1) a : ℕ) : ℝ)) + ((-1) * ((Nat.choose ((a + m) + 1) a : ℕ) : ℝ)) : ℝ) = 0 := hb m
    linear_combination (norm := (push_cast; ring1)) ((1 : ℝ)) * r1_0 + ((-1 : ℝ)) * r2_0 + ((((-((m : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2 : ℝ)) * c1_0 + ((((m : ℕ) : ℝ) + 2 : ℝ)) * c1_1 + ((-(((-((m : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) : ℝ)) * c2_0 + ((-(((m : ℕ) : ℝ) + 2) : ℝ)) * c2_1 + b
  have hlead : ∀ m : ℕ, 0 ≤ m → (((m : ℕ) : ℝ) + 2 : ℝ) ≠ 0 := fun m _ => by positivity
  have hv : ∀ m : ℕ, 0 ≤ m → (((((-((m : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2) * 0) + ((((m : ℕ) : ℝ) + 2) * 0) : ℝ) = 0 := fun m _ => by ring
  have hb0 : ((1 * (0 + (((Nat.choose (a + 0) a : ℕ) : ℝ) / (((((a + 1) + 1) + 0 : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ))))) + ((-1 : ℝ) * (0 + (((Nat.choose ((a + 0) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + 0 : ℕ) : ℝ))))) : ℝ) = 0 := by
    have e1 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub ((((((a + 1) + 1) + 0 : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ) : ℝ) : ℝ) (1) (0) (by omega) (by push_cast <;> ring))
    have e2 := mul_inv_cancel₀ (show ((((a + 1) + 0 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have e3 := Prover.cast_choose_congr (α := ℝ) (a) ((a + 0 : ℕ)) (a) (a) (by omega) (by omega)
    have e5 := Prover.cast_choose_congr (α := ℝ) ((a + 1 : ℕ)) (((a + 0) + 1 : ℕ)) (a) (a) (by omega) (by omega)
    have e4 : ((Nat.choose a a : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have e6 : ((Nat.choose (a + 1) a : ℕ) : ℝ) = ((a : ℕ) : ℝ) + 1 := by rw [Nat.choose_succ_self_right, Nat.cast_add_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (a : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((1 : ℝ) + (a : ℝ)) * ((Nat.choose (a + 0) a : ℕ) : ℝ) * e1 + (-1 : ℝ) * ((Nat.choose ((a + 0) + 1) a : ℕ) : ℝ) * e2 + ((1 : ℝ) + (a : ℝ)) * e3 + (-1 : ℝ) * e5 + ((1 : ℝ) + (a : ℝ)) * e4 + (-1 : ℝ) * e6
  have hi0 : ((∑ k ∈ Finset.range (0 + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + 0 : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) - (∑ k ∈ Finset.range (0 + 1 : ℕ), (((Nat.choose ((a + 0) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) : ℝ) = 0 := by
    have c1 : (∑ k ∈ Finset.range (0 + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + 0 : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range (0 + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + 0 : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) := hc1 (0)
    have c2 : (∑ k ∈ Finset.range (0 + 1 : ℕ), (((Nat.choose ((a + 0) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (∑ k ∈ Finset.range (0 + 1 : ℕ), (((Nat.choose ((a + 0) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) := hc2 (0)
    have v1 : (∑ k ∈ Finset.range (0 + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + 0 : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (0 + (((Nat.choose (a + 0) a : ℕ) : ℝ) / (((((a + 1) + 1) + 0 : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ))) : ℝ) := by rw [Finset.sum_range_succ, Finset.sum_range_zero]
    have v2 : (∑ k ∈ Finset.range (0 + 1 : ℕ), (((Nat.choose ((a + 0) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) = (0 + (((Nat.choose ((a + 0) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + 0 : ℕ) : ℝ))) : ℝ) := by rw [Finset.sum_range_succ, Finset.sum_range_zero]
    have b : ((1 * (0 + (((Nat.choose (a + 0) a : ℕ) : ℝ) / (((((a + 1) + 1) + 0 : ℕ) : ℝ) - (((a + 1) + 0 : ℕ) : ℝ))))) + ((-1 : ℝ) * (0 + (((Nat.choose ((a + 0) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + 0 : ℕ) : ℝ))))) : ℝ) = 0 := hb0
    linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * c1 + (-1 : ℝ) * c2 + (1 : ℝ) * v1 + (-1 : ℝ) * v2 + b
  have key := Prover.eq_of_recurrence_one 0 (fun m => (((-((m : ℕ) : ℝ)) - ((a : ℕ) : ℝ)) - 2 : ℝ)) (fun m => (((m : ℕ) : ℝ) + 2 : ℝ)) (fun m => ((∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose (a + k) a : ℕ) : ℝ) / (((((a + 1) + 1) + m : ℕ) : ℝ) - (((a + 1) + k : ℕ) : ℝ))) : ℝ) - (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose ((a + m) + 1) a : ℕ) : ℝ) * (1 / (((a + 1) + k : ℕ) : ℝ))) : ℝ) : ℝ)) (fun _ => (0 : ℝ)) hlead (fun m _ => hE m) hv hi0
  exact sub_eq_zero.mp (key n (Nat.zero_le n))

end

/-- LCI Gould_identity_1_132: the hypothesis `m < n` made `n = m + 1 + j`, `m ≥ 1` made
`m = a + 1`, both `Ico` sums moved to `range (j + 1)`, the factor on the right moved into its
sum; the case lemma by one recurrence operator over `range`. -/
theorem hyp_moved_gould_1_132 {n m : ℕ} (hm : m ≥ 1) (h_n : n > m) :
  ∑ k ∈ Finset.Ico m n, (Nat.choose (k - 1) (m - 1) : ℝ) / (n - k) =
  (Nat.choose (n - 1) (m - 1) : ℝ) * ∑ k ∈ Finset.Ico m n, (1 / k : ℝ) := by
  obtain ⟨j, rfl⟩ : ∃ j, n = ((m + 1) + j : ℕ) := ⟨(n - (m + 1) : ℕ), by omega⟩
  obtain ⟨a, rfl⟩ : ∃ a, m = a + 1 := ⟨m - 1, by omega⟩
  rw [Finset.sum_Ico_eq_sum_range, Finset.sum_Ico_eq_sum_range, Finset.mul_sum, show ((((a + 1) + 1) + j) - (a + 1) : ℕ) = (j + 1 : ℕ) by omega]
  exact Eq.trans (Finset.sum_congr rfl fun k _ => by rw [show (((a + 1) + k) - 1 : ℕ) = (a + k : ℕ) by omega, show ((a + 1) - 1 : ℕ) = a by omega] <;> push_cast <;> ring) (Eq.trans (hyp_moved_gould_1_132_case0 a j) (Finset.sum_congr rfl fun k _ => by rw [show ((((a + 1) + 1) + j) - 1 : ℕ) = ((a + j) + 1 : ℕ) by omega, show ((a + 1) - 1 : ℕ) = a by omega] <;> push_cast <;> ring))

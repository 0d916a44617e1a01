import Mathlib
import Prover

open BigOperators Nat Finset Real

theorem rec_derangements (n : ℕ) :
    ∑ k ∈ Finset.range (n + 2), (-1 : ℚ) ^ k * (n + 1).factorial / k.factorial =
      (n + 1) * ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * n.factorial / k.factorial +
        (-1 : ℚ) ^ (n + 1) := by
  /- wzprove proof (complete): the recurrence of order 1 of ∑ k ∈ range (n + 1),
     ((((-1) ^ k) * ((Nat.factorial n : ℕ) : ℚ)) / ((Nat.factorial k : ℕ) : ℚ) : ℚ) (A = B, ch. 6), telescoper -n - 1, 1 summed by
     Prover.telescoper_sum_one; the statement is (1) times it.  Every
     linear_combination was computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, ((((-((n : ℕ) : ℚ)) - 1) * ((((-1) ^ 0) * ((Nat.factorial n : ℕ) : ℚ)) / ((Nat.factorial 0 : ℕ) : ℚ))) + (1 * ((((-1) ^ 0) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) / ((Nat.factorial 0 : ℕ) : ℚ))) : ℚ) = (0 : ℚ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show (((Nat.factorial 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := Prover.cast_factorial_step (α := ℚ) (n) ((n + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((Nat.factorial 0 : ℕ) : ℚ) * ((1 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * ((Nat.factorial n : ℕ) : ℚ) + ((1 : ℚ) + (n : ℚ)) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) * s1 + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * s3
  have hct : ∀ n k : ℕ, k < n → ((((-((n : ℕ) : ℚ)) - 1) * ((((-1) ^ (k + 1 : ℕ)) * ((Nat.factorial n : ℕ) : ℚ)) / ((Nat.factorial (k + 1) : ℕ) : ℚ))) + (1 * ((((-1) ^ (k + 1 : ℕ)) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) / ((Nat.factorial (k + 1) : ℕ) : ℚ))) : ℚ) = (0 - 0 : ℚ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show (((Nat.factorial (k + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := Prover.cast_factorial_step (α := ℚ) (n) ((n + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((Nat.factorial (k + 1) : ℕ) : ℚ) * ((1 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * (((-1) : ℚ) ^ ((k + 1 : ℕ)) * ((Nat.factorial n : ℕ) : ℚ)) + ((1 : ℚ) + (n : ℚ)) * (((-1) : ℚ) ^ ((k + 1 : ℕ)) * ((Nat.factorial (n + 1) : ℕ) : ℚ))) * s1 + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((-1) : ℚ) ^ ((k + 1 : ℕ)) * s2
  have hb : ((1 * (0 + (1 * ((((-1) ^ (n + 1 : ℕ)) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) / ((Nat.factorial (n + 1) : ℕ) : ℚ))))) + (0 - (((((n : ℕ) : ℚ) + 1) * 0) + ((-1) ^ (n + 1 : ℕ)))) : ℚ) = 0 := by
    have s1 := mul_inv_cancel₀ (show (((Nat.factorial (n + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((Nat.factorial (n + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1) : ℚ) ^ ((n + 1 : ℕ)) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) * s1
  have hts : ((((-((n : ℕ) : ℚ)) - 1) * (∑ k ∈ Finset.range (n + 1 : ℕ), ((((-1) ^ k) * ((Nat.factorial n : ℕ) : ℚ)) / ((Nat.factorial k : ℕ) : ℚ)) : ℚ)) + (1 * (∑ k ∈ Finset.range (n + 2 : ℕ), ((((-1) ^ k) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) / ((Nat.factorial k : ℕ) : ℚ)) : ℚ)) : ℚ) = (0 + (1 * ((((-1) ^ (n + 1 : ℕ)) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) / ((Nat.factorial (n + 1) : ℕ) : ℚ))) : ℚ) :=
    Prover.telescoper_sum_one (fun n k => ((((-1) ^ k) * ((Nat.factorial n : ℕ) : ℚ)) / ((Nat.factorial k : ℕ) : ℚ) : ℚ)) (fun n k => (0 : ℚ)) (fun n => ((-((n : ℕ) : ℚ)) - 1 : ℚ)) (fun n => (1 : ℚ)) hct0 hct n
  have key : (∑ k ∈ Finset.range (n + 2 : ℕ), ((((-1) ^ k) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) / ((Nat.factorial k : ℕ) : ℚ)) : ℚ) = (((((n : ℕ) : ℚ) + 1) * (∑ k ∈ Finset.range (n + 1 : ℕ), ((((-1) ^ k) * ((Nat.factorial n : ℕ) : ℚ)) / ((Nat.factorial k : ℕ) : ℚ)) : ℚ)) + ((-1) ^ (n + 1 : ℕ)) : ℚ) := by
    have s1 := hts
    have s2 := hb
    linear_combination (norm := (push_cast; ring1)) ((1 : ℚ)) * s1 + s2
  exact key

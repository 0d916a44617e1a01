import Mathlib
import Prover

/-- A parameter named like the Prover theorem's bound variable `n` (the recurrence runs in
`m`): the closing application is checked up to renaming of bound variables. -/
theorem param_shift (m n r : ℕ) :
    ∑ k ∈ Finset.range (m + 1), (Nat.choose m k : ℝ) * Nat.choose n (k + r) =
      Nat.choose (m + n) (m + r) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -m - n - 1, m + r + 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ m : ℕ, (((((-((n : ℕ) : ℝ)) - ((m : ℕ) : ℝ)) - 1) * (((Nat.choose m 0 : ℕ) : ℝ) * ((Nat.choose n (0 + r) : ℕ) : ℝ))) + (((((r : ℕ) : ℝ) + ((m : ℕ) : ℝ)) + 1) * (((Nat.choose (m + 1) 0 : ℕ) : ℝ) * ((Nat.choose n (0 + r) : ℕ) : ℝ))) : ℝ) = (((((r : ℕ) : ℝ) + ((0 : ℕ) : ℝ)) - ((n : ℕ) : ℝ)) * (((Nat.choose m 0 : ℕ) : ℝ) * ((Nat.choose n (0 + r) : ℕ) : ℝ)) : ℝ) := by
    intro m
    have s1 : ((Nat.choose m 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s2 : ((Nat.choose (m + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) + ((-1 : ℝ) * (m : ℝ)) + ((-1 : ℝ) * (r : ℝ))) * ((Nat.choose n (0 + r) : ℕ) : ℝ) * s1 + ((1 : ℝ) + (m : ℝ) + (r : ℝ)) * ((Nat.choose n (0 + r) : ℕ) : ℝ) * s2
  have hct : ∀ m k : ℕ, k < m → (((((-((n : ℕ) : ℝ)) - ((m : ℕ) : ℝ)) - 1) * (((Nat.choose m (k + 1) : ℕ) : ℝ) * ((Nat.choose n ((k + 1) + r) : ℕ) : ℝ))) + (((((r : ℕ) : ℝ) + ((m : ℕ) : ℝ)) + 1) * (((Nat.choose (m + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose n ((k + 1) + r) : ℕ) : ℝ))) : ℝ) = ((((((r : ℕ) : ℝ) + ((k + 1 : ℕ) : ℝ)) - ((n : ℕ) : ℝ)) * (((Nat.choose m (k + 1) : ℕ) : ℝ) * ((Nat.choose n ((k + 1) + r) : ℕ) : ℝ))) - (((((r : ℕ) : ℝ) + ((k : ℕ) : ℝ)) - ((n : ℕ) : ℝ)) * (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose n (k + r) : ℕ) : ℝ))) : ℝ) := by
    intro m k hk
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (m) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) ((m + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (m) ((m + 1 : ℕ)) (k) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) (n) ((k + r : ℕ)) (((k + 1) + r : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (m : ℝ)) * ((1 : ℝ) + (k : ℝ) + (r : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (m : ℝ)) * ((1 : ℝ) + (k : ℝ) + (r : ℝ)) * ((2 : ℝ) + (k : ℝ) + (m : ℝ) + (r : ℝ))) * ((Nat.choose n ((k + 1) + r) : ℕ) : ℝ) * s1 + (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (m : ℝ)) * ((1 : ℝ) + (k : ℝ) + (r : ℝ)) * ((1 : ℝ) + (m : ℝ) + (r : ℝ))) * ((Nat.choose n ((k + 1) + r) : ℕ) : ℝ) * s2 + ((((1 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (m : ℝ))) * ((1 : ℝ) + (k : ℝ) + (r : ℝ)) * ((2 : ℝ) + (k : ℝ) + (m : ℝ) + (r : ℝ))) * ((Nat.choose n ((k + 1) + r) : ℕ) : ℝ) + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ) + (r : ℝ)) * ((k : ℝ) + (r : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose n (k + r) : ℕ) : ℝ)) * s3 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ) + (r : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (m : ℝ)))) * ((Nat.choose (m + 1) k : ℕ) : ℝ) * s4
  have hlead : ∀ m : ℕ, 0 ≤ m → ((((r : ℕ) : ℝ) + ((m : ℕ) : ℝ)) + 1 : ℝ) ≠ 0 := by
    intro m _
    rw [show ((((r : ℕ) : ℝ) + ((m : ℕ) : ℝ)) + 1 : ℝ) = ((1 : ℝ) + (m : ℝ) + (r : ℝ)) by push_cast <;> ring]
    positivity
  have hr : ∀ m : ℕ, 0 ≤ m → (((((-((n : ℕ) : ℝ)) - ((m : ℕ) : ℝ)) - 1) * ((Nat.choose (m + n) (m + r) : ℕ) : ℝ)) + (((((r : ℕ) : ℝ) + ((m : ℕ) : ℝ)) + 1) * ((Nat.choose ((m + 1) + n) ((m + 1) + r) : ℕ) : ℝ)) : ℝ) = ((((((r : ℕ) : ℝ) + ((m : ℕ) : ℝ)) - ((n : ℕ) : ℝ)) * (((Nat.choose m m : ℕ) : ℝ) * ((Nat.choose n (m + r) : ℕ) : ℝ))) + (((((r : ℕ) : ℝ) + ((m : ℕ) : ℝ)) + 1) * (((Nat.choose (m + 1) (m + 1) : ℕ) : ℝ) * ((Nat.choose n ((m + 1) + r) : ℕ) : ℝ))) : ℝ) := by
    intro m hn
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (((m + 1) + n : ℕ)) ((m + r : ℕ)) (((m + 1) + r : ℕ)) (by omega)
    have s2 := Prover.cast_choose_upper_step (α := ℝ) ((m + n : ℕ)) (((m + 1) + n : ℕ)) ((m + r : ℕ)) (by omega)
    have s5 := Prover.cast_choose_lower_step (α := ℝ) (n) ((m + r : ℕ)) (((m + 1) + r : ℕ)) (by omega)
    have s3 : ((Nat.choose m m : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s4 : ((Nat.choose (m + 1) (m + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (m : ℝ) + (r : ℝ)) * ((1 : ℝ) + (m : ℝ) + (n : ℝ)) * ((1 : ℝ) + (m : ℝ) + (r : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℝ) + (m : ℝ) + (r : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (n : ℝ))) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (m : ℝ) + (r : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (n : ℝ))) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (m : ℝ) + (r : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (n : ℝ))) * ((Nat.choose (m + 1) (m + 1) : ℕ) : ℝ) * s5 + ((-1 : ℝ) * ((1 : ℝ) + (m : ℝ) + (r : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (n : ℝ)) * ((m : ℝ) + (r : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose n (m + r) : ℕ) : ℝ) * s3 + (((1 : ℝ) + (m : ℝ) + (r : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (n : ℝ)) * ((m : ℝ) + (r : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose n (m + r) : ℕ) : ℝ) * s4
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (((Nat.choose i k : ℕ) : ℝ) * ((Nat.choose n (k + r) : ℕ) : ℝ) : ℝ) = ((Nat.choose (i + n) (i + r) : ℕ) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      have e2 := Prover.cast_choose_congr (α := ℝ) (n) ((0 + n : ℕ)) ((0 + r : ℕ)) ((0 + r : ℕ)) (by omega) (by omega)
      linear_combination (norm := (push_cast; ring1)) ((Nat.choose n (0 + r) : ℕ) : ℝ) * e1 + (-1 : ℝ) * e2
  exact Prover.sum_eq_of_telescoper_one (fun m k => (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose n (k + r) : ℕ) : ℝ) : ℝ)) (fun m k => (((((r : ℕ) : ℝ) + ((k : ℕ) : ℝ)) - ((n : ℕ) : ℝ)) * (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose n (k + r) : ℕ) : ℝ)) : ℝ)) (fun m => (((-((n : ℕ) : ℝ)) - ((m : ℕ) : ℝ)) - 1 : ℝ)) (fun m => ((((r : ℕ) : ℝ) + ((m : ℕ) : ℝ)) + 1 : ℝ)) (fun m => ((Nat.choose (m + n) (m + r) : ℕ) : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit m (by omega)

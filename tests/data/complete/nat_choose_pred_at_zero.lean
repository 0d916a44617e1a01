import Mathlib
import Prover

open Nat

/-- LC-test test_066_1: at `n = 0` the right side's binomial is `C((0 + m) - 1, 0)`, a
subtraction that truncates at `m = 0` under a binomial whose value is 1 whatever its upper
argument (`Nat.choose_zero_right`); the recurrence is used from `n = 1` on, where
`n + m - 1` is exact. -/
theorem nat_choose_pred_at_zero (n m : ℕ) :
    ∑ k ∈ Finset.range (n + 1), choose n k * choose m k * k = n * choose (n + m - 1) n := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -m - n, n.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, ((((-((n : ℕ) : ℚ)) - ((m : ℕ) : ℚ)) * ((((Nat.choose n 0) * (Nat.choose m 0)) * 0 : ℕ) : ℚ)) + (((n : ℕ) : ℚ) * ((((Nat.choose (n + 1) 0) * (Nat.choose m 0)) * 0 : ℕ) : ℚ)) : ℚ) = ((((0 : ℕ) : ℚ) - ((m : ℕ) : ℚ)) * ((((Nat.choose n 0) * (Nat.choose m 0)) * 0 : ℕ) : ℚ) : ℚ) := by
    intro n
    linear_combination (norm := (push_cast; ring1)) 0
  have hct : ∀ n k : ℕ, k < n → ((((-((n : ℕ) : ℚ)) - ((m : ℕ) : ℚ)) * ((((Nat.choose n (k + 1)) * (Nat.choose m (k + 1))) * (k + 1) : ℕ) : ℚ)) + (((n : ℕ) : ℚ) * ((((Nat.choose (n + 1) (k + 1)) * (Nat.choose m (k + 1))) * (k + 1) : ℕ) : ℚ)) : ℚ) = (((((k + 1 : ℕ) : ℚ) - ((m : ℕ) : ℚ)) * ((((Nat.choose n (k + 1)) * (Nat.choose m (k + 1))) * (k + 1) : ℕ) : ℚ)) - ((((k : ℕ) : ℚ) - ((m : ℕ) : ℚ)) * ((((Nat.choose n k) * (Nat.choose m k)) * k : ℕ) : ℚ)) : ℚ) := by
    intro n k hk
    have s1 := Prover.cast_choose_lower_step (α := ℚ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℚ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℚ) (n) ((n + 1 : ℕ)) (k) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℚ) (m) (k) ((k + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + (k : ℚ) + (n : ℚ))) * ((Nat.choose m (k + 1) : ℕ) : ℚ) * s1 + ((n : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + (n : ℚ))) * ((Nat.choose m (k + 1) : ℕ) : ℚ) * s2 + ((((1 : ℚ) + (k : ℚ)) ^ 3 * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((1 : ℚ) + (k : ℚ) + (n : ℚ))) * ((Nat.choose m (k + 1) : ℕ) : ℚ) + ((k : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((k : ℚ) + ((-1 : ℚ) * (m : ℚ)))) * ((Nat.choose m k : ℕ) : ℚ)) * s3 + ((-1 : ℚ) * (k : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((Nat.choose (n + 1) k : ℕ) : ℚ) * s4
  have hlead : ∀ n : ℕ, 1 ≤ n → ((n : ℕ) : ℚ) ≠ 0 := by
    intro n hn
    obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hn
    rw [show ((1 + t : ℕ) : ℚ) = ((1 : ℚ) + (t : ℚ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 1 ≤ n → ((((-((n : ℕ) : ℚ)) - ((m : ℕ) : ℚ)) * ((n * (Nat.choose ((n + m) - 1) n) : ℕ) : ℚ)) + (((n : ℕ) : ℚ) * (((n + 1) * (Nat.choose (((n + 1) + m) - 1) (n + 1)) : ℕ) : ℚ)) : ℚ) = (((((n : ℕ) : ℚ) - ((m : ℕ) : ℚ)) * ((((Nat.choose n n) * (Nat.choose m n)) * n : ℕ) : ℚ)) + (((n : ℕ) : ℚ) * ((((Nat.choose (n + 1) (n + 1)) * (Nat.choose m (n + 1))) * (n + 1) : ℕ) : ℚ)) : ℚ) := by
    intro n hn
    have s1 := Prover.cast_choose_upper_step (α := ℚ) (((n + m) - 1 : ℕ)) ((m + n : ℕ)) (n) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℚ) ((((n + 1) + m) - 1 : ℕ)) (n) ((n + 1 : ℕ)) (by omega)
    have s6 := Prover.cast_choose_lower_step (α := ℚ) (m) (n) ((n + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_congr (α := ℚ) ((m + n : ℕ)) ((((n + 1) + m) - 1 : ℕ)) (n) (n) (by omega) (by omega)
    have s4 : ((Nat.choose n n : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s5 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s7 := Nat.cast_sub (R := ℚ) (show 1 ≤ (n + m : ℕ) by omega)
    have s8 := Nat.cast_sub (R := ℚ) (show 1 ≤ ((n + 1) + m : ℕ) by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (((n + m) - 1 : ℕ) : ℚ)) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((m : ℚ) + (n : ℚ))) * s1 + (((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * (((n + m) - 1 : ℕ) : ℚ)) * s3 + (((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ) + ((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ) * (((n + m) - 1 : ℕ) : ℚ))) * s6 + (((-1 : ℚ) * (n : ℚ) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 2) + ((-1 : ℚ) * (n : ℚ) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 2) * (((n + m) - 1 : ℕ) : ℚ) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * ((((n + 1) + m) - 1 : ℕ) : ℚ) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * ((((n + m) - 1 : ℕ) : ℚ) * ((((n + 1) + m) - 1 : ℕ) : ℚ))) * s2 + (((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((m : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((Nat.choose m n : ℕ) : ℚ) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((m : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * (((Nat.choose m n : ℕ) : ℚ) * (((n + m) - 1 : ℕ) : ℚ))) * s4 + (((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((m : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((Nat.choose m n : ℕ) : ℚ) + ((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((m : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * (((Nat.choose m n : ℕ) : ℚ) * (((n + m) - 1 : ℕ) : ℚ))) * s5 + (((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((m : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((Nat.choose (m + n) n : ℕ) : ℚ) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * (((Nat.choose (m + n) n : ℕ) : ℚ) * ((((n + 1) + m) - 1 : ℕ) : ℚ))) * s7 + ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((m : ℚ) + (n : ℚ))) * ((Nat.choose (m + n) n : ℕ) : ℚ) * s8
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 2 → ∑ k ∈ Finset.range (i + 1), ((((Nat.choose i k) * (Nat.choose m k)) * k : ℕ) : ℚ) = ((i * (Nat.choose ((i + m) - 1) i) : ℕ) : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      linear_combination (norm := (push_cast; ring1)) 0
    · rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e2 : ((Nat.choose 1 1 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose (1) (1) = 1 by decide)
      have e3 := Prover.cast_choose_congr (α := ℚ) (m) (((1 + m) - 1 : ℕ)) (1) (1) (by omega) (by omega)
      linear_combination (norm := (push_cast; ring1)) ((Nat.choose m 1 : ℕ) : ℚ) * e2 + (-1 : ℚ) * e3
  have key : ∑ k ∈ Finset.range (n + 1), ((((Nat.choose n k) * (Nat.choose m k)) * k : ℕ) : ℚ) = ((n * (Nat.choose ((n + m) - 1) n) : ℕ) : ℚ) := Prover.sum_eq_of_telescoper_one (fun n k => ((((Nat.choose n k) * (Nat.choose m k)) * k : ℕ) : ℚ)) (fun n k => ((((k : ℕ) : ℚ) - ((m : ℕ) : ℚ)) * ((((Nat.choose n k) * (Nat.choose m k)) * k : ℕ) : ℚ) : ℚ)) (fun n => ((-((n : ℕ) : ℚ)) - ((m : ℕ) : ℚ) : ℚ)) (fun n => ((n : ℕ) : ℚ)) (fun n => ((n * (Nat.choose ((n + m) - 1) n) : ℕ) : ℚ)) 0 1 (by norm_num) hct0 hct hlead hr hinit n (by omega)
  exact_mod_cast key

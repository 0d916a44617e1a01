import Mathlib
import Prover

/-- Vandermonde's convolution with a parameter `m` (WZ pair). -/
theorem vandermonde_param (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose m k : ℝ) * Nat.choose n k =
      Nat.choose (m + n) n := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -m - n - 1, n + 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((((-((n : ℕ) : ℝ)) - ((m : ℕ) : ℝ)) - 1) * (((Nat.choose m 0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ))) + ((((n : ℕ) : ℝ) + 1) * (((Nat.choose m 0 : ℕ) : ℝ) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ))) : ℝ) = ((((0 : ℕ) : ℝ) - ((m : ℕ) : ℝ)) * (((Nat.choose m 0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ)) : ℝ) := by
    intro n
    have s1 : ((Nat.choose m 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s2 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s3 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((Nat.choose n 0 : ℕ) : ℝ) + ((1 : ℝ) + (n : ℝ)) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) * s1 + ((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * s2 + ((1 : ℝ) + (n : ℝ)) * s3
  have hct : ∀ n k : ℕ, k < n → (((((-((n : ℕ) : ℝ)) - ((m : ℕ) : ℝ)) - 1) * (((Nat.choose m (k + 1) : ℕ) : ℝ) * ((Nat.choose n (k + 1) : ℕ) : ℝ))) + ((((n : ℕ) : ℝ) + 1) * (((Nat.choose m (k + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ))) : ℝ) = (((((k + 1 : ℕ) : ℝ) - ((m : ℕ) : ℝ)) * (((Nat.choose m (k + 1) : ℕ) : ℝ) * ((Nat.choose n (k + 1) : ℕ) : ℝ))) - ((((k : ℕ) : ℝ) - ((m : ℕ) : ℝ)) * (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ))) : ℝ) := by
    intro n k hk
    have s2 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (m) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ) + (n : ℝ))) * ((Nat.choose m (k + 1) : ℕ) : ℝ) * s2 + ((((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) + (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (k : ℝ) + (n : ℝ))) * ((Nat.choose n k : ℕ) : ℝ)) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (m : ℝ)))) * ((Nat.choose m k : ℕ) : ℝ) * s3 + (((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (m : ℝ)))) * ((Nat.choose m k : ℕ) : ℝ) * s4
  have hlead : ∀ n : ℕ, 0 ≤ n → (((n : ℕ) : ℝ) + 1 : ℝ) ≠ 0 := by
    intro n _
    rw [show (((n : ℕ) : ℝ) + 1 : ℝ) = ((1 : ℝ) + (n : ℝ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((((-((n : ℕ) : ℝ)) - ((m : ℕ) : ℝ)) - 1) * ((Nat.choose (m + n) n : ℕ) : ℝ)) + ((((n : ℕ) : ℝ) + 1) * ((Nat.choose (m + (n + 1)) (n + 1) : ℕ) : ℝ)) : ℝ) = (((((n : ℕ) : ℝ) - ((m : ℕ) : ℝ)) * (((Nat.choose m n : ℕ) : ℝ) * ((Nat.choose n n : ℕ) : ℝ))) + ((((n : ℕ) : ℝ) + 1) * (((Nat.choose m (n + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ))) : ℝ) := by
    intro n hn
    have s1 := Prover.cast_choose_lower_step (α := ℝ) ((m + (n + 1) : ℕ)) (n) ((n + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_upper_step (α := ℝ) ((m + n : ℕ)) ((m + (n + 1) : ℕ)) (n) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) (m) (n) ((n + 1 : ℕ)) (by omega)
    have s4 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s5 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + (m : ℝ) + (n : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (n : ℝ))) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (n : ℝ))) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (m : ℝ) + (n : ℝ))) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * s3 + (((1 : ℝ) + (n : ℝ)) ^ 2 * ((m : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((1 : ℝ) + (m : ℝ) + (n : ℝ))) * ((Nat.choose m n : ℕ) : ℝ) * s4 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((m : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((1 : ℝ) + (m : ℝ) + (n : ℝ))) * ((Nat.choose m n : ℕ) : ℝ) * s5
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose i k : ℕ) : ℝ) : ℝ) = ((Nat.choose (m + i) i : ℕ) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      have e2 := Prover.cast_choose_congr (α := ℝ) (m) ((m + 0 : ℕ)) (0) (0) (by omega) (by omega)
      linear_combination (norm := (push_cast; ring1)) ((Nat.choose m 0 : ℕ) : ℝ) * e1 + (-1 : ℝ) * e2
  exact Prover.sum_eq_of_telescoper_one (fun n k => (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ) : ℝ)) (fun n k => ((((k : ℕ) : ℝ) - ((m : ℕ) : ℝ)) * (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ)) : ℝ)) (fun n => (((-((n : ℕ) : ℝ)) - ((m : ℕ) : ℝ)) - 1 : ℝ)) (fun n => (((n : ℕ) : ℝ) + 1 : ℝ)) (fun n => ((Nat.choose (m + n) n : ℕ) : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

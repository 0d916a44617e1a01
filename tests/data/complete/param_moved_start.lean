import Mathlib
import Prover

/-- A telescoper whose terms divide by the parameter `x`: no pole once `x := x + 1`, which
the hypothesis `1 ≤ x` allows; the proof opens with that move. -/
theorem param_moved_start (n x : ℕ) (hx : 1 ≤ x) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / x = 2 ^ n / x := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -2, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + 1 := ⟨x - 1, by omega⟩
  have hct0 : ∀ n : ℕ, (((-2) * (((Nat.choose n 0 : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ))) + (1 * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ))) : ℝ) = ((-1) * (((Nat.choose n 0 : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ)) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show (((x + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s3 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (x : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ) + ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) * s1 + (-1 : ℝ) * s2 + (1 : ℝ) * s3
  have hct : ∀ n k : ℕ, k < n → (((-2) * (((Nat.choose n (k + 1) : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ))) + (1 * (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ))) : ℝ) = (((-1) * (((Nat.choose n (k + 1) : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ))) - ((-1) * (((Nat.choose n k : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ))) : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show (((x + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (x : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ))) * ((Nat.choose n (k + 1) : ℕ) : ℝ) + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ))) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ))) * ((Nat.choose n k : ℕ) : ℝ)) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ))) * s2 + (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ))) * s3 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ))) * s4
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℝ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((-2) * ((2 ^ n) / ((x + 1 : ℕ) : ℝ))) + (1 * ((2 ^ (n + 1 : ℕ)) / ((x + 1 : ℕ) : ℝ))) : ℝ) = (((-1) * (((Nat.choose n n : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ))) + (1 * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ))) : ℝ) := by
    intro n hn
    have s1 := mul_inv_cancel₀ (show (((x + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.pow_step (2 : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s3 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s4 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (x : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-2 : ℝ) * (2 : ℝ) ^ n + (2 : ℝ) ^ ((n + 1 : ℕ)) + ((Nat.choose n n : ℕ) : ℝ) + (-1 : ℝ) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ)) * s1 + (1 : ℝ) * s2 + (1 : ℝ) * s3 + (-1 : ℝ) * s4
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (((Nat.choose i k : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ) : ℝ) = ((2 ^ i) / ((x + 1 : ℕ) : ℝ) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 := mul_inv_cancel₀ (show (((x + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
      have e2 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      refine mul_left_cancel₀ (show (((1 : ℝ) + (x : ℝ)) : ℝ) ≠ 0 by positivity) ?_
      linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) + ((Nat.choose 0 0 : ℕ) : ℝ)) * e1 + (1 : ℝ) * e2
  exact Prover.sum_eq_of_telescoper_one (fun n k => (((Nat.choose n k : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ) : ℝ)) (fun n k => ((-1) * (((Nat.choose n k : ℕ) : ℝ) / ((x + 1 : ℕ) : ℝ)) : ℝ)) (fun n => (-2 : ℝ)) (fun n => (1 : ℝ)) (fun n => ((2 ^ n) / ((x + 1 : ℕ) : ℝ) : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

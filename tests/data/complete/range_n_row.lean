import Mathlib
import Prover

/-- A `range n` sum: the last term of `range (n + 1)` moves to the right side. -/
theorem range_n_row (n : ℕ) :
    ∑ k ∈ Finset.range n, (Nat.choose n k : ℝ) = 2 ^ n - 1 := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -2, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((-2) * ((Nat.choose n 0 : ℕ) : ℝ)) + (1 * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) : ℝ) = ((-1) * ((Nat.choose n 0 : ℕ) : ℝ) : ℝ) := by
    intro n
    have s1 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s2 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (-1 : ℝ) * s1 + (1 : ℝ) * s2
  have hct : ∀ n k : ℕ, k < n → (((-2) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) + (1 * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) : ℝ) = (((-1) * ((Nat.choose n (k + 1) : ℕ) : ℝ)) - ((-1) * ((Nat.choose n k : ℕ) : ℝ)) : ℝ) := by
    intro n k hk
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ))) * s1 + (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ))) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ))) * s3
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℝ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((-2) * (((2 ^ n) - 1) + ((Nat.choose n n : ℕ) : ℝ))) + (1 * (((2 ^ (n + 1 : ℕ)) - 1) + ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ))) : ℝ) = (((-1) * ((Nat.choose n n : ℕ) : ℝ)) + (1 * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ)) : ℝ) := by
    intro n hn
    have s1 := Prover.pow_step (2 : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s2 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * s1 + (-1 : ℝ) * s2
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), ((Nat.choose i k : ℕ) : ℝ) = (((2 ^ i) - 1) + ((Nat.choose i i : ℕ) : ℝ) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      linear_combination (norm := (push_cast; ring1)) 0
  have key : ∑ k ∈ Finset.range (n + 1), ((Nat.choose n k : ℕ) : ℝ) = (((2 ^ n) - 1) + ((Nat.choose n n : ℕ) : ℝ) : ℝ) := Prover.sum_eq_of_telescoper_one (fun n k => ((Nat.choose n k : ℕ) : ℝ)) (fun n k => ((-1) * ((Nat.choose n k : ℕ) : ℝ) : ℝ)) (fun n => (-2 : ℝ)) (fun n => (1 : ℝ)) (fun n => (((2 ^ n) - 1) + ((Nat.choose n n : ℕ) : ℝ) : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)
  rw [Finset.sum_range_succ] at key
  exact (add_right_cancel key)

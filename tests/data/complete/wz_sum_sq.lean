import Mathlib
import Prover

/-- A WZ pair (A = B §7.1): the squares of a row of Pascal's triangle. -/
theorem wz_sum_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) ^ 2 = Nat.choose (2 * n) n := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -4*n - 2, n + 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, ((((-(4 * ((n : ℕ) : ℝ))) - 2) * (((Nat.choose n 0 : ℕ) : ℝ) ^ 2)) + ((((n : ℕ) : ℝ) + 1) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) ^ 2)) : ℝ) = ((((2 * ((0 : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 1) * (((Nat.choose n 0 : ℕ) : ℝ) ^ 2) : ℝ) := by
    intro n
    have s1 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s2 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) + ((-1 : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((Nat.choose n 0 : ℕ) : ℝ)) * s1 + (((1 : ℝ) + (n : ℝ)) + ((1 : ℝ) + (n : ℝ)) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) * s2
  have hct : ∀ n k : ℕ, k < n → ((((-(4 * ((n : ℕ) : ℝ))) - 2) * (((Nat.choose n (k + 1) : ℕ) : ℝ) ^ 2)) + ((((n : ℕ) : ℝ) + 1) * (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) ^ 2)) : ℝ) = (((((2 * ((k + 1 : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 1) * (((Nat.choose n (k + 1) : ℕ) : ℝ) ^ 2)) - ((((2 * ((k : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 1) * (((Nat.choose n k : ℕ) : ℝ) ^ 2)) : ℝ) := by
    intro n k hk
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((3 : ℝ) + (n : ℝ) + ((2 : ℝ) * (k : ℝ)))) * ((Nat.choose n (k + 1) : ℕ) : ℝ) + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((3 : ℝ) + (n : ℝ) + ((2 : ℝ) * (k : ℝ)))) * ((Nat.choose n k : ℕ) : ℝ)) * s1 + ((((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 3) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) * s2 + (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 4) * ((Nat.choose n k : ℕ) : ℝ) + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) * s3
  have hlead : ∀ n : ℕ, 0 ≤ n → (((n : ℕ) : ℝ) + 1 : ℝ) ≠ 0 := by
    intro n _
    rw [show (((n : ℕ) : ℝ) + 1 : ℝ) = ((1 : ℝ) + (n : ℝ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → ((((-(4 * ((n : ℕ) : ℝ))) - 2) * ((Nat.choose (2 * n) n : ℕ) : ℝ)) + ((((n : ℕ) : ℝ) + 1) * ((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ)) : ℝ) = (((((2 * ((n : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 1) * (((Nat.choose n n : ℕ) : ℝ) ^ 2)) + ((((n : ℕ) : ℝ) + 1) * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) ^ 2)) : ℝ) := by
    intro n hn
    have s1 := Prover.cast_choose_upper_step (α := ℝ) ((2 * n : ℕ)) (((2 * n) + 1 : ℕ)) (n) (by omega)
    have s2 := Prover.cast_choose_upper_step (α := ℝ) (((2 * n) + 1 : ℕ)) (((2 * n) + 2 : ℕ)) (n) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) ((2 * (n + 1) : ℕ)) (n) ((n + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℝ) (((2 * n) + 2 : ℕ)) ((2 * (n + 1) : ℕ)) (n) (n) (by omega) (by omega)
    have s5 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s6 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((2 : ℝ) * ((1 : ℝ) + (n : ℝ))) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-4 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s1 + ((-2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s2 + ((2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s4 + ((2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (n : ℝ))) * s3 + (((2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) + ((2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((Nat.choose n n : ℕ) : ℝ)) * s5 + (((-2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) + ((-2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ)) * s6
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (((Nat.choose i k : ℕ) : ℝ) ^ 2 : ℝ) = ((Nat.choose (2 * i) i : ℕ) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      have e2 : ((Nat.choose (2 * 0) 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((2 * 0 : ℕ)) (0) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) ((1 : ℝ) + ((Nat.choose 0 0 : ℕ) : ℝ)) * e1 + (-1 : ℝ) * e2
  exact Prover.sum_eq_of_telescoper_one (fun n k => (((Nat.choose n k : ℕ) : ℝ) ^ 2 : ℝ)) (fun n k => ((((2 * ((k : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 1) * (((Nat.choose n k : ℕ) : ℝ) ^ 2) : ℝ)) (fun n => ((-(4 * ((n : ℕ) : ℝ))) - 2 : ℝ)) (fun n => (((n : ℕ) : ℝ) + 1 : ℝ)) (fun n => ((Nat.choose (2 * n) n : ℕ) : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

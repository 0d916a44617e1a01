import Mathlib
import Prover

/-- A ℕ statement, proved over ℚ and cast back. -/
theorem nat_sum_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k) ^ 2 = Nat.choose (2 * n) n := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -4*n - 2, n + 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, ((((-(4 * ((n : ℕ) : ℚ))) - 2) * (((Nat.choose n 0) ^ 2 : ℕ) : ℚ)) + ((((n : ℕ) : ℚ) + 1) * (((Nat.choose (n + 1) 0) ^ 2 : ℕ) : ℚ)) : ℚ) = ((((2 * ((0 : ℕ) : ℚ)) - (3 * ((n : ℕ) : ℚ))) - 1) * (((Nat.choose n 0) ^ 2 : ℕ) : ℚ) : ℚ) := by
    intro n
    have s1 : ((Nat.choose n 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s2 : ((Nat.choose (n + 1) 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((Nat.choose n 0 : ℕ) : ℚ)) * s1 + (((1 : ℚ) + (n : ℚ)) + ((1 : ℚ) + (n : ℚ)) * ((Nat.choose (n + 1) 0 : ℕ) : ℚ)) * s2
  have hct : ∀ n k : ℕ, k < n → ((((-(4 * ((n : ℕ) : ℚ))) - 2) * (((Nat.choose n (k + 1)) ^ 2 : ℕ) : ℚ)) + ((((n : ℕ) : ℚ) + 1) * (((Nat.choose (n + 1) (k + 1)) ^ 2 : ℕ) : ℚ)) : ℚ) = (((((2 * ((k + 1 : ℕ) : ℚ)) - (3 * ((n : ℕ) : ℚ))) - 1) * (((Nat.choose n (k + 1)) ^ 2 : ℕ) : ℚ)) - ((((2 * ((k : ℕ) : ℚ)) - (3 * ((n : ℕ) : ℚ))) - 1) * (((Nat.choose n k) ^ 2 : ℕ) : ℚ)) : ℚ) := by
    intro n k hk
    have s1 := Prover.cast_choose_lower_step (α := ℚ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℚ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℚ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 2 : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((3 : ℚ) + (n : ℚ) + ((2 : ℚ) * (k : ℚ)))) * ((Nat.choose n (k + 1) : ℕ) : ℚ) + (((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((k : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((3 : ℚ) + (n : ℚ) + ((2 : ℚ) * (k : ℚ)))) * ((Nat.choose n k : ℕ) : ℚ)) * s1 + ((((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + (n : ℚ)) ^ 3) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 3 * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((Nat.choose (n + 1) k : ℕ) : ℚ)) * s2 + (((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 4) * ((Nat.choose n k : ℕ) : ℚ) + (((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 3 * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((Nat.choose (n + 1) k : ℕ) : ℚ)) * s3
  have hlead : ∀ n : ℕ, 0 ≤ n → (((n : ℕ) : ℚ) + 1 : ℚ) ≠ 0 := by
    intro n _
    rw [show (((n : ℕ) : ℚ) + 1 : ℚ) = ((1 : ℚ) + (n : ℚ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → ((((-(4 * ((n : ℕ) : ℚ))) - 2) * ((Nat.choose (2 * n) n : ℕ) : ℚ)) + ((((n : ℕ) : ℚ) + 1) * ((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℚ)) : ℚ) = (((((2 * ((n : ℕ) : ℚ)) - (3 * ((n : ℕ) : ℚ))) - 1) * (((Nat.choose n n) ^ 2 : ℕ) : ℚ)) + ((((n : ℕ) : ℚ) + 1) * (((Nat.choose (n + 1) (n + 1)) ^ 2 : ℕ) : ℚ)) : ℚ) := by
    intro n hn
    have s1 := Prover.cast_choose_upper_step (α := ℚ) ((2 * n : ℕ)) (((2 * n) + 1 : ℕ)) (n) (by omega)
    have s2 := Prover.cast_choose_upper_step (α := ℚ) (((2 * n) + 1 : ℕ)) (((2 * n) + 2 : ℕ)) (n) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℚ) ((2 * (n + 1) : ℕ)) (n) ((n + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℚ) (((2 * n) + 2 : ℕ)) ((2 * (n + 1) : ℕ)) (n) (n) (by omega) (by omega)
    have s5 : ((Nat.choose n n : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s6 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((2 : ℚ) * ((1 : ℚ) + (n : ℚ))) * ((1 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-4 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * s1 + ((-2 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * s2 + ((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * s4 + ((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((2 : ℚ) + (n : ℚ))) * s3 + (((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) + ((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((Nat.choose n n : ℕ) : ℚ)) * s5 + (((-2 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) + ((-2 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 3 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ)) * s6
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (((Nat.choose i k) ^ 2 : ℕ) : ℚ) = ((Nat.choose (2 * i) i : ℕ) : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose 0 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      have e2 : ((Nat.choose (2 * 0) 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose ((2 * 0 : ℕ)) (0) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) ((1 : ℚ) + ((Nat.choose 0 0 : ℕ) : ℚ)) * e1 + (-1 : ℚ) * e2
  have key : ∑ k ∈ Finset.range (n + 1), (((Nat.choose n k) ^ 2 : ℕ) : ℚ) = ((Nat.choose (2 * n) n : ℕ) : ℚ) := Prover.sum_eq_of_telescoper_one (fun n k => (((Nat.choose n k) ^ 2 : ℕ) : ℚ)) (fun n k => ((((2 * ((k : ℕ) : ℚ)) - (3 * ((n : ℕ) : ℚ))) - 1) * (((Nat.choose n k) ^ 2 : ℕ) : ℚ) : ℚ)) (fun n => ((-(4 * ((n : ℕ) : ℚ))) - 2 : ℚ)) (fun n => (((n : ℕ) : ℚ) + 1 : ℚ)) (fun n => ((Nat.choose (2 * n) n : ℕ) : ℚ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)
  exact_mod_cast key

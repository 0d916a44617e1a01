import Mathlib
import Prover

/-- A real power on the right side (`Prover.rpow_natCast_sub`: `2 ^ ((n : ℝ) - 2) = 2 ^ n / 2 ^ 2`). -/
theorem rpow_right_side (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), ((k : ℝ) + 1) ^ 2 * Nat.choose n k =
      (2 : ℝ) ^ ((n : ℝ) - 2) * (n ^ 2 + 5 * n + 4) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -2*n**2 - 14*n - 20, n**2 + 5*n + 4.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((-((2 * (((n : ℕ) : ℝ) + 2)) * (((n : ℕ) : ℝ) + 5))) * (((((0 : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose n 0 : ℕ) : ℝ))) + (((((n : ℕ) : ℝ) + 1) * (((n : ℕ) : ℝ) + 4)) * (((((0 : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ))) : ℝ) = (((((((((((-((((0 : ℕ) : ℝ) ^ 2) * (((n : ℕ) : ℝ) ^ 2))) - ((7 * ((n : ℕ) : ℝ)) * (((0 : ℕ) : ℝ) ^ 2))) - ((2 * ((0 : ℕ) : ℝ)) * (((n : ℕ) : ℝ) ^ 2))) - ((17 * ((0 : ℕ) : ℝ)) * ((n : ℕ) : ℝ))) - (((n : ℕ) : ℝ) ^ 2)) - (9 * ((n : ℕ) : ℝ))) - (10 * (((0 : ℕ) : ℝ) ^ 2))) - (27 * ((0 : ℕ) : ℝ))) - 16) / ((((0 : ℕ) : ℝ) + 1) ^ 2)) * (((((0 : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose n 0 : ℕ) : ℝ)) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show (((((0 : ℕ) : ℝ) + 1) ^ 2 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s3 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) ((16 : ℝ) + (n : ℝ) ^ 2 + ((9 : ℝ) * (n : ℝ))) * ((Nat.choose n 0 : ℕ) : ℝ) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((4 : ℝ) + (n : ℝ))) * s2 + (((1 : ℝ) + (n : ℝ)) * ((4 : ℝ) + (n : ℝ))) * s3
  have hct : ∀ n k : ℕ, k < n → (((-((2 * (((n : ℕ) : ℝ) + 2)) * (((n : ℕ) : ℝ) + 5))) * (((((k + 1 : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose n (k + 1) : ℕ) : ℝ))) + (((((n : ℕ) : ℝ) + 1) * (((n : ℕ) : ℝ) + 4)) * (((((k + 1 : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ))) : ℝ) = ((((((((((((-((((k + 1 : ℕ) : ℝ) ^ 2) * (((n : ℕ) : ℝ) ^ 2))) - ((7 * ((n : ℕ) : ℝ)) * (((k + 1 : ℕ) : ℝ) ^ 2))) - ((2 * ((k + 1 : ℕ) : ℝ)) * (((n : ℕ) : ℝ) ^ 2))) - ((17 * ((k + 1 : ℕ) : ℝ)) * ((n : ℕ) : ℝ))) - (((n : ℕ) : ℝ) ^ 2)) - (9 * ((n : ℕ) : ℝ))) - (10 * (((k + 1 : ℕ) : ℝ) ^ 2))) - (27 * ((k + 1 : ℕ) : ℝ))) - 16) / ((((k + 1 : ℕ) : ℝ) + 1) ^ 2)) * (((((k + 1 : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose n (k + 1) : ℕ) : ℝ))) - (((((((((((-((((k : ℕ) : ℝ) ^ 2) * (((n : ℕ) : ℝ) ^ 2))) - ((7 * ((n : ℕ) : ℝ)) * (((k : ℕ) : ℝ) ^ 2))) - ((2 * ((k : ℕ) : ℝ)) * (((n : ℕ) : ℝ) ^ 2))) - ((17 * ((k : ℕ) : ℝ)) * ((n : ℕ) : ℝ))) - (((n : ℕ) : ℝ) ^ 2)) - (9 * ((n : ℕ) : ℝ))) - (10 * (((k : ℕ) : ℝ) ^ 2))) - (27 * ((k : ℕ) : ℝ))) - 16) / ((((k : ℕ) : ℝ) + 1) ^ 2)) * (((((k : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose n k : ℕ) : ℝ))) : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show (((((k + 1 : ℕ) : ℝ) + 1) ^ 2 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((((k : ℕ) : ℝ) + 1) ^ 2 : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℝ) + (k : ℝ)) ^ 4 * ((2 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((53 : ℝ) + ((4 : ℝ) * (n : ℝ) ^ 2) + ((10 : ℝ) * (k : ℝ) ^ 2) + ((33 : ℝ) * (n : ℝ)) + ((47 : ℝ) * (k : ℝ)) + ((k : ℝ) ^ 2 * (n : ℝ) ^ 2) + ((4 : ℝ) * (k : ℝ) * (n : ℝ) ^ 2) + ((7 : ℝ) * (n : ℝ) * (k : ℝ) ^ 2) + ((31 : ℝ) * (k : ℝ) * (n : ℝ)))) * ((Nat.choose n (k + 1) : ℕ) : ℝ) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 4 * ((2 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((16 : ℝ) + (n : ℝ) ^ 2 + ((9 : ℝ) * (n : ℝ)) + ((10 : ℝ) * (k : ℝ) ^ 2) + ((27 : ℝ) * (k : ℝ)) + ((k : ℝ) ^ 2 * (n : ℝ) ^ 2) + ((2 : ℝ) * (k : ℝ) * (n : ℝ) ^ 2) + ((7 : ℝ) * (n : ℝ) * (k : ℝ) ^ 2) + ((17 : ℝ) * (k : ℝ) * (n : ℝ)))) * ((Nat.choose n k : ℕ) : ℝ) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((2 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((27 : ℝ) + ((4 : ℝ) * (n : ℝ) ^ 2) + ((10 : ℝ) * (k : ℝ) ^ 2) + ((23 : ℝ) * (n : ℝ)) + ((33 : ℝ) * (k : ℝ)) + ((k : ℝ) ^ 2 * (n : ℝ) ^ 2) + ((4 : ℝ) * (k : ℝ) * (n : ℝ) ^ 2) + ((7 : ℝ) * (n : ℝ) * (k : ℝ) ^ 2) + ((25 : ℝ) * (k : ℝ) * (n : ℝ)))) * s3 + (((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ)) ^ 4 * ((4 : ℝ) + (n : ℝ))) * s4 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ)) ^ 4 * ((4 : ℝ) + (n : ℝ))) * s5
  have hlead : ∀ n : ℕ, 0 ≤ n → ((((n : ℕ) : ℝ) + 1) * (((n : ℕ) : ℝ) + 4) : ℝ) ≠ 0 := by
    intro n _
    rw [show ((((n : ℕ) : ℝ) + 1) * (((n : ℕ) : ℝ) + 4) : ℝ) = (((1 : ℝ) + (n : ℝ)) * ((4 : ℝ) + (n : ℝ))) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((-((2 * (((n : ℕ) : ℝ) + 2)) * (((n : ℕ) : ℝ) + 5))) * ((2 ^ (((n : ℕ) : ℝ) - 2 : ℝ)) * (((((n : ℕ) : ℝ) ^ 2) + (5 * ((n : ℕ) : ℝ))) + 4))) + (((((n : ℕ) : ℝ) + 1) * (((n : ℕ) : ℝ) + 4)) * ((2 ^ (((n + 1 : ℕ) : ℝ) - 2 : ℝ)) * (((((n + 1 : ℕ) : ℝ) ^ 2) + (5 * ((n + 1 : ℕ) : ℝ))) + 4))) : ℝ) = ((((((((((((-((((n : ℕ) : ℝ) ^ 2) * (((n : ℕ) : ℝ) ^ 2))) - ((7 * ((n : ℕ) : ℝ)) * (((n : ℕ) : ℝ) ^ 2))) - ((2 * ((n : ℕ) : ℝ)) * (((n : ℕ) : ℝ) ^ 2))) - ((17 * ((n : ℕ) : ℝ)) * ((n : ℕ) : ℝ))) - (((n : ℕ) : ℝ) ^ 2)) - (9 * ((n : ℕ) : ℝ))) - (10 * (((n : ℕ) : ℝ) ^ 2))) - (27 * ((n : ℕ) : ℝ))) - 16) / ((((n : ℕ) : ℝ) + 1) ^ 2)) * (((((n : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose n n : ℕ) : ℝ))) + (((((n : ℕ) : ℝ) + 1) * (((n : ℕ) : ℝ) + 4)) * (((((n + 1 : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ))) : ℝ) := by
    intro n hn
    have s1 := Prover.rpow_natCast_sub 2 1 (n) 2 (by omega)
    have s2 := Prover.rpow_natCast_sub 2 1 ((n + 1 : ℕ)) 2 (by omega)
    have s3 := mul_inv_cancel₀ (show (((((n : ℕ) : ℝ) + 1) ^ 2 : ℝ) : ℝ) ≠ 0 by positivity)
    have s6 := Prover.pow_step (2 : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s4 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s5 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) ^ 2 : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((2 : ℝ) + (n : ℝ)) * ((4 : ℝ) + (n : ℝ)) * ((5 : ℝ) + (n : ℝ))) * s1 + (((1 : ℝ) + (n : ℝ)) ^ 3 * ((2 : ℝ) + (n : ℝ)) * ((4 : ℝ) + (n : ℝ)) * ((5 : ℝ) + (n : ℝ))) * s2 + (((1 : ℝ) + (n : ℝ)) ^ 3 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((4 : ℝ) + (n : ℝ))) * ((Nat.choose n n : ℕ) : ℝ) * s3 + ((1 / 4 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((2 : ℝ) + (n : ℝ)) * ((4 : ℝ) + (n : ℝ)) * ((5 : ℝ) + (n : ℝ))) * s6 + (((1 : ℝ) + (n : ℝ)) ^ 3 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((4 : ℝ) + (n : ℝ))) * s4 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((4 : ℝ) + (n : ℝ))) * s5
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (((((k : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose i k : ℕ) : ℝ) : ℝ) = ((2 ^ (((i : ℕ) : ℝ) - 2 : ℝ)) * (((((i : ℕ) : ℝ) ^ 2) + (5 * ((i : ℕ) : ℝ))) + 4) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 := Prover.rpow_natCast_sub 2 1 (0) 2 (by omega)
      have e2 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (-4 : ℝ) * e1 + (1 : ℝ) * e2
  exact Prover.sum_eq_of_telescoper_one (fun n k => (((((k : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose n k : ℕ) : ℝ) : ℝ)) (fun n k => (((((((((((-((((k : ℕ) : ℝ) ^ 2) * (((n : ℕ) : ℝ) ^ 2))) - ((7 * ((n : ℕ) : ℝ)) * (((k : ℕ) : ℝ) ^ 2))) - ((2 * ((k : ℕ) : ℝ)) * (((n : ℕ) : ℝ) ^ 2))) - ((17 * ((k : ℕ) : ℝ)) * ((n : ℕ) : ℝ))) - (((n : ℕ) : ℝ) ^ 2)) - (9 * ((n : ℕ) : ℝ))) - (10 * (((k : ℕ) : ℝ) ^ 2))) - (27 * ((k : ℕ) : ℝ))) - 16) / ((((k : ℕ) : ℝ) + 1) ^ 2)) * (((((k : ℕ) : ℝ) + 1) ^ 2) * ((Nat.choose n k : ℕ) : ℝ)) : ℝ)) (fun n => (-((2 * (((n : ℕ) : ℝ) + 2)) * (((n : ℕ) : ℝ) + 5)) : ℝ)) (fun n => ((((n : ℕ) : ℝ) + 1) * (((n : ℕ) : ℝ) + 4) : ℝ)) (fun n => ((2 ^ (((n : ℕ) : ℝ) - 2 : ℝ)) * (((((n : ℕ) : ℝ) ^ 2) + (5 * ((n : ℕ) : ℝ))) + 4) : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

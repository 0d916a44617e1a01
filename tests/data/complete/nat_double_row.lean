import Mathlib
import Prover

/-- A ℕ statement summed to 2n: proved over ℚ with the upper bound u n = 2 * n, then cast
back. -/
theorem nat_double_row (n : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), Nat.choose (2 * n) k = 4 ^ n := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one_step_two; telescoper a = -4, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hu : ∀ n : ℕ, (2 * (n + 1) : ℕ) = ((2 * n) + 2 : ℕ) := by
    intro n
    omega
  have hct0 : ∀ n : ℕ, (((-4) * ((Nat.choose (2 * n) 0 : ℕ) : ℚ)) + (1 * ((Nat.choose (2 * (n + 1)) 0 : ℕ) : ℚ)) : ℚ) = (((-((((2 * ((0 : ℕ) : ℚ)) - (6 * ((n : ℕ) : ℚ))) - 3) * ((((0 : ℕ) : ℚ) - (2 * ((n : ℕ) : ℚ))) - 2))) / ((2 * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1))) * ((Nat.choose (2 * (n + 1)) 0 : ℕ) : ℚ) : ℚ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show (((2 * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1) : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := Prover.cast_choose_congr (α := ℚ) (((2 * n) + 2 : ℕ)) ((2 * (n + 1) : ℕ)) (0) (0) (by omega) (by omega)
    have s2 : ((Nat.choose (2 * n) 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s4 : ((Nat.choose ((2 * n) + 2) 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((6 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((Nat.choose (2 * (n + 1)) 0 : ℕ) : ℚ) * s1 + ((8 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * s3 + ((-8 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * s2 + ((8 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * s4
  have hct : ∀ n k : ℕ, k < (2 * n : ℕ) → (((-4) * ((Nat.choose (2 * n) (k + 1) : ℕ) : ℚ)) + (1 * ((Nat.choose (2 * (n + 1)) (k + 1) : ℕ) : ℚ)) : ℚ) = ((((-((((2 * ((k + 1 : ℕ) : ℚ)) - (6 * ((n : ℕ) : ℚ))) - 3) * ((((k + 1 : ℕ) : ℚ) - (2 * ((n : ℕ) : ℚ))) - 2))) / ((2 * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1))) * ((Nat.choose (2 * (n + 1)) (k + 1) : ℕ) : ℚ)) - (((-((((2 * ((k : ℕ) : ℚ)) - (6 * ((n : ℕ) : ℚ))) - 3) * ((((k : ℕ) : ℚ) - (2 * ((n : ℕ) : ℚ))) - 2))) / ((2 * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1))) * ((Nat.choose (2 * (n + 1)) k : ℕ) : ℚ)) : ℚ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show (((2 * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_lower_step (α := ℚ) ((2 * n : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℚ) ((2 * n : ℕ)) (((2 * n) + 1 : ℕ)) (k) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℚ) ((2 * (n + 1) : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_upper_step (α := ℚ) (((2 * n) + 1 : ℕ)) ((2 * (n + 1) : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) * ((1 : ℚ) + (n : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((2 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((-1 : ℚ) + (k : ℚ) + ((-2 : ℚ) * (n : ℚ))) * ((-1 : ℚ) + ((-6 : ℚ) * (n : ℚ)) + ((2 : ℚ) * (k : ℚ)))) * ((Nat.choose (2 * (n + 1)) (k + 1) : ℕ) : ℚ) + ((-2 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((-3 : ℚ) + ((-6 : ℚ) * (n : ℚ)) + ((2 : ℚ) * (k : ℚ))) * ((-2 : ℚ) + (k : ℚ) + ((-2 : ℚ) * (n : ℚ)))) * ((Nat.choose (2 * (n + 1)) k : ℕ) : ℚ)) * s1 + ((-16 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) ^ 2 * ((1 : ℚ) + (k : ℚ))) * s2 + ((16 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((k : ℚ) + ((-2 : ℚ) * (n : ℚ)))) * s3 + ((2 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((3 : ℚ) + ((-3 : ℚ) * (k : ℚ)) + ((2 : ℚ) * (k : ℚ) ^ 2) + ((14 : ℚ) * (n : ℚ)) + ((16 : ℚ) * (n : ℚ) ^ 2) + ((-10 : ℚ) * (k : ℚ) * (n : ℚ)))) * s4 + ((-8 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((k : ℚ) + ((-2 : ℚ) * (n : ℚ))) * ((-1 : ℚ) + (k : ℚ) + ((-2 : ℚ) * (n : ℚ)))) * s5
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℚ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((-4) * ((4 ^ n : ℕ) : ℚ)) + (1 * ((4 ^ (n + 1 : ℕ) : ℕ) : ℚ)) : ℚ) = ((((-((((2 * ((2 * n : ℕ) : ℚ)) - (6 * ((n : ℕ) : ℚ))) - 3) * ((((2 * n : ℕ) : ℚ) - (2 * ((n : ℕ) : ℚ))) - 2))) / ((2 * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1))) * ((Nat.choose (2 * (n + 1)) (2 * n) : ℕ) : ℚ)) + (1 * (((Nat.choose (2 * (n + 1)) ((2 * n) + 1) : ℕ) : ℚ) + ((Nat.choose (2 * (n + 1)) ((2 * n) + 2) : ℕ) : ℚ))) : ℚ) := by
    intro n hn
    have s1 := mul_inv_cancel₀ (show (((2 * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1) : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := Prover.cast_choose_lower_step (α := ℚ) ((2 * (n + 1) : ℕ)) (((2 * n) + 1 : ℕ)) (((2 * n) + 2 : ℕ)) (by omega)
    have s2 := Prover.pow_step (4 : ℚ) (n) ((n + 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℚ) ((2 * (n + 1) : ℕ)) ((2 * n : ℕ)) (((2 * n) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((2 : ℚ) * ((1 : ℚ) + (n : ℚ))) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((4 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((Nat.choose (2 * (n + 1)) (2 * n) : ℕ) : ℚ) * s1 + ((-2 : ℚ) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) ^ 2 * ((1 : ℚ) + (n : ℚ))) * s3 + ((4 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) ^ 2) * s2 + ((-2 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((2 : ℚ) * (n : ℚ))) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * s4
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range ((2 * i : ℕ) + 1), ((Nat.choose (2 * i) k : ℕ) : ℚ) = ((4 ^ i : ℕ) : ℚ) := by
    intro i hs hi
    interval_cases i
    · show ∑ k ∈ Finset.range (0 + 1), ((Nat.choose (2 * 0) k : ℕ) : ℚ) = ((4 ^ 0 : ℕ) : ℚ)
      rw [Finset.sum_range_one]
      have e1 : ((Nat.choose (2 * 0) 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose ((2 * 0 : ℕ)) (0) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * e1
  have key : ∑ k ∈ Finset.range ((2 * n : ℕ) + 1), ((Nat.choose (2 * n) k : ℕ) : ℚ) = ((4 ^ n : ℕ) : ℚ) := Prover.sum_eq_of_telescoper_one_step_two (fun n k => ((Nat.choose (2 * n) k : ℕ) : ℚ)) (fun n k => (((-((((2 * ((k : ℕ) : ℚ)) - (6 * ((n : ℕ) : ℚ))) - 3) * ((((k : ℕ) : ℚ) - (2 * ((n : ℕ) : ℚ))) - 2))) / ((2 * (((n : ℕ) : ℚ) + 1)) * ((2 * ((n : ℕ) : ℚ)) + 1))) * ((Nat.choose (2 * (n + 1)) k : ℕ) : ℚ) : ℚ)) (fun n => (-4 : ℚ)) (fun n => (1 : ℚ)) (fun n => ((4 ^ n : ℕ) : ℚ)) (fun n => (2 * n : ℕ)) 0 0 (by norm_num) hu hct0 hct hlead hr hinit n (by omega)
  exact_mod_cast key

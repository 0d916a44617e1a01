import Mathlib
import Prover

/-- A sum whose summand does not vanish past the range (F(n, n+1) ≠ 0): the boundary terms
stay in the recurrence. -/
theorem boundary_half_row (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n + 1) k : ℝ) = 4 ^ n := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -4, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((-4) * ((Nat.choose ((2 * n) + 1) 0 : ℕ) : ℝ)) + (1 * ((Nat.choose ((2 * (n + 1)) + 1) 0 : ℕ) : ℝ)) : ℝ) = (((-(((((0 : ℕ) : ℝ) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((0 : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 3))) / ((((n : ℕ) : ℝ) + 1) * ((2 * ((n : ℕ) : ℝ)) + 3))) * ((Nat.choose ((2 * (n + 1)) + 1) 0 : ℕ) : ℝ) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show (((((n : ℕ) : ℝ) + 1) * ((2 * ((n : ℕ) : ℝ)) + 3) : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := Prover.cast_choose_congr (α := ℝ) (((2 * n) + 3 : ℕ)) (((2 * (n + 1)) + 1 : ℕ)) (0) (0) (by omega) (by omega)
    have s2 : ((Nat.choose ((2 * n) + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s4 : ((Nat.choose ((2 * n) + 3) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show ((((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((3 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((Nat.choose ((2 * (n + 1)) + 1) 0 : ℕ) : ℝ) * s1 + ((4 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s3 + ((-4 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s2 + ((4 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s4
  have hct : ∀ n k : ℕ, k < n → (((-4) * ((Nat.choose ((2 * n) + 1) (k + 1) : ℕ) : ℝ)) + (1 * ((Nat.choose ((2 * (n + 1)) + 1) (k + 1) : ℕ) : ℝ)) : ℝ) = ((((-(((((k + 1 : ℕ) : ℝ) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((k + 1 : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 3))) / ((((n : ℕ) : ℝ) + 1) * ((2 * ((n : ℕ) : ℝ)) + 3))) * ((Nat.choose ((2 * (n + 1)) + 1) (k + 1) : ℕ) : ℝ)) - (((-(((((k : ℕ) : ℝ) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((k : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 3))) / ((((n : ℕ) : ℝ) + 1) * ((2 * ((n : ℕ) : ℝ)) + 3))) * ((Nat.choose ((2 * (n + 1)) + 1) k : ℕ) : ℝ)) : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show (((((n : ℕ) : ℝ) + 1) * ((2 * ((n : ℕ) : ℝ)) + 3) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) (((2 * n) + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (((2 * n) + 1 : ℕ)) (((2 * n) + 2 : ℕ)) (k) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) (((2 * (n + 1)) + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_upper_step (α := ℝ) (((2 * n) + 2 : ℕ)) (((2 * (n + 1)) + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show ((((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) * ((1 : ℝ) + (n : ℝ))) * ((1 : ℝ) + (k : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((2 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((-2 : ℝ) + (k : ℝ) + ((-3 : ℝ) * (n : ℝ))) * ((-2 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ)))) * ((Nat.choose ((2 * (n + 1)) + 1) (k + 1) : ℕ) : ℝ) + ((-2 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((-3 : ℝ) + (k : ℝ) + ((-3 : ℝ) * (n : ℝ))) * ((-3 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ)))) * ((Nat.choose ((2 * (n + 1)) + 1) k : ℕ) : ℝ)) * s1 + ((-8 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2 * ((1 : ℝ) + (k : ℝ))) * s2 + ((4 : ℝ) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2 * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ)))) * s3 + ((2 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((7 : ℝ) + (k : ℝ) ^ 2 + ((-4 : ℝ) * (k : ℝ)) + ((8 : ℝ) * (n : ℝ) ^ 2) + ((15 : ℝ) * (n : ℝ)) + ((-5 : ℝ) * (k : ℝ) * (n : ℝ)))) * s4 + ((-4 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ))) * ((-2 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ)))) * s5
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℝ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((-4) * (4 ^ n)) + (1 * (4 ^ (n + 1 : ℕ))) : ℝ) = ((((-(((((n : ℕ) : ℝ) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((n : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 3))) / ((((n : ℕ) : ℝ) + 1) * ((2 * ((n : ℕ) : ℝ)) + 3))) * ((Nat.choose ((2 * (n + 1)) + 1) n : ℕ) : ℝ)) + (1 * ((Nat.choose ((2 * (n + 1)) + 1) (n + 1) : ℕ) : ℝ)) : ℝ) := by
    intro n hn
    have s1 := mul_inv_cancel₀ (show (((((n : ℕ) : ℝ) + 1) * ((2 * ((n : ℕ) : ℝ)) + 3) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.pow_step (4 : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) (((2 * (n + 1)) + 1 : ℕ)) (n) ((n + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((Nat.choose ((2 * (n + 1)) + 1) n : ℕ) : ℝ) * s1 + (((1 : ℝ) + (n : ℝ)) ^ 2 * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s3
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), ((Nat.choose ((2 * i) + 1) k : ℕ) : ℝ) = (4 ^ i : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose ((2 * 0) + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (((2 * 0) + 1 : ℕ)) (0) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * e1
  exact Prover.sum_eq_of_telescoper_one (fun n k => ((Nat.choose ((2 * n) + 1) k : ℕ) : ℝ)) (fun n k => (((-(((((k : ℕ) : ℝ) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((k : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 3))) / ((((n : ℕ) : ℝ) + 1) * ((2 * ((n : ℕ) : ℝ)) + 3))) * ((Nat.choose ((2 * (n + 1)) + 1) k : ℕ) : ℝ) : ℝ)) (fun n => (-4 : ℝ)) (fun n => (1 : ℝ)) (fun n => (4 ^ n : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

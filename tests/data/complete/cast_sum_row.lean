import Mathlib
import Prover

/-- A sum of naturals cast into ℝ as a whole (`↑(∑ …)`, read as the sum of the casts, closed
by `exact_mod_cast`), true from `n = 1` on. -/
theorem cast_sum_row (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (2 * n) k =
      2 ^ (2 * n - 1) + (1 / 2 : ℝ) * Nat.choose (2 * n) n := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -4, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((-4) * ((Nat.choose (2 * n) 0 : ℕ) : ℝ)) + (1 * ((Nat.choose (2 * (n + 1)) 0 : ℕ) : ℝ)) : ℝ) = (((-((((2 * ((0 : ℕ) : ℝ)) - (6 * ((n : ℕ) : ℝ))) - 3) * ((((0 : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 2))) / ((2 * (((n : ℕ) : ℝ) + 1)) * ((2 * ((n : ℕ) : ℝ)) + 1))) * ((Nat.choose (2 * (n + 1)) 0 : ℕ) : ℝ) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show (((2 * (((n : ℕ) : ℝ) + 1)) * ((2 * ((n : ℕ) : ℝ)) + 1) : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := Prover.cast_choose_congr (α := ℝ) (((2 * n) + 2 : ℕ)) ((2 * (n + 1) : ℕ)) (0) (0) (by omega) (by omega)
    have s2 : ((Nat.choose (2 * n) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s4 : ((Nat.choose ((2 * n) + 2) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    refine mul_left_cancel₀ (show (((2 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((6 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((Nat.choose (2 * (n + 1)) 0 : ℕ) : ℝ) * s1 + ((8 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s3 + ((-8 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s2 + ((8 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s4
  have hct : ∀ n k : ℕ, k < n → (((-4) * ((Nat.choose (2 * n) (k + 1) : ℕ) : ℝ)) + (1 * ((Nat.choose (2 * (n + 1)) (k + 1) : ℕ) : ℝ)) : ℝ) = ((((-((((2 * ((k + 1 : ℕ) : ℝ)) - (6 * ((n : ℕ) : ℝ))) - 3) * ((((k + 1 : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 2))) / ((2 * (((n : ℕ) : ℝ) + 1)) * ((2 * ((n : ℕ) : ℝ)) + 1))) * ((Nat.choose (2 * (n + 1)) (k + 1) : ℕ) : ℝ)) - (((-((((2 * ((k : ℕ) : ℝ)) - (6 * ((n : ℕ) : ℝ))) - 3) * ((((k : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 2))) / ((2 * (((n : ℕ) : ℝ) + 1)) * ((2 * ((n : ℕ) : ℝ)) + 1))) * ((Nat.choose (2 * (n + 1)) k : ℕ) : ℝ)) : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show (((2 * (((n : ℕ) : ℝ) + 1)) * ((2 * ((n : ℕ) : ℝ)) + 1) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) ((2 * n : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) ((2 * n : ℕ)) (((2 * n) + 1 : ℕ)) (k) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) ((2 * (n + 1) : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_upper_step (α := ℝ) (((2 * n) + 1 : ℕ)) ((2 * (n + 1) : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) * ((1 : ℝ) + (n : ℝ))) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((2 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + ((-6 : ℝ) * (n : ℝ)) + ((2 : ℝ) * (k : ℝ)))) * ((Nat.choose (2 * (n + 1)) (k + 1) : ℕ) : ℝ) + ((-2 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((-3 : ℝ) + ((-6 : ℝ) * (n : ℝ)) + ((2 : ℝ) * (k : ℝ))) * ((-2 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ)))) * ((Nat.choose (2 * (n + 1)) k : ℕ) : ℝ)) * s1 + ((-16 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2 * ((1 : ℝ) + (k : ℝ))) * s2 + ((16 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((k : ℝ) + ((-2 : ℝ) * (n : ℝ)))) * s3 + ((2 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((3 : ℝ) + ((-3 : ℝ) * (k : ℝ)) + ((2 : ℝ) * (k : ℝ) ^ 2) + ((14 : ℝ) * (n : ℝ)) + ((16 : ℝ) * (n : ℝ) ^ 2) + ((-10 : ℝ) * (k : ℝ) * (n : ℝ)))) * s4 + ((-8 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((k : ℝ) + ((-2 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-2 : ℝ) * (n : ℝ)))) * s5
  have hlead : ∀ n : ℕ, 1 ≤ n → (1 : ℝ) ≠ 0 := by
    intro n hn
    obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hn
    positivity
  have hr : ∀ n : ℕ, 1 ≤ n → (((-4) * ((2 ^ ((2 * n) - 1 : ℕ)) + ((1 / 2) * ((Nat.choose (2 * n) n : ℕ) : ℝ)))) + (1 * ((2 ^ ((2 * (n + 1)) - 1 : ℕ)) + ((1 / 2) * ((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ)))) : ℝ) = ((((-((((2 * ((n : ℕ) : ℝ)) - (6 * ((n : ℕ) : ℝ))) - 3) * ((((n : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 2))) / ((2 * (((n : ℕ) : ℝ) + 1)) * ((2 * ((n : ℕ) : ℝ)) + 1))) * ((Nat.choose (2 * (n + 1)) n : ℕ) : ℝ)) + (1 * ((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ)) : ℝ) := by
    intro n hn
    have s1 := mul_inv_cancel₀ (show (((2 * (((n : ℕ) : ℝ) + 1)) * ((2 * ((n : ℕ) : ℝ)) + 1) : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := Prover.pow_step (2 : ℝ) ((2 * n : ℕ)) (((2 * (n + 1)) - 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_upper_step (α := ℝ) ((2 * n : ℕ)) (((2 * n) + 1 : ℕ)) (n) (by omega)
    have s2 := Prover.pow_step (2 : ℝ) (((2 * n) - 1 : ℕ)) ((2 * n : ℕ)) (by omega)
    have s5 := Prover.cast_choose_upper_step (α := ℝ) (((2 * n) + 1 : ℕ)) ((2 * (n + 1) : ℕ)) (n) (by omega)
    have s6 := Prover.cast_choose_lower_step (α := ℝ) ((2 * (n + 1) : ℕ)) (n) ((n + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) * ((1 : ℝ) + (n : ℝ)) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((2 : ℝ) * ((1 : ℝ) + (n : ℝ))) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((4 : ℝ) * (n : ℝ)))) * ((Nat.choose (2 * (n + 1)) n : ℕ) : ℝ) * s1 + ((4 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2) * s3 + ((-8 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s4 + ((8 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2) * s2 + ((-4 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s5 + ((-2 : ℝ) * ((1 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2) * s6
  have hinit : ∀ i : ℕ, 1 ≤ i → i < 2 → ∑ k ∈ Finset.range (i + 1), ((Nat.choose (2 * i) k : ℕ) : ℝ) = ((2 ^ ((2 * i) - 1 : ℕ)) + ((1 / 2) * ((Nat.choose (2 * i) i : ℕ) : ℝ)) : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e1 : ((Nat.choose (2 * 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((2 * 1 : ℕ)) (0) = 1 by decide)
      have e2 : ((Nat.choose (2 * 1) 1 : ℕ) : ℝ) = (2 : ℝ) := by exact_mod_cast (show Nat.choose ((2 * 1 : ℕ)) (1) = 2 by decide)
      have e3 : (2 : ℝ) ^ (((2 * 1) - 1 : ℕ)) = (2 : ℝ) := by norm_num
      linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * e1 + (1 / 2 : ℝ) * e2 + (-1 : ℝ) * e3
  have key : ∑ k ∈ Finset.range (n + 1), ((Nat.choose (2 * n) k : ℕ) : ℝ) = ((2 ^ ((2 * n) - 1 : ℕ)) + ((1 / 2) * ((Nat.choose (2 * n) n : ℕ) : ℝ)) : ℝ) := Prover.sum_eq_of_telescoper_one (fun n k => ((Nat.choose (2 * n) k : ℕ) : ℝ)) (fun n k => (((-((((2 * ((k : ℕ) : ℝ)) - (6 * ((n : ℕ) : ℝ))) - 3) * ((((k : ℕ) : ℝ) - (2 * ((n : ℕ) : ℝ))) - 2))) / ((2 * (((n : ℕ) : ℝ) + 1)) * ((2 * ((n : ℕ) : ℝ)) + 1))) * ((Nat.choose (2 * (n + 1)) k : ℕ) : ℝ) : ℝ)) (fun n => (-4 : ℝ)) (fun n => (1 : ℝ)) (fun n => ((2 ^ ((2 * n) - 1 : ℕ)) + ((1 / 2) * ((Nat.choose (2 * n) n : ℕ) : ℝ)) : ℝ)) 1 1 (by norm_num) hct0 hct hlead hr hinit n (by omega)
  exact_mod_cast key

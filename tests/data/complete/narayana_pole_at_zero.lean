import Mathlib
import Prover

/-- A summand that divides by the recurrence variable `n`: the telescoper is false at `n = 0`
(`x / 0 = 0`); the hypothesis `1 ≤ n` lets the proof open with `n := n + 1`, after which the
sum runs up to `n + 1` (`Prover.sum_eq_of_telescoper_one_step_one`) and every denominator is
positive as written. -/
theorem narayana_pole_at_zero (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose n (k + 1) / n =
      Nat.choose (2 * n) n / (n + 1) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one_step_one; telescoper a = -4*n - 6, n + 3.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩
  have hu : ∀ n : ℕ, ((n + 1) + 1 : ℕ) = ((n + 1) + 1 : ℕ) := by
    intro n
    omega
  have hct0 : ∀ n : ℕ, ((((-(4 * ((n : ℕ) : ℝ))) - 6) * ((((Nat.choose (n + 1) 0 : ℕ) : ℝ) * ((Nat.choose (n + 1) (0 + 1) : ℕ) : ℝ)) / ((n + 1 : ℕ) : ℝ))) + ((((n : ℕ) : ℝ) + 3) * ((((Nat.choose ((n + 1) + 1) 0 : ℕ) : ℝ) * ((Nat.choose ((n + 1) + 1) (0 + 1) : ℕ) : ℝ)) / (((n + 1) + 1 : ℕ) : ℝ))) : ℝ) = ((((2 * ((0 : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((Nat.choose (n + 1) 0 : ℕ) : ℝ) * ((Nat.choose (n + 1) (0 + 1) : ℕ) : ℝ)) / ((n + 1 : ℕ) : ℝ)) : ℝ) := by
    intro n
    have s1 := mul_inv_cancel₀ (show (((n + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n + 1) + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s4 := Prover.cast_choose_congr (α := ℝ) ((n + 1 : ℕ)) ((n + 1 : ℕ)) (1) ((0 + 1 : ℕ)) (by omega) (by omega)
    have s6 := Prover.cast_choose_congr (α := ℝ) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) (0) (0) (by omega) (by omega)
    have s8 := Prover.cast_choose_congr (α := ℝ) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) (1) ((0 + 1 : ℕ)) (by omega) (by omega)
    have s3 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s5 : ((Nat.choose (n + 1) 1 : ℕ) : ℝ) = ((n + 1 : ℕ) : ℝ) := by rw [Nat.choose_one_right]
    have s7 : ((Nat.choose (n + 2) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s9 : ((Nat.choose (n + 2) 1 : ℕ) : ℝ) = ((n + 2 : ℕ) : ℝ) := by rw [Nat.choose_one_right]
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((2 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * (((Nat.choose (n + 1) 0 : ℕ) : ℝ) * ((Nat.choose (n + 1) (0 + 1) : ℕ) : ℝ)) * s1 + (((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * (((Nat.choose ((n + 1) + 1) 0 : ℕ) : ℝ) * ((Nat.choose ((n + 1) + 1) (0 + 1) : ℕ) : ℝ)) * s2 + ((-1 : ℝ) * ((2 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ) * s4 + (((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * ((Nat.choose ((n + 1) + 1) (0 + 1) : ℕ) : ℝ) * s6 + (((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * ((Nat.choose (n + 2) 0 : ℕ) : ℝ) * s8 + ((-1 : ℝ) * ((2 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * ((Nat.choose (n + 1) 1 : ℕ) : ℝ) * s3 + ((-1 : ℝ) * ((2 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * s5 + (((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * ((Nat.choose (n + 2) 1 : ℕ) : ℝ) * s7 + (((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * s9
  have hct : ∀ n k : ℕ, k < (n + 1 : ℕ) → ((((-(4 * ((n : ℕ) : ℝ))) - 6) * ((((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) ((k + 1) + 1) : ℕ) : ℝ)) / ((n + 1 : ℕ) : ℝ))) + ((((n : ℕ) : ℝ) + 3) * ((((Nat.choose ((n + 1) + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose ((n + 1) + 1) ((k + 1) + 1) : ℕ) : ℝ)) / (((n + 1) + 1 : ℕ) : ℝ))) : ℝ) = (((((2 * ((k + 1 : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) ((k + 1) + 1) : ℕ) : ℝ)) / ((n + 1 : ℕ) : ℝ))) - ((((2 * ((k : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((Nat.choose (n + 1) k : ℕ) : ℝ) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) / ((n + 1 : ℕ) : ℝ))) : ℝ) := by
    intro n k hk
    have s1 := mul_inv_cancel₀ (show (((n + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((n + 1) + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) ((k + 1 : ℕ)) (((k + 1) + 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s5 := Prover.cast_choose_lower_step (α := ℝ) (((n + 1) + 1 : ℕ)) ((k + 1 : ℕ)) (((k + 1) + 1 : ℕ)) (by omega)
    have s6 := Prover.cast_choose_lower_step (α := ℝ) (((n + 1) + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_choose_upper_step (α := ℝ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2 : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 4 * ((2 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 3 * ((5 : ℝ) + (n : ℝ) + ((2 : ℝ) * (k : ℝ)))) * (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) ((k + 1) + 1) : ℕ) : ℝ)) + (((1 : ℝ) + (k : ℝ)) ^ 4 * ((2 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 3 * ((-3 : ℝ) + ((-3 : ℝ) * (n : ℝ)) + ((2 : ℝ) * (k : ℝ)))) * (((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) k : ℕ) : ℝ))) * s1 + (((1 : ℝ) + (k : ℝ)) ^ 4 * ((2 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ))) * (((Nat.choose ((n + 1) + 1) (k + 1) : ℕ) : ℝ) * ((Nat.choose ((n + 1) + 1) ((k + 1) + 1) : ℕ) : ℝ)) * s2 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 4 * ((2 : ℝ) + (n : ℝ)) ^ 3 * ((2 : ℝ) + (k : ℝ)) * ((5 : ℝ) + (n : ℝ) + ((2 : ℝ) * (k : ℝ)))) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * s3 + ((((1 : ℝ) + (k : ℝ)) ^ 3 * ((2 : ℝ) + (n : ℝ)) ^ 3 * ((2 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((5 : ℝ) + (n : ℝ) + ((2 : ℝ) * (k : ℝ)))) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (n : ℝ))) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) * s4 + (((1 : ℝ) + (k : ℝ)) ^ 4 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (n : ℝ))) * ((Nat.choose ((n + 1) + 1) (k + 1) : ℕ) : ℝ) * s5 + (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (n : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose ((n + 1) + 1) (k + 1) : ℕ) : ℝ) + (((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (n : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose ((n + 1) + 1) k : ℕ) : ℝ)) * s6 + ((((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (n : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose (n + 1) k : ℕ) : ℝ) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((2 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (k : ℝ)) * ((3 : ℝ) + (n : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose ((n + 1) + 1) k : ℕ) : ℝ)) * s7
  have hlead : ∀ n : ℕ, 0 ≤ n → (((n : ℕ) : ℝ) + 3 : ℝ) ≠ 0 := by
    intro n _
    rw [show (((n : ℕ) : ℝ) + 3 : ℝ) = ((3 : ℝ) + (n : ℝ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → ((((-(4 * ((n : ℕ) : ℝ))) - 6) * (((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ) / (((n + 1 : ℕ) : ℝ) + 1))) + ((((n : ℕ) : ℝ) + 3) * (((Nat.choose (2 * ((n + 1) + 1)) ((n + 1) + 1) : ℕ) : ℝ) / ((((n + 1) + 1 : ℕ) : ℝ) + 1))) : ℝ) = (((((2 * ((n + 1 : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) ((n + 1) + 1) : ℕ) : ℝ)) / ((n + 1 : ℕ) : ℝ))) + ((((n : ℕ) : ℝ) + 3) * ((((Nat.choose ((n + 1) + 1) ((n + 1) + 1) : ℕ) : ℝ) * ((Nat.choose ((n + 1) + 1) (((n + 1) + 1) + 1) : ℕ) : ℝ)) / (((n + 1) + 1 : ℕ) : ℝ))) : ℝ) := by
    intro n hn
    have s1 := mul_inv_cancel₀ (show ((((n + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((((n + 1) + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show (((n + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s4 := mul_inv_cancel₀ (show ((((n + 1) + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
    have s5 := Prover.cast_choose_upper_step (α := ℝ) ((2 * (n + 1) : ℕ)) (((2 * n) + 3 : ℕ)) ((n + 1 : ℕ)) (by omega)
    have s9 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (by omega)
    have s10 := Prover.cast_choose_lower_step (α := ℝ) (((n + 1) + 1 : ℕ)) (((n + 1) + 1 : ℕ)) ((((n + 1) + 1) + 1 : ℕ)) (by omega)
    have s6 := Prover.cast_choose_upper_step (α := ℝ) (((2 * n) + 3 : ℕ)) (((2 * n) + 4 : ℕ)) ((n + 1 : ℕ)) (by omega)
    have s8 := Prover.cast_choose_lower_step (α := ℝ) ((2 * ((n + 1) + 1) : ℕ)) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_choose_congr (α := ℝ) (((2 * n) + 4 : ℕ)) ((2 * ((n + 1) + 1) : ℕ)) ((n + 1 : ℕ)) ((n + 1 : ℕ)) (by omega) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((2 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (n : ℝ)) * ((3 : ℝ) + (n : ℝ)) * ((2 : ℝ) * ((2 : ℝ) + (n : ℝ))) * ((2 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-4 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((3 : ℝ) + (n : ℝ)) ^ 2 * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ))) ^ 2 * ((1 : ℝ) + (n : ℝ))) * ((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ) * s1 + ((2 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 5 * ((3 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((Nat.choose (2 * ((n + 1) + 1)) ((n + 1) + 1) : ℕ) : ℝ) * s2 + ((2 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 5 * ((3 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) ((n + 1) + 1) : ℕ) : ℝ)) * s3 + ((-2 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((3 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * (((Nat.choose ((n + 1) + 1) ((n + 1) + 1) : ℕ) : ℝ) * ((Nat.choose ((n + 1) + 1) (((n + 1) + 1) + 1) : ℕ) : ℝ)) * s4 + ((-4 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((3 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s5 + ((2 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((3 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * s9 + ((-2 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((3 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * ((Nat.choose ((n + 1) + 1) ((n + 1) + 1) : ℕ) : ℝ) * s10 + ((-2 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((3 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s6 + ((2 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((3 : ℝ) + (n : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s8 + ((2 : ℝ) * ((2 : ℝ) + (n : ℝ)) ^ 4 * ((3 : ℝ) + (n : ℝ)) ^ 3 * ((1 : ℝ) + (n : ℝ)) * ((3 : ℝ) + ((2 : ℝ) * (n : ℝ)))) * s7
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range ((i + 1 : ℕ) + 1), ((((Nat.choose (i + 1) k : ℕ) : ℝ) * ((Nat.choose (i + 1) (k + 1) : ℕ) : ℝ)) / ((i + 1 : ℕ) : ℝ) : ℝ) = (((Nat.choose (2 * (i + 1)) (i + 1) : ℕ) : ℝ) / (((i + 1 : ℕ) : ℝ) + 1) : ℝ) := by
    intro i hs hi
    interval_cases i
    · show ∑ k ∈ Finset.range (1 + 1), ((((Nat.choose (0 + 1) k : ℕ) : ℝ) * ((Nat.choose (0 + 1) (k + 1) : ℕ) : ℝ)) / ((0 + 1 : ℕ) : ℝ) : ℝ) = (((Nat.choose (2 * (0 + 1)) (0 + 1) : ℕ) : ℝ) / (((0 + 1 : ℕ) : ℝ) + 1) : ℝ)
      rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e1 := mul_inv_cancel₀ (show (((0 + 1 : ℕ) : ℝ) : ℝ) ≠ 0 by positivity)
      have e2 := mul_inv_cancel₀ (show ((((0 + 1 : ℕ) : ℝ) + 1 : ℝ) : ℝ) ≠ 0 by positivity)
      have e3 : ((Nat.choose (0 + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((0 + 1 : ℕ)) (0) = 1 by decide)
      have e4 : ((Nat.choose (0 + 1) (0 + 1) : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((0 + 1 : ℕ)) ((0 + 1 : ℕ)) = 1 by decide)
      have e5 : ((Nat.choose (0 + 1) 1 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((0 + 1 : ℕ)) (1) = 1 by decide)
      have e6 : ((Nat.choose (0 + 1) (1 + 1) : ℕ) : ℝ) = (0 : ℝ) := by exact_mod_cast (show Nat.choose ((0 + 1 : ℕ)) ((1 + 1 : ℕ)) = 0 by decide)
      have e7 : ((Nat.choose (2 * (0 + 1)) (0 + 1) : ℕ) : ℝ) = (2 : ℝ) := by exact_mod_cast (show Nat.choose ((2 * (0 + 1) : ℕ)) ((0 + 1 : ℕ)) = 2 by decide)
      refine mul_left_cancel₀ (show ((2 : ℝ) : ℝ) ≠ 0 by positivity) ?_
      linear_combination (norm := (push_cast; ring1)) ((2 : ℝ) * (((Nat.choose (0 + 1) 0 : ℕ) : ℝ) * ((Nat.choose (0 + 1) (0 + 1) : ℕ) : ℝ)) + (2 : ℝ) * (((Nat.choose (0 + 1) 1 : ℕ) : ℝ) * ((Nat.choose (0 + 1) (1 + 1) : ℕ) : ℝ))) * e1 + (-1 : ℝ) * ((Nat.choose (2 * (0 + 1)) (0 + 1) : ℕ) : ℝ) * e2 + (2 : ℝ) * ((Nat.choose (0 + 1) (0 + 1) : ℕ) : ℝ) * e3 + (2 : ℝ) * e4 + (2 : ℝ) * ((Nat.choose (0 + 1) (1 + 1) : ℕ) : ℝ) * e5 + (2 : ℝ) * e6 + (-1 : ℝ) * e7
  exact Prover.sum_eq_of_telescoper_one_step_one (fun n k => ((((Nat.choose (n + 1) k : ℕ) : ℝ) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) / ((n + 1 : ℕ) : ℝ) : ℝ)) (fun n k => ((((2 * ((k : ℕ) : ℝ)) - (3 * ((n : ℕ) : ℝ))) - 3) * ((((Nat.choose (n + 1) k : ℕ) : ℝ) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) / ((n + 1 : ℕ) : ℝ)) : ℝ)) (fun n => ((-(4 * ((n : ℕ) : ℝ))) - 6 : ℝ)) (fun n => (((n : ℕ) : ℝ) + 3 : ℝ)) (fun n => (((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ) / (((n + 1 : ℕ) : ℝ) + 1) : ℝ)) (fun n => (n + 1 : ℕ)) 0 0 (by norm_num) hu hct0 hct hlead hr hinit n (by omega)

import Mathlib
import Prover

/-- A second-order Zeilberger recurrence (`S(n+2) = 5 S(n+1) - 4 S(n)`), with boundary
binomials such as `C(2n+3, 2n+2)` valued by Mathlib's lemmas. -/
theorem zeilberger_order_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (n + k) (2 * k) : ℝ) * 2 ^ (n - k) =
      (2 ^ (2 * n + 1) + 1) / 3 := by
  /- wzprove proof (complete): creative telescoping of order 2 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_two; telescoper a = 4, -5, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((4 * (((Nat.choose (n + 0) (2 * 0) : ℕ) : ℝ) * (2 ^ (n - 0 : ℕ)))) + ((-5) * (((Nat.choose ((n + 1) + 0) (2 * 0) : ℕ) : ℝ) * (2 ^ ((n + 1) - 0 : ℕ))))) + (1 * (((Nat.choose ((n + 2) + 0) (2 * 0) : ℕ) : ℝ) * (2 ^ ((n + 2) - 0 : ℕ)))) : ℝ) = ((-1) * (((Nat.choose ((n + 1) + 0) (2 * 0) : ℕ) : ℝ) * (2 ^ ((n + 1) - 0 : ℕ))) : ℝ) := by
    intro n
    have s8 := Prover.pow_step (2 : ℝ) (((n + 1) - 0 : ℕ)) (((n + 2) - 0 : ℕ)) (by omega)
    have s7 := Prover.pow_step (2 : ℝ) ((n - 0 : ℕ)) (((n + 1) - 0 : ℕ)) (by omega)
    have s1 := Prover.cast_choose_congr (α := ℝ) (n) ((n + 0 : ℕ)) (0) ((2 * 0 : ℕ)) (by omega) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℝ) ((n + 1 : ℕ)) (((n + 1) + 0 : ℕ)) (0) ((2 * 0 : ℕ)) (by omega) (by omega)
    have s5 := Prover.cast_choose_congr (α := ℝ) ((n + 2 : ℕ)) (((n + 2) + 0 : ℕ)) (0) ((2 * 0 : ℕ)) (by omega) (by omega)
    have s2 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s4 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s6 : ((Nat.choose (n + 2) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) ((Nat.choose ((n + 2) + 0) (2 * 0) : ℕ) : ℝ) * s8 + ((-4 : ℝ) * ((Nat.choose ((n + 1) + 0) (2 * 0) : ℕ) : ℝ) + (2 : ℝ) * ((Nat.choose ((n + 2) + 0) (2 * 0) : ℕ) : ℝ)) * s7 + (4 : ℝ) * (2 : ℝ) ^ ((n - 0 : ℕ)) * s1 + (-8 : ℝ) * (2 : ℝ) ^ ((n - 0 : ℕ)) * s3 + (4 : ℝ) * (2 : ℝ) ^ ((n - 0 : ℕ)) * s5 + (4 : ℝ) * (2 : ℝ) ^ ((n - 0 : ℕ)) * s2 + (-8 : ℝ) * (2 : ℝ) ^ ((n - 0 : ℕ)) * s4 + (4 : ℝ) * (2 : ℝ) ^ ((n - 0 : ℕ)) * s6
  have hct : ∀ n k : ℕ, k < n → (((4 * (((Nat.choose (n + (k + 1)) (2 * (k + 1)) : ℕ) : ℝ) * (2 ^ (n - (k + 1) : ℕ)))) + ((-5) * (((Nat.choose ((n + 1) + (k + 1)) (2 * (k + 1)) : ℕ) : ℝ) * (2 ^ ((n + 1) - (k + 1) : ℕ))))) + (1 * (((Nat.choose ((n + 2) + (k + 1)) (2 * (k + 1)) : ℕ) : ℝ) * (2 ^ ((n + 2) - (k + 1) : ℕ)))) : ℝ) = (((-1) * (((Nat.choose ((n + 1) + (k + 1)) (2 * (k + 1)) : ℕ) : ℝ) * (2 ^ ((n + 1) - (k + 1) : ℕ)))) - ((-1) * (((Nat.choose ((n + 1) + k) (2 * k) : ℕ) : ℝ) * (2 ^ ((n + 1) - k : ℕ)))) : ℝ) := by
    intro n k hk
    have s10 := Prover.pow_congr (2 : ℝ) (((n + 2) - (k + 1) : ℕ)) (((n + 1) - k : ℕ)) (by omega)
    have s1 := Prover.cast_choose_lower_step (α := ℝ) ((n + (k + 1) : ℕ)) (((2 * k) + 1 : ℕ)) ((2 * (k + 1) : ℕ)) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℝ) ((n + (k + 1) : ℕ)) ((2 * k : ℕ)) (((2 * k) + 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) (((n + 1) + (k + 1) : ℕ)) (((2 * k) + 1 : ℕ)) ((2 * (k + 1) : ℕ)) (by omega)
    have s2 := Prover.cast_choose_congr (α := ℝ) (((n + 1) + k : ℕ)) ((n + (k + 1) : ℕ)) ((2 * k : ℕ)) ((2 * k : ℕ)) (by omega) (by omega)
    have s5 := Prover.cast_choose_lower_step (α := ℝ) (((n + 1) + (k + 1) : ℕ)) ((2 * k : ℕ)) (((2 * k) + 1 : ℕ)) (by omega)
    have s6 := Prover.cast_choose_upper_step (α := ℝ) (((n + 1) + k : ℕ)) (((n + 1) + (k + 1) : ℕ)) ((2 * k : ℕ)) (by omega)
    have s7 := Prover.cast_choose_lower_step (α := ℝ) (((n + 2) + (k + 1) : ℕ)) (((2 * k) + 1 : ℕ)) ((2 * (k + 1) : ℕ)) (by omega)
    have s12 := Prover.pow_step (2 : ℝ) (((n + 1) - (k + 1) : ℕ)) (((n + 2) - (k + 1) : ℕ)) (by omega)
    have s8 := Prover.cast_choose_lower_step (α := ℝ) (((n + 2) + (k + 1) : ℕ)) ((2 * k : ℕ)) (((2 * k) + 1 : ℕ)) (by omega)
    have s9 := Prover.cast_choose_upper_step (α := ℝ) (((n + 1) + (k + 1) : ℕ)) (((n + 2) + (k + 1) : ℕ)) ((2 * k : ℕ)) (by omega)
    have s11 := Prover.pow_step (2 : ℝ) ((n - (k + 1) : ℕ)) (((n + 1) - (k + 1) : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℝ) * ((1 : ℝ) + (k : ℝ))) * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((2 : ℝ) * ((1 : ℝ) + (k : ℝ))) * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((2 : ℝ) * ((1 : ℝ) + (k : ℝ))) * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) * ((3 : ℝ) + (k : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-8 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 3 * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * ((Nat.choose ((n + 1) + k) (2 * k) : ℕ) : ℝ) * s10 + ((16 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 3 * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ ((n - (k + 1) : ℕ)) * s1 + ((-16 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ ((n - (k + 1) : ℕ)) * s3 + ((-16 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 3 * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ (((n + 1) - (k + 1) : ℕ)) * s4 + ((16 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ ((n - (k + 1) : ℕ)) * s2 + ((16 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2 * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ (((n + 1) - (k + 1) : ℕ)) * s5 + (((16 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ ((n - (k + 1) : ℕ)) + ((-8 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 3 * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ (((n + 2) - (k + 1) : ℕ))) * s6 + ((4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 3 * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ (((n + 2) - (k + 1) : ℕ)) * s7 + (((8 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 3 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 3 * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * ((Nat.choose ((n + 1) + (k + 1)) (2 * k) : ℕ) : ℝ) + ((-4 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 3 * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * ((Nat.choose ((n + 2) + (k + 1)) ((2 * k) + 1) : ℕ) : ℝ)) * s12 + ((-8 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2 * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((2 : ℝ) + (k : ℝ) + (n : ℝ)) * ((3 : ℝ) + (k : ℝ) + (n : ℝ))) * (2 : ℝ) ^ (((n + 1) - (k + 1) : ℕ)) * s8 + (((-16 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (2 : ℝ) ^ ((n - (k + 1) : ℕ)) + ((16 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2 * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((3 : ℝ) + (k : ℝ) ^ 2 + (n : ℝ) ^ 2 + ((2 : ℝ) * (k : ℝ)) + ((3 : ℝ) * (n : ℝ)))) * (2 : ℝ) ^ (((n + 1) - (k + 1) : ℕ))) * s9 + ((-8 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + ((2 : ℝ) * (k : ℝ))) ^ 2 * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-3 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((Nat.choose ((n + 2) + (k + 1)) (2 * k) : ℕ) : ℝ) * s11
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℝ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((4 * (((2 ^ ((2 * n) + 1 : ℕ)) + 1) / 3)) + ((-5) * (((2 ^ ((2 * (n + 1)) + 1 : ℕ)) + 1) / 3))) + (1 * (((2 ^ ((2 * (n + 2)) + 1 : ℕ)) + 1) / 3)) : ℝ) = ((((-1) * (((Nat.choose ((n + 1) + n) (2 * n) : ℕ) : ℝ) * (2 ^ ((n + 1) - n : ℕ)))) + ((-5) * (((Nat.choose ((n + 1) + (n + 1)) (2 * (n + 1)) : ℕ) : ℝ) * (2 ^ ((n + 1) - (n + 1) : ℕ))))) + (1 * ((((Nat.choose ((n + 2) + (n + 1)) (2 * (n + 1)) : ℕ) : ℝ) * (2 ^ ((n + 2) - (n + 1) : ℕ))) + (((Nat.choose ((n + 2) + (n + 2)) (2 * (n + 2)) : ℕ) : ℝ) * (2 ^ ((n + 2) - (n + 2) : ℕ))))) : ℝ) := by
    intro n hn
    have s1 := Prover.pow_congr (2 : ℝ) (1) (((n + 1) - n : ℕ)) (by omega)
    have s3 := Prover.pow_congr (2 : ℝ) (0) (((n + 1) - (n + 1) : ℕ)) (by omega)
    have s5 := Prover.pow_congr (2 : ℝ) (1) (((n + 2) - (n + 1) : ℕ)) (by omega)
    have s6 := Prover.pow_congr (2 : ℝ) (0) (((n + 2) - (n + 2) : ℕ)) (by omega)
    have s2 : (2 : ℝ) ^ 1 = (2 : ℝ) := by norm_num
    have s4 : (2 : ℝ) ^ 0 = (1 : ℝ) := by norm_num
    have s10 := Prover.pow_step (2 : ℝ) (((2 * n) + 4 : ℕ)) (((2 * (n + 2)) + 1 : ℕ)) (by omega)
    have s9 := Prover.pow_step (2 : ℝ) (((2 * (n + 1)) + 1 : ℕ)) (((2 * n) + 4 : ℕ)) (by omega)
    have s8 := Prover.pow_step (2 : ℝ) (((2 * n) + 2 : ℕ)) (((2 * (n + 1)) + 1 : ℕ)) (by omega)
    have s7 := Prover.pow_step (2 : ℝ) (((2 * n) + 1 : ℕ)) (((2 * n) + 2 : ℕ)) (by omega)
    have s11 := Prover.cast_choose_congr (α := ℝ) (((2 * n) + 1 : ℕ)) (((n + 1) + n : ℕ)) ((2 * n : ℕ)) ((2 * n : ℕ)) (by omega) (by omega)
    have s13 := Prover.cast_choose_congr (α := ℝ) (((2 * n) + 2 : ℕ)) (((n + 1) + (n + 1) : ℕ)) (((2 * n) + 2 : ℕ)) ((2 * (n + 1) : ℕ)) (by omega) (by omega)
    have s15 := Prover.cast_choose_congr (α := ℝ) ((((2 * n) + 2) + 1 : ℕ)) (((n + 2) + (n + 1) : ℕ)) (((2 * n) + 2 : ℕ)) ((2 * (n + 1) : ℕ)) (by omega) (by omega)
    have s17 := Prover.cast_choose_congr (α := ℝ) (((2 * n) + 4 : ℕ)) (((n + 2) + (n + 2) : ℕ)) (((2 * n) + 4 : ℕ)) ((2 * (n + 2) : ℕ)) (by omega) (by omega)
    have s12 : ((Nat.choose ((2 * n) + 1) (2 * n) : ℕ) : ℝ) = ((2 * n : ℕ) : ℝ) + 1 := by rw [Nat.choose_succ_self_right, Nat.cast_add_one]
    have s14 : ((Nat.choose ((2 * n) + 2) ((2 * n) + 2) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s16 : ((Nat.choose (((2 * n) + 2) + 1) ((2 * n) + 2) : ℕ) : ℝ) = (((2 * n) + 2 : ℕ) : ℝ) + 1 := by rw [Nat.choose_succ_self_right, Nat.cast_add_one]
    have s18 : ((Nat.choose ((2 * n) + 4) ((2 * n) + 4) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) ((Nat.choose ((n + 1) + n) (2 * n) : ℕ) : ℝ) * s1 + (5 : ℝ) * ((Nat.choose ((n + 1) + (n + 1)) (2 * (n + 1)) : ℕ) : ℝ) * s3 + (-1 : ℝ) * ((Nat.choose ((n + 2) + (n + 1)) (2 * (n + 1)) : ℕ) : ℝ) * s5 + (-1 : ℝ) * ((Nat.choose ((n + 2) + (n + 2)) (2 * (n + 2)) : ℕ) : ℝ) * s6 + (((Nat.choose ((n + 1) + n) (2 * n) : ℕ) : ℝ) + (-1 : ℝ) * ((Nat.choose ((n + 2) + (n + 1)) (2 * (n + 1)) : ℕ) : ℝ)) * s2 + ((5 : ℝ) * ((Nat.choose ((n + 1) + (n + 1)) (2 * (n + 1)) : ℕ) : ℝ) + (-1 : ℝ) * ((Nat.choose ((n + 2) + (n + 2)) (2 * (n + 2)) : ℕ) : ℝ)) * s4 + (1 / 3 : ℝ) * s10 + (2 / 3 : ℝ) * s9 + (-1 / 3 : ℝ) * s8 + (-2 / 3 : ℝ) * s7 + (2 : ℝ) * s11 + (5 : ℝ) * s13 + (-2 : ℝ) * s15 + (-1 : ℝ) * s17 + (2 : ℝ) * s12 + (5 : ℝ) * s14 + (-2 : ℝ) * s16 + (-1 : ℝ) * s18
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 2 → ∑ k ∈ Finset.range (i + 1), (((Nat.choose (i + k) (2 * k) : ℕ) : ℝ) * (2 ^ (i - k : ℕ)) : ℝ) = (((2 ^ ((2 * i) + 1 : ℕ)) + 1) / 3 : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose (0 + 0) (2 * 0) : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((0 + 0 : ℕ)) ((2 * 0 : ℕ)) = 1 by decide)
      have e2 : (2 : ℝ) ^ ((0 - 0 : ℕ)) = (1 : ℝ) := by norm_num
      have e3 : (2 : ℝ) ^ (((2 * 0) + 1 : ℕ)) = (2 : ℝ) := by norm_num
      linear_combination (norm := (push_cast; ring1)) (2 : ℝ) ^ ((0 - 0 : ℕ)) * e1 + (1 : ℝ) * e2 + (-1 / 3 : ℝ) * e3
    · rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e1 : ((Nat.choose (1 + 0) (2 * 0) : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((1 + 0 : ℕ)) ((2 * 0 : ℕ)) = 1 by decide)
      have e2 : (2 : ℝ) ^ ((1 - 0 : ℕ)) = (2 : ℝ) := by norm_num
      have e3 : ((Nat.choose (1 + 1) (2 * 1) : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((1 + 1 : ℕ)) ((2 * 1 : ℕ)) = 1 by decide)
      have e4 : (2 : ℝ) ^ ((1 - 1 : ℕ)) = (1 : ℝ) := by norm_num
      have e5 : (2 : ℝ) ^ (((2 * 1) + 1 : ℕ)) = (8 : ℝ) := by norm_num
      linear_combination (norm := (push_cast; ring1)) (2 : ℝ) ^ ((1 - 0 : ℕ)) * e1 + (1 : ℝ) * e2 + (2 : ℝ) ^ ((1 - 1 : ℕ)) * e3 + (1 : ℝ) * e4 + (-1 / 3 : ℝ) * e5
  exact Prover.sum_eq_of_telescoper_two (fun n k => (((Nat.choose (n + k) (2 * k) : ℕ) : ℝ) * (2 ^ (n - k : ℕ)) : ℝ)) (fun n k => ((-1) * (((Nat.choose ((n + 1) + k) (2 * k) : ℕ) : ℝ) * (2 ^ ((n + 1) - k : ℕ))) : ℝ)) (fun n => (4 : ℝ)) (fun n => (-5 : ℝ)) (fun n => (1 : ℝ)) (fun n => (((2 ^ ((2 * n) + 1 : ℕ)) + 1) / 3 : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

import Mathlib
import Prover

/-- Fibonacci numbers on the shallow diagonals of Pascal's triangle (wzprove-100
beyond_fibonacci_diagonal; Concrete Mathematics (6.130)): certified by the sum's recurrence
`S(n + 2) = S(n + 1) + S(n)`, which `fib (n + 1)` satisfies. -/
theorem same_recurrence_fib_diagonal (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (n - k) k = Nat.fib (n + 1) := by
  /- wzprove proof (complete): creative telescoping of order 2 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_two; telescoper a = -1, -1, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, ((((-1) * ((Nat.choose (n - 0) 0 : ℕ) : ℚ)) + ((-1) * ((Nat.choose ((n + 1) - 0) 0 : ℕ) : ℚ))) + (1 * ((Nat.choose ((n + 2) - 0) 0 : ℕ) : ℚ)) : ℚ) = ((-1) * ((Nat.choose (n - 0) 0 : ℕ) : ℚ) : ℚ) := by
    intro n
    have s3 := Prover.cast_choose_congr (α := ℚ) ((n + 1 : ℕ)) (((n + 1) - 0 : ℕ)) (0) (0) (by omega) (by omega)
    have s5 := Prover.cast_choose_congr (α := ℚ) ((n + 2 : ℕ)) (((n + 2) - 0 : ℕ)) (0) (0) (by omega) (by omega)
    have s4 : ((Nat.choose (n + 1) 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s6 : ((Nat.choose (n + 2) 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (-1 : ℚ) * s3 + (1 : ℚ) * s5 + (-1 : ℚ) * s4 + (1 : ℚ) * s6
  have hct : ∀ n k : ℕ, k < n → ((((-1) * ((Nat.choose (n - (k + 1)) (k + 1) : ℕ) : ℚ)) + ((-1) * ((Nat.choose ((n + 1) - (k + 1)) (k + 1) : ℕ) : ℚ))) + (1 * ((Nat.choose ((n + 2) - (k + 1)) (k + 1) : ℕ) : ℚ)) : ℚ) = (((-1) * ((Nat.choose (n - (k + 1)) (k + 1) : ℕ) : ℚ)) - ((-1) * ((Nat.choose (n - k) k : ℕ) : ℚ)) : ℚ) := by
    intro n k hk
    have s3 := Prover.cast_choose_lower_step (α := ℚ) (((n + 1) - (k + 1) : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_congr (α := ℚ) ((n - k : ℕ)) (((n + 1) - (k + 1) : ℕ)) (k) (k) (by omega) (by omega)
    have s5 := Prover.cast_choose_upper_step (α := ℚ) ((n - k : ℕ)) (((n + 1) - k : ℕ)) (k) (by omega)
    have s7 := Prover.cast_choose_lower_step (α := ℚ) (((n + 2) - (k + 1) : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s6 := Prover.cast_choose_congr (α := ℚ) (((n + 1) - k : ℕ)) (((n + 2) - (k + 1) : ℕ)) (k) (k) (by omega) (by omega)
    have s9 := Nat.cast_sub (R := ℚ) (show (k + 1 : ℕ) ≤ (n + 1 : ℕ) by omega)
    have s10 := Nat.cast_sub (R := ℚ) (show k ≤ n by omega)
    have s11 := Nat.cast_sub (R := ℚ) (show (k + 1 : ℕ) ≤ (n + 2 : ℕ) by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + ((n - k : ℕ) : ℚ)) * ((1 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) + ((-1 : ℚ) * (k : ℚ))) + ((-1 : ℚ) + ((-1 : ℚ) * (k : ℚ))) * ((n - k : ℕ) : ℚ)) * s3 + (((k : ℚ) * ((1 : ℚ) + (k : ℚ))) + ((-1 : ℚ) + ((-1 : ℚ) * (k : ℚ))) * (((n + 1) - (k + 1) : ℕ) : ℚ) + ((k : ℚ) * ((1 : ℚ) + (k : ℚ))) * ((n - k : ℕ) : ℚ) + ((-1 : ℚ) + ((-1 : ℚ) * (k : ℚ))) * ((((n + 1) - (k + 1) : ℕ) : ℚ) * ((n - k : ℕ) : ℚ))) * s2 + (((-1 : ℚ) + ((-1 : ℚ) * (k : ℚ))) + ((-1 : ℚ) + ((-1 : ℚ) * (k : ℚ))) * (((n + 1) - (k + 1) : ℕ) : ℚ)) * s5 + (((1 : ℚ) + (k : ℚ)) + ((1 : ℚ) + (k : ℚ)) * ((n - k : ℕ) : ℚ)) * s7 + (((-1 : ℚ) * (k : ℚ) * ((1 : ℚ) + (k : ℚ))) + ((1 : ℚ) + (k : ℚ)) * (((n + 2) - (k + 1) : ℕ) : ℚ) + ((-1 : ℚ) * (k : ℚ) * ((1 : ℚ) + (k : ℚ))) * ((n - k : ℕ) : ℚ) + ((1 : ℚ) + (k : ℚ)) * ((((n + 2) - (k + 1) : ℕ) : ℚ) * ((n - k : ℕ) : ℚ))) * s6 + ((((1 : ℚ) + (k : ℚ)) * ((-1 : ℚ) + (k : ℚ))) * ((Nat.choose ((n + 1) - k) k : ℕ) : ℚ) + ((-1 : ℚ) + ((-1 : ℚ) * (k : ℚ))) * (((Nat.choose ((n + 1) - k) k : ℕ) : ℚ) * ((n - k : ℕ) : ℚ))) * s9 + (((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ))) * ((Nat.choose ((n + 1) - k) k : ℕ) : ℚ) + ((1 : ℚ) + (k : ℚ)) * ((((n + 2) - (k + 1) : ℕ) : ℚ) * ((Nat.choose ((n + 1) - k) k : ℕ) : ℚ))) * s10 + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (n : ℚ)))) * ((Nat.choose ((n + 1) - k) k : ℕ) : ℚ) * s11
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℚ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → ((((-1) * ((Nat.fib (n + 1) : ℕ) : ℚ)) + ((-1) * ((Nat.fib ((n + 1) + 1) : ℕ) : ℚ))) + (1 * ((Nat.fib ((n + 2) + 1) : ℕ) : ℚ)) : ℚ) = ((((-1) * ((Nat.choose (n - n) n : ℕ) : ℚ)) + ((-1) * ((Nat.choose ((n + 1) - (n + 1)) (n + 1) : ℕ) : ℚ))) + (1 * (((Nat.choose ((n + 2) - (n + 1)) (n + 1) : ℕ) : ℚ) + ((Nat.choose ((n + 2) - (n + 2)) (n + 2) : ℕ) : ℚ))) : ℚ) := by
    intro n hn
    have s3 := Prover.cast_choose_lower_step (α := ℚ) (((n + 2) - (n + 2) : ℕ)) ((n + 1 : ℕ)) ((n + 2 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_congr (α := ℚ) (((n + 1) - (n + 1) : ℕ)) (((n + 2) - (n + 2) : ℕ)) ((n + 1 : ℕ)) ((n + 1 : ℕ)) (by omega) (by omega)
    have s1 := Prover.cast_fib_step (α := ℚ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (((n + 2) + 1 : ℕ)) (by omega) (by omega)
    have s5 := Prover.cast_choose_lower_step (α := ℚ) (((n + 1) - (n + 1) : ℕ)) (n) ((n + 1 : ℕ)) (by omega)
    have s4 := Prover.cast_choose_congr (α := ℚ) ((n - n : ℕ)) (((n + 1) - (n + 1) : ℕ)) (n) (n) (by omega) (by omega)
    have s6 := Prover.cast_choose_upper_step (α := ℚ) ((n - n : ℕ)) (1) (n) (by omega)
    have s8 := Prover.cast_choose_lower_step (α := ℚ) (((n + 2) - (n + 1) : ℕ)) (n) ((n + 1 : ℕ)) (by omega)
    have s7 := Prover.cast_choose_congr (α := ℚ) (1) (((n + 2) - (n + 1) : ℕ)) (n) (n) (by omega) (by omega)
    have s9 := Nat.cast_sub (R := ℚ) (show (n + 2 : ℕ) ≤ (n + 2 : ℕ) by omega)
    have s10 := Nat.cast_sub (R := ℚ) (show (n + 1 : ℕ) ≤ (n + 1 : ℕ) by omega)
    have s11 := Nat.cast_sub (R := ℚ) (show n ≤ n by omega)
    have s12 := Nat.cast_sub (R := ℚ) (show (n + 1 : ℕ) ≤ (n + 2 : ℕ) by omega)
    have z1 : ((Nat.choose 1 n : ℕ) : ℚ) * (((n : ℚ) * ((-1 : ℚ) + (n : ℚ)))) = 0 := by
      by_cases h : 1 < n
      · rw [Nat.choose_eq_zero_of_lt h, Nat.cast_zero, zero_mul]
      · obtain rfl | rfl : n = 0 ∨ n = 1 := by omega
        all_goals norm_num
    refine mul_left_cancel₀ (show (((2 : ℚ) + (n : ℚ)) * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + ((n - n : ℕ) : ℚ)) * ((1 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * ((n - n : ℕ) : ℚ)) * s3 + (((1 : ℚ) + (n : ℚ)) ^ 3 + ((1 : ℚ) + (n : ℚ)) ^ 3 * ((n - n : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * (((n + 2) - (n + 2) : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * (((n - n : ℕ) : ℚ) * (((n + 2) - (n + 2) : ℕ) : ℚ))) * s2 + ((((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ))) + (((1 : ℚ) + (n : ℚ)) ^ 2 * ((2 : ℚ) + (n : ℚ))) * ((n - n : ℕ) : ℚ)) * s1 + ((((1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) + (((1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((n - n : ℕ) : ℚ) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * (((n + 2) - (n + 2) : ℕ) : ℚ) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * (((n - n : ℕ) : ℚ) * (((n + 2) - (n + 2) : ℕ) : ℚ))) * s5 + (((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) + (((1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * (((n + 1) - (n + 1) : ℕ) : ℚ) + ((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((n - n : ℕ) : ℚ) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ))) * (((n + 2) - (n + 2) : ℕ) : ℚ) + (((1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((((n + 1) - (n + 1) : ℕ) : ℚ) * ((n - n : ℕ) : ℚ)) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((((n + 1) - (n + 1) : ℕ) : ℚ) * (((n + 2) - (n + 2) : ℕ) : ℚ)) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ))) * (((n - n : ℕ) : ℚ) * (((n + 2) - (n + 2) : ℕ) : ℚ)) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((((n + 1) - (n + 1) : ℕ) : ℚ) * ((n - n : ℕ) : ℚ) * (((n + 2) - (n + 2) : ℕ) : ℚ))) * s4 + (((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((-2 : ℚ) + (n : ℚ) ^ 2)) + (((1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * (((n + 1) - (n + 1) : ℕ) : ℚ) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ))) * (((n + 2) - (n + 2) : ℕ) : ℚ) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((((n + 1) - (n + 1) : ℕ) : ℚ) * (((n + 2) - (n + 2) : ℕ) : ℚ))) * s6 + (((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * ((n - n : ℕ) : ℚ)) * s8 + (((n : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * ((n - n : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((n + 2) - (n + 1) : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((n - n : ℕ) : ℚ) * (((n + 2) - (n + 1) : ℕ) : ℚ))) * s7 + (((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((-1 : ℚ) + (n : ℚ))) * ((Nat.choose 1 n : ℕ) : ℚ) + (((1 : ℚ) + (n : ℚ)) * ((-1 : ℚ) + (n : ℚ))) * ((((n + 1) - (n + 1) : ℕ) : ℚ) * ((Nat.choose 1 n : ℕ) : ℚ)) + ((n : ℚ) * ((1 : ℚ) + (n : ℚ))) * (((Nat.choose 1 n : ℕ) : ℚ) * ((n - n : ℕ) : ℚ)) + ((-1 : ℚ) + ((-1 : ℚ) * (n : ℚ))) * ((((n + 1) - (n + 1) : ℕ) : ℚ) * ((Nat.choose 1 n : ℕ) : ℚ) * ((n - n : ℕ) : ℚ))) * s9 + (((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((-1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * ((Nat.choose 1 n : ℕ) : ℚ) + (((1 : ℚ) + (n : ℚ)) * ((3 : ℚ) + ((2 : ℚ) * (n : ℚ)))) * (((Nat.choose 1 n : ℕ) : ℚ) * ((n - n : ℕ) : ℚ))) * s10 + (((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * ((Nat.choose 1 n : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((Nat.choose 1 n : ℕ) : ℚ) * (((n + 2) - (n + 1) : ℕ) : ℚ))) * s11 + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * ((Nat.choose 1 n : ℕ) : ℚ) * s12 + ((1 : ℚ) + (n : ℚ)) ^ 2 * z1
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 2 → ∑ k ∈ Finset.range (i + 1), ((Nat.choose (i - k) k : ℕ) : ℚ) = ((Nat.fib (i + 1) : ℕ) : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose (0 - 0) 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose ((0 - 0 : ℕ)) (0) = 1 by decide)
      have e2 : ((Nat.fib (0 + 1) : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.fib ((0 + 1 : ℕ)) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * e1 + (-1 : ℚ) * e2
    · rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e1 : ((Nat.choose (1 - 0) 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose ((1 - 0 : ℕ)) (0) = 1 by decide)
      have e2 : ((Nat.choose (1 - 1) 1 : ℕ) : ℚ) = (0 : ℚ) := by exact_mod_cast (show Nat.choose ((1 - 1 : ℕ)) (1) = 0 by decide)
      have e3 : ((Nat.fib (1 + 1) : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.fib ((1 + 1 : ℕ)) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * e1 + (1 : ℚ) * e2 + (-1 : ℚ) * e3
  have key : ∑ k ∈ Finset.range (n + 1), ((Nat.choose (n - k) k : ℕ) : ℚ) = ((Nat.fib (n + 1) : ℕ) : ℚ) := Prover.sum_eq_of_telescoper_two (fun n k => ((Nat.choose (n - k) k : ℕ) : ℚ)) (fun n k => ((-1) * ((Nat.choose (n - k) k : ℕ) : ℚ) : ℚ)) (fun n => (-1 : ℚ)) (fun n => (-1 : ℚ)) (fun n => (1 : ℚ)) (fun n => ((Nat.fib (n + 1) : ℕ) : ℚ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)
  exact_mod_cast key

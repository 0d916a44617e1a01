import Mathlib
import Prover

/-- An upper bound n + 1 (`range (n + 2)`, step one). -/
theorem shifted_row (n : ℕ) :
    ∑ k ∈ Finset.range (n + 2), (Nat.choose (n + 1) k : ℝ) = 2 ^ (n + 1) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one_step_one; telescoper a = -2, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hu : ∀ n : ℕ, ((n + 1) + 1 : ℕ) = ((n + 1) + 1 : ℕ) := by
    intro n
    omega
  have hct0 : ∀ n : ℕ, (((-2) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ)) + (1 * ((Nat.choose ((n + 1) + 1) 0 : ℕ) : ℝ)) : ℝ) = ((-1) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ) : ℝ) := by
    intro n
    have s2 := Prover.cast_choose_congr (α := ℝ) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) (0) (0) (by omega) (by omega)
    have s1 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s3 : ((Nat.choose (n + 2) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * s2 + (-1 : ℝ) * s1 + (1 : ℝ) * s3
  have hct : ∀ n k : ℕ, k < (n + 1 : ℕ) → (((-2) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) + (1 * ((Nat.choose ((n + 1) + 1) (k + 1) : ℕ) : ℝ)) : ℝ) = (((-1) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) - ((-1) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) : ℝ) := by
    intro n k hk
    have s1 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_upper_step (α := ℝ) ((n + 1 : ℕ)) ((n + 2 : ℕ)) (k) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℝ) (((n + 1) + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℝ) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) (k) (k) (by omega) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) + (n : ℝ)) * ((1 : ℝ) + (k : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) + (n : ℝ))) * s1 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) + (n : ℝ))) * s2 + (((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) + (n : ℝ))) * s4 + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((2 : ℝ) + (n : ℝ)) * ((-2 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * s3
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℝ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((-2) * (2 ^ (n + 1 : ℕ))) + (1 * (2 ^ ((n + 1) + 1 : ℕ))) : ℝ) = (((-1) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ)) + (1 * ((Nat.choose ((n + 1) + 1) ((n + 1) + 1) : ℕ) : ℝ)) : ℝ) := by
    intro n hn
    have s1 := Prover.pow_step (2 : ℝ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℝ) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) ((n + 2 : ℕ)) (((n + 1) + 1 : ℕ)) (by omega) (by omega)
    have s2 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s4 : ((Nat.choose (n + 2) (n + 2) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * s1 + (-1 : ℝ) * s3 + (1 : ℝ) * s2 + (-1 : ℝ) * s4
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range ((i + 1 : ℕ) + 1), ((Nat.choose (i + 1) k : ℕ) : ℝ) = (2 ^ (i + 1 : ℕ) : ℝ) := by
    intro i hs hi
    interval_cases i
    · show ∑ k ∈ Finset.range (1 + 1), ((Nat.choose (0 + 1) k : ℕ) : ℝ) = (2 ^ (0 + 1 : ℕ) : ℝ)
      rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e1 : ((Nat.choose (0 + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((0 + 1 : ℕ)) (0) = 1 by decide)
      have e2 : ((Nat.choose (0 + 1) 1 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose ((0 + 1 : ℕ)) (1) = 1 by decide)
      have e3 : (2 : ℝ) ^ ((0 + 1 : ℕ)) = (2 : ℝ) := by norm_num
      linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * e1 + (1 : ℝ) * e2 + (-1 : ℝ) * e3
  exact Prover.sum_eq_of_telescoper_one_step_one (fun n k => ((Nat.choose (n + 1) k : ℕ) : ℝ)) (fun n k => ((-1) * ((Nat.choose (n + 1) k : ℕ) : ℝ) : ℝ)) (fun n => (-2 : ℝ)) (fun n => (1 : ℝ)) (fun n => (2 ^ (n + 1 : ℕ) : ℝ)) (fun n => (n + 1 : ℕ)) 0 0 (by norm_num) hu hct0 hct hlead hr hinit n (by omega)

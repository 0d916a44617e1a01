import Mathlib
import Prover

/-- The sum on the right, a real parameter and a truncating exponent `n - k` (exact in the
range): closed by `(…).symm`. -/
theorem swapped_binomial (x : ℝ) (n : ℕ) :
    (x - 1) ^ n = ∑ k ∈ Finset.range (n + 1), Nat.choose n k * x ^ k * (-1 : ℝ) ^ (n - k) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = 1 - x, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((1 - x) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) * ((-1) ^ (n - 0 : ℕ)))) + (1 * ((((Nat.choose (n + 1) 0 : ℕ) : ℝ) * (x ^ 0)) * ((-1) ^ ((n + 1) - 0 : ℕ)))) : ℝ) = ((-x) * ((((Nat.choose n 0 : ℕ) : ℝ) * (x ^ 0)) * ((-1) ^ (n - 0 : ℕ))) : ℝ) := by
    intro n
    have s3 := Prover.pow_step ((-1) : ℝ) ((n - 0 : ℕ)) (((n + 1) - 0 : ℕ)) (by omega)
    have s1 : ((Nat.choose n 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s2 : ((Nat.choose (n + 1) 0 : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) ((Nat.choose (n + 1) 0 : ℕ) : ℝ) * s3 + ((-1) : ℝ) ^ ((n - 0 : ℕ)) * s1 + (-1 : ℝ) * ((-1) : ℝ) ^ ((n - 0 : ℕ)) * s2
  have hct : ∀ n k : ℕ, k < n → (((1 - x) * ((((Nat.choose n (k + 1) : ℕ) : ℝ) * (x ^ (k + 1 : ℕ))) * ((-1) ^ (n - (k + 1) : ℕ)))) + (1 * ((((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) * (x ^ (k + 1 : ℕ))) * ((-1) ^ ((n + 1) - (k + 1) : ℕ)))) : ℝ) = (((-x) * ((((Nat.choose n (k + 1) : ℕ) : ℝ) * (x ^ (k + 1 : ℕ))) * ((-1) ^ (n - (k + 1) : ℕ)))) - ((-x) * ((((Nat.choose n k : ℕ) : ℝ) * (x ^ k)) * ((-1) ^ (n - k : ℕ)))) : ℝ) := by
    intro n k hk
    have s5 := Prover.pow_congr ((-1) : ℝ) (((n + 1) - (k + 1) : ℕ)) ((n - k : ℕ)) (by omega)
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    have s4 := Prover.pow_step (x : ℝ) (k) ((k + 1 : ℕ)) (by omega)
    have s6 := Prover.pow_step ((-1) : ℝ) ((n - (k + 1) : ℕ)) (((n + 1) - (k + 1) : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * x * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ))) * (((Nat.choose n k : ℕ) : ℝ) * (x : ℝ) ^ k) * s5 + (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ))) * ((x : ℝ) ^ ((k + 1 : ℕ)) * ((-1) : ℝ) ^ ((n - (k + 1) : ℕ))) * s1 + (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ))) * ((x : ℝ) ^ ((k + 1 : ℕ)) * ((-1) : ℝ) ^ (((n + 1) - (k + 1) : ℕ))) * s2 + (((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((x : ℝ) ^ ((k + 1 : ℕ)) * ((-1) : ℝ) ^ ((n - (k + 1) : ℕ))) + ((-1 : ℝ) * x * ((1 : ℝ) + (k : ℝ)) ^ 2) * (((-1) : ℝ) ^ (((n + 1) - (k + 1) : ℕ)) * (x : ℝ) ^ k)) * s3 + ((((1 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ ((n - (k + 1) : ℕ)) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) + ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * (((-1) : ℝ) ^ (((n + 1) - (k + 1) : ℕ)) * ((Nat.choose (n + 1) k : ℕ) : ℝ))) * s4 + (x * ((1 : ℝ) + (k : ℝ)) * ((k : ℝ) + ((-1 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + (k : ℝ) + ((-1 : ℝ) * (n : ℝ)))) * ((x : ℝ) ^ k * ((Nat.choose (n + 1) k : ℕ) : ℝ)) * s6
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℝ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((1 - x) * ((x - 1) ^ n)) + (1 * ((x - 1) ^ (n + 1 : ℕ))) : ℝ) = (((-x) * ((((Nat.choose n n : ℕ) : ℝ) * (x ^ n)) * ((-1) ^ (n - n : ℕ)))) + (1 * ((((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * (x ^ (n + 1 : ℕ))) * ((-1) ^ ((n + 1) - (n + 1) : ℕ)))) : ℝ) := by
    intro n hn
    have s1 := Prover.pow_congr ((-1) : ℝ) (0) ((n - n : ℕ)) (by omega)
    have s3 := Prover.pow_congr ((-1) : ℝ) (0) (((n + 1) - (n + 1) : ℕ)) (by omega)
    have s2 : ((-1) : ℝ) ^ 0 = (1 : ℝ) := by norm_num
    have s4 := Prover.pow_step ((x - 1 : ℝ) : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s7 := Prover.pow_step (x : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s5 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s6 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) x * (((Nat.choose n n : ℕ) : ℝ) * (x : ℝ) ^ n) * s1 + (-1 : ℝ) * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * (x : ℝ) ^ ((n + 1 : ℕ))) * s3 + (x * (((Nat.choose n n : ℕ) : ℝ) * (x : ℝ) ^ n) + (-1 : ℝ) * (((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * (x : ℝ) ^ ((n + 1 : ℕ)))) * s2 + (1 : ℝ) * s4 + (-1 : ℝ) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) * s7 + x * (x : ℝ) ^ n * s5 + ((-1 : ℝ) * x) * (x : ℝ) ^ n * s6
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), ((((Nat.choose i k : ℕ) : ℝ) * (x ^ k)) * ((-1) ^ (i - k : ℕ)) : ℝ) = ((x - 1) ^ i : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      have e2 : ((-1) : ℝ) ^ ((0 - 0 : ℕ)) = (1 : ℝ) := by norm_num
      linear_combination (norm := (push_cast; ring1)) ((-1) : ℝ) ^ ((0 - 0 : ℕ)) * e1 + (1 : ℝ) * e2
  exact (Prover.sum_eq_of_telescoper_one (fun n k => ((((Nat.choose n k : ℕ) : ℝ) * (x ^ k)) * ((-1) ^ (n - k : ℕ)) : ℝ)) (fun n k => ((-x) * ((((Nat.choose n k : ℕ) : ℝ) * (x ^ k)) * ((-1) ^ (n - k : ℕ))) : ℝ)) (fun n => (1 - x : ℝ)) (fun n => (1 : ℝ)) (fun n => ((x - 1) ^ n : ℝ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)).symm

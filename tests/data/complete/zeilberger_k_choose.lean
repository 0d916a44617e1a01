import Mathlib
import Prover

/-- A first-order Zeilberger recurrence: `Σ k·C(n,k) = n·2ⁿ/2`. -/
theorem zeilberger_k_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) * Nat.choose n k = n * 2 ^ n / 2 := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -2*n - 2, n.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, ((((-(2 * ((n : ℕ) : ℝ))) - 2) * (((0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ))) + (((n : ℕ) : ℝ) * (((0 : ℕ) : ℝ) * ((Nat.choose (n + 1) 0 : ℕ) : ℝ))) : ℝ) = ((((-((n : ℕ) : ℝ)) - 1) * (((0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ))) - (1 * (((0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ))) : ℝ) := by
    intro n
    linear_combination (norm := (push_cast; ring1)) 0
  have hct : ∀ n k : ℕ, k < n → ((((-(2 * ((n : ℕ) : ℝ))) - 2) * (((k + 1 : ℕ) : ℝ) * ((Nat.choose n (k + 1) : ℕ) : ℝ))) + (((n : ℕ) : ℝ) * (((k + 1 : ℕ) : ℝ) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ))) : ℝ) = (((((-((n : ℕ) : ℝ)) - 1) * (((k + 1 : ℕ) : ℝ) * ((Nat.choose n (k + 1) : ℕ) : ℝ))) - (1 * (((0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ)))) - ((((-((n : ℕ) : ℝ)) - 1) * (((k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ))) - (1 * (((0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ)))) : ℝ) := by
    intro n k hk
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (k : ℝ)) * ((1 : ℝ) + (n : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ)) ^ 2) * s1 + ((n : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ))) * s2 + ((-1 : ℝ) * (n : ℝ) * ((1 : ℝ) + (k : ℝ)) ^ 2 * ((1 : ℝ) + (n : ℝ))) * s3
  have hlead : ∀ n : ℕ, 1 ≤ n → ((n : ℕ) : ℝ) ≠ 0 := by
    intro n hn
    obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hn
    rw [show ((1 + t : ℕ) : ℝ) = ((1 : ℝ) + (t : ℝ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 1 ≤ n → ((((-(2 * ((n : ℕ) : ℝ))) - 2) * ((((n : ℕ) : ℝ) * (2 ^ n)) / 2)) + (((n : ℕ) : ℝ) * ((((n + 1 : ℕ) : ℝ) * (2 ^ (n + 1 : ℕ))) / 2)) : ℝ) = (((((-((n : ℕ) : ℝ)) - 1) * (((n : ℕ) : ℝ) * ((Nat.choose n n : ℕ) : ℝ))) - (1 * (((0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ)))) + (((n : ℕ) : ℝ) * (((n + 1 : ℕ) : ℝ) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ))) : ℝ) := by
    intro n hn
    have s1 := Prover.pow_step (2 : ℝ) (n) ((n + 1 : ℕ)) (by omega)
    have s2 : ((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    have s3 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.choose_self, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) ((1 / 2 : ℝ) * (n : ℝ) * ((1 : ℝ) + (n : ℝ))) * s1 + ((n : ℝ) * ((1 : ℝ) + (n : ℝ))) * s2 + ((-1 : ℝ) * (n : ℝ) * ((1 : ℝ) + (n : ℝ))) * s3
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 2 → ∑ k ∈ Finset.range (i + 1), (((k : ℕ) : ℝ) * ((Nat.choose i k : ℕ) : ℝ) : ℝ) = ((((i : ℕ) : ℝ) * (2 ^ i)) / 2 : ℝ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      linear_combination (norm := (push_cast; ring1)) 0
    · rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e2 : ((Nat.choose 1 1 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (1) (1) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (1 : ℝ) * e2
  exact Prover.sum_eq_of_telescoper_one (fun n k => (((k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ) : ℝ)) (fun n k => ((((-((n : ℕ) : ℝ)) - 1) * (((k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ))) - (1 * (((0 : ℕ) : ℝ) * ((Nat.choose n 0 : ℕ) : ℝ))) : ℝ)) (fun n => ((-(2 * ((n : ℕ) : ℝ))) - 2 : ℝ)) (fun n => ((n : ℕ) : ℝ)) (fun n => ((((n : ℕ) : ℝ) * (2 ^ n)) / 2 : ℝ)) 0 1 (by norm_num) hct0 hct hlead hr hinit n (by omega)

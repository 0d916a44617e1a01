import Mathlib
import Prover

/-- `∑ k² C(n,k) = n(n+1) 2^n / 4` for every n: the closed form of H takes the rational
factor `k²` out of the summand (H = S'·C(n, k)), else its denominator would hold `k`. -/
theorem k_sq_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) ^ 2 * Nat.choose n k = n * (n + 1) * 2 ^ n / 4 := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -2*n - 4, n.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, ((((-(2 * ((n : ℕ) : ℚ))) - 4) * ((((0 : ℕ) : ℚ) ^ 2) * ((Nat.choose n 0 : ℕ) : ℚ))) + (((n : ℕ) : ℚ) * ((((0 : ℕ) : ℚ) ^ 2) * ((Nat.choose (n + 1) 0 : ℕ) : ℚ))) : ℚ) = ((-(((0 : ℕ) : ℚ) * (((((0 : ℕ) : ℚ) * ((n : ℕ) : ℚ)) + (2 * ((0 : ℕ) : ℚ))) + 1))) * ((Nat.choose n 0 : ℕ) : ℚ) : ℚ) := by
    intro n
    linear_combination (norm := (push_cast; ring1)) 0
  have hct : ∀ n k : ℕ, k < n → ((((-(2 * ((n : ℕ) : ℚ))) - 4) * ((((k + 1 : ℕ) : ℚ) ^ 2) * ((Nat.choose n (k + 1) : ℕ) : ℚ))) + (((n : ℕ) : ℚ) * ((((k + 1 : ℕ) : ℚ) ^ 2) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℚ))) : ℚ) = (((-(((k + 1 : ℕ) : ℚ) * (((((k + 1 : ℕ) : ℚ) * ((n : ℕ) : ℚ)) + (2 * ((k + 1 : ℕ) : ℚ))) + 1))) * ((Nat.choose n (k + 1) : ℕ) : ℚ)) - ((-(((k : ℕ) : ℚ) * (((((k : ℕ) : ℚ) * ((n : ℕ) : ℚ)) + (2 * ((k : ℕ) : ℚ))) + 1))) * ((Nat.choose n k : ℕ) : ℚ)) : ℚ) := by
    intro n k hk
    have s1 := Prover.cast_choose_lower_step (α := ℚ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℚ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℚ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ)) * ((1 : ℚ) + (n : ℚ) + ((2 : ℚ) * (k : ℚ)) + ((k : ℚ) * (n : ℚ)))) * s1 + ((n : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + (n : ℚ))) * s2 + ((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((1 : ℚ) + (n : ℚ))) * s3
  have hlead : ∀ n : ℕ, 1 ≤ n → ((n : ℕ) : ℚ) ≠ 0 := by
    intro n hn
    obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hn
    rw [show ((1 + t : ℕ) : ℚ) = ((1 : ℚ) + (t : ℚ)) by push_cast <;> ring]
    positivity
  have hr : ∀ n : ℕ, 1 ≤ n → ((((-(2 * ((n : ℕ) : ℚ))) - 4) * (((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) + 1)) * (2 ^ n)) / 4)) + (((n : ℕ) : ℚ) * (((((n + 1 : ℕ) : ℚ) * (((n + 1 : ℕ) : ℚ) + 1)) * (2 ^ (n + 1 : ℕ))) / 4)) : ℚ) = (((-(((n : ℕ) : ℚ) * (((((n : ℕ) : ℚ) * ((n : ℕ) : ℚ)) + (2 * ((n : ℕ) : ℚ))) + 1))) * ((Nat.choose n n : ℕ) : ℚ)) + (((n : ℕ) : ℚ) * ((((n + 1 : ℕ) : ℚ) ^ 2) * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ))) : ℚ) := by
    intro n hn
    have s1 := Prover.pow_step (2 : ℚ) (n) ((n + 1 : ℕ)) (by omega)
    have s2 : ((Nat.choose n n : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s3 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) ((1 / 4 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * s1 + ((n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * s2 + ((-1 : ℚ) * (n : ℚ) * ((1 : ℚ) + (n : ℚ)) ^ 2) * s3
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 2 → ∑ k ∈ Finset.range (i + 1), ((((k : ℕ) : ℚ) ^ 2) * ((Nat.choose i k : ℕ) : ℚ) : ℚ) = (((((i : ℕ) : ℚ) * (((i : ℕ) : ℚ) + 1)) * (2 ^ i)) / 4 : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      linear_combination (norm := (push_cast; ring1)) 0
    · rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e2 : ((Nat.choose 1 1 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose (1) (1) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * e2
  exact Prover.sum_eq_of_telescoper_one (fun n k => ((((k : ℕ) : ℚ) ^ 2) * ((Nat.choose n k : ℕ) : ℚ) : ℚ)) (fun n k => ((-(((k : ℕ) : ℚ) * (((((k : ℕ) : ℚ) * ((n : ℕ) : ℚ)) + (2 * ((k : ℕ) : ℚ))) + 1))) * ((Nat.choose n k : ℕ) : ℚ) : ℚ)) (fun n => ((-(2 * ((n : ℕ) : ℚ))) - 4 : ℚ)) (fun n => ((n : ℕ) : ℚ)) (fun n => (((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) + 1)) * (2 ^ n)) / 4 : ℚ)) 0 1 (by norm_num) hct0 hct hlead hr hinit n (by omega)

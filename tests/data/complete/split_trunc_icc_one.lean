import Mathlib
import Prover

open Finset BigOperators

section
open BigOperators Nat Finset Real

theorem split_trunc_icc_one_case1 (m : ℕ) :
    (∑ k ∈ Finset.range (m + 1 : ℕ), ((1 + k) * (Nat.choose (m + 1) (1 + k))) : ℕ) = ((m + 1) * (2 ^ m) : ℕ) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -2*m - 4, m + 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ m : ℕ, ((((-(2 * ((m : ℕ) : ℚ))) - 4) * (((1 + 0) * (Nat.choose (m + 1) (1 + 0)) : ℕ) : ℚ)) + ((((m : ℕ) : ℚ) + 1) * (((1 + 0) * (Nat.choose ((m + 1) + 1) (1 + 0)) : ℕ) : ℚ)) : ℚ) = (((-((m : ℕ) : ℚ)) - 2) * (((1 + 0) * (Nat.choose (m + 1) (1 + 0)) : ℕ) : ℚ) : ℚ) := by
    intro m
    have s1 := Prover.cast_choose_congr (α := ℚ) ((m + 1 : ℕ)) ((m + 1 : ℕ)) (1) ((1 + 0 : ℕ)) (by omega) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℚ) ((m + 2 : ℕ)) (((m + 1) + 1 : ℕ)) (1) ((1 + 0 : ℕ)) (by omega) (by omega)
    have s2 : ((Nat.choose (m + 1) 1 : ℕ) : ℚ) = ((m + 1 : ℕ) : ℚ) := by rw [Nat.choose_one_right]
    have s4 : ((Nat.choose (m + 2) 1 : ℕ) : ℚ) = ((m + 2 : ℕ) : ℚ) := by rw [Nat.choose_one_right]
    linear_combination (norm := (push_cast; ring1)) ((-2 : ℚ) + ((-1 : ℚ) * (m : ℚ))) * s1 + ((1 : ℚ) + (m : ℚ)) * s3 + ((-2 : ℚ) + ((-1 : ℚ) * (m : ℚ))) * s2 + ((1 : ℚ) + (m : ℚ)) * s4
  have hct : ∀ m k : ℕ, k < m → ((((-(2 * ((m : ℕ) : ℚ))) - 4) * (((1 + (k + 1)) * (Nat.choose (m + 1) (1 + (k + 1))) : ℕ) : ℚ)) + ((((m : ℕ) : ℚ) + 1) * (((1 + (k + 1)) * (Nat.choose ((m + 1) + 1) (1 + (k + 1))) : ℕ) : ℚ)) : ℚ) = ((((-((m : ℕ) : ℚ)) - 2) * (((1 + (k + 1)) * (Nat.choose (m + 1) (1 + (k + 1))) : ℕ) : ℚ)) - (((-((m : ℕ) : ℚ)) - 2) * (((1 + k) * (Nat.choose (m + 1) (1 + k)) : ℕ) : ℚ)) : ℚ) := by
    intro m k hk
    have s1 := Prover.cast_choose_lower_step (α := ℚ) ((m + 1 : ℕ)) ((1 + k : ℕ)) ((1 + (k + 1) : ℕ)) (by omega)
    have s2 := Prover.cast_choose_upper_step (α := ℚ) ((m + 1 : ℕ)) ((m + 2 : ℕ)) ((1 + k : ℕ)) (by omega)
    have s4 := Prover.cast_choose_lower_step (α := ℚ) (((m + 1) + 1 : ℕ)) ((1 + k : ℕ)) ((1 + (k + 1) : ℕ)) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℚ) ((m + 2 : ℕ)) (((m + 1) + 1 : ℕ)) ((1 + k : ℕ)) ((1 + k : ℕ)) (by omega) (by omega)
    refine mul_left_cancel₀ (show (((2 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * ((2 : ℚ) + (k : ℚ)) ^ 2 * ((2 : ℚ) + (m : ℚ)) ^ 2) * s1 + ((-1 : ℚ) * ((2 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (m : ℚ))) * s2 + (((2 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (m : ℚ))) * s4 + ((-1 : ℚ) * ((2 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (m : ℚ)) * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (m : ℚ)))) * s3
  have hlead : ∀ m : ℕ, 0 ≤ m → (((m : ℕ) : ℚ) + 1 : ℚ) ≠ 0 := by
    intro m _
    rw [show (((m : ℕ) : ℚ) + 1 : ℚ) = ((1 : ℚ) + (m : ℚ)) by push_cast <;> ring]
    positivity
  have hr : ∀ m : ℕ, 0 ≤ m → ((((-(2 * ((m : ℕ) : ℚ))) - 4) * (((m + 1) * (2 ^ m) : ℕ) : ℚ)) + ((((m : ℕ) : ℚ) + 1) * ((((m + 1) + 1) * (2 ^ (m + 1 : ℕ)) : ℕ) : ℚ)) : ℚ) = ((((-((m : ℕ) : ℚ)) - 2) * (((1 + m) * (Nat.choose (m + 1) (1 + m)) : ℕ) : ℚ)) + ((((m : ℕ) : ℚ) + 1) * (((1 + (m + 1)) * (Nat.choose ((m + 1) + 1) (1 + (m + 1))) : ℕ) : ℚ)) : ℚ) := by
    intro m hn
    have s1 := Prover.pow_step (2 : ℚ) (m) ((m + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_congr (α := ℚ) ((m + 1 : ℕ)) ((m + 1 : ℕ)) ((m + 1 : ℕ)) ((1 + m : ℕ)) (by omega) (by omega)
    have s4 := Prover.cast_choose_congr (α := ℚ) ((m + 2 : ℕ)) (((m + 1) + 1 : ℕ)) ((m + 2 : ℕ)) ((1 + (m + 1) : ℕ)) (by omega) (by omega)
    have s3 : ((Nat.choose (m + 1) (m + 1) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s5 : ((Nat.choose (m + 2) (m + 2) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (((1 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (m : ℚ))) * s1 + (((1 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (m : ℚ))) * s2 + ((-1 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (m : ℚ))) * s4 + (((1 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (m : ℚ))) * s3 + ((-1 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((2 : ℚ) + (m : ℚ))) * s5
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), (((1 + k) * (Nat.choose (i + 1) (1 + k)) : ℕ) : ℚ) = (((i + 1) * (2 ^ i) : ℕ) : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose (0 + 1) (1 + 0) : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose ((0 + 1 : ℕ)) ((1 + 0 : ℕ)) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * e1
  have key : ∑ k ∈ Finset.range (m + 1), (((1 + k) * (Nat.choose (m + 1) (1 + k)) : ℕ) : ℚ) = (((m + 1) * (2 ^ m) : ℕ) : ℚ) := Prover.sum_eq_of_telescoper_one (fun m k => (((1 + k) * (Nat.choose (m + 1) (1 + k)) : ℕ) : ℚ)) (fun m k => (((-((m : ℕ) : ℚ)) - 2) * (((1 + k) * (Nat.choose (m + 1) (1 + k)) : ℕ) : ℚ) : ℚ)) (fun m => ((-(2 * ((m : ℕ) : ℚ))) - 4 : ℚ)) (fun m => (((m : ℕ) : ℚ) + 1 : ℚ)) (fun m => (((m + 1) * (2 ^ m) : ℕ) : ℚ)) 0 0 (by norm_num) hct0 hct hlead hr hinit m (by omega)
  exact_mod_cast key

end

/-- `∑_(1 ≤ k ≤ n) k C(n, k) = n 2^(n - 1)` over ℕ: `n - 1` truncates at `n = 0`; the case
`n = m + 1` sums over `Icc 1 (m + 1)`, which the WZ compiler does not take: its lemma is over
`range (m + 1)` (`Prover.sum_Icc_eq_sum_Ico_succ`, then `Finset.sum_Ico_eq_sum_range`). -/
theorem split_trunc_icc_one (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, k * Nat.choose n k = n * 2 ^ (n - 1) := by
  rcases Nat.lt_or_ge n 1 with hsplit | hsplit
  · interval_cases n
    · decide
  · obtain ⟨m, rfl⟩ : ∃ m, n = (m + 1 : ℕ) := ⟨n - 1, by omega⟩
    rw [show ((m + 1) - 1 : ℕ) = (m : ℕ) by omega, Prover.sum_Icc_eq_sum_Ico_succ _ (1 : ℕ) ((m + 1 : ℕ) : ℕ), Finset.sum_Ico_eq_sum_range _ (1 : ℕ) (((m + 1) + 1 : ℕ) : ℕ), show (((m + 1) + 1) - 1 : ℕ) = ((m + 1 : ℕ) : ℕ) by omega]
    exact split_trunc_icc_one_case1 m

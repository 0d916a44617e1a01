import Mathlib
import Prover

section
open BigOperators Nat Finset Real

theorem split_difference_low_shift_case0 (m : ℕ) (r : ℕ) :
    (∑ k ∈ Finset.range (m + 1 : ℕ), (((Nat.choose (r + m) (r + k)) * (Nat.choose (r + k) r)) * (2 ^ (r + k : ℕ))) : ℕ) = (((2 ^ r) * (3 ^ m)) * (Nat.choose (r + m) r) : ℕ) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -3*m - 3*r - 3, m + 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ m : ℕ, (((((-(3 * ((r : ℕ) : ℚ))) - (3 * ((m : ℕ) : ℚ))) - 3) * ((((Nat.choose (r + m) (r + 0)) * (Nat.choose (r + 0) r)) * (2 ^ (r + 0 : ℕ)) : ℕ) : ℚ)) + ((((m : ℕ) : ℚ) + 1) * ((((Nat.choose (r + (m + 1)) (r + 0)) * (Nat.choose (r + 0) r)) * (2 ^ (r + 0 : ℕ)) : ℕ) : ℚ)) : ℚ) = ((((-(2 * ((r : ℕ) : ℚ))) - (2 * ((m : ℕ) : ℚ))) - 2) * ((((Nat.choose (r + m) (r + 0)) * (Nat.choose (r + 0) r)) * (2 ^ (r + 0 : ℕ)) : ℕ) : ℚ) : ℚ) := by
    intro m
    have s1 := Prover.cast_choose_upper_step (α := ℚ) ((r + m : ℕ)) ((r + (m + 1) : ℕ)) ((r + 0 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (m : ℚ) + (r : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) + ((-1 : ℚ) * (m : ℚ)) + ((-1 : ℚ) * (r : ℚ))) * (((Nat.choose (r + 0) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + 0 : ℕ))) * s1
  have hct : ∀ m k : ℕ, k < m → (((((-(3 * ((r : ℕ) : ℚ))) - (3 * ((m : ℕ) : ℚ))) - 3) * ((((Nat.choose (r + m) (r + (k + 1))) * (Nat.choose (r + (k + 1)) r)) * (2 ^ (r + (k + 1) : ℕ)) : ℕ) : ℚ)) + ((((m : ℕ) : ℚ) + 1) * ((((Nat.choose (r + (m + 1)) (r + (k + 1))) * (Nat.choose (r + (k + 1)) r)) * (2 ^ (r + (k + 1) : ℕ)) : ℕ) : ℚ)) : ℚ) = (((((-(2 * ((r : ℕ) : ℚ))) - (2 * ((m : ℕ) : ℚ))) - 2) * ((((Nat.choose (r + m) (r + (k + 1))) * (Nat.choose (r + (k + 1)) r)) * (2 ^ (r + (k + 1) : ℕ)) : ℕ) : ℚ)) - ((((-(2 * ((r : ℕ) : ℚ))) - (2 * ((m : ℕ) : ℚ))) - 2) * ((((Nat.choose (r + m) (r + k)) * (Nat.choose (r + k) r)) * (2 ^ (r + k : ℕ)) : ℕ) : ℚ)) : ℚ) := by
    intro m k hk
    have s1 := Prover.cast_choose_lower_step (α := ℚ) ((r + m : ℕ)) ((r + k : ℕ)) ((r + (k + 1) : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℚ) ((r + (m + 1) : ℕ)) ((k + r : ℕ)) ((r + (k + 1) : ℕ)) (by omega)
    have s4 := Prover.cast_choose_upper_step (α := ℚ) ((r + m : ℕ)) ((r + (m + 1) : ℕ)) ((r + k : ℕ)) (by omega)
    have s5 := Prover.cast_choose_upper_step (α := ℚ) ((r + k : ℕ)) ((r + (k + 1) : ℕ)) (r) (by omega)
    have s6 := Prover.pow_step (2 : ℚ) ((r + k : ℕ)) ((r + (k + 1) : ℕ)) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℚ) ((r + (m + 1) : ℕ)) ((r + (m + 1) : ℕ)) ((k + r : ℕ)) ((r + k : ℕ)) (by omega) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (k : ℚ) + (r : ℚ)) * ((1 : ℚ) + (k : ℚ) + (r : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ)) * ((1 : ℚ) + (k : ℚ) + (r : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ) + (r : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ) + (r : ℚ)) ^ 2) * (((Nat.choose (r + (k + 1)) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + (k + 1) : ℕ))) * s1 + (((1 : ℚ) + (k : ℚ) + (r : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * (((Nat.choose (r + (k + 1)) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + (k + 1) : ℕ))) * s2 + ((((1 : ℚ) + (k : ℚ) + (r : ℚ)) ^ 2 * ((k : ℚ) + ((-1 : ℚ) * (m : ℚ))) * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * (((Nat.choose (r + (k + 1)) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + (k + 1) : ℕ))) + ((-2 : ℚ) * ((1 : ℚ) + (k : ℚ) + (r : ℚ)) ^ 3 * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * (((Nat.choose (r + k) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + k : ℕ)))) * s4 + ((2 : ℚ) * ((1 : ℚ) + (k : ℚ) + (r : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ) + (r : ℚ)) * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (m : ℚ)))) * ((2 : ℚ) ^ ((r + k : ℕ)) * ((Nat.choose (r + (m + 1)) (r + k) : ℕ) : ℚ)) * s5 + (((-1 : ℚ) * ((1 : ℚ) + (k : ℚ) + (r : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ)) * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (m : ℚ)))) * (((Nat.choose (r + (k + 1)) r : ℕ) : ℚ) * ((Nat.choose (r + (m + 1)) (k + r) : ℕ) : ℚ)) + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ) + (r : ℚ)) ^ 2 * ((k : ℚ) + ((-1 : ℚ) * (m : ℚ))) * ((1 : ℚ) + (m : ℚ) + (r : ℚ)) * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (m : ℚ)))) * (((Nat.choose (r + (k + 1)) r : ℕ) : ℚ) * ((Nat.choose (r + (m + 1)) (r + k) : ℕ) : ℚ))) * s6 + ((2 : ℚ) * ((1 : ℚ) + (k : ℚ) + (r : ℚ)) ^ 2 * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ)) * ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (m : ℚ)))) * (((Nat.choose (r + (k + 1)) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + k : ℕ))) * s3
  have hlead : ∀ m : ℕ, 0 ≤ m → (((m : ℕ) : ℚ) + 1 : ℚ) ≠ 0 := by
    intro m _
    rw [show (((m : ℕ) : ℚ) + 1 : ℚ) = ((1 : ℚ) + (m : ℚ)) by push_cast <;> ring]
    positivity
  have hr : ∀ m : ℕ, 0 ≤ m → (((((-(3 * ((r : ℕ) : ℚ))) - (3 * ((m : ℕ) : ℚ))) - 3) * ((((2 ^ r) * (3 ^ m)) * (Nat.choose (r + m) r) : ℕ) : ℚ)) + ((((m : ℕ) : ℚ) + 1) * ((((2 ^ r) * (3 ^ (m + 1 : ℕ))) * (Nat.choose (r + (m + 1)) r) : ℕ) : ℚ)) : ℚ) = (((((-(2 * ((r : ℕ) : ℚ))) - (2 * ((m : ℕ) : ℚ))) - 2) * ((((Nat.choose (r + m) (r + m)) * (Nat.choose (r + m) r)) * (2 ^ (r + m : ℕ)) : ℕ) : ℚ)) + ((((m : ℕ) : ℚ) + 1) * ((((Nat.choose (r + (m + 1)) (r + (m + 1))) * (Nat.choose (r + (m + 1)) r)) * (2 ^ (r + (m + 1) : ℕ)) : ℕ) : ℚ)) : ℚ) := by
    intro m hn
    have s1 := Prover.pow_step (3 : ℚ) (m) ((m + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_upper_step (α := ℚ) ((r + m : ℕ)) ((r + (m + 1) : ℕ)) (r) (by omega)
    have s7 := Prover.pow_step (2 : ℚ) ((r + m : ℕ)) ((r + (m + 1) : ℕ)) (by omega)
    have s3 := Prover.cast_choose_congr (α := ℚ) ((m + r : ℕ)) ((r + m : ℕ)) ((m + r : ℕ)) ((r + m : ℕ)) (by omega) (by omega)
    have s5 := Prover.cast_choose_congr (α := ℚ) (((m + r) + 1 : ℕ)) ((r + (m + 1) : ℕ)) (((m + r) + 1 : ℕ)) ((r + (m + 1) : ℕ)) (by omega) (by omega)
    have s4 : ((Nat.choose (m + r) (m + r) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s6 : ((Nat.choose ((m + r) + 1) ((m + r) + 1) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    refine mul_left_cancel₀ (show (((1 : ℚ) + (m : ℚ) + (r : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * ((2 : ℚ) ^ r * ((Nat.choose (r + (m + 1)) r : ℕ) : ℚ)) * s1 + (((-3 : ℚ) + ((-3 : ℚ) * (m : ℚ)) + ((-3 : ℚ) * (r : ℚ))) * ((2 : ℚ) ^ r * (3 : ℚ) ^ m) + ((2 : ℚ) + ((2 : ℚ) * (m : ℚ)) + ((2 : ℚ) * (r : ℚ))) * (((Nat.choose (r + m) (r + m) : ℕ) : ℚ) * (2 : ℚ) ^ ((r + m : ℕ)))) * s2 + ((-1 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * (((Nat.choose (r + (m + 1)) r : ℕ) : ℚ) * ((Nat.choose (r + (m + 1)) (r + (m + 1)) : ℕ) : ℚ)) * s7 + ((2 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * (((Nat.choose (r + (m + 1)) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + m : ℕ))) * s3 + ((-2 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * (((Nat.choose (r + (m + 1)) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + m : ℕ))) * s5 + ((2 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * (((Nat.choose (r + (m + 1)) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + m : ℕ))) * s4 + ((-2 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((1 : ℚ) + (m : ℚ) + (r : ℚ))) * (((Nat.choose (r + (m + 1)) r : ℕ) : ℚ) * (2 : ℚ) ^ ((r + m : ℕ))) * s6
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), ((((Nat.choose (r + i) (r + k)) * (Nat.choose (r + k) r)) * (2 ^ (r + k : ℕ)) : ℕ) : ℚ) = ((((2 ^ r) * (3 ^ i)) * (Nat.choose (r + i) r) : ℕ) : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 := Prover.cast_choose_congr (α := ℚ) ((r + 0 : ℕ)) ((r + 0 : ℕ)) ((r + 0 : ℕ)) (r) (by omega) (by omega)
      have e4 := Prover.pow_congr (2 : ℚ) ((r + 0 : ℕ)) (r) (by omega)
      have e2 := Prover.cast_choose_congr (α := ℚ) (r) ((r + 0 : ℕ)) (r) ((r + 0 : ℕ)) (by omega) (by omega)
      have e3 : ((Nat.choose r r : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
      linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * (2 : ℚ) ^ r + (((Nat.choose (r + 0) (r + 0) : ℕ) : ℚ) * (2 : ℚ) ^ ((r + 0 : ℕ)))) * e1 + (-1 : ℚ) * ((Nat.choose (r + 0) (r + 0) : ℕ) : ℚ) * e4 + ((-1 : ℚ) * (2 : ℚ) ^ ((r + 0 : ℕ)) + (((Nat.choose (r + 0) (r + 0) : ℕ) : ℚ) * (2 : ℚ) ^ ((r + 0 : ℕ))) + ((2 : ℚ) ^ ((r + 0 : ℕ)) * ((Nat.choose r r : ℕ) : ℚ))) * e2 + ((2 : ℚ) ^ ((r + 0 : ℕ)) * ((Nat.choose r r : ℕ) : ℚ)) * e3
  have key : ∑ k ∈ Finset.range (m + 1), ((((Nat.choose (r + m) (r + k)) * (Nat.choose (r + k) r)) * (2 ^ (r + k : ℕ)) : ℕ) : ℚ) = ((((2 ^ r) * (3 ^ m)) * (Nat.choose (r + m) r) : ℕ) : ℚ) := Prover.sum_eq_of_telescoper_one (fun m k => ((((Nat.choose (r + m) (r + k)) * (Nat.choose (r + k) r)) * (2 ^ (r + k : ℕ)) : ℕ) : ℚ)) (fun m k => ((((-(2 * ((r : ℕ) : ℚ))) - (2 * ((m : ℕ) : ℚ))) - 2) * ((((Nat.choose (r + m) (r + k)) * (Nat.choose (r + k) r)) * (2 ^ (r + k : ℕ)) : ℕ) : ℚ) : ℚ)) (fun m => (((-(3 * ((r : ℕ) : ℚ))) - (3 * ((m : ℕ) : ℚ))) - 3 : ℚ)) (fun m => (((m : ℕ) : ℚ) + 1 : ℚ)) (fun m => ((((2 ^ r) * (3 ^ m)) * (Nat.choose (r + m) r) : ℕ) : ℚ)) 0 0 (by norm_num) hct0 hct hlead hr hinit m (by omega)
  exact_mod_cast key

end

/-- LC-test test_003_1: the case `n = r + m` of the difference split sums up to `r + m`, and
every term below `k = r` has the factor `C(k, r) = 0`: its lemma sums from `k = r` on, up to
the new variable (`Prover.sum_range_eq_of_low_zero`); in the case `r = n + 1 + m` every
term vanishes (`Prover.sum_range_eq_zero_of_low`). -/
theorem split_difference_low_shift {n r : ℕ} :
    ∑ k ∈ Finset.range (n + 1), Nat.choose n k * Nat.choose k r * 2 ^ k =
      2 ^ r * 3 ^ (n - r) * Nat.choose n r := by
  rcases Nat.lt_or_ge n r with hsplit | hsplit
  · obtain ⟨m, rfl⟩ : ∃ m, r = ((n + 1) + m : ℕ) := ⟨r - (n + 1), by omega⟩
    have hz1 : ((∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose n k) * (Nat.choose k ((n + 1) + m))) * (2 ^ k)) : ℕ) : ℕ) = (0 : ℕ) := Prover.sum_range_eq_zero_of_low _ (((n + 1) + m : ℕ)) ((n + 1 : ℕ)) (by omega) (fun k hk => by simp [Nat.choose_eq_zero_of_lt hk])
    have hz2 : ((n - ((n + 1) + m) : ℕ) : ℕ) = (0 : ℕ) := by omega
    have hz3 : (Nat.choose n ((n + 1) + m) : ℕ) = (0 : ℕ) := Nat.choose_eq_zero_of_lt (by omega)
    rw [hz1, hz2, hz3]
    all_goals simp
  · obtain ⟨m, rfl⟩ : ∃ m, n = (r + m : ℕ) := ⟨n - r, by omega⟩
    rw [show ((r + m) - r : ℕ) = (m : ℕ) by omega]
    rw [Prover.sum_range_eq_of_low_zero _ (r) ((m + 1 : ℕ)) (((r + m) + 1 : ℕ)) (by omega)]
    · exact split_difference_low_shift_case0 m r
    · intro k hk
      simp [Nat.choose_eq_zero_of_lt hk]

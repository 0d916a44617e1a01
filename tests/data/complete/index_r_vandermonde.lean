import Mathlib
import Prover

/-- Vandermonde's convolution in ℕ, summed over `r` with a parameter named `k`: the closing
application's sum index meets the parameter (no capture), and the initial value has the
closed argument `0 - 0`. -/
theorem index_r_vandermonde (n m k : ℕ) :
    ∑ r ∈ Finset.range (k + 1), Nat.choose n r * Nat.choose m (k - r) = Nat.choose (n + m) k := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = k - m - n, k + 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ k : ℕ, ((((((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) - ((m : ℕ) : ℚ)) * (((Nat.choose n 0) * (Nat.choose m (k - 0)) : ℕ) : ℚ)) + ((((k : ℕ) : ℚ) + 1) * (((Nat.choose n 0) * (Nat.choose m ((k + 1) - 0)) : ℕ) : ℚ)) : ℚ) = ((((0 : ℕ) : ℚ) - ((n : ℕ) : ℚ)) * (((Nat.choose n 0) * (Nat.choose m (k - 0)) : ℕ) : ℚ) : ℚ) := by
    intro k
    have s2 := Prover.cast_choose_lower_step (α := ℚ) (m) ((k - 0 : ℕ)) (((k + 1) - 0 : ℕ)) (by omega)
    have s1 : ((Nat.choose n 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s3 := Nat.cast_sub (R := ℚ) (show 0 ≤ k by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + ((k - 0 : ℕ) : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((1 : ℚ) + (k : ℚ)) * ((Nat.choose n 0 : ℕ) : ℚ) * s2 + (((k : ℚ) * ((1 : ℚ) + (m : ℚ))) * ((Nat.choose m (k - 0) : ℕ) : ℚ) + ((-1 : ℚ) + ((-1 : ℚ) * (m : ℚ))) * (((Nat.choose m (k - 0) : ℕ) : ℚ) * ((k - 0 : ℕ) : ℚ))) * s1 + ((-1 : ℚ) + ((-1 : ℚ) * (m : ℚ))) * ((Nat.choose m (k - 0) : ℕ) : ℚ) * s3
  have hct : ∀ k r : ℕ, r < k → ((((((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) - ((m : ℕ) : ℚ)) * (((Nat.choose n (r + 1)) * (Nat.choose m (k - (r + 1))) : ℕ) : ℚ)) + ((((k : ℕ) : ℚ) + 1) * (((Nat.choose n (r + 1)) * (Nat.choose m ((k + 1) - (r + 1))) : ℕ) : ℚ)) : ℚ) = (((((r + 1 : ℕ) : ℚ) - ((n : ℕ) : ℚ)) * (((Nat.choose n (r + 1)) * (Nat.choose m (k - (r + 1))) : ℕ) : ℚ)) - ((((r : ℕ) : ℚ) - ((n : ℕ) : ℚ)) * (((Nat.choose n r) * (Nat.choose m (k - r)) : ℕ) : ℚ)) : ℚ) := by
    intro k r hk
    have s2 := Prover.cast_choose_congr (α := ℚ) (m) (m) (((k + 1) - (r + 1) : ℕ)) ((k - r : ℕ)) (by omega) (by omega)
    have s1 := Prover.cast_choose_lower_step (α := ℚ) (n) (r) ((r + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_lower_step (α := ℚ) (m) ((k - (r + 1) : ℕ)) (((k + 1) - (r + 1) : ℕ)) (by omega)
    have s4 := Nat.cast_sub (R := ℚ) (show (r + 1 : ℕ) ≤ k by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (r : ℚ)) * ((1 : ℚ) + ((k - (r + 1) : ℕ) : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((-1 : ℚ) * ((1 : ℚ) + (r : ℚ)) * ((n : ℚ) + ((-1 : ℚ) * (r : ℚ)))) * ((Nat.choose n r : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (r : ℚ)) * ((n : ℚ) + ((-1 : ℚ) * (r : ℚ)))) * (((Nat.choose n r : ℕ) : ℚ) * ((k - (r + 1) : ℕ) : ℚ))) * s2 + (((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (m : ℚ)) + ((-1 : ℚ) * (r : ℚ))) * ((Nat.choose m (k - (r + 1)) : ℕ) : ℚ) + ((1 : ℚ) + (k : ℚ)) * ((Nat.choose m ((k + 1) - (r + 1)) : ℕ) : ℚ) + ((-1 : ℚ) + (k : ℚ) + ((-1 : ℚ) * (m : ℚ)) + ((-1 : ℚ) * (r : ℚ))) * (((Nat.choose m (k - (r + 1)) : ℕ) : ℚ) * ((k - (r + 1) : ℕ) : ℚ)) + ((1 : ℚ) + (k : ℚ)) * (((Nat.choose m ((k + 1) - (r + 1)) : ℕ) : ℚ) * ((k - (r + 1) : ℕ) : ℚ))) * s1 + (((k : ℚ) + ((-1 : ℚ) * (r : ℚ))) * ((n : ℚ) + ((-1 : ℚ) * (r : ℚ)))) * ((Nat.choose n r : ℕ) : ℚ) * s3 + ((-1 : ℚ) * ((1 : ℚ) + (m : ℚ)) * ((n : ℚ) + ((-1 : ℚ) * (r : ℚ)))) * (((Nat.choose m (k - (r + 1)) : ℕ) : ℚ) * ((Nat.choose n r : ℕ) : ℚ)) * s4
  have hlead : ∀ k : ℕ, 0 ≤ k → (((k : ℕ) : ℚ) + 1 : ℚ) ≠ 0 := by
    intro k _
    rw [show (((k : ℕ) : ℚ) + 1 : ℚ) = ((1 : ℚ) + (k : ℚ)) by push_cast <;> ring]
    positivity
  have hr : ∀ k : ℕ, 0 ≤ k → ((((((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) - ((m : ℕ) : ℚ)) * ((Nat.choose (n + m) k : ℕ) : ℚ)) + ((((k : ℕ) : ℚ) + 1) * ((Nat.choose (n + m) (k + 1) : ℕ) : ℚ)) : ℚ) = (((((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) * (((Nat.choose n k) * (Nat.choose m (k - k)) : ℕ) : ℚ)) + ((((k : ℕ) : ℚ) + 1) * (((Nat.choose n (k + 1)) * (Nat.choose m ((k + 1) - (k + 1))) : ℕ) : ℚ)) : ℚ) := by
    intro k hn
    have s3 := Prover.cast_choose_congr (α := ℚ) (m) (m) ((k - k : ℕ)) (((k + 1) - (k + 1) : ℕ)) (by omega) (by omega)
    have s1 := Prover.cast_choose_lower_step (α := ℚ) ((n + m : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℚ) (n) (k) ((k + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3) * ((Nat.choose n (k + 1) : ℕ) : ℚ) * s3 + ((1 : ℚ) + (k : ℚ)) ^ 2 * s1 + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2) * ((Nat.choose m (k - k) : ℕ) : ℚ) * s2
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ r ∈ Finset.range (i + 1), (((Nat.choose n r) * (Nat.choose m (i - r)) : ℕ) : ℚ) = ((Nat.choose (n + m) i : ℕ) : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e2 := Prover.cast_choose_congr (α := ℚ) (m) (m) (0) ((0 - 0 : ℕ)) (by omega) (by omega)
      have e4 := Prover.cast_choose_congr (α := ℚ) ((m + n : ℕ)) ((n + m : ℕ)) (0) (0) (by omega) (by omega)
      have e1 : ((Nat.choose n 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
      have e3 : ((Nat.choose m 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
      have e5 : ((Nat.choose (m + n) 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
      linear_combination (norm := (push_cast; ring1)) ((Nat.choose n 0 : ℕ) : ℚ) * e2 + (-1 : ℚ) * e4 + ((Nat.choose m 0 : ℕ) : ℚ) * e1 + (1 : ℚ) * e3 + (-1 : ℚ) * e5
  have key : ∑ r ∈ Finset.range (k + 1), (((Nat.choose n r) * (Nat.choose m (k - r)) : ℕ) : ℚ) = ((Nat.choose (n + m) k : ℕ) : ℚ) := Prover.sum_eq_of_telescoper_one (fun k r => (((Nat.choose n r) * (Nat.choose m (k - r)) : ℕ) : ℚ)) (fun k r => ((((r : ℕ) : ℚ) - ((n : ℕ) : ℚ)) * (((Nat.choose n r) * (Nat.choose m (k - r)) : ℕ) : ℚ) : ℚ)) (fun k => ((((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) - ((m : ℕ) : ℚ) : ℚ)) (fun k => (((k : ℕ) : ℚ) + 1 : ℚ)) (fun k => ((Nat.choose (n + m) k : ℕ) : ℚ)) 0 0 (by norm_num) hct0 hct hlead hr hinit k (by omega)
  exact_mod_cast key

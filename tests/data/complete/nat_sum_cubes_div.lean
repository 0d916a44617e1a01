import Mathlib
import Prover

section
open BigOperators Nat Finset Real

theorem nat_sum_cubes_div_exact (n : ℕ) :
    (∑ k ∈ Finset.range (n + 1 : ℕ), (((k : ℕ) : ℚ) ^ 3) : ℚ) = (((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) + 1)) / 2) ^ 2 : ℚ) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (((k + 1 : ℕ) : ℚ) ^ 3 : ℚ) = ((((((k + 1 : ℕ) : ℚ) ^ 2) / ((4 * ((k + 1 : ℕ) : ℚ)) + 4)) * ((((k + 1) + 1 : ℕ) : ℚ) ^ 3)) - (((((k : ℕ) : ℚ) ^ 2) / ((4 * ((k : ℕ) : ℚ)) + 4)) * (((k + 1 : ℕ) : ℚ) ^ 3)) : ℚ) := by
    intro k
    have s1 := mul_inv_cancel₀ (show (((4 * ((k + 1 : ℕ) : ℚ)) + 4 : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show (((4 * ((k : ℕ) : ℚ)) + 4 : ℚ) : ℚ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((4 : ℚ) * ((2 : ℚ) + (k : ℚ))) * ((4 : ℚ) * ((1 : ℚ) + (k : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-4 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((2 : ℚ) + (k : ℚ)) ^ 3) * s1 + ((4 : ℚ) * (k : ℚ) ^ 2 * ((1 : ℚ) + (k : ℚ)) ^ 3 * ((2 : ℚ) + (k : ℚ))) * s2
  have hclosed : ((((0 : ℕ) : ℚ) ^ 3) + ((((((n : ℕ) : ℚ) ^ 2) / ((4 * ((n : ℕ) : ℚ)) + 4)) * (((n + 1 : ℕ) : ℚ) ^ 3)) - (((((0 : ℕ) : ℚ) ^ 2) / ((4 * ((0 : ℕ) : ℚ)) + 4)) * (((0 + 1 : ℕ) : ℚ) ^ 3))) : ℚ) = (((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) + 1)) / 2) ^ 2 : ℚ) := by
    have s1 := mul_inv_cancel₀ (show (((4 * ((n : ℕ) : ℚ)) + 4 : ℚ) : ℚ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((4 : ℚ) * ((1 : ℚ) + (n : ℚ))) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((n : ℚ) ^ 2 * ((1 : ℚ) + (n : ℚ)) ^ 3) * s1
  exact (Prover.sum_range_succ_eq_of_step (fun k => (((k : ℕ) : ℚ) ^ 3 : ℚ)) (fun k => (((((k : ℕ) : ℚ) ^ 2) / ((4 * ((k : ℕ) : ℚ)) + 4)) * (((k + 1 : ℕ) : ℚ) ^ 3) : ℚ)) hstep n).trans hclosed

end

/-- `∑_(k ≤ n) k³ = (n (n + 1) / 2)²` over ℕ (brokenmath-originals sum_cubes): the ℚ identity
is a lemma compiled from its certificate; by parity `n = 2m + r` the division under the power
is a polynomial in `m` (`Nat.div_eq_of_eq_mul_left`, `ring`), then the cast. -/
theorem nat_sum_cubes_div (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k ^ 3 = (n * (n + 1) / 2) ^ 2 := by
  obtain ⟨m, rfl | rfl⟩ := Nat.even_or_odd' n
  · rw [show ((((2 * m) * ((2 * m) + 1)) / 2 : ℕ) : ℕ) = (((2 * (m ^ 2)) + m : ℕ) : ℕ) from Nat.div_eq_of_eq_mul_left (by norm_num) (by ring)]
    have hq := nat_sum_cubes_div_exact ((2 * m : ℕ))
    have hc : (((∑ k ∈ Finset.range ((2 * m) + 1 : ℕ), (k ^ 3) : ℕ) : ℕ) : ℚ) = (((((2 * (m ^ 2)) + m) ^ 2 : ℕ) : ℕ) : ℚ) := by
      linear_combination (norm := (push_cast; ring1)) hq
    exact_mod_cast hc
  · rw [show (((((2 * m) + 1) * (((2 * m) + 1) + 1)) / 2 : ℕ) : ℕ) = ((((2 * (m ^ 2)) + (3 * m)) + 1 : ℕ) : ℕ) from Nat.div_eq_of_eq_mul_left (by norm_num) (by ring)]
    have hq := nat_sum_cubes_div_exact (((2 * m) + 1 : ℕ))
    have hc : (((∑ k ∈ Finset.range (((2 * m) + 1) + 1 : ℕ), (k ^ 3) : ℕ) : ℕ) : ℚ) = ((((((2 * (m ^ 2)) + (3 * m)) + 1) ^ 2 : ℕ) : ℕ) : ℚ) := by
      linear_combination (norm := (push_cast; ring1)) hq
    exact_mod_cast hc

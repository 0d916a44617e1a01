import Mathlib
import Prover

open BigOperators Nat Finset Real

section
open BigOperators Nat Finset Real

theorem pieces_row_plus_one_piece1 (n : ℕ) :
    (∑ k ∈ Finset.range (n + 1 : ℕ), ((Nat.choose n k : ℕ) : ℚ) : ℚ) = ((((2 ^ n) + ((n : ℕ) : ℚ)) + 1) - (1 + ((n : ℕ) : ℚ)) : ℚ) := by
  /- wzprove proof (complete): creative telescoping of order 1 (A = B, ch. 6),
     closed by Prover.sum_eq_of_telescoper_one; telescoper a = -2, 1.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hct0 : ∀ n : ℕ, (((-2) * ((Nat.choose n 0 : ℕ) : ℚ)) + (1 * ((Nat.choose (n + 1) 0 : ℕ) : ℚ)) : ℚ) = ((-1) * ((Nat.choose n 0 : ℕ) : ℚ) : ℚ) := by
    intro n
    have s1 : ((Nat.choose n 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    have s2 : ((Nat.choose (n + 1) 0 : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_zero_right, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (-1 : ℚ) * s1 + (1 : ℚ) * s2
  have hct : ∀ n k : ℕ, k < n → (((-2) * ((Nat.choose n (k + 1) : ℕ) : ℚ)) + (1 * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℚ)) : ℚ) = (((-1) * ((Nat.choose n (k + 1) : ℕ) : ℚ)) - ((-1) * ((Nat.choose n k : ℕ) : ℚ)) : ℚ) := by
    intro n k hk
    have s1 := Prover.cast_choose_lower_step (α := ℚ) (n) (k) ((k + 1 : ℕ)) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℚ) ((n + 1 : ℕ)) (k) ((k + 1 : ℕ)) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℚ) (n) ((n + 1 : ℕ)) (k) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ))) * s1 + (((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ))) * s2 + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((1 : ℚ) + (n : ℚ))) * s3
  have hlead : ∀ n : ℕ, 0 ≤ n → (1 : ℚ) ≠ 0 := by
    intro n _
    positivity
  have hr : ∀ n : ℕ, 0 ≤ n → (((-2) * ((((2 ^ n) + ((n : ℕ) : ℚ)) + 1) - (1 + ((n : ℕ) : ℚ)))) + (1 * ((((2 ^ (n + 1 : ℕ)) + ((n + 1 : ℕ) : ℚ)) + 1) - (1 + ((n + 1 : ℕ) : ℚ)))) : ℚ) = (((-1) * ((Nat.choose n n : ℕ) : ℚ)) + (1 * ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ)) : ℚ) := by
    intro n hn
    have s1 := Prover.pow_step (2 : ℚ) (n) ((n + 1 : ℕ)) (by omega)
    have s2 : ((Nat.choose n n : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    have s3 : ((Nat.choose (n + 1) (n + 1) : ℕ) : ℚ) = (1 : ℚ) := by rw [Nat.choose_self, Nat.cast_one]
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (1 : ℚ) * s2 + (-1 : ℚ) * s3
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 1 → ∑ k ∈ Finset.range (i + 1), ((Nat.choose i k : ℕ) : ℚ) = ((((2 ^ i) + ((i : ℕ) : ℚ)) + 1) - (1 + ((i : ℕ) : ℚ)) : ℚ) := by
    intro i hs hi
    interval_cases i
    · rw [Finset.sum_range_one]
      have e1 : ((Nat.choose 0 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose (0) (0) = 1 by decide)
      linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * e1
  exact Prover.sum_eq_of_telescoper_one (fun n k => ((Nat.choose n k : ℕ) : ℚ)) (fun n k => ((-1) * ((Nat.choose n k : ℕ) : ℚ) : ℚ)) (fun n => (-2 : ℚ)) (fun n => (1 : ℚ)) (fun n => ((((2 ^ n) + ((n : ℕ) : ℚ)) + 1) - (1 + ((n : ℕ) : ℚ)) : ℚ)) 0 0 (by norm_num) hct0 hct hlead hr hinit n (by omega)

theorem pieces_row_plus_one_piece2 (n : ℕ) :
    (∑ k ∈ Finset.range (n + 1 : ℕ), 1 : ℚ) = (1 + ((n : ℕ) : ℚ) : ℚ) := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (1 : ℚ) = (((((k + 1 : ℕ) : ℚ) + 1) * 1) - ((((k : ℕ) : ℚ) + 1) * 1) : ℚ) := by
    intro k
    linear_combination (norm := (push_cast; ring1)) 0
  have hclosed : (1 + (((((n : ℕ) : ℚ) + 1) * 1) - ((((0 : ℕ) : ℚ) + 1) * 1)) : ℚ) = (1 + ((n : ℕ) : ℚ) : ℚ) := by
    linear_combination (norm := (push_cast; ring1)) 0
  exact (Prover.sum_range_succ_eq_of_step (fun k => (1 : ℚ)) (fun k => ((((k : ℕ) : ℚ) + 1) * 1 : ℚ)) hstep n).trans hclosed

end

/- wzprove proof (complete): the summand split into pieces (Finset.sum_add_distrib),
   each piece's lemma compiled from its certificate and replayed; the split and the
   combination re-read and checked exactly in Python; no Lean kernel here. -/
theorem pieces_row_plus_one (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), ((n.choose k : ℚ) + 1) = 2 ^ n + n + 1 := by
  have h1 : (∑ k ∈ Finset.range (n + 1 : ℕ), ((Nat.choose n k : ℕ) : ℚ) : ℚ) = ((((2 ^ n) + ((n : ℕ) : ℚ)) + 1) - (1 + ((n : ℕ) : ℚ)) : ℚ) := pieces_row_plus_one_piece1 n
  have h2 : (∑ k ∈ Finset.range (n + 1 : ℕ), 1 : ℚ) = (1 + ((n : ℕ) : ℚ) : ℚ) := pieces_row_plus_one_piece2 n
  have hsplit : (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose n k : ℕ) : ℚ) + 1) : ℚ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), ((Nat.choose n k : ℕ) : ℚ) : ℚ) + (∑ k ∈ Finset.range (n + 1 : ℕ), 1 : ℚ) : ℚ) := by
    rw [← Finset.sum_add_distrib]
    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)
  have key : (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.choose n k : ℕ) : ℚ) + 1) : ℚ) = (((2 ^ n) + ((n : ℕ) : ℚ)) + 1 : ℚ) := by
    linear_combination (norm := (push_cast; ring1)) hsplit + h1 + h2
  exact key

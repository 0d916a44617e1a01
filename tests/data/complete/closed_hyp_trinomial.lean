import Mathlib
import Prover

open Nat

section
open BigOperators Nat Finset Real

theorem closed_hyp_trinomial_case0_case0 (q : ℕ) (m : ℕ) (j : ℕ) :
    ((Nat.choose ((m + j) + q) (m + j)) * (Nat.choose (m + j) m) : ℕ) = ((Nat.choose ((m + j) + q) ((m + j) - m)) * (Nat.choose ((((m + j) + q) - (m + j)) + m) m) : ℕ) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : (((Nat.choose ((m + j) + q) (m + j) : ℕ) : ℚ) * ((Nat.choose (m + j) m : ℕ) : ℚ) : ℚ) = (((Nat.choose ((m + j) + q) ((m + j) - m) : ℕ) : ℚ) * ((Nat.choose ((((m + j) + q) - (m + j)) + m) m : ℕ) : ℚ) : ℚ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℚ) (((m + j) + q : ℕ)) ((m + j : ℕ)) (q) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℚ) ((m + j : ℕ)) (m) (j) (by omega)
    have s3 := Prover.cast_choose_mul_factorial (α := ℚ) (((m + j) + q : ℕ)) (((m + j) - m : ℕ)) ((m + q : ℕ)) (by omega)
    have s4 := Prover.cast_choose_mul_factorial (α := ℚ) (((((m + j) + q) - (m + j)) + m : ℕ)) (m) (q) (by omega)
    have s5 := Prover.cast_factorial_congr (α := ℚ) (j) (((m + j) - m : ℕ)) (by omega)
    have s6 := Prover.cast_factorial_congr (α := ℚ) ((m + q : ℕ)) (((((m + j) + q) - (m + j)) + m : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial q : ℕ) : ℚ) * ((Nat.factorial (m + j) : ℕ) : ℚ)) * (((Nat.factorial j : ℕ) : ℚ) * ((Nat.factorial m : ℕ) : ℚ)) * (((Nat.factorial ((m + j) - m) : ℕ) : ℚ) * ((Nat.factorial (m + q) : ℕ) : ℚ)) * (((Nat.factorial q : ℕ) : ℚ) * ((Nat.factorial m : ℕ) : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((Nat.choose (m + j) m : ℕ) : ℚ) * ((Nat.factorial ((m + j) - m) : ℕ) : ℚ) * ((Nat.factorial q : ℕ) : ℚ) * ((Nat.factorial j : ℕ) : ℚ) * ((Nat.factorial (m + q) : ℕ) : ℚ) * ((Nat.factorial m : ℕ) : ℚ) ^ 2) * s1 + (((Nat.factorial ((m + j) - m) : ℕ) : ℚ) * ((Nat.factorial q : ℕ) : ℚ) * ((Nat.factorial ((m + j) + q) : ℕ) : ℚ) * ((Nat.factorial m : ℕ) : ℚ) * ((Nat.factorial (m + q) : ℕ) : ℚ)) * s2 + (-1 : ℚ) * (((Nat.choose ((((m + j) + q) - (m + j)) + m) m : ℕ) : ℚ) * ((Nat.factorial (m + j) : ℕ) : ℚ) * ((Nat.factorial j : ℕ) : ℚ) * ((Nat.factorial q : ℕ) : ℚ) ^ 2 * ((Nat.factorial m : ℕ) : ℚ) ^ 2) * s3 + (-1 : ℚ) * (((Nat.factorial q : ℕ) : ℚ) * ((Nat.factorial (m + j) : ℕ) : ℚ) * ((Nat.factorial ((m + j) + q) : ℕ) : ℚ) * ((Nat.factorial j : ℕ) : ℚ) * ((Nat.factorial m : ℕ) : ℚ)) * s4 + (((Nat.factorial q : ℕ) : ℚ) * ((Nat.factorial (m + j) : ℕ) : ℚ) * ((Nat.factorial ((m + j) + q) : ℕ) : ℚ) * ((Nat.factorial m : ℕ) : ℚ) * ((Nat.factorial (m + q) : ℕ) : ℚ)) * s5 + (-1 : ℚ) * (((Nat.factorial q : ℕ) : ℚ) * ((Nat.factorial (m + j) : ℕ) : ℚ) * ((Nat.factorial ((m + j) + q) : ℕ) : ℚ) * ((Nat.factorial j : ℕ) : ℚ) * ((Nat.factorial m : ℕ) : ℚ)) * s6
  exact_mod_cast key

theorem closed_hyp_trinomial_case0 (n : ℕ) (m : ℕ) (j : ℕ) (hc1 : (m + j : ℕ) ≤ n) :
    ((Nat.choose n (m + j)) * (Nat.choose (m + j) m) : ℕ) = ((Nat.choose n ((m + j) - m)) * (Nat.choose ((n - (m + j)) + m) m) : ℕ) := by
  obtain ⟨q, rfl⟩ : ∃ q, n = ((m + j) + q : ℕ) := ⟨(n - (m + j) : ℕ), by omega⟩
  exact closed_hyp_trinomial_case0_case0 q m j

end

theorem closed_hyp_trinomial (n m k : ℕ) (hmk : m ≤ k) (hkn : k ≤ n) :
    Nat.choose n k * Nat.choose k m = Nat.choose n (k - m) * Nat.choose (n - k + m) m := by
  obtain ⟨j, rfl⟩ : ∃ j, k = (m + j : ℕ) := ⟨(k - m : ℕ), by omega⟩
  exact closed_hyp_trinomial_case0 n m j hkn

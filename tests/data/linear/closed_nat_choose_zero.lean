import Mathlib
import Prover

open BigOperators Nat Finset Real

theorem closed_nat_choose_zero (n : ℕ) : choose n (2 * n + 2) = 0 := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.choose n ((2 * n) + 2) : ℕ) : ℚ) = (0 : ℚ) := by
    have s1 := Prover.cast_choose_eq_zero_of_eq_add (α := ℚ) (n) (((2 * n) + 2 : ℕ)) ((n + 1 : ℕ)) (by omega)
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1
  exact_mod_cast key

import Mathlib
import Prover

open BigOperators Nat Finset Real

theorem closed_asc_desc_factorial (n : ℕ) : (n + 2).descFactorial 2 = (n + 1).ascFactorial 2 := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((Nat.descFactorial (n + 2) 2 : ℕ) : ℚ) = ((Nat.ascFactorial (n + 1) 2 : ℕ) : ℚ) := by
    have s1 := Prover.cast_descFactorial_two (α := ℚ) ((n + 2 : ℕ))
    have s2 := Prover.cast_ascFactorial_two (α := ℚ) ((n + 1 : ℕ))
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (-1 : ℚ) * s2
  exact_mod_cast key

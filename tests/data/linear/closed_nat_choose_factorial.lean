import Mathlib
import Prover

open BigOperators Nat Finset Real

theorem closed_nat_choose_factorial (i j : ℕ) :
    (i + j + 1).choose (j + 1) * i ! * (j + 1) ! = (i + (j + 1))! := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : ((((Nat.choose ((i + j) + 1) (j + 1) : ℕ) : ℚ) * ((Nat.factorial i : ℕ) : ℚ)) * ((Nat.factorial (j + 1) : ℕ) : ℚ) : ℚ) = ((Nat.factorial (i + (j + 1)) : ℕ) : ℚ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℚ) (((i + j) + 1 : ℕ)) ((j + 1 : ℕ)) (i) (by omega)
    have s2 := Prover.cast_factorial_congr (α := ℚ) ((i + (j + 1) : ℕ)) (((i + j) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial i : ℕ) : ℚ) * ((Nat.factorial (j + 1) : ℕ) : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((Nat.factorial i : ℕ) : ℚ) * ((Nat.factorial (j + 1) : ℕ) : ℚ)) * s1 + (((Nat.factorial i : ℕ) : ℚ) * ((Nat.factorial (j + 1) : ℕ) : ℚ)) * s2
  exact_mod_cast key

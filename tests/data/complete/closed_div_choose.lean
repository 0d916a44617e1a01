import Mathlib
import Prover

open Nat

section
open BigOperators Nat Finset Real

theorem closed_div_choose_mul (n : ℕ) :
    ((Nat.choose (n + 3) 3) * ((Nat.factorial 3) * (Nat.factorial n)) : ℕ) = Nat.factorial (n + 3) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : (((Nat.choose (n + 3) 3 : ℕ) : ℚ) * (((Nat.factorial 3 : ℕ) : ℚ) * ((Nat.factorial n : ℕ) : ℚ)) : ℚ) = ((Nat.factorial (n + 3) : ℕ) : ℚ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℚ) ((n + 3 : ℕ)) (3) (n) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial 3 : ℕ) : ℚ) * ((Nat.factorial n : ℕ) : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((Nat.factorial 3 : ℕ) : ℚ) * ((Nat.factorial n : ℕ) : ℚ)) * s1
  exact_mod_cast key

end

theorem closed_div_choose (n : ℕ) (hn : 3 ≤ n) : Nat.choose n 3 = n ! / (3! * (n - 3)!) := by
  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 3 := ⟨n - 3, by omega⟩
  rw [show ((n + 3) - 3 : ℕ) = (n : ℕ) by omega]
  exact (Nat.div_eq_of_eq_mul_left (by positivity) (closed_div_choose_mul n).symm).symm

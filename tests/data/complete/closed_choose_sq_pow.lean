import Mathlib
import Prover

/-- A closed sum (method `evaluation`): the row 4 of squared binomials weighted by 2^k. -/
theorem closed_choose_sq_pow :
    ∑ k ∈ Finset.range 5, (Nat.choose 4 k : ℚ) ^ 2 * 2 ^ k = 321 := by
  /- wzprove proof (complete): the closed sum written out by Finset.sum_range_succ and
     its value; each value and the linear_combination's coefficients were computed and
     checked exactly in Python and replayed from this text; no Lean kernel has checked
     this file here. -/
  have hval : (∑ k ∈ Finset.range 5, ((((Nat.choose 4 k : ℕ) : ℚ) ^ 2) * (2 ^ k)) : ℚ) = (321 : ℚ) := by
    rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_one]
    have e1 : ((Nat.choose 4 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose (4) (0) = 1 by decide)
    have e2 : ((Nat.choose 4 1 : ℕ) : ℚ) = (4 : ℚ) := by exact_mod_cast (show Nat.choose (4) (1) = 4 by decide)
    have e3 : ((Nat.choose 4 2 : ℕ) : ℚ) = (6 : ℚ) := by exact_mod_cast (show Nat.choose (4) (2) = 6 by decide)
    have e4 : ((Nat.choose 4 3 : ℕ) : ℚ) = (4 : ℚ) := by exact_mod_cast (show Nat.choose (4) (3) = 4 by decide)
    have e5 : ((Nat.choose 4 4 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.choose (4) (4) = 1 by decide)
    linear_combination (norm := (push_cast; ring1)) ((1 : ℚ) + ((Nat.choose 4 0 : ℕ) : ℚ)) * e1 + ((8 : ℚ) + (2 : ℚ) * ((Nat.choose 4 1 : ℕ) : ℚ)) * e2 + ((24 : ℚ) + (4 : ℚ) * ((Nat.choose 4 2 : ℕ) : ℚ)) * e3 + ((32 : ℚ) + (8 : ℚ) * ((Nat.choose 4 3 : ℕ) : ℚ)) * e4 + ((16 : ℚ) + (16 : ℚ) * ((Nat.choose 4 4 : ℕ) : ℚ)) * e5
  exact hval

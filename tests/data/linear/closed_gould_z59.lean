import Mathlib
import Prover

open BigOperators Nat Finset Real

theorem closed_gould_z59 (x n : ℕ) :
    (Nat.choose (x + n) n : ℝ) * (Nat.choose (2 * x + 2 * n) (x + n)) =
      (Nat.choose (x + 2 * n) n) * (Nat.choose (2 * x + 2 * n) x) := by
  /- wzprove proof (complete): a closed form; each binomial is tied to factorials by a
     Prover lemma, the linear_combination was computed and checked exactly in Python and
     replayed from this text; no Lean kernel has checked this file here. -/
  have key : (((Nat.choose (x + n) n : ℕ) : ℝ) * ((Nat.choose ((2 * x) + (2 * n)) (x + n) : ℕ) : ℝ) : ℝ) = (((Nat.choose (x + (2 * n)) n : ℕ) : ℝ) * ((Nat.choose ((2 * x) + (2 * n)) x : ℕ) : ℝ) : ℝ) := by
    have s1 := Prover.cast_choose_mul_factorial (α := ℝ) ((x + n : ℕ)) (n) (x) (by omega)
    have s2 := Prover.cast_choose_mul_factorial (α := ℝ) (((2 * x) + (2 * n) : ℕ)) ((x + n : ℕ)) ((n + x : ℕ)) (by omega)
    have s3 := Prover.cast_choose_mul_factorial (α := ℝ) ((x + (2 * n) : ℕ)) (n) ((n + x : ℕ)) (by omega)
    have s4 := Prover.cast_choose_mul_factorial (α := ℝ) (((2 * x) + (2 * n) : ℕ)) (x) ((x + (2 * n) : ℕ)) (by omega)
    refine mul_left_cancel₀ (show ((((Nat.factorial x : ℕ) : ℝ) * ((Nat.factorial n : ℕ) : ℝ)) * (((Nat.factorial (x + n) : ℕ) : ℝ) * ((Nat.factorial (n + x) : ℕ) : ℝ)) * (((Nat.factorial n : ℕ) : ℝ) * ((Nat.factorial (n + x) : ℕ) : ℝ)) * (((Nat.factorial x : ℕ) : ℝ) * ((Nat.factorial (x + (2 * n)) : ℕ) : ℝ)) : ℝ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (((Nat.choose ((2 * x) + (2 * n)) (x + n) : ℕ) : ℝ) * ((Nat.factorial x : ℕ) : ℝ) * ((Nat.factorial n : ℕ) : ℝ) * ((Nat.factorial (x + n) : ℕ) : ℝ) * ((Nat.factorial (x + (2 * n)) : ℕ) : ℝ) * ((Nat.factorial (n + x) : ℕ) : ℝ) ^ 2) * s1 + (((Nat.factorial x : ℕ) : ℝ) * ((Nat.factorial n : ℕ) : ℝ) * ((Nat.factorial (x + n) : ℕ) : ℝ) * ((Nat.factorial (n + x) : ℕ) : ℝ) * ((Nat.factorial (x + (2 * n)) : ℕ) : ℝ)) * s2 + (-1 : ℝ) * (((Nat.choose ((2 * x) + (2 * n)) x : ℕ) : ℝ) * ((Nat.factorial n : ℕ) : ℝ) * ((Nat.factorial (x + n) : ℕ) : ℝ) * ((Nat.factorial (n + x) : ℕ) : ℝ) * ((Nat.factorial (x + (2 * n)) : ℕ) : ℝ) * ((Nat.factorial x : ℕ) : ℝ) ^ 2) * s3 + (-1 : ℝ) * (((Nat.factorial x : ℕ) : ℝ) * ((Nat.factorial n : ℕ) : ℝ) * ((Nat.factorial (x + n) : ℕ) : ℝ) * ((Nat.factorial (n + x) : ℕ) : ℝ) * ((Nat.factorial (x + (2 * n)) : ℕ) : ℝ)) * s4
  exact key

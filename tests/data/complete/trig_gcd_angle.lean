import Mathlib
import Prover
open Real Finset

/-- Gould 1.27's cosine companion at the angle `3x`: the angles `3x` and `3x/2` are `2U`
and `U` for the base angle `U = 3x/2` (the gcd of their multiples of `x`), not `6` and `3`
times `x/2` (no multiple-angle fact). -/
theorem trig_gcd_angle (x : ℝ) (n : ℕ) :
  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.cos (3 * k * x) =
  2^n * (Real.cos (3 * x / 2)) ^ n * Real.cos (3 * n * x / 2) := by
  /- wzprove proof (complete): the binomial theorem with de Moivre's formula,
     Prover.binomial_cos (1 + a·e^(iθ) = ρ·e^(iφ): h1, h2 by linear_combination over
     multiple-angle facts). Every step was checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have t1 : Real.cos ((3 * x : ℝ)) = 2 * Real.cos (3 * x / 2) ^ 2 - 1 := (congrArg Real.cos (show ((3 * x : ℝ) : ℝ) = 2 * (3 * x / 2) by ring)).trans (Real.cos_two_mul (3 * x / 2))
  have t2 : Real.sin ((3 * x : ℝ)) = 2 * Real.sin (3 * x / 2) * Real.cos (3 * x / 2) := (congrArg Real.sin (show ((3 * x : ℝ) : ℝ) = 2 * (3 * x / 2) by ring)).trans (Real.sin_two_mul (3 * x / 2))
  have h1 : 1 + ((1 : ℝ)) * Real.cos (3 * x) = ((2 : ℝ) * (Real.cos ((3 * x) / 2) : ℝ)) * Real.cos (3 * x / 2) := by
    linear_combination (1 : ℝ) * t1
  have h2 : ((1 : ℝ)) * Real.sin (3 * x) = ((2 : ℝ) * (Real.cos ((3 * x) / 2) : ℝ)) * Real.sin (3 * x / 2) := by
    linear_combination (1 : ℝ) * t2
  have e1 : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.cos (3 * k * x) = ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * ((1 : ℝ)) ^ k * Real.cos ((k : ℝ) * (3 * x)) := by
    refine Finset.sum_congr rfl (fun k _ => ?_)
    rw [show (((3 * ((k : ℕ) : ℝ)) * x : ℝ) : ℝ) = ((k : ℝ) * (3 * x) : ℝ) by ring, _root_.one_pow k] <;> ring
  have e2 : ((2 : ℝ) * (Real.cos ((3 * x) / 2) : ℝ)) ^ n * Real.cos ((n : ℝ) * (3 * x / 2)) = 2^n * (Real.cos (3 * x / 2)) ^ n * Real.cos (3 * n * x / 2) := by
    rw [show ((n : ℝ) * (3 * x / 2) : ℝ) = ((((3 * ((n : ℕ) : ℝ)) * x) / 2 : ℝ) : ℝ) by ring, _root_.mul_pow ((2 : ℝ)) (Real.cos ((3 * x) / 2) : ℝ) n] <;> ring
  exact e1.trans ((Prover.binomial_cos ((1 : ℝ)) (3 * x) ((2 : ℝ) * (Real.cos ((3 * x) / 2) : ℝ)) (3 * x / 2) h1 h2 n).trans e2)

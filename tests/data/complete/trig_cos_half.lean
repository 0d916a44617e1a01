import Mathlib
import Prover
open Real Finset

/-- The cosine companion of Gould 1.27, the half angle written `1 / 2 * x` on the right
(a fact `cos (1 / 2 * x) = cos (x / 2)` by `congrArg`). -/
theorem trig_cos_half (x : ℝ) (n : ℕ) :
  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.cos (k * x) =
  2^n * Real.cos (n * x / 2) * (Real.cos (1 / 2 * x)) ^ n := by
  /- wzprove proof (complete): the binomial theorem with de Moivre's formula,
     Prover.binomial_cos (1 + a·e^(iθ) = ρ·e^(iφ): h1, h2 by linear_combination over
     multiple-angle facts). Every step was checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have t1 : Real.cos (x) = 2 * Real.cos (x / 2) ^ 2 - 1 := (congrArg Real.cos (show (x : ℝ) = 2 * (x / 2) by ring)).trans (Real.cos_two_mul (x / 2))
  have t2 : Real.cos (((1 / 2) * x : ℝ)) = Real.cos (x / 2) := (congrArg Real.cos (show (((1 / 2) * x : ℝ) : ℝ) = (x / 2) by ring))
  have t3 : Real.sin (x) = 2 * Real.sin (x / 2) * Real.cos (x / 2) := (congrArg Real.sin (show (x : ℝ) = 2 * (x / 2) by ring)).trans (Real.sin_two_mul (x / 2))
  have h1 : 1 + ((1 : ℝ)) * Real.cos (x) = ((2 : ℝ) * (Real.cos ((1 / 2) * x) : ℝ)) * Real.cos (x / 2) := by
    linear_combination (1 : ℝ) * t1 + ((-2 : ℝ) * (Real.cos (x / 2) : ℝ)) * t2
  have h2 : ((1 : ℝ)) * Real.sin (x) = ((2 : ℝ) * (Real.cos ((1 / 2) * x) : ℝ)) * Real.sin (x / 2) := by
    linear_combination ((-2 : ℝ) * (Real.sin (x / 2) : ℝ)) * t2 + (1 : ℝ) * t3
  have e1 : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.cos (k * x) = ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * ((1 : ℝ)) ^ k * Real.cos ((k : ℝ) * (x)) := by
    refine Finset.sum_congr rfl (fun k _ => ?_)
    rw [_root_.one_pow k] <;> ring
  have e2 : ((2 : ℝ) * (Real.cos ((1 / 2) * x) : ℝ)) ^ n * Real.cos ((n : ℝ) * (x / 2)) = 2^n * Real.cos (n * x / 2) * (Real.cos (1 / 2 * x)) ^ n := by
    rw [show ((n : ℝ) * (x / 2) : ℝ) = (((((n : ℕ) : ℝ) * x) / 2 : ℝ) : ℝ) by ring, _root_.mul_pow ((2 : ℝ)) (Real.cos ((1 / 2) * x) : ℝ) n] <;> ring
  exact e1.trans ((Prover.binomial_cos ((1 : ℝ)) (x) ((2 : ℝ) * (Real.cos ((1 / 2) * x) : ℝ)) (x / 2) h1 h2 n).trans e2)

import Mathlib
import Prover
open Real Finset

/-- Gould 1.27 with `ρ = 2 cos (x/2)` written `2 cos (x/2) (sin² (x/2) + cos² (x/2))`: the
conditions need `Real.sin_sq_add_cos_sq`. -/
theorem trig_pythagoras (x : ℝ) (n : ℕ) :
  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.sin (k * x) =
  (2 * Real.cos (x / 2) * (Real.sin (x / 2) ^ 2 + Real.cos (x / 2) ^ 2)) ^ n * Real.sin (n * x / 2) := by
  /- wzprove proof (complete): the binomial theorem with de Moivre's formula,
     Prover.binomial_sin (1 + a·e^(iθ) = ρ·e^(iφ): h1, h2 by linear_combination over
     multiple-angle facts). Every step was checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have tp : Real.sin (x / 2) ^ 2 + Real.cos (x / 2) ^ 2 = 1 := Real.sin_sq_add_cos_sq (x / 2)
  have t1 : Real.cos (x) = 2 * Real.cos (x / 2) ^ 2 - 1 := (congrArg Real.cos (show (x : ℝ) = 2 * (x / 2) by ring)).trans (Real.cos_two_mul (x / 2))
  have t2 : Real.sin (x) = 2 * Real.sin (x / 2) * Real.cos (x / 2) := (congrArg Real.sin (show (x : ℝ) = 2 * (x / 2) by ring)).trans (Real.sin_two_mul (x / 2))
  have h1 : 1 + ((1 : ℝ)) * Real.cos (x) = (((2 * (Real.cos (x / 2) : ℝ)) * (((Real.sin (x / 2) : ℝ) ^ 2) + ((Real.cos (x / 2) : ℝ) ^ 2)) : ℝ)) * Real.cos (x / 2) := by
    linear_combination (1 : ℝ) * t1 + ((-2 : ℝ) * (Real.cos (x / 2) : ℝ) ^ 2) * tp
  have h2 : ((1 : ℝ)) * Real.sin (x) = (((2 * (Real.cos (x / 2) : ℝ)) * (((Real.sin (x / 2) : ℝ) ^ 2) + ((Real.cos (x / 2) : ℝ) ^ 2)) : ℝ)) * Real.sin (x / 2) := by
    linear_combination (1 : ℝ) * t2 + ((-2 : ℝ) * (Real.cos (x / 2) : ℝ) * (Real.sin (x / 2) : ℝ)) * tp
  have e1 : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.sin (k * x) = ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * ((1 : ℝ)) ^ k * Real.sin ((k : ℝ) * (x)) := by
    refine Finset.sum_congr rfl (fun k _ => ?_)
    rw [_root_.one_pow k] <;> ring
  have e2 : (((2 * (Real.cos (x / 2) : ℝ)) * (((Real.sin (x / 2) : ℝ) ^ 2) + ((Real.cos (x / 2) : ℝ) ^ 2)) : ℝ)) ^ n * Real.sin ((n : ℝ) * (x / 2)) = (2 * Real.cos (x / 2) * (Real.sin (x / 2) ^ 2 + Real.cos (x / 2) ^ 2)) ^ n * Real.sin (n * x / 2) := by
    rw [show ((n : ℝ) * (x / 2) : ℝ) = (((((n : ℕ) : ℝ) * x) / 2 : ℝ) : ℝ) by ring] <;> ring
  exact e1.trans ((Prover.binomial_sin ((1 : ℝ)) (x) (((2 * (Real.cos (x / 2) : ℝ)) * (((Real.sin (x / 2) : ℝ) ^ 2) + ((Real.cos (x / 2) : ℝ) ^ 2)) : ℝ)) (x / 2) h1 h2 n).trans e2)

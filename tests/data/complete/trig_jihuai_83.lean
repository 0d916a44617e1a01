import Mathlib
import Prover
open Real Finset

/-- LCI Jihuai_identity_83: ∑ (-1)^k C(n,k) 2^k cos^k(x/2) sin(kx/2) = (-1)^n sin(nx). -/
theorem trig_jihuai_83 (n : ℕ) (x : ℝ) :
  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k * n.choose k * 2^k * (cos (x / 2))^k * sin (k * x / 2) =
  (-1)^n * sin (n * x) := by
  /- wzprove proof (complete): the binomial theorem with de Moivre's formula,
     Prover.binomial_sin (1 + a·e^(iθ) = ρ·e^(iφ): h1, h2 by linear_combination over
     multiple-angle facts). Every step was checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have t1 : Real.cos (x) = 2 * Real.cos (x / 2) ^ 2 - 1 := (congrArg Real.cos (show (x : ℝ) = 2 * (x / 2) by ring)).trans (Real.cos_two_mul (x / 2))
  have t2 : Real.sin (x) = 2 * Real.sin (x / 2) * Real.cos (x / 2) := (congrArg Real.sin (show (x : ℝ) = 2 * (x / 2) by ring)).trans (Real.sin_two_mul (x / 2))
  have h1 : 1 + ((-1 : ℝ) * (2 : ℝ) * (Real.cos (x / 2) : ℝ)) * Real.cos (x / 2) = ((-1 : ℝ)) * Real.cos (x) := by
    linear_combination (1 : ℝ) * t1
  have h2 : ((-1 : ℝ) * (2 : ℝ) * (Real.cos (x / 2) : ℝ)) * Real.sin (x / 2) = ((-1 : ℝ)) * Real.sin (x) := by
    linear_combination (1 : ℝ) * t2
  have e1 : ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k * n.choose k * 2^k * (cos (x / 2))^k * sin (k * x / 2) = ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * ((-1 : ℝ) * (2 : ℝ) * (Real.cos (x / 2) : ℝ)) ^ k * Real.sin ((k : ℝ) * (x / 2)) := by
    refine Finset.sum_congr rfl (fun k _ => ?_)
    rw [show (((((k : ℕ) : ℝ) * x) / 2 : ℝ) : ℝ) = ((k : ℝ) * (x / 2) : ℝ) by ring, _root_.mul_pow ((-1 : ℝ) * (2 : ℝ)) (Real.cos (x / 2) : ℝ) k, _root_.mul_pow ((-1 : ℝ)) (2 : ℝ) k] <;> ring
  have e2 : ((-1 : ℝ)) ^ n * Real.sin ((n : ℝ) * (x)) = (-1)^n * sin (n * x) := by
    ring
  exact e1.trans ((Prover.binomial_sin ((-1 : ℝ) * (2 : ℝ) * (Real.cos (x / 2) : ℝ)) (x / 2) ((-1 : ℝ)) (x) h1 h2 n).trans e2)

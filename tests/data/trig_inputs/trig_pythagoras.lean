import Mathlib
open Real Finset

/-- Gould 1.27 with `ρ = 2 cos (x/2)` written `2 cos (x/2) (sin² (x/2) + cos² (x/2))`: the
conditions need `Real.sin_sq_add_cos_sq`. -/
theorem trig_pythagoras (x : ℝ) (n : ℕ) :
  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.sin (k * x) =
  (2 * Real.cos (x / 2) * (Real.sin (x / 2) ^ 2 + Real.cos (x / 2) ^ 2)) ^ n * Real.sin (n * x / 2) := by
  sorry

import Mathlib
open Real Finset

/-- Gould 1.27's cosine companion at the angle `3x`: the angles `3x` and `3x/2` are `2U`
and `U` for the base angle `U = 3x/2` (the gcd of their multiples of `x`), not `6` and `3`
times `x/2` (no multiple-angle fact). -/
theorem trig_gcd_angle (x : ℝ) (n : ℕ) :
  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.cos (3 * k * x) =
  2^n * (Real.cos (3 * x / 2)) ^ n * Real.cos (3 * n * x / 2) := by
  sorry

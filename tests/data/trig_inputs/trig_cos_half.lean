import Mathlib
open Real Finset

/-- The cosine companion of Gould 1.27, the half angle written `1 / 2 * x` on the right
(a fact `cos (1 / 2 * x) = cos (x / 2)` by `congrArg`). -/
theorem trig_cos_half (x : ℝ) (n : ℕ) :
  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.cos (k * x) =
  2^n * Real.cos (n * x / 2) * (Real.cos (1 / 2 * x)) ^ n := by
  sorry

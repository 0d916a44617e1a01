import Mathlib
open Real Finset

/-- LCI Gould_identity_1_27: ∑ C(n,k) sin(kx) = 2^n sin(nx/2) cos^n(x/2). -/
theorem trig_gould_1_27 {x : ℝ}(n : ℕ) :
  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.sin (k * x) =
  2^n * Real.sin (n * x / 2) * (Real.cos (x / 2)) ^ n := by
  sorry

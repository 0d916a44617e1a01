import Mathlib
open Real Finset

/-- LCI Jihuai_identity_83: ∑ (-1)^k C(n,k) 2^k cos^k(x/2) sin(kx/2) = (-1)^n sin(nx). -/
theorem trig_jihuai_83 (n : ℕ) (x : ℝ) :
  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k * n.choose k * 2^k * (cos (x / 2))^k * sin (k * x / 2) =
  (-1)^n * sin (n * x) := by
  sorry

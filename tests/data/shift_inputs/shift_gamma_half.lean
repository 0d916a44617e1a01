import Mathlib

/-- `√π (2n)! = 4^n n! Γ(n + 1/2)` (LCI Gould_identity_Z_39; linearity form "closed forms,
no sum"): `Real.sqrt`, `Real.pi` and `Real.Gamma`. -/
theorem shift_gamma_half (n : ℕ) :
  Real.sqrt Real.pi * (2 * n).factorial = 4 ^ n * n.factorial * Real.Gamma (n + 1 / 2) := by
  sorry

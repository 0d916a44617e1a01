import Mathlib

/-- `C(-1/2, n) = (-1)^n C(2n, n) 4^(-n)` (LCI Gould_identity_Z_40; linearity form "shift
ratios, no sum"): `Ring.choose` at a rational upper argument, a real power. -/
theorem shift_ring_choose_half (n : ℕ) :
  (Ring.choose (-1 / 2 : ℝ) n) = (-1 : ℝ) ^ n * (Nat.choose (2 * n) n) * 4^(-(n : ℝ)) := by
  sorry

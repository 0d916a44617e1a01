import Mathlib

/-- LCI-Test Gould_identity_7_18_zero: a sum over range 1 whose ℕ subtraction j - 1 is exact
from j = 1 (the step from j = 1; the value at j = 0 by evaluation). -/
theorem induction_start_gould (j : ℕ) (h_denom : j ≠ 1) :
  ∑ k ∈ Finset.range (1), (Nat.choose 0 k : ℝ) * (Nat.choose ((j - 1) * 0) ((j - 1) * k)) / (Nat.choose (j * 0) (j * k)) * (1 / (j * k - 1)) =
  -1 := by
  sorry

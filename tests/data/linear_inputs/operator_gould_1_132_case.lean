import Mathlib

open BigOperators Nat Finset Real

/-- LCI Gould_identity_1_132, its hypothesis' case `n = m + 1 + j` with `m ↦ a + 1`, both
`Ico` sums moved to `range (j + 1)` and the factor on the right moved into its sum (`j`, `a`
renamed `n`, `a`): two sums over `range (n + 1)`, one first-order operator; the linearity
form "one operator" with sides over `range`. -/
theorem operator_gould_1_132_case (n a : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (k + a) a : ℝ) / ((a + 1 + 1 + n : ℝ) - (a + 1 + k : ℝ)) =
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (n + a + 1) a : ℝ) * (1 / (a + 1 + k : ℝ)) := by
  sorry

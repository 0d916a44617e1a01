import Mathlib

open BigOperators Nat Finset Real

/-- LCI Gould_identity_1_132: the hypothesis `m < n` made `n = m + 1 + j`, `m ≥ 1` made
`m = a + 1`, both `Ico` sums moved to `range (j + 1)`, the factor on the right moved into its
sum; the case lemma by one recurrence operator over `range`. -/
theorem hyp_moved_gould_1_132 {n m : ℕ} (hm : m ≥ 1) (h_n : n > m) :
  ∑ k ∈ Finset.Ico m n, (Nat.choose (k - 1) (m - 1) : ℝ) / (n - k) =
  (Nat.choose (n - 1) (m - 1) : ℝ) * ∑ k ∈ Finset.Ico m n, (1 / k : ℝ) := by
  sorry

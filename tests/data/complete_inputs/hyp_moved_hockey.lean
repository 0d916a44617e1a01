import Mathlib

open BigOperators Nat Finset Real

/-- The hockey stick from a parameter (scope15j): the hypothesis `m ≤ n` made `n = m + j`, the
`Ico` sum moved to `range (j + 1)`; the right side closed, the case lemma by Gosper. -/
theorem hyp_moved_hockey (m n : ℕ) (h : m ≤ n) :
  ∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m = Nat.choose (n + 1) (m + 1) := by
  sorry

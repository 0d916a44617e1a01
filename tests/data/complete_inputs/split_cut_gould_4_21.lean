import Mathlib

/-- LCI Gould_identity_4_21: the factor `C(x, k)` of the numerator is `0` past `k = x`, so in
the case `n = x + 1 + m` the sum is cut to `range (x + 1)` (`Prover.sum_range_extend`) and
reflected (`Finset.sum_range_reflect`); the case `x = n + m` is its lemma. -/
theorem split_cut_gould_4_21 {n x : ℕ} :
    ∑ k ∈ Finset.range (n + 1), ((Nat.choose x k) / (Nat.choose (x + n - k) n) *
      ((x + n + 1 - 2 * k) / (x + n + 1 - k)) : ℝ) = 1 := by
  sorry

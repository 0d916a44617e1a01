import Mathlib

/-- wzprove-100 param_inverse_relation: the case `m = j + 1 + q` of the hypothesis `j < m`
sums up to `j + 1 + q`, and every term below `k = j` has the factor `C(k, j) = 0`: its lemma
sums from `k = j` on, up to `q + 1` (`Prover.sum_range_eq_of_low_zero`), proved by Gosper's
telescoping in `k` (the certificate's telescoper of order 0 is `a₀ = -1`). -/
theorem hyp_low_shift_inverse (m j : ℕ) (h : j < m) :
    ∑ k ∈ Finset.range (m + 1), (-1 : ℝ) ^ k * Nat.choose m k * Nat.choose k j = 0 := by
  sorry

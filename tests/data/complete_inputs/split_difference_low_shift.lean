import Mathlib

/-- LC-test test_003_1: the case `n = r + m` of the difference split sums up to `r + m`, and
every term below `k = r` has the factor `C(k, r) = 0`: its lemma sums from `k = r` on, up to
the new variable (`Prover.sum_range_eq_of_low_zero`); in the case `r = n + 1 + m` every
term vanishes (`Prover.sum_range_eq_zero_of_low`). -/
theorem split_difference_low_shift {n r : ℕ} :
    ∑ k ∈ Finset.range (n + 1), Nat.choose n k * Nat.choose k r * 2 ^ k =
      2 ^ r * 3 ^ (n - r) * Nat.choose n r := by
  sorry

import Mathlib

open Finset BigOperators

/-- `∑_(1 ≤ k ≤ n) k C(n, k) = n 2^(n - 1)` over ℕ: `n - 1` truncates at `n = 0`; the case
`n = m + 1` sums over `Icc 1 (m + 1)`, which the WZ compiler does not take: its lemma is over
`range (m + 1)` (`Prover.sum_Icc_eq_sum_Ico_succ`, then `Finset.sum_Ico_eq_sum_range`). -/
theorem split_trunc_icc_one (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, k * Nat.choose n k = n * 2 ^ (n - 1) := by
  sorry

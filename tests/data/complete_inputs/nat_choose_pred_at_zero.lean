import Mathlib

open Nat

/-- LC-test test_066_1: at `n = 0` the right side's binomial is `C((0 + m) - 1, 0)`, a
subtraction that truncates at `m = 0` under a binomial whose value is 1 whatever its upper
argument (`Nat.choose_zero_right`); the recurrence is used from `n = 1` on, where
`n + m - 1` is exact. -/
theorem nat_choose_pred_at_zero (n m : ℕ) :
    ∑ k ∈ Finset.range (n + 1), choose n k * choose m k * k = n * choose (n + m - 1) n := by
  sorry

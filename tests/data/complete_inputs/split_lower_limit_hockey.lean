import Mathlib

open BigOperators Nat Finset

/-- The hockey stick from a parameter with no hypothesis (scope15j): the cases `n = m + j`
(the `Ico` sum moved to `range (j + 1)`, Gosper) and `m = n + 1 + j` (the sum empty, the
right side `C(n + 1, n + 1 + j + 1) = 0`). -/
theorem split_lower_limit_hockey (m n : ℕ) :
    ∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m = Nat.choose (n + 1) (m + 1) := by
  sorry

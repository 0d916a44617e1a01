import Mathlib

open Finset BigOperators

/-- `∑ k C(n, k) = n 2^(n - 1)` over ℕ: `n - 1` truncates at `n = 0`, where both sides are `0`;
the statement splits into `n < 1` (evaluated) and `n = m + 1`. -/
theorem split_trunc_k_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k * Nat.choose n k = n * 2 ^ (n - 1) := by
  sorry

import Mathlib

open Finset BigOperators

/-- `∑ (-1)^k C(n, k)² = 0` for odd `n`, `(-1)^(n/2) C(n, n/2)` for even `n`: the split
`n = 2m` / `2m + 1` decides `n % 2 = 1` (`0 = 1`, `1 = 1`), each case lemma is one arm. -/
theorem split_parity_alternating_squares (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * (Nat.choose n k : ℚ) ^ 2 =
      if n % 2 = 1 then 0 else (-1 : ℚ) ^ (n / 2) * Nat.choose n (n / 2) := by
  sorry

import Mathlib

/-- Stirling numbers with two blocks, and a difference whose Abel summation ends at the
constant (`2^n − 1 ≥ 0` needs `0 < 2^n`): `S(n, 2) = 2^(n − 1) − 1` as
`S(n + 1, 2) = 2 ^ n - 1`. -/
theorem stirling_two_constant (n : ℕ) (hn : 1 ≤ n) :
    Nat.stirlingSecond (n + 1) 2 = 2 ^ n - 1 := by
  sorry

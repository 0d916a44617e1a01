import Mathlib

/-- Stirling numbers for three blocks with shifted arguments (wzprove-100
beyond_stirling_three): `n = j + 1`; the atoms `3 ^ (j + 1 + 1)`, `2 ^ (j + 1 + 2)`,
`S(j + 1 + 2, 3)` each tied to `2^j`, `3^j` by a fact. -/
theorem stirling_three_difference (n : ℕ) (hn : 1 ≤ n) :
    2 * Nat.stirlingSecond (n + 2) 3 = 3 ^ (n + 1) - 2 ^ (n + 2) + 1 := by
  sorry

import Mathlib

open Nat

/-- `C(n, r) = n / (n − r) · C(n − 1, r)` over ℝ for `0 < n`, `r ≤ n − 1` (LC-test
test_021_1): `n = j + 1`, then `j = r + i` from `r ≤ j + 1 - 1`; the division by
`(r + i + 1) − r` by `mul_inv_cancel₀` with `Prover.ne_zero_of_eq_cast_sub`. -/
theorem region_shift_substitution (n r : ℕ) (hn : 0 < n) (hrn : r ≤ n - 1) :
    Nat.choose n r = (n : ℝ) / (n - r) * Nat.choose (n - 1) r := by
  sorry

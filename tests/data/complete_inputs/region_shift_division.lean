import Mathlib

open Nat

/-- Absorption `C(n, k) = n / k · C(n − 1, k − 1)` over ℝ for `0 < n`, `0 < k` (LC-test
test_045_1): `n = j + 1`, `k = i + 1`, then region by region, the division `/ (k + 1)` by
`mul_inv_cancel₀` where `positivity` shows the denominator nonzero. -/
theorem region_shift_division (n k : ℕ) (hn : n > 0) (hk : k > 0) :
    (Nat.choose n k : ℝ) = (n : ℝ) / (k : ℝ) * Nat.choose (n - 1) (k - 1) := by
  sorry

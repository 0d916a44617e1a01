import Mathlib

open Nat

/-- Pascal's rule shifted (LC-test test_083_1): region by region around the diagonal. -/
theorem region_pascal (n k : ℕ) : choose (n + 2) (k + 3) = choose (n + 1) (k + 2) + choose (n + 1) (k + 3) := by
  sorry

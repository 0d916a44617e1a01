import Mathlib

/-- A second-order Zeilberger recurrence (`S(n+2) = 5 S(n+1) - 4 S(n)`), with boundary
binomials such as `C(2n+3, 2n+2)` valued by Mathlib's lemmas. -/
theorem zeilberger_order_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (n + k) (2 * k) : ℝ) * 2 ^ (n - k) =
      (2 ^ (2 * n + 1) + 1) / 3 := by
  sorry

import Mathlib

open Finset BigOperators

/-- `∑ C(n, k) x^k / (k + 1) = ((1 + x)^(n + 1) − 1) / ((n + 1) x)` for `x ≠ 0` (the integral
of the binomial row), a Zeilberger recurrence of order 1: the right side's denominator
`(n + 1) · x` is cleared by `mul_ne_zero (positivity) hx` (Gould 1.38's form). -/
theorem hyp_zero_integral (n : ℕ) (x : ℝ) (hx : x ≠ 0) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * x ^ k / (k + 1) =
      ((1 + x) ^ (n + 1) - 1) / ((n + 1) * x) := by
  sorry

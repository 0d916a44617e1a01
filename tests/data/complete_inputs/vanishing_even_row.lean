import Mathlib

/-- The even entries of a row, true from `n = 1` on: the recurrence needs `C(n + 1, 2n) = 0`
except at `n = 1` (a case split: `Nat.choose_eq_zero_of_lt` past the line, the point by
evaluation). -/
theorem vanishing_even_row (n : ℕ) (h : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n (2 * k) : ℝ) = 2 ^ (n - 1) := by
  sorry

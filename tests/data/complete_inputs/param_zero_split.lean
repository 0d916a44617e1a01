import Mathlib

/-- `Σ_(k ≤ n) (-1)^k C(x + k, k + 1) C(x, n - k) = C(x, n + 1)` (Gould 3.181): Gosper's
antidifference divides by `x`, and no hypothesis bounds `x` away from 0.  The proof splits
`rcases Nat.eq_zero_or_pos x`: at `x = 0` every term and the right side vanish
(`C(0 + k, k + 1)`, `C(0, n + 1)`, `Nat.choose_eq_zero_of_lt`), and for `0 < x` the start
is moved (`x := x + 1`) and Gosper's step holds inside the range. -/
theorem param_zero_split (n x : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * (Nat.choose (x + k) (k + 1)) * (Nat.choose x (n - k)) =
      Nat.choose x (n + 1) := by
  sorry

import Mathlib

/-- A summand that divides by the recurrence variable `n`: the telescoper is false at `n = 0`
(`x / 0 = 0`); the hypothesis `1 ≤ n` lets the proof open with `n := n + 1`, after which the
sum runs up to `n + 1` (`Prover.sum_eq_of_telescoper_one_step_one`) and every denominator is
positive as written. -/
theorem narayana_pole_at_zero (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose n (k + 1) / n =
      Nat.choose (2 * n) n / (n + 1) := by
  sorry

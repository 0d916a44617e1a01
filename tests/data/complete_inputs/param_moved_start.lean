import Mathlib

/-- A telescoper whose terms divide by the parameter `x`: no pole once `x := x + 1`, which
the hypothesis `1 ≤ x` allows; the proof opens with that move. -/
theorem param_moved_start (n x : ℕ) (hx : 1 ≤ x) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / x = 2 ^ n / x := by
  sorry

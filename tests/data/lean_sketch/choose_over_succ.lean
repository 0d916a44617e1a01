import Mathlib

/-- `∑ C(n,k)/(k+1) = (2^(n+1) - 1)/(n+1)`: its telescoper's recurrence
`(n+2) S(n+1) - 2(n+1) S(n) = 1` is inhomogeneous (A = B, ch. 6). -/
theorem choose_over_succ (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / (k + 1) =
      (2 ^ (n + 1) - 1) / (n + 1) := by
  sorry

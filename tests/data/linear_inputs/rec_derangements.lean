import Mathlib

open BigOperators Nat Finset Real

/-- The derangement numbers' recurrence `D(n + 1) = (n + 1) D(n) + (-1)^(n + 1)` with
`D(n) = ∑ k ≤ n, (-1)^k n! / k!`: order 1, inhomogeneous. -/
theorem rec_derangements (n : ℕ) :
    ∑ k ∈ Finset.range (n + 2), (-1 : ℚ) ^ k * (n + 1).factorial / k.factorial =
      (n + 1) * ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * n.factorial / k.factorial +
        (-1 : ℚ) ^ (n + 1) := by
  sorry

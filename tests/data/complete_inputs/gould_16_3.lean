import Mathlib

/-- Gould (16.3), LCI-Test `Gould_identity_16_3`: the telescoper step at `k + 1` holds
`C(x + y + z − (k + 1), n − (k + 1))`, whose upper argument truncates where `x + y + z ≤ k`, so
the step is proved by two cases (`Nat.lt_or_ge k (x + y + z)`): below the guard by its
combination, the subtraction exact; above it every term of both sides holds a binomial
`C(U, L)` with `U < L` (`C(y, k + 1)`, `C(x + y + z − k, n − k) = C(0, n − k)`). -/
theorem gould_16_3 (n x y z : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose x k : ℝ) * (Nat.choose y k) * (Nat.choose z (n - k)) *
      (Nat.choose (x + y + z - k) (n - k)) / (Nat.choose n k : ℝ) =
      (Nat.choose (x + z) n : ℝ) * (Nat.choose (y + z) n) := by
  sorry

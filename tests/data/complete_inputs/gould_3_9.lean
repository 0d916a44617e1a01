import Mathlib

/-- Gould (3.9), LCI-Test `Gould_identity_3_9`: a telescoper of order 2 whose step has
28 065 monomials in one piece (the elimination multiplies by every shift fact's `q`); where a
fact's `q` divides the coefficient of its atom it is used without multiplying (`divide`), and
the step has 2 553. -/
theorem gould_3_9 {n x : ℕ} :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose x (2 * k) : ℝ) * (Nat.choose x (2 * n - 2 * k)) =
      (1 / 2) * (Nat.choose (2 * x) (2 * n)) + ((-1 : ℝ) ^ n / 2) * (Nat.choose x n) := by
  sorry

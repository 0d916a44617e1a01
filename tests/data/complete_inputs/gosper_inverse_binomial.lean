import Mathlib

/-- Alternating sum of inverse binomials: Gosper's step holds only inside the range
(past it `1 / C(n, k + 1)` is `0` in Lean). -/
theorem gosper_inverse_binomial (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k / (Nat.choose n k : ℚ) =
      (n + 1) / (n + 2) * (1 + (-1) ^ n) := by
  sorry

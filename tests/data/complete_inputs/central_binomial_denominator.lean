import Mathlib

/-- A Gosper sum with a central binomial coefficient in the denominator: its inverse is
eliminated by `b · b⁻¹ = 1` once `0 < C(2k, k)` is stated (`Nat.choose_pos`, `k ≤ 2k`). -/
theorem central_binomial_denominator (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1),
      (-4 : ℚ) ^ k * Nat.choose n k / ((2 * k + 1) * Nat.choose (2 * k) k) = 1 / (2 * n + 1) := by
  sorry

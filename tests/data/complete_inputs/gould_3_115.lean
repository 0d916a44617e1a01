import Mathlib

/-- Gould (3.115), LCI-Test `Gould_identity_3_115`: `2 * n - 2 * k` truncates past the range
(`C(4n+1, 2n-2k) = 1` at `k > n`), so the summand is hypergeometric only for `k ≤ n`; the
telescoper step, too long in one piece, is split into ratio facts stated for `k < n`. -/
theorem gould_3_115 {n : ℕ} :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (4 * n + 1) (2 * n - 2 * k) : ℝ) *
      (Nat.choose (k + n) n) = 4 ^ n * (Nat.choose (3 * n) n) := by
  sorry

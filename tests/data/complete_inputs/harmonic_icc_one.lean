import Mathlib

open Finset BigOperators

/-- `∑_(1 ≤ k ≤ n) (-1)^(k+1) C(n, k) / k = ∑_(1 ≤ k ≤ n) 1 / k` (the harmonic numbers): the
summand has a pole at `k = 0`; the proof splits off `n = 0` (two empty sums) and moves both sums
at `n = m + 1` to `range (m + 1)` with `k ↦ 1 + k`, a lemma compiled from its own certificate. -/
theorem harmonic_icc_one (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, (-1 : ℚ) ^ (k + 1) * Nat.choose n k / k =
      ∑ k ∈ Finset.Icc 1 n, (1 : ℚ) / k := by
  sorry

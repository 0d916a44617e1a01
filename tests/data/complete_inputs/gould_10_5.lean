import Mathlib

/-- Gould (10.5), LCI-Test `Gould_identity_10_5`: a second-order telescoper whose `H` divides
by 15 factors (`(n + 1)²(n + 2)²`, `k − 3n − c`, `(k − 2n − c)³`) nonzero only in the range
`k ≤ 2n`: the step is proved with `H`'s denominator cleared once (`hclear1`, `hclear0`), and
`hct0`, `hr` (cubed binomials in `n`) are split into ratio facts over `n` alone. -/
theorem gould_10_5 (n : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), (-1 : ℝ) ^ k * (Nat.choose (3 * n + 1) k : ℝ) *
      (Nat.choose (3 * n - k) n : ℝ) ^ 3 = 1 := by
  sorry

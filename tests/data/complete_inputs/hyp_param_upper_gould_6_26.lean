import Mathlib

open BigOperators Nat Finset Real

/-- LCI Gould_identity_6_26: the hypothesis `n ≥ r` made `n = r + m`; the case is Zeilberger
in `m` over `range (r + m + 1)` (a parameter in the upper bound), its initial value at
`m = 0` a sum of `r + 1` terms whose terms below the top one vanish. -/
theorem hyp_param_upper_gould_6_26 (n r : ℕ) (h_n : n ≥ r) :
  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * (Nat.choose (2 * r) k : ℝ) * (Nat.choose (2 * n - 2 * r) (n - k) : ℝ) ^ 2 =
  (-1 : ℝ)^r * (Nat.choose (2 * r) r : ℝ) * (Nat.choose (2 * n - r) n : ℝ) ^ 2 / (Nat.choose (2 * n - r) r) := by
  sorry

import Mathlib

open BigOperators Nat Finset Real

/-- LCI Jihuai_E1_12 with its right side over `range n` (`x ^ (k + 1) / (k + 1)`), the left
side of LCI Gould 1.11's shape: one side over `range n`, the other over `Ico 1 (n + 1)`; the
linearity form "one operator". -/
theorem operator_range_n (n : ℕ) (x : ℝ) :
    ∑ k ∈ Finset.range n, x^(k + 1) / (k + 1) =
    ∑ k ∈ Finset.Ico 1 (n + 1), ((-1 : ℝ)^(k + 1) / k) * n.choose k * (1 - (1 - x)^k) := by
  sorry

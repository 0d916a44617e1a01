import Mathlib

open BigOperators Nat Finset Real

/-- LCI Jihuai_E1_12: three sums without closed forms (a summand split into two, and the
right side), all annihilated by the order-2 recurrence operator of the main one; the
linearity form "one operator". -/
theorem operator_jihuai (n : ℕ) (x : ℝ) :
    ∑ k ∈ Finset.Ico 1 (n + 1), ((-1 : ℝ)^(k + 1) / k) * n.choose k * (1 - (1 - x)^k) =
    ∑ k ∈ Finset.Ico 1 (n + 1), x^k / k := by
  sorry

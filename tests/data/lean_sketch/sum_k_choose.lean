import Mathlib

theorem sum_k_choose (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) * (n.choose k : ℝ) = n * 2 ^ (n - 1) := by
  sorry

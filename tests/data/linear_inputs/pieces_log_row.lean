import Mathlib

open BigOperators Nat Finset Real

/-- A summand that is a difference of two hypergeometric terms: `∑ (-1)^k / (k + 1) C(n, k)
((1 + x)^(k + 1) - 1)`, split by `Finset.sum_add_distrib` into a Zeilberger piece and a
Gosper piece. -/
theorem pieces_log_row (n : ℕ) (x : ℝ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k / (k + 1) * Nat.choose n k * ((1 + x) ^ (k + 1) - 1) =
      (-1) ^ n * x ^ (n + 1) / (n + 1) := by
  sorry

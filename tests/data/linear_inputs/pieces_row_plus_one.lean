import Mathlib

open BigOperators Nat Finset Real

/-- A summand that is a sum of two terms, `C(n, k) + 1`: the pieces are the summand's own
parts (after `rw [← Finset.sum_add_distrib]` the two sides are the same term). -/
theorem pieces_row_plus_one (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), ((n.choose k : ℚ) + 1) = 2 ^ n + n + 1 := by
  sorry

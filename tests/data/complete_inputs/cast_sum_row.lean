import Mathlib

/-- A sum of naturals cast into ℝ as a whole (`↑(∑ …)`, read as the sum of the casts, closed
by `exact_mod_cast`), true from `n = 1` on. -/
theorem cast_sum_row (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (2 * n) k =
      2 ^ (2 * n - 1) + (1 / 2 : ℝ) * Nat.choose (2 * n) n := by
  sorry

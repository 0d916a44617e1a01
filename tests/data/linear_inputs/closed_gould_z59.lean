import Mathlib

open BigOperators Nat Finset Real

/-- Gould Z.59: a product of two binomials equal to another, no sum left. -/
theorem closed_gould_z59 (x n : ℕ) :
    (Nat.choose (x + n) n : ℝ) * (Nat.choose (2 * x + 2 * n) (x + n)) =
      (Nat.choose (x + 2 * n) n) * (Nat.choose (2 * x + 2 * n) x) := by
  sorry

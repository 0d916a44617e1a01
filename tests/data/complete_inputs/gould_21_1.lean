import Mathlib

/-- Gould (21.1), LCI-Test `Gould_identity_21_1`: the telescoper step's ratio facts have
binomials cubed, `C(3n, k)³·C(3n - k, n)³` (1.9 million monomials in one piece): each is
derived from the ratio facts of its atoms (`sa1 := hratio1 n k (by omega)`), and the steps
with ℕ subtractions in their binomials (`hct0`, `hr`) are eliminated with those casts
substituted first. -/
theorem gould_21_1 (n : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), (-1 : ℝ) ^ k * (Nat.choose (3 * n) k : ℝ) ^ 3 *
      (Nat.choose (3 * n - k) n : ℝ) ^ 3 =
    (-1 : ℝ) ^ n * (Nat.choose (2 * n) n : ℝ) * (Nat.choose (3 * n) (2 * n) : ℝ) ^ 4 := by
  sorry

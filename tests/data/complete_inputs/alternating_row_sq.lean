import Mathlib

/-- An upper bound 2n (`range (2 * n + 1)`): the shifted sum runs two terms further, both kept
as boundary terms (Prover.sum_eq_of_telescoper_one_step_two). -/
theorem alternating_row_sq (n : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), (-1 : ℝ) ^ k * (Nat.choose (2 * n) k : ℝ) ^ 2 =
      (-1 : ℝ) ^ n * Nat.choose (2 * n) n := by
  sorry

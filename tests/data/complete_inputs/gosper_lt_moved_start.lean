import Mathlib

/-- `Σ_(k ≤ n) C(n, k) / C(2n - 1, k) = 2` for `n ≥ 1` (Gould 4.9): Gosper's step holds only
inside the range (a binomial in the denominator) and the closed form of `H` divides by `n`,
so the proof opens with `n := n + 1` (the hypothesis) and then applies
`Prover.sum_range_succ_eq_of_step_zero_lt`. -/
theorem gosper_lt_moved_start (n : ℕ) (h_n : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / (Nat.choose (2 * n - 1) k) = 2 := by
  sorry

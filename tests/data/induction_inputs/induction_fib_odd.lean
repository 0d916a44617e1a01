import Mathlib

/-- Fibonacci numbers of odd index summed (Concrete Mathematics §6.6): `fib` of slope 2, the
basis `fib (2 n)`, `fib (2 n + 1)`. -/
theorem induction_fib_odd (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.fib (2 * k + 1) = Nat.fib (2 * n + 2) := by
  sorry

import Mathlib

/-- Sum of Fibonacci numbers of odd index, with `fib (2 n - 1) + fib (2 n - 2) = fib (2 n)`
written by ℕ subtractions: the step holds from n = 1 (the subtractions are exact there). -/
theorem induction_start_fib_odd (n : ℕ) :
    ∑ k ∈ Finset.range n, Nat.fib (2 * k + 1) = Nat.fib (2 * n - 1) + Nat.fib (2 * n - 2) := by
  sorry

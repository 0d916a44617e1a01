import Mathlib

/-- Sum of squares of Fibonacci numbers, a ℕ statement (LC-test test_097_1). -/
theorem induction_fib_squares (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.fib k ^ 2 = Nat.fib n * Nat.fib (n + 1) := by
  sorry

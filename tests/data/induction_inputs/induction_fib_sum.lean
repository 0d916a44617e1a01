import Mathlib

/-- Sum of Fibonacci numbers with a ℕ subtraction on the right (wzprove-100
beyond_fibonacci_sum). -/
theorem induction_fib_sum (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.fib k = Nat.fib (n + 2) - 1 := by
  sorry

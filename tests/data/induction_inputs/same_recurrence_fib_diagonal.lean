import Mathlib

/-- Fibonacci numbers on the shallow diagonals of Pascal's triangle (wzprove-100
beyond_fibonacci_diagonal; Concrete Mathematics (6.130)): certified by the sum's recurrence
`S(n + 2) = S(n + 1) + S(n)`, which `fib (n + 1)` satisfies. -/
theorem same_recurrence_fib_diagonal (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (n - k) k = Nat.fib (n + 1) := by
  sorry

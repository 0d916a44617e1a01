import Mathlib

/-- Sum of squares of Fibonacci numbers, a ℕ statement (LC-test test_097_1). -/
theorem induction_fib_squares (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.fib k ^ 2 = Nat.fib n * Nat.fib (n + 1) := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_range_succ, Nat.fib_add_two.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.fib k : ℕ) : ℚ) ^ 2) : ℚ) = (((Nat.fib n : ℕ) : ℚ) * ((Nat.fib (n + 1) : ℕ) : ℚ) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), (((Nat.fib k : ℕ) : ℚ) ^ 2) : ℚ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), (((Nat.fib k : ℕ) : ℚ) ^ 2) : ℚ) + (((Nat.fib (n + 1) : ℕ) : ℚ) ^ 2) : ℚ) := Finset.sum_range_succ (fun k => (((Nat.fib k : ℕ) : ℚ) ^ 2 : ℚ)) ((n + 1 : ℕ))
      have s2 : ((Nat.fib ((n + 1) + 1) : ℕ) : ℚ) = (((Nat.fib n : ℕ) : ℚ) + ((Nat.fib (n + 1) : ℕ) : ℚ) : ℚ) := by exact_mod_cast (Nat.fib_add_two (n := n))
      show (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), (((Nat.fib k : ℕ) : ℚ) ^ 2) : ℚ) = (((Nat.fib (n + 1) : ℕ) : ℚ) * ((Nat.fib ((n + 1) + 1) : ℕ) : ℚ) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1 + ((-((Nat.fib (n + 1) : ℕ) : ℚ) : ℚ)) * s2
  exact_mod_cast key n

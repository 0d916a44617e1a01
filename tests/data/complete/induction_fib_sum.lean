import Mathlib

/-- Sum of Fibonacci numbers with a ℕ subtraction on the right (wzprove-100
beyond_fibonacci_sum). -/
theorem induction_fib_sum (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.fib k = Nat.fib (n + 2) - 1 := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_range_succ, Nat.cast_sub, Nat.fib_add_two.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (∑ k ∈ Finset.range (n + 1 : ℕ), ((Nat.fib k : ℕ) : ℚ) : ℚ) = (((Nat.fib (n + 2)) - 1 : ℕ) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), ((Nat.fib k : ℕ) : ℚ) : ℚ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), ((Nat.fib k : ℕ) : ℚ) : ℚ) + ((Nat.fib (n + 1) : ℕ) : ℚ) : ℚ) := Finset.sum_range_succ (fun k => ((Nat.fib k : ℕ) : ℚ)) ((n + 1 : ℕ))
      have s2 : (((Nat.fib ((n + 1) + 2)) - 1 : ℕ) : ℚ) = (((Nat.fib ((n + 1) + 2) : ℕ) : ℚ) - ((1 : ℕ) : ℚ) : ℚ) := Nat.cast_sub (Nat.succ_le_of_lt (Nat.fib_pos.mpr (show 0 < ((n + 1) + 2 : ℕ) by omega)))
      have s3 : (((Nat.fib (n + 2)) - 1 : ℕ) : ℚ) = (((Nat.fib (n + 2) : ℕ) : ℚ) - ((1 : ℕ) : ℚ) : ℚ) := Nat.cast_sub (Nat.succ_le_of_lt (Nat.fib_pos.mpr (show 0 < (n + 2 : ℕ) by omega)))
      have s4 : ((Nat.fib ((n + 1) + 2) : ℕ) : ℚ) = (((Nat.fib (n + 1) : ℕ) : ℚ) + ((Nat.fib (n + 2) : ℕ) : ℚ) : ℚ) := by exact_mod_cast (Nat.fib_add_two (n := (n + 1 : ℕ)))
      have s5 : ((Nat.fib (n + 2) : ℕ) : ℚ) = (((Nat.fib n : ℕ) : ℚ) + ((Nat.fib (n + 1) : ℕ) : ℚ) : ℚ) := by exact_mod_cast (Nat.fib_add_two (n := n))
      show (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), ((Nat.fib k : ℕ) : ℚ) : ℚ) = (((Nat.fib ((n + 1) + 2)) - 1 : ℕ) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1 + ((-1 : ℚ)) * s2 + ((1 : ℚ)) * s3 + ((-1 : ℚ)) * s4
  exact_mod_cast key n

import Mathlib

/-- Sum of Fibonacci numbers of odd index, with `fib (2 n - 1) + fib (2 n - 2) = fib (2 n)`
written by ℕ subtractions: the step holds from n = 1 (the subtractions are exact there). -/
theorem induction_start_fib_odd (n : ℕ) :
    ∑ k ∈ Finset.range n, Nat.fib (2 * k + 1) = Nat.fib (2 * n - 1) + Nat.fib (2 * n - 2) := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_range_succ, Nat.fib_add_two.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (∑ k ∈ Finset.range (n + 1 : ℕ), ((Nat.fib ((2 * k) + 1) : ℕ) : ℚ) : ℚ) = (((Nat.fib ((2 * n) + 1) : ℕ) : ℚ) + ((Nat.fib (2 * n) : ℕ) : ℚ) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), ((Nat.fib ((2 * k) + 1) : ℕ) : ℚ) : ℚ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), ((Nat.fib ((2 * k) + 1) : ℕ) : ℚ) : ℚ) + ((Nat.fib ((2 * (n + 1)) + 1) : ℕ) : ℚ) : ℚ) := Finset.sum_range_succ (fun k => ((Nat.fib ((2 * k) + 1) : ℕ) : ℚ)) ((n + 1 : ℕ))
      have s2 : ((Nat.fib ((2 * (n + 1)) + 1) : ℕ) : ℚ) = (((Nat.fib ((2 * n) + 1) : ℕ) : ℚ) + ((Nat.fib ((2 * n) + 2) : ℕ) : ℚ) : ℚ) := by exact_mod_cast (Nat.fib_add_two (n := ((2 * n) + 1 : ℕ)))
      have s3 : ((Nat.fib (2 * (n + 1)) : ℕ) : ℚ) = (((Nat.fib (2 * n) : ℕ) : ℚ) + ((Nat.fib ((2 * n) + 1) : ℕ) : ℚ) : ℚ) := by exact_mod_cast (Nat.fib_add_two (n := (2 * n : ℕ)))
      have s4 : ((Nat.fib ((2 * n) + 2) : ℕ) : ℚ) = (((Nat.fib (2 * n) : ℕ) : ℚ) + ((Nat.fib ((2 * n) + 1) : ℕ) : ℚ) : ℚ) := by exact_mod_cast (Nat.fib_add_two (n := (2 * n : ℕ)))
      show (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), ((Nat.fib ((2 * k) + 1) : ℕ) : ℚ) : ℚ) = (((Nat.fib ((2 * (n + 1)) + 1) : ℕ) : ℚ) + ((Nat.fib (2 * (n + 1)) : ℕ) : ℚ) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1 + ((-1 : ℚ)) * s3
  by_cases hn : n < 1
  · interval_cases n
    all_goals norm_num [Finset.sum_range_succ]
  · obtain ⟨m, rfl⟩ : ∃ m : ℕ, n = m + 1 := ⟨n - 1, by omega⟩
    rw [show ((2 * (m + 1)) - 1 : ℕ) = ((2 * m) + 1 : ℕ) by omega, show ((2 * (m + 1)) - 2 : ℕ) = (2 * m : ℕ) by omega]
    exact_mod_cast key m

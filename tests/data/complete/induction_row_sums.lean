import Mathlib

/-- Row sums of Pascal's triangle summed, a ℕ right side `2 ^ (n + 1) - 1` (wzprove-100
beyond_double_row_sums): the inner sum by `Nat.sum_range_choose`. -/
theorem induction_row_sums (n : ℕ) :
    ∑ j ∈ Finset.range (n + 1), ∑ k ∈ Finset.range (j + 1), Nat.choose j k = 2 ^ (n + 1) - 1 := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_range_succ, Nat.cast_sub, Nat.sum_range_choose, pow_succ.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (∑ j ∈ Finset.range (n + 1 : ℕ), (∑ k ∈ Finset.range (j + 1 : ℕ), ((Nat.choose j k : ℕ) : ℚ) : ℚ) : ℚ) = (((2 ^ (n + 1 : ℕ)) - 1 : ℕ) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ]
    | succ n ih =>
      have s1 : (∑ j ∈ Finset.range ((n + 1) + 1 : ℕ), (∑ k ∈ Finset.range (j + 1 : ℕ), ((Nat.choose j k : ℕ) : ℚ) : ℚ) : ℚ) = ((∑ j ∈ Finset.range (n + 1 : ℕ), (∑ k ∈ Finset.range (j + 1 : ℕ), ((Nat.choose j k : ℕ) : ℚ) : ℚ) : ℚ) + (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), ((Nat.choose (n + 1) k : ℕ) : ℚ) : ℚ) : ℚ) := Finset.sum_range_succ (fun j => (∑ k ∈ Finset.range (j + 1 : ℕ), ((Nat.choose j k : ℕ) : ℚ) : ℚ)) ((n + 1 : ℕ))
      have s2 : (((2 ^ ((n + 1) + 1 : ℕ)) - 1 : ℕ) : ℚ) = (((2 ^ ((n + 1) + 1 : ℕ) : ℕ) : ℚ) - ((1 : ℕ) : ℚ) : ℚ) := Nat.cast_sub (Nat.succ_le_of_lt (show 0 < (2 ^ ((n + 1) + 1 : ℕ) : ℕ) by positivity))
      have s3 : (((2 ^ (n + 1 : ℕ)) - 1 : ℕ) : ℚ) = (((2 ^ (n + 1 : ℕ) : ℕ) : ℚ) - ((1 : ℕ) : ℚ) : ℚ) := Nat.cast_sub (Nat.succ_le_of_lt (show 0 < (2 ^ (n + 1 : ℕ) : ℕ) by positivity))
      have s4 : (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), ((Nat.choose (n + 1) k : ℕ) : ℚ) : ℚ) = (2 ^ (n + 1 : ℕ) : ℚ) := by exact_mod_cast (Nat.sum_range_choose ((n + 1 : ℕ)))
      have s5 : (2 ^ ((n + 1) + 1 : ℕ) : ℚ) = ((2 ^ (n + 1 : ℕ)) * 2 : ℚ) := _root_.pow_succ (2 : ℚ) ((n + 1 : ℕ))
      have s6 : (2 ^ (n + 1 : ℕ) : ℚ) = ((2 ^ n) * 2 : ℚ) := _root_.pow_succ (2 : ℚ) (n)
      show (∑ j ∈ Finset.range ((n + 1) + 1 : ℕ), (∑ k ∈ Finset.range (j + 1 : ℕ), ((Nat.choose j k : ℕ) : ℚ) : ℚ) : ℚ) = (((2 ^ ((n + 1) + 1 : ℕ)) - 1 : ℕ) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1 + ((-1 : ℚ)) * s2 + ((1 : ℚ)) * s3 + ((1 : ℚ)) * s4 + ((-1 : ℚ)) * s5
  exact_mod_cast key n

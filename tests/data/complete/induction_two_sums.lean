import Mathlib

/-- `∑ k³ = (∑ k)²` with both sums left as sums (wzprove-100 beyond_nicomachus_two_sums):
each sum's closed form is a lemma by induction. -/
theorem induction_two_sums (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k ^ 3 = (∑ k ∈ Finset.range (n + 1), k) ^ 2 := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_range_succ.
     Each sum's closed form is a lemma c_i; the statement follows from them.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have c1 : ∀ n : ℕ, (∑ k ∈ Finset.range (n + 1 : ℕ), (((k : ℕ) : ℚ) ^ 3) : ℚ) = ((((1 / 4) * (((n : ℕ) : ℚ) ^ 4)) + ((1 / 2) * (((n : ℕ) : ℚ) ^ 3))) + ((1 / 4) * (((n : ℕ) : ℚ) ^ 2)) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), (((k : ℕ) : ℚ) ^ 3) : ℚ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), (((k : ℕ) : ℚ) ^ 3) : ℚ) + (((n + 1 : ℕ) : ℚ) ^ 3) : ℚ) := Finset.sum_range_succ (fun k => (((k : ℕ) : ℚ) ^ 3 : ℚ)) ((n + 1 : ℕ))
      show (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), (((k : ℕ) : ℚ) ^ 3) : ℚ) = ((((1 / 4) * (((n + 1 : ℕ) : ℚ) ^ 4)) + ((1 / 2) * (((n + 1 : ℕ) : ℚ) ^ 3))) + ((1 / 4) * (((n + 1 : ℕ) : ℚ) ^ 2)) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1
  have c2 : ∀ n : ℕ, (∑ k ∈ Finset.range (n + 1 : ℕ), ((k : ℕ) : ℚ) : ℚ) = (((1 / 2) * (((n : ℕ) : ℚ) ^ 2)) + ((1 / 2) * ((n : ℕ) : ℚ)) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), ((k : ℕ) : ℚ) : ℚ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), ((k : ℕ) : ℚ) : ℚ) + ((n + 1 : ℕ) : ℚ) : ℚ) := Finset.sum_range_succ (fun k => ((k : ℕ) : ℚ)) ((n + 1 : ℕ))
      show (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), ((k : ℕ) : ℚ) : ℚ) = (((1 / 2) * (((n + 1 : ℕ) : ℚ) ^ 2)) + ((1 / 2) * ((n + 1 : ℕ) : ℚ)) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1
  have key : ∀ n : ℕ, (∑ k ∈ Finset.range (n + 1 : ℕ), (((k : ℕ) : ℚ) ^ 3) : ℚ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), ((k : ℕ) : ℚ) : ℚ) ^ 2 : ℚ) := by
    intro n
    have s1 : (∑ k ∈ Finset.range (n + 1 : ℕ), (((k : ℕ) : ℚ) ^ 3) : ℚ) = ((((1 / 4) * (((n : ℕ) : ℚ) ^ 4)) + ((1 / 2) * (((n : ℕ) : ℚ) ^ 3))) + ((1 / 4) * (((n : ℕ) : ℚ) ^ 2)) : ℚ) := c1 n
    have s2 : (∑ k ∈ Finset.range (n + 1 : ℕ), ((k : ℕ) : ℚ) : ℚ) = (((1 / 2) * (((n : ℕ) : ℚ) ^ 2)) + ((1 / 2) * ((n : ℕ) : ℚ)) : ℚ) := c2 n
    linear_combination (norm := (push_cast; ring1)) ((1 : ℚ)) * s1 + ((((-((1 / 2) * (((n : ℕ) : ℚ) ^ 2))) - ((1 / 2) * ((n : ℕ) : ℚ))) - (∑ k ∈ Finset.range (n + 1 : ℕ), ((k : ℕ) : ℚ) : ℚ) : ℚ)) * s2
  exact_mod_cast key n

import Mathlib

/-- Nested sums: the inner sum `∑_{j=1}^k 1/j` grows by `1/(k+1)` (wzprove-100
beyond_harmonic_sum). -/
theorem induction_nested_harmonic (n : ℕ) :
    ∑ k ∈ Finset.range n, ∑ j ∈ Finset.Icc 1 k, (1 : ℚ) / j =
      n * ∑ j ∈ Finset.Icc 1 n, (1 : ℚ) / j - n := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_range_succ, Finset.sum_Icc_succ_top, mul_inv_cancel₀.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (∑ k ∈ Finset.range n, (∑ j ∈ Finset.Icc 1 k, (1 / ((j : ℕ) : ℚ)) : ℚ) : ℚ) = ((((n : ℕ) : ℚ) * (∑ j ∈ Finset.Icc 1 n, (1 / ((j : ℕ) : ℚ)) : ℚ)) - ((n : ℕ) : ℚ) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ, Finset.Icc_eq_empty]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.range (n + 1 : ℕ), (∑ j ∈ Finset.Icc 1 k, (1 / ((j : ℕ) : ℚ)) : ℚ) : ℚ) = ((∑ k ∈ Finset.range n, (∑ j ∈ Finset.Icc 1 k, (1 / ((j : ℕ) : ℚ)) : ℚ) : ℚ) + (∑ j ∈ Finset.Icc 1 n, (1 / ((j : ℕ) : ℚ)) : ℚ) : ℚ) := Finset.sum_range_succ (fun k => (∑ j ∈ Finset.Icc 1 k, (1 / ((j : ℕ) : ℚ)) : ℚ)) (n)
      have s2 : (∑ j ∈ Finset.Icc 1 (n + 1 : ℕ), (1 / ((j : ℕ) : ℚ)) : ℚ) = ((∑ j ∈ Finset.Icc 1 n, (1 / ((j : ℕ) : ℚ)) : ℚ) + (1 / ((n + 1 : ℕ) : ℚ)) : ℚ) := Finset.sum_Icc_succ_top (show 1 ≤ n + 1 by omega) (fun j => (1 / ((j : ℕ) : ℚ) : ℚ))
      have s3 : (((n : ℕ) : ℚ) + 1 : ℚ) * ((((n : ℕ) : ℚ) + 1 : ℚ))⁻¹ = ((1 : ℚ)) := mul_inv_cancel₀ (show (((n : ℕ) : ℚ) + 1 : ℚ) ≠ 0 by positivity)
      show (∑ k ∈ Finset.range (n + 1 : ℕ), (∑ j ∈ Finset.Icc 1 k, (1 / ((j : ℕ) : ℚ)) : ℚ) : ℚ) = ((((n + 1 : ℕ) : ℚ) * (∑ j ∈ Finset.Icc 1 (n + 1 : ℕ), (1 / ((j : ℕ) : ℚ)) : ℚ)) - ((n + 1 : ℕ) : ℚ) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1 + (((-((n : ℕ) : ℚ)) - 1 : ℚ)) * s2 + ((-1 : ℚ)) * s3
  exact key n

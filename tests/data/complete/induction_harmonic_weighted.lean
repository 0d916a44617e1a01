import Mathlib

/-- Harmonic numbers weighted by `k`, rational coefficients (Concrete Mathematics (6.70)). -/
theorem induction_harmonic_weighted (n : ℕ) :
    ∑ k ∈ Finset.range n, (k : ℚ) * harmonic k =
      (n : ℚ) * (n - 1) / 2 * harmonic n - (n : ℚ) * (n - 1) / 4 := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_range_succ, harmonic_succ, mul_inv_cancel₀.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (∑ k ∈ Finset.range n, (((k : ℕ) : ℚ) * (harmonic k : ℚ)) : ℚ) = ((((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) - 1)) / 2) * (harmonic n : ℚ)) - ((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) - 1)) / 4) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.range (n + 1 : ℕ), (((k : ℕ) : ℚ) * (harmonic k : ℚ)) : ℚ) = ((∑ k ∈ Finset.range n, (((k : ℕ) : ℚ) * (harmonic k : ℚ)) : ℚ) + (((n : ℕ) : ℚ) * (harmonic n : ℚ)) : ℚ) := Finset.sum_range_succ (fun k => (((k : ℕ) : ℚ) * (harmonic k : ℚ) : ℚ)) (n)
      have s2 : (harmonic (n + 1) : ℚ) = ((harmonic n : ℚ) + (((n + 1 : ℕ) : ℚ))⁻¹ : ℚ) := harmonic_succ (n)
      have s3 : (((n : ℕ) : ℚ) + 1 : ℚ) * ((((n : ℕ) : ℚ) + 1 : ℚ))⁻¹ = ((1 : ℚ)) := mul_inv_cancel₀ (show (((n : ℕ) : ℚ) + 1 : ℚ) ≠ 0 by positivity)
      show (∑ k ∈ Finset.range (n + 1 : ℕ), (((k : ℕ) : ℚ) * (harmonic k : ℚ)) : ℚ) = ((((((n + 1 : ℕ) : ℚ) * (((n + 1 : ℕ) : ℚ) - 1)) / 2) * (harmonic (n + 1) : ℚ)) - ((((n + 1 : ℕ) : ℚ) * (((n + 1 : ℕ) : ℚ) - 1)) / 4) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1 + (((-((1 / 2) * (((n : ℕ) : ℚ) ^ 2))) - ((1 / 2) * ((n : ℕ) : ℚ)) : ℚ)) * s2 + ((-((1 / 2) * ((n : ℕ) : ℚ)) : ℚ)) * s3
  exact key n

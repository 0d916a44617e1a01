import Mathlib

/-- Sum of harmonic numbers (Concrete Mathematics (2.36)) over `range (n + 1)`: the step
goes through `harmonic (n + 2)`, written `harmonic_succ (n + 1)` (new-user run 16). -/
theorem induction_harmonic_shift (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (harmonic k : ℚ) = (n + 1) * harmonic (n + 1) - (n + 1) := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_range_succ, harmonic_succ, mul_inv_cancel₀.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (∑ k ∈ Finset.range (n + 1 : ℕ), (harmonic k : ℚ) : ℚ) = (((((n : ℕ) : ℚ) + 1) * (harmonic (n + 1) : ℚ)) - (((n : ℕ) : ℚ) + 1) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), (harmonic k : ℚ) : ℚ) = ((∑ k ∈ Finset.range (n + 1 : ℕ), (harmonic k : ℚ) : ℚ) + (harmonic (n + 1) : ℚ) : ℚ) := Finset.sum_range_succ (fun k => (harmonic k : ℚ)) ((n + 1 : ℕ))
      have s2 : (harmonic ((n + 1) + 1) : ℚ) = ((harmonic (n + 1) : ℚ) + (((n + 2 : ℕ) : ℚ))⁻¹ : ℚ) := harmonic_succ ((n + 1 : ℕ))
      have s3 : (harmonic (n + 1) : ℚ) = ((harmonic n : ℚ) + (((n + 1 : ℕ) : ℚ))⁻¹ : ℚ) := harmonic_succ (n)
      have s4 : (((n : ℕ) : ℚ) + 2 : ℚ) * ((((n : ℕ) : ℚ) + 2 : ℚ))⁻¹ = ((1 : ℚ)) := mul_inv_cancel₀ (show (((n : ℕ) : ℚ) + 2 : ℚ) ≠ 0 by positivity)
      have s5 : (((n : ℕ) : ℚ) + 1 : ℚ) * ((((n : ℕ) : ℚ) + 1 : ℚ))⁻¹ = ((1 : ℚ)) := mul_inv_cancel₀ (show (((n : ℕ) : ℚ) + 1 : ℚ) ≠ 0 by positivity)
      show (∑ k ∈ Finset.range ((n + 1) + 1 : ℕ), (harmonic k : ℚ) : ℚ) = (((((n + 1 : ℕ) : ℚ) + 1) * (harmonic ((n + 1) + 1) : ℚ)) - (((n + 1 : ℕ) : ℚ) + 1) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1 + (((-((n : ℕ) : ℚ)) - 2 : ℚ)) * s2 + ((-1 : ℚ)) * s4
  exact key n

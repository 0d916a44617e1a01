import Mathlib

/-- Sum of harmonic numbers over `Icc 1 n` (Concrete Mathematics (2.36)). -/
theorem induction_harmonic_icc (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, harmonic k = (n + 1) * harmonic n - n := by
  /- wzprove proof (complete): by induction on n; each step E(n + 1) = E(n) by one
     linear_combination over the induction hypothesis and Finset.sum_Icc_succ_top, harmonic_succ, mul_inv_cancel₀.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (∑ k ∈ Finset.Icc 1 n, (harmonic k : ℚ) : ℚ) = (((((n : ℕ) : ℚ) + 1) * (harmonic n : ℚ)) - ((n : ℕ) : ℚ) : ℚ) := by
    intro n
    induction n with
    | zero => norm_num [Finset.sum_range_succ, Finset.Icc_eq_empty]
    | succ n ih =>
      have s1 : (∑ k ∈ Finset.Icc 1 (n + 1 : ℕ), (harmonic k : ℚ) : ℚ) = ((∑ k ∈ Finset.Icc 1 n, (harmonic k : ℚ) : ℚ) + (harmonic (n + 1) : ℚ) : ℚ) := Finset.sum_Icc_succ_top (show 1 ≤ n + 1 by omega) (fun k => (harmonic k : ℚ))
      have s2 : (harmonic (n + 1) : ℚ) = ((harmonic n : ℚ) + (((n + 1 : ℕ) : ℚ))⁻¹ : ℚ) := harmonic_succ (n)
      have s3 : (((n : ℕ) : ℚ) + 1 : ℚ) * ((((n : ℕ) : ℚ) + 1 : ℚ))⁻¹ = ((1 : ℚ)) := mul_inv_cancel₀ (show (((n : ℕ) : ℚ) + 1 : ℚ) ≠ 0 by positivity)
      show (∑ k ∈ Finset.Icc 1 (n + 1 : ℕ), (harmonic k : ℚ) : ℚ) = (((((n + 1 : ℕ) : ℚ) + 1) * (harmonic (n + 1) : ℚ)) - ((n + 1 : ℕ) : ℚ) : ℚ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℚ)) * s1 + (((-((n : ℕ) : ℚ)) - 1 : ℚ)) * s2 + ((-1 : ℚ)) * s3
  exact key n

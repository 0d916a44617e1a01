import Mathlib
import Prover

/-- A falling factorial in the summand (`Prover.cast_descFactorial_two`: its value `k·(k - 1)`). -/
theorem desc_factorial_two (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k.descFactorial 2 : ℚ) = (n + 1) * n * (n - 1) / 3 := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, ((Nat.descFactorial (k + 1) 2 : ℕ) : ℚ) = ((((((k + 1 : ℕ) : ℚ) + 1) / 3) * ((Nat.descFactorial (k + 1) 2 : ℕ) : ℚ)) - (((((k : ℕ) : ℚ) + 1) / 3) * ((Nat.descFactorial k 2 : ℕ) : ℚ)) : ℚ) := by
    intro k
    have s1 := Prover.cast_descFactorial_two (α := ℚ) ((k + 1 : ℕ))
    have s2 := Prover.cast_descFactorial_two (α := ℚ) (k)
    linear_combination (norm := (push_cast; ring1)) ((1 / 3 : ℚ) + ((-1 / 3 : ℚ) * (k : ℚ))) * s1 + ((1 / 3 : ℚ) + ((1 / 3 : ℚ) * (k : ℚ))) * s2
  have hclosed : (((Nat.descFactorial 0 2 : ℕ) : ℚ) + ((((((n : ℕ) : ℚ) + 1) / 3) * ((Nat.descFactorial n 2 : ℕ) : ℚ)) - (((((0 : ℕ) : ℚ) + 1) / 3) * ((Nat.descFactorial 0 2 : ℕ) : ℚ))) : ℚ) = ((((((n : ℕ) : ℚ) + 1) * ((n : ℕ) : ℚ)) * (((n : ℕ) : ℚ) - 1)) / 3 : ℚ) := by
    have s1 := Prover.cast_descFactorial_two (α := ℚ) (0)
    have s2 := Prover.cast_descFactorial_two (α := ℚ) (n)
    linear_combination (norm := (push_cast; ring1)) (2 / 3 : ℚ) * s1 + ((1 / 3 : ℚ) + ((1 / 3 : ℚ) * (n : ℚ))) * s2
  exact (Prover.sum_range_succ_eq_of_step (fun k => ((Nat.descFactorial k 2 : ℕ) : ℚ)) (fun k => (((((k : ℕ) : ℚ) + 1) / 3) * ((Nat.descFactorial k 2 : ℕ) : ℚ) : ℚ)) hstep n).trans hclosed

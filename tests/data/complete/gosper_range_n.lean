import Mathlib
import Prover

/-- Gosper over `range n` (the empty sum at n = 0) with a factorial inverse. -/
theorem gosper_range_n (n : ℕ) :
    ∑ k ∈ Finset.range n, (k : ℚ) / (k + 1).factorial = 1 - 1 / n.factorial := by
  /- wzprove proof (complete): Gosper's telescoping (A = B, ch. 5), closed by
     Prover.sum_range_succ_eq_of_step with H(k) = G(k + 1) in closed form.
     Written from the verified certificate: each linear_combination's coefficients and
     each evaluation were computed and checked exactly in Python and replayed from this
     text; no Lean kernel has checked this file here. -/
  have hstep : ∀ k : ℕ, (((k + 1 : ℕ) : ℚ) / ((Nat.factorial ((k + 1) + 1) : ℕ) : ℚ) : ℚ) = (((((-((k + 1 : ℕ) : ℚ)) - 2) / (((k + 1 : ℕ) : ℚ) + 1)) * ((((k + 1) + 1 : ℕ) : ℚ) / ((Nat.factorial (((k + 1) + 1) + 1) : ℕ) : ℚ))) - ((((-((k : ℕ) : ℚ)) - 2) / (((k : ℕ) : ℚ) + 1)) * (((k + 1 : ℕ) : ℚ) / ((Nat.factorial ((k + 1) + 1) : ℕ) : ℚ))) : ℚ) := by
    intro k
    have s1 := mul_inv_cancel₀ (show (((Nat.factorial ((k + 1) + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 := mul_inv_cancel₀ (show ((((k + 1 : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show (((Nat.factorial (((k + 1) + 1) + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 := mul_inv_cancel₀ (show ((((k : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s5 := Prover.cast_factorial_step (α := ℚ) (((k + 1) + 1 : ℕ)) ((((k + 1) + 1) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((Nat.factorial ((k + 1) + 1) : ℕ) : ℚ) * ((2 : ℚ) + (k : ℚ)) * ((Nat.factorial (((k + 1) + 1) + 1) : ℕ) : ℚ) * ((1 : ℚ) + (k : ℚ)) * ((3 : ℚ) + (k : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((((1 : ℚ) + (k : ℚ)) ^ 2 * ((2 : ℚ) + (k : ℚ)) * ((3 : ℚ) + (k : ℚ))) * ((Nat.factorial (((k + 1) + 1) + 1) : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (k : ℚ)) ^ 2 * ((2 : ℚ) + (k : ℚ)) ^ 2 * ((3 : ℚ) + (k : ℚ))) * (((((k : ℕ) : ℚ) + 1 : ℚ))⁻¹ * ((Nat.factorial (((k + 1) + 1) + 1) : ℕ) : ℚ))) * s1 + (((3 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ))) * ((((Nat.factorial (((k + 1) + 1) + 1) : ℕ) : ℚ))⁻¹ * ((Nat.factorial ((k + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial (((k + 1) + 1) + 1) : ℕ) : ℚ)) * s2 + (((3 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ))) * ((Nat.factorial ((k + 1) + 1) : ℕ) : ℚ) * s3 + ((-1 : ℚ) * ((2 : ℚ) + (k : ℚ)) ^ 2 * ((1 : ℚ) + (k : ℚ)) * ((3 : ℚ) + (k : ℚ))) * ((Nat.factorial (((k + 1) + 1) + 1) : ℕ) : ℚ) * s4 + (((1 : ℚ) + (k : ℚ)) * ((2 : ℚ) + (k : ℚ)) * ((3 : ℚ) + (k : ℚ))) * s5
  have hzero : (0 : ℚ) = (1 - (1 / ((Nat.factorial 0 : ℕ) : ℚ)) : ℚ) := by
    have s1 := mul_inv_cancel₀ (show (((Nat.factorial 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s2 : ((Nat.factorial 0 : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.factorial (0) = 1 by decide)
    refine mul_left_cancel₀ (show (((Nat.factorial 0 : ℕ) : ℚ) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (1 : ℚ) * s1 + (-1 : ℚ) * s2
  have hclosed : ∀ n : ℕ, ((((0 : ℕ) : ℚ) / ((Nat.factorial (0 + 1) : ℕ) : ℚ)) + (((((-((n : ℕ) : ℚ)) - 2) / (((n : ℕ) : ℚ) + 1)) * (((n + 1 : ℕ) : ℚ) / ((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ))) - ((((-((0 : ℕ) : ℚ)) - 2) / (((0 : ℕ) : ℚ) + 1)) * (((0 + 1 : ℕ) : ℚ) / ((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ)))) : ℚ) = (1 - (1 / ((Nat.factorial (n + 1) : ℕ) : ℚ)) : ℚ) := by
    intro n
    have s2 := mul_inv_cancel₀ (show ((((n : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s3 := mul_inv_cancel₀ (show (((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s4 := mul_inv_cancel₀ (show ((((0 : ℕ) : ℚ) + 1 : ℚ) : ℚ) ≠ 0 by positivity)
    have s5 := mul_inv_cancel₀ (show (((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s6 := mul_inv_cancel₀ (show (((Nat.factorial (n + 1) : ℕ) : ℚ) : ℚ) ≠ 0 by positivity)
    have s8 : ((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ) = (2 : ℚ) := by exact_mod_cast (show Nat.factorial (((0 + 1) + 1 : ℕ)) = 2 by decide)
    have s9 := Prover.cast_factorial_step (α := ℚ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ)) (by omega)
    refine mul_left_cancel₀ (show (((1 : ℚ) + (n : ℚ)) * ((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial (n + 1) : ℕ) : ℚ) * ((2 : ℚ) + (n : ℚ)) : ℚ) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * ((((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ))⁻¹ * ((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) * s2 + ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * (((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) * s3 + ((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * ((((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ))⁻¹ * ((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) * s4 + ((2 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial (n + 1) : ℕ) : ℚ)) * s5 + (((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial ((0 + 1) + 1) : ℕ) : ℚ)) * s6 + ((((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * ((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ) + ((-1 : ℚ) * ((2 : ℚ) + (n : ℚ)) ^ 2 * ((1 : ℚ) + (n : ℚ))) * ((Nat.factorial (n + 1) : ℕ) : ℚ) + ((-1 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * (((Nat.factorial ((n + 1) + 1) : ℕ) : ℚ) * ((Nat.factorial (n + 1) : ℕ) : ℚ))) * s8 + ((-2 : ℚ) * ((1 : ℚ) + (n : ℚ)) * ((2 : ℚ) + (n : ℚ))) * s9
  cases n with
  | zero =>
    have key : ∑ k ∈ Finset.range 0, (((k : ℕ) : ℚ) / ((Nat.factorial (k + 1) : ℕ) : ℚ) : ℚ) = (1 - (1 / ((Nat.factorial 0 : ℕ) : ℚ)) : ℚ) := by rw [Finset.sum_range_zero]; exact hzero
    exact key
  | succ n =>
    have key : ∑ k ∈ Finset.range (n + 1), (((k : ℕ) : ℚ) / ((Nat.factorial (k + 1) : ℕ) : ℚ) : ℚ) = (1 - (1 / ((Nat.factorial (n + 1) : ℕ) : ℚ)) : ℚ) := (Prover.sum_range_succ_eq_of_step (fun k => (((k : ℕ) : ℚ) / ((Nat.factorial (k + 1) : ℕ) : ℚ) : ℚ)) (fun k => ((((-((k : ℕ) : ℚ)) - 2) / (((k : ℕ) : ℚ) + 1)) * (((k + 1 : ℕ) : ℚ) / ((Nat.factorial ((k + 1) + 1) : ℕ) : ℚ)) : ℚ)) hstep n).trans (hclosed n)
    exact key

import Mathlib
import Prover


theorem shift_gamma_half (n : ℕ) :
  Real.sqrt Real.pi * (2 * n).factorial = 4 ^ n * n.factorial * Real.Gamma (n + 1 / 2) := by
  /- wzprove proof (complete): by induction on n; both sides are products of
     hypergeometric factors, each stepped from n to n + 1 by its shift fact, and the
     step is one linear_combination over the induction hypothesis and those facts.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, ((Real.sqrt (Real.pi) : ℝ) * ((Nat.factorial (2 * n) : ℕ) : ℝ) : ℝ) = (((4 ^ n) * ((Nat.factorial n : ℕ) : ℝ)) * (Real.Gamma (((n : ℕ) : ℝ) + (1 / 2)) : ℝ) : ℝ) := by
    intro n
    induction n with
    | zero => rw [Nat.cast_zero, zero_add, Real.Gamma_one_half_eq]; norm_num
    | succ n ih =>
      have s1 : ((Nat.factorial (2 * (n + 1)) : ℕ) : ℝ) = ((((2 * ((n : ℕ) : ℝ)) + 2) * ((2 * ((n : ℕ) : ℝ)) + 1)) * ((Nat.factorial (2 * n) : ℕ) : ℝ) : ℝ) := Prover.cast_factorial_two_mul_succ (α := ℝ) (n)
      have s2 : (4 ^ (n + 1 : ℕ) : ℝ) = ((4 ^ n) * 4 : ℝ) := _root_.pow_succ (4 : ℝ) (n)
      have s3 : ((Nat.factorial (n + 1) : ℕ) : ℝ) = ((((n : ℕ) : ℝ) + 1) * ((Nat.factorial n : ℕ) : ℝ) : ℝ) := Prover.cast_factorial_succ (α := ℝ) (n)
      have s4 : (Real.Gamma (((n + 1 : ℕ) : ℝ) + (1 / 2)) : ℝ) = ((((n : ℕ) : ℝ) + (1 / 2)) * (Real.Gamma (((n : ℕ) : ℝ) + (1 / 2)) : ℝ) : ℝ) := Prover.gamma_nat_add_succ ((1 / 2 : ℝ)) (n) (show (((n : ℕ) : ℝ) + (1 / 2) : ℝ) ≠ 0 by positivity)
      show ((Real.sqrt (Real.pi) : ℝ) * ((Nat.factorial (2 * (n + 1)) : ℕ) : ℝ) : ℝ) = (((4 ^ (n + 1 : ℕ)) * ((Nat.factorial (n + 1) : ℕ) : ℝ)) * (Real.Gamma (((n + 1 : ℕ) : ℝ) + (1 / 2)) : ℝ) : ℝ)
      linear_combination (norm := (push_cast; ring1)) ((((4 * (((n : ℕ) : ℝ) ^ 2)) + (6 * ((n : ℕ) : ℝ))) + 2 : ℝ)) * ih + ((Real.sqrt (Real.pi) : ℝ)) * s1 + ((-(((Nat.factorial (n + 1) : ℕ) : ℝ) * (Real.Gamma ((((n : ℕ) : ℝ) + 1) + (1 / 2)) : ℝ)) : ℝ)) * s2 + ((-((4 * (Real.Gamma ((((n : ℕ) : ℝ) + 1) + (1 / 2)) : ℝ)) * (4 ^ n)) : ℝ)) * s3 + (((-(((4 * ((n : ℕ) : ℝ)) * (4 ^ n)) * ((Nat.factorial n : ℕ) : ℝ))) - ((4 * (4 ^ n)) * ((Nat.factorial n : ℕ) : ℝ)) : ℝ)) * s4
  exact key n

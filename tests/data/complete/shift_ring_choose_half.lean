import Mathlib
import Prover


theorem shift_ring_choose_half (n : ℕ) :
  (Ring.choose (-1 / 2 : ℝ) n) = (-1 : ℝ) ^ n * (Nat.choose (2 * n) n) * 4^(-(n : ℝ)) := by
  /- wzprove proof (complete): by induction on n; both sides are products of
     hypergeometric factors, each stepped from n to n + 1 by its shift fact, and the
     step is one linear_combination over the induction hypothesis and those facts.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ n : ℕ, (Ring.choose ((-1) / 2) n : ℝ) = ((((-1) ^ n) * ((Nat.choose (2 * n) n : ℕ) : ℝ)) * (4 ^ (-((n : ℕ) : ℝ) : ℝ)) : ℝ) := by
    intro n
    induction n with
    | zero => norm_num [Ring.choose_zero_right]
    | succ n ih =>
      have s1 : ((((n : ℕ) : ℝ) + 1) * (Ring.choose ((-1) / 2) (n + 1) : ℝ) : ℝ) = ((((-1) / 2) - ((n : ℕ) : ℝ)) * (Ring.choose ((-1) / 2) n : ℝ) : ℝ) := Prover.ring_choose_succ_mul (((-1) / 2 : ℝ)) (n)
      have s2 : ((-1) ^ (n + 1 : ℕ) : ℝ) = (((-1) ^ n) * (-1) : ℝ) := _root_.pow_succ (-1 : ℝ) (n)
      have s3 : ((((n : ℕ) : ℝ) + 1) * ((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ) : ℝ) = ((2 * ((2 * ((n : ℕ) : ℝ)) + 1)) * ((Nat.choose (2 * n) n : ℕ) : ℝ) : ℝ) := Prover.cast_choose_two_mul_succ (α := ℝ) (n)
      have s4 : ((4 ^ (-((n + 1 : ℕ) : ℝ) : ℝ)) * 4 : ℝ) = (4 ^ (-((n : ℕ) : ℝ) : ℝ) : ℝ) := Prover.rpow_neg_natCast_succ ((4 : ℝ)) (by norm_num) (n)
      have s5 : (((n : ℕ) : ℝ) + 1 : ℝ) * ((((n : ℕ) : ℝ) + 1 : ℝ))⁻¹ = ((1 : ℝ)) := mul_inv_cancel₀ (show (((n : ℕ) : ℝ) + 1 : ℝ) ≠ 0 by positivity)
      show (Ring.choose ((-1) / 2) (n + 1) : ℝ) = ((((-1) ^ (n + 1 : ℕ)) * ((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ)) * (4 ^ (-((n + 1 : ℕ) : ℝ) : ℝ)) : ℝ)
      linear_combination (norm := (push_cast; ring1)) (((-(((n : ℕ) : ℝ) * (1 / (((n : ℕ) : ℝ) + 1)))) - ((1 / 2) * (1 / (((n : ℕ) : ℝ) + 1))) : ℝ)) * ih + ((1 / (((n : ℕ) : ℝ) + 1) : ℝ)) * s1 + ((-(((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ) * (4 ^ (-(((n : ℕ) : ℝ) + 1) : ℝ))) : ℝ)) * s2 + ((((4 ^ (-(((n : ℕ) : ℝ) + 1) : ℝ)) * (1 / (((n : ℕ) : ℝ) + 1))) * ((-1) ^ n) : ℝ)) * s3 + (((((((n : ℕ) : ℝ) * (1 / (((n : ℕ) : ℝ) + 1))) * ((-1) ^ n)) * ((Nat.choose (2 * n) n : ℕ) : ℝ)) + ((((1 / 2) * (1 / (((n : ℕ) : ℝ) + 1))) * ((-1) ^ n)) * ((Nat.choose (2 * n) n : ℕ) : ℝ)) : ℝ)) * s4 + (((-(Ring.choose ((-1) / 2) (n + 1) : ℝ)) - ((((Nat.choose (2 * (n + 1)) (n + 1) : ℕ) : ℝ) * (4 ^ (-(((n : ℕ) : ℝ) + 1) : ℝ))) * ((-1) ^ n)) : ℝ)) * s5
  exact key n

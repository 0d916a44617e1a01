import Mathlib

/-- LCI-Test Gould_identity_7_18_zero: a sum over range 1 whose ℕ subtraction j - 1 is exact
from j = 1 (the step from j = 1; the value at j = 0 by evaluation). -/
theorem induction_start_gould (j : ℕ) (h_denom : j ≠ 1) :
  ∑ k ∈ Finset.range (1), (Nat.choose 0 k : ℝ) * (Nat.choose ((j - 1) * 0) ((j - 1) * k)) / (Nat.choose (j * 0) (j * k)) * (1 / (j * k - 1)) =
  -1 := by
  /- wzprove proof (complete): by induction on j; each step E(j + 1) = E(j) by one
     linear_combination over the induction hypothesis and Finset.sum_range_one, Nat.choose_self, ring.
     The coefficients were computed and checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
  have key : ∀ j : ℕ, (∑ k ∈ Finset.range 1, (((((Nat.choose 0 k : ℕ) : ℝ) * ((Nat.choose (j * 0) (j * k) : ℕ) : ℝ)) / ((Nat.choose ((j + 1) * 0) ((j + 1) * k) : ℕ) : ℝ)) * (1 / ((((j + 1 : ℕ) : ℝ) * ((k : ℕ) : ℝ)) - 1))) : ℝ) = (-1 : ℝ) := by
    intro j
    induction j with
    | zero => norm_num [Finset.sum_range_succ]
    | succ j ih =>
      have s1 : (∑ k ∈ Finset.range 1, (((((Nat.choose 0 k : ℕ) : ℝ) * ((Nat.choose ((j + 1) * 0) ((j + 1) * k) : ℕ) : ℝ)) / ((Nat.choose (((j + 1) + 1) * 0) (((j + 1) + 1) * k) : ℕ) : ℝ)) * (1 / ((((((j : ℕ) : ℝ) + 1) + 1) * ((k : ℕ) : ℝ)) - 1))) : ℝ) = (((((Nat.choose 0 0 : ℕ) : ℝ) * ((Nat.choose ((j + 1) * 0) ((j + 1) * 0) : ℕ) : ℝ)) / ((Nat.choose (((j + 1) + 1) * 0) (((j + 1) + 1) * 0) : ℕ) : ℝ)) * (1 / ((((((j : ℕ) : ℝ) + 1) + 1) * ((0 : ℕ) : ℝ)) - 1)) : ℝ) := Finset.sum_range_one (fun k => (((((Nat.choose 0 k : ℕ) : ℝ) * ((Nat.choose ((j + 1) * 0) ((j + 1) * k) : ℕ) : ℝ)) / ((Nat.choose (((j + 1) + 1) * 0) (((j + 1) + 1) * k) : ℕ) : ℝ)) * (1 / ((((((j : ℕ) : ℝ) + 1) + 1) * ((k : ℕ) : ℝ)) - 1)) : ℝ))
      have s2 : (∑ k ∈ Finset.range 1, (((((Nat.choose 0 k : ℕ) : ℝ) * ((Nat.choose (j * 0) (j * k) : ℕ) : ℝ)) / ((Nat.choose ((j + 1) * 0) ((j + 1) * k) : ℕ) : ℝ)) * (1 / (((((j : ℕ) : ℝ) + 1) * ((k : ℕ) : ℝ)) - 1))) : ℝ) = (((((Nat.choose 0 0 : ℕ) : ℝ) * ((Nat.choose (j * 0) (j * 0) : ℕ) : ℝ)) / ((Nat.choose ((j + 1) * 0) ((j + 1) * 0) : ℕ) : ℝ)) * (1 / (((((j : ℕ) : ℝ) + 1) * ((0 : ℕ) : ℝ)) - 1)) : ℝ) := Finset.sum_range_one (fun k => (((((Nat.choose 0 k : ℕ) : ℝ) * ((Nat.choose (j * 0) (j * k) : ℕ) : ℝ)) / ((Nat.choose ((j + 1) * 0) ((j + 1) * k) : ℕ) : ℝ)) * (1 / (((((j : ℕ) : ℝ) + 1) * ((k : ℕ) : ℝ)) - 1)) : ℝ))
      have s3 : ((Nat.choose 0 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast Nat.choose_self (0)
      have s4 : ((Nat.choose ((j + 1) * 0) ((j + 1) * 0) : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast Nat.choose_self (((j + 1) * 0 : ℕ))
      have s5 : (((Nat.choose (((j + 1) + 1) * 0) (((j + 1) + 1) * 0) : ℕ) : ℝ))⁻¹ = (1 : ℝ) := by rw [Nat.choose_self ((((j + 1) + 1) * 0 : ℕ))] <;> norm_num
      have s6 : (((((((j : ℕ) : ℝ) + 1) + 1) * 0) - 1 : ℝ))⁻¹ = (-1 : ℝ) := by rw [show ((((((j : ℕ) : ℝ) + 1) + 1) * 0) - 1 : ℝ) = (-1 : ℝ) by ring] <;> norm_num
      have s7 : ((Nat.choose (j * 0) (j * 0) : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast Nat.choose_self ((j * 0 : ℕ))
      have s8 : (((Nat.choose ((j + 1) * 0) ((j + 1) * 0) : ℕ) : ℝ))⁻¹ = (1 : ℝ) := by rw [Nat.choose_self (((j + 1) * 0 : ℕ))] <;> norm_num
      have s9 : ((((((j : ℕ) : ℝ) + 1) * 0) - 1 : ℝ))⁻¹ = (-1 : ℝ) := by rw [show (((((j : ℕ) : ℝ) + 1) * 0) - 1 : ℝ) = (-1 : ℝ) by ring] <;> norm_num
      show (∑ k ∈ Finset.range 1, (((((Nat.choose 0 k : ℕ) : ℝ) * ((Nat.choose ((j + 1) * 0) ((j + 1) * k) : ℕ) : ℝ)) / ((Nat.choose (((j + 1) + 1) * 0) (((j + 1) + 1) * k) : ℕ) : ℝ)) * (1 / (((((j + 1) + 1 : ℕ) : ℝ) * ((k : ℕ) : ℝ)) - 1))) : ℝ) = (-1 : ℝ)
      linear_combination (norm := (push_cast; ring1)) ih + ((1 : ℝ)) * s1 + ((-1 : ℝ)) * s2 + ((((((Nat.choose ((j + 1) * 0) ((j + 1) * 0) : ℕ) : ℝ) * (1 / ((Nat.choose (((j + 1) + 1) * 0) (((j + 1) + 1) * 0) : ℕ) : ℝ))) * (1 / ((((((j : ℕ) : ℝ) + 1) + 1) * 0) - 1))) - ((((Nat.choose (j * 0) (j * 0) : ℕ) : ℝ) * (1 / ((Nat.choose ((j + 1) * 0) ((j + 1) * 0) : ℕ) : ℝ))) * (1 / (((((j : ℕ) : ℝ) + 1) * 0) - 1))) : ℝ)) * s3 + (((1 / ((Nat.choose (((j + 1) + 1) * 0) (((j + 1) + 1) * 0) : ℕ) : ℝ)) * (1 / ((((((j : ℕ) : ℝ) + 1) + 1) * 0) - 1)) : ℝ)) * s4 + ((1 / ((((((j : ℕ) : ℝ) + 1) + 1) * 0) - 1) : ℝ)) * s5 + ((1 : ℝ)) * s6 + ((-((1 / ((Nat.choose ((j + 1) * 0) ((j + 1) * 0) : ℕ) : ℝ)) * (1 / (((((j : ℕ) : ℝ) + 1) * 0) - 1))) : ℝ)) * s7 + ((-(1 / (((((j : ℕ) : ℝ) + 1) * 0) - 1)) : ℝ)) * s8 + ((-1 : ℝ)) * s9
  by_cases hn : j < 1
  · interval_cases j
    all_goals norm_num [Finset.sum_range_succ]
  · obtain ⟨m, rfl⟩ : ∃ m : ℕ, j = m + 1 := ⟨j - 1, by omega⟩
    rw [show ((m + 1) - 1 : ℕ) = m by omega]
    exact key m

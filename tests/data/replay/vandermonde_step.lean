  have hwz : ∀ n k : ℕ, -(((m : ℕ) : ℝ) + ((n : ℕ) : ℝ) + 1) * (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ)) + (((n : ℕ) : ℝ) + 1) * (((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) = -(((k + 1 : ℕ) : ℝ) ^ 2 * ((Nat.choose m (k + 1) : ℕ) : ℝ) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1) - -(((k : ℕ) : ℝ) ^ 2 * ((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) / (((n : ℕ) : ℝ) + 1) := by
    intro n k
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (m) (k) (k + 1) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) (n + 1) (k) (k + 1) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (n) (n + 1) (k) (by omega)
    have s4 := mul_inv_cancel₀ (show (((n : ℕ) : ℝ) + 1 : ℝ) ≠ 0 by positivity)
    linear_combination (norm := (push_cast; ring1)) ((((n : ℕ) : ℝ) + 1)⁻¹ * (((k : ℕ) : ℝ) + 1) * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ)) * s1 + ((((n : ℕ) : ℝ) + 1)⁻¹ * (((m : ℕ) : ℝ) - ((k : ℕ) : ℝ)) * ((Nat.choose m k : ℕ) : ℝ)) * s2 + (-(((m : ℕ) : ℝ) + ((n : ℕ) : ℝ) + 1) * ((Nat.choose m k : ℕ) : ℝ) * (((n : ℕ) : ℝ) + 1)⁻¹) * s3 + ((((m : ℕ) : ℝ) + ((n : ℕ) : ℝ) + 1) * ((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ) - (((n : ℕ) : ℝ) + 1) * ((Nat.choose m k : ℕ) : ℝ) * ((Nat.choose (n + 1) k : ℕ) : ℝ)) * s4

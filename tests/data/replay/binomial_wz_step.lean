  have hct : ∀ n k : ℕ, -2 * ((Nat.choose n (k + 1) : ℕ) : ℝ) + 1 * ((Nat.choose (n + 1) (k + 1) : ℕ) : ℝ) = -((Nat.choose n (k + 1) : ℕ) : ℝ) - -((Nat.choose n k : ℕ) : ℝ) := by
    intro n k
    have s1 := Prover.cast_choose_lower_step (α := ℝ) (n) (k) (k + 1) (by omega)
    have s2 := Prover.cast_choose_lower_step (α := ℝ) (n + 1) (k) (k + 1) (by omega)
    have s3 := Prover.cast_choose_upper_step (α := ℝ) (n) (n + 1) (k) (by omega)
    have s4 := Prover.pow_step (2 : ℝ) (k) (k + 1) (by omega)
    have s5 := mul_inv_cancel₀ (show (4 * ((n : ℕ) : ℝ) + 2 : ℝ) ≠ 0 by positivity)
    refine mul_left_cancel₀ (show (((k : ℕ) : ℝ) + 1) * (((n : ℕ) : ℝ) + 1) ≠ 0 by positivity) ?_
    linear_combination (norm := (push_cast; ring1)) (-(((n : ℕ) : ℝ) + 1)) * s1 + (((n : ℕ) : ℝ) + 1) * s2 + (-(((n : ℕ) : ℝ) + 1)) * s3

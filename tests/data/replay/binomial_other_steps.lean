  have hF : ∀ n k : ℕ, n < k → ((Nat.choose n k : ℕ) : ℝ) / (2 : ℝ) ^ n = 0 := by
    intro n k h
    rewrite [Nat.choose_eq_zero_of_lt (show n < k by omega)]
    simp
  have hHtop : ∀ n : ℕ, -((Nat.choose n (n + 1) : ℕ) : ℝ) / (2 : ℝ) ^ (n + 1) = 0 := by
    intro n
    rewrite [Nat.choose_eq_zero_of_lt (show n < n + 1 by omega)]
    simp
  have hlead : ∀ n : ℕ, 2 ≤ n → (((n : ℕ) : ℝ) - 1) * (((n : ℕ) : ℝ) + 1) ≠ 0 := by
    intro n hn
    obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hn
    rw [show (((2 + t : ℕ) : ℝ) - 1) * (((2 + t : ℕ) : ℝ) + 1) = (((t : ℕ) : ℝ) + 1) * (((t : ℕ) : ℝ) + 3) by push_cast; ring]
    positivity
  have hinit : ∀ i : ℕ, i < 2 → ∑ k ∈ Finset.range (i + 1), ((Nat.choose i k : ℕ) : ℝ) = (2 : ℝ) ^ i := by
    intro i hi
    interval_cases i
    · norm_num [Finset.sum_range_succ]
    · have v1 : Nat.choose 1 1 = 1 := by decide
      norm_num [Finset.sum_range_succ, v1]
  exact Prover.sum_eq_of_wz hct hF hHtop hinit

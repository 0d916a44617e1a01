theorem harmonic_shifted_false : ¬ (∀ (n : ℕ), ∑' k : ℕ, (1 : ℝ) / ((k + 2 : ℕ) : ℝ) = n) := by
  intro h
  have h0 := @h 1
  rw [tsum_eq_zero_of_not_summable] at h0
  · try norm_num at h0
  · intro wz_hs
    apply Real.not_summable_one_div_natCast
    refine (summable_nat_add_iff 2).mp ?_
    refine (summable_abs_iff.mpr wz_hs).congr (fun k => ?_)
    simp only [abs_div, abs_pow, abs_neg, abs_one, one_pow, Nat.abs_cast, Nat.succ_eq_add_one]
    all_goals first | rfl | (push_cast; ring)

theorem log_alternating_false : ¬ (Real.log 3 = ∑' k : ℕ, (-1 : ℝ) ^ k / ((k + 1 : ℕ) : ℝ)) := by
  intro h
  have wz_log : 0 < Real.log 3 := Real.log_pos (by norm_num)
  have h0 := h
  rw [tsum_eq_zero_of_not_summable] at h0
  · try norm_num at h0
    all_goals linarith [wz_log]
  · intro wz_hs
    apply Real.not_summable_one_div_natCast
    refine (summable_nat_add_iff 1).mp ?_
    refine (summable_abs_iff.mpr wz_hs).congr (fun k => ?_)
    simp only [abs_div, abs_pow, abs_neg, abs_one, one_pow, Nat.abs_cast, Nat.succ_eq_add_one]
    all_goals first | rfl | (push_cast; ring)

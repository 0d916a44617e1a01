theorem sqrt_five_square_false : ¬ (∀ (n : ℕ), (Real.sqrt 5 + n) ^ 2 = 5 + (n : ℝ) ^ 2) := by
  intro h
  have wz_sq : Real.sqrt 5 ^ 2 = 5 := Real.sq_sqrt (by norm_num)
  have wz_pos : 0 < Real.sqrt 5 := Real.sqrt_pos.mpr (by norm_num)
  have wz_ne : Real.sqrt 5 ≠ 0 := wz_pos.ne'
  have wz_lo : (2236067 / 1000000 : ℝ) < Real.sqrt 5 := by nlinarith [wz_sq, wz_pos]
  have wz_hi : Real.sqrt 5 < (559017 / 250000 : ℝ) := by nlinarith [wz_sq, wz_pos]
  have h0 := @h 1
  norm_num at h0
  all_goals (try field_simp at h0)
  all_goals nlinarith [wz_sq, wz_pos, wz_lo, wz_hi]

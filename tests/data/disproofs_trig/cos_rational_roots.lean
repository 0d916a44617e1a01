theorem cos_rational_roots_false : ¬ (∀ (x : ℝ), Real.cos x * (4 * Real.cos x ^ 2 - 1) * (Real.cos x ^ 2 - 1) = 0) := by
  -- at x = π/6: each sin/cos value is a Mathlib lemma's
  intro h
  have wz_sq : Real.sqrt 3 ^ 2 = 3 := Real.sq_sqrt (by norm_num)
  have wz_pos : 0 < Real.sqrt 3 := Real.sqrt_pos.mpr (by norm_num)
  have wz_ne : Real.sqrt 3 ≠ 0 := wz_pos.ne'
  have wz_lo : (34641 / 20000 : ℝ) < Real.sqrt 3 := by nlinarith [wz_sq, wz_pos]
  have wz_hi : Real.sqrt 3 < (1732051 / 1000000 : ℝ) := by nlinarith [wz_sq, wz_pos]
  have h0 := @h (Real.pi / 6)
  have wz_trig1 : Real.cos (((Real.pi / 6) : ℝ)) = Real.sqrt 3 / 2 := by
    have e : ((((Real.pi / 6) : ℝ)) : ℝ) = Real.pi / 6 := by
      (try push_cast) <;> ring
    rw [e, Real.cos_pi_div_six] <;> norm_num
  simp only [wz_trig1] at h0
  norm_num at h0
  all_goals (try field_simp at h0)
  all_goals nlinarith [wz_sq, wz_pos, wz_lo, wz_hi]

theorem cos_quarter_false : ¬ (∀ (x : ℝ), Real.cos (x / 4) = 1) := by
  -- at x = 4*π/3: each sin/cos value is a Mathlib lemma's
  intro h
  have h0 := @h (4 * Real.pi / 3)
  have wz_trig1 : Real.cos ((((4 * Real.pi / 3) : ℝ) / 4)) = 1 / 2 := by
    have e : (((((4 * Real.pi / 3) : ℝ) / 4)) : ℝ) = Real.pi / 3 := by
      (try push_cast) <;> ring
    rw [e, Real.cos_pi_div_three] <;> norm_num
  simp only [wz_trig1] at h0
  norm_num at h0

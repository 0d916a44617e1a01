theorem sqrt_four_times_false : ¬ (∀ (n : ℕ), Real.sqrt 4 * n = n + 1) := by
  intro h
  have wz_sqrt1 : Real.sqrt 4 = 2 := (Real.sqrt_eq_iff_eq_sq (by norm_num) (by norm_num)).mpr (by norm_num)
  have h0 := @h 0
  norm_num [wz_sqrt1] at h0

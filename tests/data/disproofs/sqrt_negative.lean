theorem sqrt_negative_false : ¬ (∀ (n : ℕ), Real.sqrt (-4) + n = n + 1) := by
  intro h
  have wz_sqrt1 : Real.sqrt (-4) = 0 := Real.sqrt_eq_zero'.mpr (by norm_num)
  have h0 := @h 0
  norm_num [wz_sqrt1] at h0

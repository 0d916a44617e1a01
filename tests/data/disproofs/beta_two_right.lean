theorem beta_two_right_false : ¬ (∀ (x : ℕ) (hx : 1 ≤ x), Complex.betaIntegral x 2 = 1 / x) := by
  intro h
  have wz_beta1 : Complex.betaIntegral 1 2 = (1 / 2 : ℂ) := by
    have e := Complex.betaIntegral_eval_nat_add_one_right (u := 1) (by norm_num) 1
    norm_num [Finset.prod_range_succ, Nat.factorial] at e
    linear_combination e
  have h0 := @h 1 (by norm_num)
  norm_num [wz_beta1] at h0

theorem sin_sum_half_false : ¬ (∀ (n : ℕ) (x : ℝ) (hn : 1 ≤ n), ∑ k ∈ Finset.range (n + 1), Real.sin (k * x) = n * Real.sin (x / 2)) := by
  -- at n = 1, x = π: each sin/cos value is a Mathlib lemma's
  intro h
  have h0 := @h 1 (Real.pi) (by norm_num)
  have wz_trig1 : Real.sin (((0 : ℕ) * ((Real.pi) : ℝ))) = 0 := by
    have e : ((((0 : ℕ) * ((Real.pi) : ℝ))) : ℝ) = 0 := by
      (try push_cast) <;> ring
    rw [e, Real.sin_zero] <;> norm_num
  have wz_trig2 : Real.sin (((1 : ℕ) * ((Real.pi) : ℝ))) = 0 := by
    have e : ((((1 : ℕ) * ((Real.pi) : ℝ))) : ℝ) = Real.pi := by
      (try push_cast) <;> ring
    rw [e, Real.sin_pi] <;> norm_num
  have wz_trig3 : Real.sin ((((Real.pi) : ℝ) / 2)) = 1 := by
    have e : (((((Real.pi) : ℝ) / 2)) : ℝ) = Real.pi / 2 := by
      (try push_cast) <;> ring
    rw [e, Real.sin_pi_div_two] <;> norm_num
  simp only [Nat.reduceAdd, Nat.reduceSub, Nat.reduceMul, Nat.reduceDiv, Finset.sum_range_succ, Finset.sum_range_zero] at h0
  simp only [wz_trig1, wz_trig2, wz_trig3] at h0
  norm_num [Finset.sum_range_succ] at h0

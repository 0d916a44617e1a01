import Mathlib

theorem bad_binder n : Nat.choose n 0 = 1 := by
  simp

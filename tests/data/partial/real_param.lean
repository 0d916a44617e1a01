import Mathlib

/-- A Gosper sum whose antidifference has a real parameter in its denominator: positivity
cannot prove `((k : ℝ) + x) * ((k : ℝ) + x + 1) ≠ 0` as written, so the proof compiler leaves
a sketch with side goals (tests of the partial-proof path; change the example when the
compiler learns to use `hx`). -/
theorem partial_real_param (n : ℕ) (x : ℝ) (hx : 0 < x) :
    ∑ k ∈ Finset.range (n + 1), 1 / ((k + x) * (k + x + 1)) = 1 / x - 1 / (n + 1 + x) := by
  sorry

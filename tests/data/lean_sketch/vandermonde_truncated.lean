import Mathlib

/-- True in Lean, but `n - k` truncates, so `F n (n + 1) = C(m, n+1) ≠ 0`: no WZ sketch. -/
theorem vandermonde_truncated (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (m.choose k : ℚ) * (n.choose (n - k) : ℚ) =
      ((m + n).choose n : ℚ) := by
  sorry

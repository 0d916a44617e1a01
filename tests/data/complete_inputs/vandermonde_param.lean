import Mathlib

/-- Vandermonde's convolution with a parameter `m` (WZ pair). -/
theorem vandermonde_param (m n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose m k : ℝ) * Nat.choose n k =
      Nat.choose (m + n) n := by
  sorry

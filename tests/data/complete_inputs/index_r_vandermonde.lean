import Mathlib

/-- Vandermonde's convolution in ℕ, summed over `r` with a parameter named `k`: the closing
application's sum index meets the parameter (no capture), and the initial value has the
closed argument `0 - 0`. -/
theorem index_r_vandermonde (n m k : ℕ) :
    ∑ r ∈ Finset.range (k + 1), Nat.choose n r * Nat.choose m (k - r) = Nat.choose (n + m) k := by
  sorry

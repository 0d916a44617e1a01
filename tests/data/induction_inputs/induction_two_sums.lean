import Mathlib

/-- `∑ k³ = (∑ k)²` with both sums left as sums (wzprove-100 beyond_nicomachus_two_sums):
each sum's closed form is a lemma by induction. -/
theorem induction_two_sums (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k ^ 3 = (∑ k ∈ Finset.range (n + 1), k) ^ 2 := by
  sorry

import Mathlib

/-- `∑_(k ≤ n) k³ = (n (n + 1) / 2)²` over ℕ (brokenmath-originals sum_cubes): the ℚ identity
is a lemma compiled from its certificate; by parity `n = 2m + r` the division under the power
is a polynomial in `m` (`Nat.div_eq_of_eq_mul_left`, `ring`), then the cast. -/
theorem nat_sum_cubes_div (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k ^ 3 = (n * (n + 1) / 2) ^ 2 := by
  sorry

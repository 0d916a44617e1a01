import Mathlib

open BigOperators Nat Finset Real

/-- The central Delannoy numbers' recurrence (OEIS A001850), order 2, written with the
statement's own factor `2` (twice the telescoper of the engine). -/
theorem rec_delannoy (n : ℕ) :
    2 * ((n : ℚ) + 2) * ∑ k ∈ Finset.range (n + 3),
        (Nat.choose (n + 2) k : ℚ) * Nat.choose (n + 2 + k) k =
      6 * (2 * (n : ℚ) + 3) * ∑ k ∈ Finset.range (n + 2),
          (Nat.choose (n + 1) k : ℚ) * Nat.choose (n + 1 + k) k -
        2 * ((n : ℚ) + 1) * ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * Nat.choose (n + k) k := by
  sorry

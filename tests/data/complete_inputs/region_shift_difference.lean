import Mathlib

open Nat

/-- A difference of binomials under lower bounds (LC-test test_084_1): `n = j + 3`, `k = i + 1`
by `obtain ⟨_, rfl⟩`; `A − B = C` by `omega` from the lemma `A = B + C`, proved region by
region around the diagonal. -/
theorem region_shift_difference (n k : ℕ) (hn : n ≥ 3) (hk : k ≥ 1) :
    Nat.choose n k - Nat.choose (n - 3) k =
      Nat.choose (n - 1) (k - 1) + Nat.choose (n - 2) (k - 1) + Nat.choose (n - 3) (k - 1) := by
  sorry

import Mathlib

open BigOperators Nat Finset Real

/-- Stirling numbers with three blocks by their explicit formula (LCI Gould_identity_1_19):
`n = j + 3` by `obtain ⟨_, rfl⟩`; `omega` from `Prover.stirlingSecond_three_eq`, the powers
`b^(j + 3) = b^3 · b^j` and `2^j ≤ 3^j` (the ℕ difference exact, the division exact). -/
theorem stirling_three_division (n : ℕ) (hn : 3 ≤ n) :
    Nat.stirlingSecond n 3 = (3 ^ n - 3 * 2 ^ n + 3) / 6 := by
  sorry

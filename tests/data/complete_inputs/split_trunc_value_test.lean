import Mathlib

open Finset BigOperators

/-- Gould 3.92 over ℝ (LCI Gould_identity_3_92): `n − k` in the sum truncates nowhere inside
the range, but the right side tests `n = 0`; the statement splits into `n < 1`, evaluated by
`norm_num` (a field: `decide` does not apply), and `n = m + 1`, where the test is false
(`if_neg`) and the sum telescopes (Gosper). -/
theorem split_trunc_value_test {n : ℕ} :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n - 2 * k) (n - k) : ℝ) * (Nat.choose (2 * k) k)
      * (1 / (2 * k - 1 : ℝ)) = if n = 0 then (-1) else 0 := by
  sorry

import Mathlib

open Nat

/-- Trinomial revision `C(n, k) C(k, m) = C(n, k - m) C(n - k + m, m)` for `m ≤ k ≤ n`
(LC-test test_048_1): `k = m + j`, then `n = m + j + q`, each by `obtain ⟨_, rfl⟩`; the
substituted closed form, whose ℕ subtractions are then exact, by the closed-form compiler. -/
theorem closed_hyp_trinomial (n m k : ℕ) (hmk : m ≤ k) (hkn : k ≤ n) :
    Nat.choose n k * Nat.choose k m = Nat.choose n (k - m) * Nat.choose (n - k + m) m := by
  sorry

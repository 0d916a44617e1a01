import Mathlib
import Prover


theorem stirling_two_constant (n : ℕ) (hn : 1 ≤ n) :
    Nat.stirlingSecond (n + 1) 2 = 2 ^ n - 1 := by
  have hs1 := Prover.stirlingSecond_two_eq (n + 1 : ℕ) (by omega)
  have hp1 : (2 : ℕ) ^ (n + 1 : ℕ) = 2 * (2 : ℕ) ^ n := by ring
  have hq1 : 0 < (2 : ℕ) ^ n := by positivity
  omega

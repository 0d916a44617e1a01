import Mathlib
import Prover


theorem stirling_three_difference (n : ℕ) (hn : 1 ≤ n) :
    2 * Nat.stirlingSecond (n + 2) 3 = 3 ^ (n + 1) - 2 ^ (n + 2) + 1 := by
  obtain ⟨j, rfl⟩ : ∃ j, n = (j + 1 : ℕ) := ⟨(n - 1 : ℕ), by omega⟩
  have hs1 := Prover.stirlingSecond_three_eq ((j + 1) + 2 : ℕ) (by omega)
  have hp1 : (3 : ℕ) ^ ((j + 1) + 2 : ℕ) = 27 * (3 : ℕ) ^ j := by ring
  have hp2 : (2 : ℕ) ^ ((j + 1) + 2 : ℕ) = 8 * (2 : ℕ) ^ j := by ring
  have hp3 : (3 : ℕ) ^ ((j + 1) + 1 : ℕ) = 9 * (3 : ℕ) ^ j := by ring
  have hm1 : (2 : ℕ) ^ j ≤ (3 : ℕ) ^ j := Nat.pow_le_pow_left (by norm_num) j
  omega

import Mathlib
import Prover

open BigOperators Nat Finset Real

theorem stirling_three_division (n : ℕ) (hn : 3 ≤ n) :
    Nat.stirlingSecond n 3 = (3 ^ n - 3 * 2 ^ n + 3) / 6 := by
  obtain ⟨j, rfl⟩ : ∃ j, n = (j + 3 : ℕ) := ⟨(n - 3 : ℕ), by omega⟩
  have hs1 := Prover.stirlingSecond_three_eq (j + 3 : ℕ) (by omega)
  have hp1 : (3 : ℕ) ^ (j + 3 : ℕ) = 27 * (3 : ℕ) ^ j := by ring
  have hp2 : (2 : ℕ) ^ (j + 3 : ℕ) = 8 * (2 : ℕ) ^ j := by ring
  have hm1 : (2 : ℕ) ^ j ≤ (3 : ℕ) ^ j := Nat.pow_le_pow_left (by norm_num) j
  omega

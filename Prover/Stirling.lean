/-
Stirling numbers of the second kind with two and three blocks in closed form (issue 14: the
closed forms certified by cases whose statements hold `Nat.stirlingSecond n 3`, LCI
Gould_identity_1_19 and wzprove-100 beyond_stirling_three).

`S(m, 2) = 2^(m−1) − 1` and `S(m, 3) = (3^m − 3·2^m + 3)/6` for `m ≥ 1` (Concrete Mathematics
§6.1, the explicit formula `S(m, k) = (1/k!) Σ_j (−1)^(k−j) C(k, j) j^m` at `k = 2, 3`), stated
cleared of denominators and of subtractions, in ℕ, so that `omega` reads them as linear facts
with the atoms `Nat.stirlingSecond m k`, `2 ^ m`, `3 ^ m` of the goal:

* `2 * S(m, 2) + 2 = 2 ^ m`,
* `6 * S(m, 3) + 3 * 2 ^ m = 3 ^ m + 3`.

Proved by induction on `n` (with `m = n + 1`) from Mathlib's recursion
`Nat.stirlingSecond_succ_succ : S(n + 1, k + 1) = (k + 1) * S(n, k + 1) + S(n, k)` and
`Nat.stirlingSecond_one_right : S(n + 1, 1) = 1` (Mathlib/Combinatorics/Enumerative/Stirling.lean,
listed in `Prover/MATHLIB.txt`); each recursion step is instantiated at a literal `k` through
its stated type (`2 + 1` and `3` are the same natural number by evaluation), the power steps
by `ring`, and the arithmetic closed by `omega`, which treats the Stirling numbers and the
powers as atoms. The values at `n = 0` (`S(1, 2) = S(1, 3) = 0`) are by `rfl`.
-/
import Mathlib

namespace Prover

/-- `2 · S(n + 1, 2) + 2 = 2^(n + 1)`: the Stirling numbers of the second kind with two
blocks, `S(m, 2) = 2^(m − 1) − 1` for `m ≥ 1`, cleared of the subtraction. -/
theorem stirlingSecond_two_succ (n : ℕ) :
    2 * Nat.stirlingSecond (n + 1) 2 + 2 = 2 ^ (n + 1) := by
  induction n with
  | zero => rfl
  | succ n ih =>
    have h : Nat.stirlingSecond (n + 1 + 1) 2 =
        2 * Nat.stirlingSecond (n + 1) 2 + Nat.stirlingSecond (n + 1) 1 :=
      Nat.stirlingSecond_succ_succ (n + 1) 1
    have h1 : Nat.stirlingSecond (n + 1) 1 = 1 := Nat.stirlingSecond_one_right n
    have hp : (2 : ℕ) ^ (n + 1 + 1) = 2 * 2 ^ (n + 1) := by ring
    omega

/-- `6 · S(n + 1, 3) + 3 · 2^(n + 1) = 3^(n + 1) + 3`: the Stirling numbers of the second
kind with three blocks, `S(m, 3) = (3^m − 3 · 2^m + 3)/6` for `m ≥ 1`, cleared of the
denominator and the subtraction. -/
theorem stirlingSecond_three_succ (n : ℕ) :
    6 * Nat.stirlingSecond (n + 1) 3 + 3 * 2 ^ (n + 1) = 3 ^ (n + 1) + 3 := by
  induction n with
  | zero => rfl
  | succ n ih =>
    have h : Nat.stirlingSecond (n + 1 + 1) 3 =
        3 * Nat.stirlingSecond (n + 1) 3 + Nat.stirlingSecond (n + 1) 2 :=
      Nat.stirlingSecond_succ_succ (n + 1) 2
    have h2 := stirlingSecond_two_succ n
    have hp2 : (2 : ℕ) ^ (n + 1 + 1) = 2 * 2 ^ (n + 1) := by ring
    have hp3 : (3 : ℕ) ^ (n + 1 + 1) = 3 * 3 ^ (n + 1) := by ring
    omega

/-- `2 · S(m, 2) + 2 = 2^m` for `m ≥ 1`, with the argument `m` explicit so that an instance
names exactly the goal's atom text (`S(j + 1 + 2, 2)`, `2 ^ (j + 1 + 2)`). -/
theorem stirlingSecond_two_eq (m : ℕ) (hm : 1 ≤ m) :
    2 * Nat.stirlingSecond m 2 + 2 = 2 ^ m := by
  obtain ⟨n, rfl⟩ : ∃ n, m = n + 1 := ⟨m - 1, by omega⟩
  exact stirlingSecond_two_succ n

/-- `6 · S(m, 3) + 3 · 2^m = 3^m + 3` for `m ≥ 1` (the argument explicit, as
`stirlingSecond_two_eq`). -/
theorem stirlingSecond_three_eq (m : ℕ) (hm : 1 ≤ m) :
    6 * Nat.stirlingSecond m 3 + 3 * 2 ^ m = 3 ^ m + 3 := by
  obtain ⟨n, rfl⟩ : ∃ n, m = n + 1 := ⟨m - 1, by omega⟩
  exact stirlingSecond_three_succ n

end Prover

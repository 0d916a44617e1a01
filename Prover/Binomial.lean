/-
Side-goal helpers for hypergeometric terms built from binomial coefficients and factorials
(`DESIGN.md`, "Shape of a WZ proof", side goals 2 and 4): shift ratios stated cleared of
denominators, so that they also hold where the denominator vanishes, and their casts into
a commutative ring.

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `Nat.choose_succ_right_eq` — Mathlib/Data/Nat/Choose/Basic.lean
    `n.choose (k + 1) * (k + 1) = n.choose k * (n - k)`
* `Nat.choose_mul_succ_eq` — Mathlib/Data/Nat/Choose/Basic.lean
    `n.choose k * (n + 1) = (n + 1).choose k * (n + 1 - k)`
* `Nat.choose_eq_zero_of_lt` — Mathlib/Data/Nat/Choose/Basic.lean
    `n < k → n.choose k = 0`
* `Nat.choose_succ_succ` — Mathlib/Data/Nat/Choose/Basic.lean
    `(n + 1).choose (k + 1) = n.choose k + n.choose (k + 1)` (stated with `succ`)
* `Nat.factorial_succ` — Mathlib/Data/Nat/Factorial/Basic.lean
    `(n + 1)! = (n + 1) * n !`
* `Nat.cast_sub` — Mathlib/Data/Int/Cast/Basic.lean
    `m ≤ n → ((n - m : ℕ) : R) = n - m`
* `Nat.cast_mul` — Mathlib/Data/Nat/Cast/Basic.lean; `Nat.cast_add`, `Nat.cast_add_one`,
  `Nat.cast_zero` — Mathlib/Data/Nat/Cast/Defs.lean
* `Nat.lt_or_ge`, `Nat.mul_comm` — Lean core.
`Nat.succ_mul_choose_eq` was renamed `Nat.add_one_mul_choose_eq` around these versions,
so neither is used here.
-/
import Mathlib

namespace Prover

/-- Shift in `k` over ℕ: `(k + 1) * C(n, k + 1) = (n - k) * C(n, k)` (truncated `n - k`;
both sides are `0` when `k ≥ n`). -/
theorem choose_succ_right_mul (n k : ℕ) :
    (k + 1) * n.choose (k + 1) = (n - k) * n.choose k :=
  calc (k + 1) * n.choose (k + 1) = n.choose (k + 1) * (k + 1) := Nat.mul_comm _ _
    _ = n.choose k * (n - k) := Nat.choose_succ_right_eq n k
    _ = (n - k) * n.choose k := Nat.mul_comm _ _

/-- Shift in `n` over ℕ: `(n + 1 - k) * C(n + 1, k) = (n + 1) * C(n, k)`. -/
theorem choose_succ_left_mul (n k : ℕ) :
    (n + 1 - k) * (n + 1).choose k = (n + 1) * n.choose k :=
  calc (n + 1 - k) * (n + 1).choose k = (n + 1).choose k * (n + 1 - k) := Nat.mul_comm _ _
    _ = n.choose k * (n + 1) := (Nat.choose_mul_succ_eq n k).symm
    _ = (n + 1) * n.choose k := Nat.mul_comm _ _

/-- `C(n, k) = 0` for `k > n` (natural boundary). -/
theorem choose_eq_zero_of_gt {n k : ℕ} (h : n < k) : n.choose k = 0 :=
  Nat.choose_eq_zero_of_lt h

/-- Cast of `choose_eq_zero_of_gt` into any semiring. -/
theorem cast_choose_eq_zero_of_gt {α : Type*} [Semiring α] {n k : ℕ} (h : n < k) :
    (n.choose k : α) = 0 := by
  rw [Nat.choose_eq_zero_of_lt h, Nat.cast_zero]

/-- Shift in `k`, cast into a commutative ring, with no side condition:
`(k + 1) * C(n, k + 1) = (n - k) * C(n, k)` where `n - k` is the ring's subtraction. -/
theorem cast_choose_succ_right_mul {α : Type*} [CommRing α] (n k : ℕ) :
    ((k : α) + 1) * (n.choose (k + 1) : α) = ((n : α) - k) * (n.choose k : α) := by
  rcases Nat.lt_or_ge n k with hnk | hkn
  · rw [Nat.choose_eq_zero_of_lt hnk, Nat.choose_eq_zero_of_lt (by omega : n < k + 1)]
    simp
  · have h := congrArg (Nat.cast : ℕ → α) (Prover.choose_succ_right_mul n k)
    push_cast [Nat.cast_sub hkn] at h
    linear_combination h

/-- Shift in `n`, cast into a commutative ring, with no side condition:
`(n + 1 - k) * C(n + 1, k) = (n + 1) * C(n, k)`. -/
theorem cast_choose_succ_left_mul {α : Type*} [CommRing α] (n k : ℕ) :
    ((n : α) + 1 - k) * ((n + 1).choose k : α) = ((n : α) + 1) * (n.choose k : α) := by
  rcases Nat.lt_or_ge (n + 1) k with hnk | hkn
  · rw [Nat.choose_eq_zero_of_lt hnk, Nat.choose_eq_zero_of_lt (by omega : n < k)]
    simp
  · have h := congrArg (Nat.cast : ℕ → α) (Prover.choose_succ_left_mul n k)
    push_cast [Nat.cast_sub hkn] at h
    linear_combination h

/-- Pascal's rule cast into a semiring: `C(n + 1, k + 1) = C(n, k) + C(n, k + 1)`. -/
theorem cast_choose_succ_succ {α : Type*} [Semiring α] (n k : ℕ) :
    ((n + 1).choose (k + 1) : α) = (n.choose k : α) + (n.choose (k + 1) : α) := by
  rw [← Nat.cast_add]
  exact congrArg (Nat.cast : ℕ → α) (Nat.choose_succ_succ n k)

/-- `(n + 1)! = (n + 1) * n!` cast into a semiring. -/
theorem cast_factorial_succ {α : Type*} [Semiring α] (n : ℕ) :
    ((n + 1).factorial : α) = ((n : α) + 1) * (n.factorial : α) := by
  rw [Nat.factorial_succ, Nat.cast_mul, Nat.cast_add_one]

end Prover

/-
Tactic macros for the side goals of a WZ / recurrence sketch. Each alternative must close
the goal (`ring1`, `done`), so a macro either proves the goal or fails; it never leaves a
half-normalised goal behind.

Tactics used (Mathlib): `ring1` (Mathlib/Tactic/Ring/Basic.lean), `field_simp`
(Mathlib/Tactic/FieldSimp.lean), `push_cast` (Mathlib/Tactic/NormCast, Lean core),
`positivity` (Mathlib/Tactic/Positivity/Core.lean), `norm_num` (Mathlib/Tactic/NormNum).
Lemma: `Nat.cast_add_one_ne_zero` (`(n : R) + 1 ≠ 0` in characteristic zero) —
Mathlib/Algebra/CharZero/Defs.lean.
-/
import Mathlib

namespace Prover

/-- `wz_field`: prove an identity of rational functions (a pointwise WZ equation, a
recurrence check) once the nonzero facts it needs are hypotheses: `ring1`, or
`field_simp` then `ring1`, with `push_cast` for casts from ℕ; fails unless the goal
is closed. -/
macro "wz_field" : tactic =>
  `(tactic| first
    | ring1
    | (field_simp; ring1)
    | (push_cast; ring1)
    | (field_simp; push_cast; ring1)
    | (push_cast; field_simp; ring1)
    | (field_simp; done)
    | (simp; done))

/-- `wz_ne`: prove a side goal `x ≠ 0` or `0 < x` (denominators, `r n ≠ 0`, leading
coefficients): `positivity`, `Nat.cast_add_one_ne_zero`, `norm_num`, `simp`. -/
macro "wz_ne" : tactic =>
  `(tactic| first
    | positivity
    | exact Nat.cast_add_one_ne_zero _
    | (norm_num; done)
    | (simp; done))

/-- `wz_boundary`: prove a boundary side goal such as `Nat.choose n (n + 1) = 0`,
`G n 0 = 0` after unfolding, or an index inequality. -/
macro "wz_boundary" : tactic =>
  `(tactic| first
    | (simp; done)
    | (simp [Nat.choose_eq_zero_of_lt]; done)
    | omega
    | (norm_num; done))

end Prover

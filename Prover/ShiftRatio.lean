/-
Shift facts of hypergeometric closed forms in one ℕ variable, for the proofs by induction of
statements with no sum (`wzprove/sketch/shift_ratio_proof.py`, the linearity forms "shift
ratios, no sum" and "closed forms, no sum"). Each is the ratio `T(n + 1) / T(n)` stated
cleared of denominators, `m(n) * T(n + 1) = r(n) * T(n)`, with no side condition but the one
Mathlib's own lemma needs.

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `Ring.choose_smul_choose` — Mathlib/RingTheory/Binomial.lean
    `[NatPowAssoc R] (r : R) {n k : ℕ} (hkn : k ≤ n) :
      (Nat.choose n k) • choose r n = choose r k * choose (r - k) (n - k)`
* `Ring.choose_one_right` — Mathlib/RingTheory/Binomial.lean `choose r 1 = r`
* `Ring.choose_succ_succ` — Mathlib/RingTheory/Binomial.lean
    `[NatPowAssoc R] (r : R) (k : ℕ) : choose (r + 1) (k + 1) = choose r k + choose r (k + 1)`
* `Nat.choose_succ_self_right` — Mathlib/Data/Nat/Choose/Basic.lean `(n + 1).choose n = n + 1`
* `nsmul_eq_mul` — Mathlib/Data/Nat/Cast/Basic.lean `n • a = n * a`
* `Nat.succ_mul_centralBinom_succ` — Mathlib/Data/Nat/Choose/Central.lean
    `(n + 1) * centralBinom (n + 1) = 2 * (2 * n + 1) * centralBinom n`
* `Nat.centralBinom_eq_two_mul_choose` — Mathlib/Data/Nat/Choose/Central.lean
    `centralBinom n = (2 * n).choose n`
* `Real.rpow_add` — Mathlib/Analysis/SpecialFunctions/Pow/Real.lean
    `(hx : 0 < x) (y z : ℝ) : x ^ (y + z) = x ^ y * x ^ z`
* `Real.rpow_neg_one` — Mathlib/Analysis/SpecialFunctions/Pow/Real.lean `x ^ (-1 : ℝ) = x⁻¹`
* `inv_mul_cancel₀` — Mathlib/Algebra/GroupWithZero/Defs.lean (`(h : a ≠ 0) : a⁻¹ * a = 1`)
* `Real.Gamma_add_one` — Mathlib/Analysis/SpecialFunctions/Gamma/Basic.lean
    `{s : ℝ} (hs : s ≠ 0) : Gamma (s + 1) = s * Gamma s`
* `Ring.choose_zero_right` — Mathlib/RingTheory/Binomial.lean
    `[NatPowAssoc R] (r : R) : choose r 0 = 1`
* `Nat.le_add_right`, `Nat.add_sub_cancel_left`, `congrArg` — Lean core; `mul_assoc`, `mul_one`.
-/
import Mathlib
import Prover.Binomial

namespace Prover

/-- The shift of `Ring.choose` in its lower argument, cleared of denominators:
`(k + 1) * choose r (k + 1) = (r - k) * choose r k` (from `Ring.choose_smul_choose` with
`n = k + 1`: `C(k + 1, k) • choose r (k + 1) = choose r k * choose (r - k) 1`). -/
theorem ring_choose_succ_mul (r : ℝ) (k : ℕ) :
    ((k : ℝ) + 1) * Ring.choose r (k + 1) = (r - k) * Ring.choose r k := by
  have h := Ring.choose_smul_choose r (Nat.le_add_right k 1)
  rw [Nat.choose_succ_self_right, Nat.add_sub_cancel_left, Ring.choose_one_right,
    nsmul_eq_mul] at h
  push_cast at h
  linear_combination h

/-- The shift of `Ring.choose` in both arguments (absorption), cleared of denominators:
`(m + 1) * choose (r + 1) (m + 1) = (r + 1) * choose r m`.  Pascal's rule
(`Ring.choose_succ_succ`: `choose (r + 1) (m + 1) = choose r m + choose r (m + 1)`) times
`m + 1`, plus `ring_choose_succ_mul` (`(m + 1) * choose r (m + 1) = (r - m) * choose r m`).
No division by `r + 1`: it holds for every real `r` (the `k`-shift of `Ring.choose (z - k)
(n - k)` in LCI Gould 1.11, whose certificates carry the factor `k + 1 - z` it absorbs). -/
theorem ring_choose_succ_succ_mul (r : ℝ) (m : ℕ) :
    ((m : ℝ) + 1) * Ring.choose (r + 1) (m + 1) = (r + 1) * Ring.choose r m := by
  have h1 := Ring.choose_succ_succ r m
  have h2 := ring_choose_succ_mul r m
  linear_combination ((m : ℝ) + 1) * h1 + h2

/-- The lower step of `Ring.choose` with its arguments as the compiled proof writes them
(the two tops equal up to `ring`, `L' = L + 1` by `omega`): the atoms of a
`linear_combination` match only when written alike (`wzprove/sketch/ring_choose_facts.py`). -/
theorem ring_choose_lower_step (r r' : ℝ) (L L' : ℕ) (hr : r' = r) (hL : L' = L + 1) :
    ((L : ℝ) + 1) * Ring.choose r' L' = (r - L) * Ring.choose r L := by
  subst hL
  rw [hr]
  exact ring_choose_succ_mul r L

/-- The diagonal step of `Ring.choose` with explicit shifted arguments (`r' = r + 1` by `ring`,
`L' = L + 1` by `omega`): `ring_choose_succ_succ_mul`, valid for every real `r`. -/
theorem ring_choose_diag_step (r r' : ℝ) (L L' : ℕ) (hr : r' = r + 1) (hL : L' = L + 1) :
    ((L : ℝ) + 1) * Ring.choose r' L' = (r + 1) * Ring.choose r L := by
  subst hL
  rw [hr]
  exact ring_choose_succ_succ_mul r L

/-- `Ring.choose` at equal arguments written differently (`r' = r` by `ring`, `L' = L` by
`omega`). -/
theorem ring_choose_congr (r r' : ℝ) (L L' : ℕ) (hr : r' = r) (hL : L' = L) :
    Ring.choose r' L' = Ring.choose r L := by
  rw [hr, hL]

/-- `Ring.choose r L = 1` where `L = 0` (by `omega`): `Ring.choose_zero_right`. -/
theorem ring_choose_zero_step (r : ℝ) (L : ℕ) (hL : L = 0) : Ring.choose r L = 1 := by
  rw [hL]
  exact Ring.choose_zero_right r

/-- The central binomial coefficient's shift cast into a commutative ring:
`(n + 1) * C(2 (n + 1), n + 1) = 2 (2 n + 1) * C(2 n, n)`.

The ℕ identity is carried into `α` by `congrArg Nat.cast` and `push_cast`, not by
`exact_mod_cast`: in a ring that may have a characteristic, `norm_cast` can lift the goal to
`↑A = ↑B` but cannot drop the casts (`Nat.cast_inj` needs `CharZero α`), so `exact_mod_cast h`
with `h : A = B` in ℕ would not close it (review12). -/
theorem cast_choose_two_mul_succ {α : Type*} [CommRing α] (n : ℕ) :
    ((n : α) + 1) * ((2 * (n + 1)).choose (n + 1) : α) =
      2 * (2 * (n : α) + 1) * ((2 * n).choose n : α) := by
  have h := congrArg (Nat.cast : ℕ → α) (Nat.succ_mul_centralBinom_succ n)
  rw [Nat.centralBinom_eq_two_mul_choose, Nat.centralBinom_eq_two_mul_choose] at h
  push_cast at h
  linear_combination h

/-- `(2 (n + 1))! = (2 n + 2) (2 n + 1) (2 n)!` cast into a commutative ring. -/
theorem cast_factorial_two_mul_succ {α : Type*} [CommRing α] (n : ℕ) :
    ((2 * (n + 1)).factorial : α) =
      (2 * (n : α) + 2) * (2 * (n : α) + 1) * ((2 * n).factorial : α) := by
  rw [show 2 * (n + 1) = 2 * n + 1 + 1 by ring, cast_factorial_succ, cast_factorial_succ]
  push_cast
  ring

/-- The shift of `c ^ (-n)` (a real power of a positive base):
`c ^ (-(n + 1)) * c = c ^ (-n)`. -/
theorem rpow_neg_natCast_succ (c : ℝ) (hc : 0 < c) (n : ℕ) :
    c ^ (-((n + 1 : ℕ) : ℝ)) * c = c ^ (-(n : ℝ)) := by
  rw [show -((n + 1 : ℕ) : ℝ) = -(n : ℝ) + -1 by push_cast; ring, Real.rpow_add hc,
    Real.rpow_neg_one, mul_assoc, inv_mul_cancel₀ hc.ne', mul_one]

/-- The shift of `Γ(n + c)`: `Γ((n + 1) + c) = (n + c) Γ(n + c)` where `n + c ≠ 0`
(`Real.Gamma_add_one`). -/
theorem gamma_nat_add_succ (c : ℝ) (n : ℕ) (h : (n : ℝ) + c ≠ 0) :
    Real.Gamma (((n + 1 : ℕ) : ℝ) + c) = ((n : ℝ) + c) * Real.Gamma ((n : ℝ) + c) := by
  rw [show ((n + 1 : ℕ) : ℝ) + c = ((n : ℝ) + c) + 1 by push_cast; ring]
  exact Real.Gamma_add_one h

end Prover

/-
A definite sum `∑_{k=0}^{n} F n k = r n` from a creative-telescoping certificate WITHOUT
natural boundaries (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 6; `DESIGN.md`, "Shape of a WZ
proof", item 6): `F` need not vanish past the range, the terms that the shifted sums
`S (n + j)` have beyond `k = n` are carried in the closed form's recurrence, and the identity
may start at `s0` (initial values for `s0 ≤ i < n0 + J`).

The certificate is a telescoper of order `J` with coefficients `a0, …, aJ` and a companion
`H` shifted by one in `k` (no `k - 1`): with `t n k = ∑_{j=0}^{J} aj n * F (n + j) k`,
* `t n 0 = H n 0` and `t n (k + 1) = H n (k + 1) - H n k` for `k < n` only (`hct`: summands
  such as `Nat.choose (2 * n - k) n` equal their rational form, with no ℕ truncation, only in
  the summation range, so the step is needed and proved only there), so
  `∑_{k=0}^{n} t n k = H n n` (`Prover.sum_range_succ_eq_of_step_zero_lt`);
* `S (n + j) = ∑_{k=0}^{n} F (n + j) k + F (n + j) (n + 1) + … + F (n + j) (n + j)`
  (`Finset.sum_range_succ`, `j` times), so
  `∑_j aj n * S (n + j) =
    H n n + ∑_{j ≥ 1} aj n * (F (n + j) (n + 1) + … + F (n + j) (n + j))`,
  which is the right side of `hr`; hence `∑_j aj n * (S - r) (n + j) = 0` for `n ≥ n0`;
* `aJ n ≠ 0` for `n ≥ n0` and `S i = r i` for `s0 ≤ i < n0 + J` (direct evaluation) give
  `S n = r n` for every `n ≥ s0` (`Prover.eq_of_step_from`).

Each wrapper `sum_eq_of_telescoper_one` … `_four` is proved directly for its order: the step
states every shifted sum it needs with an explicit type (so no `rw` has to unify `n + 2` with
`?m + 1`), then one `linear_combination` (coefficients are terms: `aj n * e`) gives
`aJ n * S (n + J) = aJ n * r (n + J)`, and `mul_left_cancel₀` cancels `aJ n`.
The coefficients of each `linear_combination` were checked by a computer-algebra expansion.

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `Finset.sum_range_succ (f : ℕ → M) (n : ℕ)` —
    Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean
    `∑ x ∈ range (n + 1), f x = ∑ x ∈ range n, f x + f n`
* `Finset.sum_add_distrib` — same file (`to_additive` of `prod_mul_distrib`; `s f g` implicit)
    `∑ i ∈ s, (f i + g i) = ∑ i ∈ s, f i + ∑ i ∈ s, g i`
* `Finset.mul_sum` — Mathlib/Algebra/BigOperators/Ring/Finset.lean
    `b * ∑ i ∈ s, f i = ∑ i ∈ s, b * f i`
* `mul_left_cancel₀` — Mathlib/Algebra/GroupWithZero/Defs.lean
    `a ≠ 0 → a * b = a * c → b = c`
* tactic `linear_combination` — Mathlib/Tactic/LinearCombination.lean
-/
import Mathlib
import Prover.Telescope
import Prover.Recurrence

namespace Prover

/-- Creative telescoping of order 1 with boundary terms, from `s0` on: from the shifted
telescoper `a0 n * F n k + a1 n * F (n + 1) k` (`hct0`, and `hct` for `k < n`), a leading
coefficient that does not vanish from `n0` on (`hlead`), the closed form's recurrence with the
boundary term `a1 n * F (n + 1) (n + 1)` (`hr`) and the values at `s0 ≤ i < n0 + 1`
(`hinit`), `∑_{k=0}^{n} F n k = r n` for every `n ≥ s0`. -/
theorem sum_eq_of_telescoper_one {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 r : ℕ → K)
    (s0 n0 : ℕ) (hs : s0 ≤ n0)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 = H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) =
      H n (k + 1) - H n k)
    (hlead : ∀ n, n0 ≤ n → a1 n ≠ 0)
    (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) =
      H n n + a1 n * F (n + 1) (n + 1))
    (hinit : ∀ i, s0 ≤ i → i < n0 + 1 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (m + 1), F m k) r s0 n0 1
    hs hinit ?_
  intro n hn hprev
  have h0 : ∑ k ∈ Finset.range (n + 1), F n k = r n :=
    hprev n (by omega) (by omega)
  have ht : ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k) = H n n :=
    Prover.sum_range_succ_eq_of_step_zero_lt (fun k => a0 n * F n k + a1 n * F (n + 1) k)
      (H n) n (hct0 n) (fun k hk => hct n k hk)
  have hd : a0 n * ∑ k ∈ Finset.range (n + 1), F n k +
      a1 n * ∑ k ∈ Finset.range (n + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k) := by
    first
      | (simp only [Finset.mul_sum, Finset.sum_add_distrib]; done)
      | (rw [Finset.sum_add_distrib, Finset.mul_sum, Finset.mul_sum]; done)
  have e1_1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 1) k + F (n + 1) (n + 1) :=
    Finset.sum_range_succ (F (n + 1)) (n + 1)
  have hrn := hr n hn
  have hlin : a1 n * (∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k) = a1 n * r (n + 1) := by
    linear_combination a1 n * e1_1 + ht + hd - hrn - a0 n * h0
  show ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k = r (n + 1)
  exact mul_left_cancel₀ (hlead n hn) hlin

/-- `Prover.sum_eq_of_telescoper_one` for a second-order telescoper
`a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k`; the boundary term in `hr` is
`a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2))`. -/
theorem sum_eq_of_telescoper_two {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 r : ℕ → K)
    (s0 n0 : ℕ) (hs : s0 ≤ n0)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 = H n 0)
    (hct : ∀ n k, k < n →
      a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) =
      H n (k + 1) - H n k)
    (hlead : ∀ n, n0 ≤ n → a2 n ≠ 0)
    (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) =
      H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)))
    (hinit : ∀ i, s0 ≤ i → i < n0 + 2 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (m + 1), F m k) r s0 n0 2
    hs hinit ?_
  intro n hn hprev
  have h0 : ∑ k ∈ Finset.range (n + 1), F n k = r n :=
    hprev n (by omega) (by omega)
  have h1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k = r (n + 1) :=
    hprev (n + 1) (by omega) (by omega)
  have ht : ∑ k ∈ Finset.range (n + 1),
      (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k) = H n n :=
    Prover.sum_range_succ_eq_of_step_zero_lt
      (fun k => a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k)
      (H n) n (hct0 n) (fun k hk => hct n k hk)
  have hd : a0 n * ∑ k ∈ Finset.range (n + 1), F n k +
      a1 n * ∑ k ∈ Finset.range (n + 1), F (n + 1) k +
      a2 n * ∑ k ∈ Finset.range (n + 1), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 1),
        (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k) := by
    first
      | (simp only [Finset.mul_sum, Finset.sum_add_distrib]; done)
      | (rw [Finset.sum_add_distrib, Finset.sum_add_distrib, Finset.mul_sum, Finset.mul_sum,
          Finset.mul_sum]; done)
  have e1_1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 1) k + F (n + 1) (n + 1) :=
    Finset.sum_range_succ (F (n + 1)) (n + 1)
  have e2_2 : ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 2), F (n + 2) k + F (n + 2) (n + 2) :=
    Finset.sum_range_succ (F (n + 2)) (n + 2)
  have e2_1 : ∑ k ∈ Finset.range (n + 2), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 2) k + F (n + 2) (n + 1) :=
    Finset.sum_range_succ (F (n + 2)) (n + 1)
  have hrn := hr n hn
  have hlin : a2 n * (∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k) = a2 n * r (n + 2) := by
    linear_combination a1 n * e1_1 + a2 n * e2_2 + a2 n * e2_1 + ht + hd - hrn -
      a0 n * h0 - a1 n * h1
  show ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k = r (n + 2)
  exact mul_left_cancel₀ (hlead n hn) hlin

/-- `Prover.sum_eq_of_telescoper_one` for a third-order telescoper
`a0 n * F n k + … + a3 n * F (n + 3) k`; the boundary term in `hr` is
`a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) +
a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3))`. -/
theorem sum_eq_of_telescoper_three {K : Type*} [Field K] (F H : ℕ → ℕ → K)
    (a0 a1 a2 a3 r : ℕ → K)
    (s0 n0 : ℕ) (hs : s0 ≤ n0)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 +
      a3 n * F (n + 3) 0 = H n 0)
    (hct : ∀ n k, k < n →
      a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +
      a3 n * F (n + 3) (k + 1) = H n (k + 1) - H n k)
    (hlead : ∀ n, n0 ≤ n → a3 n ≠ 0)
    (hr : ∀ n, n0 ≤ n →
      a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) + a3 n * r (n + 3) =
      H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) +
      a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3)))
    (hinit : ∀ i, s0 ≤ i → i < n0 + 3 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (m + 1), F m k) r s0 n0 3
    hs hinit ?_
  intro n hn hprev
  have h0 : ∑ k ∈ Finset.range (n + 1), F n k = r n :=
    hprev n (by omega) (by omega)
  have h1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k = r (n + 1) :=
    hprev (n + 1) (by omega) (by omega)
  have h2 : ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k = r (n + 2) :=
    hprev (n + 2) (by omega) (by omega)
  have ht : ∑ k ∈ Finset.range (n + 1),
      (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k + a3 n * F (n + 3) k) =
      H n n :=
    Prover.sum_range_succ_eq_of_step_zero_lt
      (fun k => a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k + a3 n * F (n + 3) k)
      (H n) n (hct0 n) (fun k hk => hct n k hk)
  have hd : a0 n * ∑ k ∈ Finset.range (n + 1), F n k +
      a1 n * ∑ k ∈ Finset.range (n + 1), F (n + 1) k +
      a2 n * ∑ k ∈ Finset.range (n + 1), F (n + 2) k +
      a3 n * ∑ k ∈ Finset.range (n + 1), F (n + 3) k =
      ∑ k ∈ Finset.range (n + 1),
        (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k + a3 n * F (n + 3) k) := by
    first
      | (simp only [Finset.mul_sum, Finset.sum_add_distrib]; done)
      | (rw [Finset.sum_add_distrib, Finset.sum_add_distrib, Finset.sum_add_distrib,
          Finset.mul_sum, Finset.mul_sum, Finset.mul_sum, Finset.mul_sum]; done)
  have e1_1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 1) k + F (n + 1) (n + 1) :=
    Finset.sum_range_succ (F (n + 1)) (n + 1)
  have e2_2 : ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 2), F (n + 2) k + F (n + 2) (n + 2) :=
    Finset.sum_range_succ (F (n + 2)) (n + 2)
  have e2_1 : ∑ k ∈ Finset.range (n + 2), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 2) k + F (n + 2) (n + 1) :=
    Finset.sum_range_succ (F (n + 2)) (n + 1)
  have e3_3 : ∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k =
      ∑ k ∈ Finset.range (n + 3), F (n + 3) k + F (n + 3) (n + 3) :=
    Finset.sum_range_succ (F (n + 3)) (n + 3)
  have e3_2 : ∑ k ∈ Finset.range (n + 3), F (n + 3) k =
      ∑ k ∈ Finset.range (n + 2), F (n + 3) k + F (n + 3) (n + 2) :=
    Finset.sum_range_succ (F (n + 3)) (n + 2)
  have e3_1 : ∑ k ∈ Finset.range (n + 2), F (n + 3) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 3) k + F (n + 3) (n + 1) :=
    Finset.sum_range_succ (F (n + 3)) (n + 1)
  have hrn := hr n hn
  have hlin : a3 n * (∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k) = a3 n * r (n + 3) := by
    linear_combination a1 n * e1_1 + a2 n * e2_2 + a2 n * e2_1 + a3 n * e3_3 +
      a3 n * e3_2 + a3 n * e3_1 + ht + hd - hrn - a0 n * h0 - a1 n * h1 - a2 n * h2
  show ∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k = r (n + 3)
  exact mul_left_cancel₀ (hlead n hn) hlin

/-- `Prover.sum_eq_of_telescoper_one` for a fourth-order telescoper
`a0 n * F n k + … + a4 n * F (n + 4) k`; the boundary term in `hr` is that of
`sum_eq_of_telescoper_three` plus
`a4 n * (F (n + 4) (n + 1) + F (n + 4) (n + 2) + F (n + 4) (n + 3) + F (n + 4) (n + 4))`. -/
theorem sum_eq_of_telescoper_four {K : Type*} [Field K] (F H : ℕ → ℕ → K)
    (a0 a1 a2 a3 a4 r : ℕ → K)
    (s0 n0 : ℕ) (hs : s0 ≤ n0)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 +
      a3 n * F (n + 3) 0 + a4 n * F (n + 4) 0 = H n 0)
    (hct : ∀ n k, k < n →
      a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +
      a3 n * F (n + 3) (k + 1) + a4 n * F (n + 4) (k + 1) = H n (k + 1) - H n k)
    (hlead : ∀ n, n0 ≤ n → a4 n ≠ 0)
    (hr : ∀ n, n0 ≤ n →
      a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) + a3 n * r (n + 3) +
        a4 n * r (n + 4) =
      H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) +
        a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3)) +
        a4 n * (F (n + 4) (n + 1) + F (n + 4) (n + 2) + F (n + 4) (n + 3) + F (n + 4) (n + 4)))
    (hinit : ∀ i, s0 ≤ i → i < n0 + 4 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (m + 1), F m k) r s0 n0 4
    hs hinit ?_
  intro n hn hprev
  have h0 : ∑ k ∈ Finset.range (n + 1), F n k = r n :=
    hprev n (by omega) (by omega)
  have h1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k = r (n + 1) :=
    hprev (n + 1) (by omega) (by omega)
  have h2 : ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k = r (n + 2) :=
    hprev (n + 2) (by omega) (by omega)
  have h3 : ∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k = r (n + 3) :=
    hprev (n + 3) (by omega) (by omega)
  have ht : ∑ k ∈ Finset.range (n + 1),
      (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k + a3 n * F (n + 3) k +
        a4 n * F (n + 4) k) = H n n :=
    Prover.sum_range_succ_eq_of_step_zero_lt
      (fun k => a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k + a3 n * F (n + 3) k +
        a4 n * F (n + 4) k)
      (H n) n (hct0 n) (fun k hk => hct n k hk)
  have hd : a0 n * ∑ k ∈ Finset.range (n + 1), F n k +
      a1 n * ∑ k ∈ Finset.range (n + 1), F (n + 1) k +
      a2 n * ∑ k ∈ Finset.range (n + 1), F (n + 2) k +
      a3 n * ∑ k ∈ Finset.range (n + 1), F (n + 3) k +
      a4 n * ∑ k ∈ Finset.range (n + 1), F (n + 4) k =
      ∑ k ∈ Finset.range (n + 1),
        (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k + a3 n * F (n + 3) k +
          a4 n * F (n + 4) k) := by
    first
      | (simp only [Finset.mul_sum, Finset.sum_add_distrib]; done)
      | (rw [Finset.sum_add_distrib, Finset.sum_add_distrib, Finset.sum_add_distrib,
          Finset.sum_add_distrib, Finset.mul_sum, Finset.mul_sum, Finset.mul_sum,
          Finset.mul_sum, Finset.mul_sum]; done)
  have e1_1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 1) k + F (n + 1) (n + 1) :=
    Finset.sum_range_succ (F (n + 1)) (n + 1)
  have e2_2 : ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 2), F (n + 2) k + F (n + 2) (n + 2) :=
    Finset.sum_range_succ (F (n + 2)) (n + 2)
  have e2_1 : ∑ k ∈ Finset.range (n + 2), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 2) k + F (n + 2) (n + 1) :=
    Finset.sum_range_succ (F (n + 2)) (n + 1)
  have e3_3 : ∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k =
      ∑ k ∈ Finset.range (n + 3), F (n + 3) k + F (n + 3) (n + 3) :=
    Finset.sum_range_succ (F (n + 3)) (n + 3)
  have e3_2 : ∑ k ∈ Finset.range (n + 3), F (n + 3) k =
      ∑ k ∈ Finset.range (n + 2), F (n + 3) k + F (n + 3) (n + 2) :=
    Finset.sum_range_succ (F (n + 3)) (n + 2)
  have e3_1 : ∑ k ∈ Finset.range (n + 2), F (n + 3) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 3) k + F (n + 3) (n + 1) :=
    Finset.sum_range_succ (F (n + 3)) (n + 1)
  have e4_4 : ∑ k ∈ Finset.range (n + 4 + 1), F (n + 4) k =
      ∑ k ∈ Finset.range (n + 4), F (n + 4) k + F (n + 4) (n + 4) :=
    Finset.sum_range_succ (F (n + 4)) (n + 4)
  have e4_3 : ∑ k ∈ Finset.range (n + 4), F (n + 4) k =
      ∑ k ∈ Finset.range (n + 3), F (n + 4) k + F (n + 4) (n + 3) :=
    Finset.sum_range_succ (F (n + 4)) (n + 3)
  have e4_2 : ∑ k ∈ Finset.range (n + 3), F (n + 4) k =
      ∑ k ∈ Finset.range (n + 2), F (n + 4) k + F (n + 4) (n + 2) :=
    Finset.sum_range_succ (F (n + 4)) (n + 2)
  have e4_1 : ∑ k ∈ Finset.range (n + 2), F (n + 4) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 4) k + F (n + 4) (n + 1) :=
    Finset.sum_range_succ (F (n + 4)) (n + 1)
  have hrn := hr n hn
  have hlin : a4 n * (∑ k ∈ Finset.range (n + 4 + 1), F (n + 4) k) = a4 n * r (n + 4) := by
    linear_combination a1 n * e1_1 + a2 n * e2_2 + a2 n * e2_1 + a3 n * e3_3 +
      a3 n * e3_2 + a3 n * e3_1 + a4 n * e4_4 + a4 n * e4_3 + a4 n * e4_2 + a4 n * e4_1 +
      ht + hd - hrn - a0 n * h0 - a1 n * h1 - a2 n * h2 - a3 n * h3
  show ∑ k ∈ Finset.range (n + 4 + 1), F (n + 4) k = r (n + 4)
  exact mul_left_cancel₀ (hlead n hn) hlin

end Prover

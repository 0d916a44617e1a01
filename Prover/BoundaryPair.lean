/-
Two definite sums that satisfy the same creative-telescoping recurrence are equal
(A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 6, "two sums with the same recurrence"): for
`∑_{k=0}^{n} F n k = ∑_{k=0}^{n} F2 n k`, each sum has its own telescoper certificate `H`,
`H2` with the same coefficients `a0, …, aJ` (the compiler multiplies both telescopers to
common polynomial coefficients); summed over `k ≤ n`, each gives
`∑_j aj n * S (n + j) = H n n + ∑_{j ≥ 1} aj n * (F (n + j) (n + 1) + … + F (n + j) (n + j))`
(`Prover.telescoper_sum_one` … `_four`, no initial values and no leading coefficient
needed: a recurrence statement is this equation). The two right sides agree (`hb`, an
equation between closed forms), so the difference of the sums satisfies
`∑_j aj n * D (n + j) = 0`; with `aJ n ≠ 0` from `n0` on and the sums equal at
`s0 ≤ i < n0 + J` (each equal to the same value `v i`, a polynomial the compiler
interpolates), `Prover.eq_of_step_from` gives equality for every `n ≥ s0`.

Mathlib lemmas used (checked in Mathlib's source; listed in `Prover/MATHLIB.txt`):
* `Finset.sum_range_succ (f : ℕ → M) (n : ℕ)` —
    Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean
    `∑ x ∈ range (n + 1), f x = ∑ x ∈ range n, f x + f n`
* `Finset.sum_add_distrib` — same file
    `∑ i ∈ s, (f i + g i) = ∑ i ∈ s, f i + ∑ i ∈ s, g i`
* `Finset.mul_sum` — Mathlib/Algebra/BigOperators/Ring/Finset.lean
    `b * ∑ i ∈ s, f i = ∑ i ∈ s, b * f i`
* `mul_left_cancel₀` — Mathlib/Algebra/GroupWithZero/Defs.lean
    `a ≠ 0 → a * b = a * c → b = c`
* `Eq.trans`, `Eq.symm` (Lean core); tactic `linear_combination` —
    Mathlib/Tactic/LinearCombination.lean
-/
import Mathlib
import Prover.Telescope
import Prover.Recurrence

namespace Prover

/-- The telescoper of order 1 summed over `k ≤ n` (`hct0`, and `hct` for `k < n`):
`Σ_j aj n * S (n + j)` with `S m = ∑_{k ≤ m} F m k` is `H n n` plus the terms
`F (n + j) (n + i)`, `1 ≤ i ≤ j`, past the range. -/
theorem telescoper_sum_one {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 : ℕ → K)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 = H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) = H n (k + 1) - H n k)
    (n : ℕ) :
    a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ Finset.range (n + 1 + 1),
      F (n + 1) k) =
      H n n + a1 n * F (n + 1) (n + 1) := by
  have ht : ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k) = H n n :=
    Prover.sum_range_succ_eq_of_step_zero_lt (fun k => a0 n * F n k + a1 n * F (n + 1) k)
      (H n) n (hct0 n) (fun k hk => hct n k hk)
  have hd : a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ Finset.range (n + 1),
    F (n + 1) k) =
      ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k) := by
    first
      | (simp only [Finset.mul_sum, Finset.sum_add_distrib]; done)
      | (rw [Finset.sum_add_distrib, Finset.mul_sum, Finset.mul_sum]; done)
  have e1_1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1), F (n + 1) k + F (n + 1) (n + 1) :=
    Finset.sum_range_succ (F (n + 1)) (n + 1)
  linear_combination a1 n * e1_1 + hd + ht

/-- The telescoper of order 2 summed over `k ≤ n` (`hct0`, and `hct` for `k < n`):
`Σ_j aj n * S (n + j)` with `S m = ∑_{k ≤ m} F m k` is `H n n` plus the terms
`F (n + j) (n + i)`, `1 ≤ i ≤ j`, past the range. -/
theorem telescoper_sum_two {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 : ℕ → K)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 = H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) =
      H n (k + 1) - H n k)
    (n : ℕ) :
    a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ Finset.range (n + 1 + 1),
      F (n + 1) k) + a2 n * (∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k) =
      H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) := by
  have ht : ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k) =
    H n n :=
    Prover.sum_range_succ_eq_of_step_zero_lt (fun k => a0 n * F n k + a1 n * F (n + 1) k +
      a2 n * F (n + 2) k)
      (H n) n (hct0 n) (fun k hk => hct n k hk)
  have hd : a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ Finset.range (n + 1),
    F (n + 1) k) + a2 n * (∑ k ∈ Finset.range (n + 1), F (n + 2) k) =
      ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k) := by
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
  linear_combination a1 n * e1_1 + a2 n * e2_2 + a2 n * e2_1 + hd + ht

/-- The telescoper of order 3 summed over `k ≤ n` (`hct0`, and `hct` for `k < n`):
`Σ_j aj n * S (n + j)` with `S m = ∑_{k ≤ m} F m k` is `H n n` plus the terms
`F (n + j) (n + i)`, `1 ≤ i ≤ j`, past the range. -/
theorem telescoper_sum_three {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 a3 : ℕ → K)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 + a3 n * F (n + 3) 0 =
      H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +
      a3 n * F (n + 3) (k + 1) = H n (k + 1) - H n k)
    (n : ℕ) :
    a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ Finset.range (n + 1 + 1),
      F (n + 1) k) + a2 n * (∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k) +
      a3 n * (∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k) =
      H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) +
        a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3)) := by
  have ht : ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k +
    a3 n * F (n + 3) k) = H n n :=
    Prover.sum_range_succ_eq_of_step_zero_lt (fun k => a0 n * F n k + a1 n * F (n + 1) k +
      a2 n * F (n + 2) k + a3 n * F (n + 3) k)
      (H n) n (hct0 n) (fun k hk => hct n k hk)
  have hd : a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ Finset.range (n + 1),
    F (n + 1) k) + a2 n * (∑ k ∈ Finset.range (n + 1), F (n + 2) k) +
    a3 n * (∑ k ∈ Finset.range (n + 1), F (n + 3) k) =
      ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k +
        a3 n * F (n + 3) k) := by
    first
      | (simp only [Finset.mul_sum, Finset.sum_add_distrib]; done)
      | (rw [Finset.sum_add_distrib, Finset.sum_add_distrib, Finset.sum_add_distrib, Finset.mul_sum,
        Finset.mul_sum, Finset.mul_sum, Finset.mul_sum]; done)
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
  linear_combination a1 n * e1_1 + a2 n * e2_2 + a2 n * e2_1 + a3 n * e3_3 + a3 n * e3_2 +
    a3 n * e3_1 + hd + ht

/-- The telescoper of order 4 summed over `k ≤ n` (`hct0`, and `hct` for `k < n`):
`Σ_j aj n * S (n + j)` with `S m = ∑_{k ≤ m} F m k` is `H n n` plus the terms
`F (n + j) (n + i)`, `1 ≤ i ≤ j`, past the range. -/
theorem telescoper_sum_four {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 a3 a4 : ℕ → K)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 + a3 n * F (n + 3) 0 +
      a4 n * F (n + 4) 0 = H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +
      a3 n * F (n + 3) (k + 1) + a4 n * F (n + 4) (k + 1) = H n (k + 1) - H n k)
    (n : ℕ) :
    a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ Finset.range (n + 1 + 1),
      F (n + 1) k) + a2 n * (∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k) +
      a3 n * (∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k) + a4 n * (∑ k ∈ Finset.range (n + 4 + 1),
      F (n + 4) k) =
      H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) +
        a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3)) +
        a4 n * (F (n + 4) (n + 1) + F (n + 4) (n + 2) + F (n + 4) (n + 3) + F (n + 4) (n + 4)) := by
  have ht : ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k +
    a3 n * F (n + 3) k + a4 n * F (n + 4) k) = H n n :=
    Prover.sum_range_succ_eq_of_step_zero_lt (fun k => a0 n * F n k + a1 n * F (n + 1) k +
      a2 n * F (n + 2) k + a3 n * F (n + 3) k + a4 n * F (n + 4) k)
      (H n) n (hct0 n) (fun k hk => hct n k hk)
  have hd : a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ Finset.range (n + 1),
    F (n + 1) k) + a2 n * (∑ k ∈ Finset.range (n + 1), F (n + 2) k) +
    a3 n * (∑ k ∈ Finset.range (n + 1), F (n + 3) k) + a4 n * (∑ k ∈ Finset.range (n + 1),
    F (n + 4) k) =
      ∑ k ∈ Finset.range (n + 1), (a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k +
        a3 n * F (n + 3) k + a4 n * F (n + 4) k) := by
    first
      | (simp only [Finset.mul_sum, Finset.sum_add_distrib]; done)
      | (rw [Finset.sum_add_distrib, Finset.sum_add_distrib, Finset.sum_add_distrib,
        Finset.sum_add_distrib, Finset.mul_sum, Finset.mul_sum, Finset.mul_sum, Finset.mul_sum,
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
  linear_combination a1 n * e1_1 + a2 n * e2_2 + a2 n * e2_1 + a3 n * e3_3 + a3 n * e3_2 +
    a3 n * e3_1 + a4 n * e4_4 + a4 n * e4_3 + a4 n * e4_2 + a4 n * e4_1 + hd + ht

/-- Two sums with the same telescoper of order 1 (each with its own `H`), a leading coefficient
that does not vanish from `n0` on, the same value of `Σ_j aj n * S (n + j)` (`hb`: `H n n`
plus the terms past the range, for each sum) and the same values `v i` at `s0 ≤ i < n0 + 1`:
the sums agree from `s0` on. -/
theorem sum_eq_sum_of_telescopers_one {K : Type*} [Field K] (F H F2 H2 : ℕ → ℕ → K)
    (a0 a1 v : ℕ → K) (s0 n0 : ℕ) (hs : s0 ≤ n0)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 = H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) = H n (k + 1) - H n k)
    (hct02 : ∀ n, a0 n * F2 n 0 + a1 n * F2 (n + 1) 0 = H2 n 0)
    (hct2 : ∀ n k, k < n → a0 n * F2 n (k + 1) + a1 n * F2 (n + 1) (k + 1) = H2 n (k + 1) - H2 n k)
    (hlead : ∀ n, n0 ≤ n → a1 n ≠ 0)
    (hb : ∀ n, n0 ≤ n → H n n + a1 n * F (n + 1) (n + 1) = H2 n n + a1 n * F2 (n + 1) (n + 1))
    (hinit : ∀ i, s0 ≤ i → i < n0 + 1 → ∑ k ∈ Finset.range (i + 1), F i k = v i)
    (hinit2 : ∀ i, s0 ≤ i → i < n0 + 1 → ∑ k ∈ Finset.range (i + 1), F2 i k = v i) :
    ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = ∑ k ∈ Finset.range (n + 1), F2 n k := by
  have hw := Prover.telescoper_sum_one F H a0 a1 hct0 hct
  have hw2 := Prover.telescoper_sum_one F2 H2 a0 a1 hct02 hct2
  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (m + 1), F m k)
    (fun m => ∑ k ∈ Finset.range (m + 1), F2 m k) s0 n0 1 hs
    (fun i h1 h2 => (hinit i h1 h2).trans (hinit2 i h1 h2).symm) ?_
  intro n hn hprev
  have h0 : ∑ k ∈ Finset.range (n + 1), F n k =
      ∑ k ∈ Finset.range (n + 1), F2 n k :=
    hprev n (by omega) (by omega)
  have t1 := hw n
  have t2 := hw2 n
  have hbn := hb n hn
  have hlin : a1 n * (∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k) =
      a1 n * (∑ k ∈ Finset.range (n + 1 + 1), F2 (n + 1) k) := by
    linear_combination t1 - t2 + hbn - a0 n * h0
  show ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
    ∑ k ∈ Finset.range (n + 1 + 1), F2 (n + 1) k
  exact mul_left_cancel₀ (hlead n hn) hlin

/-- Two sums with the same telescoper of order 2 (each with its own `H`), a leading coefficient
that does not vanish from `n0` on, the same value of `Σ_j aj n * S (n + j)` (`hb`: `H n n`
plus the terms past the range, for each sum) and the same values `v i` at `s0 ≤ i < n0 + 2`:
the sums agree from `s0` on. -/
theorem sum_eq_sum_of_telescopers_two {K : Type*} [Field K] (F H F2 H2 : ℕ → ℕ → K)
    (a0 a1 a2 v : ℕ → K) (s0 n0 : ℕ) (hs : s0 ≤ n0)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 = H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) =
      H n (k + 1) - H n k)
    (hct02 : ∀ n, a0 n * F2 n 0 + a1 n * F2 (n + 1) 0 + a2 n * F2 (n + 2) 0 = H2 n 0)
    (hct2 : ∀ n k, k < n → a0 n * F2 n (k + 1) + a1 n * F2 (n + 1) (k + 1) +
      a2 n * F2 (n + 2) (k + 1) = H2 n (k + 1) - H2 n k)
    (hlead : ∀ n, n0 ≤ n → a2 n ≠ 0)
    (hb : ∀ n, n0 ≤ n → H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) +
      F (n + 2) (n + 2)) = H2 n n + a1 n * F2 (n + 1) (n + 1) + a2 n * (F2 (n + 2) (n + 1) +
      F2 (n + 2) (n + 2)))
    (hinit : ∀ i, s0 ≤ i → i < n0 + 2 → ∑ k ∈ Finset.range (i + 1), F i k = v i)
    (hinit2 : ∀ i, s0 ≤ i → i < n0 + 2 → ∑ k ∈ Finset.range (i + 1), F2 i k = v i) :
    ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = ∑ k ∈ Finset.range (n + 1), F2 n k := by
  have hw := Prover.telescoper_sum_two F H a0 a1 a2 hct0 hct
  have hw2 := Prover.telescoper_sum_two F2 H2 a0 a1 a2 hct02 hct2
  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (m + 1), F m k)
    (fun m => ∑ k ∈ Finset.range (m + 1), F2 m k) s0 n0 2 hs
    (fun i h1 h2 => (hinit i h1 h2).trans (hinit2 i h1 h2).symm) ?_
  intro n hn hprev
  have h0 : ∑ k ∈ Finset.range (n + 1), F n k =
      ∑ k ∈ Finset.range (n + 1), F2 n k :=
    hprev n (by omega) (by omega)
  have h1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1 + 1), F2 (n + 1) k :=
    hprev (n + 1) (by omega) (by omega)
  have t1 := hw n
  have t2 := hw2 n
  have hbn := hb n hn
  have hlin : a2 n * (∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k) =
      a2 n * (∑ k ∈ Finset.range (n + 2 + 1), F2 (n + 2) k) := by
    linear_combination t1 - t2 + hbn - a0 n * h0 - a1 n * h1
  show ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k =
    ∑ k ∈ Finset.range (n + 2 + 1), F2 (n + 2) k
  exact mul_left_cancel₀ (hlead n hn) hlin

/-- Two sums with the same telescoper of order 3 (each with its own `H`), a leading coefficient
that does not vanish from `n0` on, the same value of `Σ_j aj n * S (n + j)` (`hb`: `H n n`
plus the terms past the range, for each sum) and the same values `v i` at `s0 ≤ i < n0 + 3`:
the sums agree from `s0` on. -/
theorem sum_eq_sum_of_telescopers_three {K : Type*} [Field K] (F H F2 H2 : ℕ → ℕ → K)
    (a0 a1 a2 a3 v : ℕ → K) (s0 n0 : ℕ) (hs : s0 ≤ n0)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 + a3 n * F (n + 3) 0 =
      H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +
      a3 n * F (n + 3) (k + 1) = H n (k + 1) - H n k)
    (hct02 : ∀ n, a0 n * F2 n 0 + a1 n * F2 (n + 1) 0 + a2 n * F2 (n + 2) 0 + a3 n * F2 (n + 3) 0 =
      H2 n 0)
    (hct2 : ∀ n k, k < n → a0 n * F2 n (k + 1) + a1 n * F2 (n + 1) (k + 1) +
      a2 n * F2 (n + 2) (k + 1) + a3 n * F2 (n + 3) (k + 1) = H2 n (k + 1) - H2 n k)
    (hlead : ∀ n, n0 ≤ n → a3 n ≠ 0)
    (hb : ∀ n, n0 ≤ n → H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) +
      F (n + 2) (n + 2)) + a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3)) =
      H2 n n + a1 n * F2 (n + 1) (n + 1) + a2 n * (F2 (n + 2) (n + 1) + F2 (n + 2) (n + 2)) +
      a3 n * (F2 (n + 3) (n + 1) + F2 (n + 3) (n + 2) + F2 (n + 3) (n + 3)))
    (hinit : ∀ i, s0 ≤ i → i < n0 + 3 → ∑ k ∈ Finset.range (i + 1), F i k = v i)
    (hinit2 : ∀ i, s0 ≤ i → i < n0 + 3 → ∑ k ∈ Finset.range (i + 1), F2 i k = v i) :
    ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = ∑ k ∈ Finset.range (n + 1), F2 n k := by
  have hw := Prover.telescoper_sum_three F H a0 a1 a2 a3 hct0 hct
  have hw2 := Prover.telescoper_sum_three F2 H2 a0 a1 a2 a3 hct02 hct2
  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (m + 1), F m k)
    (fun m => ∑ k ∈ Finset.range (m + 1), F2 m k) s0 n0 3 hs
    (fun i h1 h2 => (hinit i h1 h2).trans (hinit2 i h1 h2).symm) ?_
  intro n hn hprev
  have h0 : ∑ k ∈ Finset.range (n + 1), F n k =
      ∑ k ∈ Finset.range (n + 1), F2 n k :=
    hprev n (by omega) (by omega)
  have h1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1 + 1), F2 (n + 1) k :=
    hprev (n + 1) (by omega) (by omega)
  have h2 : ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 2 + 1), F2 (n + 2) k :=
    hprev (n + 2) (by omega) (by omega)
  have t1 := hw n
  have t2 := hw2 n
  have hbn := hb n hn
  have hlin : a3 n * (∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k) =
      a3 n * (∑ k ∈ Finset.range (n + 3 + 1), F2 (n + 3) k) := by
    linear_combination t1 - t2 + hbn - a0 n * h0 - a1 n * h1 - a2 n * h2
  show ∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k =
    ∑ k ∈ Finset.range (n + 3 + 1), F2 (n + 3) k
  exact mul_left_cancel₀ (hlead n hn) hlin

/-- Two sums with the same telescoper of order 4 (each with its own `H`), a leading coefficient
that does not vanish from `n0` on, the same value of `Σ_j aj n * S (n + j)` (`hb`: `H n n`
plus the terms past the range, for each sum) and the same values `v i` at `s0 ≤ i < n0 + 4`:
the sums agree from `s0` on. -/
theorem sum_eq_sum_of_telescopers_four {K : Type*} [Field K] (F H F2 H2 : ℕ → ℕ → K)
    (a0 a1 a2 a3 a4 v : ℕ → K) (s0 n0 : ℕ) (hs : s0 ≤ n0)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 + a3 n * F (n + 3) 0 +
      a4 n * F (n + 4) 0 = H n 0)
    (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +
      a3 n * F (n + 3) (k + 1) + a4 n * F (n + 4) (k + 1) = H n (k + 1) - H n k)
    (hct02 : ∀ n, a0 n * F2 n 0 + a1 n * F2 (n + 1) 0 + a2 n * F2 (n + 2) 0 + a3 n * F2 (n + 3) 0 +
      a4 n * F2 (n + 4) 0 = H2 n 0)
    (hct2 : ∀ n k, k < n → a0 n * F2 n (k + 1) + a1 n * F2 (n + 1) (k + 1) +
      a2 n * F2 (n + 2) (k + 1) + a3 n * F2 (n + 3) (k + 1) + a4 n * F2 (n + 4) (k + 1) =
      H2 n (k + 1) - H2 n k)
    (hlead : ∀ n, n0 ≤ n → a4 n ≠ 0)
    (hb : ∀ n, n0 ≤ n → H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) +
      F (n + 2) (n + 2)) + a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3)) +
      a4 n * (F (n + 4) (n + 1) + F (n + 4) (n + 2) + F (n + 4) (n + 3) + F (n + 4) (n + 4)) =
      H2 n n + a1 n * F2 (n + 1) (n + 1) + a2 n * (F2 (n + 2) (n + 1) + F2 (n + 2) (n + 2)) +
      a3 n * (F2 (n + 3) (n + 1) + F2 (n + 3) (n + 2) + F2 (n + 3) (n + 3)) +
      a4 n * (F2 (n + 4) (n + 1) + F2 (n + 4) (n + 2) + F2 (n + 4) (n + 3) + F2 (n + 4) (n + 4)))
    (hinit : ∀ i, s0 ≤ i → i < n0 + 4 → ∑ k ∈ Finset.range (i + 1), F i k = v i)
    (hinit2 : ∀ i, s0 ≤ i → i < n0 + 4 → ∑ k ∈ Finset.range (i + 1), F2 i k = v i) :
    ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = ∑ k ∈ Finset.range (n + 1), F2 n k := by
  have hw := Prover.telescoper_sum_four F H a0 a1 a2 a3 a4 hct0 hct
  have hw2 := Prover.telescoper_sum_four F2 H2 a0 a1 a2 a3 a4 hct02 hct2
  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (m + 1), F m k)
    (fun m => ∑ k ∈ Finset.range (m + 1), F2 m k) s0 n0 4 hs
    (fun i h1 h2 => (hinit i h1 h2).trans (hinit2 i h1 h2).symm) ?_
  intro n hn hprev
  have h0 : ∑ k ∈ Finset.range (n + 1), F n k =
      ∑ k ∈ Finset.range (n + 1), F2 n k :=
    hprev n (by omega) (by omega)
  have h1 : ∑ k ∈ Finset.range (n + 1 + 1), F (n + 1) k =
      ∑ k ∈ Finset.range (n + 1 + 1), F2 (n + 1) k :=
    hprev (n + 1) (by omega) (by omega)
  have h2 : ∑ k ∈ Finset.range (n + 2 + 1), F (n + 2) k =
      ∑ k ∈ Finset.range (n + 2 + 1), F2 (n + 2) k :=
    hprev (n + 2) (by omega) (by omega)
  have h3 : ∑ k ∈ Finset.range (n + 3 + 1), F (n + 3) k =
      ∑ k ∈ Finset.range (n + 3 + 1), F2 (n + 3) k :=
    hprev (n + 3) (by omega) (by omega)
  have t1 := hw n
  have t2 := hw2 n
  have hbn := hb n hn
  have hlin : a4 n * (∑ k ∈ Finset.range (n + 4 + 1), F (n + 4) k) =
      a4 n * (∑ k ∈ Finset.range (n + 4 + 1), F2 (n + 4) k) := by
    linear_combination t1 - t2 + hbn - a0 n * h0 - a1 n * h1 - a2 n * h2 - a3 n * h3
  show ∑ k ∈ Finset.range (n + 4 + 1), F (n + 4) k =
    ∑ k ∈ Finset.range (n + 4 + 1), F2 (n + 4) k
  exact mul_left_cancel₀ (hlead n hn) hlin

end Prover

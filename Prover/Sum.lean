/-
A definite sum `∑_{k=0}^{n} F n k = r n` from a creative-telescoping certificate with natural
boundaries, assembled (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 6; `DESIGN.md`, "Shape of
a WZ proof", item 6).

The certificate is a telescoper of order `J` with coefficients `a_0, …, a_J` and a companion
`H`, stated shifted by one in `k` so that no `k - 1` appears:
* `t n 0 = H n 0` and `t n (k + 1) = H n (k + 1) - H n k`, where
  `t n k = ∑_{j=0}^{J} a_j n * F (n + j) k`;
* `F n k = 0` for `k > n` and `H n (n + J) = 0` (natural boundaries).
Then `∑_{k ≤ n + J} t n k = H n 0 + (H n (n + J) - H n 0) = 0`, and since each
`∑_{k ≤ n + J} F (n + j) k` is `S (n + j)` (the extra terms vanish), `S` satisfies
`∑_j a_j n * S (n + j) = 0`. The closed form `r` satisfies the same recurrence, the leading
coefficient does not vanish from `n0` on, and the first `n0 + J` values agree by direct
evaluation, so `S = r` (`Prover.eq_of_recurrence`).

`Prover.sum_eq_of_ct` is the general statement over a coefficient family `a j n`;
`Prover.sum_eq_of_ct_one` … `_four` state it for `J = 1, …, 4` with the telescoper written
out as a left-associated sum `a0 n * F n k + a1 n * F (n + 1) k + …`, which is the form a proof
compiler emits. They instantiate the general statement with
`a = fun j => if j = 0 then a0 else if j = 1 then a1 else …` and expand the sums over
`range (J + 1)`; the `if`s and the `n + 0` reduce by `decide`-free definitional unfolding.

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `Finset.sum_range_succ` — Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean
    `∑ x ∈ range (n + 1), f x = ∑ x ∈ range n, f x + f n`
* `Finset.sum_range_succ'` — same file (`to_additive` of `prod_range_succ'`)
    `∑ k ∈ range (n + 1), f k = ∑ k ∈ range n, f (k + 1) + f 0`
* `Finset.sum_range_one` — same file: `∑ k ∈ range 1, f k = f 0`
* `Finset.sum_congr`, `Finset.sum_comm` — same file
* `Finset.mul_sum` — Mathlib/Algebra/BigOperators/Ring/Finset.lean
    `b * ∑ i ∈ s, f i = ∑ i ∈ s, b * f i`
* `Finset.mem_range` — Mathlib/Data/Finset/Range.lean
-/
import Mathlib
import Prover.Telescope
import Prover.Recurrence

namespace Prover

/-- The recurrence of `S m = ∑_{k=0}^{m} F m k` from a shifted creative-telescoping
relation with natural boundaries: if `∑_j a j n * F (n + j) 0 = H n 0`,
`∑_j a j n * F (n + j) (k + 1) = H n (k + 1) - H n k`, `F m k = 0` for `k > m` and
`H n (n + J) = 0`, then `∑_{j=0}^{J} a j n * S (n + j) = 0`. -/
theorem ct_recurrence_shifted {K : Type*} [CommRing K] (J n : ℕ) (F H a : ℕ → ℕ → K)
    (hct0 : ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) 0 = H n 0)
    (hct : ∀ k, ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) (k + 1) = H n (k + 1) - H n k)
    (hF : ∀ m k, m < k → F m k = 0)
    (hHtop : H n (n + J) = 0) :
    ∑ j ∈ Finset.range (J + 1), a j n * ∑ k ∈ Finset.range (n + j + 1), F (n + j) k = 0 := by
  have hext : ∀ j ∈ Finset.range (J + 1),
      a j n * ∑ k ∈ Finset.range (n + j + 1), F (n + j) k =
        a j n * ∑ k ∈ Finset.range (n + J + 1), F (n + j) k := by
    intro j hj
    have hjJ : j < J + 1 := Finset.mem_range.mp hj
    rw [Prover.sum_range_extend (F (n + j)) (m := n + j + 1) (N := n + J + 1) (by omega)
      (fun k hk _ => hF (n + j) k (by omega))]
  have htel : ∑ k ∈ Finset.range (n + J),
      ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) (k + 1) = H n (n + J) - H n 0 :=
    Prover.sum_range_telescope
      (fun k => ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) (k + 1)) (H n) (n + J)
      (fun k _ => hct k)
  calc ∑ j ∈ Finset.range (J + 1), a j n * ∑ k ∈ Finset.range (n + j + 1), F (n + j) k
      = ∑ j ∈ Finset.range (J + 1), a j n * ∑ k ∈ Finset.range (n + J + 1), F (n + j) k :=
        Finset.sum_congr rfl hext
    _ = ∑ k ∈ Finset.range (n + J + 1), ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) k := by
        simp_rw [Finset.mul_sum]
        exact Finset.sum_comm
    _ = (∑ k ∈ Finset.range (n + J), ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) (k + 1)) +
          ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) 0 :=
        Finset.sum_range_succ'
          (fun k => ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) k) (n + J)
    _ = (H n (n + J) - H n 0) + H n 0 := by rw [htel, hct0]
    _ = 0 := by rw [hHtop]; ring

/-- Creative telescoping of order `J` with natural boundaries, assembled: from the shifted
telescoper (`hct0`, `hct`), the boundaries (`hF`, `hHtop`), a leading coefficient that does not
vanish from `n0` on (`hlead`), the recurrence for the closed form (`hr`) and the first
`n0 + J` values by direct evaluation (`hinit`), `∑_{k=0}^{n} F n k = r n` for every `n`. -/
theorem sum_eq_of_ct {K : Type*} [Field K] (J : ℕ) (F H a : ℕ → ℕ → K) (r : ℕ → K) (n0 : ℕ)
    (hct0 : ∀ n, ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) 0 = H n 0)
    (hct : ∀ n k,
      ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) (k + 1) = H n (k + 1) - H n k)
    (hF : ∀ n k, n < k → F n k = 0)
    (hHtop : ∀ n, H n (n + J) = 0)
    (hlead : ∀ n, n0 ≤ n → a J n ≠ 0)
    (hr : ∀ n, n0 ≤ n → ∑ j ∈ Finset.range (J + 1), a j n * r (n + j) = 0)
    (hinit : ∀ i, i < n0 + J → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  have hu : ∀ n, n0 ≤ n →
      ∑ j ∈ Finset.range (J + 1), a j n * ∑ k ∈ Finset.range (n + j + 1), F (n + j) k = 0 :=
    fun n _ => Prover.ct_recurrence_shifted J n F H a (hct0 n) (hct n) hF (hHtop n)
  exact Prover.eq_of_recurrence J n0 a (fun m => ∑ k ∈ Finset.range (m + 1), F m k) r
    hlead hu hr hinit

/-- `Prover.sum_eq_of_ct` for a first-order telescoper
`a0 n * F n k + a1 n * F (n + 1) k`. -/
theorem sum_eq_of_ct_one {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 r : ℕ → K) (n0 : ℕ)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 = H n 0)
    (hct : ∀ n k, a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) = H n (k + 1) - H n k)
    (hF : ∀ n k, n < k → F n k = 0)
    (hHtop : ∀ n, H n (n + 1) = 0)
    (hlead : ∀ n, n0 ≤ n → a1 n ≠ 0)
    (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) = 0)
    (hinit : ∀ i, i < n0 + 1 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  refine Prover.sum_eq_of_ct 1 F H (fun j => if j = 0 then a0 else a1) r n0
    (fun n => ?_) (fun n k => ?_) hF hHtop hlead (fun n hn => ?_) hinit
  · rw [Finset.sum_range_succ, Finset.sum_range_one]
    exact hct0 n
  · rw [Finset.sum_range_succ, Finset.sum_range_one]
    exact hct n k
  · rw [Finset.sum_range_succ, Finset.sum_range_one]
    exact hr n hn

/-- `Prover.sum_eq_of_ct` for a second-order telescoper
`a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k`. -/
theorem sum_eq_of_ct_two {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 r : ℕ → K)
    (n0 : ℕ)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 = H n 0)
    (hct : ∀ n k, a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) =
      H n (k + 1) - H n k)
    (hF : ∀ n k, n < k → F n k = 0)
    (hHtop : ∀ n, H n (n + 2) = 0)
    (hlead : ∀ n, n0 ≤ n → a2 n ≠ 0)
    (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) = 0)
    (hinit : ∀ i, i < n0 + 2 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  refine Prover.sum_eq_of_ct 2 F H
    (fun j => if j = 0 then a0 else if j = 1 then a1 else a2) r n0
    (fun n => ?_) (fun n k => ?_) hF hHtop hlead (fun n hn => ?_) hinit
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_one]
    exact hct0 n
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_one]
    exact hct n k
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_one]
    exact hr n hn

/-- `Prover.sum_eq_of_ct` for a third-order telescoper
`a0 n * F n k + a1 n * F (n + 1) k + a2 n * F (n + 2) k + a3 n * F (n + 3) k`. -/
theorem sum_eq_of_ct_three {K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 a3 r : ℕ → K)
    (n0 : ℕ)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 +
      a3 n * F (n + 3) 0 = H n 0)
    (hct : ∀ n k, a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +
      a3 n * F (n + 3) (k + 1) = H n (k + 1) - H n k)
    (hF : ∀ n k, n < k → F n k = 0)
    (hHtop : ∀ n, H n (n + 3) = 0)
    (hlead : ∀ n, n0 ≤ n → a3 n ≠ 0)
    (hr : ∀ n, n0 ≤ n →
      a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) + a3 n * r (n + 3) = 0)
    (hinit : ∀ i, i < n0 + 3 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  refine Prover.sum_eq_of_ct 3 F H
    (fun j => if j = 0 then a0 else if j = 1 then a1 else if j = 2 then a2 else a3) r n0
    (fun n => ?_) (fun n k => ?_) hF hHtop hlead (fun n hn => ?_) hinit
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_succ,
      Finset.sum_range_one]
    exact hct0 n
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_succ,
      Finset.sum_range_one]
    exact hct n k
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_succ,
      Finset.sum_range_one]
    exact hr n hn

/-- `Prover.sum_eq_of_ct` for a fourth-order telescoper
`a0 n * F n k + a1 n * F (n + 1) k + … + a4 n * F (n + 4) k`. -/
theorem sum_eq_of_ct_four {K : Type*} [Field K] (F H : ℕ → ℕ → K)
    (a0 a1 a2 a3 a4 r : ℕ → K) (n0 : ℕ)
    (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 +
      a3 n * F (n + 3) 0 + a4 n * F (n + 4) 0 = H n 0)
    (hct : ∀ n k, a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +
      a3 n * F (n + 3) (k + 1) + a4 n * F (n + 4) (k + 1) = H n (k + 1) - H n k)
    (hF : ∀ n k, n < k → F n k = 0)
    (hHtop : ∀ n, H n (n + 4) = 0)
    (hlead : ∀ n, n0 ≤ n → a4 n ≠ 0)
    (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) +
      a3 n * r (n + 3) + a4 n * r (n + 4) = 0)
    (hinit : ∀ i, i < n0 + 4 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :
    ∀ n, ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  refine Prover.sum_eq_of_ct 4 F H
    (fun j => if j = 0 then a0 else if j = 1 then a1 else if j = 2 then a2 else
      if j = 3 then a3 else a4) r n0
    (fun n => ?_) (fun n k => ?_) hF hHtop hlead (fun n hn => ?_) hinit
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_succ,
      Finset.sum_range_succ, Finset.sum_range_one]
    exact hct0 n
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_succ,
      Finset.sum_range_succ, Finset.sum_range_one]
    exact hct n k
  · rw [Finset.sum_range_succ, Finset.sum_range_succ, Finset.sum_range_succ,
      Finset.sum_range_succ, Finset.sum_range_one]
    exact hr n hn

end Prover

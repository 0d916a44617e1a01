/-
WZ pairs (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 7; Wilf–Zeilberger 1990).

For `S n = ∑ k ∈ range (n + c), F n k`, the WZ equation
`F (n + 1) k - F n k = G n (k + 1) - G n k` summed over `k ≤ n + c` telescopes to
`S (n + 1) - S n - F n (n + c) = G n (n + c + 1) - G n 0`, so with the boundary
hypotheses `S` is constant. For `∑_{k=0}^{n} F n k = r n` one applies this to
`f = F / r` (see `DESIGN.md`, "Shape of a WZ proof", side goals 1–5).

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `Finset.sum_sub_distrib` — Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean
    (`to_additive` of `prod_div_distrib`) `∑ x ∈ s, (f x - g x) = ∑ x ∈ s, f x - ∑ x ∈ s, g x`
* `Finset.sum_range_succ`, `Finset.sum_range_one` — same file
    `∑ k ∈ range 1, f k = f 0`
* `Finset.sum_div` — Mathlib/Algebra/BigOperators/Field.lean (older: …/Ring/Finset.lean)
    `(∑ i ∈ s, f i) / a = ∑ i ∈ s, f i / a`
* `sub_eq_zero` (`a - b = 0 ↔ a = b`), `sub_zero`, `add_zero` — Mathlib/Algebra/Group/Basic.lean
* `div_self` (`a ≠ 0 → a / a = 1`) — Mathlib/Algebra/GroupWithZero/Basic.lean
* `div_eq_one_iff_eq` (`b ≠ 0 → (a / b = 1 ↔ a = b)`) —
    Mathlib/Algebra/GroupWithZero/Units/Basic.lean
-/
import Mathlib
import Prover.Telescope

namespace Prover

/-- One WZ step: summing the WZ equation over `k ≤ N` telescopes.
`∑_{k ≤ N} F (n+1) k - ∑_{k ≤ N} F n k = G n (N + 1) - G n 0`. -/
theorem wz_step {M : Type*} [AddCommGroup M] (F G : ℕ → ℕ → M) (n N : ℕ)
    (hwz : ∀ k, k ≤ N → F (n + 1) k - F n k = G n (k + 1) - G n k) :
    ∑ k ∈ Finset.range (N + 1), F (n + 1) k - ∑ k ∈ Finset.range (N + 1), F n k =
      G n (N + 1) - G n 0 := by
  rw [← Finset.sum_sub_distrib]
  exact Prover.sum_range_telescope (fun k => F (n + 1) k - F n k) (G n) (N + 1)
    (fun k hk => hwz k (by omega))

/-- WZ with a summation range `range (n + c)` that grows with `n`: if the WZ equation
holds for `k ≤ n + c`, `G n 0 = 0`, `G n (n + c + 1) = 0` and the term `F n (n + c)`
(the one the `n + 1` sum has in addition) vanishes, then
`∑ k ∈ range (n + c), F n k` does not depend on `n`. -/
theorem wz_const_offset {M : Type*} [AddCommGroup M] (F G : ℕ → ℕ → M) (c : ℕ)
    (hwz : ∀ n k, k ≤ n + c → F (n + 1) k - F n k = G n (k + 1) - G n k)
    (hG0 : ∀ n, G n 0 = 0) (hGtop : ∀ n, G n (n + c + 1) = 0)
    (hFtop : ∀ n, F n (n + c) = 0) :
    ∀ n, ∑ k ∈ Finset.range (n + c), F n k = ∑ k ∈ Finset.range c, F 0 k := by
  intro n
  induction n with
  | zero => simp
  | succ n ih =>
    have h := Prover.wz_step F G n (n + c) (fun k hk => hwz n k hk)
    rw [hGtop n, hG0 n, sub_zero, sub_eq_zero, Finset.sum_range_succ (F n), hFtop n, add_zero,
      ih] at h
    rw [show n + 1 + c = n + c + 1 by omega]
    exact h

/-- WZ for `S n = ∑ k ∈ range (n + 1), F n k` (that is, `∑_{k=0}^{n}`): with the WZ equation
for `k ≤ n + 1`, `G n 0 = 0`, `G n (n + 2) = 0` and `F n (n + 1) = 0`, `S n = F 0 0`. -/
theorem wz_const {M : Type*} [AddCommGroup M] (F G : ℕ → ℕ → M)
    (hwz : ∀ n k, k ≤ n + 1 → F (n + 1) k - F n k = G n (k + 1) - G n k)
    (hG0 : ∀ n, G n 0 = 0) (hGtop : ∀ n, G n (n + 2) = 0)
    (hFtop : ∀ n, F n (n + 1) = 0) :
    ∀ n, ∑ k ∈ Finset.range (n + 1), F n k = F 0 0 := by
  intro n
  have h := Prover.wz_const_offset F G 1 hwz hG0
    (fun m => by rw [show m + 1 + 1 = m + 2 by omega]; exact hGtop m) hFtop n
  rw [h, Finset.sum_range_one]

/-- The identity form `∑_{k=0}^{n} F n k = r n` by a WZ pair for `f = F / r`, over a field:
`r n ≠ 0` for all `n` (side goal 1), the WZ equation for `F n k / r n` with `G` given in
closed form (side goal 3), the boundaries (side goal 4) and the base case `F 0 0 = r 0`
(side goal 5). -/
theorem wz_sum_eq {K : Type*} [Field K] (F G : ℕ → ℕ → K) (r : ℕ → K)
    (hr : ∀ n, r n ≠ 0)
    (hwz : ∀ n k, k ≤ n + 1 →
      F (n + 1) k / r (n + 1) - F n k / r n = G n (k + 1) - G n k)
    (hG0 : ∀ n, G n 0 = 0) (hGtop : ∀ n, G n (n + 2) = 0)
    (hFtop : ∀ n, F n (n + 1) = 0) (hbase : F 0 0 = r 0) :
    ∀ n, ∑ k ∈ Finset.range (n + 1), F n k = r n := by
  intro n
  have h : ∑ k ∈ Finset.range (n + 1), F n k / r n = F 0 0 / r 0 :=
    Prover.wz_const (fun m k => F m k / r m) G hwz hG0 hGtop
      (fun m => by simp [hFtop m]) n
  rw [← Finset.sum_div, hbase, div_self (hr 0), div_eq_one_iff_eq (hr n)] at h
  exact h

end Prover

/-
Creative telescoping (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 6, Zeilberger's algorithm):
a telescoper `∑_{j=0}^{J} a j n * F (n + j) k = G n (k + 1) - G n k`, summed over `k`,
gives a recurrence for `S n = ∑_k F n k` whose right side is the boundary `G n N - G n 0`.

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `Finset.mul_sum` (`b * ∑ i ∈ s, f i = ∑ i ∈ s, b * f i`) —
    Mathlib/Algebra/BigOperators/Ring/Finset.lean
* `Finset.sum_comm` (`∑ x ∈ s, ∑ y ∈ t, f x y = ∑ y ∈ t, ∑ x ∈ s, f x y`) —
    Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean (`to_additive` of `prod_comm`)
* `Finset.sum_congr`, `Finset.mem_range`, `sub_zero`.
-/
import Mathlib
import Prover.Telescope

namespace Prover

/-- Summing a creative-telescoping relation over `k < N`:
`∑_j a j n * ∑_{k<N} F (n + j) k = G n N - G n 0`. -/
theorem ct_sum {K : Type*} [CommRing K] (F G a : ℕ → ℕ → K) (J n N : ℕ)
    (hct : ∀ k, k < N →
      ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) k = G n (k + 1) - G n k) :
    ∑ j ∈ Finset.range (J + 1), a j n * ∑ k ∈ Finset.range N, F (n + j) k =
      G n N - G n 0 := by
  have hswap : ∑ j ∈ Finset.range (J + 1), a j n * ∑ k ∈ Finset.range N, F (n + j) k =
      ∑ k ∈ Finset.range N, ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) k := by
    simp_rw [Finset.mul_sum]
    exact Finset.sum_comm
  rw [hswap]
  exact Prover.sum_range_telescope _ (G n) N hct

/-- Creative telescoping with natural boundaries, for `S m = ∑_{k=0}^{m} F m k`:
if the telescoper holds for `k ≤ n + J`, `F (n + j) k = 0` for `k > n + j`,
`G n 0 = 0` and `G n (n + J + 1) = 0`, then
`∑_{j=0}^{J} a j n * S (n + j) = 0` — the recurrence that `Prover.eq_of_recurrence_from`
takes as `hu` with `u m = ∑ k ∈ range (m + 1), F m k`. -/
theorem ct_recurrence {K : Type*} [CommRing K] (F G a : ℕ → ℕ → K) (J n : ℕ)
    (hct : ∀ k, k < n + J + 1 →
      ∑ j ∈ Finset.range (J + 1), a j n * F (n + j) k = G n (k + 1) - G n k)
    (hF : ∀ j k, j ≤ J → n + j < k → F (n + j) k = 0)
    (hG0 : G n 0 = 0) (hGtop : G n (n + J + 1) = 0) :
    ∑ j ∈ Finset.range (J + 1), a j n * ∑ k ∈ Finset.range (n + j + 1), F (n + j) k = 0 := by
  have hext : ∀ j ∈ Finset.range (J + 1),
      a j n * ∑ k ∈ Finset.range (n + j + 1), F (n + j) k =
        a j n * ∑ k ∈ Finset.range (n + J + 1), F (n + j) k := by
    intro j hj
    have hjJ : j < J + 1 := Finset.mem_range.mp hj
    rw [Prover.sum_range_extend (F (n + j)) (m := n + j + 1) (N := n + J + 1) (by omega)
      (fun k hk1 _ => hF j k (by omega) (by omega))]
  rw [Finset.sum_congr rfl hext, Prover.ct_sum F G a J n (n + J + 1) hct, hGtop, hG0, sub_zero]

end Prover

/-
Uniqueness of solutions of a linear recurrence (A = B, Petkovšek–Wilf–Zeilberger 1996,
ch. 6: a sum and a closed form that satisfy the same recurrence with a leading coefficient
that does not vanish, and agree on enough initial values, are equal).

The initial values must come from direct evaluation, never from the algorithm that found
the recurrence (`DESIGN.md`, "Shape of a WZ proof", item 6).

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `Finset.sum_range_succ`, `Finset.sum_congr` —
    Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean
* `Finset.mem_range` — Mathlib/Data/Finset/Range.lean
* `mul_left_cancel₀` (`a ≠ 0 → a * b = a * c → b = c`) — Mathlib/Algebra/GroupWithZero/Defs.lean
* tactic `linear_combination` — Mathlib/Tactic/LinearCombination.lean
* `Nat.lt_or_ge`, `Nat.not_lt_zero`, `Nat.add_zero` — Lean core.
-/
import Mathlib

namespace Prover

/-- Order-`J` recurrence `∑_{j=0}^{J} a j n * u (n + j) = 0` for `n ≥ n0`, leading
coefficient `a J n ≠ 0` for `n ≥ n0`: two solutions that agree at `n0, …, n0 + J - 1`
agree at every `n ≥ n0`. -/
theorem eq_of_recurrence_from {K : Type*} [CommRing K] [IsDomain K] (J n0 : ℕ)
    (a : ℕ → ℕ → K) (u v : ℕ → K)
    (hlead : ∀ n, n0 ≤ n → a J n ≠ 0)
    (hu : ∀ n, n0 ≤ n → ∑ j ∈ Finset.range (J + 1), a j n * u (n + j) = 0)
    (hv : ∀ n, n0 ≤ n → ∑ j ∈ Finset.range (J + 1), a j n * v (n + j) = 0)
    (hinit : ∀ i, n0 ≤ i → i < n0 + J → u i = v i) :
    ∀ n, n0 ≤ n → u n = v n := by
  have key : ∀ m, ∀ i, n0 ≤ i → i < m → u i = v i := by
    intro m
    induction m with
    | zero => intro i _ hi; exact absurd hi (Nat.not_lt_zero i)
    | succ m ih =>
      intro i hi0 hi
      rcases Nat.lt_or_ge i m with him | him
      · exact ih i hi0 him
      · have hieq : i = m := by omega
        rw [hieq] at hi0 ⊢
        by_cases hlt : m < n0 + J
        · exact hinit m hi0 hlt
        · obtain ⟨n, rfl⟩ : ∃ n, m = n + J := ⟨m - J, by omega⟩
          have hn : n0 ≤ n := by omega
          have e1 := hu n hn
          have e2 := hv n hn
          rw [Finset.sum_range_succ] at e1 e2
          have hsum : ∑ j ∈ Finset.range J, a j n * u (n + j) =
              ∑ j ∈ Finset.range J, a j n * v (n + j) := by
            apply Finset.sum_congr rfl
            intro j hj
            have hjJ : j < J := Finset.mem_range.mp hj
            rw [ih (n + j) (by omega) (by omega)]
          rw [hsum] at e1
          have hlin : a J n * u (n + J) = a J n * v (n + J) := by
            linear_combination e1 - e2
          exact mul_left_cancel₀ (hlead n hn) hlin
  intro n hn
  exact key (n + 1) n hn (by omega)

/-- Strong induction for a recurrence of order `J` that holds from `n0` on, with initial
values from `s0 ≤ n0` on (`Prover/Boundary.lean`): if `u` and `v` agree at every
`s0 ≤ i < n0 + J`, and agreement at `n, …, n + J - 1` (`n ≥ n0`) forces agreement at `n + J`,
then `u n = v n` for every `n ≥ s0`. -/
theorem eq_of_step_from {α : Type*} (u v : ℕ → α) (s0 n0 J : ℕ) (hs : s0 ≤ n0)
    (hinit : ∀ i, s0 ≤ i → i < n0 + J → u i = v i)
    (hstep : ∀ n, n0 ≤ n → (∀ i, n ≤ i → i < n + J → u i = v i) → u (n + J) = v (n + J)) :
    ∀ n, s0 ≤ n → u n = v n := by
  have key : ∀ m, ∀ i, s0 ≤ i → i < m → u i = v i := by
    intro m
    induction m with
    | zero => intro i _ hi; exact absurd hi (Nat.not_lt_zero i)
    | succ m ih =>
      intro i hi0 hi
      by_cases him : i < m
      · exact ih i hi0 him
      · have hieq : i = m := by omega
        rw [hieq] at hi0 ⊢
        by_cases hlt : m < n0 + J
        · exact hinit m hi0 hlt
        · obtain ⟨n, rfl⟩ : ∃ n, m = n + J := ⟨m - J, by omega⟩
          exact hstep n (by omega) (fun i' hi1 hi2 => ih i' (by omega) hi2)
  intro n hn
  exact key (n + 1) n hn (by omega)

/-- `eq_of_recurrence_from` when the two sequences also agree below `n0`: then they agree
everywhere. `hinit` covers `i < n0 + J`. -/
theorem eq_of_recurrence {K : Type*} [CommRing K] [IsDomain K] (J n0 : ℕ)
    (a : ℕ → ℕ → K) (u v : ℕ → K)
    (hlead : ∀ n, n0 ≤ n → a J n ≠ 0)
    (hu : ∀ n, n0 ≤ n → ∑ j ∈ Finset.range (J + 1), a j n * u (n + j) = 0)
    (hv : ∀ n, n0 ≤ n → ∑ j ∈ Finset.range (J + 1), a j n * v (n + j) = 0)
    (hinit : ∀ i, i < n0 + J → u i = v i) :
    ∀ n, u n = v n := by
  intro n
  by_cases hn : n0 ≤ n
  · exact Prover.eq_of_recurrence_from J n0 a u v hlead hu hv
      (fun i _ hi => hinit i hi) n hn
  · exact hinit n (by omega)

/-- First-order recurrence `a0 n * u n + a1 n * u (n + 1) = 0` (`n ≥ n0`, `a1 n ≠ 0`):
solutions agreeing at `n0` agree at every `n ≥ n0`. -/
theorem eq_of_recurrence_one {K : Type*} [CommRing K] [IsDomain K] (n0 : ℕ)
    (a0 a1 u v : ℕ → K)
    (hlead : ∀ n, n0 ≤ n → a1 n ≠ 0)
    (hu : ∀ n, n0 ≤ n → a0 n * u n + a1 n * u (n + 1) = 0)
    (hv : ∀ n, n0 ≤ n → a0 n * v n + a1 n * v (n + 1) = 0)
    (h0 : u n0 = v n0) :
    ∀ n, n0 ≤ n → u n = v n := by
  have key : ∀ d, u (n0 + d) = v (n0 + d) := by
    intro d
    induction d with
    | zero => rw [Nat.add_zero]; exact h0
    | succ d ih =>
      have e1 := hu (n0 + d) (by omega)
      have e2 := hv (n0 + d) (by omega)
      rw [ih] at e1
      have hlin : a1 (n0 + d) * u (n0 + d + 1) = a1 (n0 + d) * v (n0 + d + 1) := by
        linear_combination e1 - e2
      rw [show n0 + (d + 1) = n0 + d + 1 by omega]
      exact mul_left_cancel₀ (hlead (n0 + d) (by omega)) hlin
  intro n hn
  have h := key (n - n0)
  rwa [show n0 + (n - n0) = n by omega] at h

/-- Second-order recurrence
`a0 n * u n + a1 n * u (n + 1) + a2 n * u (n + 2) = 0` (`n ≥ n0`, `a2 n ≠ 0`):
solutions agreeing at `n0` and `n0 + 1` agree at every `n ≥ n0`. -/
theorem eq_of_recurrence_two {K : Type*} [CommRing K] [IsDomain K] (n0 : ℕ)
    (a0 a1 a2 u v : ℕ → K)
    (hlead : ∀ n, n0 ≤ n → a2 n ≠ 0)
    (hu : ∀ n, n0 ≤ n → a0 n * u n + a1 n * u (n + 1) + a2 n * u (n + 2) = 0)
    (hv : ∀ n, n0 ≤ n → a0 n * v n + a1 n * v (n + 1) + a2 n * v (n + 2) = 0)
    (h0 : u n0 = v n0) (h1 : u (n0 + 1) = v (n0 + 1)) :
    ∀ n, n0 ≤ n → u n = v n := by
  have key : ∀ d, u (n0 + d) = v (n0 + d) ∧ u (n0 + d + 1) = v (n0 + d + 1) := by
    intro d
    induction d with
    | zero => rw [Nat.add_zero]; exact ⟨h0, h1⟩
    | succ d ih =>
      obtain ⟨ih0, ih1⟩ := ih
      have e1 := hu (n0 + d) (by omega)
      have e2 := hv (n0 + d) (by omega)
      rw [ih0, ih1] at e1
      have hlin : a2 (n0 + d) * u (n0 + d + 2) = a2 (n0 + d) * v (n0 + d + 2) := by
        linear_combination e1 - e2
      have hnew := mul_left_cancel₀ (hlead (n0 + d) (by omega)) hlin
      rw [show n0 + (d + 1) = n0 + d + 1 by omega, show n0 + d + 1 + 1 = n0 + d + 2 by omega]
      exact ⟨ih1, hnew⟩
  intro n hn
  have h := (key (n - n0)).1
  rwa [show n0 + (n - n0) = n by omega] at h

end Prover

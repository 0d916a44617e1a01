/-
Telescoping over `Finset.range` (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 5 and 7:
summing `G(n,k+1) - G(n,k)` over `k` leaves the two boundary terms).

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `Finset.sum_range_succ`  — Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean
    `∑ x ∈ range (n + 1), f x = ∑ x ∈ range n, f x + f n`
* `Finset.sum_range_zero`  — same file
    `∑ k ∈ range 0, f k = 0`
* `zero_add`               — Mathlib/Algebra/Group/Defs.lean
    `0 + a = a`
* `Finset.mem_range`       — Mathlib/Data/Finset/Range.lean
    `m ∈ range n ↔ m < n`
* `Finset.mem_Icc`         — Mathlib/Order/Interval/Finset/Defs.lean
    `a ∈ Icc b c ↔ b ≤ a ∧ a ≤ c`
* `Finset.sum_range_add`   — Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean
    `∑ x ∈ range (n + m), f x = ∑ x ∈ range n, f x + ∑ x ∈ range m, f (n + x)`
* `Finset.sum_eq_zero`     — same file: `(∀ x ∈ s, f x = 0) → ∑ x ∈ s, f x = 0`
* `Nat.add_zero`, `Nat.add_assoc`, `Nat.zero_le` — Lean core.
`Finset.sum_range_sub` (same file as `sum_range_succ`) states the unconditional telescoping
sum; `Prover.sum_range_telescope` only needs the step equation for `k < m`, so it is proved
by induction instead.
-/
import Mathlib

namespace Prover

/-- Telescoping: if `f k = g (k + 1) - g k` for every `k < m`, then
`∑ k ∈ range m, f k = g m - g 0`. -/
theorem sum_range_telescope {M : Type*} [AddCommGroup M] (f g : ℕ → M) (m : ℕ)
    (h : ∀ k < m, f k = g (k + 1) - g k) :
    ∑ k ∈ Finset.range m, f k = g m - g 0 := by
  revert h
  induction m with
  | zero => intro _; simp
  | succ m ih =>
    intro h
    rw [Finset.sum_range_succ, ih (fun k hk => h k (by omega)), h m (by omega)]
    abel

/-- A sum over `range N` equals the sum over `range m` (`m ≤ N`) when the terms with
`m ≤ k < N` vanish (natural boundaries: `Nat.choose n k = 0` for `k > n`). -/
theorem sum_range_extend {M : Type*} [AddCommMonoid M] (f : ℕ → M) {m N : ℕ} (hmN : m ≤ N)
    (h : ∀ k, m ≤ k → k < N → f k = 0) :
    ∑ k ∈ Finset.range N, f k = ∑ k ∈ Finset.range m, f k := by
  obtain ⟨d, rfl⟩ : ∃ d, N = m + d := ⟨N - m, by omega⟩
  clear hmN
  revert h
  induction d with
  | zero => intro _; rw [Nat.add_zero]
  | succ d ih =>
    intro h
    rw [← Nat.add_assoc, Finset.sum_range_succ, h (m + d) (by omega) (by omega), add_zero]
    exact ih (fun k hk1 hk2 => h k hk1 (by omega))

/-- Gosper's telescoping in the form the compiled proofs use (`H k` is the antidifference at
`k + 1`, so that it needs no value at `k = 0`): if `f (k + 1) = H (k + 1) - H k` for every `k`,
then `∑ k ∈ range (m + 1), f k = f 0 + (H m - H 0)`. -/
theorem sum_range_succ_eq_of_step {M : Type*} [AddCommGroup M] (f H : ℕ → M)
    (hstep : ∀ k, f (k + 1) = H (k + 1) - H k) (m : ℕ) :
    ∑ k ∈ Finset.range (m + 1), f k = f 0 + (H m - H 0) := by
  induction m with
  | zero => rw [Finset.sum_range_one, sub_self, add_zero]
  | succ m ih =>
    rw [Finset.sum_range_succ, ih, hstep m]
    abel

/-- Creative telescoping with the companion shifted by one (`Prover/Boundary.lean`): if
`t 0 = H 0` and `t (k + 1) = H (k + 1) - H k` for every `k`, then
`∑ k ∈ range (n + 1), t k = H n` (`Prover.sum_range_succ_eq_of_step`, then `t 0 = H 0`). -/
theorem sum_range_succ_eq_of_step_zero {M : Type*} [AddCommGroup M] (t H : ℕ → M)
    (h0 : t 0 = H 0) (hstep : ∀ k, t (k + 1) = H (k + 1) - H k) (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), t k = H n := by
  rw [Prover.sum_range_succ_eq_of_step t H hstep n, h0]
  abel

/-- `Prover.sum_range_succ_eq_of_step_zero` with the step needed only inside the range: if
`t 0 = H 0` and `t (k + 1) = H (k + 1) - H k` for every `k < n`, then
`∑ k ∈ range (n + 1), t k = H n`. Summands such as `Nat.choose (2 * n - k) n` agree with their
rational form (no ℕ truncation) only for `k ≤ n`, so the creative-telescoping step of
`Prover/Boundary.lean` can only be proved there. Induction on `n`, like
`Prover.sum_range_telescope`: `Finset.sum_range_succ`, then the step at the last index. -/
theorem sum_range_succ_eq_of_step_zero_lt {M : Type*} [AddCommGroup M] (t H : ℕ → M) (n : ℕ)
    (h0 : t 0 = H 0) (hstep : ∀ k, k < n → t (k + 1) = H (k + 1) - H k) :
    ∑ k ∈ Finset.range (n + 1), t k = H n := by
  revert hstep
  induction n with
  | zero =>
    intro _
    rw [Finset.sum_range_succ, Finset.sum_range_zero, zero_add, h0]
  | succ m ih =>
    intro hstep
    rw [Finset.sum_range_succ, ih (fun k hk => hstep k (by omega)), hstep m (by omega)]
    abel

/-- `∑ k ∈ Icc 0 n` is `∑ k ∈ range (n + 1)`: statements written with `Finset.Icc 0 n`
can be moved to the `range` form that the WZ theorems use. -/
theorem sum_Icc_zero_eq_sum_range {M : Type*} [AddCommMonoid M] (f : ℕ → M) (n : ℕ) :
    ∑ k ∈ Finset.Icc 0 n, f k = ∑ k ∈ Finset.range (n + 1), f k := by
  have hs : Finset.Icc 0 n = Finset.range (n + 1) := by
    ext k
    rw [Finset.mem_Icc, Finset.mem_range]
    constructor
    · intro hk
      have hk2 := hk.2
      omega
    · intro hk
      exact ⟨Nat.zero_le k, by omega⟩
  rw [hs]

/-- `∑ k ∈ Icc m n` is `∑ k ∈ Ico m (n + 1)`: a split's case lemma over `Icc lo hi` (`lo ≠ 0`)
is stated over `range (hi + 1 - lo)`, reached from here by `Finset.sum_Ico_eq_sum_range`. -/
theorem sum_Icc_eq_sum_Ico_succ {M : Type*} [AddCommMonoid M] (f : ℕ → M) (m n : ℕ) :
    ∑ k ∈ Finset.Icc m n, f k = ∑ k ∈ Finset.Ico m (n + 1), f k := by
  have hs : Finset.Icc m n = Finset.Ico m (n + 1) := by
    ext k
    rw [Finset.mem_Icc, Finset.mem_Ico]
    constructor
    · intro hk
      have hk2 := hk.2
      exact ⟨hk.1, by omega⟩
    · intro hk
      have hk2 := hk.2
      exact ⟨hk.1, by omega⟩
  rw [hs]

/-- A sum whose terms below `L` vanish starts at `L`: `∑ k ∈ range U, f k =
∑ i ∈ range W, f (L + i)` where `U = L + W` and `f k = 0` for `k < L` (a split's case
`n = r + m` of `∑ k ≤ n, C(n, k) C(k, r) …`, whose factor `C(k, r)` vanishes below `r`, moved
to a sum up to the new variable).  `Finset.sum_range_add`, `Finset.sum_eq_zero`. -/
theorem sum_range_eq_of_low_zero {M : Type*} [AddCommMonoid M] (f : ℕ → M) (L W U : ℕ)
    (hU : U = L + W) (h : ∀ k, k < L → f k = 0) :
    ∑ k ∈ Finset.range U, f k = ∑ i ∈ Finset.range W, f (L + i) := by
  subst hU
  rw [Finset.sum_range_add,
    Finset.sum_eq_zero (s := Finset.range L) (f := f) (fun k hk => h k (Finset.mem_range.mp hk)),
    zero_add]

/-- A sum whose terms below `L` vanish, up to `U ≤ L`, is 0 (the other case of the split of
`sum_range_eq_of_low_zero`: `r = n + 1 + m`, every `C(k, r)` of `k ≤ n` is 0).
`Finset.sum_eq_zero`, `Finset.mem_range`. -/
theorem sum_range_eq_zero_of_low {M : Type*} [AddCommMonoid M] (f : ℕ → M) (L U : ℕ)
    (hU : U ≤ L) (h : ∀ k, k < L → f k = 0) : ∑ k ∈ Finset.range U, f k = 0 := by
  refine Finset.sum_eq_zero (fun k hk => h k ?_)
  have hk' := Finset.mem_range.mp hk
  omega

/-- A sum whose terms below the top one vanish is its top term: `∑ k ∈ range (n + 1), f k =
f n` when `f k = 0` for every `k < n` (the case `x = n` of a hypothesis `n ≤ x`, LCI
Gould_identity_3_168, where `C(n - 1 - k, n - k)` is 0 for `k < n`;
wzprove/sketch/hyp_top.py).  `Finset.sum_range_succ`, `Finset.sum_eq_zero`. -/
theorem sum_range_succ_eq_top {M : Type*} [AddCommMonoid M] (f : ℕ → M) (n : ℕ)
    (h : ∀ k, k < n → f k = 0) : ∑ k ∈ Finset.range (n + 1), f k = f n := by
  rw [Finset.sum_range_succ,
    Finset.sum_eq_zero (s := Finset.range n) (f := f) (fun k hk => h k (Finset.mem_range.mp hk)),
    zero_add]

/-- Gosper's telescoping over `Icc 1 n`: if `f (k + 1) = H (k + 1) - H k` for every `k`, then
`∑ k ∈ Icc 1 n, f k = H n - H 0` (also for `n = 0`, where both sides vanish).  Induction on
`n` with `Finset.sum_Icc_succ_top`; the empty `Icc 1 0` by `Finset.Icc_eq_empty`. -/
theorem sum_Icc_one_eq_of_step {M : Type*} [AddCommGroup M] (f H : ℕ → M)
    (hstep : ∀ k, f (k + 1) = H (k + 1) - H k) (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, f k = H n - H 0 := by
  induction n with
  | zero =>
    have e : Finset.Icc 1 0 = (∅ : Finset ℕ) := Finset.Icc_eq_empty (by omega)
    rw [e, Finset.sum_empty, sub_self]
  | succ m ih =>
    have e : ∑ k ∈ Finset.Icc 1 (m + 1), f k = ∑ k ∈ Finset.Icc 1 m, f k + f (m + 1) :=
      Finset.sum_Icc_succ_top (by omega) f
    rw [e, ih, hstep m]
    abel

/-- Gosper's telescoping over `Ico (a + 1) hi` with the step needed only inside the range: if
`hi = b + 1`, `a ≤ b` and `t (k + 1) = H (k + 1) - H k` for every `k < b`, then
`∑ k ∈ Ico (a + 1) hi, t k = H b - H a`.  The upper bound is any term equal to `b + 1`
(`2 * (n + 1)` with `b = 2 * n + 1`, by `omega`).  Summands with a binomial in the denominator
(`k / C(2n, k)`) satisfy the step only inside the range (`x / 0 = 0` past it), as in
`Prover.sum_range_succ_eq_of_step_zero_lt`.  Induction on `b - a` with
`Finset.sum_Ico_succ_top`; the empty `Ico (a + 1) (a + 1)` by `Finset.Ico_eq_empty_of_le`. -/
theorem sum_Ico_succ_eq_of_step_lt {M : Type*} [AddCommGroup M] (t H : ℕ → M) (a b hi : ℕ)
    (hhi : hi = b + 1) (hab : a ≤ b) (hstep : ∀ k, k < b → t (k + 1) = H (k + 1) - H k) :
    ∑ k ∈ Finset.Ico (a + 1) hi, t k = H b - H a := by
  subst hhi
  obtain ⟨m, rfl⟩ := Nat.exists_eq_add_of_le hab
  clear hab
  revert hstep
  induction m with
  | zero =>
    intro _
    rw [Nat.add_zero, Finset.Ico_eq_empty_of_le (le_refl (a + 1)), Finset.sum_empty, sub_self]
  | succ m ih =>
    intro hstep
    rw [show a + (m + 1) + 1 = a + m + 1 + 1 by omega,
      Finset.sum_Ico_succ_top (show a + 1 ≤ a + m + 1 by omega) t,
      ih (fun k hk => hstep k (by omega)), hstep (a + m) (by omega),
      show a + (m + 1) = a + m + 1 by omega]
    abel

end Prover

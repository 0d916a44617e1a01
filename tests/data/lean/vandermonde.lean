import Mathlib

open Nat Finset

/-- Chu–Vandermonde, and the same sum written in the older `in` syntax. -/
theorem vandermonde (m n r : ℕ) :
    ∑ k ∈ range (r + 1), choose m k * choose n (r - k) = choose (m + n) r := by
  sorry

theorem vandermonde_in (m n r : ℕ) :
    ∑ k in Finset.range (r + 1), m.choose k * n.choose (r - k) = (m + n).choose r := sorry

lemma alternating {n : ℕ} (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℤ) ^ k * (n.choose k : ℤ) = 0 := by
  simp

theorem forall_form : ∀ n : ℕ, 1 ≤ n → ∑ k ∈ Finset.Icc 1 n, k * n.choose k = n * 2 ^ (n - 1) :=
  sorry

import Mathlib

/-- LCI Gould_identity_3_168: the case `x = n + m` of the hypothesis `x ≥ n` has no complete
proof (its WZ side goal `F(n, n) = 0` is false at `m = 0`); the case `x = n + 1 + m` is
compiled from its own certificate, and at `x = n` only the top term is nonzero
(`C(n - 1 - k, n - k) = 0` for `k < n`, `Prover.sum_range_succ_eq_top`). -/
theorem hyp_edge_top_term {n x : ℕ} (hx : x ≥ n) :
    ∑ k ∈ Finset.range (n + 1), (2 * k + 1) / (n + k + 1) * (Nat.choose (x - 1 - k) (n - k) : ℝ) *
      (Nat.choose (x + k) (n + k)) = (Nat.choose x n) ^ 2 := by
  sorry

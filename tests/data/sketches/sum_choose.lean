import Mathlib
import Prover

open Finset

/-- The row sum of Pascal's triangle. -/
theorem sum_choose (n : ℕ) :
    ∑ k ∈ range (n + 1), (n.choose k : ℝ) = 2 ^ n := by
  /- wzprove sketch: method wz (A = B, ch. 7), closed by Prover.wz_sum_eq.
     summand F(n, k) = binomial(n, k);  right side = 2**n
     certificate R = k/(2*k - 2*n - 2)
     G = k*binomial(n, k)/(2**n*(2*k - 2*n - 2))  (as R·F; the `let` below is its closed form, valid at the poles of R)
     recurrence (order 1, variable n): coefficients -1, 1
     engine checks: telescoping-identity ok, leading-coefficient ok, pointwise ok, boundary ok, rhs-nonzero ok, initial-values ok
     numeric guard: every side goal holds at 417 grid points under Lean's semantics.
     Fill each subgoal's proof; the `let`s and the final step stay as they are. -/
  let F : ℕ → ℕ → ℝ := fun n k => ((Nat.choose n k : ℕ) : ℝ)
  let G : ℕ → ℕ → ℝ := fun n k => ((if k = 0 then 0 else (((-1) / 2) * ((Nat.choose n (k - 1) : ℕ) : ℝ)) : ℝ) / (2 ^ n) : ℝ)
  let r : ℕ → ℝ := fun n => (2 ^ n : ℝ)
  -- denominator: r(n) ≠ 0 for every n (else F / r means nothing)
  have hr : ∀ n : ℕ, r n ≠ 0 := by
    sorry
  -- ratio: F(n, k+1) / F(n, k) = (-k + n) / (k + 1), cleared of denominators
  have hratio_k : ∀ n k : ℕ, (((k : ℕ) : ℝ) + 1 : ℝ) * F n (k + 1) = (((n : ℕ) : ℝ) - ((k : ℕ) : ℝ) : ℝ) * F n k := by
    sorry
  -- ratio: F(n+1, k) / F(n, k) = (-n - 1) / (k - n - 1), cleared of denominators
  have hratio_n : ∀ n k : ℕ, ((((k : ℕ) : ℝ) - ((n : ℕ) : ℝ)) - 1 : ℝ) * F (n + 1) k = ((-((n : ℕ) : ℝ)) - 1 : ℝ) * F n k := by
    sorry
  -- pointwise WZ equation for f = F / r, at every k ≤ n + 1 (G in closed form, valid at the poles of R)
  have hwz : ∀ n k : ℕ, k ≤ n + 1 → F (n + 1) k / r (n + 1) - F n k / r n = G n (k + 1) - G n k := by
    sorry
  -- boundary: G(n, 0) = 0
  have hG0 : ∀ n : ℕ, G n 0 = 0 := by
    sorry
  -- boundary: G(n, n + 2) = 0
  have hGtop : ∀ n : ℕ, G n (n + 2) = 0 := by
    sorry
  -- boundary: F(n, n + 1) = 0 (natural boundary: the term the n + 1 sum adds)
  have hFtop : ∀ n : ℕ, F n (n + 1) = 0 := by
    sorry
  -- initial value: the sum at n = 0 (direct evaluation)
  have hbase : F 0 0 = r 0 := by
    sorry
  exact Prover.wz_sum_eq F G r hr hwz hG0 hGtop hFtop hbase n

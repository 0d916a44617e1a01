import Mathlib
import Prover

open Finset

/-- Chu–Vandermonde with the upper index summed: ∑ C(m, k) C(n, k) = C(m + n, n). -/
theorem vandermonde_param (m n : ℕ) :
    ∑ k ∈ Icc 0 n, (m.choose k : ℚ) * (n.choose k : ℚ) = ((m + n).choose n : ℚ) := by
  /- wzprove sketch: method wz (A = B, ch. 7), closed by Prover.wz_sum_eq.
     summand F(n, k) = binomial(m, k)*binomial(n, k);  right side = binomial(m + n, n)
     certificate R = k**2/((k - n - 1)*(m + n + 1))
     G = k**2*binomial(m, k)*binomial(n, k)/((k - n - 1)*(m + n + 1)*binomial(m + n, n))  (as R·F; the `let` below is its closed form, valid at the poles of R)
     recurrence (order 1, variable n): coefficients -1, 1
     engine checks: telescoping-identity ok, leading-coefficient ok, pointwise ok, boundary ok, rhs-nonzero ok, initial-values ok, parameters ok
     numeric guard: every side goal holds at 2085 grid points under Lean's semantics.
     Fill each subgoal's proof; the `let`s and the final step stay as they are. -/
  let F : ℕ → ℕ → ℚ := fun n k => (((Nat.choose m k : ℕ) : ℚ) * ((Nat.choose n k : ℕ) : ℚ) : ℚ)
  let G : ℕ → ℕ → ℚ := fun n k => ((if k = 0 then 0 else ((((((k : ℕ) : ℚ) - ((m : ℕ) : ℚ)) - 1) / ((((n : ℕ) : ℚ) + ((m : ℕ) : ℚ)) + 1)) * (((Nat.choose m (k - 1) : ℕ) : ℚ) * ((Nat.choose n (k - 1) : ℕ) : ℚ))) : ℚ) / ((Nat.choose (m + n) n : ℕ) : ℚ) : ℚ)
  let r : ℕ → ℚ := fun n => ((Nat.choose (m + n) n : ℕ) : ℚ)
  -- denominator: r(n) ≠ 0 for every n (else F / r means nothing)
  have hr : ∀ n : ℕ, r n ≠ 0 := by
    sorry
  -- ratio: F(n, k+1) / F(n, k) = ((k - m)*(k - n)) / ((k + 1)**2), cleared of denominators
  have hratio_k : ∀ n k : ℕ, ((((k : ℕ) : ℚ) + 1) ^ 2 : ℚ) * F n (k + 1) = ((((k : ℕ) : ℚ) - ((m : ℕ) : ℚ)) * (((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) : ℚ) * F n k := by
    sorry
  -- ratio: F(n+1, k) / F(n, k) = (-n - 1) / (k - n - 1), cleared of denominators
  have hratio_n : ∀ n k : ℕ, ((((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) - 1 : ℚ) * F (n + 1) k = ((-((n : ℕ) : ℚ)) - 1 : ℚ) * F n k := by
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
  rw [Prover.sum_Icc_zero_eq_sum_range]
  exact Prover.wz_sum_eq F G r hr hwz hG0 hGtop hFtop hbase n

theorem untouched (n : ℕ) : n + 0 = n := by
  simp

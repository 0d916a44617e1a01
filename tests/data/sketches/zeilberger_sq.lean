import Mathlib
import Prover

/-- ∑ C(n,k)² = C(2n,n), sketched from Zeilberger's telescoper (order 1) rather than a WZ pair. -/
theorem zeilberger_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (n.choose k : ℚ) ^ 2 = ((2 * n).choose n : ℚ) := by
  /- wzprove sketch: method zeilberger (A = B, ch. 6), closed by Prover.eq_of_recurrence_from.
     summand F(n, k) = binomial(n, k)**2;  right side = binomial(2*n, n)
     certificate R = k**2*(2*k - 3*n - 3)/(k - n - 1)**2
     G = k**2*(2*k - 3*n - 3)*binomial(n, k)**2/(k - n - 1)**2  (as R·F; the `let` below is its closed form, valid at the poles of R)
     recurrence (order 1, variable n): coefficients -4*n - 2, n + 1
     used here: (-4*n - 2)·S(n+0) + (n + 1)·S(n+1) = 0
     engine checks: telescoping-identity ok, leading-coefficient ok, pointwise ok, boundary ok, rhs-recurrence ok, initial-values ok
     numeric guard: every side goal holds at 495 grid points under Lean's semantics.
     Fill each subgoal's proof; the `let`s and the final step stay as they are. -/
  let F : ℕ → ℕ → ℚ := fun n k => (((Nat.choose n k : ℕ) : ℚ) ^ 2 : ℚ)
  let G : ℕ → ℕ → ℚ := fun n k => (if k = 0 then 0 else ((((2 * ((k : ℕ) : ℚ)) - (3 * ((n : ℕ) : ℚ))) - 3) * (((Nat.choose n (k - 1) : ℕ) : ℚ) ^ 2)) : ℚ)
  let a : ℕ → ℕ → ℚ := fun j n => (if j = 0 then ((-(4 * ((n : ℕ) : ℚ))) - 2) else (((n : ℕ) : ℚ) + 1) : ℚ)
  let u : ℕ → ℚ := fun n => ∑ k ∈ Finset.range (n + 1), F n k
  let v : ℕ → ℚ := fun n => ((Nat.choose (2 * n) n : ℕ) : ℚ)
  -- denominator: the leading coefficient a_1(n) ≠ 0 for n ≥ 0
  have hlead : ∀ n : ℕ, 0 ≤ n → a 1 n ≠ 0 := by
    sorry
  -- ratio: F(n, k+1) / F(n, k) = ((k - n)**2) / ((k + 1)**2), cleared of denominators
  have hratio_k : ∀ n k : ℕ, ((((k : ℕ) : ℚ) + 1) ^ 2 : ℚ) * F n (k + 1) = ((((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) ^ 2 : ℚ) * F n k := by
    sorry
  -- ratio: F(n+1, k) / F(n, k) = ((n + 1)**2) / ((k - n - 1)**2), cleared of denominators
  have hratio_n : ∀ n k : ℕ, (((((k : ℕ) : ℚ) - ((n : ℕ) : ℚ)) - 1) ^ 2 : ℚ) * F (n + 1) k = ((((n : ℕ) : ℚ) + 1) ^ 2 : ℚ) * F n k := by
    sorry
  -- pointwise WZ equation (creative telescoping: Σ_j a_j(n) F(n+j, k) = G(n, k+1) - G(n, k), G in closed form)
  have hct : ∀ n : ℕ, 0 ≤ n → ∀ k : ℕ, k < n + 1 + 1 → ∑ j ∈ Finset.range (1 + 1), a j n * F (n + j) k = G n (k + 1) - G n k := by
    sorry
  -- boundary: natural boundary, F(m, k) = 0 for k > m
  have hF : ∀ n : ℕ, 0 ≤ n → ∀ j k : ℕ, j ≤ 1 → n + j < k → F (n + j) k = 0 := by
    sorry
  -- boundary: G(n, 0) = 0
  have hG0 : ∀ n : ℕ, G n 0 = 0 := by
    sorry
  -- boundary: G(n, n + 2) = 0
  have hGtop : ∀ n : ℕ, 0 ≤ n → G n (n + 1 + 1) = 0 := by
    sorry
  -- recurrence: the right side satisfies the same recurrence
  have hv : ∀ n : ℕ, 0 ≤ n → ∑ j ∈ Finset.range (1 + 1), a j n * v (n + j) = 0 := by
    sorry
  -- initial values: sum = right side at n = 0..0 (direct evaluation, never from the algorithm)
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 0 + 1 → u i = v i := by
    sorry
  have hu : ∀ n : ℕ, 0 ≤ n → ∑ j ∈ Finset.range (1 + 1), a j n * u (n + j) = 0 :=
    fun n hn => Prover.ct_recurrence F G a 1 n (hct n hn) (hF n hn) (hG0 n) (hGtop n hn)
  exact Prover.eq_of_recurrence_from 1 0 a u v hlead hu hv hinit n (by omega)

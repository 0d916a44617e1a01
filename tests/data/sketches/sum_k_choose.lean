import Mathlib
import Prover

theorem sum_k_choose (n : ℕ) (hn : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (k : ℝ) * (n.choose k : ℝ) = n * 2 ^ (n - 1) := by
  /- wzprove sketch: method wz (A = B, ch. 7), closed by Prover.eq_of_recurrence_from.
     summand F(n, k) = k*binomial(n, k);  right side = 2**(n - 1)*n
     certificate R = (k - 1)/(2*k - 2*n - 2)
     G = 2**(1 - n)*k*(k - 1)*binomial(n, k)/(n*(2*k - 2*n - 2))  (as R·F; the `let` below is its closed form, valid at the poles of R)
     recurrence (order 1, variable n): coefficients -1, 1
     used here: -r(n+1)·S(n) + r(n)·S(n+1) = 0 (from the WZ pair, r = right side)
     from n = 1 on
     engine checks: telescoping-identity ok, leading-coefficient ok, pointwise ok, boundary ok, rhs-nonzero ok, initial-values ok
     numeric guard: every side goal holds at 543 grid points under Lean's semantics.
     Fill each subgoal's proof; the `let`s and the final step stay as they are. -/
  let F : ℕ → ℕ → ℝ := fun n k => (((k : ℕ) : ℝ) * ((Nat.choose n k : ℕ) : ℝ) : ℝ)
  let G : ℕ → ℕ → ℝ := fun n k => ((((n + 1 : ℕ) : ℝ) * (2 ^ ((n + 1) - 1 : ℕ))) * (if k = 0 then 0 else (((-1) / 2) * (((k - 1 : ℕ) : ℝ) * ((Nat.choose n (k - 1) : ℕ) : ℝ))) : ℝ) : ℝ)
  let a : ℕ → ℕ → ℝ := fun j n => (if j = 0 then (-(((n + 1 : ℕ) : ℝ) * (2 ^ ((n + 1) - 1 : ℕ)))) else (((n : ℕ) : ℝ) * (2 ^ (n - 1 : ℕ))) : ℝ)
  let u : ℕ → ℝ := fun n => ∑ k ∈ Finset.range (n + 1), F n k
  let v : ℕ → ℝ := fun n => (((n : ℕ) : ℝ) * (2 ^ (n - 1 : ℕ)) : ℝ)
  -- denominator: the leading coefficient a_1(n) ≠ 0 for n ≥ 1
  have hlead : ∀ n : ℕ, 1 ≤ n → a 1 n ≠ 0 := by
    sorry
  -- ratio: F(n, k+1) / F(n, k) = (-k + n) / (k), cleared of denominators
  have hratio_k : ∀ n k : ℕ, ((k : ℕ) : ℝ) * F n (k + 1) = (((n : ℕ) : ℝ) - ((k : ℕ) : ℝ) : ℝ) * F n k := by
    sorry
  -- ratio: F(n+1, k) / F(n, k) = (-n - 1) / (k - n - 1), cleared of denominators
  have hratio_n : ∀ n k : ℕ, ((((k : ℕ) : ℝ) - ((n : ℕ) : ℝ)) - 1 : ℝ) * F (n + 1) k = ((-((n : ℕ) : ℝ)) - 1 : ℝ) * F n k := by
    sorry
  -- pointwise WZ equation (creative telescoping: Σ_j a_j(n) F(n+j, k) = G(n, k+1) - G(n, k), G in closed form)
  have hct : ∀ n : ℕ, 1 ≤ n → ∀ k : ℕ, k < n + 1 + 1 → ∑ j ∈ Finset.range (1 + 1), a j n * F (n + j) k = G n (k + 1) - G n k := by
    sorry
  -- boundary: natural boundary, F(m, k) = 0 for k > m
  have hF : ∀ n : ℕ, 1 ≤ n → ∀ j k : ℕ, j ≤ 1 → n + j < k → F (n + j) k = 0 := by
    sorry
  -- boundary: G(n, 0) = 0
  have hG0 : ∀ n : ℕ, G n 0 = 0 := by
    sorry
  -- boundary: G(n, n + 2) = 0
  have hGtop : ∀ n : ℕ, 1 ≤ n → G n (n + 1 + 1) = 0 := by
    sorry
  -- recurrence: the right side satisfies the same recurrence
  have hv : ∀ n : ℕ, 1 ≤ n → ∑ j ∈ Finset.range (1 + 1), a j n * v (n + j) = 0 := by
    sorry
  -- initial values: sum = right side at n = 1..1 (direct evaluation, never from the algorithm)
  have hinit : ∀ i : ℕ, 1 ≤ i → i < 1 + 1 → u i = v i := by
    sorry
  have hu : ∀ n : ℕ, 1 ≤ n → ∑ j ∈ Finset.range (1 + 1), a j n * u (n + j) = 0 :=
    fun n hn => Prover.ct_recurrence F G a 1 n (hct n hn) (hF n hn) (hG0 n) (hGtop n hn)
  exact Prover.eq_of_recurrence_from 1 1 a u v hlead hu hv hinit n (by omega)

import Mathlib
import Prover

/-- `∑ C(n,k)/(k+1) = (2^(n+1) - 1)/(n+1)`: its telescoper's recurrence
`(n+2) S(n+1) - 2(n+1) S(n) = 1` is inhomogeneous (A = B, ch. 6). -/
theorem choose_over_succ (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / (k + 1) =
      (2 ^ (n + 1) - 1) / (n + 1) := by
  /- wzprove sketch: method zeilberger (A = B, ch. 6), closed by Prover.eq_of_recurrence_from.
     summand F(n, k) = binomial(n, k)/(k + 1);  right side = (2**(n + 1) - 1)/(n + 1)
     certificate R = (k + 1)*(n + 1)/(k - n - 1)
     G = (n + 1)*binomial(n, k)/(k - n - 1)  (as R·F; the `let` below is its closed form, valid at the poles of R)
     recurrence (order 1, variable n): coefficients -2*n - 2, n + 2
     used here: (-2*n - 2)·S(n+0) + (n + 2)·S(n+1) = 1
     engine checks: telescoping-identity ok, leading-coefficient ok, pointwise ok, boundary ok, rhs-recurrence ok, initial-values ok, recurrence-values ok
     numeric guard: every side goal holds at 482 grid points under Lean's semantics.
     Fill each subgoal's proof; the `let`s and the final step stay as they are. -/
  let F : ℕ → ℕ → ℝ := fun n k => (((Nat.choose n k : ℕ) : ℝ) / (((k : ℕ) : ℝ) + 1) : ℝ)
  let G : ℕ → ℕ → ℝ := fun n k => (if k = 0 then ((-1) * (((Nat.choose n 0 : ℕ) : ℝ) / (((0 : ℕ) : ℝ) + 1))) else (((-((n : ℕ) : ℝ)) - 1) * (((Nat.choose n (k - 1) : ℕ) : ℝ) / (((k - 1 : ℕ) : ℝ) + 1))) : ℝ)
  let a : ℕ → ℕ → ℝ := fun j n => (if j = 0 then ((-(2 * ((n : ℕ) : ℝ))) - 2) else (((n : ℕ) : ℝ) + 2) : ℝ)
  let b : ℕ → ℝ := fun n => (1 : ℝ)
  let u : ℕ → ℝ := fun n => ∑ k ∈ Finset.range (n + 1), F n k
  let v : ℕ → ℝ := fun n => (((2 ^ (n + 1 : ℕ)) - 1) / (((n : ℕ) : ℝ) + 1) : ℝ)
  -- denominator: the leading coefficient a_1(n) ≠ 0 for n ≥ 0
  have hlead : ∀ n : ℕ, 0 ≤ n → a 1 n ≠ 0 := by
    sorry
  -- ratio: F(n, k+1) / F(n, k) = (-k + n) / (k + 2), cleared of denominators
  have hratio_k : ∀ n k : ℕ, (((k : ℕ) : ℝ) + 2 : ℝ) * F n (k + 1) = (((n : ℕ) : ℝ) - ((k : ℕ) : ℝ) : ℝ) * F n k := by
    sorry
  -- ratio: F(n+1, k) / F(n, k) = (-n - 1) / (k - n - 1), cleared of denominators
  have hratio_n : ∀ n k : ℕ, ((((k : ℕ) : ℝ) - ((n : ℕ) : ℝ)) - 1 : ℝ) * F (n + 1) k = ((-((n : ℕ) : ℝ)) - 1 : ℝ) * F n k := by
    sorry
  -- pointwise WZ equation (creative telescoping: Σ_j a_j(n) F(n+j, k) = G(n, k+1) - G(n, k), G in closed form)
  have hct : ∀ n : ℕ, 0 ≤ n → ∀ k : ℕ, k < n + 1 + 1 → ∑ j ∈ Finset.range (1 + 1), a j n * F (n + j) k = G n (k + 1) - G n k := by
    sorry
  -- boundary: natural boundary, F(m, k) = 0 for k > m
  have hF : ∀ n : ℕ, 0 ≤ n → ∀ j k : ℕ, j ≤ 1 → n + j < k → F (n + j) k = 0 := by
    sorry
  -- boundary: G(n, n + 2) - G(n, 0) = b(n), the right-hand part of the recurrence
  have hGb : ∀ n : ℕ, 0 ≤ n → G n (n + 1 + 1) - G n 0 = b n := by
    sorry
  -- recurrence: the right side satisfies the same inhomogeneous recurrence
  have hv : ∀ n : ℕ, 0 ≤ n → ∑ j ∈ Finset.range (1 + 1), a j n * v (n + j) = b n := by
    sorry
  -- initial values: sum = right side at n = 0..0 (direct evaluation, never from the algorithm)
  have hinit : ∀ i : ℕ, 0 ≤ i → i < 0 + 1 → u i = v i := by
    sorry
  have hu : ∀ n : ℕ, 0 ≤ n → ∑ j ∈ Finset.range (1 + 1), a j n * u (n + j) = b n := by
    intro n hn
    have hext : ∀ j ∈ Finset.range (1 + 1), a j n * u (n + j) =
        a j n * ∑ k ∈ Finset.range (n + 1 + 1), F (n + j) k := by
      intro j hj
      have hjJ : j < 1 + 1 := Finset.mem_range.mp hj
      show a j n * ∑ k ∈ Finset.range (n + j + 1), F (n + j) k = _
      rw [Prover.sum_range_extend (F (n + j)) (m := n + j + 1) (N := n + 1 + 1) (by omega)
        (fun k hk1 _ => hF n hn j k (by omega) (by omega))]
    rw [Finset.sum_congr rfl hext, Prover.ct_sum F G a 1 n (n + 1 + 1) (hct n hn), hGb n hn]
  have hw : ∀ n : ℕ, 0 ≤ n → ∑ j ∈ Finset.range (1 + 1), a j n * (u (n + j) - v (n + j)) = 0 := by
    intro n hn
    simp only [mul_sub, Finset.sum_sub_distrib, hu n hn, hv n hn, sub_self]
  have hdiff : ∀ n : ℕ, 0 ≤ n → u n - v n = 0 :=
    Prover.eq_of_recurrence_from 1 0 a (fun m => u m - v m) (fun _ => (0 : ℝ)) hlead hw
      (fun _ _ => by simp) (fun i h1 h2 => sub_eq_zero.mpr (hinit i h1 h2))
  exact sub_eq_zero.mp (hdiff n (by omega))

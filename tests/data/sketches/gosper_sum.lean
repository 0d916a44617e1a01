import Mathlib
import Prover

theorem gosper_sum (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) = n * (n + 1) / 2 := by
  /- wzprove sketch: method gosper (A = B, ch. 5), closed by Prover.sum_range_telescope.
     summand F(n, k) = k;  right side = n*(n + 1)/2
     certificate R = (k - 1)/2
     G = k*(k - 1)/2  (as R·F; the `let` below is its closed form, valid at the poles of R)
     engine checks: telescoping-identity ok, pointwise ok, closed-form ok
     numeric guard: every side goal holds at 77 grid points under Lean's semantics.
     Fill each subgoal's proof; the `let`s and the final step stay as they are. -/
  let f : ℕ → ℚ := fun k => ((k : ℕ) : ℚ)
  let g : ℕ → ℚ := fun k => (((((k : ℕ) : ℚ) - 1) / 2) * ((k : ℕ) : ℚ) : ℚ)
  -- pointwise WZ equation (Gosper: F(k) = G(k+1) - G(k) on the range)
  have hstep : ∀ k : ℕ, k < (n + 1 : ℕ) → f k = g (k + 1) - g k := by
    sorry
  -- boundary: G(m) - G(0) is the right side
  have hclosed : g (n + 1 : ℕ) - g 0 = ((((n : ℕ) : ℚ) * (((n : ℕ) : ℚ) + 1)) / 2 : ℚ) := by
    sorry
  exact (Prover.sum_range_telescope f g (n + 1 : ℕ) hstep).trans hclosed

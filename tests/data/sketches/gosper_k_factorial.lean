import Mathlib
import Prover

/-- `∑ k·k! = (n+1)! - 1` over ℕ (Concrete Mathematics §2.6): the antidifference `k!` is no
rational multiple of `F(k - b)` (every `F(k - b)` vanishes at `k = b`). -/
theorem gosper_k_factorial (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k * k.factorial = (n + 1).factorial - 1 := by
  /- wzprove sketch: method gosper (A = B, ch. 5), closed by Prover.sum_range_telescope.
     summand F(n, k) = k*factorial(k);  right side = factorial(n + 1) - 1
     certificate R = 1/k
     G = factorial(k)  (as R·F; the `let` below is its closed form, valid at the poles of R)
     engine checks: telescoping-identity ok, pointwise ok, closed-form ok
     numeric guard: every side goal holds at 77 grid points under Lean's semantics.
     Fill each subgoal's proof; the `let`s and the final step stay as they are. -/
  let f : ℕ → ℚ := fun k => ((k * (Nat.factorial k) : ℕ) : ℚ)
  let g : ℕ → ℚ := fun k => ((1 / ((((k : ℕ) : ℚ) + 1) ^ 2)) * (((k + 1) * (Nat.factorial (k + 1)) : ℕ) : ℚ) : ℚ)
  -- pointwise WZ equation (Gosper: F(k) = G(k+1) - G(k) on the range)
  have hstep : ∀ k : ℕ, k < (n + 1 : ℕ) → f k = g (k + 1) - g k := by
    sorry
  -- boundary: G(m) - G(0) is the right side
  have hclosed : g (n + 1 : ℕ) - g 0 = (((Nat.factorial (n + 1)) - 1 : ℕ) : ℚ) := by
    sorry
  have key : ∑ k ∈ Finset.range (n + 1 : ℕ), ((k * (Nat.factorial k) : ℕ) : ℚ) = (((Nat.factorial (n + 1)) - 1 : ℕ) : ℚ) := (Prover.sum_range_telescope f g (n + 1 : ℕ) hstep).trans hclosed
  exact_mod_cast key

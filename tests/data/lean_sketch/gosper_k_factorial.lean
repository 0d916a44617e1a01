import Mathlib

/-- `∑ k·k! = (n+1)! - 1` over ℕ (Concrete Mathematics §2.6): the antidifference `k!` is no
rational multiple of `F(k - b)` (every `F(k - b)` vanishes at `k = b`). -/
theorem gosper_k_factorial (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k * k.factorial = (n + 1).factorial - 1 := by
  sorry

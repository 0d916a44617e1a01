import Mathlib

/-- Gosper with `G = -k/n · f`: the pole at `n = 0` is past the hypothesis `m < n`, so the
proof opens with `n := n + 1`. -/
theorem gosper_moved_start (n m : ℕ) (h : m < n) :
    ∑ k ∈ Finset.range (m + 1), (-1 : ℝ) ^ k * (Nat.choose n k : ℝ) =
      (-1 : ℝ) ^ m * (Nat.choose (n - 1) m : ℝ) := by
  sorry

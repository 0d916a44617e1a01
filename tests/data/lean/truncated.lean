import Mathlib

theorem cut (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose n k =

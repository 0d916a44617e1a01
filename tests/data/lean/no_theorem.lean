import Mathlib

def f (n : ℕ) : ℕ := n + 1

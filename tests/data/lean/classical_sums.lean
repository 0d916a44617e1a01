import Mathlib

/-- Concrete Mathematics (5.23). -/
theorem cm_5_23 (a b n : ℕ) :
    ∑ k ∈ Finset.range (a + 1), (Nat.choose a k : ℚ) * Nat.choose n (b + k) =
      Nat.choose (a + n) (a + b) := by
  sorry

/-- Concrete Mathematics (5.24) with ℕ's truncated `b - a`: false for `b < a`
(a = 1, b = 0, n = 0: the left side is 0, the right side -1). -/
theorem cm_5_24_truncated (a b n : ℕ) :
    ∑ k ∈ Finset.range (a + 1), (-1 : ℚ) ^ k * Nat.choose a k * Nat.choose (n + k) b =
      (-1) ^ a * Nat.choose n (b - a) := by
  sorry

/-- Concrete Mathematics (5.24) where `b - a` does not truncate. -/
theorem cm_5_24 (a b n : ℕ) (h : a ≤ b) :
    ∑ k ∈ Finset.range (a + 1), (-1 : ℚ) ^ k * Nat.choose a k * Nat.choose (n + k) b =
      (-1) ^ a * Nat.choose n (b - a) := by
  sorry

/-- Concrete Mathematics (5.26) with `l = n`, `q = 0` (`n - k` never truncates: `k ≤ n`). -/
theorem cm_5_26 (a b n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose (n - k) a : ℚ) * Nat.choose k b =
      Nat.choose (n + 1) (a + b + 1) := by
  sorry

/-- Pfaff–Saalschütz in binomial form (CM (5.28)) where no subtraction truncates. -/
theorem pfaff_saalschutz (m n r s : ℕ) (h₁ : r ≤ m) (h₂ : s ≤ n + r) :
    ∑ k ∈ Finset.range (n + 1),
        (Nat.choose (m - r + s) k : ℚ) * Nat.choose (n + r - s) (n - k) * Nat.choose (r + k) (m + n) =
      Nat.choose r m * Nat.choose s n := by
  sorry

/-- Dixon's identity (CM (5.29)) shifted to `range (2a + 1)`: ℕ's `b + k - a` truncates when
`b < a` (false at a = 1, b = c = 0: the left side is 0, the right side 1). -/
theorem dixon_nat_truncated (a b c : ℕ) :
    ∑ k ∈ Finset.range (2 * a + 1),
        (-1 : ℚ) ^ (k + a) * Nat.choose (a + b) k * Nat.choose (b + c) (b + k - a) *
          Nat.choose (c + a) (c + k - a) =
      (Nat.factorial (a + b + c) : ℚ) / (Nat.factorial a * Nat.factorial b * Nat.factorial c) := by
  sorry

/-- Dixon's identity (CM (5.29)) with `a` the least parameter: no subtraction truncates. -/
theorem dixon_nat (a b c : ℕ) (hb : a ≤ b) (hc : a ≤ c) :
    ∑ k ∈ Finset.range (2 * a + 1),
        (-1 : ℚ) ^ (k + a) * Nat.choose (a + b) k * Nat.choose (b + c) (b + k - a) *
          Nat.choose (c + a) (c + k - a) =
      (Nat.factorial (a + b + c) : ℚ) / (Nat.factorial a * Nat.factorial b * Nat.factorial c) := by
  sorry

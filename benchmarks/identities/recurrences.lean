import Mathlib

/-! Sums whose proof needs a recurrence of order 2 or 3 (Zeilberger's algorithm, A = B ch. 6),
stated as two-sum identities or as the recurrence itself. -/

/-- Franel's recurrence for `∑ C(n,k)^3` (Franel 1894; A = B ch. 6): order 2. -/
theorem rec_franel (n : ℕ) :
    ((n : ℚ) + 2) ^ 2 * ∑ k ∈ Finset.range (n + 3), (Nat.choose (n + 2) k : ℚ) ^ 3 =
      (7 * (n : ℚ) ^ 2 + 21 * n + 16) * ∑ k ∈ Finset.range (n + 2), (Nat.choose (n + 1) k : ℚ) ^ 3 +
        8 * ((n : ℚ) + 1) ^ 2 * ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) ^ 3 := by
  sorry

/-- Apéry's recurrence for `∑ C(n,k)^2 C(n+k,k)^2` (van der Poorten, "A proof that Euler
missed", 1979): order 2. -/
theorem rec_apery (n : ℕ) :
    ((n : ℚ) + 2) ^ 3 * ∑ k ∈ Finset.range (n + 3),
        (Nat.choose (n + 2) k : ℚ) ^ 2 * (Nat.choose (n + 2 + k) k : ℚ) ^ 2 =
      (2 * (n : ℚ) + 3) * (17 * (n : ℚ) ^ 2 + 51 * n + 39) * ∑ k ∈ Finset.range (n + 2),
          (Nat.choose (n + 1) k : ℚ) ^ 2 * (Nat.choose (n + 1 + k) k : ℚ) ^ 2 -
        ((n : ℚ) + 1) ^ 3 * ∑ k ∈ Finset.range (n + 1),
          (Nat.choose n k : ℚ) ^ 2 * (Nat.choose (n + k) k : ℚ) ^ 2 := by
  sorry

/-- The central Delannoy numbers' recurrence (OEIS A001850): order 2. -/
theorem rec_delannoy (n : ℕ) :
    ((n : ℚ) + 2) * ∑ k ∈ Finset.range (n + 3),
        (Nat.choose (n + 2) k : ℚ) * Nat.choose (n + 2 + k) k =
      3 * (2 * (n : ℚ) + 3) * ∑ k ∈ Finset.range (n + 2),
          (Nat.choose (n + 1) k : ℚ) * Nat.choose (n + 1 + k) k -
        ((n : ℚ) + 1) * ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * Nat.choose (n + k) k := by
  sorry

/-- Strehl's identity: Franel numbers as `∑ C(n,k)^2 C(2k,n)` (Strehl 1994). -/
theorem rec_strehl_franel (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) ^ 3 =
      ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) ^ 2 * Nat.choose (2 * k) n := by
  sorry

/-- Central Delannoy numbers two ways: `∑ C(n,k) C(n+k,k) = ∑ C(n,k)^2 2^k`. -/
theorem rec_delannoy_two_ways (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * Nat.choose (n + k) k =
      ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) ^ 2 * 2 ^ k := by
  sorry

/-- Central trinomial coefficients two ways: `∑ C(n,k) C(n-k,k) = ∑ C(n,2k) C(2k,k)`. -/
theorem rec_central_trinomial (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * Nat.choose (n - k) k =
      ∑ k ∈ Finset.range (n + 1), (Nat.choose n (2 * k) : ℚ) * Nat.choose (2 * k) k := by
  sorry

/-- Central Delannoy numbers as `∑ C(n,k)^2 2^k` and `∑ 2^k… ` — the Schröder-free form
`∑ C(n,k) C(n,k) 2^k = ∑ C(n+k, 2k) C(2k, k)`. -/
theorem rec_delannoy_third_way (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) ^ 2 * 2 ^ k =
      ∑ k ∈ Finset.range (n + 1), (Nat.choose (n + k) (2 * k) : ℚ) * Nat.choose (2 * k) k := by
  sorry

/-- The recurrence of `∑ C(n,k)^4` (order 2; Yang–Zeilberger). -/
theorem rec_fourth_powers (n : ℕ) :
    ((n : ℚ) + 2) ^ 3 * ∑ k ∈ Finset.range (n + 3), (Nat.choose (n + 2) k : ℚ) ^ 4 =
      2 * (2 * (n : ℚ) + 3) * (3 * (n : ℚ) ^ 2 + 9 * n + 7) *
          ∑ k ∈ Finset.range (n + 2), (Nat.choose (n + 1) k : ℚ) ^ 4 +
        4 * (4 * (n : ℚ) + 3) * (4 * n + 5) * ((n : ℚ) + 1) *
          ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) ^ 4 := by
  sorry

/-- Motzkin-free central trinomial recurrence:
`(n+2) T(n+2) = (2n+3) T(n+1) + 3(n+1) T(n)` for `T n = ∑ C(n,k) C(n-k,k)`. -/
theorem rec_central_trinomial_recurrence (n : ℕ) :
    ((n : ℚ) + 2) * ∑ k ∈ Finset.range (n + 3), (Nat.choose (n + 2) k : ℚ) * Nat.choose (n + 2 - k) k =
      (2 * (n : ℚ) + 3) * ∑ k ∈ Finset.range (n + 2),
          (Nat.choose (n + 1) k : ℚ) * Nat.choose (n + 1 - k) k +
        3 * ((n : ℚ) + 1) * ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * Nat.choose (n - k) k := by
  sorry

/-- Franel numbers at small n, a sanity anchor for the recurrence's initial values. -/
theorem rec_franel_initial :
    ∑ k ∈ Finset.range 4, (Nat.choose 3 k : ℚ) ^ 3 = 56 := by
  sorry

/-- The recurrence of `∑ C(n,k)^2 C(2k,k)` (OEIS A002893; order 2):
`(n+2)^2 a(n+2) = (10n^2+30n+23) a(n+1) - 9(n+1)^2 a(n)`. -/
theorem rec_a002893 (n : ℕ) :
    ((n : ℚ) + 2) ^ 2 * ∑ k ∈ Finset.range (n + 3),
        (Nat.choose (n + 2) k : ℚ) ^ 2 * Nat.choose (2 * k) k =
      (10 * (n : ℚ) ^ 2 + 30 * n + 23) * ∑ k ∈ Finset.range (n + 2),
          (Nat.choose (n + 1) k : ℚ) ^ 2 * Nat.choose (2 * k) k -
        9 * ((n : ℚ) + 1) ^ 2 * ∑ k ∈ Finset.range (n + 1),
          (Nat.choose n k : ℚ) ^ 2 * Nat.choose (2 * k) k := by
  sorry

/-- The alternating Franel sum of an even row (de Bruijn): order-1 closed form after the
order-2 recurrence, `∑ (-1)^k C(2n,k)^3 = (-1)^n (3n)!/n!^3` (Dixon). -/
theorem rec_dixon_natural (n : ℕ) :
    ∑ k ∈ Finset.range (2 * n + 1), (-1 : ℚ) ^ k * (Nat.choose (2 * n) k : ℚ) ^ 3 =
      (-1 : ℚ) ^ n * Nat.choose (3 * n) n * Nat.choose (2 * n) n := by
  sorry

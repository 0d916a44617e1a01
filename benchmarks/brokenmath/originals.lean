import Mathlib

/-!
True originals of the BrokenMath-style falsity suite (our own statements of classical
identities; Graham–Knuth–Patashnik, *Concrete Mathematics*, ch. 2 and 5).  `suite.py`
perturbs each one the way real formalisation mistakes do and checks that `wzprove refute`
flags every variant that is false under Lean's semantics.  Each theorem's plain Python
reading lives beside its name in `suite.py`.
-/

theorem sum_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by sorry

theorem sum_choose_real (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) = 2 ^ n := by sorry

theorem vandermonde (m n r : ℕ) :
    ∑ k ∈ Finset.range (r + 1), Nat.choose m k * Nat.choose n (r - k) = Nat.choose (m + n) r := by
  sorry

theorem hockey_stick (n r : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose k r = Nat.choose (n + 1) (r + 1) := by sorry

theorem sum_k_choose (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k * Nat.choose n k = n * 2 ^ (n - 1) := by sorry

theorem sum_succ_k_choose_real (n : ℕ) (h : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), ((k : ℝ) + 1) * Nat.choose n k = 2 ^ (n - 1) * (n + 2) := by sorry

theorem sum_choose_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose n k ^ 2 = Nat.choose (2 * n) n := by sorry

theorem sum_sq_rat (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) ^ 2 = n * (n + 1) * (2 * n + 1) / 6 := by sorry

theorem sum_id_rat (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (k : ℚ) = n * (n + 1) / 2 := by sorry

theorem sum_id_nat (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k = n * (n + 1) / 2 := by sorry

theorem alternating_choose (n : ℕ) (h : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℤ) ^ k * Nat.choose n k = 0 := by sorry

theorem half_odd_row (n : ℕ) (h : 1 ≤ n) :
    ∑ k ∈ Finset.range n, Nat.choose (2 * n - 1) k = 2 ^ (2 * n - 2) := by sorry

theorem geometric_rat (x : ℚ) (n : ℕ) :
    ∑ k ∈ Finset.range n, x ^ k * (x - 1) = x ^ n - 1 := by sorry

theorem binomial_theorem (x y : ℚ) (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * x ^ k * y ^ (n - k) = (x + y) ^ n := by
  sorry

theorem sum_odd (n : ℕ) :
    ∑ k ∈ Finset.range n, (2 * k + 1) = n ^ 2 := by sorry

theorem sum_k_choose_Icc (n : ℕ) :
    ∑ k ∈ Finset.Icc 1 n, k * Nat.choose n k = n * 2 ^ (n - 1) := by sorry

theorem choose_div_succ (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) / (k + 1) = (2 ^ (n + 1) - 1) / (n + 1) := by
  sorry

theorem alternating_div_succ (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * Nat.choose n k / (k + 1) = 1 / (n + 1) := by sorry

theorem telescoping_rat (n : ℕ) :
    ∑ k ∈ Finset.range n, (1 : ℚ) / ((k + 1) * (k + 2)) = n / (n + 1) := by sorry

theorem odd_row_half (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), Nat.choose (2 * n + 1) k = 4 ^ n := by sorry

theorem sum_cubes (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), k ^ 3 = (n * (n + 1) / 2) ^ 2 := by sorry

theorem trinomial_revision (n m k : ℕ) (h : k ≤ m) :
    Nat.choose n m * Nat.choose m k = Nat.choose n k * Nat.choose (n - k) (m - k) := by sorry

theorem absorption (n k : ℕ) (h : 1 ≤ k) :
    k * Nat.choose n k = n * Nat.choose (n - 1) (k - 1) := by sorry

theorem symmetry (n k : ℕ) (h : k ≤ n) :
    Nat.choose n k = Nat.choose n (n - k) := by sorry

theorem pascal (n k : ℕ) :
    Nat.choose (n + 1) (k + 1) = Nat.choose n k + Nat.choose n (k + 1) := by sorry

theorem binomial_one_plus (x : ℝ) (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * x ^ k = (1 + x) ^ n := by sorry

theorem sum_choose_sq_pos (n : ℕ) (h : 1 ≤ n) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) ^ 2 = Nat.choose (2 * n) n := by sorry

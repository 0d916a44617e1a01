import Mathlib

open Nat Finset BigOperators Real

-- True statements (in Lean's semantics) about the functions of issue 16, slice 2: the file's
-- own functions by pattern matching, ∑' with Mathlib's conventions, Real.log / Real.exp /
-- Real.tan / Real.Gamma and Complex.betaIntegral. tests/falsity/test_definitions_series.py
-- searches each one and asserts that none is flagged and that points were evaluated.

def stirling_first : ℕ → ℕ → ℕ
  | 0, 0 => 1
  | 0, _ + 1 => 0
  | _ + 1, 0 => 0
  | n + 1, k + 1 => n * stirling_first n (k + 1) + stirling_first n k

def stirling_second : ℕ → ℕ → ℕ
  | 0, 0 => 1
  | 0, _ + 1 => 0
  | _ + 1, 0 => 0
  | n + 1, k + 1 => (k + 1) * stirling_second n (k + 1) + stirling_second n k

def my_fib : ℕ → ℕ
  | 0 => 0
  | 1 => 1
  | n + 2 => my_fib n + my_fib (n + 1)

def bump : ℕ → ℕ
  | 0 => 3
  | n => n + 1

theorem s1_diag (n : ℕ) : stirling_first n n = 1 := sorry

theorem s2_diag (n : ℕ) : stirling_second n n = 1 := sorry

theorem s1_row_sum (n : ℕ) : ∑ k ∈ Finset.range (n + 1), stirling_first n k = n ! := sorry

theorem s1_one (n : ℕ) : stirling_first (n + 1) 1 = n ! := sorry

theorem s2_one (n : ℕ) : stirling_second (n + 1) 1 = 1 := sorry

theorem s2_two (n : ℕ) (hn : n ≥ 1) : stirling_second n 2 = 2 ^ (n - 1) - 1 := sorry

theorem s2_matches_mathlib (n k : ℕ) : stirling_second n k = Nat.stirlingSecond n k := sorry

theorem my_fib_is_fib (n : ℕ) : my_fib n = Nat.fib n := sorry

theorem bump_succ (n : ℕ) : bump (n + 1) = n + 2 := sorry

theorem geometric_half : ∑' k : ℕ, (1 / 2 : ℝ) ^ k = 2 := sorry

theorem geometric (x : ℝ) (hx : |x| < 1) : ∑' k : ℕ, x ^ k = 1 / (1 - x) := sorry

theorem geometric_divergent : ∑' k : ℕ, (2 : ℝ) ^ k = 0 := sorry

theorem harmonic_series_is_zero : ∑' k : ℕ, (1 : ℝ) / (k + 1) = 0 := sorry

theorem alternating_harmonic_is_zero : ∑' k : ℕ, (-1 : ℝ) ^ k / (k + 1) = 0 := sorry

theorem log_series (x : ℝ) (hx : |x| < 1) :
    Real.log (1 + x) = ∑' k : ℕ, (-1 : ℝ) ^ k * x ^ (k + 1) / (k + 1) := sorry

theorem exp_series (x : ℝ) : ∑' k : ℕ, x ^ k / (k ! : ℝ) = Real.exp x := sorry

theorem log_sq (x : ℝ) : Real.log (x ^ 2) = 2 * Real.log x := sorry

theorem exp_log (x : ℝ) (hx : x ≠ 0) : Real.exp (Real.log x) = |x| := sorry

theorem log_exp (x : ℝ) : Real.log (Real.exp x) = x := sorry

theorem tan_pi_div_four : Real.tan (π / 4) = 1 := sorry

theorem tan_pi_div_two : Real.tan (π / 2) = 0 := sorry

theorem tan_def (x : ℝ) : Real.tan x = Real.sin x / Real.cos x := sorry

theorem gamma_succ (n : ℕ) : Real.Gamma (n + 1) = n ! := sorry

theorem gamma_half_sq : Real.Gamma (1 / 2) ^ 2 = π := sorry

theorem beta_factorials (x y : ℕ) :
    Complex.betaIntegral (x + 1) (y + 1) = x ! * y ! / (x + y + 1) ! := sorry

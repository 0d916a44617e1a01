/-
Shift facts in multiplied form with the shifted argument given explicitly
(`DESIGN.md`, "Shape of a WZ proof", side goal 2).

A proof compiler that clears a certificate of denominators needs facts such as
`(L + 1) * C(M, L') = (M - L) * C(M, L)` whose atoms are written exactly as in the goal: the
shifted argument `L'` (say `k + 1 + 1`, or `2 * n + 2`) is an explicit argument, and the side
condition `L' = L + 1` is an equation of natural numbers that `omega` proves. Instantiated
this way, the fact mentions the goal's own atom text, so `linear_combination` and `ring1`
(which compare atoms only up to reducible definitional equality) see the same atoms.

Each lemma substitutes the side condition and reduces to a lemma of `Prover/Binomial.lean`
or of Mathlib.

The shift lemmas name no Mathlib lemma: `subst` and `rfl` do the congruences, and `ring` the
power step (`pow_succ` and `pow_succ'` swapped their statements in 2024, so neither is named
here). `cast_choose_zero_left_mul` splits on `L = 0 ∨ 0 < L` (`Nat.eq_zero_or_pos`) and uses
`Nat.choose_eq_zero_of_lt`, `Nat.cast_zero`, `mul_zero` (listed in `Prover/MATHLIB.txt`).
`cast_choose_mul_factorial` uses `Nat.add_choose_mul_factorial_mul_factorial` and `Nat.cast_mul`,
`cast_choose_eq_zero_of_eq_add` `Nat.choose_eq_zero_of_lt` and `Nat.cast_zero`.
`ne_zero_of_eq_cast_sub` uses `sub_ne_zero` (Mathlib/Algebra/Group/Basic.lean, the additive
form of `div_ne_one`) and `Nat.cast_inj` (Mathlib/Algebra/CharZero/Defs.lean).
`cast_ascFactorial_two` unfolds `Nat.ascFactorial` by `rfl` and uses `Nat.cast_mul`,
`Nat.cast_add_one`; `cast_ascFactorial_eq_div` uses `Nat.factorial_mul_ascFactorial`,
`Nat.factorial_pos`, `eq_div_iff`, `Nat.cast_mul`, `mul_comm`; `rpow_natCast_sub` uses
`Real.rpow_sub` and `Real.rpow_natCast`; `cast_fib_step` uses `Nat.fib_add_two` and
`Nat.cast_add` (all listed in `Prover/MATHLIB.txt`).
-/
import Mathlib
import Prover.Binomial

namespace Prover

/-- Shift of the lower argument of a binomial coefficient, cast into a commutative ring:
`(L + 1) * C(M, L') = (M - L) * C(M, L)` where `L' = L + 1` (no side condition on `M`, `L`;
both sides vanish when `L ≥ M`). -/
theorem cast_choose_lower_step {α : Type*} [CommRing α] (M L L' : ℕ) (h : L' = L + 1) :
    ((L : α) + 1) * (M.choose L' : α) = ((M : α) - L) * (M.choose L : α) := by
  subst h
  exact Prover.cast_choose_succ_right_mul M L

/-- Shift of the upper argument of a binomial coefficient, cast into a commutative ring:
`(M + 1) * C(M, L) = (M + 1 - L) * C(M', L)` where `M' = M + 1`. -/
theorem cast_choose_upper_step {α : Type*} [CommRing α] (M M' L : ℕ) (h : M' = M + 1) :
    ((M : α) + 1) * (M.choose L : α) = ((M : α) + 1 - L) * (M'.choose L : α) := by
  subst h
  exact (Prover.cast_choose_succ_left_mul M L).symm

/-- Two spellings of the same binomial coefficient: `C(M', L') = C(M, L)` when `M' = M` and
`L' = L` as natural numbers (for instance `C(2 * (n + 1), k)` and `C(2 * n + 2, k)`, which
`ring1` treats as different atoms). -/
theorem cast_choose_congr {α : Type*} [Semiring α] (M M' L L' : ℕ) (hM : M' = M)
    (hL : L' = L) : (M'.choose L' : α) = (M.choose L : α) := by
  subst hM
  subst hL
  rfl

/-- Shift of a factorial, cast into a commutative ring: `(M + 1) * M! = M'!` where
`M' = M + 1`. -/
theorem cast_factorial_step {α : Type*} [CommRing α] (M M' : ℕ) (h : M' = M + 1) :
    ((M : α) + 1) * (M.factorial : α) = (M'.factorial : α) := by
  subst h
  exact (Prover.cast_factorial_succ M).symm

/-- Two spellings of the same factorial: `M'! = M!` when `M' = M` as natural numbers. -/
theorem cast_factorial_congr {α : Type*} [Semiring α] (M M' : ℕ) (h : M' = M) :
    (M'.factorial : α) = (M.factorial : α) := by
  subst h
  rfl

/-- Shift of a power with a natural exponent: `c ^ E' = c * c ^ E` where `E' = E + 1`. -/
theorem pow_step {α : Type*} [CommRing α] (c : α) (E E' : ℕ) (h : E' = E + 1) :
    c ^ E' = c * c ^ E := by
  subst h
  ring

/-- Two spellings of the same exponent: `c ^ E' = c ^ E` when `E' = E` as natural numbers. -/
theorem pow_congr {α : Type*} [Monoid α] (c : α) (E E' : ℕ) (h : E' = E) : c ^ E' = c ^ E := by
  subst h
  rfl

/-- Powers of `-1` drop an even part of the exponent: `(-1) ^ E = (-1) ^ D` when
`E = 2 * M + D` (`(-1) ^ (2 * M) = ((-1) ^ 2) ^ M = 1`).  The compiled proofs use it for
`(-1) ^ (2 * n + 1) = -1` at the top of a sum up to `2 * n + 1`. -/
theorem neg_one_pow_two_mul_add {α : Type*} [Ring α] (M D E : ℕ) (h : E = 2 * M + D) :
    (-1 : α) ^ E = (-1 : α) ^ D := by
  subst h
  rw [pow_add, pow_mul, neg_one_sq, one_pow, one_mul]

/-- A binomial with upper argument `0` vanishes unless its lower argument does:
`L * C(0, L) = 0` (for `L = 0` the factor `L`, for `L > 0` the binomial). -/
theorem cast_choose_zero_left_mul {α : Type*} [CommRing α] (L : ℕ) :
    (L : α) * (Nat.choose 0 L : α) = 0 := by
  rcases Nat.eq_zero_or_pos L with h | h
  · subst h
    simp
  · rw [Nat.choose_eq_zero_of_lt h, Nat.cast_zero, mul_zero]

/-- A power of a positive natural number less one, cast into a commutative ring:
`((c ^ E - 1 : ℕ) : α) = (c : α) ^ E - 1` where `c = d + 1` (so `1 ≤ c ^ E` and the ℕ
subtraction does not truncate). -/
theorem cast_pow_sub_one {α : Type*} [CommRing α] (c d E : ℕ) (h : c = d + 1) :
    ((c ^ E - 1 : ℕ) : α) = (c : α) ^ E - 1 := by
  subst h
  have hpos : 0 < (d + 1) ^ E := by positivity
  have h1 : 1 ≤ (d + 1) ^ E := hpos
  rw [Nat.cast_sub h1, Nat.cast_pow, Nat.cast_one]

/-- A factorial less one, cast into a commutative ring: `((M! - 1 : ℕ) : α) = (M! : α) - 1`
(`1 ≤ M!`, so the ℕ subtraction does not truncate). -/
theorem cast_factorial_sub_one {α : Type*} [CommRing α] (M : ℕ) :
    ((M.factorial - 1 : ℕ) : α) = (M.factorial : α) - 1 := by
  have hpos : 0 < M.factorial := Nat.factorial_pos M
  have h1 : 1 ≤ M.factorial := hpos
  rw [Nat.cast_sub h1, Nat.cast_one]

/-- A falling factorial of length two, cast into a commutative ring:
`((U.descFactorial 2 : ℕ) : α) = U * (U - 1)` for every `U` (at `U = 0, 1` both sides vanish;
Mathlib's `Nat.cast_descFactorial_two`, stated with `α` implicit for the compiled proofs). -/
theorem cast_descFactorial_two {α : Type*} [CommRing α] (U : ℕ) :
    ((U.descFactorial 2 : ℕ) : α) = (U : α) * ((U : α) - 1) := by
  exact Nat.cast_descFactorial_two (S := α) (a := U)

/-- A rising factorial of length two, cast into a commutative ring:
`((U.ascFactorial 2 : ℕ) : α) = U * (U + 1)` (Mathlib's `Nat.ascFactorial`:
`n.ascFactorial (k + 1) = (n + k) * n.ascFactorial k`, so the value is the ℕ product
`(U + 1) * ((U + 0) * 1)`, exact under the cast). -/
theorem cast_ascFactorial_two {α : Type*} [CommRing α] (U : ℕ) :
    ((U.ascFactorial 2 : ℕ) : α) = (U : α) * ((U : α) + 1) := by
  have h : U.ascFactorial 2 = U * (U + 1) := by
    have h2 : U.ascFactorial 2 = (U + 1) * ((U + 0) * 1) := rfl
    rw [h2]
    ring
  rw [h, Nat.cast_mul, Nat.cast_add_one]

/-- A rising factorial of any length whose start is `V + 1`, cast into a field of
characteristic zero: `((U.ascFactorial N : ℕ) : α) = (V + N)! / V!` where `U = V + 1`
(Mathlib's `Nat.factorial_mul_ascFactorial`: `V ! * (V + 1).ascFactorial N = (V + N)!`). -/
theorem cast_ascFactorial_eq_div {α : Type*} [Field α] [CharZero α] (U V N : ℕ)
    (h : U = V + 1) :
    ((U.ascFactorial N : ℕ) : α) = ((V + N).factorial : α) / (V.factorial : α) := by
  subst h
  have hV : (V.factorial : α) ≠ 0 := by
    exact_mod_cast (Nat.factorial_pos V).ne'
  rw [eq_div_iff hV, ← Nat.factorial_mul_ascFactorial V N, Nat.cast_mul]
  exact mul_comm _ _

/-- A real power with a numeral base `c = d0 + 1 ≥ 1` and a natural exponent less a natural:
`(c : ℝ) ^ ((E : ℝ) - (d : ℝ)) = (c : ℝ) ^ E / (c : ℝ) ^ d` (`Real.rpow_sub` for a positive base,
`Real.rpow_natCast`), for right sides such as `2 ^ ((n : ℝ) - 2)`. -/
theorem rpow_natCast_sub (c d0 E d : ℕ) (h : c = d0 + 1) :
    (c : ℝ) ^ ((E : ℝ) - (d : ℝ)) = (c : ℝ) ^ E / (c : ℝ) ^ d := by
  have hc : (0 : ℝ) < (c : ℝ) := by
    subst h
    positivity
  rw [Real.rpow_sub hc, Real.rpow_natCast, Real.rpow_natCast]

/-- A binomial coefficient tied to factorials, cast into a commutative ring:
`C(A, B) * C! * B! = A!` where `A = C + B` (`C` the difference written explicitly, so that the
fact names the factorials as a closed-form identity writes them; Mathlib's
`Nat.add_choose_mul_factorial_mul_factorial` after `subst`, the casts moved out by
`Nat.cast_mul`). -/
theorem cast_choose_mul_factorial {α : Type*} [CommRing α] (A B C : ℕ) (h : A = C + B) :
    (A.choose B : α) * (C.factorial : α) * (B.factorial : α) = (A.factorial : α) := by
  subst h
  rw [← Nat.cast_mul, ← Nat.cast_mul, Nat.add_choose_mul_factorial_mul_factorial]

/-- A binomial coefficient whose lower argument exceeds the upper one, cast into a commutative
ring, is zero: `C(U, L) = 0` where `L = U + T + 1` (`Nat.choose_eq_zero_of_lt`). -/
theorem cast_choose_eq_zero_of_eq_add {α : Type*} [CommRing α] (U L T : ℕ) (h : L = U + T + 1) :
    (U.choose L : α) = 0 := by
  rw [Nat.choose_eq_zero_of_lt (show U < L by omega), Nat.cast_zero]

/-- A term equal to the difference of two distinct natural numbers, cast into a ring of
characteristic zero, is nonzero: a denominator such as `k - 2 * n - 1` that vanishes only
outside the summation range (`k < 2 * n + 1` there, `omega` proves `k ≠ 2 * n + 1`).  The
term `x` is explicit so that a compiled proof names the denominator as written, and `hx` is
closed by `push_cast <;> ring`. -/
theorem ne_zero_of_eq_cast_sub {K : Type*} [AddGroupWithOne K] [CharZero K] (x : K) (a b : ℕ)
    (h : a ≠ b) (hx : x = (a : K) - (b : K)) : x ≠ 0 := by
  rw [hx]
  exact sub_ne_zero.mpr (fun e => h (Nat.cast_inj.mp e))

/-- The Fibonacci recurrence with its arguments given explicitly, cast into an additive monoid
with one: `fib E'' = fib E + fib E'` where `E' = E + 1` and `E'' = E + 2` (`Nat.fib_add_two`,
`Nat.cast_add`).  The compiled proofs of right sides such as `fib (n + 1)` use it, instantiated
with the goal's own atom text, as `pow_step` for powers. -/
theorem cast_fib_step {α : Type*} [AddMonoidWithOne α] (E E' E'' : ℕ) (h1 : E' = E + 1)
    (h2 : E'' = E + 2) : (Nat.fib E'' : α) = (Nat.fib E : α) + (Nat.fib E' : α) := by
  subst h1
  subst h2
  rw [Nat.fib_add_two, Nat.cast_add]

/-- Two spellings of the same Fibonacci number: `fib E' = fib E` when `E' = E` as natural
numbers. -/
theorem cast_fib_congr {α : Type*} [AddMonoidWithOne α] (E E' : ℕ) (h : E' = E) :
    (Nat.fib E' : α) = (Nat.fib E : α) := by
  subst h
  rfl

end Prover

/-
Binomial sums of sines and cosines (issue 15, `wzprove.model.trig_binomial`): for real
`a θ ρ φ` with `1 + a cos θ = ρ cos φ` and `a sin θ = ρ sin φ`, i.e.
`1 + a e^{iθ} = ρ e^{iφ}`,

  `∑_{k ≤ n} C(n,k) a^k cos (kθ) = ρ^n cos (nφ)`,
  `∑_{k ≤ n} C(n,k) a^k sin (kθ) = ρ^n sin (nφ)`,

the real and imaginary parts of the binomial theorem on `(a e^{iθ} + 1)^n = (ρ e^{iφ})^n`
with de Moivre's formula on both sides (every `n`, every real `a`, `ρ`: `0 ^ 0 = 1` on both
sides of `add_pow`).

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index):
* `add_pow` — Mathlib/Data/Nat/Choose/Sum.lean
    `(x + y) ^ n = ∑ m ∈ range (n + 1), x ^ m * y ^ (n - m) * n.choose m`
* `Complex.cos_add_sin_mul_I_pow` — Mathlib/Data/Complex/Trigonometric.lean
    `(cos z + sin z * I) ^ n = cos (↑n * z) + sin (↑n * z) * I`
* `Complex.ofReal_cos`, `Complex.ofReal_sin` (`@[simp, norm_cast]`) `(Real.cos x : ℂ) = cos x`
* `Complex.re_sum`, `Complex.im_sum` — Mathlib/Data/Complex/BigOperators.lean
    `(∑ i ∈ s, f i).re = ∑ i ∈ s, (f i).re`
* `mul_pow`, `one_pow`, `mul_one`, `Finset.sum_congr`.
-/
import Mathlib

namespace Prover

/-- The real part of `x + y·i` for real `x`, `y`. -/
theorem re_ofReal_add_ofReal_mul_I (x y : ℝ) : ((x : ℂ) + (y : ℂ) * Complex.I).re = x := by
  simp

/-- The imaginary part of `x + y·i` for real `x`, `y`. -/
theorem im_ofReal_add_ofReal_mul_I (x y : ℝ) : ((x : ℂ) + (y : ℂ) * Complex.I).im = y := by
  simp

/-- The binomial theorem on `(a e^{iθ} + 1)^n = (ρ e^{iφ})^n` (de Moivre on both sides), for
`1 + a cos θ = ρ cos φ` and `a sin θ = ρ sin φ`, written as `C + S·i` with real `C`, `S`. -/
theorem binomial_cis (a θ ρ φ : ℝ) (h1 : 1 + a * Real.cos θ = ρ * Real.cos φ)
    (h2 : a * Real.sin θ = ρ * Real.sin φ) (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1),
        ((((n.choose k : ℝ) * a ^ k * Real.cos (k * θ) : ℝ) : ℂ)
          + (((n.choose k : ℝ) * a ^ k * Real.sin (k * θ) : ℝ) : ℂ) * Complex.I)
      = ((ρ ^ n * Real.cos (n * φ) : ℝ) : ℂ)
        + ((ρ ^ n * Real.sin (n * φ) : ℝ) : ℂ) * Complex.I := by
  have e1 : ((1 + a * Real.cos θ : ℝ) : ℂ) = ((ρ * Real.cos φ : ℝ) : ℂ) := by rw [h1]
  have e2 : ((a * Real.sin θ : ℝ) : ℂ) = ((ρ * Real.sin φ : ℝ) : ℂ) := by rw [h2]
  push_cast [Complex.ofReal_cos, Complex.ofReal_sin] at e1 e2
  have hz : (a : ℂ) * (Complex.cos (θ : ℂ) + Complex.sin (θ : ℂ) * Complex.I) + 1
      = (ρ : ℂ) * (Complex.cos (φ : ℂ) + Complex.sin (φ : ℂ) * Complex.I) := by
    linear_combination e1 + Complex.I * e2
  have hL : ((a : ℂ) * (Complex.cos (θ : ℂ) + Complex.sin (θ : ℂ) * Complex.I) + 1) ^ n
      = ∑ k ∈ Finset.range (n + 1),
          ((((n.choose k : ℝ) * a ^ k * Real.cos (k * θ) : ℝ) : ℂ)
            + (((n.choose k : ℝ) * a ^ k * Real.sin (k * θ) : ℝ) : ℂ) * Complex.I) := by
    rw [add_pow]
    refine Finset.sum_congr rfl (fun k _ => ?_)
    rw [one_pow, mul_one, mul_pow, Complex.cos_add_sin_mul_I_pow]
    push_cast [Complex.ofReal_cos, Complex.ofReal_sin]
    ring
  have hR : ((ρ : ℂ) * (Complex.cos (φ : ℂ) + Complex.sin (φ : ℂ) * Complex.I)) ^ n
      = ((ρ ^ n * Real.cos (n * φ) : ℝ) : ℂ)
        + ((ρ ^ n * Real.sin (n * φ) : ℝ) : ℂ) * Complex.I := by
    rw [mul_pow, Complex.cos_add_sin_mul_I_pow]
    push_cast [Complex.ofReal_cos, Complex.ofReal_sin]
    ring
  rw [← hL, hz, hR]

/-- `∑_{k ≤ n} C(n,k) a^k cos (kθ) = ρ^n cos (nφ)` where `1 + a e^{iθ} = ρ e^{iφ}`
(the real part of `Prover.binomial_cis`). -/
theorem binomial_cos (a θ ρ φ : ℝ) (h1 : 1 + a * Real.cos θ = ρ * Real.cos φ)
    (h2 : a * Real.sin θ = ρ * Real.sin φ) (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * a ^ k * Real.cos (k * θ)
      = ρ ^ n * Real.cos (n * φ) := by
  have h := congrArg Complex.re (binomial_cis a θ ρ φ h1 h2 n)
  simpa only [Complex.re_sum, re_ofReal_add_ofReal_mul_I] using h

/-- `∑_{k ≤ n} C(n,k) a^k sin (kθ) = ρ^n sin (nφ)` where `1 + a e^{iθ} = ρ e^{iφ}`
(the imaginary part of `Prover.binomial_cis`). -/
theorem binomial_sin (a θ ρ φ : ℝ) (h1 : 1 + a * Real.cos θ = ρ * Real.cos φ)
    (h2 : a * Real.sin θ = ρ * Real.sin φ) (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * a ^ k * Real.sin (k * θ)
      = ρ ^ n * Real.sin (n * φ) := by
  have h := congrArg Complex.im (binomial_cis a θ ρ φ h1 h2 n)
  simpa only [Complex.im_sum, im_ofReal_add_ofReal_mul_I] using h

end Prover

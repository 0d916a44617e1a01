"""The identity set of the engine benchmark: summands F(n, k), as sympy and as Maxima text.

Each entry is a summand whose definite sum over k a Zeilberger recurrence in n is
asked for (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 6).  ``sympy`` and ``maxima`` are
the same term (``tests/bench/test_maxima_driver.py`` checks them against each other at
integer points); ``order`` is the order of the minimal recurrence of the sum as published
(OEIS recurrence, or 1 for a closed form hypergeometric in n), ``None`` where we state
none; the benchmark flags a telescoper of another order.  ``n`` and ``k`` are
nonnegative integer symbols, as in ``wzprove.model.sympy_input``; ``a``, ``b`` are further
integer parameters and ``x`` a rational one.

Sources: A = B ch. 3 (hypergeometric database), ch. 5 (Gosper), ch. 6 (Zeilberger);
Graham–Knuth–Patashnik, *Concrete Mathematics* (CM), ch. 5; OEIS for the named sequences.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy

n, k = sympy.symbols("n k", integer=True, nonnegative=True)
a, b = sympy.symbols("a b", integer=True, nonnegative=True)
x = sympy.Symbol("x", rational=True)

C = sympy.binomial


@dataclass(frozen=True)
class BenchIdentity:
    """One summand of the benchmark: ``name``, ``sympy`` F(n, k), the same in ``maxima``
    1-D syntax, ``sum`` (what Σ_k F is, in words), ``source`` and the published minimal
    ``order`` (or None)."""

    name: str
    sympy: sympy.Expr
    maxima: str
    sum: str
    source: str
    order: int | None


IDENTITIES: tuple[BenchIdentity, ...] = (
    BenchIdentity("binom", C(n, k), "binomial(n,k)", "2^n", "CM §5.1 (binomial theorem)", 1),
    BenchIdentity(
        "binom_x", C(n, k) * x**k, "binomial(n,k)*x^k", "(1+x)^n", "CM §5.1 (binomial theorem)", 1
    ),
    BenchIdentity("binom_2pow", C(n, k) * 2**k, "binomial(n,k)*2^k", "3^n", "CM §5.1", 1),
    BenchIdentity(
        "k_binom", k * C(n, k), "k*binomial(n,k)", "n 2^(n-1)", "CM §5.1 (absorption)", 1
    ),
    BenchIdentity("k2_binom", k**2 * C(n, k), "k^2*binomial(n,k)", "n(n+1) 2^(n-2)", "CM §5.1", 1),
    BenchIdentity(
        "binom_over_k1",
        C(n, k) / (k + 1),
        "binomial(n,k)/(k+1)",
        "(2^(n+1)-1)/(n+1)",
        "CM §5.1 (absorption)",
        1,
    ),
    BenchIdentity(
        "alt_binom", (-1) ** k * C(n, k), "(-1)^k*binomial(n,k)", "[n=0]", "A = B ch. 5 (Gosper)", 0
    ),
    BenchIdentity(
        "binom_sq", C(n, k) ** 2, "binomial(n,k)^2", "C(2n,n)", "CM §5.1 (Vandermonde)", 1
    ),
    BenchIdentity("franel", C(n, k) ** 3, "binomial(n,k)^3", "Franel numbers", "OEIS A000172", 2),
    BenchIdentity("binom4", C(n, k) ** 4, "binomial(n,k)^4", "Σ C(n,k)^4", "OEIS A005260", 2),
    BenchIdentity("binom5", C(n, k) ** 5, "binomial(n,k)^5", "Σ C(n,k)^5", "OEIS A005261", 3),
    BenchIdentity(
        "alt_binom_sq",
        (-1) ** k * C(n, k) ** 2,
        "(-1)^k*binomial(n,k)^2",
        "(-1)^m C(2m,m) if n=2m, else 0",
        "A = B ch. 3 (Kummer)",
        2,
    ),
    BenchIdentity(
        "alt_franel",
        (-1) ** k * C(n, k) ** 3,
        "(-1)^k*binomial(n,k)^3",
        "(-1)^m (3m)!/m!^3 if n=2m, else 0",
        "A = B ch. 3 (Dixon)",
        2,
    ),
    BenchIdentity(
        "dixon",
        (-1) ** k * C(2 * n, k) ** 3,
        "(-1)^k*binomial(2*n,k)^3",
        "(-1)^n (3n)!/n!^3",
        "A = B ch. 3 (Dixon)",
        1,
    ),
    BenchIdentity(
        "apery",
        C(n, k) ** 2 * C(n + k, k) ** 2,
        "binomial(n,k)^2*binomial(n+k,k)^2",
        "Apéry numbers (ζ(3))",
        "OEIS A005259",
        2,
    ),
    BenchIdentity(
        "apery_zeta2",
        C(n, k) ** 2 * C(n + k, k),
        "binomial(n,k)^2*binomial(n+k,k)",
        "Apéry numbers (ζ(2))",
        "OEIS A005258",
        2,
    ),
    BenchIdentity(
        "delannoy",
        C(n, k) * C(n + k, k),
        "binomial(n,k)*binomial(n+k,k)",
        "central Delannoy numbers",
        "OEIS A001850",
        2,
    ),
    BenchIdentity(
        "alt_delannoy",
        (-1) ** k * C(n, k) * C(n + k, k),
        "(-1)^k*binomial(n,k)*binomial(n+k,k)",
        "(-1)^n",
        "shifted Legendre P̃_n(1) = 1",
        1,
    ),
    BenchIdentity(
        "central_trinomial",
        C(n, k) * C(n - k, k),
        "binomial(n,k)*binomial(n-k,k)",
        "central trinomial coefficients",
        "OEIS A002426",
        2,
    ),
    BenchIdentity(
        "fibonacci", C(n - k, k), "binomial(n-k,k)", "F(n+1)", "OEIS A000045; CM §6.6", 2
    ),
    BenchIdentity(
        "binom_c2k",
        C(n, k) * C(2 * k, k),
        "binomial(n,k)*binomial(2*k,k)",
        "Σ C(n,k) C(2k,k)",
        "OEIS A026375",
        2,
    ),
    BenchIdentity(
        "alt_binom_c2k",
        (-1) ** k * C(n, k) * C(2 * k, k),
        "(-1)^k*binomial(n,k)*binomial(2*k,k)",
        "(-1)^n × central trinomial",
        "OEIS A002426",
        2,
    ),
    BenchIdentity(
        "binom_c2k_quarter",
        C(n, k) * C(2 * k, k) * sympy.Rational(-1, 4) ** k,
        "binomial(n,k)*binomial(2*k,k)*(-1/4)^k",
        "C(2n,n)/4^n",
        "classical (C(2n,n)/4^n)",
        1,
    ),
    BenchIdentity(
        "binom_sq_c2k",
        C(n, k) ** 2 * C(2 * k, k),
        "binomial(n,k)^2*binomial(2*k,k)",
        "Σ C(n,k)^2 C(2k,k)",
        "OEIS A002893",
        2,
    ),
    BenchIdentity(
        "vandermonde",
        C(a, k) * C(b, n - k),
        "binomial(a,k)*binomial(b,n-k)",
        "C(a+b,n)",
        "CM §5.1 (Vandermonde)",
        1,
    ),
    BenchIdentity(
        "binom_2n_2k", C(2 * n, 2 * k), "binomial(2*n,2*k)", "2^(2n-1), n ≥ 1", "CM ch. 5", 1
    ),
    BenchIdentity(
        "binom_3n_3k", C(3 * n, 3 * k), "binomial(3*n,3*k)", "(8^n + 2(-1)^n)/3", "CM ch. 5", 2
    ),
    BenchIdentity(
        "central_conv",
        C(2 * k, k) * C(2 * n - 2 * k, n - k),
        "binomial(2*k,k)*binomial(2*n-2*k,n-k)",
        "4^n",
        "CM ch. 5",
        1,
    ),
    BenchIdentity(
        "binom_shift_prod",
        C(n, k) * C(n, k + 1),
        "binomial(n,k)*binomial(n,k+1)",
        "C(2n,n+1)",
        "CM §5.1 (Vandermonde)",
        1,
    ),
    BenchIdentity(
        "binom_nk_half",
        C(n + k, k) / 2**k,
        "binomial(n+k,k)/2^k",
        "2^n (k ≤ n)",
        "CM §5.1",
        1,
    ),
)

#: A summand outside the set, for the warm-up call of each side (start-up, untimed).
WARMUP = BenchIdentity(
    "warmup", C(n, k) * 3**k, "binomial(n,k)*3^k", "4^n", "CM §5.1 (binomial theorem)", 1
)

#: Values for the parameters when the two forms are compared at integer points.
PARAMETER_VALUES: dict[str, int] = {"a": 7, "b": 4, "x": 3}


def by_name(name: str) -> BenchIdentity:
    """The identity called ``name``; raises ``KeyError`` listing the known names."""
    for ident in (*IDENTITIES, WARMUP):
        if ident.name == name:
            return ident
    raise KeyError(f"no identity {name!r}; known: {', '.join(i.name for i in IDENTITIES)}")

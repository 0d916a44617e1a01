"""The second identity set of the engine benchmark: classical sums disjoint from the first.

Each entry is a summand F(n, k) (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 6: a Zeilberger
recurrence in n for Σ_k F is asked for), with the known value of the sum as an independent
function of n (:attr:`BenchIdentity2.value`: a closed form, or the published recurrence with
its initial values), the summation range ``0 .. upper`` and the published order of the
minimal recurrence (1 for a closed form hypergeometric in n, 0 when F is Gosper-summable in
k, ``None`` where we state none).  ``tests/bench/test_identities_engine2.py`` checks every
value by exact evaluation of the sum for n = 0..8 (parameter ``a`` = 0..3), and that no
summand here equals one of ``benchmarks/identities_engine.py`` (values of F on a grid of
points).  The Maxima text is derived from the sympy term (:func:`maxima_text`).

Sources: A = B ch. 3 (hypergeometric database), ch. 5 (Gosper), ch. 6–7; Graham–Knuth–
Patashnik, *Concrete Mathematics* (CM), ch. 2 and 5 (equation numbers of the 2nd edition);
H. W. Gould, *Combinatorial Identities* (1972); OEIS for the named sequences.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from math import comb, factorial

import sympy
from identities_engine import BenchIdentity, a, k, n

C = sympy.binomial
F_ = sympy.factorial


def maxima_text(expr: sympy.Expr) -> str:
    """``expr`` in Maxima's 1-D syntax (``^`` for powers; ``binomial``, ``factorial`` and
    rationals print alike)."""
    return str(expr).replace("**", "^")


def _c(m: int, j: int) -> int:
    """C(m, j) for integers, 0 outside ``0 ≤ j ≤ m`` (m ≥ 0)."""
    return comb(m, j) if 0 <= j <= m else 0


@dataclass(frozen=True)
class BenchIdentity2(BenchIdentity):
    """A :class:`BenchIdentity` with the known ``value`` of ``Σ_{k=0}^{upper} F`` as a
    function of ``n`` (and ``a`` where ``F`` has that parameter)."""

    value: Callable[..., Fraction] = field(default=lambda n: Fraction(0), compare=False)
    upper: sympy.Expr = n


def _ident(
    name: str,
    F: sympy.Expr,
    value: Callable[..., Fraction | int],
    s: str,
    source: str,
    order: int | None,
    upper: sympy.Expr = n,
) -> BenchIdentity2:
    return BenchIdentity2(
        name,
        F,
        maxima_text(F),
        s,
        source,
        order,
        value=lambda *v: Fraction(value(*v)),
        upper=upper,
    )


@cache
def _motzkin(m: int) -> Fraction:
    """A001006: (m+2) M_m = (2m+1) M_{m-1} + 3(m-1) M_{m-2}, M_0 = M_1 = 1."""
    if m < 2:
        return Fraction(1)
    return ((2 * m + 1) * _motzkin(m - 1) + 3 * (m - 1) * _motzkin(m - 2)) / (m + 2)


@cache
def _schroeder(m: int) -> Fraction:
    """A006318: (m+1) S_m = 3(2m-1) S_{m-1} - (m-2) S_{m-2}, S_0 = 1, S_1 = 2."""
    if m < 2:
        return Fraction(m + 1)
    return (3 * (2 * m - 1) * _schroeder(m - 1) - (m - 2) * _schroeder(m - 2)) / (m + 1)


@cache
def _domb(m: int) -> Fraction:
    """A002895: m^3 D_m = 2(2m-1)(5m^2-5m+2) D_{m-1} - 64 (m-1)^3 D_{m-2}, D_0 = 1, D_1 = 4."""
    if m < 2:
        return Fraction(4**m)
    return (
        2 * (2 * m - 1) * (5 * m * m - 5 * m + 2) * _domb(m - 1) - 64 * (m - 1) ** 3 * _domb(m - 2)
    ) / m**3


@cache
def _fib(m: int) -> int:
    """Fibonacci, F_0 = 0, F_1 = 1."""
    return m if m < 2 else _fib(m - 1) + _fib(m - 2)


IDENTITIES: tuple[BenchIdentity2, ...] = (
    # -- order 0: F Gosper-summable in k (A = B ch. 5) -----------------------------------
    _ident(
        "alt_k_binom",
        (-1) ** k * k * C(n, k),
        lambda n: -int(n == 1),
        "-[n=1]",
        "CM (5.42) / A = B ch. 5",
        0,
    ),
    _ident(
        "alt_binom_over_k1",
        (-1) ** k * C(n, k) / (k + 1),
        lambda n: Fraction(1, n + 1),
        "1/(n+1)",
        "CM ex. 5.x / Gould (1.43)",
        0,
    ),
    _ident(
        "alt_binom_2n_half",
        (-1) ** k * C(2 * n, k),
        lambda n: (-1) ** n * _c(2 * n - 1, n) if n else 1,
        "(-1)^n C(2n-1,n)",
        "CM (5.16)",
        0,
    ),
    _ident("hockey_stick", C(k, a), lambda n, a: _c(n + 1, a + 1), "C(n+1,a+1)", "CM (5.10)", 0),
    _ident("parallel_sum", C(a + k, k), lambda n, a: _c(a + n + 1, n), "C(a+n+1,n)", "CM (5.9)", 0),
    _ident(
        "alt_upper_a",
        (-1) ** k * C(a, k),
        lambda n, a: (
            sum((-1) ** j * _c(a, j) for j in range(n + 1)) if a == 0 else (-1) ** n * _c(a - 1, n)
        ),
        "(-1)^n C(a-1,n)",
        "CM (5.16)",
        0,
    ),
    _ident(
        "k_factorial",
        k * F_(k),
        lambda n: factorial(n + 1) - 1,
        "(n+1)! - 1",
        "CM ch. 2 / A = B ch. 5",
        0,
    ),
    _ident("geometric_2", 2**k, lambda n: 2 ** (n + 1) - 1, "2^(n+1) - 1", "CM (2.26)", 0),
    _ident(
        "recip_k1k2",
        1 / ((k + 1) * (k + 2)),
        lambda n: Fraction(n + 1, n + 2),
        "(n+1)/(n+2)",
        "CM ch. 2 (telescoping)",
        0,
    ),
    _ident(
        "k_over_fact",
        k / F_(k + 1),
        lambda n: 1 - Fraction(1, factorial(n + 1)),
        "1 - 1/(n+1)!",
        "A = B ch. 5 (Gosper)",
        0,
    ),
    _ident(
        "c2k_over_4k",
        C(2 * k, k) / 4**k,
        lambda n: Fraction((2 * n + 1) * comb(2 * n, n), 4**n),
        "(2n+1) C(2n,n)/4^n",
        "Gould (1.x) / A = B ch. 5",
        0,
    ),
    _ident(
        "alt_k2_binom",
        (-1) ** k * k**2 * C(n, k),
        lambda n: {1: -1, 2: 2}.get(n, 0),
        "-[n=1] + 2[n=2]",
        "CM (5.42)",
        0,
    ),
    _ident(
        "k_2k", k * 2**k, lambda n: (n - 1) * 2 ** (n + 1) + 2, "(n-1) 2^(n+1) + 2", "CM (2.57)", 0
    ),
    # -- order 1: closed forms hypergeometric in n ---------------------------------------
    _ident(
        "k_binom_sq",
        k * C(n, k) ** 2,
        lambda n: Fraction(n * comb(2 * n, n), 2),
        "n C(2n,n)/2",
        "CM ch. 5 (absorption + Vandermonde)",
        1,
    ),
    _ident(
        "k3_binom",
        k**3 * C(n, k),
        lambda n: Fraction(n * n * (n + 3) * 2**n, 8),
        "n^2 (n+3) 2^(n-3)",
        "CM ch. 5 / Gould (1.x)",
        1,
    ),
    _ident("binom_2n_full", C(2 * n, k), lambda n: 4**n, "4^n", "CM (5.12)", 1, 2 * n),
    _ident(
        "binom_2n_sq",
        C(2 * n, k) ** 2,
        lambda n: comb(4 * n, 2 * n),
        "C(4n,2n)",
        "CM (5.23)",
        1,
        2 * n,
    ),
    _ident(
        "alt_binom_2n_sq",
        (-1) ** k * C(2 * n, k) ** 2,
        lambda n: (-1) ** n * comb(2 * n, n),
        "(-1)^n C(2n,n)",
        "A = B ch. 3 (Kummer)",
        1,
        2 * n,
    ),
    _ident(
        "vandermonde_nk_ak",
        C(n, k) * C(a, k),
        lambda n, a: comb(n + a, n),
        "C(n+a,n)",
        "CM (5.23)",
        1,
    ),
    _ident(
        "binom_n_2k",
        C(n, 2 * k),
        lambda n: 2 ** (n - 1) if n else 1,
        "2^(n-1), n ≥ 1",
        "CM ch. 5",
        1,
    ),
    _ident(
        "binom_choose_a",
        C(n, k) * C(k, a),
        lambda n, a: _c(n, a) * Fraction(2) ** (n - a),
        "C(n,a) 2^(n-a)",
        "CM (5.21)",
        1,
    ),
    _ident(
        "vandermonde_3n",
        C(n, k) * C(2 * n, n - k),
        lambda n: comb(3 * n, n),
        "C(3n,n)",
        "CM (5.22)",
        1,
    ),
    _ident(
        "central_by_2k",
        C(n, 2 * k) * C(2 * k, k) * 2 ** (n - 2 * k),
        lambda n: comb(2 * n, n),
        "C(2n,n)",
        "A = B ch. 3 / Gould (3.x)",
        1,
    ),
    _ident(
        "binom_sq_over_k1",
        C(n, k) ** 2 / (k + 1),
        lambda n: Fraction(comb(2 * n + 1, n + 1), n + 1),
        "C(2n+1,n+1)/(n+1)",
        "CM ch. 5 (absorption)",
        1,
    ),
    _ident(
        "k2_binom_sq",
        k**2 * C(n, k) ** 2,
        lambda n: n * n * comb(2 * n - 2, n - 1) if n else 0,
        "n^2 C(2n-2,n-1)",
        "CM ch. 5",
        1,
    ),
    _ident(
        "binom_over_k1k2",
        C(n, k) / ((k + 1) * (k + 2)),
        lambda n: Fraction(2 ** (n + 2) - n - 3, (n + 1) * (n + 2)),
        "(2^(n+2) - n - 3)/((n+1)(n+2))",
        "CM ch. 5 (absorption twice)",
        1,
    ),
    _ident(
        "binom_ratio_2n",
        C(n, k) / C(2 * n, k),
        lambda n: Fraction(2 * n + 1, n + 1),
        "(2n+1)/(n+1)",
        "CM ex. 5 / Gould (2.x)",
        0,  # Gosper-summable in k (Maxima and we find order 0)
    ),
    _ident("binom_2n_minus_k", C(2 * n - k, n) * 2**k, lambda n: 4**n, "4^n", "CM (5.20)", 1),
    _ident(
        "binom_nk_full", C(n + k, k), lambda n: comb(2 * n + 1, n), "C(2n+1,n)", "CM (5.9)", 0
    ),  # Gosper
    _ident("binom_2n1_half", C(2 * n + 1, k), lambda n: 4**n, "4^n", "CM ch. 5", 1),
    _ident("binom_2n1_2k", C(2 * n + 1, 2 * k), lambda n: 4**n, "4^n", "CM ch. 5", 1),
    _ident(
        "binom_2n_odd",
        C(2 * n, 2 * k + 1),
        lambda n: Fraction(4**n, 2) if n else 0,
        "4^n/2, n ≥ 1",
        "CM ch. 5",
        1,
    ),
    _ident(
        "binom_shift2_prod",
        C(n, k) * C(n, k + 2),
        lambda n: _c(2 * n, n + 2),
        "C(2n,n+2)",
        "CM (5.23)",
        1,
    ),
    _ident(
        "binom_n1_shift",
        C(n, k) * C(n + 1, k + 1),
        lambda n: comb(2 * n + 1, n + 1),
        "C(2n+1,n+1)",
        "CM (5.22)",
        1,
    ),
    _ident("k_binom_2n", k * C(2 * n, k), lambda n: n * 4**n, "n 4^n", "CM (5.x)", 1, 2 * n),
    _ident(
        "recip_binom",
        1 / C(n, k),
        lambda n: Fraction(n + 1, 2 ** (n + 1)) * sum(Fraction(2**j, j) for j in range(1, n + 2)),
        "(n+1)/2^(n+1) Σ_{j≤n+1} 2^j/j",
        "CM ex. 5 / Gould (2.x)",
        None,
    ),
    _ident(
        "alt_binom_choose_a",
        (-1) ** k * C(n, k) * C(k, a),
        lambda n, a: (-1) ** a * int(n == a),
        "(-1)^a [n=a]",
        "CM (5.24)",
        None,
    ),
    # -- order 2: the published minimal recurrence ---------------------------------------
    _ident(
        "fib_odd",
        C(n + k, 2 * k),
        lambda n: _fib(2 * n + 1),
        "F(2n+1)",
        "CM (5.x) / OEIS A001519",
        2,
    ),
    _ident(
        "alt_fib",
        (-1) ** k * C(n - k, k),
        lambda n: (1, 1, 0, -1, -1, 0)[n % 6],
        "period 1,1,0,-1,-1,0",
        "OEIS A010892",
        2,
    ),
    _ident(
        "jacobsthal",
        2**k * C(n - k, k),
        lambda n: (2 ** (n + 1) + (-1) ** n) // 3,
        "(2^(n+1) + (-1)^n)/3",
        "OEIS A001045",
        2,
    ),
    _ident(
        "fib_quarter",
        sympy.Rational(-1, 4) ** k * C(n - k, k),
        lambda n: Fraction(n + 1, 2**n),
        "(n+1)/2^n",
        "CM ch. 5 / Gould (1.x)",
        1,  # a closed form hypergeometric in n
    ),
    _ident(
        "alt_fib_odd",
        (-1) ** k * C(n + k, 2 * k),
        lambda n: (1, 0, -1, -1, 0, 1)[n % 6],
        "period 1,0,-1,-1,0,1",
        "CM ch. 5 (Chebyshev)",
        2,
    ),
    _ident(
        "motzkin",
        C(n, 2 * k) * C(2 * k, k) / (k + 1),
        _motzkin,
        "Motzkin numbers",
        "OEIS A001006",
        2,
    ),
    _ident(
        "schroeder",
        C(n, k) * C(n + k, k) / (k + 1),
        _schroeder,
        "large Schröder numbers",
        "OEIS A006318",
        2,
    ),
    _ident(
        "domb",
        C(n, k) ** 2 * C(2 * k, k) * C(2 * n - 2 * k, n - k),
        _domb,
        "Domb numbers",
        "OEIS A002895",
        2,
    ),
)


def by_name(name: str) -> BenchIdentity2:
    """The identity called ``name``; raises ``KeyError`` listing the known names."""
    for ident in IDENTITIES:
        if ident.name == name:
            return ident
    raise KeyError(f"no identity {name!r}; known: {', '.join(i.name for i in IDENTITIES)}")


#: Points (n, k, a, b, x) where :func:`fingerprint` evaluates a summand.
FINGERPRINT_POINTS: tuple[tuple[int, int, int, int, Fraction], ...] = (
    (5, 2, 1, 4, Fraction(3, 2)),
    (7, 3, 2, 2, Fraction(-1, 3)),
    (9, 4, 0, 6, Fraction(5, 7)),
    (6, 1, 1, 3, Fraction(2)),
    (8, 5, 3, 1, Fraction(1, 5)),
)


def fingerprint(F: sympy.Expr) -> tuple[sympy.Expr, ...]:
    """The normalized summand: the exact values of ``F`` at :data:`FINGERPRINT_POINTS`
    (two summands equal as functions, e.g. ``C(n, k)`` and ``C(n, n-k)``, share it)."""
    from identities_engine import b, x

    return tuple(
        sympy.nsimplify(F.subs({n: nv, k: kv, a: av, b: bv, x: sympy.Rational(xv)}))
        for nv, kv, av, bv, xv in FINGERPRINT_POINTS
    )

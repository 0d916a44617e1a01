"""Exact values of Mathlib's integer- and rational-valued special functions, with Mathlib's
definitions and edge conventions, and bounds that refuse a value too large to build.

Each function follows the Mathlib definition it names (the recursion or the formula Mathlib
states, at every edge):

* ``Nat.stirlingFirst n k`` — the *unsigned* Stirling numbers of the first kind:
  ``s(0, 0) = 1``, ``s(0, k+1) = 0``, ``s(n+1, 0) = 0``,
  ``s(n+1, k+1) = n · s(n, k+1) + s(n, k)``.
* ``Nat.stirlingSecond n k``: ``S(0, 0) = 1``, ``S(0, k+1) = 0``, ``S(n+1, 0) = 0``,
  ``S(n+1, k+1) = (k+1) · S(n, k+1) + S(n, k)``.
  Both: ``Mathlib/Combinatorics/Enumerative/Stirling.lean`` (Mathlib PR #26290, 2025).
* ``Nat.fib``: ``fib 0 = 0``, ``fib 1 = 1``, ``fib (n+2) = fib n + fib (n+1)``
  (``Mathlib/Data/Nat/Fib/Basic.lean``; computed by the doubling formulas
  ``Nat.fib_two_mul``, ``Nat.fib_two_mul_add_one`` of the same file).
* ``Nat.centralBinom n = (2 n).choose n`` (``Mathlib/Data/Nat/Choose/Central.lean``).
* ``catalan`` (root namespace): ``catalan 0 = 1``,
  ``catalan (n+1) = ∑ i : Fin (n+1), catalan i * catalan (n - i)``; computed by
  ``catalan_eq_centralBinom_div : catalan n = n.centralBinom / (n + 1)``
  (``Mathlib/Combinatorics/Enumerative/Catalan.lean``, later ``Catalan/Basic.lean``).
* ``harmonic : ℕ → ℚ``, ``harmonic n = ∑ i ∈ Finset.range n, (↑(i + 1))⁻¹``, so
  ``harmonic 0 = 0`` (``Mathlib/NumberTheory/Harmonic/Defs.lean``).
* ``Nat.gcd`` / ``Nat.lcm`` (Lean core): ``gcd 0 n = n``, ``lcm 0 n = 0``; ``Int.gcd m n``
  and ``Int.lcm m n`` are those of ``m.natAbs`` and ``n.natAbs`` (Lean core ``Int.gcd``).
* ``Int.floor`` / ``Int.ceil`` (greatest integer ``≤ a`` / least ``≥ a``) and ``Nat.floor`` /
  ``Nat.ceil``, which are ``0`` at negative arguments (``FloorSemiring.floor_of_neg``;
  ``Nat.floor_of_nonpos``): ``Mathlib/Algebra/Order/Floor/Defs.lean``.

Bounds (every function refuses before building a value): arguments at most
:data:`MAX_ARGUMENT` (the evaluator's ``MAX_SIZE``), and the Stirling tables at most
:data:`MAX_CELLS` entries and :data:`MAX_WORK` bits of arithmetic, so that one value takes a
fraction of a second.  A refusal raises :class:`~wzprove.model.terms.EvaluationError`,
which the counterexample search counts as a point it could not evaluate.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

from wzprove.model.terms import EvaluationError

#: Largest argument of a special function (the size bound of the evaluator).
MAX_ARGUMENT = 20_000
#: Most entries of a Stirling table ``(n + 1) × (min(k, n) + 1)`` computed for one value.
MAX_CELLS = 100_000
#: Most bits of arithmetic for one table: entries × the bound on an entry's size
#: (``S(n, k) ≤ k ^ n``, ``s(n, k) ≤ n!``), a fraction of a second.
MAX_WORK = 5e9


def _check_argument(n: int, what: str) -> None:
    if n < 0:
        raise EvaluationError(f"{what}: negative argument {n} at type ℕ")
    if n > MAX_ARGUMENT:
        shown = str(n) if n.bit_length() < 64 else f"of {n.bit_length()} bits"
        raise EvaluationError(f"{what} argument {shown} is too large (limit {MAX_ARGUMENT})")


def _check_table(n: int, k: int, what: str, entry_bits: float) -> None:
    """Refuse a table of more than :data:`MAX_CELLS` entries, or whose entries (at most
    ``entry_bits`` bits each) make more than :data:`MAX_WORK` bits of arithmetic."""
    _check_argument(n, what)
    cells = (n + 1) * (min(k, n) + 1)
    if cells > MAX_CELLS or cells * max(entry_bits, 1.0) > MAX_WORK:
        raise EvaluationError(
            f"{what} {n} {k} is too large: {cells} table entries of up to "
            f"{int(entry_bits)} bits (limits {MAX_CELLS} entries, {MAX_WORK:.0e} bits)"
        )


@lru_cache(maxsize=256)
def _stirling_row(n: int, width: int, second: bool) -> tuple[int, ...]:
    """Row ``n`` of the Stirling table, columns ``0..width``, by Mathlib's recursion."""
    row = [1] + [0] * width  # row 0: s(0, 0) = 1, s(0, k+1) = 0
    for m in range(n):  # row m → row m + 1
        new = [0] * (width + 1)  # s(m+1, 0) = 0
        for k in range(width):  # column k + 1
            factor = (k + 1) if second else m
            new[k + 1] = factor * row[k + 1] + row[k]
        row = new
    return tuple(row)


def stirling_first(n: int, k: int) -> int:
    """``Nat.stirlingFirst n k`` (unsigned; module docstring).

    >>> [stirling_first(4, k) for k in range(6)]
    [0, 6, 11, 6, 1, 0]
    >>> stirling_first(0, 0), stirling_first(3, 0)
    (1, 0)
    """
    return _stirling(n, k, False)


def stirling_second(n: int, k: int) -> int:
    """``Nat.stirlingSecond n k`` (module docstring).

    >>> [stirling_second(4, k) for k in range(6)]
    [0, 1, 7, 6, 1, 0]
    >>> stirling_second(0, 0), stirling_second(1, 0)
    (1, 0)
    """
    return _stirling(n, k, True)


def _stirling(n: int, k: int, second: bool) -> int:
    """Entry ``(n, k)`` of either table, its arguments and size checked first; ``0`` for
    ``k > n`` (``Nat.stirlingFirst_eq_zero_of_lt``, ``Nat.stirlingSecond_eq_zero_of_lt``)."""
    what = "Nat.stirlingSecond" if second else "Nat.stirlingFirst"
    _check_argument(k, what)
    if k > n:
        _check_argument(n, what)
        return 0
    # entries at most n! (first kind) and k^n (second kind)
    bits = n * math.log2(max(k, 2)) if second else math.lgamma(n + 1) / math.log(2)
    _check_table(n, k, what, bits)
    return _stirling_row(n, k, second)[k]


def fib(n: int) -> int:
    """``Nat.fib n`` by the doubling formulas ``fib (2m) = fib m (2 fib (m+1) - fib m)`` and
    ``fib (2m+1) = fib (m+1)² + fib m²``.

    >>> [fib(i) for i in range(10)]
    [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
    """
    _check_argument(n, "Nat.fib")
    a, b = 0, 1  # fib 0, fib 1
    for bit in bin(n)[2:]:
        a, b = a * (2 * b - a), a * a + b * b  # fib 2m, fib (2m+1)
        if bit == "1":
            a, b = b, a + b
    return a


def central_binom(n: int) -> int:
    """``Nat.centralBinom n = (2 n).choose n``.

    >>> [central_binom(i) for i in range(5)]
    [1, 2, 6, 20, 70]
    """
    _check_argument(n, "Nat.centralBinom")
    return math.comb(2 * n, n)


def catalan(n: int) -> int:
    """``catalan n = n.centralBinom / (n + 1)`` (exact: ``Nat.succ_dvd_centralBinom``).

    >>> [catalan(i) for i in range(8)]
    [1, 1, 2, 5, 14, 42, 132, 429]
    """
    _check_argument(n, "catalan")
    return math.comb(2 * n, n) // (n + 1)


def _harmonic_sum(lo: int, hi: int) -> tuple[int, int]:
    """``∑_{lo ≤ i < hi} 1/i`` as an unreduced ``(numerator, denominator)`` (binary
    splitting: the halves are combined over the product of their denominators)."""
    if hi - lo == 1:
        return 1, lo
    mid = (lo + hi) // 2
    p1, q1 = _harmonic_sum(lo, mid)
    p2, q2 = _harmonic_sum(mid, hi)
    return p1 * q2 + p2 * q1, q1 * q2


@lru_cache(maxsize=1024)
def harmonic(n: int) -> Fraction:
    """``harmonic n = ∑ i ∈ Finset.range n, 1 / (i + 1)`` in ``ℚ`` (``harmonic 0 = 0``).

    >>> harmonic(0), harmonic(1), harmonic(4)
    (Fraction(0, 1), Fraction(1, 1), Fraction(25, 12))
    """
    _check_argument(n, "harmonic")
    if n == 0:
        return Fraction(0)
    p, q = _harmonic_sum(1, n + 1)
    return Fraction(p, q)


def gcd(a: int, b: int) -> int:
    """``Nat.gcd`` (``Int.gcd`` on the absolute values): ``gcd 0 0 = 0``.

    >>> gcd(12, 18), gcd(0, 5), gcd(0, 0), gcd(-4, 6)
    (6, 5, 0, 2)
    """
    return math.gcd(a, b)


def lcm(a: int, b: int) -> int:
    """``Nat.lcm`` (``Int.lcm`` on the absolute values): ``lcm 0 n = 0``.

    >>> lcm(4, 6), lcm(0, 5), lcm(-4, 6)
    (12, 0, 12)
    """
    return abs(math.lcm(a, b))


def floor(x: Fraction, to_nat: bool) -> int:
    """``Int.floor x``, or ``Nat.floor x`` (``0`` for ``x < 0``) when ``to_nat``.

    >>> floor(Fraction(-7, 2), False), floor(Fraction(-7, 2), True), floor(Fraction(7, 2), True)
    (-4, 0, 3)
    """
    v = math.floor(x)
    return max(v, 0) if to_nat else v


def ceil(x: Fraction, to_nat: bool) -> int:
    """``Int.ceil x``, or ``Nat.ceil x`` (``0`` for ``x ≤ 0``) when ``to_nat``.

    >>> ceil(Fraction(-7, 2), False), ceil(Fraction(-7, 2), True), ceil(Fraction(7, 2), True)
    (-3, 0, 4)
    """
    v = math.ceil(x)
    return max(v, 0) if to_nat else v

"""Independent exact evaluator for the classical sums of issue 15 (Concrete Mathematics
(5.23), (5.24), (5.26), (5.28), (5.29)), under ``certify``'s reading (README): natural
parameters, integer subtraction, the generalised binomial ``C(a, b) = a (a-1) ... (a-b+1) / b!``
for an integer ``b >= 0`` (any integer ``a``: ``(-1)^b C(b - a - 1, b)`` for ``a < 0``) and
``0`` for ``b < 0``.  Only ``fractions`` and ``math.comb``: nothing of the engine."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction


def choose(a: int, b: int) -> int:
    """The generalised binomial at integers (upper negation for ``a < 0``)."""
    if b < 0:
        return 0
    if a >= 0:
        return math.comb(a, b)
    return (-1) ** b * math.comb(b - a - 1, b)


def cm523(a, b, n, lo=0, sign=1, shift=0):
    lhs = sum(choose(a, k) * choose(n, b + k) for k in range(lo, a + 1))
    return Fraction(lhs), Fraction(sign * choose(a + n, a + b + shift))


def cm524(a, b, n, lo=0, sign=1, shift=0):
    lhs = sum((-1) ** k * choose(a, k) * choose(n + k, b) for k in range(lo, a + 1))
    return Fraction(lhs), Fraction(sign * (-1) ** a * choose(n, b - a + shift))


def cm526(a, b, n, lo=0, sign=1, shift=0):
    lhs = sum(choose(n - k, a) * choose(k, b) for k in range(lo, n + 1))
    return Fraction(lhs), Fraction(sign * choose(n + 1, a + b + 1 + shift))


def pfaff(m, n, r, s, lo=0, sign=1, shift=0):
    lhs = sum(
        choose(m - r + s, k) * choose(n + r - s, n - k) * choose(r + k, m + n)
        for k in range(lo, n + 1)
    )
    return Fraction(lhs), Fraction(sign * choose(r, m) * choose(s, n + shift))


def dixon(a, b, c, lo=0, sign=1, shift=0):
    lhs = sum(
        (-1) ** k * choose(a + b, a + k) * choose(b + c, b + k) * choose(c + a, c + k)
        for k in range(lo - a, a + 1)
    )
    den = math.factorial(a) * math.factorial(b) * math.factorial(c)
    rhs = Fraction(math.factorial(a + b + c), den)
    return Fraction(lhs), sign * rhs * (1 + shift)


def holds_on_grid(f: Callable, nargs: int, top: int, **kw) -> tuple[bool, tuple | None]:
    """Whether ``f``'s two sides agree at every point of ``0..top`` in each argument; the
    first point where they differ otherwise."""
    import itertools

    for pt in itertools.product(range(top + 1), repeat=nargs):
        lhs, rhs = f(*pt, **kw)
        if lhs != rhs:
            return False, pt
    return True, None

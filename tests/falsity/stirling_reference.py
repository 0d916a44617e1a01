"""Stirling numbers as plain recursions: the evaluator the falsity tests check the model's
against (written apart from :mod:`wzprove.model.special` and from the definitions reader).

Mathlib's ``Nat.stirlingFirst`` / ``Nat.stirlingSecond``
(``Mathlib/Combinatorics/Enumerative/Stirling.lean``) and LC-test's ``stirling_first`` /
``stirling_second`` (``Defs_Combinatorial_Identities.lean``) have the same four equations:
``s(0, 0) = 1``, ``s(0, k + 1) = 0``, ``s(n + 1, 0) = 0`` and
``s1(n + 1, k + 1) = n·s1(n, k + 1) + s1(n, k)``, ``s2(n + 1, k + 1) = (k + 1)·s2(n, k + 1) +
s2(n, k)``.

>>> [s1(4, k) for k in range(5)], [s2(4, k) for k in range(5)]
([0, 6, 11, 6, 1], [0, 1, 7, 6, 1])
"""

from __future__ import annotations

from functools import cache


@cache
def s1(n: int, k: int) -> int:
    """Unsigned Stirling numbers of the first kind."""
    if n == 0:
        return 1 if k == 0 else 0
    if k == 0:
        return 0
    return (n - 1) * s1(n - 1, k) + s1(n - 1, k - 1)


@cache
def s2(n: int, k: int) -> int:
    """Stirling numbers of the second kind."""
    if n == 0:
        return 1 if k == 0 else 0
    if k == 0:
        return 0
    return k * s2(n - 1, k) + s2(n - 1, k - 1)

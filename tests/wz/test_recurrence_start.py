"""A recurrence certified without a right side says from which n it holds (breaker run 12i).

``certify "Sum(binomial(n,k)/(n-3),(k,0,n))"`` finds (6 - 2n) S(n) + (n - 2) S(n + 1) = 0,
which the direct evaluation (``recurrence_values_check``) shows false at n = 2 and n = 3
(S(3) = 0 under x / 0 = 0) and moves to n >= 4 in the certificate.  The command's own
``recurrence`` object and its text line used to drop that start: they claimed the recurrence
for every n.
"""

from __future__ import annotations

import json
from fractions import Fraction
from math import comb

from click.testing import CliRunner

from wzprove.cli import main

SUM = "Sum(binomial(n,k)/(n-3),(k,0,n))"


def _s(n: int) -> Fraction:
    """The sum under Lean's x / 0 = 0, evaluated here without the engine."""
    return Fraction(0) if n == 3 else Fraction(sum(comb(n, k) for k in range(n + 1)), n - 3)


def _holds(coefficients: list[str], n: int) -> bool:
    a = [Fraction(str(eval(c, {"n": n}))) for c in coefficients]  # noqa: S307 - integer polys
    return sum(aj * _s(n + j) for j, aj in enumerate(a)) == 0


def test_recurrence_row_carries_its_start_and_is_false_below_it() -> None:
    res = CliRunner().invoke(main, ["certify", SUM, "--json"])
    row = json.loads(res.output)
    assert row["status"] == "certified"
    rec = row["recurrence"]
    assert rec["order"] == 1 and rec["start"] == row["certificate"]["start"] == 4
    assert not _holds(rec["coefficients"], 2) and not _holds(rec["coefficients"], 3)
    assert all(_holds(rec["coefficients"], n) for n in range(4, 30))


def test_recurrence_text_line_names_its_start() -> None:
    res = CliRunner().invoke(main, ["certify", SUM])
    assert "recurrence order 1 in n for n >= 4" in res.output
    franel = CliRunner().invoke(main, ["certify", "Sum(binomial(n,k)**3,(k,0,n))"])
    assert "recurrence order 2 in n;" in franel.output  # holds from n = 0: nothing added


def test_recurrence_text_line_shows_a_nonzero_inhomogeneous_part() -> None:
    # Σ_{k=1}^{n} 1/k satisfies S(n+1) - S(n) = 1/(n+1); the line once showed only a = [-1, 1]
    res = CliRunner().invoke(main, ["certify", "Sum(1/k,(k,1,n))"])
    assert res.exit_code == 0
    assert "a = [-1, 1]; sum_j a_j S(n+j) = 1/(n + 1)" in res.output
    franel = CliRunner().invoke(main, ["certify", "Sum(binomial(n,k)**3,(k,0,n))"])
    assert "sum_j a_j" not in franel.output  # homogeneous: nothing added

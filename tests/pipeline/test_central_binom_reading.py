"""``Nat.centralBinom`` and ``catalan`` have a sympy reading (new-user run 12e, F-H:
"centralbinom has no sympy reading as a number"): ``centralBinom n = (2n).choose n`` and
``catalan n = centralBinom n / (n + 1)`` exactly (Mathlib's
``Nat.succ_mul_catalan_eq_centralBinom``).  Certified statements are checked here against
``math.comb`` on a grid; a false variant is not certified."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import sympy

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem

HEADER = "import Mathlib\nopen Finset\n\n"


def central(n: int) -> int:
    return math.comb(2 * n, n)


def catalan(n: int) -> int:
    assert central(n) % (n + 1) == 0
    return central(n) // (n + 1)


CASES = [
    (
        "theorem cb (n : ℕ) : ∑ k ∈ range (n + 1), (Nat.choose n k) ^ 2 = Nat.centralBinom n",
        "certified",
        lambda n: sum(math.comb(n, k) ** 2 for k in range(n + 1)) == central(n),
    ),
    (
        "theorem cb (n : ℕ) : ∑ k ∈ range (n + 1), (Nat.choose n k) ^ 2 = Nat.centralBinom n + 1",
        "false",
        None,
    ),
    (
        "theorem cb (n : ℕ) : ((n + 1 : ℕ) : ℚ) * catalan n = Nat.centralBinom n",
        "certified",
        lambda n: (n + 1) * catalan(n) == central(n),
    ),
]


@pytest.mark.parametrize(("statement", "status", "holds"), CASES)
def test_central_binomial_and_catalan_are_read(
    tmp_path: Path, statement: str, status: str, holds
) -> None:  # noqa: ANN001
    f = tmp_path / "c.lean"
    f.write_text(HEADER + statement + " := by\n  sorry\n", encoding="utf-8")
    (parsed,) = parse_file(f)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.report.status == status, done.report.message
    if holds is not None:
        assert all(holds(n) for n in range(30))


def test_a_negated_cast_bound_is_linear(tmp_path: Path) -> None:
    """New-user run 12e (F-H): `Icc (-(n:ℤ)) n` was "not linear"; now read and certified
    (Gosper), the false variant refuted; no Lean sketch yet for a ℤ index."""
    f = tmp_path / "z.lean"
    f.write_text(
        HEADER + "theorem z (n : ℕ) : ∑ k ∈ Icc (-(n:ℤ)) n, k = 0 := by\n  sorry\n\n"
        "theorem zf (n : ℕ) : ∑ k ∈ Icc (-(n:ℤ)) n, k = n := by\n  sorry\n",
        encoding="utf-8",
    )
    z, zf = parse_file(f)
    done = certify_theorem(z, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified and done.report.method == "gosper", done.report.message
    assert all(sum(range(-n, n + 1)) == 0 for n in range(30))
    bad = certify_theorem(zf, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert bad.report.status == "false" and bad.report.counterexample == {"n": "1"}


def test_a_range_of_fixed_length_is_out_of_scope_not_bad_input() -> None:
    from wzprove.wz.certify import certify

    r = certify(sympy.sympify("Sum(k,(k,n,n+2))"), sympy.sympify("3*n+3"))
    assert (r.status, r.message) == (
        "out-of-scope",
        "the sum has a fixed number of terms (3, its range does not grow)",
    )

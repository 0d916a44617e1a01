"""``certify`` reads its statement as written, under Lean's ``x / 0 = 0`` (issue 12, found by
a new-user run): a division sympy cancels (``m / m``) is never certified away; the whole run
keeps to ``--timeout``; a summation index in its own bounds is an input error."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import sympy
from click.testing import CliRunner

from wzprove import api
from wzprove.cli import main
from wzprove.model.sympy_input import InputError, parse_identity
from wzprove.pipeline.options import ProveOptions
from wzprove.pipeline.run import prove
from wzprove.wz.as_written import lost_divisors

m, n, k, x = sympy.symbols("m n k x", integer=True, nonnegative=True)


@pytest.mark.parametrize(
    ("lhs", "rhs", "point", "values"),
    [
        # m = 0, n = 1: the k = 1 term is 0 * 1 / 0 = 0, so the left side is 1, not 2
        ("Sum(binomial(m,k)*binomial(n,k)/binomial(m,k),(k,0,n))", "2**n", "m=0, n=1", "1, 2"),
        ("Sum(binomial(n,k),(k,0,n))*m/m", "2**n", "m=0, n=0", "0, 1"),
        ("Sum(k*m/m,(k,0,n))", "n*(n+1)/2", "m=0, n=1", "0, 1"),
        ("Sum(binomial(n,k)*x**k/x**k,(k,0,n))", "2**n", "n=1, x=0", "1, 2"),
    ],
)
def test_cancelled_division_is_false_with_the_counterexample(
    lhs: str, rhs: str, point: str, values: str
) -> None:
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == "false", out["message"]
    want = dict(item.split("=") for item in point.split(", "))
    assert out["counterexample"] == want
    left, right = values.split(", ")
    assert f"as written, left = {left}, right = {right}" in out["message"]
    assert "x / 0 = 0" in out["message"]


@pytest.mark.parametrize(
    ("lhs", "rhs"),
    [
        # the divisor vanishes only at m = 100 (off the grid): refused, with the reason
        ("Sum(binomial(n,k)*(m-100)/(m-100),(k,0,n))", "2**n"),
        ("Sum(binomial(n,k),(k,0,n))", "2**n*(m-1000)/(m-1000)"),
        ("Sum(binomial(m+200,k)*binomial(n,k)/binomial(m+200,k),(k,0,n))", "2**n"),
    ],
)
def test_cancelled_division_that_can_vanish_off_the_grid_is_refused(lhs: str, rhs: str) -> None:
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == "out-of-scope", out["message"]
    assert "cancels in sympy's simplified statement" in out["message"]
    assert "x / 0 = 0" in out["message"]


@pytest.mark.parametrize(
    ("lhs", "rhs"),
    [
        ("Sum(binomial(n,k)/(k+1),(k,0,n))", "(2**(n+1)-1)/(n+1)"),
        # a cancelled divisor that is never 0 (k! > 0, m + 1 > 0) changes nothing
        ("Sum(binomial(n,k)*factorial(k)/factorial(k),(k,0,n))", "2**n"),
        ("Sum(binomial(n,k)*(m+1)/(m+1),(k,0,n))", "2**n"),
    ],
)
def test_true_statement_with_harmless_division_is_certified(lhs: str, rhs: str) -> None:
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == "certified", out["message"]
    checks = {c["name"]: c for c in out["certificate"]["checks"]}
    assert checks["as-written"]["passed"]
    assert "x / 0 = 0" in checks["as-written"]["detail"]


@pytest.mark.parametrize(
    ("lhs", "rhs", "status"),
    [
        # `-` is the integers' subtraction (README): the sum up to n - 1 is empty at n = 0
        ("Sum(binomial(n,k),(k,0,n-1))", "2**n - 1", "certified"),
        # and 2**(n-1) is 1/2 there, not ℕ's 2**0 = 1
        ("Sum(binomial(n-1,k),(k,0,n-1))", "2**(n-1)", "false"),
        # binomial(m, m - k) is 0 for k > m (a negative lower argument): Vandermonde
        ("Sum(binomial(n,k)*binomial(m,m-k),(k,0,n))", "binomial(m+n,n)", "certified"),
    ],
)
def test_certify_subtraction_is_the_integers(lhs: str, rhs: str, status: str) -> None:
    """The reading the README and `certify --help` state, pinned: no ℕ truncation."""
    out = api.certify(lhs, rhs, timeout=60)
    assert out["status"] == status, out["message"]
    if status == "false":
        assert out["counterexample"] == {"n": "0"}


def test_parse_identity_keeps_the_written_division() -> None:
    got = parse_identity("Sum(binomial(n,k)*x**k/x**k,(k,0,n))", "2**n")
    assert got.lhs == sympy.Sum(sympy.binomial(n, k), (k, 0, n))
    assert got.written is not None
    assert got.written[0].has(sympy.Pow(x**k, -1, evaluate=False))


def test_lost_divisors_counts_multiplicity_and_skips_positive_factors() -> None:
    with sympy.evaluate(False):
        twice = sympy.Sum(sympy.binomial(n, k) / m * m / m, (k, 0, n))
        positive = sympy.Sum(sympy.binomial(n, k) * 2**n / 2**n / (k + 1), (k, 0, n))
    # one of the two divisions by m survives evaluation, one is lost
    assert lost_divisors([twice], [sympy.Sum(sympy.binomial(n, k) / m, (k, 0, n))]) == [m]
    assert lost_divisors([positive], [sympy.Sum(sympy.binomial(n, k) / (k + 1), (k, 0, n))]) == []


def test_summation_index_in_its_bounds_is_an_input_error() -> None:
    with pytest.raises(InputError, match="summation index n also occurs in its bounds"):
        parse_identity("Sum(k,(n,0,n))", None)
    res = CliRunner().invoke(main, ["certify", "Sum(k,(n,0,n))"])
    assert res.exit_code == 2
    assert len(res.output.strip().splitlines()) == 1
    assert "also occurs in its bounds" in res.output


@pytest.mark.usefixtures("cold_caches")
def test_certify_keeps_to_the_time_limit() -> None:
    """The search of Sum C(n,k)^5 ended within the limit; its verification (no deadline of its
    own) took 15 s past a 2 s limit before the whole run had an alarm at the limit.  (The
    engine is faster now: Sum C(n,k)^4 C(n+k,k) takes about 1 s cold on a quiet machine, so
    the limit here is 0.2 s.)"""
    limit = 0.2
    t0 = time.monotonic()
    out = api.certify("Sum(binomial(n,k)**4*binomial(n+k,k),(k,0,n))", timeout=limit)
    wall = time.monotonic() - t0
    assert out["status"] == "failed"
    assert "time limit" in out["message"]
    assert out.get("certificate") is None
    assert wall < 3 * limit + 1, wall


@pytest.mark.usefixtures("cold_caches")
def test_prove_keeps_to_the_time_limit(tmp_path: Path) -> None:
    src = tmp_path / "slow.lean"
    src.write_text(
        "import Mathlib\nopen Finset\n\ntheorem sl (n : ℕ) : ∑ k ∈ range (n + 1), "
        "Nat.choose n k ^ 4 * Nat.choose (n + k) k = ∑ k ∈ range (n + 1), "
        "Nat.choose n k ^ 3 * Nat.choose n k * Nat.choose (n + k) k := by sorry\n",
        encoding="utf-8",
    )
    limit = 0.2
    t0 = time.monotonic()
    (report,) = list(prove(src, ProveOptions(out_dir=tmp_path, timeout_s=limit)))
    wall = time.monotonic() - t0
    assert report.status == "failed"
    assert "time limit" in report.message
    # the limit bounds the falsity search and the engine together (issue 12)
    assert sum(report.timings.values()) < 3 * limit + 1, report.timings
    assert wall < 3 * limit + 5, wall


@pytest.mark.parametrize(
    ("lhs", "rhs", "method"),
    [
        ("Sum(binomial(n,k),(k,0,n))", "2**n", "wz"),
        ("Sum(k,(k,0,n))", "n*(n+1)/2", "gosper"),
        # two sums with the same recurrence
        (
            "Sum(binomial(n,k)**2,(k,0,n))",
            "Sum(binomial(n,j)*binomial(n,n-j),(j,0,n))",
            "zeilberger",
        ),
        ("Sum(binomial(2,k),(k,0,2))", "4", "evaluation"),
    ],
)
def test_the_message_counts_the_checks_listed(lhs: str, rhs: str, method: str) -> None:
    # "all 5 checks passed" was printed with 6 listed: the as-written check was appended
    # after the message was made (issue 12)
    out = api.certify(lhs, rhs, timeout=60)
    checks = out["certificate"]["checks"]
    assert [c["name"] for c in checks][-1] == "as-written"
    assert out["method"] == method
    if method != "evaluation":
        assert out["status"] == "certified", out["message"]
        assert out["message"].endswith(f": all {len(checks)} checks passed")


@pytest.mark.parametrize(("lo", "rhs"), [(0, "2**n"), (1, "2**n-1")])
def test_a_lost_divisor_is_named_in_the_users_index(lo: int, rhs: str) -> None:
    # the message showed the internal k = lo + j as "_j_k - 50" / "_j_k - 49" (issue 12)
    out = api.certify(f"Sum(binomial(n,k)*(k-50)/(k-50),(k,{lo},n))", rhs, timeout=60)
    assert out["status"] == "out-of-scope"
    assert "the division by k - 50 as written cancels" in out["message"]
    assert "_j_" not in out["message"]

"""Kill tests for the mutation run over the verifier (issue 12, item 7; benchmarks/RESULTS.md,
"Mutation testing").

Hand-made certificates, true ones and false ones with one thing changed (the right side off at
one initial value, off past the window, a wrong inhomogeneous part, an identically zero leading
coefficient), go straight to :func:`verify_certificate`.  Every check's name, verdict and text
is pinned: a mutant of the verifier that certifies one of the false identities, skips an
initial value or checks a different window changes one of them.
"""

from __future__ import annotations

from typing import Any

import pytest

from wzprove.wz.certificate import Certificate
from wzprove.wz.certify import certify
from wzprove.wz.verify import verify_certificate

R1 = {"variable": "n", "order": 1, "coefficients": ["-1", "1"], "inhomogeneous": "0"}


def c(**kw: Any) -> dict[str, Any]:
    """A certificate's JSON object: ``sum_{k=0}^{n}`` from ``n = 0`` unless ``kw`` says else."""
    d: dict[str, Any] = {
        "format": "wzprove-certificate",
        "version": 1,
        "index": "k",
        "variable": "n",
        "start": 0,
        "samples": 12,
        "range": {"lower": "0", "upper": "n"},
    }
    d.update(kw)
    return d


G = dict(method="gosper", summand="k", rhs="n*(n + 1)/2", R="(k - 1)/2")
K2N = dict(
    method="zeilberger",
    summand="k*binomial(n, k)",
    rhs="2**(n - 1)*n",
    R="(k - 1)*(n + 1)/(k - n - 1)",
    recurrence={
        "variable": "n",
        "order": 1,
        "coefficients": ["-2*n - 2", "n"],
        "inhomogeneous": "0",
    },
)
WZ = dict(method="wz", summand="binomial(n, k)", rhs="2**n", R="k/(2*k - 2*n - 2)", recurrence=R1)
Z2N = dict(
    method="zeilberger",
    summand="binomial(n, k)",
    rhs="2**n",
    R="k/(k - n - 1)",
    recurrence={"variable": "n", "order": 1, "coefficients": ["-2", "1"], "inhomogeneous": "0"},
)
INH = dict(
    method="zeilberger",
    summand="binomial(n, k)/(k + 1)",
    rhs=None,
    R="(k + 1)*(n + 1)/(k - n - 1)",
    recurrence={
        "variable": "n",
        "order": 1,
        "coefficients": ["-2*n - 2", "n + 2"],
        "inhomogeneous": "1",
    },
)

VDM = dict(
    method="zeilberger",
    summand="binomial(m, k)*binomial(n, k + r)",
    variable="m",
    rhs="binomial(m + n, m + r)",
    R="k*(k + r)/(k - m - 1)",
    recurrence={
        "variable": "m",
        "order": 1,
        "coefficients": ["-m - n - 1", "m + r + 1"],
        "inhomogeneous": "0",
    },
    parameters=["n", "r"],
    parameter_bounds={"n": 0, "r": 0},
    range={"lower": "0", "upper": "m"},
)


CASES = {
    # sum_{k=0}^n k = n(n+1)/2 (Gosper), and false right sides: off by one everywhere, off
    # by n(n-1)...(n-12) (zero on the window n = 0..12, nonzero at n = 13)
    "gosper-true": c(**G),
    "gosper-off-by-one": c(**dict(G, rhs="n*(n + 1)/2 + 1")),
    "gosper-false-past-window": c(
        **dict(G, rhs="n*(n + 1)/2 + " + "*".join(f"(n - {i})" for i in range(13)))
    ),
    "gosper-factorial": c(
        method="gosper", summand="k/factorial(k + 1)", rhs="1 - 1/factorial(n + 1)", R="-(k + 1)/k"
    ),
    # Gosper with k-free poles in n: the exceptional n are checked directly (n = 3 fails: the
    # summand's 1/0), and one past the window (n = 30) is refused
    "gosper-exceptional-n-3": c(**dict(G, summand="k/(n - 3)", rhs="n*(n + 1)/(2*(n - 3))")),
    "gosper-exceptional-n-30": c(**dict(G, summand="k/(n - 30)", rhs="n*(n + 1)/(2*(n - 30))")),
    "gosper-exceptional-factorial": c(
        **dict(G, summand="k/factorial(n - 3)", rhs="n*(n + 1)/(2*factorial(n - 3))")
    ),
    # no recurrence variable: sum_{k=0}^{10} k = 55 (56 is false)
    "gosper-no-variable": c(
        method="gosper",
        summand="k",
        rhs="55",
        R="(k - 1)/2",
        variable=None,
        range={"lower": "0", "upper": "10"},
    ),
    "gosper-no-variable-false": c(
        method="gosper",
        summand="k",
        rhs="56",
        R="(k - 1)/2",
        variable=None,
        range={"lower": "0", "upper": "10"},
    ),
    # sum_{k=1}^n 1/(k(k+1)) = 1 - 1/(n+1); from k = 0 the summand has a pole in the range
    "gosper-from-one": c(
        method="gosper",
        summand="1/(k*(k + 1))",
        rhs="1 - 1/(n + 1)",
        R="-(k + 1)",
        range={"lower": "1", "upper": "n"},
    ),
    "gosper-pole-in-range": c(
        method="gosper", summand="1/(k*(k + 1))", rhs="1 - 1/(n + 1)", R="-(k + 1)"
    ),
    # sum C(n,k) = 2^n (WZ); 3*2^n has the same WZ pair and is false at n = 0 only by the
    # initial value
    "wz-true": c(**WZ),
    "wz-false-at-0": c(**dict(WZ, rhs="3*2**n")),
    # WZ with a right side that vanishes (f = F / r is undefined there): refused, unless the
    # claim starts past the zero
    "wz-right-side-zero-at-0": c(**dict(WZ, summand="n*binomial(n, k)", rhs="n*2**n")),
    "wz-right-side-zero-at-3": c(**dict(WZ, summand="(n - 3)*binomial(n, k)", rhs="(n - 3)*2**n")),
    "wz-right-side-zero-at-3-from-4": c(
        **dict(WZ, summand="(n - 3)*binomial(n, k)", rhs="(n - 3)*2**n", start=4)
    ),
    # sum k C(n,k) = n 2^(n-1): a_J = n vanishes at n = 0, so the initial values reach n = 1;
    # n 2^n satisfies the same recurrence and agrees at n = 0, false at n = 1 (1 vs 2)
    "zeilberger-true": c(**K2N),
    "zeilberger-false-at-1": c(**dict(K2N, rhs="2**n*n")),
    # a right side that cannot be evaluated at an initial value (factorial(-1) at n = 0)
    "zeilberger-right-side-undefined-at-0": c(
        **dict(K2N, rhs="2**(n - 1)*factorial(n)/factorial(n - 1)")
    ),
    "zeilberger-rhs-off-recurrence": c(**dict(K2N, rhs="2**(n - 1)*n + 1")),
    # sum C(n,k) = 2^n by an order-1 recurrence with constant a_J: only n = 0 is an initial
    # value, and 3 * 2^n (same recurrence) is false exactly there
    "zeilberger-constant-leading-true": c(**Z2N),
    "zeilberger-constant-leading-false-at-0": c(**dict(Z2N, rhs="3*2**n")),
    # (n+2) S(n+1) - 2(n+1) S(n) = 1 for S(n) = sum C(n,k)/(k+1) (recurrence only); = 2 is false
    "inhomogeneous-true": c(**INH),
    "inhomogeneous-wrong-part": c(
        **dict(INH, recurrence=dict(INH["recurrence"], inhomogeneous="2"))
    ),
    # a forced order-2 recurrence -2 S(n) + S(n+1) + 0 S(n+2) = 0: a_J identically zero
    "zero-leading-coefficient": c(
        method="zeilberger",
        summand="binomial(n, k)",
        rhs=None,
        R="k/(k - n - 1)",
        recurrence={
            "variable": "n",
            "order": 2,
            "coefficients": ["-2", "1", "0"],
            "inhomogeneous": "0",
        },
    ),
}

PARAMETER_CASES = {
    # Vandermonde with a shift (parameters n, r): sum_k C(m,k) C(n,k+r) = C(m+n, m+r); the
    # initial value at m = 0 is decided for every n, r >= 0 by an exact case split, and a right
    # side times 2^r or (r + 1) (same recurrence in m, false for r >= 1) is refused there
    "parameters-true": c(**VDM),
    "parameters-false-times-2-to-the-r": c(**dict(VDM, rhs="2**r*binomial(m + n, m + r)")),
    "parameters-false-times-r-plus-1": c(
        **dict(VDM, rhs="binomial(m + n, m + r)*binomial(r + 1, r)")
    ),
}

TELESCOPING = (
    "sum_j a_j F(n+j,k)/F(n,k) = R(k+1) F(n,k+1)/F(n,k) - R(k) holds as rational functions"
)
POINTWISE = (
    "proved for all n > 12 by the gamma-limit argument (G finite on k = n + 1); exact at 91"
    " points (n in 0..12); poles of R in k: ['k = n + 1']"
)

ALL_N = str(list(range(13)))  # the window n = 0..12

EXPECTED = {
    "gosper-exceptional-n-3": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "pointwise",
            False,
            "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12; fails at n = [3]",
        ),
        (
            "closed-form",
            False,
            "rhs = z(hi+1) - z(lo) with z = R*F symbolically;"
            " exceptional n = [3] checked directly; fails at n = [3]",
        ),
    ],
    "gosper-exceptional-n-30": [
        ("telescoping-identity", True, TELESCOPING),
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12"),
        (
            "closed-form",
            False,
            "rhs = z(hi+1) - z(lo) with z = R*F symbolically;"
            " exceptional n = [30] checked directly",
        ),
    ],
    "gosper-exceptional-factorial": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "pointwise",
            False,
            "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12; fails at n = [0, 1, 2]",
        ),
        (
            "closed-form",
            False,
            "rhs = z(hi+1) - z(lo) with z = R*F symbolically;"
            " exceptional n = [0, 1, 2] checked directly; fails at n = [0, 1, 2]",
        ),
    ],
    "zeilberger-constant-leading-true": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = 1: nonnegative integer roots >= 0: none; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        ("boundary", True, "boundary terms sum to 0 symbolically; exact check for n in 0..12"),
        (
            "rhs-recurrence",
            True,
            "sum_j a_j(n) r(n+j) = 0 for r = 2**n: every similarity class of r is annihilated"
            " (1: 2**n) (rational identity)",
        ),
        ("initial-values", True, "sum = right side at n = 0..0 (direct)"),
    ],
    "zeilberger-constant-leading-false-at-0": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = 1: nonnegative integer roots >= 0: none; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        ("boundary", True, "boundary terms sum to 0 symbolically; exact check for n in 0..12"),
        (
            "rhs-recurrence",
            True,
            "sum_j a_j(n) r(n+j) = 0 for r = 3*2**n: every similarity class of r is annihilated"
            " (1: 3*2**n) (rational identity)",
        ),
        ("initial-values", False, "n = 0: sum = 1, right side = 3"),
    ],
    "wz-right-side-zero-at-0": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = 1: nonnegative integer roots >= 0: none; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        ("boundary", True, "boundary terms sum to 0 symbolically; exact check for n in 0..12"),
        ("rhs-nonzero", False, "r(0) = 0"),
        ("initial-values", False, "not checked: rhs-nonzero failed"),
    ],
    "wz-right-side-zero-at-3": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = 1: nonnegative integer roots >= 0: none; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        ("boundary", True, "boundary terms sum to 0 symbolically; exact check for n in 0..12"),
        # 2 and 3: the zeros of the factors of r(n+1)/r(n); r(2) = -4, r(3) = 0, r(4) = 16
        ("rhs-nonzero", False, "r vanishes at n = [3]"),
        ("initial-values", False, "not checked: rhs-nonzero failed"),
    ],
    "wz-right-side-zero-at-3-from-4": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = 1: nonnegative integer roots >= 4: none; k-free poles of R at n = none",
        ),
        (
            "pointwise",
            True,
            POINTWISE.replace("91 points (n in 0..12)", "81 points (n in 4..12)"),
        ),
        ("boundary", True, "boundary terms sum to 0 symbolically; exact check for n in 4..12"),
        (
            "rhs-nonzero",
            True,
            "r(4) = 16 != 0 and r(n+1)/r(n) has no zero or pole at integers >= 4",
        ),
        ("initial-values", True, "sum = right side at n = 4..4 (direct)"),
    ],
    "gosper-true": [
        ("telescoping-identity", True, TELESCOPING),
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12"),
        ("closed-form", True, "rhs = z(hi+1) - z(lo) with z = R*F symbolically"),
    ],
    "gosper-off-by-one": [
        ("telescoping-identity", True, TELESCOPING),
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12"),
        (
            "closed-form",
            False,
            "rhs = z(hi+1) - z(lo) with z = R*F NOT symbolically; fails at n = " + ALL_N,
        ),
    ],
    "gosper-false-past-window": [
        ("telescoping-identity", True, TELESCOPING),
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12"),
        ("closed-form", False, "rhs = z(hi+1) - z(lo) with z = R*F NOT symbolically"),
    ],
    "gosper-factorial": [
        ("telescoping-identity", True, TELESCOPING),
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12"),
        ("closed-form", True, "rhs = z(hi+1) - z(lo) with z = R*F symbolically"),
    ],
    "gosper-no-variable": [
        ("telescoping-identity", True, TELESCOPING),
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in None..None"),
        ("closed-form", True, "rhs = z(hi+1) - z(lo) with z = R*F symbolically"),
    ],
    "gosper-no-variable-false": [
        ("telescoping-identity", True, TELESCOPING),
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in None..None"),
        (
            "closed-form",
            False,
            "rhs = z(hi+1) - z(lo) with z = R*F NOT symbolically; fails at n = []",
        ),
    ],
    "gosper-from-one": [
        ("telescoping-identity", True, TELESCOPING),
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12"),
        ("closed-form", True, "rhs = z(hi+1) - z(lo) with z = R*F symbolically"),
    ],
    "gosper-pole-in-range": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "pointwise",
            False,
            "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12; fails at n = " + ALL_N,
        ),
        (
            "closed-form",
            False,
            "rhs = z(hi+1) - z(lo) with z = R*F NOT symbolically; fails at n = " + ALL_N,
        ),
    ],
    "wz-true": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = 1: nonnegative integer roots >= 0: none; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        ("boundary", True, "boundary terms sum to 0 symbolically; exact check for n in 0..12"),
        ("rhs-nonzero", True, "r(0) = 1 != 0 and r(n+1)/r(n) has no zero or pole at integers >= 0"),
        ("initial-values", True, "sum = right side at n = 0..0 (direct)"),
    ],
    "wz-false-at-0": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = 1: nonnegative integer roots >= 0: none; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        ("boundary", True, "boundary terms sum to 0 symbolically; exact check for n in 0..12"),
        ("rhs-nonzero", True, "r(0) = 3 != 0 and r(n+1)/r(n) has no zero or pole at integers >= 0"),
        ("initial-values", False, "n = 0: sum = 1, right side = 3"),
    ],
    "zeilberger-true": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = n: nonnegative integer roots >= 0: [0]; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        (
            "boundary",
            True,
            "boundary terms sum to 0 symbolically; exact check for n in 0..12; exceptional n = [0]",
        ),
        (
            "rhs-recurrence",
            True,
            "sum_j a_j(n) r(n+j) = 0 for r = 2**(n - 1)*n: every similarity class of r is"
            " annihilated (1: 2**(n - 1)*n) (rational identity)",
        ),
        ("initial-values", True, "sum = right side at n = 0..1 (direct)"),
    ],
    "zeilberger-false-at-1": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = n: nonnegative integer roots >= 0: [0]; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        (
            "boundary",
            True,
            "boundary terms sum to 0 symbolically; exact check for n in 0..12; exceptional n = [0]",
        ),
        (
            "rhs-recurrence",
            True,
            "sum_j a_j(n) r(n+j) = 0 for r = 2**n*n: every similarity class of r is annihilated"
            " (1: 2**n*n) (rational identity)",
        ),
        ("initial-values", False, "n = 1: sum = 1, right side = 2"),
    ],
    "zeilberger-rhs-off-recurrence": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = n: nonnegative integer roots >= 0: [0]; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        (
            "boundary",
            True,
            "boundary terms sum to 0 symbolically; exact check for n in 0..12; exceptional n = [0]",
        ),
        (
            "rhs-recurrence",
            False,
            "2**(n - 1)*n + 1 does not satisfy the recurrence: class 1 of r is not annihilated",
        ),
        ("initial-values", False, "not checked: rhs-recurrence failed"),
    ],
    "inhomogeneous-true": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = n + 2: nonnegative integer roots >= 0: none; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        (
            "boundary",
            True,
            "boundary terms sum to the declared inhomogeneous part 1 symbolically; exact check"
            " for n in 0..12",
        ),
    ],
    "inhomogeneous-wrong-part": [
        ("telescoping-identity", True, TELESCOPING),
        (
            "leading-coefficient",
            True,
            "a_J = n + 2: nonnegative integer roots >= 0: none; k-free poles of R at n = none",
        ),
        ("pointwise", True, POINTWISE),
        (
            "boundary",
            False,
            "boundary sum is not shown to be the declared inhomogeneous part 2 (not zero:"
            " simplifies to 1); exact check for n in 0..12;"
            " nonzero at n = " + ALL_N,
        ),
    ],
    "zero-leading-coefficient": [
        ("telescoping-identity", True, TELESCOPING),
        ("leading-coefficient", False, "the leading coefficient a_J is identically zero"),
        ("pointwise", True, POINTWISE),
        ("boundary", True, "boundary terms sum to 0 symbolically; exact check for n in 0..12"),
    ],
}


# the same first four checks as the true identity; then the undefined value is refused
EXPECTED["zeilberger-right-side-undefined-at-0"] = [
    *EXPECTED["zeilberger-true"][:4],
    (
        "rhs-recurrence",
        True,
        "sum_j a_j(n) r(n+j) = 0 for r = 2**(n - 1)*factorial(n)/factorial(n - 1): every"
        " similarity class of r is annihilated (1: 2**(n - 1)*gamma(n + 1)/gamma(n)) (rational"
        " identity); r's gamma form may differ from its value at n = [0]",
    ),
    (
        "initial-values",
        False,
        "n = 0: 2**(n - 1)*factorial(n)/factorial(n - 1): factorial of negative integer -1",
    ),
]


@pytest.mark.parametrize("name", list(CASES))
def test_checks_pinned(name: str) -> None:
    cert = Certificate.from_dict(CASES[name])
    got = [(x.name, x.passed, x.detail) for x in verify_certificate(cert, recertify=certify)]
    if cert.variable is None:
        # the texts of a sum without variable name no window (they say "n in None..None")
        assert [g[:2] for g in got] == [e[:2] for e in EXPECTED[name]]
    else:
        assert got == EXPECTED[name]


PARAMETER_NAMES = [
    "telescoping-identity",
    "leading-coefficient",
    "pointwise",
    "boundary",
    "rhs-recurrence",
    "initial-values",
]


@pytest.mark.parametrize("name", list(PARAMETER_CASES))
def test_initial_values_for_every_parameter_value(name: str) -> None:
    cert = Certificate.from_dict(PARAMETER_CASES[name])
    got = {x.name: x for x in verify_certificate(cert, recertify=certify)}
    if name == "parameters-true":
        assert list(got) == [*PARAMETER_NAMES, "parameters"]
        assert all(x.passed for x in got.values())
        assert got["initial-values"].detail == (
            "sum = right side at m = 0..0 (direct; parameters by an exact case split)"
        )
    else:
        assert list(got) == PARAMETER_NAMES
        assert [x.passed for x in got.values()] == [True] * 5 + [False]
        assert got["initial-values"].detail.startswith("m = 0: cannot decide ")

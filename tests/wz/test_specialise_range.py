"""A parameter in a summation bound is specialised with the rest of the certificate
(issue 12, item 2; ``Certificate.to_dict`` keeps the bounds under ``range``), and the
verdicts on the specialised certificate are right: true at the pinned value verified, a
mismatched range or a false right side refused."""

from __future__ import annotations

import json

import pytest

from wzprove.wz.certificate import Certificate
from wzprove.wz.exceptional import specialise
from wzprove.wz.verify import verify_certificate

#: sum_{k=0}^{n+r} C(n+r, k) = 2^(n+r), the engine's Zeilberger certificate (a = [-2, 1],
#: R = k / (k - n - r - 1)): with r in the upper limit the generic check stops at n <= 12.
RANGE_R: dict = {
    "format": "wzprove-certificate",
    "version": 1,
    "method": "zeilberger",
    "summand": "binomial(n + r, k)",
    "index": "k",
    "variable": "n",
    "rhs": "2**(n + r)",
    "R": "k/(k - n - r - 1)",
    "recurrence": {"variable": "n", "order": 1, "coefficients": ["-2", "1"]},
    "start": 0,
    "parameters": ["r"],
    "parameter_bounds": {"r": 0},
    "range": {"lower": "0", "upper": "n + r"},
}


def _verdicts(c: Certificate) -> dict[str, bool]:
    return {x.name: x.passed for x in verify_certificate(c)}


def test_parameter_in_the_upper_bound_is_specialised_and_verified() -> None:
    s = specialise(Certificate.from_dict(RANGE_R), {"r": 2})
    assert (s.lower, s.upper, s.summand, s.rhs, s.R) == (
        "0",
        "n + 2",
        "binomial(n + 2, k)",
        "2**(n + 2)",
        "k/(k - n - 3)",
    )
    assert s.parameters == [] and s.parameter_bounds == {}
    assert _verdicts(s) == dict.fromkeys(
        [
            "telescoping-identity",
            "leading-coefficient",
            "pointwise",
            "boundary",
            "rhs-recurrence",
            "initial-values",
        ],
        True,
    )


def _specialised(**change: str) -> Certificate:
    d = json.loads(specialise(Certificate.from_dict(RANGE_R), {"r": 2}).to_json())
    for key, value in change.items():
        if key == "upper":
            d["range"]["upper"] = value
        else:
            d[key] = value
    return Certificate.from_dict(d)


@pytest.mark.parametrize(
    ("change", "failing"),
    [
        # the old bug: the bound kept its parameter (false at r = 0: the sum is
        # 2^(n+2) - n - 3); r in the range is sampled as a parameter now
        ({"upper": "n + r"}, ["pointwise", "boundary", "initial-values"]),
        # the sum of C(n + 2, k) up to n + 1 is 2^(n+2) - 1
        ({"upper": "n + 1"}, ["boundary", "initial-values"]),
        # false at r = 2: 2^(n+2) + 1 does not satisfy S(n+1) = 2 S(n)
        ({"rhs": "2**(n + 2) + 1"}, ["rhs-recurrence", "initial-values"]),
    ],
)
def test_a_false_specialisation_is_refused(change: dict[str, str], failing: list[str]) -> None:
    verdicts = _verdicts(_specialised(**change))
    assert [name for name, ok in verdicts.items() if not ok] == failing

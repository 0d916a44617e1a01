"""Degenerate certificates (issue 12, item 2): the ``telescoping-identity`` check fails with
its reason instead of raising (before: ``NotHypergeometric`` for an undefined or
non-rational ``R``, ``GeneratorsError`` for an index equal to the variable, ``TypeError``
for a WZ pair without right side, and a GMP abort of the whole process for
``R = k**100000``); an identically zero telescoper is refused by the leading coefficient."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from wzprove.wz.certificate import Certificate
from wzprove.wz.errors import InvalidInput
from wzprove.wz.verify import verify_certificate

#: The WZ certificate of sum_k C(n, k) = 2^n as the engine writes it.
BASE: dict[str, Any] = {
    "format": "wzprove-certificate",
    "version": 1,
    "method": "wz",
    "summand": "binomial(n, k)",
    "index": "k",
    "variable": "n",
    "rhs": "2**n",
    "R": "k/(2*k - 2*n - 2)",
    "recurrence": {"variable": "n", "order": 1, "coefficients": ["-1", "1"]},
    "start": 0,
    "parameters": [],
    "range": {"lower": "0", "upper": "n"},
}


def _cert(**change: Any) -> Certificate:
    d = json.loads(json.dumps(BASE))
    d.update(change)
    return Certificate.from_dict(d)


def _rec(*coeffs: str) -> dict[str, Any]:
    return {"variable": "n", "order": len(coeffs) - 1, "coefficients": list(coeffs)}


def test_the_base_certificate_verifies() -> None:
    assert all(c.passed for c in verify_certificate(_cert()))


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"R": "zoo"}, "not checked: R = zoo is undefined"),
        ({"R": "1/(k - k)"}, "not checked: R = zoo is undefined"),
        ({"R": "nan"}, "not checked: R = nan is undefined"),
        ({"R": "sqrt(k)"}, "not checked: R = sqrt(k) is not a rational function (sqrt(k))"),
        ({"R": "2**k"}, "not checked: R = 2**k is not a rational function (2**k)"),
        ({"R": "binomial(n, k)"}, "not checked: R = binomial(n, k) is not a rational function"),
        ({"R": "pi"}, "not checked: NotHypergeometric: pi: not a polynomial in (k, n)"),
        (
            {"R": "k**100000"},
            "not checked: the telescoping identity's degree bound 200006 exceeds the limit 300",
        ),
        (
            {"R": "(k + n)**300/(k + 1)"},
            "not checked: the telescoping identity's degree bound 608 exceeds the limit 300",
        ),
        (
            {"summand": "binomial(1000*n, k)"},
            "not checked: the telescoping identity's degree bound 2008 exceeds the limit 300",
        ),
        (
            {"method": "zeilberger", "recurrence": _rec("-2**n", "1")},
            "not checked: a_0 = -2**n is not a rational function (2**n)",
        ),
        (
            {"method": "zeilberger", "recurrence": _rec("1/0", "1")},
            "not checked: a_0 = zoo is undefined",
        ),
        (
            {"method": "zeilberger", "recurrence": _rec("k", "1")},
            "not checked: the coefficient a_0 = k involves the summation index k",
        ),
        (
            {"method": "zeilberger", "recurrence": _rec()},
            "not checked: the recurrence has no coefficients",
        ),
        # a parameter of R's own is a generator of the ring: the identity is just false
        ({"R": "x"}, "the rational telescoping identity does not hold"),
    ],
)
def test_degenerate_certificates_fail_the_check(change: dict[str, Any], reason: str) -> None:
    t0 = time.monotonic()
    checks = verify_certificate(_cert(**change))
    assert time.monotonic() - t0 < 30
    assert [c.name for c in checks] == ["telescoping-identity"]
    assert not checks[0].passed and checks[0].detail.startswith(reason), checks[0].detail


@pytest.mark.parametrize(
    "change",
    [
        {"R": "0", "method": "zeilberger", "recurrence": _rec("0", "0")},
        {"R": "0", "method": "zeilberger", "recurrence": _rec("0")},
    ],
)
def test_a_zero_telescoper_is_refused(change: dict[str, Any]) -> None:
    # 0 = R(k+1) r - R(k) holds with R = 0, but the recurrence says nothing
    checks = {c.name: c for c in verify_certificate(_cert(**change))}
    assert checks["telescoping-identity"].passed
    lead = checks["leading-coefficient"]
    assert not lead.passed and lead.detail == "the leading coefficient a_J is identically zero"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"rhs": None}, "a WZ certificate needs a right side (the pair is for F / rhs)"),
        ({"index": "n"}, "the summation index n is also the recurrence variable"),
        ({"variable": "k"}, "the summation index k is also the recurrence variable"),
    ],
)
def test_unreadable_certificates_raise_invalid_input(change: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidInput, match=message.replace("(", r"\(").replace(")", r"\)")):
        verify_certificate(_cert(**change))

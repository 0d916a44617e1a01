"""A certificate object for the verifier's kill tests: ``sum_k C(n,k) = 2^n`` with
``R = k/(k - n - 1)``, ``a_0 = -2``, ``a_1 = 1``, changed by keyword."""

from __future__ import annotations

from typing import Any

from wzprove.wz.certificate import Certificate


def cert(**kw: Any) -> Certificate:
    """sum_k C(n,k) = 2^n, R = k/(k - n - 1), a_0 = -2, a_1 = 1; changed by ``kw``."""
    d: dict[str, Any] = {
        "format": "wzprove-certificate",
        "version": 1,
        "index": "k",
        "variable": "n",
        "start": 0,
        "samples": 12,
        "range": {"lower": "0", "upper": "n"},
        "method": "zeilberger",
        "summand": "binomial(n, k)",
        "rhs": "2**n",
        "R": "k/(k - n - 1)",
        "recurrence": {"variable": "n", "order": 1, "coefficients": ["-2", "1"]},
    }
    d.update(kw)
    return Certificate.from_dict(d)

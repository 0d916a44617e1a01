"""New true identities with certificates: random hypergeometric sums the engine certifies.

A summand is drawn from a small grammar of hypergeometric terms (A = B, ch. 3):

    F(n, k) = s^k * prod_i C(a_i n + b_i k + c_i, e_i k + f_i)

with one or two binomials, ``a in {0,1,2}``, ``b in {0,1}``, ``c, f in {0,1}``, ``e in {1,2}``
(the top involves ``n`` or ``k``), and ``s in {1, 2, 3, -1, -2}``. Every argument is a
natural number for ``n, k >= 0``, so Lean's ``Nat.choose`` means the same as sympy's
``binomial`` there. The sum ``S(n) = sum_{k=0}^{n} F(n, k)`` is kept when
:func:`wzprove.wz.certify.certify` (``rhs=None``: the minimal recurrence, Zeilberger's
algorithm, A = B ch. 6) returns ``certified`` — a recurrence ``sum_j a_j(n) S(n+j) = 0``
checked exactly, with its certificate — and the identity is "S satisfies this recurrence
with these initial values".

Duplicates are removed by a normal form: the summand's exact values on the triangle
``0 <= k <= n <= 6`` (two summands with the same values there are treated as the same
term; the grammar's terms are determined by far fewer values).

    >>> n, k = sympy.symbols("n k", integer=True, nonnegative=True)
    >>> normal_form(sympy.binomial(n, k)) == normal_form(sympy.binomial(n, n - k))
    True
    >>> sample_summand(random.Random(5)) == sample_summand(random.Random(5))
    True
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field
from typing import Any

import sympy
from sympy import Expr

from wzprove.bootstrap.records import provenance, stable_id

N, K = sympy.symbols("n k", integer=True, nonnegative=True)
GRID = 6


def _binomial(rng: random.Random) -> Expr:
    while True:
        a, b, c = rng.choice([0, 1, 1, 2]), rng.choice([0, 1]), rng.choice([0, 0, 1])
        e, f = rng.choice([1, 1, 2]), rng.choice([0, 0, 1])
        top, bottom = a * N + b * K + c, e * K + f
        if top.has(N) or top.has(K):
            return sympy.binomial(top, bottom)


def sample_summand(rng: random.Random) -> Expr:
    """One summand ``F(n, k)`` of the grammar in the module docstring."""
    factors = [_binomial(rng) for _ in range(rng.choice([1, 1, 2]))]
    s = rng.choice([1, 1, 2, 3, -1, -2])
    term = sympy.Mul(*factors)
    return term * sympy.Integer(s) ** K if s != 1 else term


def render(F: Expr) -> str:
    """``str`` of a summand (sympy's printer; stable for the grammar's terms)."""
    return str(F)


def values(F: Expr, size: int = GRID) -> tuple[sympy.Rational, ...]:
    """Exact values ``F(n, k)`` for ``0 <= k <= n <= size``, row by row."""
    return tuple(
        sympy.nsimplify(F.subs({N: nv, K: kv})) for nv in range(size + 1) for kv in range(nv + 1)
    )


def normal_form(F: Expr) -> str:
    """The dedup key of a summand: a hash of its values on the triangle (see module docs)."""
    return stable_id(*(str(v) for v in values(F)))


@dataclass
class IdentityRecord:
    """A generated identity ``S(n) = sum_{k=0}^{n} F(n,k)`` satisfies ``recurrence``.

    Attributes:
        id: the normal form of the summand.
        summand: ``F`` as text (sympy syntax).
        recurrence: ``[a_0(n), ..., a_J(n)]`` as text, ``sum_j a_j(n) S(n+j) = 0`` for
            ``n >= start``.
        start: the least ``n`` the recurrence is claimed for (the certificate's ``start``).
        initial: ``S(start), ..., S(start+J-1)`` (exact, as strings), by direct evaluation.
        certificate: the engine's versioned certificate object.
        seconds: the engine's time.
        provenance: generator, seed, engine version, time.
    """

    id: str
    summand: str
    recurrence: list[str]
    start: int
    initial: list[str]
    certificate: dict[str, Any]
    seconds: float = 0.0
    provenance: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary."""
        return asdict(self)


def certify_summand(F: Expr, timeout: float = 10.0, max_order: int = 2) -> Any:
    """The engine's answer for ``sum_{k=0}^{n} F`` with no right side (a recurrence).

    Returns the :class:`wzprove.wz.certify.CertifyResult` (status ``certified`` when a
    recurrence was found and checked).
    """
    from wzprove.wz.certify import certify

    return certify(sympy.Sum(F, (K, 0, N)), None, timeout=timeout, max_order=max_order)


def generate_identities(
    count: int,
    seed: int = 0,
    timeout: float = 10.0,
    max_order: int = 2,
    max_tries: int | None = None,
    stats: dict[str, int] | None = None,
) -> list[IdentityRecord]:
    """Up to ``count`` distinct certified identities from the grammar.

    Args:
        count: how many to return.
        seed: the generator's seed (the same seed gives the same list).
        timeout: the engine's seconds per summand.
        max_order: the largest recurrence order asked for.
        max_tries: summands drawn at most (default ``20 * count``).
        stats: if given, counts are added under ``drawn``, ``duplicate``, ``degenerate``,
            ``not-certified`` and ``engine-error`` (an exception escaped the engine; the
            summand is skipped, not retried).
    Returns:
        the identities, in the order found; fewer than ``count`` when the tries run out.
    """
    rng = random.Random(seed)
    seen: set[str] = set()
    out: list[IdentityRecord] = []
    counts = stats if stats is not None else {}
    tries = max_tries if max_tries is not None else 20 * count
    for _ in range(tries):
        if len(out) >= count:
            break
        F = sample_summand(rng)
        counts["drawn"] = counts.get("drawn", 0) + 1
        key = normal_form(F)
        if key in seen:
            counts["duplicate"] = counts.get("duplicate", 0) + 1
            continue
        seen.add(key)
        if sum(1 for v in values(F) if v != 0) <= 2 * (GRID + 1):
            # (almost) zero: at most two nonzero terms per row (e.g. C(k + 1, 2k))
            counts["degenerate"] = counts.get("degenerate", 0) + 1
            continue
        t0 = time.monotonic()
        try:
            res = certify_summand(F, timeout, max_order)
        except Exception:  # noqa: BLE001 - an engine bug must not stop the generator
            counts["engine-error"] = counts.get("engine-error", 0) + 1
            continue
        if res.status != "certified" or res.certificate is None or res.recurrence is None:
            counts["not-certified"] = counts.get("not-certified", 0) + 1
            continue
        if str(getattr(res.recurrence, "inhomogeneous", "0") or "0") != "0":
            # the record format states homogeneous recurrences only
            counts["inhomogeneous"] = counts.get("inhomogeneous", 0) + 1
            continue
        order = res.recurrence.order
        start = int(res.certificate.start)
        initial = [
            str(sum(sympy.nsimplify(F.subs({N: m, K: j})) for j in range(m + 1)))
            for m in range(start, start + order)
        ]
        out.append(
            IdentityRecord(
                id=key,
                summand=render(F),
                recurrence=list(res.recurrence.coefficients),
                start=start,
                initial=initial,
                certificate=res.certificate.to_dict(),
                seconds=round(time.monotonic() - t0, 3),
                provenance=provenance("identity-grammar", seed, engine=res.method),
            )
        )
    return out

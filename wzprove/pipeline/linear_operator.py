"""Several sums without closed forms: one recurrence operator annihilates their combination.

For ``D(n) = c_m · S_m(n) + Σ_i c_i(n) · S_i(n) + r(n)`` (the statement ``D = 0``, read by
:mod:`wzprove.model.linear`) where the engine certifies for each sum a recurrence valid for
``n ≥ start``: ``L S_m = h_m`` for the main sum (the one of highest order ``J``,
``L = Σ_j l_j(n) E^j``), and for the others either ``L`` itself (``L S_i = h_i``: then
``L (c_i S_i) = c_i h_i`` for ``c_i`` free of ``n``; Gould 1.11) or a first-order
``a₁(n) S_i(n+1) + a₀(n) S_i(n) = h_i(n)`` (harmonic-like sums: ``Σ (-1)^(k+1) C(n,k)/k``,
``Σ x^k/k``).  Each first-order
recurrence gives ``S_i(n + j) = P_j(n) S_i(n) + Q_j(n)`` with

    P₀ = 1, Q₀ = 0,  P_{j+1} = −a₀(n+j) P_j / a₁(n+j),  Q_{j+1} = (h_i(n+j) − a₀(n+j) Q_j) / a₁(n+j)

(``a₁`` has no integer root from ``start`` on, so the divisions are exact there).  Then

    L D = c_m h_m + Σ_i [ (Σ_j l_j c_i(n+j) P_j) S_i(n) + Σ_j l_j c_i(n+j) Q_j ] + Σ_j l_j r(n+j),

and ``D`` vanishes identically when (exact checks) every ``Σ_j l_j c_i(n+j) P_j`` is 0, the
rest of ``L D`` is 0, ``c_m`` is free of ``n``, and ``D(n₀) = 0`` for ``n₀`` from ``start``
past the last integer root of ``l_J`` and the engine's exceptional ``n`` (each ``D(n₀)`` a
finite sum, evaluated symbolically in the parameters and simplified to 0): induction on ``n``
with ``D(n + J) = −Σ_{j<J} l_j D(n + j) / l_J``.  This is the operator-annihilation argument
of A = B, §4.4 (closure of holonomic sequences under addition) specialised to one operator
and first-order companions.
"""

from __future__ import annotations

from typing import Any

import sympy

from wzprove.model.linear import Group, never_zero
from wzprove.wz.zerotest import non_integer_power, zero_decision


class OperatorRefused(Exception):
    """The combination is not annihilated this way; ``str`` says why."""


def _zero(e: sympy.Expr) -> bool:
    """``e == 0``, by the sound zero test (:mod:`wzprove.wz.zerotest`): integer exponents
    only, no forced power merging; exponents are expanded first (``2^(n+1) = 2 · 2^n``)."""
    e = sympy.together(sympy.expand(e))
    if e == 0:
        return True
    if non_integer_power(e) is not None:
        return False
    return zero_decision(sympy.expand_power_exp(sympy.numer(e)))[0]


def _int_roots(p: sympy.Expr, n: sympy.Symbol) -> list[int]:
    poly = sympy.Poly(sympy.expand(p), n)
    return [int(r) for r in sympy.roots(poly, filter="Z")]


def _same_operator(g: Group, rec: Any, ell: list[sympy.Expr], n: sympy.Symbol, parse):
    """``c · h`` where the sum of ``g`` (factor ``c`` free of ``n``) has the main operator
    itself as its certified recurrence ``L S = h`` (then ``L (c S) = c h``), else None."""
    coeffs = [parse(x) for x in rec.recurrence.coefficients]
    c = g.shifts[0]
    if len(coeffs) != len(ell) or n in c.free_symbols:
        return None
    if not all(_zero(a - b) for a, b in zip(coeffs, ell, strict=True)):
        return None
    return c * parse(rec.recurrence.inhomogeneous)


def annihilate(
    main: tuple[Group, Any],
    others: list[tuple[Group, Any]],
    rest: sympy.Expr,
    n: sympy.Symbol,
    start: int,
    parse,
) -> dict[str, Any]:
    """Certify ``D = 0`` (module docstring); ``main`` and ``others`` pair each group with
    the engine's certified recurrence result; ``parse`` reads the engine's strings.  Returns
    the record; raises :class:`OperatorRefused`."""
    from wzprove.wz.verify import exceptional_ns

    g_m, rec_m = main
    c_m = g_m.shifts[0]
    if n in c_m.free_symbols:
        raise OperatorRefused(f"the factor {c_m} of the main sum depends on {n}")
    ell = [parse(c) for c in rec_m.recurrence.coefficients]
    J = len(ell) - 1
    if ell[J].free_symbols - {n}:
        raise OperatorRefused(f"the leading coefficient {ell[J]} has parameters")
    total = c_m * parse(rec_m.recurrence.inhomogeneous)
    total += sum((ell[j] * rest.subs(n, n + j) for j in range(J + 1)), sympy.Integer(0))
    last = start + J - 1
    last = max([last] + [r + J for r in _int_roots(ell[J], n) if r >= start])
    last = max([last] + [e + J for e in exceptional_ns(rec_m.certificate)])
    rows = []
    for g, rec in others:
        same = _same_operator(g, rec, ell, n, parse)
        if same is not None:
            total += same
            last = max([last] + [e + J for e in exceptional_ns(rec.certificate)])
            rows.append(
                {"sum": str(g.base), "recurrence": rec.recurrence.coefficients, "same": True}
            )
            continue
        if rec.recurrence.order != 1:
            raise OperatorRefused(f"{g.base}: its recurrence has order {rec.recurrence.order}")
        a0, a1 = (parse(c) for c in rec.recurrence.coefficients)
        h = parse(rec.recurrence.inhomogeneous)
        if not never_zero(a1, {n: start}):
            raise OperatorRefused(f"{g.base}: the leading coefficient {a1} may vanish")
        c = g.shifts[0]
        P, Q = sympy.Integer(1), sympy.Integer(0)
        alpha, beta = sympy.Integer(0), sympy.Integer(0)
        for j in range(J + 1):
            w = ell[j] * c.subs(n, n + j)
            alpha += w * P
            beta += w * Q
            a0j, a1j, hj = (x.subs(n, n + j) for x in (a0, a1, h))
            P, Q = sympy.cancel(-a0j * P / a1j), sympy.cancel((hj - a0j * Q) / a1j)
        if not _zero(alpha):
            raise OperatorRefused(f"the main operator does not annihilate {g.base}'s part")
        total += beta
        last = max([last] + [e + J for e in exceptional_ns(rec.certificate)])
        rows.append({"sum": str(g.base), "recurrence": rec.recurrence.coefficients})
    if not _zero(total):
        raise OperatorRefused(f"the operator applied to the statement leaves {total}")
    groups = [main, *others]
    for n0 in range(start, last + 1):
        value = rest.subs(n, n0)
        for g, _ in groups:
            value += g.shifts[0].subs(n, n0) * g.base.subs(n, n0).doit()
        if not _zero(value):
            raise OperatorRefused(f"the statement fails at {n} = {n0}: difference {value}")
    return {
        "operator": rec_m.recurrence.coefficients,
        "main": str(g_m.base),
        "first_order": rows,
        "initial_values": [start, last],
    }

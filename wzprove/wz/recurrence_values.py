"""The independent check of a claimed recurrence by direct evaluation of the sum.

:func:`recurrence_values_check` evaluates the sum exactly, under Lean's semantics, at the first
values of the recurrence variable and tests ``sum_j a_j(n) S(n+j) = b(n)`` there: the
symbolic checks of :mod:`wzprove.wz.verify` prove the recurrence past the exceptional points
of the boundary terms, and this check finds where it starts to hold.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import sympy
from sympy import Symbol

from .certificate import Certificate, Check
from .errors import NotHypergeometric
from .polyring import PolyRing


def recurrence_values_check(cert: Certificate, extra: int = 4) -> Check:
    """Independent check of the claimed recurrence at small ``n``: the sum is evaluated
    directly (exact arithmetic) for ``n = start .. start + samples + J + extra`` and
    ``sum_j a_j(n) S(n+j) = b(n)`` is tested at each ``n`` (at two values of each parameter).

    The symbolic checks prove the recurrence for ``n`` past the exceptional points of the
    boundary terms; at those points (``sum_k (-1)^k C(n,k)`` is 1 at ``n = 0``, not 0) it can
    fail.  Where it fails only below some ``n1``, the claim is moved to start at ``n1`` (the
    identity's values below are covered by direct evaluation); where it fails at the last
    ``n`` checked, the check fails."""
    from wzprove.model.identity import ModelError, from_sympy
    from wzprove.model.identity import evaluate as lean_evaluate

    from .certificate import parse_expr

    rec = cert.recurrence
    assert rec is not None
    table: dict[str, Symbol] = {}
    n = sympy.Symbol(cert.variable, integer=True, nonnegative=True)
    k = sympy.Symbol(cert.index, integer=True)
    table[n.name], table[k.name] = n, k
    params = [sympy.Symbol(p, integer=True, nonnegative=True) for p in cert.parameters]
    table.update({p.name: p for p in params})
    F = parse_expr(cert.summand, table, constants=True)
    lo = parse_expr(cert.lower, table, constants=True)
    hi = parse_expr(cert.upper, table, constants=True)
    coeffs = [parse_expr(c, table, constants=True) for c in rec.coefficients]
    b = parse_expr(getattr(rec, "inhomogeneous", "0") or "0", table, constants=True)
    J = len(coeffs) - 1
    top = cert.start + cert.samples + extra
    choices = [{p: cert.parameter_bounds.get(p.name, 0) + d for p in params} for d in (0, 2)] or [
        {}
    ]
    failing: list[int] = []
    for point in choices:
        values: dict[int, Fraction] = {}
        # the summand is evaluated term by term with every variable bound at once (x = 0
        # substituted first would leave 0**k * 0**(-k) = zoo in the symbolic summand)
        types = {k.name: "ℤ", **{p.name: "ℤ" for p in params}}
        try:
            total = from_sympy(sympy.Sum(F, (k, lo, hi)), types)
        except (ModelError, ValueError, TypeError) as err:
            return Check("recurrence-values", False, f"cannot read the sum: {err}")
        for m in range(cert.start, top + J + 1):
            try:
                env = {**point, n: m}
                values[m] = Fraction(lean_evaluate(total, {s.name: v for s, v in env.items()}))
            except (ModelError, ValueError, TypeError, ZeroDivisionError) as err:
                return Check(
                    "recurrence-values",
                    False,
                    f"cannot evaluate the sum at {cert.variable} = {m}: {err}",
                )
        value_of = [_values_of(c, (n, *params)) for c in coeffs]
        for m in range(cert.start, top + 1):
            env = {**point, n: m}
            try:
                lhs = sum(value_of[j](env) * values[m + j] for j in range(J + 1))
                rhs = _rational_value(b, env)
            except (TypeError, ValueError, ZeroDivisionError):
                failing.append(m)
                continue
            if lhs != rhs:
                failing.append(m)
    if not failing:
        return Check(
            "recurrence-values",
            True,
            f"recurrence verified by direct evaluation "
            f"of the sum at {cert.variable} = {cert.start}..{top}",
        )
    last = max(failing)
    if last >= top:
        return Check(
            "recurrence-values",
            False,
            f"the recurrence fails at {cert.variable} = {sorted(set(failing))}",
        )
    old = cert.start
    cert.start = last + 1
    return Check(
        "recurrence-values",
        True,
        f"the recurrence fails at {cert.variable} = "
        f"{sorted(set(failing))} (boundary terms there): claimed from "
        f"{cert.variable} = {cert.start} on (was {old}), verified directly at "
        f"{cert.start}..{top}",
    )


def _values_of(e: sympy.Expr, syms: tuple[Symbol, ...]) -> Callable[[dict], Fraction]:
    """A function giving :func:`_rational_value` of ``e`` at an integer point of ``syms``:
    on flint where ``e`` is a polynomial in ``syms`` with rational coefficients (a
    recurrence coefficient ``a_j(n)``), else :func:`_rational_value` itself.

    >>> n = Symbol("n")
    >>> _values_of(n**2 / 2 - 3, (n,))({n: 5}), _values_of(1 / n, (n,))({n: 4})
    (Fraction(19, 2), Fraction(1, 4))
    """
    try:
        p, d = PolyRing(syms).from_product(e)
    except NotHypergeometric:
        return lambda env: _rational_value(e, env)
    return lambda env: Fraction(int(p(*[int(env[x]) for x in syms])), d)


def _rational_value(e: sympy.Expr, env: dict) -> Fraction:
    """The exact rational value of ``e`` at ``env`` (every free symbol an integer), with the
    numbers put in place by ``xreplace`` (what ``subs`` gives when every symbol maps to a
    number, without its rewriting machinery: issue 17) or else by ``subs``; ``ValueError``
    where it is not a rational number (a pole, ``zoo``; an irrational or inexact value).

    Never ``nsimplify``: it rounds, and turned the value ``-1 + 1/11!`` of the inhomogeneous
    part of ``sum_k k/(k+1)!`` into ``-1`` (a false failure of the check).

    >>> n = Symbol("n")
    >>> _rational_value((n + 1) / 3, {n: 4}), _rational_value(n**2 - 1, {n: -2})
    (Fraction(5, 3), Fraction(3, 1))
    >>> _rational_value(-1 + 1 / sympy.factorial(n + 1), {n: 10})
    Fraction(-39916799, 39916800)
    """
    v = e.xreplace({s: sympy.Integer(x) for s, x in env.items()})
    if not v.is_Rational:
        v = e.subs(env)
    if not v.is_Rational:
        raise ValueError(f"{e} at {env}: {v} is not a rational number")
    return Fraction(int(v.p), int(v.q))


def cert_no_rhs(cert: Certificate) -> Certificate:
    """A copy of ``cert`` without its right side (recurrence-only checks)."""
    d = cert.to_dict()
    d["rhs"] = None
    return Certificate.from_dict(d)

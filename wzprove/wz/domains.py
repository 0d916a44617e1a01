"""The values a parameter of a certificate may take, and where a polynomial condition in
one parameter holds there (issue 12, item 2).

A Lean binder ``(m : ℤ)``, ``(x : ℚ)`` or ``(x : ℝ)`` with the hypotheses' lower bound
(:func:`wzprove.model.reading.domains`) is recorded in the certificate's
``parameter_domains``; a parameter not listed there is a natural number at or above its
``parameter_bounds`` entry.  :mod:`wzprove.wz.exceptional` finds the exceptional values of
each parameter in its domain: the roots of a condition in one parameter alone exactly
(:func:`roots`: rational roots from the factorisation over ℚ, Sturm's count of real roots
of the other factors for ``ℝ``), the others by sign and parity arguments.  The engine's
generic argument covers a ``ℚ``/``ℝ`` parameter only where it occurs rationally
(:func:`placement`).

>>> x = sympy.Symbol("x", integer=True)
>>> roots(sympy.expand((2 * x + 1) * (x - 3) * (x**2 - 2)), x, Domain("ℚ", None))
[{x: Fraction(-1, 2)}, {x: 3}]
>>> roots(2 * x + 1, x, Domain("ℤ", None)) is None
True
>>> roots(x**2 - 2, x, Domain("ℝ", 0))
Traceback (most recent call last):
...
wzprove.wz.domains.Refuse: x**2 - 2 = 0 at an irrational real x
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import sympy
from sympy import Expr, Symbol

from .certificate import Certificate


class Refuse(Exception):
    """An exceptional set that cannot be bounded (the ``parameters`` check fails with it)."""


@dataclass(frozen=True)
class Domain:
    """The values a parameter may take: ``field`` ``ℕ`` or ``ℤ`` (integers), ``ℚ`` or ``ℝ``,
    each ``>= lower`` (``None``: no lower bound; a ``(m : ℤ)`` with no hypothesis); or
    ``generic``: a ℚ/ℝ variable in which the statement is a polynomial, proved at the values
    transcendental over the other parameters only (:mod:`wzprove.model.poly_params`)."""

    field: str
    lower: int | None
    strict: bool = False

    def allows(self, v: int | Fraction) -> bool:
        """Whether the value ``v`` respects the lower bound."""
        if self.lower is None:
            return True
        return v > self.lower if self.strict else v >= self.lower

    @property
    def integer(self) -> bool:
        """Whether only integer values are allowed."""
        return self.field in ("ℕ", "ℤ")


def domains(cert: Certificate) -> dict[str, Domain]:
    """The domain of each parameter of ``cert``: its ``parameter_domains`` entry, else the
    integers from its ``parameter_bounds`` entry (0 when none)."""
    out = {}
    for p in cert.parameters:
        got = cert.parameter_domains.get(p)
        if got is None:
            out[p] = Domain("ℕ", int(cert.parameter_bounds.get(p, 0)))
        else:
            field, lower, *strict = got
            low = None if lower is None else int(lower)
            out[p] = Domain(str(field), low, bool(strict and strict[0]))
    return out


def domain_text(doms: Mapping[str, Domain]) -> str:
    """``"; m: ℤ (every integer), x: ℚ, x >= 0"`` for the parameters that are not ``ℕ``."""
    parts = [
        f"{p}: {d.field}"
        + (
            " (a polynomial in it: proved at transcendental values)"
            if d.field == "generic"
            else " (no lower bound)"
            if d.lower is None
            else f", {p} {'>' if d.strict else '>='} {d.lower}"
        )
        for p, d in doms.items()
        if d.field != "ℕ"
    ]
    return "; domains " + ", ".join(parts) if parts else ""


_FUNCTIONS = (
    sympy.factorial,
    sympy.gamma,
    sympy.binomial,
    sympy.RisingFactorial,
    sympy.FallingFactorial,
)


def _generic_placement(e: Expr, p: Symbol) -> str | None:
    """Why ``p`` (a ``generic`` parameter: the statement is a polynomial in it, proved for
    ``p`` transcendental over the other parameters, :mod:`wzprove.model.poly_params`) sits
    where that argument does not hold, else None: an exponent, or a function argument in
    which ``p``'s coefficient is not a nonzero rational number (``c·p + …`` with such a ``c``
    is never an integer at a transcendental ``p``: no pole of a gamma form is hit)."""
    for sub in sympy.preorder_traversal(e):
        if not sub.has(p) or sub.is_Atom:
            continue
        if sub.is_Pow and sub.exp.has(p):
            return f"{p} in the exponent of {sub}"
        if isinstance(sub, _FUNCTIONS):
            for a in sub.args:
                c = sympy.expand(a).coeff(p, 1)
                if a.has(p) and not (c.is_Rational and c != 0 and not (a - c * p).has(p)):
                    return f"{p} inside {sub} (not c·{p} + … with a rational c ≠ 0)"
        elif not (sub.is_Add or sub.is_Mul or sub.is_Pow):
            return f"{p} inside {sub}"
    return None


def placement(e: Expr, p: Symbol, field: str) -> str | None:
    """Why ``p`` (a ``ℤ``/``ℚ``/``ℝ`` parameter) sits where the generic argument does not
    cover all its values, else None: inside a factorial, binomial or gamma (their
    integer-argument poles are the ``ℕ`` reading's), or, for ``ℚ``/``ℝ``, in an exponent or
    any other function (the verifier reads ``p`` as an integer symbol: only rational
    functions of ``p`` mean the same for every rational value); a ``generic`` parameter:
    :func:`_generic_placement`."""
    if field == "generic":
        return _generic_placement(e, p)
    for sub in sympy.preorder_traversal(e):
        if not sub.has(p) or sub.is_Atom:
            continue
        if isinstance(sub, _FUNCTIONS) and any(a.has(p) for a in sub.args):
            return f"{p} inside {sub}"
        if field in ("ℚ", "ℝ"):
            if sub.is_Pow and sub.exp.has(p):
                return f"{p} in the exponent of {sub}"
            if not (sub.is_Add or sub.is_Mul or sub.is_Pow):
                return f"{p} inside {sub}"
    return None


def plain(v: int | Fraction) -> int | Fraction:
    """An integral :class:`Fraction` as an ``int`` (the pins of integer parameters)."""
    return int(v) if isinstance(v, Fraction) and v.denominator == 1 else v


def roots(expr: Expr, p: Symbol, dom: Domain, source: str = "") -> list[dict[Symbol, Any]] | None:
    """The values of ``p`` in ``dom`` where the polynomial ``expr`` (in ``p`` alone)
    vanishes, exactly (rational roots from the factorisation over ℚ; an irreducible factor of
    degree >= 2 has no rational root, and for ``ℝ`` it is refused when it has a real
    root); None: none."""
    found: list[Fraction] = []
    _, factors = sympy.factor_list(sympy.Poly(expr, p, domain="QQ"))
    for f, _mult in factors:
        if f.degree() == 1:
            a, b = f.all_coeffs()
            r = Fraction(int((-b / a).p), int((-b / a).q))
            if dom.integer and r.denominator != 1:
                continue
            found.append(r)
        elif dom.field == "ℝ" and f.count_roots() > 0:
            raise Refuse(f"{source}{f.as_expr()} = 0 at an irrational real {p}")
    found = [r for r in found if dom.allows(r)]
    return [{p: plain(r)} for r in sorted(set(found))] or None


def generic_condition(
    expr: Expr, kind: str, p: Symbol, params: list[Symbol], source: str = ""
) -> Expr | None:
    """Where the condition ``expr <= -1`` (``kind`` ``neg``) or ``expr = 0`` (``zero``) may
    hold at a ``generic`` parameter ``p`` (transcendental over the other parameters,
    :mod:`wzprove.model.poly_params`): None where it never does, else a polynomial in the
    other parameters that vanishes wherever it holds (the caller's condition on them).

    ``expr <= -1`` holds only at integer values of ``expr`` (a pole of a gamma form), never
    when ``expr = c·p + …`` with a rational ``c ≠ 0`` (:func:`placement` demands that form).
    ``expr = 0`` holds only where every coefficient of ``expr`` as a polynomial in ``p``
    vanishes: never when one is a nonzero number, else only where the leading one does; a
    leading coefficient without other parameters is refused (the verifier's checks in ``n``
    and ``k`` do not know the condition).

    >>> z, x, n = sympy.symbols("z x n", integer=True)
    >>> generic_condition(z - n, "zero", z, [z, x]) is None
    True
    >>> generic_condition(x * z + n, "zero", z, [z, x])
    x
    >>> generic_condition(z - 2 * n - 1, "neg", z, [z]) is None
    True
    """
    e = sympy.expand(expr)
    if kind == "neg":
        c = e.coeff(p, 1)
        if c.is_Rational and c != 0 and not (e - c * p).has(p):
            return None
        raise Refuse(f"{source}{expr} <= -1 with {p} not as c·{p} + …")
    try:
        coeffs = sympy.Poly(e, p).all_coeffs()
    except sympy.PolynomialError as exc:
        raise Refuse(f"{source}{expr} is not a polynomial in {p}") from exc
    if any(x.is_number and x != 0 for x in coeffs):
        return None
    lead = coeffs[0]
    if not any(lead.has(q) for q in params if q != p):
        raise Refuse(f"{source}{expr} = 0 where {lead} = 0 (not handled)")
    return lead

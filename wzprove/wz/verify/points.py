"""Exact values at integer points on ``Fraction`` and flint, for the verifier's concrete checks:
the certificate's ``R`` (numerator and denominator as integer polynomials), the gamma factors,
powers and constant of a term in gamma form, and the lowest term in ``eps`` of a polynomial on
a line ``k = K(n) + eps`` (A = B, ch. 7: the limits ``eps -> 0`` of the WZ proof).

Each function computes exactly what the sympy expressions of :mod:`~wzprove.wz.verify.values`
give at the same point, without building sympy objects per point (issue 17: the per-point
values were most of ``certify``'s time); where a value leaves the rationals (``Gamma(1/2)``,
a non-rational constant, a zero base under a negative power) they answer None and the caller
computes it in sympy as before.
"""

from __future__ import annotations

import math
from fractions import Fraction

import sympy
from sympy import Expr, Symbol

from wzprove.wz.errors import NotHypergeometric, Undefined
from wzprove.wz.hypergeometric import HyperTerm
from wzprove.wz.polyring import PolyRing

# ---------------------------------------------------------------- R at integer points

_R_POLYS: dict = {}


def r_polys(Rnum: Expr, Rden: Expr, syms: tuple[Symbol, ...]):
    """``(pn, dn, pd, dd)``: ``Rnum = pn / dn`` and ``Rden = pd / dd`` with ``pn``, ``pd``
    integer polynomials on flint in ``syms`` and ``dn``, ``dd`` positive integers; None when
    either is not a polynomial with rational coefficients in ``syms`` (then the caller
    evaluates the expressions).  Memoised on ``(Rnum, Rden, syms)``.

    >>> k, n = sympy.symbols("k n")
    >>> pn, dn, pd, dd = r_polys(k**2 / 2, n + 1, (k, n))
    >>> Fraction(int(pn(3, 5)), dn), Fraction(int(pd(3, 5)), dd)
    (Fraction(9, 2), Fraction(6, 1))
    >>> r_polys(sympy.pi * k, n, (k, n)) is None
    True
    """
    key = (Rnum, Rden, syms)
    if key not in _R_POLYS:
        out = None
        if (Rnum.free_symbols | Rden.free_symbols) <= set(syms):
            ring = PolyRing(syms)
            try:
                pn, dn = ring.from_product(Rnum)  # factor by factor: no sympy expansion
                pd, dd = ring.from_product(Rden)
                out = (pn, dn, pd, dd)
            except NotHypergeometric:
                out = None
        if len(_R_POLYS) > 256:
            _R_POLYS.clear()
        _R_POLYS[key] = out
    return _R_POLYS[key]


def int_point(syms: tuple[Symbol, ...], env: dict) -> list[int] | None:
    """The integer values of ``syms`` in ``env``, or None if one is missing or not an
    integer.

    >>> k, n = sympy.symbols("k n")
    >>> int_point((k, n), {k: 3, n: Fraction(4)}), int_point((k, n), {k: Fraction(1, 2), n: 1})
    ([3, 4], None)
    """
    out = []
    for x in syms:
        v = _rational(env.get(x))
        if v is None or v.denominator != 1:
            return None
        out.append(v.numerator)
    return out


def _rational(v) -> Fraction | None:
    """``v`` (int, Fraction or sympy number) as a Fraction; None if it is not rational."""
    if isinstance(v, bool):
        return None
    if isinstance(v, int | Fraction):
        return Fraction(v)
    if isinstance(v, sympy.Basic) and v.is_Rational:
        return Fraction(int(v.p), int(v.q))
    return None


# ---------------------------------------------------------------- gamma form at a point

_LINEAR: dict = {}


def _linear(e: Expr) -> tuple[Fraction, dict[Symbol, Fraction]] | None:
    """``e = c + sum a_x x`` with rational ``c`` and ``a_x``: ``(c, {x: a_x})``; None if
    ``e`` is not of that form.  Memoised."""
    if e not in _LINEAR:
        out = None
        a = sympy.expand(e)
        syms = sorted(a.free_symbols, key=str)
        try:
            P = sympy.Poly(a, *syms) if syms else None
        except sympy.PolynomialError:
            P = None
        if not syms and a.is_Rational:
            out = (Fraction(int(a.p), int(a.q)), {})
        elif P is not None and P.total_degree() <= 1:
            coeffs = [P.coeff_monomial(x) for x in syms] + [P.coeff_monomial(1)]
            if all(c.is_Rational for c in coeffs):
                const = Fraction(int(coeffs[-1].p), int(coeffs[-1].q))
                out = (
                    const,
                    {
                        x: Fraction(int(c.p), int(c.q))
                        for x, c in zip(syms, coeffs[:-1], strict=True)
                    },
                )
        if len(_LINEAR) > 1024:
            _LINEAR.clear()
        _LINEAR[e] = out
    return _LINEAR[e]


def _at(lin: tuple[Fraction, dict[Symbol, Fraction]], point: dict) -> Fraction | None:
    const, coeffs = lin
    out = const
    for x, a in coeffs.items():
        v = _rational(point.get(x))
        if v is None:
            return None
        out += a * v
    return out


#: What :func:`gamma_part` answers where ``R*F`` is exactly 0 at every ``eps``.
ZERO = "zero"


def gamma_part(term: HyperTerm, k: Symbol, point: dict):
    """The gamma factors, powers and constant of ``term`` at ``k + eps`` near the integer
    ``point``, as ``(order, value)``: ``value * eps^order`` is their leading term, on
    Fractions (A = B, §5.2: ``Gamma(-m + beta eps) ~ (-1)^m / (m! beta eps)``).  Returns
    :data:`ZERO` where a reciprocal gamma factor is at a pole that ``eps`` does not move (the
    term is exactly 0) and None where a value is not rational (then the caller computes in
    sympy); raises :class:`Undefined` where a gamma factor has a pole ``eps`` does not move.

    >>> from wzprove.wz.hypergeometric import parse_term
    >>> n, k = sympy.symbols("n k", integer=True)
    >>> t = parse_term(sympy.binomial(n, k) * 2**k, (n, k))
    >>> gamma_part(t, k, {n: 4, k: 1}), gamma_part(t, k, {n: 4, k: 5})
    ((0, Fraction(8, 1)), (1, Fraction(-32, 5)))
    """
    order = 0
    val = Fraction(1)
    for arg, e in term.gammas:
        lin = _linear(arg)
        a0 = _at(lin, point) if lin is not None else None
        if a0 is None or a0.denominator != 1:
            return None
        beta = lin[1].get(k, Fraction(0))
        e = int(e)
        if a0 <= 0:
            if beta == 0:
                if e < 0:
                    return ZERO
                raise Undefined(f"gamma({arg}) has a pole at {point}")
            m = -a0.numerator
            val *= (Fraction((-1) ** m) / (math.factorial(m) * beta)) ** e
            order -= e
        else:
            val *= Fraction(math.factorial(a0.numerator - 1)) ** e
    for base, ex in term.powers:
        lin_b, lin_x = _linear(base), _linear(ex)
        b = _at(lin_b, point) if lin_b is not None else None
        x = _at(lin_x, point) if lin_x is not None else None
        if b is None or x is None or x.denominator != 1 or (b == 0 and x < 0):
            return None
        val *= b**x.numerator
    lin_c = _linear(term.const)
    c = _at(lin_c, point) if lin_c is not None else None
    if c is None:
        return None
    return order, val * c


# ---------------------------------------------------------------- lowest term on a line


def lowest_eps_term(part: Expr, k: Symbol, K: Expr, eps: Symbol) -> tuple[int, Expr] | None:
    """The lowest term ``(d, c)`` (``c eps^d``, ``c`` expanded) of the polynomial ``part`` at
    ``k = K + eps``, as a polynomial in ``eps``; None if it vanishes identically.

    On flint (``K`` with integer coefficients): ``part`` converted factor by factor, ``k``
    replaced by ``K + eps`` there, the lowest coefficient in ``eps`` read off; otherwise in
    sympy, factor by factor (the coefficients lie in a polynomial ring over ``Q``, an
    integral domain, where the lowest term of a product is the product of the lowest terms).
    Either way the whole product with ``eps`` in it is never expanded in sympy (issue 17).

    >>> n, k, e = sympy.symbols("n k e")
    >>> lowest_eps_term((k - n) ** 2 * (k + 1), k, n, e)
    (2, n + 1)
    >>> lowest_eps_term((k / 2 + 1) * (k - n), k, n, e)
    (1, n/2 + 1)
    >>> lowest_eps_term((2 * k - n) * (k / 2 + 1), k, n / 2, e)
    (1, n/2 + 2)
    >>> lowest_eps_term(3 * (k - k), k, n, e) is None
    True
    """
    syms = (eps, k, *sorted((part.free_symbols | K.free_symbols) - {k, eps}, key=str))
    ring = PolyRing(syms)
    try:
        Kp, Kd = ring.from_expr(sympy.expand(K))
        p, d = _product_poly(ring, part)
    except NotHypergeometric:
        return _lowest_eps_term_sympy(part, k, K, eps)
    if Kd != 1:
        return _lowest_eps_term_sympy(part, k, K, eps)
    q = ring.substitute(p, k, Kp + ring.gen(eps))
    if q.is_zero():
        return None
    for deg, c in enumerate(ring.coeffs(q, eps)):
        if not c.is_zero():
            return deg, sympy.expand(ring.to_expr(c) / d)
    raise AssertionError("a nonzero polynomial has a nonzero coefficient")


_PRODUCT_POLYS: dict = {}


def _product_poly(ring: PolyRing, part: Expr):
    """``ring.from_product(part)``, memoised on ``(part, ring.symbols)`` (the numerator of
    ``R`` meets several lines ``k = K(n)``)."""
    key = (part, ring.symbols)
    if key not in _PRODUCT_POLYS:
        if len(_PRODUCT_POLYS) > 256:
            _PRODUCT_POLYS.clear()
        _PRODUCT_POLYS[key] = ring.from_product(part)
    return _PRODUCT_POLYS[key]


def _lowest_eps_term_sympy(part: Expr, k: Symbol, K: Expr, eps: Symbol) -> tuple[int, Expr] | None:
    """:func:`lowest_eps_term` in sympy, factor by factor."""
    d_total, coeff = 0, sympy.Integer(1)
    for f in sympy.Mul.make_args(part):
        base, m = f, 1
        if f.is_Pow and f.exp.is_Integer and f.exp > 0:
            base, m = f.base, int(f.exp)
        P = sympy.Poly(sympy.expand(base.subs(k, K + eps)), eps)
        if P.is_zero:
            return None
        (d,), c = P.terms()[-1]
        d_total += m * d
        coeff *= c**m
    return d_total, sympy.expand(coeff)


def clear_caches() -> None:
    """Empty this module's memo tables (tests start from cold tables)."""
    for table in (_R_POLYS, _LINEAR, _PRODUCT_POLYS):
        table.clear()

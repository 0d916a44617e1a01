"""Zeilberger's creative telescoping (A = B, ch. 6; Zeilberger, J. Symb. Comp. 11 (1991)).

For a term ``F(n, k)`` hypergeometric in both variables, find the minimal order ``J``
(``J = 0, 1, ..., max_order``) with polynomials ``a_0(n), ..., a_J(n)`` (not all zero) and
a rational function ``R(n, k)`` such that

    sum_j a_j(n) F(n+j, k) = G(n, k+1) - G(n, k),     G = R * F.

Method (A = B, §6.2, "Gosper's algorithm with the unknowns ``a_j`` in ``p(k)``"): write
``F(n+j, k) = F(n, k) * rho_j(n, k)`` with ``rho_j`` a product of shifted n-ratios, put the
``rho_j`` over the common denominator ``L(k)``, so the sum is ``F/L * p0(k)`` with
``p0 = sum_j a_j w_j(k)`` linear in the unknowns; take the Gosper–Petkovšek form of
``(F/L)(k+1)/(F/L)(k)`` and solve ``a(k) x(k+1) - b(k-1) x(k) = c(k) p0(k)`` for the
coefficients of ``x`` and the ``a_j`` together: a homogeneous linear system over
Z[n, parameters], solved fraction-free on flint polynomials (:mod:`wzprove.wz.linalg`).
Then ``R = b(k-1) x(k) / (c(k) L(k))``.

>>> from sympy import symbols, binomial
>>> n, k = symbols("n k")
>>> T = zeilberger(binomial(n, k), n, k)
>>> T.order, [c.as_expr() for c in T.coefficients]
(1, [-2, 1])
>>> T.R
k/(k - n - 1)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm

import sympy
from sympy import Expr, Symbol

from .errors import Timeout
from .gosper import gosper_form, gosper_system
from .hypergeometric import HyperTerm, factored_ratio, parse_term, term_ring
from .polyring import Factored, Poly, PolyRing


@dataclass
class Telescoper:
    """A creative-telescoping relation ``sum_j a_j(n) F(n+j,k) = G(n,k+1) - G(n,k)``.

    Attributes:
        order: ``J``.
        coefficients: ``[a_0, ..., a_J]`` as ``sympy.Poly`` in ``n`` (integer coefficients,
            no common factor, ``a_J`` with positive leading coefficient).
        R: the certificate, ``G = R * F``, a sympy rational function in ``n`` and ``k``.
        F, n, k: the summand and its variables.
    """

    order: int
    coefficients: list[sympy.Poly]
    R: Expr
    F: Expr
    n: Symbol
    k: Symbol
    seconds: float = 0.0
    extra: dict = field(default_factory=dict)

    def recurrence_expr(self, a: sympy.Function | None = None) -> Expr:
        """``sum_j a_j(n) * S(n+j)`` as a sympy expression (``S`` an undefined function)."""
        S = a or sympy.Function("S")
        return sympy.Add(*[c.as_expr() * S(self.n + j) for j, c in enumerate(self.coefficients)])


def _factor_expr(ring: PolyRing, p: Poly) -> Expr:
    if p.is_zero():
        return sympy.Integer(0)
    c, fl = p.factor()
    if not fl:
        return sympy.Integer(int(c))
    # the form of ``c * f_1**m_1 * f_2**m_2 * ...`` multiplied left to right (``c * f_1`` may
    # distribute ``c`` over a sum, as sympy's two-factor product does), in one ``Mul``
    first = sympy.Integer(int(c)) * ring.to_expr(fl[0][0]) ** fl[0][1]
    return sympy.Mul(first, *[ring.to_expr(f) ** m for f, m in fl[1:]])


def _poly_in(ring: PolyRing, c: Poly, n: Symbol) -> sympy.Poly:
    """``sympy.Poly(ring.to_expr(c), n)``, built from the coefficients when ``c`` involves
    no other generator (the same ``Poly``, domain ZZ, without reading an expression)."""
    i = ring.index(n)
    if c.is_zero() or any(d for j, d in enumerate(c.degrees()) if j != i):
        return sympy.Poly(ring.to_expr(c), n)
    return sympy.Poly.from_dict({(m[i],): int(v) for m, v in c.to_dict().items()}, n, domain="ZZ")


def telescoper_for_term(
    term: HyperTerm,
    n: Symbol,
    k: Symbol,
    max_order: int = 4,
    deadline: float | None = None,
    min_order: int = 0,
    fixed: list[int] | None = None,
) -> tuple[int, list[Poly], Poly, Poly, PolyRing] | None:
    """The core of :func:`zeilberger` on a parsed term.

    With ``fixed`` (e.g. ``[-1, 1]`` for a WZ pair) only that telescoper, of order
    ``len(fixed) - 1``, is tried (Gosper's algorithm on ``sum_j fixed_j F(n+j, k)``).
    Returns ``(J, [a_j as fmpz_mpoly], R_num, R_den, ring)`` or None.
    """
    if fixed is not None:
        min_order = max_order = len(fixed) - 1
    ring = term_ring(term, (k, n))
    rk = factored_ratio(term, k, ring)
    rn = factored_ratio(term, n, ring)
    rhos = [Factored(ring)]
    for J in range(0, max_order + 1):
        if deadline is not None and time.monotonic() > deadline:
            raise Timeout(f"Zeilberger: time limit exceeded at order {J}")
        if J > 0:
            rhos.append(rhos[-1].mul(rn.shift(n, J - 1)))
        if J < min_order:
            continue
        Lf = Factored(ring)
        for rho in rhos:
            for key, (f, m) in rho.facs.items():
                if m < 0 and Lf.facs.get(key, (f, 0))[1] < -m:
                    Lf.facs[key] = (f, -m)
        D = 1
        for rho in rhos:
            D = lcm(D, rho.unit.denominator)
        ws = []
        for rho in rhos:
            w = Lf.mul(rho)
            assert all(m > 0 for _, m in w.facs.values())
            ws.append(w.numerator() * int(w.unit * D))
        ratio_bar = rk.mul(Lf).mul(Lf.shift(k, 1), -1)
        form = gosper_form(ratio_bar, k)
        if fixed is not None:
            comb = ring.const(0)
            for c, w in zip(fixed, ws, strict=False):
                comb = comb + w * c
            ws = [comb]
        d, basis = gosper_system(ring, form, ws, k, deadline)
        for v in basis:
            lam = v[d + 1 :]
            if all(x.is_zero() for x in lam):
                continue
            g = None
            for x in lam:
                if not x.is_zero():
                    g = x if g is None else g.gcd(x)
            last = [x for x in lam if not x.is_zero()][-1]
            if int(last.leading_coefficient()) < 0:
                g = -g
            if fixed is not None:
                g = lam[0]
            coeffs = [x / g for x in lam]
            if fixed is not None:
                coeffs = [ring.const(c) for c in fixed]
            kk = ring.gen(k)
            xpoly = ring.const(0)
            for i in range(d + 1):
                xpoly = xpoly + v[i] * kk**i
            num = ring.shift(form.b, k, -1) * xpoly
            den = form.c * Lf.numerator() * D * g
            if num.is_zero():
                num, den = num, ring.const(1)
            else:
                h = num.gcd(den)
                num, den = num / h, den / h
                if int(den.leading_coefficient()) < 0:
                    num, den = -num, -den
            return J, coeffs, num, den, ring
    return None


def zeilberger(
    F: Expr,
    n: Symbol,
    k: Symbol,
    max_order: int = 4,
    timeout: float | None = None,
) -> Telescoper | None:
    """Minimal-order creative telescoping for ``F(n, k)`` (A = B, ch. 6).

    Args:
        F: a term hypergeometric in ``n`` and ``k`` (other symbols are parameters).
        n: the recurrence variable.
        k: the summation variable.
        max_order: the largest order tried.
        timeout: seconds; ``None`` means no limit.

    Returns:
        the :class:`Telescoper` of minimal order, or None if there is none up to
        ``max_order``.

    Raises:
        NotHypergeometric: ``F`` is not hypergeometric in ``n`` or ``k``.
        Timeout: past ``timeout`` seconds.
    """
    t0 = time.monotonic()
    deadline = t0 + timeout if timeout else None
    term = parse_term(F, (n, k))
    out = telescoper_for_term(term, n, k, max_order, deadline)
    if out is None:
        return None
    J, coeffs, num, den, ring = out
    polys = [_poly_in(ring, c, n) for c in coeffs]
    R = _factor_expr(ring, num) / _factor_expr(ring, den)
    return Telescoper(J, polys, R, sympy.sympify(F), n, k, time.monotonic() - t0)


def fraction_of(x: Fraction) -> sympy.Rational:
    """A ``fractions.Fraction`` as a sympy Rational."""
    return sympy.Rational(x.numerator, x.denominator)

"""Gosper's algorithm (A = B, ch. 5; Gosper, PNAS 75 (1978) 40-42).

Given a hypergeometric term ``t(k)``, decide whether it has a hypergeometric antidifference
``z(k)`` with ``t(k) = z(k+1) - z(k)``, and if so return the rational certificate ``R(k)``
with ``z(k) = R(k) t(k)``.  The steps are the book's:

1. the ratio ``t(k+1)/t(k)`` in Gosper–Petkovšek normal form ``a(k)/b(k) * c(k+1)/c(k)``
   with ``gcd(a(k), b(k+h)) = 1`` for all integers ``h >= 0`` (A = B, §5.3), computed from
   the irreducible factors of the ratio (shift equivalence of factors instead of resultants);
2. a degree bound for a polynomial solution ``x(k)`` of ``a(k) x(k+1) - b(k-1) x(k) = c(k)``
   (A = B, §5.4);
3. the linear system for the coefficients of ``x``, solved fraction-free over the
   polynomial ring of the parameters (:mod:`wzprove.wz.linalg`).

Then ``R(k) = b(k-1) x(k) / c(k)``.  Everything runs on flint ``fmpz_mpoly``; sympy is
used only to read the term.  We do not use sympy's ``gosper_term`` (it goes through
``roots`` of a resultant and sympy's own ratio simplification, both slow with parameters).

>>> from sympy import symbols, factorial, binomial
>>> k, n = symbols("k n")
>>> gosper(k * factorial(k), k)
1/k
>>> gosper(binomial(n, k) * (-1) ** k, k)
-k/n
>>> gosper(factorial(k), k) is None
True
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import sympy
from sympy import Expr, Symbol

from .errors import Timeout
from .hypergeometric import factored_ratio, parse_term, term_ring
from .linalg import nullspace
from .polyring import Factored, Poly, PolyRing


@dataclass
class GosperForm:
    """``ratio = a(k)/b(k) * c(k+1)/c(k)`` with ``gcd(a(k), b(k+h)) = 1`` for ``h >= 0``."""

    a: Poly
    b: Poly
    c: Poly


def _shift_distance(ring: PolyRing, u: Poly, v: Poly, k: Symbol) -> int | None:
    """The integer ``h`` with ``u(k) = v(k+h)`` (both normalised irreducible), or None."""
    d = ring.degree(u, k)
    if d < 1 or d != ring.degree(v, k):
        return None
    cu, cv = ring.coeffs(u, k), ring.coeffs(v, k)
    if cu[d] != cv[d]:
        return None
    diff = cu[d - 1] - cv[d - 1]
    q, r = divmod(diff, cv[d] * d)
    if not r.is_zero() or not q.is_constant():
        return None
    h = int(q.leading_coefficient()) if not q.is_zero() else 0
    if ring.shift(v, k, h) != u:
        return None
    return h


def gosper_form(ratio: Factored, k: Symbol) -> GosperForm:
    """The Gosper–Petkovšek normal form of a factored ratio (A = B, §5.3, Lemma 5.3.1).

    Factors not involving ``k`` (and the unit) go into ``a`` and ``b``.  For every pair
    ``u | a``, ``v | b`` with ``u(k) = v(k+h)``, ``h >= 0``, remove both and multiply ``c``
    by ``u(k-1) ... u(k-h)``.
    """
    ring = ratio.ring
    num: list[Poly] = []
    den: list[Poly] = []
    a = ring.const(ratio.unit.numerator)
    b = ring.const(ratio.unit.denominator)
    for f, m in ratio.facs.values():
        if not ring.involves(f, k):
            if m > 0:
                a = a * f**m
            else:
                b = b * f ** (-m)
        elif m > 0:
            num += [f] * m
        else:
            den += [f] * (-m)
    c = ring.const(1)
    changed = True
    while changed:
        changed = False
        for i, u in enumerate(num):
            for j, v in enumerate(den):
                h = _shift_distance(ring, u, v, k)
                if h is not None and h >= 0:
                    for s in range(1, h + 1):
                        c = c * ring.shift(u, k, -s)
                    del num[i]
                    del den[j]
                    changed = True
                    break
            if changed:
                break
    for u in num:
        a = a * u
    for v in den:
        b = b * v
    return GosperForm(a, b, c)


def degree_bound(ring: PolyRing, A: Poly, B: Poly, degc: int, k: Symbol) -> int:
    """Bound for ``deg x`` in ``A(k) x(k+1) - B(k) x(k) = c(k)`` (A = B, §5.4).

    ``A = a(k)``, ``B = b(k-1)``; returns -1 when no polynomial ``x`` can exist.
    """
    la, lb = ring.degree(A, k), ring.degree(B, k)
    ca, cb = ring.coeffs(A, k), ring.coeffs(B, k)
    if la != lb or ca[la] != cb[lb]:
        return degc - max(la, lb)
    d = degc - la + 1
    if la >= 1:
        q, r = divmod(cb[la - 1] - ca[la - 1], ca[la])
        if r.is_zero() and q.is_constant():
            d0 = int(q.leading_coefficient()) if not q.is_zero() else 0
            d = max(d, d0)
    return d


def gosper_system(
    ring: PolyRing,
    form: GosperForm,
    rhs: list[Poly],
    k: Symbol,
    deadline: float | None = None,
) -> tuple[int, list[list[Poly]]]:
    """Solve ``a(k) x(k+1) - b(k-1) x(k) = c(k) * sum_j lam_j rhs_j(k)`` for ``x``, ``lam``.

    Unknowns: ``x_0..x_d`` (coefficients of ``x``) then ``lam_0..lam_J``.  Returns ``(d,
    basis)`` with a nullspace basis over the fraction field of the parameters (vectors of
    polynomials free of ``k``).  ``d = -1`` means ``x = 0`` is forced.
    """
    A = form.a
    B = ring.shift(form.b, k, -1)
    cs = [form.c * w for w in rhs]
    degc = max(ring.degree(w, k) for w in cs)
    d = degree_bound(ring, A, B, degc, k)
    d = max(d, -1)
    cols: list[list[Poly]] = []
    kk = ring.gen(k)
    for i in range(d + 1):
        ki = kk**i
        cols.append(ring.coeffs(A * ring.shift(ki, k, 1) - B * ki, k))
    for w in cs:
        cols.append(ring.coeffs(-w, k))
    nrows = max(len(col) for col in cols)
    zero = ring.const(0)
    matrix = [[col[r] if r < len(col) else zero for col in cols] for r in range(nrows)]
    # no equations (c = 0): one zero row, so that the solver knows the polynomial ring
    matrix = matrix or [[zero] * len(cols)]
    return d, nullspace(matrix, len(cols), deadline)


def gosper_certificate(
    t: Expr, k: Symbol, timeout: float | None = None
) -> tuple[Poly, Poly, PolyRing] | None:
    """Gosper's algorithm on flint polynomials: ``(num, den, ring)`` of ``R`` or None.

    Raises :class:`~wzprove.wz.errors.NotHypergeometric` if ``t`` is not hypergeometric in
    ``k`` and :class:`~wzprove.wz.errors.Timeout` past ``timeout`` seconds.
    """
    deadline = time.monotonic() + timeout if timeout else None
    term = parse_term(t, (k,))
    ring = term_ring(term, (k,))
    ratio = factored_ratio(term, k, ring)
    form = gosper_form(ratio, k)
    d, basis = gosper_system(ring, form, [ring.const(1)], k, deadline)
    for v in basis:
        lam = v[d + 1]
        if lam.is_zero():
            continue
        x = ring.const(0)
        kk = ring.gen(k)
        for i in range(d + 1):
            x = x + v[i] * kk**i
        num = ring.shift(form.b, k, -1) * x
        den = form.c * lam
        if num.is_zero():
            return ring.const(0), ring.const(1), ring
        g = num.gcd(den)
        num, den = num / g, den / g
        if int(den.leading_coefficient()) < 0:
            num, den = -num, -den
        return num, den, ring
    if deadline is not None and time.monotonic() > deadline:
        raise Timeout("Gosper: time limit exceeded")
    return None


def gosper(t: Expr, k: Symbol, timeout: float | None = None) -> Expr | None:
    """The rational certificate ``R(k)`` of Gosper's algorithm, or None.

    Args:
        t: a hypergeometric term in ``k`` (other symbols are parameters).
        k: the summation variable.
        timeout: seconds (None: no limit).

    Returns:
        ``R`` with ``t(k) = R(k+1) t(k+1) - R(k) t(k)`` (so ``z = R t`` is an antidifference),
        or None when ``t`` has no hypergeometric antidifference.

    Raises:
        NotHypergeometric: ``t`` is not a hypergeometric term in ``k``.
        Timeout: past ``timeout``.
    """
    out = gosper_certificate(t, k, timeout)
    if out is None:
        return None
    num, den, ring = out
    return sympy.factor(ring.to_expr(num)) / sympy.factor(ring.to_expr(den))

"""``∑' k : ℕ, f k`` (Mathlib's ``tsum``) at a point, under Mathlib's conventions, decided
exactly or by rigorous ball arithmetic, never by a float compare.

Mathlib: ``tsum f = 0`` when ``f`` is not summable (``tsum_eq_zero_of_not_summable``,
``Mathlib/Topology/Algebra/InfiniteSum/Defs.lean``), and a real series is ``Summable`` iff it
is absolutely summable (``summable_abs_iff``, ``Mathlib/Topology/Algebra/InfiniteSum/Order.lean``
— in ``ℝ`` unconditional convergence is absolute convergence).  So a conditionally
convergent series such as ``∑' k, (-1)^k / (k + 1)`` has ``tsum = 0`` in Lean.

Steps, for the summand ``f`` at a point (the other variables fixed):

1. **Eventual form.**  :func:`eventual_form` rewrites ``f`` as a sympy expression ``g(k)`` that
   equals Lean's value for every ``k ≥ K₀``: ℕ subtraction ``a - b`` of polynomials in ``k``
   becomes ``a - b`` or ``0`` by the sign of the leading coefficient of ``a - b`` (valid past
   Cauchy's root bound ``1 + max |cᵢ / c_d|``), a division's denominator must be eventually
   nonzero, ``0 ^ e`` with ``e`` eventually ``≥ 1`` is ``0``; any other operation on ``k``
   (ℕ division, ``%``, floors, ``rpow`` in ``k``, …) is not read (``out-of-scope``).  ``g`` is
   compared with the exact evaluator at ``K₀ … K₀ + 3`` as a guard.
2. **Summability** of a hypergeometric ``g`` (``sympy.hypersimp``, else ``simplify`` of
   ``g(k+1)/g(k)``, a rational function ``P(k)/Q(k)``; no root of ``P`` or ``Q`` at an
   integer ``≥ K₀``, ``g(K₀) ≠ 0``): the ratio test on
   ``|P/Q| → L`` (``L < 1`` summable, ``L > 1`` not), and at ``L = 1`` Gauss's test:
   ``|P(k)/Q(k)| = 1 - s/k + O(1/k²)`` with ``s = q₁ - p₁`` (the subleading coefficients of
   the monic ``P``, ``Q``), summable iff ``s > 1`` (Gauss's test, e.g. Knopp, *Theory and
   Application of Infinite Series*, §38).  ``g ≡ 0`` past ``K₀`` is a finite sum.
3. **Value.**  Not summable: ``0``.  Summable with ``L < 1``: sympy's ``summation`` gives a
   closed form ``F`` for ``∑_{k ≥ K₀} g``, which is *checked*: with ``ρ`` rational,
   ``L < ρ < 1``, and ``N`` past the roots of ``ρ² Q² - P²`` (so ``|g(k+1)| ≤ ρ |g(k)|`` for
   ``k ≥ N``), the true sum lies within ``|g(N)| / (1 - ρ) < 10⁻⁴⁰`` of the exact partial sum
   to ``N``, and ``F``'s ball must lie in that interval.  A form sympy does not close, or
   ``L = 1`` with ``s > 1`` (no checked value), is ``out-of-scope`` with the reason.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from wzprove.model import algebraic
from wzprove.model.terms import EvaluationError, Term

#: Most terms of a partial sum used to check a closed form.
MAX_TERMS = 4_000
#: The tail bound a checked closed form must be within.
TAIL_BOUND = Fraction(1, 10**40)
#: Largest threshold ``K₀`` accepted.
MAX_START = 10_000

Real = Any


def _cauchy_bound(poly) -> int:  # noqa: ANN001 - sympy.Poly with rational coefficients
    """An integer past every real root of ``poly`` (Cauchy: ``1 + max |cᵢ / c_d|``)."""
    import sympy

    coeffs = poly.all_coeffs()
    lead = coeffs[0]
    if not all(isinstance(c, sympy.Rational) for c in coeffs):
        raise EvaluationError("a polynomial in the summation index has irrational coefficients")
    if len(coeffs) == 1:
        return 0
    m = max(
        abs(Fraction(int(c.p), int(c.q)) / Fraction(int(lead.p), int(lead.q))) for c in coeffs[1:]
    )
    return math.ceil(1 + m)


def _poly(e, k):  # noqa: ANN001, ANN202
    import sympy

    if not e.has(k):
        return None
    try:
        p = sympy.Poly(sympy.expand(e), k)
    except sympy.PolynomialError:
        return None
    if not all(c.is_Rational for c in p.all_coeffs()):
        return None
    return p


class _Form:
    """The eventual form of a summand (module docstring, step 1)."""

    def __init__(self, index: str, closed: Callable[[Term], Real]):
        import sympy

        self.index = index
        self.k = sympy.Symbol(index, integer=True, nonnegative=True)
        self.closed = closed
        self.start = 0

    def past_roots(self, p) -> None:  # noqa: ANN001
        self.start = max(self.start, _cauchy_bound(p) + 1)

    def eventually_nonneg_int(self, e, what: str):  # noqa: ANN001, ANN202
        """``e`` (a polynomial in ``k``) is eventually ``≥ 0``, or raise."""
        p = _poly(e, self.k)
        if p is None:
            if e.has(self.k):
                raise EvaluationError(f"{what} {e} is not a polynomial in {self.index}")
            return e
        if p.LC() < 0:
            raise EvaluationError(f"{what} {e} is eventually negative")
        self.past_roots(p)
        return e

    def go(self, t: Term):  # noqa: ANN201, C901 - one case per operation
        import sympy

        if self.index not in t.free_vars():
            return algebraic._sym(self.closed(t))
        op, args = t.op, t.args
        if op == "var":
            return self.k
        if op in ("add", "mul"):
            a, b = self.go(args[0]), self.go(args[1])
            return a + b if op == "add" else a * b
        if op == "neg":
            return -self.go(args[0])
        if op == "cast":
            if t.type in ("ℕ", "ℤ") and args[0].type not in ("ℕ", "ℤ"):
                raise EvaluationError("a cast to an integer type of the summation index")
            return self.go(args[0])
        if op == "sub":
            a, b = self.go(args[0]), self.go(args[1])
            d = a - b
            if t.type != "ℕ":
                return d
            p = _poly(d, self.k)
            if p is None:
                raise EvaluationError(f"ℕ subtraction {d} is not a polynomial in {self.index}")
            self.past_roots(p)
            return d if p.LC() > 0 else sympy.Integer(0)
        if op == "div" and t.type in ("ℚ", "ℝ"):
            a, b = self.go(args[0]), self.go(args[1])
            self.nonzero(b)
            return a / b
        if op == "pow" and args[1].type in ("ℕ", "ℤ"):
            base, e = self.go(args[0]), self.go(args[1])
            if e.has(self.k):
                p = _poly(e, self.k)
                if p is None or p.LC() < 0:
                    raise EvaluationError(f"exponent {e} is not eventually positive")
                self.past_roots(p - 1)
                if base == 0:
                    return sympy.Integer(0)
                if base.has(self.k):
                    raise EvaluationError(f"power {base} ^ {e} with {self.index} in both")
                return base**e
            if args[1].type == "ℤ" and e < 0:
                self.nonzero(base)
            return base**e
        if op == "factorial":
            return sympy.factorial(self.eventually_nonneg_int(self.go(args[0]), "factorial of"))
        if op == "choose":
            n = self.eventually_nonneg_int(self.go(args[0]), "choose of")
            j = self.eventually_nonneg_int(self.go(args[1]), "choose of")
            return sympy.binomial(n, j)
        raise EvaluationError(f"`{op}` of the summation index is not read in a series")

    def nonzero(self, b) -> None:  # noqa: ANN001
        """``b`` is nonzero for every large ``k`` (a product of nonzero constants, nonzero
        polynomials, powers of nonzero constants and factorials), or raise."""
        import sympy

        for f in sympy.Mul.make_args(b):
            if not f.has(self.k):
                if algebraic.is_zero(f):
                    raise EvaluationError("a division by zero in a series' summand")
                continue
            p = _poly(f, self.k)
            if p is not None:
                self.past_roots(p)
                continue
            if isinstance(f, sympy.Pow) and not f.args[0].has(self.k):
                if algebraic.is_zero(f.args[0]):
                    raise EvaluationError("a power of 0 in a denominator")
                continue
            if isinstance(f, sympy.Pow) and isinstance(f.args[1], sympy.Integer):
                self.nonzero(f.args[0])
                continue
            if isinstance(f, sympy.factorial):  # of an eventually nonnegative argument
                continue
            raise EvaluationError(f"cannot tell that {f} is eventually nonzero")


def tsum(
    body: Term,
    index: str,
    term_at: Callable[[int], Real],
    closed: Callable[[Term], Real],
) -> Real:
    """``∑' index : ℕ, body`` at the current point (module docstring): ``term_at(k)`` is the
    exact value of the summand at ``k``, ``closed(t)`` the exact value of a subterm without
    the index.  Raises :class:`EvaluationError` where summability or the value is not
    decided."""
    import sympy

    form = _Form(index, closed)
    g = form.go(body)
    k, k0 = form.k, form.start
    if k0 > MAX_START:
        raise EvaluationError(f"a series whose summand settles only past {k0}")
    for j in range(k0, k0 + 4):  # the eventual form agrees with Lean's value (a guard)
        gj = algebraic.normal(g.subs(k, j)) if g.has(k) else algebraic.normal(g)
        if not algebraic.equal(gj, term_at(j)):
            raise EvaluationError(f"the summand's eventual form {g} disagrees at {index} = {j}")
    head = Fraction(0)
    for j in range(k0):
        head = algebraic.add(head, term_at(j))
    if g == 0:
        return head
    if algebraic.is_zero(term_at(k0)):
        raise EvaluationError(f"the summand is 0 at {index} = {k0}; its tail is not read")
    ratio = sympy.hypersimp(g, k)
    if ratio is None:  # hypersimp misses some powers, e.g. (-1)^k 6^(-k-1)
        # unforced: merging powers of different bases assumes positive bases
        ratio = sympy.simplify(sympy.powsimp(g.subs(k, k + 1) / g))
        if not ratio.is_rational_function(k):
            ratio = None
    if ratio is None:
        raise EvaluationError(f"the summand {g} is not a hypergeometric term")
    for j in range(k0, k0 + 3):  # the ratio is g(k+1)/g(k) (a guard on sympy)
        if not algebraic.equal(term_at(j + 1), algebraic.mul(term_at(j), ratio.subs(k, j))):
            raise EvaluationError(f"the term ratio {ratio} disagrees at {index} = {j}")
    num, den = sympy.fraction(sympy.together(ratio))
    P, Q = sympy.Poly(num, k), sympy.Poly(den, k)
    if not all(c.is_Rational for c in P.all_coeffs() + Q.all_coeffs()):
        raise EvaluationError("the summand's term ratio has irrational coefficients")
    for poly in (P, Q):
        for r in sympy.roots(poly, filter="Z") if poly.degree() > 0 else ():
            if r >= k0:
                raise EvaluationError(f"the term ratio has a zero or pole at {index} = {r}")
    lead = Fraction(int((P.LC() / Q.LC()).p), int((P.LC() / Q.LC()).q))
    if P.degree() > Q.degree():
        return Fraction(0)  # terms grow without bound: not summable
    if P.degree() == Q.degree():
        L = abs(lead)
        if L > 1:
            return Fraction(0)
        if L == 1:
            d = P.degree()
            p1 = P.coeff_monomial(k ** (d - 1)) / P.LC() if d >= 1 else 0
            q1 = Q.coeff_monomial(k ** (d - 1)) / Q.LC() if d >= 1 else 0
            s = sympy.Rational(q1 - p1)
            if s <= 1:
                return Fraction(0)  # Gauss: |g(k)| ~ c / k^s, not summable
            raise EvaluationError(
                f"the series converges like 1/k^{s}; no checked value for its sum"
            )
    else:
        L = Fraction(0)
    return algebraic.add(head, _checked_sum(g, k, k0, L, P, Q, term_at))


def _checked_sum(g, k, k0: int, L: Fraction, P, Q, term_at) -> Real:  # noqa: ANN001
    """sympy's closed form of ``∑_{k ≥ k0} g``, checked against the exact partial sum and a
    rigorous tail bound (module docstring, step 3)."""
    import sympy

    rho = (1 + L) / 2
    r = sympy.Rational(rho.numerator, rho.denominator)
    D = sympy.Poly(r**2 * Q.as_expr() ** 2 - P.as_expr() ** 2, k)
    n = max(k0, _cauchy_bound(D) + 1)
    partial = Fraction(0)
    j = k0
    while True:
        if j >= n:
            tail = algebraic.div(abs_value(term_at(j)), 1 - rho)
            if algebraic.compare(tail, TAIL_BOUND) < 0:
                break
        if j - k0 > MAX_TERMS:
            raise EvaluationError("the series converges too slowly to check its sum")
        partial = algebraic.add(partial, term_at(j))
        j += 1
    closed = sympy.summation(g, (k, k0, sympy.oo))
    bad = (sympy.Sum, sympy.Piecewise, sympy.hyper, sympy.polylog, sympy.lerchphi, sympy.zeta)
    if closed.has(*bad) or closed.has(sympy.oo, sympy.zoo, sympy.nan):
        raise EvaluationError(f"no closed form for the sum of {g} (sympy: {closed})")
    value = algebraic.normal(closed)
    ball = algebraic.enclosure(algebraic.sub(value, partial), 400)
    t = algebraic.enclosure(tail, 400)
    if not (ball < t and ball > -t):
        raise EvaluationError(f"sympy's closed form {closed} fails the check against the series")
    return value


def abs_value(v: Real) -> Real:
    return v if algebraic.sign(v) >= 0 else algebraic.neg(v)

"""Linear combinations of hypergeometric terms: similarity classes and annihilation.

A right side such as ``(2**(n+1) - 1)/(n+1)`` or ``(4**n + binomial(2n, n))/2`` is not a
hypergeometric term but a *sum* of hypergeometric terms.  To prove that it satisfies a
recurrence ``sum_j a_j(n) r(n+j) = 0`` exactly we

1. expand ``r`` into summands and parse each as a hypergeometric term in ``n``;
2. group the summands into *similarity classes*: ``t`` and ``u`` are similar when ``t/u`` is a
   rational function of ``n`` (A = B, §8.2, Definition 8.2.1 and Proposition 8.2.2: terms of
   distinct classes are linearly independent over the rational functions, so a true
   recurrence annihilates every class on its own);
3. write each class as ``t0(n) * P(n)`` (``t0`` a representative, ``P`` a rational function)
   and check ``sum_j a_j(n) t0(n+j) P(n+j) / t0(n) = 0`` as an identity of rational
   functions (shift ratios of ``t0`` are products of linear factors, A = B, ch. 3.2).

Checking each class separately is sufficient for the whole ``r`` (linearity); by the
independence result it is also necessary, so no true identity is lost.

>>> from sympy import symbols, binomial
>>> n = symbols("n", integer=True, nonnegative=True)
>>> [str(c.term.gamma_expr()) for c in similarity_classes(n * 2**n / 2 + 2**n + 1, n)]
['1', '2**n*(n/2 + 1)']
>>> annihilates([-4, 8, -5, 1], n * 2**n / 2 + 1, n)[0]
True
>>> annihilates([2, -3, 1], n * 2**n / 2 + 1, n)[0]
False
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import sympy
from sympy import Expr, Symbol

from .errors import NotHypergeometric, Undefined
from .hypergeometric import HyperTerm, factored_ratio, parse_term, term_ring
from .polyring import cancel as _cancel
from .zerotest import non_integer_power


@dataclass(frozen=True)
class SimilarityClass:
    """The summands of one similarity class and their sum ``term = t0 * multiplier``.

    Attributes:
        members: the summands (hypergeometric terms in ``n``).
        multiplier: ``P(n) = sum_i members[i] / members[0]``, a rational function.
        term: ``members[0]`` with its rational part multiplied by ``P``.
    """

    members: tuple[HyperTerm, ...]
    multiplier: Expr
    term: HyperTerm


def hyper_summands(expr: Expr, n: Symbol) -> list[HyperTerm]:
    """The summands of ``expand(expr)`` as hypergeometric terms in ``n``.

    Raises:
        NotHypergeometric: some summand is not a hypergeometric term (the reason names it).
    """
    out = []
    for top in sympy.Add.make_args(sympy.sympify(expr)):
        try:
            out.append(parse_term(top, (n,)))  # most summands need no expansion
            continue
        except NotHypergeometric:
            pass
        for t in sympy.Add.make_args(sympy.expand(top)):
            if t == 0:
                continue
            try:
                out.append(parse_term(t, (n,)))
            except NotHypergeometric:
                # expand distributes over denominators: n*Gamma(n)/(n**2*Gamma(n) + n*Gamma(n))
                out.append(parse_term(sympy.factor(t), (n,)))
    return [t for t in out if t.expr != 0]


def combine(expr: Expr, n: Symbol) -> Expr:
    """``expr`` rewritten as one simplified term per similarity class (0 if all cancel).

    >>> from sympy import symbols, gamma
    >>> n = symbols("n", integer=True, nonnegative=True)
    >>> combine(-(n + 1) * gamma(n + 1) / gamma(n + 2) + 2 + 2**n * n - 2**(n + 1), n)
    2**(n + 1)*(n - 2)/2 + 1
    """
    parts = []
    for c in similarity_classes(expr, n):
        parts.append(sympy.factor(sympy.combsimp(c.term.gamma_expr())))
    return sympy.Add(*parts)


def rational_quotient(t: HyperTerm, u: HyperTerm, n: Symbol) -> Expr | None:
    """``t / u`` as a rational function of ``n`` (and the parameters), or None if the two
    terms are not similar (or the quotient's constant is not a rational expression).

    Gamma factors ``Gamma(alpha n + c)`` whose constants differ by integers cancel up to
    rising factorials: ``Gamma(x + m) / Gamma(x) = x (x+1) ... (x+m-1)`` (A = B, ch. 3.2).
    """
    q = t.mul(u, -1)
    out = q.const * q.rational
    groups: dict[tuple[int, Expr], list[tuple[int, int]]] = {}
    for arg, e in q.gammas:
        a = sympy.expand(arg)
        alpha = a.coeff(n, 1) if a.has(n) else sympy.Integer(0)
        c = sympy.expand(a - alpha * n)
        if alpha == 0:
            out *= sympy.gamma(c) ** e
            continue
        key = None
        for al, c0 in groups:
            d = sympy.expand(c - c0)
            if al == alpha and d.is_Integer:
                key, m = (al, c0), int(d)
                break
        if key is None:
            key, m = (alpha, c), 0
            groups[key] = []
        groups[key].append((m, e))
    for (alpha, c0), items in groups.items():
        if sum(e for _, e in items) != 0:
            return None
        x = alpha * n + c0
        for m, e in items:
            if m >= 0:
                f = sympy.Mul(*[x + i for i in range(m)])
            else:
                f = 1 / sympy.Mul(*[x - i for i in range(1, -m + 1)])
            out *= f**e
    moving = sympy.Integer(1)
    for base, ex in q.powers:
        ex = sympy.expand(ex)
        beta = ex.coeff(n, 1) if ex.has(n) else 0
        moving *= base**beta
        out *= base ** sympy.expand(ex - beta * n)
    # the bases are rationals or parameters with integer exponents: ``moving`` is a rational
    # function, compared exactly (no forced power merging, which assumes positive bases)
    if moving != 1 and (non_integer_power(moving) is not None or _cancel(moving) != 1):
        return None
    if out.has(sympy.gamma, sympy.factorial):
        # n-free factors written two ways (Gamma(m + 1) from a binomial, factorial(m) from
        # the input): the same constant, generic in the parameters
        out = sympy.gammasimp(out.rewrite(sympy.gamma))
    out = _cancel(out)
    if out.has(sympy.gamma) or not out.is_rational_function():
        return None
    return out



def similarity_classes(expr: Expr, n: Symbol) -> list[SimilarityClass]:
    """Group the summands of ``expr`` into similarity classes (A = B, §8.2).

    Classes whose summands cancel (``P = 0``) are dropped.  Raises
    :class:`~wzprove.wz.errors.NotHypergeometric` if a summand is not hypergeometric.
    """
    groups: list[tuple[list[HyperTerm], list[Expr]]] = []
    for t in hyper_summands(expr, n):
        for members, ratios in groups:
            q = rational_quotient(t, members[0], n)
            if q is not None:
                members.append(t)
                ratios.append(q)
                break
        else:
            groups.append(([t], [sympy.Integer(1)]))
    out = []
    for members, ratios in groups:
        P = _cancel(sympy.Add(*ratios))
        if P == 0:
            continue
        t0 = members[0]
        term = HyperTerm(
            expr=t0.expr * P,
            variables=t0.variables,
            const=t0.const,
            gammas=t0.gammas,
            powers=t0.powers,
            rational=_cancel(t0.rational * P),
        )
        out.append(SimilarityClass(tuple(members), P, term))
    return out


def annihilated(coeffs: Sequence[Expr], term: HyperTerm, n: Symbol) -> bool:
    """Whether ``sum_j coeffs[j](n) term(n+j) = 0`` as an identity of rational functions
    (after division by ``term(n)``), computed on flint polynomials."""
    ring = term_ring(term, (n,))
    rn = factored_ratio(term, n, ring)
    one = ring.const(1)
    tot_n, tot_d = ring.const(0), one
    rho = (one, one)
    for j, a in enumerate(coeffs):
        if j > 0:
            sh = rn.shift(n, j - 1).as_fraction()
            rho = (rho[0] * sh[0], rho[1] * sh[1])
        an, ad = ring.rat_from_expr(sympy.sympify(a))
        tot_n, tot_d = tot_n * rho[1] * ad + an * rho[0] * tot_d, tot_d * rho[1] * ad
    return tot_n.is_zero()


def annihilates(coeffs: Sequence[Expr], expr: Expr, n: Symbol) -> tuple[bool, str]:
    """Whether the recurrence ``sum_j coeffs[j](n) r(n+j) = 0`` holds for ``r = expr`` as a
    formal identity, class by class; returns ``(ok, detail)``.

    Raises:
        NotHypergeometric: ``expr`` is not a sum of hypergeometric terms in ``n``.
    """
    classes = similarity_classes(expr, n)
    if not classes:
        return True, "r = 0 is annihilated by every recurrence"
    bad = [c for c in classes if not annihilated(coeffs, c.term, n)]
    shown = ", ".join(str(c.term.gamma_expr()) for c in classes)
    if bad:
        return False, f"class {bad[0].term.gamma_expr()} of r is not annihilated"
    return True, f"every similarity class of r is annihilated ({len(classes)}: {shown})"


def singular_points(expr: Expr, n: Symbol, start: int, order: int) -> tuple[set[int], list[str]]:
    """The ``n >= start`` where the class-wise argument may not apply to the values of ``r``.

    At such ``n`` some ``r``-summand or class term at ``n + j`` (``0 <= j <= order``) has a
    gamma argument at a nonpositive integer or a vanishing rational denominator, so its
    value need not equal its gamma form.  Returns ``(points, notes)``; ``notes`` lists the
    factors treated as generic in the parameters (not proved for special parameter values).

    Raises:
        Undefined: infinitely many such ``n`` (a gamma argument decreasing in ``n``).
    """
    bad: set[int] = set()
    notes: list[str] = []
    _power_base_roots(sympy.sympify(expr), n, start, bad, notes)
    terms: list[HyperTerm] = []
    for c in similarity_classes(expr, n):
        terms += [*c.members, c.term]
    for t in terms:
        for arg, _e in t.gammas:
            a = sympy.expand(arg)
            alpha = a.coeff(n, 1) if a.has(n) else sympy.Integer(0)
            c = sympy.expand(a - alpha * n)
            if c.free_symbols:
                notes.append(f"Gamma({arg}) generic in the parameters")
                continue
            if not c.is_Integer:
                continue
            if alpha > 0:
                top = math.floor(-int(c) / int(alpha))
                bad |= set(range(start, top + 1))
            elif alpha < 0:
                raise Undefined(f"Gamma({arg}) has poles at every large n")
            elif c <= 0:
                raise Undefined(f"Gamma({arg}) is a pole")
        den = sympy.denom(sympy.together(t.rational * t.const))
        for f in sympy.Mul.make_args(sympy.factor(den)):
            base = f.base if f.is_Pow else f
            if not base.has(n):
                continue
            if base.free_symbols != {n}:
                notes.append(f"denominator {base} generic in the parameters")
                continue
            for r in sympy.Poly(base, n).ground_roots():
                if r.is_Integer and r >= start:
                    bad.add(int(r))
    out = {m - j for m in bad for j in range(order + 1) if m - j >= start}
    return out, sorted(set(notes))


def _power_base_roots(expr: Expr, n: Symbol, start: int, bad: set[int], notes: list[str]) -> None:
    """Add to ``bad`` the ``n >= start`` where the base of a power of ``expr`` with a negative
    or symbolic exponent has a zero or a pole (the integer roots of its numerator and
    denominator polynomials).  The class terms need not show such a base:
    :func:`hyper_summands` may read ``(2*n - 100)**n / (n - 50)**n`` as ``2**n`` (``factor``
    cancels the powers), while at ``n = 50`` its value is ``0 / 0 = 0`` under Lean's
    ``x / 0 = 0`` (breaker12k).

    >>> n = sympy.Symbol("n", integer=True, nonnegative=True)
    >>> bad: set[int] = set()
    >>> _power_base_roots((2 * n - 100) ** n / (n - 50) ** n, n, 0, bad, [])
    >>> _power_base_roots(((n - 9) / (n - 7)) ** (-n), n, 0, bad, [])
    >>> sorted(bad)
    [7, 9, 50]
    """
    parts = []
    for p in expr.atoms(sympy.Pow):
        base, ex = p.args
        if base.has(n) and not (ex.is_Integer and ex > 0):
            # a rational base ((2*n - 100)/(n - 50))**n: the zeros of both its parts
            parts += [x for x in sympy.fraction(sympy.together(base)) if x.is_polynomial(n)]
    for part in parts:
        for f in sympy.Mul.make_args(sympy.factor(part)):
            b = f.base if f.is_Pow else f
            if not b.has(n):
                continue
            if b.free_symbols != {n}:
                notes.append(f"power base {b} generic in the parameters")
                continue
            for r in sympy.Poly(b, n).ground_roots():
                if r.is_Integer and r >= start:
                    bad.add(int(r))

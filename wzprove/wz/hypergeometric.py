"""Hypergeometric terms in several integer variables (A = B, ch. 3 and 5.1).

A term ``F(n, k)`` is hypergeometric in ``k`` when ``F(n, k+1) / F(n, k)`` is a rational
function.  We recognise the terms built from ``binomial``, ``factorial``, ``gamma``,
``RisingFactorial``, ``FallingFactorial`` of integer-linear arguments, powers ``c**(linear)``
and rational functions, closed under products, quotients and integer powers.  The term is
kept in *gamma form* (:class:`HyperTerm`): ``const * prod Gamma(arg_i)**e_i *
prod base_j**expo_j * rational``, from which shift ratios are products of linear factors.

>>> from sympy import symbols, binomial
>>> n, k = symbols("n k", integer=True, nonnegative=True)
>>> ratio(binomial(n, k) ** 2, k)
(k**2 - 2*k*n + n**2)/(k**2 + 2*k + 1)
>>> ratio(2 ** (2 * n) * k, n)
4
>>> parse_term(sympy.harmonic(k), (k,))
Traceback (most recent call last):
...
wzprove.wz.errors.NotHypergeometric: harmonic(k): harmonic numbers are not hypergeometric
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import sympy
from sympy import Expr, Integer, Symbol

from .errors import NotHypergeometric
from .polyring import Factored, Poly, PolyRing, cancel_expr, factored_from_expr

GammaFactor = tuple[Expr, int]
PowerFactor = tuple[Expr, Expr]


@dataclass(frozen=True)
class HyperTerm:
    """A hypergeometric term in gamma form.

    Attributes:
        expr: the original sympy expression (its value defines the term at integer points).
        variables: the symbols in which the term must be hypergeometric (e.g. ``(n, k)``).
        const: factor free of ``variables``.
        gammas: ``(arg, e)`` meaning ``Gamma(arg)**e``; ``arg`` integer-linear in ``variables``.
        powers: ``(base, expo)`` meaning ``base**expo``; ``base`` free of ``variables``,
            ``expo`` integer-linear in ``variables``.
        rational: a rational function of the symbols.
    """

    expr: Expr
    variables: tuple[Symbol, ...]
    const: Expr
    gammas: tuple[GammaFactor, ...]
    powers: tuple[PowerFactor, ...]
    rational: Expr

    def mul(self, other: HyperTerm, power: int = 1) -> HyperTerm:
        """``self * other**power`` as a term in the union of both variable sets."""
        vs = tuple(dict.fromkeys(self.variables + other.variables))
        return HyperTerm(
            expr=self.expr * other.expr**power,
            variables=vs,
            const=self.const * other.const**power,
            gammas=_merge_gammas(self.gammas + tuple((a, e * power) for a, e in other.gammas)),
            powers=self.powers + tuple((b, x * power) for b, x in other.powers),
            rational=self.rational * other.rational**power,
        )

    def subs(self, sym: Symbol, value: Expr) -> HyperTerm:
        """Substitute ``value`` (e.g. ``n + 1``) for ``sym`` everywhere."""
        s = {sym: value}
        return HyperTerm(
            expr=self.expr.subs(s),
            variables=self.variables,
            const=self.const.subs(s),
            gammas=tuple((sympy.expand(a.subs(s)), e) for a, e in self.gammas),
            powers=tuple((b.subs(s), sympy.expand(x.subs(s))) for b, x in self.powers),
            rational=self.rational.subs(s),
        )

    def gamma_expr(self) -> Expr:
        """The gamma form as a sympy expression (for display)."""
        out = self.const * self.rational
        for a, e in self.gammas:
            out *= sympy.gamma(a) ** e
        for b, x in self.powers:
            out *= b**x
        return out


def _merge_gammas(gs: Sequence[GammaFactor]) -> tuple[GammaFactor, ...]:
    acc: dict[Expr, int] = {}
    for a, e in gs:
        if _linear_coeffs(a) is None:
            a = sympy.expand(a)
        acc[a] = acc.get(a, 0) + e
    return tuple((a, e) for a, e in acc.items() if e != 0)


def _linear_coeffs(arg: Expr) -> dict[Expr, sympy.Rational] | None:
    """The coefficients of ``arg`` when it is written as a sum of rationals and rational
    multiples of symbols (``n - 2*k + 1``: then ``expand(arg)`` is ``arg``), keyed by the
    symbol (``1`` for the constant); None for any other form (the caller expands it).

    >>> n, k = sympy.symbols("n k")
    >>> _linear_coeffs(n - 2 * k + 1)
    {1: 1, n: 1, k: -2}
    >>> _linear_coeffs(n * (k + 1)) is None
    True
    """
    out: dict[Expr, sympy.Rational] = {}
    for t in sympy.Add.make_args(arg):
        if t.is_Rational:
            key, c = Integer(1), t
        elif t.is_Symbol:
            key, c = t, Integer(1)
        elif t.is_Mul and len(t.args) == 2 and t.args[0].is_Rational and t.args[1].is_Symbol:
            key, c = t.args[1], t.args[0]
        else:
            return None
        out[key] = out.get(key, Integer(0)) + c
    return out


def _check_linear(arg: Expr, variables: Sequence[Symbol], where: Expr) -> Expr:
    lin = _linear_coeffs(arg)
    if lin is not None:
        # already expanded: the coefficients are read off the sum (no ``Poly``)
        for v in variables:
            if not lin.get(v, Integer(0)).is_Integer:
                raise NotHypergeometric(f"{where}: argument not integer-linear in {v}")
        return arg
    arg = sympy.expand(arg)
    for v in variables:
        if not arg.has(v):
            continue
        try:
            P = sympy.Poly(arg, v)
        except sympy.PolynomialError as exc:
            raise NotHypergeometric(f"{where}: argument not integer-linear in {v}") from exc
        if P.degree() > 1:
            raise NotHypergeometric(f"{where}: argument not integer-linear in {v}")
        c = P.coeff_monomial(v)
        if not (c.is_Integer):
            raise NotHypergeometric(f"{where}: argument not integer-linear in {v}")
    return arg


_REASONS = {
    "harmonic": "harmonic numbers are not hypergeometric",
    "fibonacci": "Fibonacci numbers are not hypergeometric",
    "lucas": "Lucas numbers are not hypergeometric",
    "bernoulli": "Bernoulli numbers are not hypergeometric",
    "stirling": "Stirling numbers are not hypergeometric",
    "floor": "floor is not hypergeometric",
    "ceiling": "ceiling is not hypergeometric",
    "Mod": "mod is not hypergeometric",
    "Abs": "absolute values are not hypergeometric",
}


def parse_term(expr: Expr, variables: Sequence[Symbol]) -> HyperTerm:
    """Recognise ``expr`` as a hypergeometric term in each of ``variables``.

    Args:
        expr: a sympy expression.
        variables: the integer variables (e.g. ``(n, k)``); other symbols are parameters.

    Returns:
        the :class:`HyperTerm` of ``expr``.

    Raises:
        NotHypergeometric: with a precise reason (the offending sub-expression first).

    >>> from sympy import symbols, binomial, factorial
    >>> n, k = symbols("n k")
    >>> t = parse_term(binomial(n, k) / factorial(k), (n, k))
    >>> t.gammas
    ((k + 1, -2), (n + 1, 1), (-k + n + 1, -1))
    >>> parse_term(binomial(n, k**2), (n, k))
    Traceback (most recent call last):
    ...
    wzprove.wz.errors.NotHypergeometric: binomial(n, k**2): argument not integer-linear in k
    """
    variables = tuple(variables)
    expr = sympy.sympify(expr)
    const, gammas, powers, rational = _parse(expr, variables)
    return HyperTerm(
        expr=expr,
        variables=variables,
        const=const,
        gammas=_merge_gammas(gammas),
        powers=tuple(powers),
        rational=rational,
    )


def _parse(e: Expr, vs: tuple[Symbol, ...]):
    one = Integer(1)
    if not any(e.has(v) for v in vs):
        return e, [], [], one
    if e.is_Symbol:
        return one, [], [], e
    if e.is_Mul:
        c, g, p, r = one, [], [], one
        for a in e.args:
            c2, g2, p2, r2 = _parse(a, vs)
            c, r = c * c2, r * r2
            g += g2
            p += p2
        return c, g, p, r
    if e.is_Pow:
        base, ex = e.args
        base_dep = any(base.has(v) for v in vs)
        ex_dep = any(ex.has(v) for v in vs)
        if not ex_dep:
            if not ex.is_Integer:
                raise NotHypergeometric(f"{e}: non-integer power of an expression in {vs}")
            c, g, p, r = _parse(base, vs)
            m = int(ex)
            return c**m, [(a, x * m) for a, x in g], [(b, y * m) for b, y in p], r**m
        if base_dep:
            raise NotHypergeometric(f"{e}: variable in both base and exponent")
        if base.is_zero:
            # 0 ** m is 1 at m = 0 and 0 for m > 0: its ratio is 0 (a zero factor of the
            # term ratio, which Gosper's and Zeilberger's algorithms cannot take; new-user F-G)
            raise NotHypergeometric(
                f"{e}: a power of 0 with the variable in its exponent is 1 where the exponent "
                "is 0 and 0 elsewhere (0 ^ 0 = 1), not a hypergeometric term"
            )
        ex = _check_linear(ex, vs, e)
        if not (base.is_Rational or base.is_Symbol or _is_param_rational(base, vs)):
            raise NotHypergeometric(f"{e}: base {base} must be rational or a parameter")
        return one, [], [(base, ex)], one
    if e.is_Add:
        if any(_has_function(a, vs) for a in e.args):
            raise NotHypergeometric(f"{e}: a sum of terms is not a hypergeometric term")
        return one, [], [], e
    if isinstance(e, sympy.binomial):
        a, b = (_check_linear(x, vs, e) for x in e.args)
        return one, [(a + 1, 1), (b + 1, -1), (a - b + 1, -1)], [], one
    if isinstance(e, sympy.factorial):
        a = _check_linear(e.args[0], vs, e)
        return one, [(a + 1, 1)], [], one
    if isinstance(e, sympy.gamma):
        a = _check_linear(e.args[0], vs, e)
        return one, [(a, 1)], [], one
    if isinstance(e, sympy.RisingFactorial):
        a, m = (_check_linear(x, vs, e) for x in e.args)
        return one, [(a + m, 1), (a, -1)], [], one
    if isinstance(e, sympy.FallingFactorial):
        a, m = (_check_linear(x, vs, e) for x in e.args)
        return one, [(a + 1, 1), (a - m + 1, -1)], [], one
    name = type(e).__name__
    for key, reason in _REASONS.items():
        if name.lower().startswith(key.lower()):
            raise NotHypergeometric(f"{e}: {reason}")
    if isinstance(e, sympy.Sum):
        raise NotHypergeometric(f"{e}: a sum is not a hypergeometric term")
    raise NotHypergeometric(f"{e}: {name} is not a recognised hypergeometric building block")


def hidden_top_pole(expr: Expr, variables: Sequence[Symbol]) -> str | None:
    """Why the gamma form of the term ``expr`` may differ from its value, or None: a
    binomial factor ``C(x, y)`` whose top ``x`` can be negative, whose numerator
    ``Gamma(x + 1)`` merged away and whose reciprocal gammas ``Gamma(y + 1)``,
    ``Gamma(x - y + 1)`` did not both stay (breaker16).  Where ``x < 0`` the merged form is
    then finite and need not vanish, while the value follows the binomial convention:
    ``C(x, x)`` and ``C(x, y) C(y, x)`` are 0 at ``x = y < 0``, their merged forms ``1`` and
    ``1 / (Gamma(x - y + 1) Gamma(y - x + 1))`` are 1.  A kept numerator is seen by the
    later pole checks; two kept reciprocals make the form 0 wherever ``x < 0``
    (``(y + 1) + (x - y + 1) = x + 2 <= 1``),
    where the factor that cancelled ``Gamma(x + 1)`` is 0 too (trinomial revision
    ``C(n, k) C(n - k, m - k)``).  For a summand or a right side, not for the WZ quotient
    ``F / rhs`` (whose divisor's gammas cancel reciprocals of ``F``)."""
    try:
        term = parse_term(expr, variables)
    except NotHypergeometric:
        return None  # refused on its own elsewhere
    kept = {sympy.expand(a): e for a, e in term.gammas}
    for f in sympy.Mul.make_args(sympy.sympify(expr)):
        base, ex = (f.base, f.exp) if f.is_Pow else (f, Integer(1))
        if not (isinstance(base, sympy.binomial) and ex.is_positive):
            continue
        x, y = (sympy.expand(a) for a in base.args)
        if not any(x.has(v) for v in variables) or _never_negative(x):
            continue
        if kept.get(sympy.expand(x + 1), 0) >= 1:
            continue
        if kept.get(sympy.expand(y + 1), 0) <= -1 and kept.get(sympy.expand(x - y + 1), 0) <= -1:
            continue
        return (
            f"{expr}: the pole of Gamma({x + 1}) (the top of {base}, which can be negative) "
            "cancels in the gamma form with nothing left that vanishes there"
        )
    return None


def _never_negative(x: Expr) -> bool:
    """Whether the linear ``x`` is ``>= 0`` whenever its symbols are (every coefficient and
    the constant ``>= 0``: a sign argument; the summation index and every variable of a
    statement are natural numbers once the range is shifted to start at 0)."""
    P = sympy.Poly(sympy.expand(x), *sorted(x.free_symbols, key=str)) if x.free_symbols else None
    if P is None:
        return bool(x >= 0)
    return all(c >= 0 for c in P.coeffs()) and P.coeff_monomial(1) >= 0


def _is_param_rational(base: Expr, vs) -> bool:
    return not base.atoms(sympy.Function) and base.is_rational_function()


def _has_function(e: Expr, vs) -> bool:
    return any(
        any(f.has(v) for v in vs) for f in e.atoms(sympy.Function, sympy.Pow) if not _poly_pow(f)
    )


def _poly_pow(f: Expr) -> bool:
    return f.is_Pow and f.exp.is_Integer and not f.base.atoms(sympy.Function)


def factored_ratio(term: HyperTerm, var: Symbol, ring: PolyRing) -> Factored:
    """``term(var+1) / term(var)`` as a :class:`~wzprove.wz.polyring.Factored`.

    Source: the shift rules Gamma(a+m)/Gamma(a) = (a)(a+1)...(a+m-1) (A = B, ch. 3.2).
    """
    out = Factored(ring)
    for arg, e in term.gammas:
        lin = _linear_coeffs(arg)
        if lin is None:
            alpha = int(sympy.expand(arg).coeff(var, 1)) if arg.has(var) else 0
        else:
            alpha = int(lin.get(var, 0))
        if alpha == 0:
            continue
        # ``arg + i`` on flint: ``p/d + i = (p + i d)/d`` (the constant's denominator does
        # not change when an integer is added, so ``d`` is the one ``from_expr`` gives)
        p, d = ring.from_expr(arg if lin is not None else sympy.expand(arg))
        if alpha > 0:
            for i in range(alpha):
                _mul_linear(out, p + i * d, d, e, arg + i)
        else:
            for i in range(1, -alpha + 1):
                _mul_linear(out, p - i * d, d, -e, arg - i)
    for base, ex in term.powers:
        beta = int(sympy.expand(ex).coeff(var, 1)) if ex.has(var) else 0
        if beta:
            out = out.mul(_factored(ring, base), beta)
    r = term.rational
    if r.has(var):
        fr = _factored(ring, r)
        out = out.mul(fr.shift(var, 1)).mul(fr, -1)
    return out


def _mul_linear(out: Factored, p: Poly, d: int, e: int, arg: Expr) -> None:
    """Multiply ``out`` by ``(p/d)**e``, the value of ``arg`` (named in the error)."""
    if p.is_zero():
        raise NotHypergeometric(f"Gamma({arg}) has a pole for every value of the variables")
    out.add_poly(p, e)
    if d != 1:
        out.unit /= Fraction(d) ** e


def _factored(ring: PolyRing, r: Expr) -> Factored:
    """:func:`~wzprove.wz.polyring.factored_from_expr` read factor by factor when ``r`` is a
    product of integer powers of polynomials (``k**2/(k + 1)``): each factor converted and
    factored on flint, without ``together``/``expand`` of the whole (the factored form is
    unique, so it is the same :class:`Factored`)."""
    out = Factored(ring)
    for f in sympy.Mul.make_args(r):
        base, m = (f.base, f.exp) if f.is_Pow else (f, Integer(1))
        if not m.is_Integer or base.is_zero:
            return factored_from_expr(ring, r)
        try:
            p, d = ring.from_expr(base)
        except NotHypergeometric:
            return factored_from_expr(ring, r)
        if p.is_zero():
            return factored_from_expr(ring, r)
        out.add_poly(p, int(m))
        if d != 1:
            out.unit /= Fraction(d) ** int(m)
    return out


def term_ring(term: HyperTerm, first: Sequence[Symbol], extra: Sequence[Expr] = ()) -> PolyRing:
    """A :class:`PolyRing` over ``first`` followed by the other free symbols of ``term``
    (and of the expressions ``extra``, e.g. a certificate ``R`` with a parameter of its
    own)."""
    syms = set(term.expr.free_symbols) | set(term.rational.free_symbols)
    for e in extra:
        syms |= e.free_symbols
    for a, _ in term.gammas:
        syms |= a.free_symbols
    for b, x in term.powers:
        syms |= b.free_symbols | x.free_symbols
    rest = sorted(syms - set(first), key=lambda s: s.name)
    return PolyRing(tuple(first) + tuple(rest))


def ratio(F: Expr, var: Symbol) -> Expr:
    """``F(var+1) / F(var)`` as a quotient of expanded polynomials (fully cancelled).

    Args:
        F: a hypergeometric term (sympy expression).
        var: the shifted variable.

    Raises:
        NotHypergeometric: if ``F`` is not hypergeometric in ``var``.

    >>> from sympy import symbols, binomial, factorial
    >>> n, k = symbols("n k")
    >>> ratio(k * factorial(k), k)
    (k**2 + 2*k + 1)/k
    """
    term = parse_term(F, (var,))
    ring = term_ring(term, (var,))
    r = factored_ratio(term, var, ring).to_expr()
    out = cancel_expr(r)  # sympy.cancel's expression, computed on flint
    return sympy.cancel(r) if out is None else out

"""Natural boundaries: the telescoping sum over all of ``ℤ``, proved for *every* value of
natural parameters, where ``R`` has pole lines that move with the parameters (issue 15:
Dixon's identity CM (5.29), whose ``R`` has the poles ``k = a + b + 1``, ``k = a + c + 1``
inside the range ``0..2a`` when ``b < a`` or ``c < a``).

The argument (A = B, ch. 7, "natural boundaries"; Wilf and Zeilberger, Invent. Math. 108
(1992), §1): write ``F(n + j, k)`` and ``G(n, k) = R(n, k) F(n, k)`` as

    const · base^(linear) · polynomial · Π Γ(k-free argument ≥ 1) / (k-free nonzero factors)
          · Π 1/Γ(integer-linear argument)

where every pole of ``R`` in ``k`` is absorbed into a reciprocal gamma
(``1/(z Γ(z)) = 1/Γ(z + 1)``).  Each such form is holomorphic in ``(n, parameters, k)`` near
every allowed integer point (the numerator gammas are finite there, the reciprocal gammas and
powers are entire).  Their ratios to ``F(n, k)`` are rational functions, computed here from
the forms themselves (not from the engine), and the telescoping equation
``Σ_j a_j(n) F(n + j, k) = G(n, k + 1) - G(n, k)`` is checked as an identity of rational
functions; it then holds on a dense set and so, by continuity, at every integer point, for
every ``n >= start`` and every parameter value at or above its bound, with ``G`` the form's
value (no limit to take, nothing generic).  ``F(n + j, ·)`` vanishes outside the summation
range of ``n + j`` (a reciprocal gamma at a pole past each end, by a sign argument) and
``G(n, ·)`` has finite support (reciprocal gammas increasing and decreasing in ``k``), so
summing over ``k ∈ ℤ`` gives ``Σ_j a_j(n) S(n + j) = 0`` exactly: the ``pointwise`` and
``boundary`` checks at once.  Only natural (integer, bounded below) parameters; only a
homogeneous recurrence.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction

import sympy
from sympy import Expr, Symbol

from wzprove.wz.errors import NotHypergeometric, Undefined
from wzprove.wz.evaluate import evaluate
from wzprove.wz.hypergeometric import HyperTerm, parse_term
from wzprove.wz.verify.setup import _Setup


class _No(Exception):
    """The argument does not apply (with the reason)."""


@dataclass
class _Form:
    """``const · Π base^expo · num / den · Π Γ(arg)^e`` (``den`` free of ``k``)."""

    const: Expr
    gammas: list[tuple[Expr, int]]
    powers: list[tuple[Expr, Expr]]
    num: Expr
    den: Expr


def natural_support(s: _Setup) -> tuple[bool, str]:
    """Whether the recurrence ``Σ_j a_j(n) S(n + j) = 0`` of ``s`` holds for every
    ``n >= start`` and every parameter value by the natural-boundaries argument (module
    docstring); ``(False, why not)`` where the argument does not apply (the caller keeps its
    other checks' verdicts)."""
    try:
        return True, _prove(s)
    except _No as err:
        return False, str(err)
    except (sympy.PolynomialError, sympy.GeneratorsNeeded, TypeError, ValueError) as err:
        return False, f"not of the natural-boundaries shape ({type(err).__name__})"


def _prove(s: _Setup) -> str:
    n, k = s.n, s.k
    if n is None:
        raise _No("no recurrence variable")
    if sympy.simplify(s.inhom) != 0:
        raise _No("an inhomogeneous recurrence")
    for p in s.params:
        if not p.is_integer:
            raise _No(f"the parameter {p} is not an integer")
    shift = {n: n + s.start, **{p: p + int(s.param_bounds.get(p.name, 0)) for p in s.params}}
    names = [n, *s.params]
    J = len(s.coeffs) - 1
    for c in s.coeffs:
        if not sympy.sympify(c).is_polynomial(n, *s.params):
            raise _No(f"the recurrence coefficient {c} is not a polynomial")
    forms = [_term_form(s.term.subs(n, n + j), s, shift) for j in range(J + 1)]
    for j, f in enumerate(forms):
        lo, hi = (sympy.expand(x.subs(n, n + j)) for x in (s.lo, s.hi))
        _nonneg(hi - lo, shift, names, "the range is empty for some values")
        if not _outside(f, k, lo - 1, 1, shift, names):
            raise _No(f"F(n+{j}, k) is not shown to vanish below k = {lo}")
        if not _outside(f, k, hi + 1, -1, shift, names):
            raise _No(f"F(n+{j}, k) is not shown to vanish above k = {hi}")
    g = _g_form(forms[0], s, shift, names)
    alphas = {sympy.expand(a).coeff(k, 1) for a, e in g.gammas if e < 0}
    if not any(x > 0 for x in alphas) or not any(x < 0 for x in alphas):
        raise _No("G(n, ·) is not shown to have finite support")
    g1 = _Form(
        g.const,
        [(sympy.expand(a.subs(k, k + 1)), e) for a, e in g.gammas],
        [(b, sympy.expand(x.subs(k, k + 1))) for b, x in g.powers],
        g.num.subs(k, k + 1),
        g.den,
    )
    base = forms[0]
    total = sum(
        (sympy.expand(s.coeffs[j]) * _ratio(forms[j], base) for j in range(J + 1)),
        sympy.Integer(0),
    )
    total = total - _ratio(g1, base) + _ratio(g, base)
    if sympy.cancel(sympy.together(total)) != 0:
        raise _No("the telescoping equation fails as rational functions")
    _divisors_nonzero(s.F, k, s.lo, s.hi, shift, names)
    _spot_check(s, forms[0])
    return (
        "natural boundaries: F(n+j, k) and G = R F written with reciprocal gammas only "
        "(R's poles absorbed), holomorphic at every allowed point, the telescoping equation "
        "an identity of their ratios: it holds at every integer k for every n >= "
        f"{s.start} and every parameter value; F(n+j, ·) vanishes outside the range, "
        "G(n, ·) has finite support, so the sum over ℤ telescopes to 0 (A = B, ch. 7)"
    )


# ---------------------------------------------------------------- the forms


def _term_form(t: HyperTerm, s: _Setup, shift: dict) -> _Form:
    """``t`` as a :class:`_Form`: its numerator gammas free of ``k`` with argument ``>= 1``
    at every allowed point, its rational part's denominator free of ``k`` and nonzero
    there, a rational constant, powers of nonzero rational bases."""
    k = s.k
    names = [s.n, *s.params]
    if not (t.const.is_Rational and t.const != 0):
        raise _No(f"the constant {t.const} is not a nonzero rational")
    for b, x in t.powers:
        if not (b.is_Rational and b != 0):
            raise _No(f"a power of {b}")
        _linear(x, [k, *names])
    for a, e in t.gammas:
        _linear(a, [k, *names])
        if e > 0:
            if a.has(k):
                raise _No(f"Gamma({a}) with k in the numerator")
            _nonneg(a - 1, shift, names, f"Gamma({a}) may be at a pole")
    num, den = sympy.fraction(sympy.together(t.rational))
    if den.has(k):
        raise _No(f"the summand's denominator {den} has k")
    _nonzero(den, shift, names)
    return _Form(t.const, list(t.gammas), list(t.powers), num, den)


def _g_form(f: _Form, s: _Setup, shift: dict, names: list) -> _Form:
    """``G = R F`` with every factor of ``R``'s denominator that has ``k`` absorbed into a
    reciprocal gamma of ``F``: ``1/(z Γ(z)) = 1/Γ(z + 1)``, ``1/(-z Γ(z)) = -1/Γ(z + 1)``."""
    k = s.k
    num, den = sympy.fraction(sympy.cancel(f.num * s.Rnum / (f.den * s.Rden)))
    content, facs = sympy.factor_list(den)
    pending: list[Expr] = []
    kept = sympy.Integer(content)
    for fac, m in facs:
        if fac.has(k):
            pending += [sympy.expand(fac)] * m
        else:
            kept *= fac**m
    recips: list[Expr] = []
    others: list[tuple[Expr, int]] = []
    for a, e in f.gammas:
        if e < 0:
            recips += [sympy.expand(a)] * (-e)
        else:
            others.append((a, e))
    const = f.const
    progress = True
    while pending and progress:
        progress = False
        for fac in list(pending):
            for i, a in enumerate(recips):
                if sympy.expand(a - fac) == 0 or sympy.expand(a + fac) == 0:
                    const = const if sympy.expand(a - fac) == 0 else -const
                    recips[i] = sympy.expand(a + 1)
                    pending.remove(fac)
                    progress = True
                    break
    if pending:
        raise _No(f"R's pole factor {pending[0]} is not absorbed by a reciprocal gamma of F")
    _nonzero(kept, shift, names)
    gammas = others + [(a, -1) for a in recips]
    return _Form(const, gammas, list(f.powers), num, kept)


def _ratio(x: _Form, y: _Form) -> Expr:
    """``x / y`` as a rational function: each ``Γ(A + c)`` (``c`` the integer constant part)
    is ``Γ(A)`` times a rising factorial, and the ``Γ(A)`` must cancel; each ``b^X / b^Y``
    must have ``X - Y`` an integer."""
    if y.num == 0 or x.den == 0 or y.den == 0:
        raise _No("a form is identically zero or undefined")
    classes: dict[Expr, int] = {}
    out = x.const / y.const * x.num / x.den * y.den / y.num
    for forms, sign in ((x.gammas, 1), (y.gammas, -1)):
        for a, e in forms:
            if a.is_number:
                if a.is_Integer and a >= 1:
                    out *= sympy.factorial(a - 1) ** (sign * e)
                    continue
                if a.is_Integer and e < 0 and sign == 1:
                    return sympy.Integer(0)  # 1/Γ at a pole: x vanishes identically
                raise _No(f"Gamma({a}) in a form")
            c = sympy.expand(a).as_coeff_add()[0]
            if not c.is_Integer:
                c = sympy.Integer(0)
            a0 = sympy.expand(a - c)
            classes[a0] = classes.get(a0, 0) + sign * e
            out *= _rising(a0, int(c)) ** (sign * e)
    if any(v != 0 for v in classes.values()):
        raise _No("the ratio of two forms is not rational")
    pw: dict[Expr, Expr] = {}
    for forms, sign in ((x.powers, 1), (y.powers, -1)):
        for b, e in forms:
            pw[b] = sympy.expand(pw.get(b, 0) + sign * e)
    for b, e in pw.items():
        if not e.is_Integer:
            raise _No(f"{b}^({e}) in a ratio")
        out *= b**e
    return out


def _rising(a0: Expr, c: int) -> Expr:
    """``Γ(a0 + c) / Γ(a0)`` for an integer ``c``."""
    if c >= 0:
        return sympy.Mul(*[a0 + i for i in range(c)])
    return 1 / sympy.Mul(*[a0 + c + i for i in range(-c)])


# ---------------------------------------------------------------- sign arguments


def _linear(e: Expr, variables: list) -> sympy.Poly:
    P = sympy.Poly(sympy.expand(e), *variables)
    if P.total_degree() > 1 or not all(c.is_Integer for c in P.coeffs()):
        raise _No(f"{e} is not integer-linear")
    return P


def _nonneg(e: Expr, shift: dict, names: list, why: str) -> None:
    """``e >= 0`` at every allowed point: with the variables moved to their bounds every
    coefficient and the constant are ``>= 0`` (a sign argument); else :class:`_No`."""
    if not _is_nonneg(e, shift, names):
        raise _No(f"{why} ({e} >= 0 not shown)")


def _is_nonneg(e: Expr, shift: dict, names: list) -> bool:
    e = sympy.expand(sympy.sympify(e).xreplace(shift))
    if e.free_symbols - set(names):
        return False
    try:
        P = _linear(e, names)
    except _No:
        return False
    return all(c >= 0 for c in P.coeffs()) and P.coeff_monomial(1) >= 0


def _nonzero(den: Expr, shift: dict, names: list) -> None:
    """Every factor of ``den`` (free of ``k``) is a nonzero number or a linear form ``>= 1``
    (or ``<= -1``) at every allowed point."""
    _c, facs = sympy.factor_list(den)
    if _c == 0:
        raise _No("a zero denominator")
    for f, _m in facs:
        if not (_is_nonneg(f - 1, shift, names) or _is_nonneg(-f - 1, shift, names)):
            raise _No(f"the denominator factor {f} may vanish")


def _outside(f: _Form, k: Symbol, edge: Expr, side: int, shift: dict, names: list) -> bool:
    """A reciprocal gamma of ``f`` is at a pole for every ``k`` beyond ``edge`` (``side = 1``:
    ``k <= edge``; ``-1``: ``k >= edge``), at every allowed point."""
    for a, e in f.gammas:
        if e >= 0:
            continue
        alpha = sympy.expand(a).coeff(k, 1)
        if not alpha.is_Integer or alpha * side <= 0:
            continue
        # alpha*k + beta decreases towards the far side: at k = edge it must be <= 0
        if _is_nonneg(-sympy.expand(a.subs(k, edge)), shift, names):
            return True
    return False


# ---------------------------------------------------------------- the expression's divisors


def _divisors_nonzero(
    expr: Expr, k: Symbol | None, lo: Expr, hi: Expr, shift: dict, names: list
) -> None:
    """Every divisor written in ``expr`` is nonzero at every allowed point with ``k`` in
    ``lo..hi``, so the value under ``x / 0 = 0`` is the form's value (the gamma form cancels
    ``(2n - 100)/(n - 50)``; there the summand is 0): a polynomial's linear factors ``>= 1``
    or ``<= -1`` at both ends of the range, ``x!`` with ``x >= 0``, ``C(x, y)`` with
    ``x >= y >= 0``; anything else refuses."""

    def ends(e: Expr) -> list[Expr]:
        if k is None or not e.has(k):
            return [e]
        return [e.subs(k, lo), e.subs(k, hi)]

    def at_least(e: Expr, c: int) -> bool:
        return all(_is_nonneg(x - c, shift, names) for x in ends(sympy.expand(e)))

    for f in sympy.preorder_traversal(expr):
        if not (f.is_Pow and f.exp.is_number and f.exp.is_negative):
            continue
        base = f.base
        if base.is_number:
            if base == 0:
                raise _No("a division by zero")
            continue
        if isinstance(base, sympy.factorial):
            ok = at_least(base.args[0], 0)
        elif isinstance(base, sympy.gamma):
            ok = at_least(base.args[0], 1)
        elif isinstance(base, sympy.binomial):
            x, y = base.args
            ok = at_least(y, 0) and at_least(x - y, 0)
        elif base.is_polynomial(*base.free_symbols):
            _c, facs = sympy.factor_list(base)
            ok = all(
                sympy.Poly(g, *g.free_symbols).total_degree() == 1
                and (at_least(g, 1) or at_least(-g, 1))
                for g, _m in facs
            )
        else:
            ok = False
        if not ok:
            raise _No(f"the divisor {base} may vanish")


# ---------------------------------------------------------------- a spot check


def _spot_check(s: _Setup, f: _Form) -> None:
    """The form's value equals the evaluator's ``F`` at small allowed points (the gamma form
    of :func:`~wzprove.wz.hypergeometric.parse_term` read at integers: insurance, not the
    proof)."""
    n, k = s.n, s.k
    params = list(s.params)[:4]
    lows = [int(s.param_bounds.get(p.name, 0)) for p in params]
    width = 3 if len(params) <= 2 else 2
    for pt in itertools.product(range(width), repeat=len(params) + 1):
        env = {n: s.start + pt[0]}
        env.update({p: lows[i] + pt[i + 1] for i, p in enumerate(params)})
        lo, hi = int(evaluate(s.lo, env)), int(evaluate(s.hi, env))
        for k0 in range(lo - 2, hi + 3):
            e2 = {**env, k: k0}
            try:
                want = evaluate(s.F, e2)
            except Undefined as err:
                raise _No(f"F undefined at {e2}") from err
            if _value(f, e2) != want:
                raise _No(f"the form of F differs from its value at {e2}")


def _value(f: _Form, env: dict) -> Fraction:
    out = (
        Fraction(str(f.const))
        * Fraction(str(f.num.xreplace(env)))
        / Fraction(str(f.den.xreplace(env)))
    )
    for b, x in f.powers:
        out *= Fraction(str(b)) ** int(x.xreplace(env))
    for a, e in f.gammas:
        v = int(a.xreplace(env))
        if v <= 0:
            if e > 0:
                raise _No(f"Gamma({a}) at a pole")
            return Fraction(0)
        out *= Fraction(sympy.factorial(v - 1).p) ** e
    return out


# ---------------------------------------------------------------- initial values


def initial_value_by_forms(s: _Setup, sum_expr: Expr, rhs: Expr, n0: int) -> tuple[bool, str]:
    """Whether ``Σ_{k=lo(n0)}^{hi(n0)} F(n0, k) = rhs(n0)`` for every parameter value at or
    above its bound, when the range at ``n0`` is free of the parameters: every term (the
    summand's gamma form at ``n = n0``, ``k = k0``, never sympy's own simplification of a
    binomial) and the right side are forms holomorphic at every allowed point (numerator
    gammas ``>= 1``, nonzero denominators), their ratios to one of them are rational and sum
    to 0 as rational functions: by continuity they agree at every allowed point (Dixon's
    ``C(b + c, b) = (b + c)! / (b! c!)`` at ``a = 0``)."""
    n = s.n
    try:
        if not isinstance(sum_expr, sympy.Sum) or len(sum_expr.limits) != 1:
            raise _No("not a single sum")
        k, lo_e, hi_e = sum_expr.limits[0]
        env = {n: n0}
        lo, hi = evaluate(lo_e, env), evaluate(hi_e, env)
        if not (isinstance(lo, (int, Fraction)) and isinstance(hi, (int, Fraction))):
            raise _No("the range at n0 has parameters")
        if Fraction(lo).denominator != 1 or Fraction(hi).denominator != 1 or hi - lo > 40:
            raise _No("the range at n0 is not a short integer range")
        for p in s.params:
            if not p.is_integer:
                raise _No(f"the parameter {p} is not an integer")
        shift = {p: p + int(s.param_bounds.get(p.name, 0)) for p in s.params}
        # the parameters as variables too: their factorials become gammas, not constants
        at = parse_term(sum_expr.function, (n, k, *s.params)).subs(n, sympy.Integer(n0))
        terms = [
            _term_form(at.subs(k, sympy.Integer(k0)), s, shift)
            for k0 in range(int(lo), int(hi) + 1)
        ]
        right = _term_form(parse_term(rhs, (n, *s.params)).subs(n, sympy.Integer(n0)), s, shift)
        names0 = list(s.params)
        ilo, ihi = sympy.Integer(int(lo)), sympy.Integer(int(hi))
        _divisors_nonzero(sum_expr.function.subs(n, n0), k, ilo, ihi, shift, names0)
        _divisors_nonzero(rhs.subs(n, n0), None, ilo, ihi, shift, names0)
        total = sum((_ratio(t, right) for t in terms), sympy.Integer(0)) - 1
        if sympy.cancel(sympy.together(total)) != 0:
            raise _No("the two sides differ as rational functions")
    except _No as err:
        return False, str(err)
    except (NotHypergeometric, Undefined, sympy.PolynomialError, TypeError, ValueError) as err:
        return False, f"not a sum of gamma forms ({type(err).__name__})"
    return True, f"{n} = {n0}: the terms' gamma forms agree as rational functions"

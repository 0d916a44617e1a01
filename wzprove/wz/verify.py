"""Exact, independent verification of certificates (A = B, ch. 6.3 and 7; DESIGN.md
"Shape of a WZ proof").

Nothing here trusts the search: a :class:`~wzprove.wz.certificate.Certificate` is re-read
from its strings and checked by name:

``telescoping-identity``
    ``sum_j a_j(n) F(n+j,k)/F(n,k) = R(n,k+1) F(n,k+1)/F(n,k) - R(n,k)`` as an identity of
    rational functions (cross-multiplied on flint polynomials).
``pointwise``
    the telescoping equation at every integer ``k`` of the summation range, for concrete
    ``n = start .. N`` (and the exceptional ``n``), with ``F`` evaluated directly under the
    binomial convention and ``G`` as a closed form: ``R*F`` where ``R`` is finite, else the
    limit ``k -> k + eps`` of ``R * F`` in gamma form (poles of ``R`` are listed).
``boundary``
    the boundary terms ``G(n, hi(n)+1) - G(n, lo) + sum_j a_j(n) sum_{hi(n) < k <= hi(n+j)}
    F(n+j, k)`` vanish: symbolically (closed forms from the gamma-form limits, summed and
    simplified) and by exact evaluation for ``n = start .. N``.
``leading-coefficient``
    the nonnegative integer roots of ``a_J``, of the ``k``-free denominators of ``R`` and of
    the shift ratios; the recurrence is not used there (initial values extend past them).
``rhs-recurrence``, ``rhs-nonzero``, ``initial-values``, ``closed-form``
    the right side satisfies the recurrence (rational identity), is nonzero (WZ), and agrees
    with the sum by direct evaluation at enough initial values.

>>> from sympy import symbols, binomial, factorial
>>> n, k = symbols("n k", integer=True)
>>> from wzprove.wz.certify import certify
>>> from sympy import Sum
>>> res = certify(Sum(binomial(n, k), (k, 0, n)), 2**n)
>>> res.status, all(c.passed for c in verify_certificate(res.certificate))
('certified', True)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import partial
from typing import Any

import sympy
from sympy import Expr, Symbol

from .certificate import Certificate, Check, parse_expr
from .errors import NotHypergeometric, Undefined, WZError
from .evaluate import _sign, equal_for_parameters, evaluate
from .exceptional import parameter_check
from .hypergeometric import HyperTerm, factored_ratio, parse_term, term_ring
from .hypersum import annihilates, similarity_classes, singular_points
from .polyring import PolyRing
from .singular import summand_pole

MAX_EXCEPTIONAL = 60
#: Whether a pointwise equation proved only on the window fails the check.
STRICT = True


@dataclass
class _Setup:
    F: Expr
    term: HyperTerm
    n: Symbol | None
    k: Symbol
    lo: Expr
    hi: Expr
    coeffs: list[Expr]
    R: Expr
    Rnum: Expr
    Rden: Expr
    start: int
    params: list[Symbol]
    rhs: Expr | None
    N: int
    inhom: Expr = sympy.Integer(0)
    param_bounds: dict[str, int] = field(default_factory=dict)


def _setup(cert: Certificate) -> _Setup:
    # the certificate's declared names are its variables whatever sympy calls them (``I``,
    # ``E``); other names of sympy's constants (``pi`` written in ``certify``'s input) are
    # the constants
    table: dict[str, Symbol] = {
        x: sympy.Symbol(x, integer=True)
        for x in [cert.index, cert.variable, *cert.parameters]
        if x is not None
    }
    if cert.variable and cert.start >= 0:
        # the claim is for n >= start >= 0: sympy must not read binomial(-1, n) as zoo
        table[cert.variable] = sympy.Symbol(cert.variable, integer=True, nonnegative=True)

    def P(s):
        e = parse_expr(s, table, constants=True)
        if e is not None:
            for sym in e.free_symbols:
                table.setdefault(sym.name, sym)
        return e

    F = P(cert.summand)
    k = table.get(cert.index) or sympy.Symbol(cert.index, integer=True)
    table[cert.index] = k
    n = None
    if cert.variable:
        n = table.get(cert.variable) or sympy.Symbol(cert.variable, integer=True)
        table[cert.variable] = n
    lo, hi = P(cert.lower), P(cert.upper)
    rhs = P(cert.rhs) if cert.rhs is not None else None
    R = sympy.together(P(cert.R))
    if cert.method == "wz":
        F = F / rhs
        coeffs = [sympy.Integer(-1), sympy.Integer(1)]
    elif cert.recurrence is not None:
        coeffs = [P(c) for c in cert.recurrence.coefficients]
    else:
        coeffs = [sympy.Integer(1)]
    variables = (n, k) if n is not None else (k,)
    term = parse_term(F, variables)
    Rnum, Rden = sympy.fraction(R)
    params = sorted(
        (F.free_symbols | R.free_symbols | (rhs.free_symbols if rhs is not None else set()))
        - {k, n},
        key=lambda s: s.name,
    )
    inhom = sympy.Integer(0)
    if cert.method == "zeilberger" and cert.recurrence is not None:
        inhom = P(cert.recurrence.inhomogeneous)
    return _Setup(
        F,
        term,
        n,
        k,
        lo,
        hi,
        coeffs,
        R,
        Rnum,
        Rden,
        cert.start,
        params,
        rhs,
        cert.samples,
        inhom,
        dict(cert.parameter_bounds),
    )


# ---------------------------------------------------------------- rational identity


def _telescoping_identity(s: _Setup) -> Check:
    vars_ = (s.k, s.n) if s.n is not None else (s.k,)
    ring = term_ring(s.term, vars_)
    rk = factored_ratio(s.term, s.k, ring).as_fraction()
    one = ring.const(1)
    lhs_n, lhs_d = ring.const(0), one
    if s.n is not None:
        rn = factored_ratio(s.term, s.n, ring)
        rho = (one, one)
        for j, a in enumerate(s.coeffs):
            if j > 0:
                sh = rn.shift(s.n, j - 1).as_fraction()
                rho = (rho[0] * sh[0], rho[1] * sh[1])
            an, ad = ring.rat_from_expr(a)
            lhs_n, lhs_d = lhs_n * rho[1] * ad + an * rho[0] * lhs_d, lhs_d * rho[1] * ad
    else:
        an, ad = ring.rat_from_expr(s.coeffs[0])
        lhs_n, lhs_d = an, ad
    Rn, Rd = ring.rat_from_expr(s.R)
    Rn1, Rd1 = ring.shift(Rn, s.k, 1), ring.shift(Rd, s.k, 1)
    # R(k+1) * rk - R(k)
    rhs_n = Rn1 * rk[0] * Rd - Rn * Rd1 * rk[1]
    rhs_d = Rd1 * rk[1] * Rd
    diff = lhs_n * rhs_d - rhs_n * lhs_d
    ok = diff.is_zero()
    return Check(
        "telescoping-identity",
        ok,
        "sum_j a_j F(n+j,k)/F(n,k) = R(k+1) F(n,k+1)/F(n,k) - R(k) holds as rational functions"
        if ok
        else "the rational telescoping identity does not hold",
    )


# ---------------------------------------------------------------- exact values


_RAT_CACHE: dict = {}


def _rational_part(term: HyperTerm, Rnum: Expr, Rden: Expr, k: Symbol):
    key = (term.rational, Rnum, Rden, k)
    if key not in _RAT_CACHE:
        syms = sorted(
            (term.rational.free_symbols | Rnum.free_symbols | Rden.free_symbols) - {k},
            key=lambda x: x.name,
        )
        ring = PolyRing((k, *syms))
        num, den = ring.rat_from_expr(term.rational * Rnum / Rden)
        if len(_RAT_CACHE) > 256:
            _RAT_CACHE.clear()
        _RAT_CACHE[key] = (ring, num, den)
    return _RAT_CACHE[key]


def _eps_order(ring: PolyRing, p, k: Symbol, point: dict):
    """Order and leading coefficient of ``p(k0 + eps)`` (other symbols at their values)."""
    rest = {x: v for x, v in point.items() if x != k and x in ring.symbols}
    for _x, v in rest.items():
        if not (
            isinstance(v, int)
            or getattr(v, "denominator", 2) == 1
            or getattr(v, "is_Integer", False)
        ):
            raise Undefined("non-integer point")
    q = ring.evaluate(p, {x: int(v) for x, v in rest.items()}) if rest else p
    q = ring.shift(q, k, int(point[k]))
    for d, c in enumerate(ring.coeffs(q, k)):
        if not c.is_zero():
            return d, sympy.Integer(int(c.leading_coefficient()))
    return None, 0


def gamma_limit(term: HyperTerm, Rnum: Expr, Rden: Expr, k: Symbol, point: dict) -> Expr:
    """``lim_{eps->0} R(k+eps) * F(k+eps)`` at an integer point, with ``F`` in gamma form.

    ``point`` maps every free symbol to a number.  Raises :class:`Undefined` if the limit is
    infinite or a gamma factor has a pole that ``eps`` does not move.
    """
    sympy.Symbol("_eps")
    order = 0
    val = sympy.Integer(1)
    sub = {s: _sym(v) for s, v in point.items()}
    for arg, e in term.gammas:
        a0 = sympy.expand(arg.subs(sub))
        beta = sympy.expand(arg).coeff(k, 1) if arg.has(k) else 0
        if a0.is_Integer and a0 <= 0:
            if beta == 0:
                if e < 0:
                    # 1/Gamma(arg) is exactly 0 for every eps: so is R*F (e.g.
                    # binomial(k + m, k + r) with r > m)
                    return sympy.Integer(0)
                raise Undefined(f"gamma({arg}) has a pole at {point}")
            m = -int(a0)
            val *= (sympy.Integer(-1) ** m / (sympy.factorial(m) * beta)) ** e
            order -= e
        else:
            val *= sympy.gamma(a0) ** e
    for base, ex in term.powers:
        val *= (base**ex).subs(sub)
    val *= term.const.subs(sub)
    ring, num, den = _rational_part(term, Rnum, Rden, k)
    dn, cn = _eps_order(ring, num, k, point)
    if dn is None:
        return sympy.Integer(0)
    dd, cd = _eps_order(ring, den, k, point)
    if dd is None:
        raise Undefined(f"denominator vanishes identically at {point}")
    order += dn - dd
    if order > 0:
        return sympy.Integer(0)
    if order < 0:
        raise Undefined(f"G has a pole at {point}")
    return sympy.sympify(val * cn / cd)


def _sym(v) -> Expr:
    if isinstance(v, Fraction):
        return sympy.Rational(v.numerator, v.denominator)
    if isinstance(v, int):
        return sympy.Integer(v)
    return sympy.sympify(v)


def _frac(x) -> Fraction | Expr:
    if isinstance(x, Fraction):
        return x
    x = sympy.sympify(x)
    if x.is_Rational:
        return Fraction(int(x.p), int(x.q))
    return x


class _Evaluator:
    def __init__(self, s: _Setup, env: dict):
        self.s = s
        self.env = env
        self.cacheF: dict = {}
        self.cacheG: dict = {}
        self.cacheC: dict = {}

    def F(self, n0, k0):
        key = (n0, k0)
        if key not in self.cacheF:
            env = dict(self.env)
            env[self.s.k] = k0
            if self.s.n is not None:
                env[self.s.n] = n0
            self.cacheF[key] = evaluate(self.s.F, env)
        return self.cacheF[key]

    def G(self, n0, k0):
        key = (n0, k0)
        if key in self.cacheG:
            return self.cacheG[key]
        env = dict(self.env)
        env[self.s.k] = k0
        if self.s.n is not None:
            env[self.s.n] = n0
        den = evaluate(self.s.Rden, env)
        if den != 0:
            r = evaluate(self.s.Rnum, env) / den
            try:
                val = r * self.F(n0, k0)
            except Undefined:
                # F has a pole here (1/(n - k + 1) or 1/binomial(n, k) at k = n + 1, just
                # past the range), even where R vanishes: G is the gamma-form limit there,
                # as on the pole lines of R
                val = _frac(gamma_limit(self.s.term, self.s.Rnum, self.s.Rden, self.s.k, env))
        else:
            val = _frac(gamma_limit(self.s.term, self.s.Rnum, self.s.Rden, self.s.k, env))
        self.cacheG[key] = val
        return val

    def coeff(self, j, n0):
        key = (j, n0)
        if key not in self.cacheC:
            env = dict(self.env)
            if self.s.n is not None:
                env[self.s.n] = n0
            self.cacheC[key] = evaluate(self.s.coeffs[j], env)
        return self.cacheC[key]


def _hi_shape(s: _Setup) -> tuple[int, Expr] | None:
    """``hi(n) = c*n + d`` with integer ``c >= 0``: ``(c, d)``; None otherwise."""
    if s.n is None or not s.hi.has(s.n):
        return 0, s.hi
    P = sympy.Poly(sympy.expand(s.hi), s.n)
    if P.degree() != 1:
        return None
    c = P.coeff_monomial(s.n)
    if not c.is_Integer or c < 0:
        return None
    return int(c), sympy.expand(s.hi - c * s.n)


def _param_envs(s: _Setup) -> list[dict]:
    if not s.params:
        return [{}]
    # generic values, far above the n of the window (r(n) = C(a+b, n) must not vanish)
    samples = [(61, 47, 53, 59), (43, 71, 67, 41)]
    return [{p: vals[i % len(vals)] + i for i, p in enumerate(s.params)} for vals in samples]


def _int(x) -> int:
    return int(x) if isinstance(x, int) else int(sympy.Integer(x))


def _window_ns(s: _Setup, extra: set[int]) -> list[int]:
    base = list(range(s.start, max(s.N, s.start) + 1))
    return sorted(set(base) | {m for m in extra if m >= s.start})


def _pointwise(s: _Setup, ns: list[int]) -> tuple[Check, set[int]]:
    bad: set[int] = set()
    hi_c = _hi_shape(s)
    J = len(s.coeffs) - 1
    npts = 0
    for env in _param_envs(s):
        ev = _Evaluator(s, env)
        for n0 in ns:
            try:
                lo = _int(evaluate(s.lo, {**env, **({s.n: n0} if s.n is not None else {})}))
                hi_here = _int(evaluate(s.hi, {**env, **({s.n: n0} if s.n is not None else {})}))
            except (Undefined, TypeError, ValueError):
                bad.add(n0)
                continue
            for k0 in range(lo, hi_here + 1):
                npts += 1
                try:
                    left = sum(
                        (ev.coeff(j, n0) * ev.F(n0 + j, k0) for j in range(J + 1)), Fraction(0)
                    )
                    right = ev.G(n0, k0 + 1) - ev.G(n0, k0)
                    ok = (
                        sympy.simplify(sympy.sympify(left - right)) == 0
                        if not isinstance(left - right, Fraction)
                        else left == right
                    )
                except (Undefined, ZeroDivisionError):
                    ok = False
                if not ok:
                    bad.add(n0)
                    break
    poles = _pole_lines(s)
    proved, why = _pointwise_all_n(s)
    detail = (
        (why if proved else f"checked for n <= {ns[-1]} only ({why})")
        + f"; exact at {npts} points (n in {ns[0]}..{ns[-1]}"
        + (f", parameters sampled {len(_param_envs(s))}x" if s.params else "")
        + f"); poles of R in k: {poles or 'none'}"
    )
    if hi_c is None:
        detail += "; upper bound not of the form c*n+d"
    if bad:
        detail += f"; fails at n = {sorted(bad)}"
    late = [b for b in bad if b >= s.N - 2]
    if late:
        detail += " (failures near the top of the window: not an isolated exception)"
    return Check("pointwise", not late and (proved or not STRICT), detail), bad


def _gamma_min_ok(arg: Expr, s: _Setup, n1: int, hc: int, hd: int, top: int) -> str | None:
    """None if ``Gamma(arg)`` has no pole on ``{n >= n1, lo <= k <= hc*n + hd + top}``;
    else why not (a linear program on the unbounded polygon: the minimum is at a vertex
    when both edge directions do not decrease the argument)."""
    a = sympy.expand(arg)
    if a.free_symbols - {s.n, s.k}:
        return None  # generic in the parameters (noted by the caller)
    P = sympy.Poly(a, s.n, s.k)
    al, be, c = (P.coeff_monomial(x) for x in (s.n, s.k, 1))
    if not c.is_Integer:
        return None  # Gamma(m + 1/2): no poles at integers
    lo = int(s.lo)
    if al < 0 or al + be * hc < 0:
        return f"Gamma({arg}) reaches poles for large {s.n}"
    vmin = min(al * n1 + be * lo + c, al * n1 + be * (hc * n1 + hd + top) + c)
    if vmin < 1:
        return f"Gamma({arg}) has poles on the range"
    return None


def _pointwise_all_n(s: _Setup) -> tuple[bool, str]:
    """Prove the pointwise telescoping equation for every ``n > N`` by a limit argument.

    For ``k`` moved off the integers (``k + eps``) the equation is the rational identity
    (check ``telescoping-identity``) times the gamma form of ``F``.  Letting ``eps -> 0``
    gives the equation at an integer point with ``G`` the gamma-form limit, provided (1) no
    numerator gamma factor or rational denominator of ``F(n+j, k)`` is singular for ``k``
    in the range (so ``F``'s value is its limit; denominator gamma poles give the value 0,
    the binomial convention) and (2) the limit of ``G = R F`` is finite on every line
    ``k = K(n)`` in ``lo..hi+1`` where ``R`` has a pole, and on ``k = hi + 1``.  The
    boundary check uses the same limits, so the sum telescopes for all ``n > N``.
    """
    n, k = s.n, s.k
    shape = _hi_shape(s)
    if n is None or shape is None or not s.lo.is_Integer:
        return False, "range not of the form lo..c*n+d"
    hc, hd = shape
    if hd.free_symbols:
        return False, "upper limit has parameters"
    hd = int(hd)
    n1 = max(s.N, s.start) + 1
    J = len(s.coeffs) - 1
    generic = False
    for j in range(J + 1):
        tj = s.term.subs(n, n + j)
        for arg, e in tj.gammas:
            generic = generic or bool(arg.free_symbols - {n, k})
            if e < 0:
                continue
            why = _gamma_min_ok(arg, s, n1, hc, hd, 0)
            if why:
                return False, why
        pole = summand_pole(tj.rational, n, k, s.lo, s.hi, n1)
        if pole is not None:
            return False, f"F(n+{j}, k) has a pole at {pole}"
    lines = [sympy.expand(s.hi + 1)]
    for f in sympy.Mul.make_args(sympy.factor(s.Rden)):
        base = f.base if f.is_Pow else f
        if not base.has(k):
            continue
        if sympy.Poly(base, k).degree() != 1 or base.free_symbols - {n, k}:
            return False, f"R has the pole factor {base}"
        K = _linear_root(base, k)
        if summand_pole(1 / (k - K), n, k, s.lo, s.hi + 1, n1) is not None:
            lines.append(K)
    exc: set[int] = set()
    for K in dict.fromkeys(lines):
        d = int(sympy.Poly(K, n).coeff_monomial(n).q) if K.has(n) else 1
        m = sympy.Symbol("_m", integer=True)
        for r in range(d):
            # n = d*m + r makes the line integer-linear in m (skip residues off the integers)
            if not sympy.expand(K.subs(n, r)).is_Integer:
                continue
            if d == 1:
                m, sub, s2 = n, {}, s  # K is integer-linear in n already
            else:
                sub = {n: d * m + r}
                s2 = replace(s, n=m, start=-((r - s.start) // d), term=s.term.subs(n, d * m + r))
            try:
                order, _val, e = _line_limit(
                    s2, s2.term, s.Rnum.subs(sub), s.Rden.subs(sub), sympy.expand(K.subs(sub))
                )
            except (Undefined, NotHypergeometric, TypeError, ValueError, ZeroDivisionError) as err:
                return False, f"G on k = {K}: {err or type(err).__name__}"
            if order < 0:
                return False, f"G has a pole on k = {K}"
            exc |= {d * x + r for x in e}
    late = sorted(m for m in exc if m >= n1)
    if late:
        return False, f"G's limit on the pole lines is exceptional at n = {late}"
    shown = ", ".join(f"k = {K}" for K in dict.fromkeys(lines))
    note = "; gamma factors with parameters taken as generic" if generic else ""
    return (
        True,
        f"proved for all n > {n1 - 1} by the gamma-limit argument (G finite on {shown}){note}",
    )


def _zero_order(x: int, recips: list, nums: list, roots: dict[int, int]) -> int:
    """Order of vanishing at the integer ``x`` of ``prod 1/Gamma(al*x+c)^e`` (``recips``)
    over ``prod Gamma(al*x+c)^e`` (``nums``), times the rational part (``roots``)."""
    z = sum(e for al, c, e in recips if al * x + c <= 0) + roots.get(x, 0)
    return z - sum(e for al, c, e in nums if al * x + c <= 0)


def _positive(f: Expr, params: list[Symbol], bounds: dict[str, int] | None) -> bool:
    """``f > 0`` for all parameter values at or above their bounds (``f`` linear)."""
    if bounds is None or not f.free_symbols <= set(params):
        return False
    ts = {p: sympy.Symbol(f"_t_{p.name}", integer=True, nonnegative=True) for p in params}
    g = sympy.expand(f.subs({p: int(bounds.get(p.name, 0)) + ts[p] for p in params}) - 1)
    return _sign(g) == 1


def _linear_root(base: Expr, k: Symbol) -> Expr:
    """The root in ``k`` of ``base = a*k + b`` (``a`` free of ``k``)."""
    P = sympy.Poly(base, k)
    a, b = P.coeff_monomial(k), P.coeff_monomial(1)
    return sympy.expand(-b / a)


def _pole_lines(s: _Setup) -> list[str]:
    out = []
    for f in sympy.Mul.make_args(sympy.factor(s.Rden)):
        base = f.base if f.is_Pow else f
        if base.has(s.k) and sympy.Poly(base, s.k).degree() == 1:
            out.append(f"k = {_linear_root(base, s.k)}")
    return out


# ---------------------------------------------------------------- symbolic boundary


_LINE_CACHE: dict = {}


def _line_limit(s: _Setup, term: HyperTerm, Rnum: Expr, Rden: Expr, K: Expr):
    """Closed form of ``lim R*F`` on the line ``k = K(n) + eps`` for large ``n``.

    Returns ``(order, value, exceptional)``; ``exceptional``: integers ``n >= start`` where
    the generic reasoning does not apply.  Raises :class:`Undefined` when it cannot decide.
    (Memoised: a pure function of its arguments and of ``s.n``, ``s.k``, ``s.start``.)
    """
    key = (term, Rnum, Rden, K, s.n, s.k, s.start)
    if key not in _LINE_CACHE:
        try:
            _LINE_CACHE[key] = _line_limit_uncached(s, term, Rnum, Rden, K)
        except Undefined as err:
            _LINE_CACHE[key] = err
        if len(_LINE_CACHE) > 512:
            _LINE_CACHE.clear()
    out = _LINE_CACHE.get(key)
    if isinstance(out, Undefined):
        raise out
    if out is None:
        return _line_limit_uncached(s, term, Rnum, Rden, K)
    order, val, exc = out
    return order, val, set(exc)


def _line_limit_uncached(s: _Setup, term: HyperTerm, Rnum: Expr, Rden: Expr, K: Expr):
    n, k = s.n, s.k
    eps = sympy.Symbol("_eps")
    order = 0
    val = term.const.subs(k, K)
    exc: set[int] = set()
    for arg, e in term.gammas:
        a = sympy.expand(arg.subs(k, K))
        beta = sympy.expand(arg).coeff(k, 1)
        alpha = a.coeff(n, 1) if n is not None else 0
        g0 = sympy.expand(a - alpha * n) if n is not None else a
        if alpha == 0:
            if g0.is_Integer and g0 <= 0:
                if beta == 0:
                    if e < 0:
                        return 1, sympy.Integer(0), exc  # 1/Gamma at a pole: exactly 0
                    raise Undefined(f"gamma({arg}) has a pole on k = {K}")
                m = -int(g0)
                val *= (sympy.Integer(-1) ** m / (sympy.factorial(m) * beta)) ** e
                order -= e
            else:
                val *= sympy.gamma(g0) ** e
            continue
        if g0.free_symbols or not g0.is_Integer:
            val *= sympy.gamma(a) ** e
            continue
        alpha, g0i = int(alpha), int(g0)
        # arg = alpha*n + g0: a pole where arg <= 0
        if alpha > 0:
            nmax = math.floor(-g0i / alpha)
            exc |= set(range(s.start, nmax + 1))
            val *= sympy.gamma(a) ** e
        else:
            nmin = math.ceil(g0i / -alpha)
            exc |= set(range(s.start, nmin))
            if beta == 0:
                if e < 0:
                    return 1, sympy.Integer(0), exc  # 0 for n >= nmin: 1/Gamma at poles
                raise Undefined(f"gamma({arg}) has poles on k = {K}")
            m = -a
            val *= ((-1) ** m / (sympy.gamma(m + 1) * beta)) ** e
            order -= e
    for base, ex in term.powers:
        val *= base ** sympy.expand(ex.subs(k, K))
    num, den = sympy.fraction(sympy.together(term.rational * Rnum / Rden))
    for part, sign in ((num, 1), (den, -1)):
        P = sympy.Poly(sympy.expand(part.subs(k, K + eps)), eps)
        if P.is_zero:
            if sign == 1:
                return 1, sympy.Integer(0), exc
            raise Undefined(f"denominator vanishes on k = {K}")
        (d,), c = P.terms()[-1]
        order += sign * d
        val = val * c if sign == 1 else val / c
        if n is not None and c.free_symbols <= {n} and c.has(n):
            for r in sympy.Poly(c, n).ground_roots():
                if r.is_Integer and r >= s.start:
                    exc.add(int(r))
    return order, val, exc


def _same_zero(terms: list[Expr]) -> bool:
    terms = [t for t in terms if t != 0]
    if not terms:
        return True
    t0 = terms[0]
    total = sympy.Integer(0)
    for t in terms:
        q = sympy.gammasimp(sympy.combsimp(sympy.powsimp(t / t0, force=True)))
        total += q
    if sympy.cancel(total) == 0:
        return True
    return sympy.simplify(total) == 0


def _boundary_terms(s: _Setup) -> tuple[list[Expr], set[int]]:
    """The closed forms of the boundary terms ``G(n, hi+1)``, ``-G(n, lo)`` and ``a_j(n)
    F(n+j, k)`` for ``hi(n) < k <= hi(n+j)`` (gamma-form limits on each line), valid for
    ``n`` outside the returned exceptional set.  Raises :class:`Undefined` (a pole, or a line
    the analysis cannot handle) or :class:`NotHypergeometric`."""
    shape = _hi_shape(s)
    if s.n is None or shape is None or not s.lo.is_Integer:
        raise Undefined("range must be lo..c*n+d with integer lo, c >= 0")
    c, _ = shape
    J = len(s.coeffs) - 1
    terms: list[Expr] = []
    exc: set[int] = set()
    one = sympy.Integer(1)
    pieces = [(one, s.term, s.Rnum, s.Rden, s.hi + 1), (-one, s.term, s.Rnum, s.Rden, s.lo)]
    for j in range(1, J + 1):
        tj = s.term.subs(s.n, s.n + j)
        hij = s.hi.subs(s.n, s.n + j)
        for i in range(1, c * j + 1):
            K = s.hi + i
            assert sympy.expand(hij - K) >= 0
            pieces.append((s.coeffs[j], tj, one, one, K))
    for coef, term, rn, rd, K in pieces:
        order, val, e = _line_limit(s, term, rn, rd, K)
        exc |= e
        if order < 0:
            raise Undefined(f"boundary term on k = {K} has a pole")
        if order == 0 and not zero_for_integer_parameters(coef * val, s.params, s.param_bounds):
            terms.append(coef * val)
    return terms, exc


def zero_for_integer_parameters(
    t: Expr, params: list[Symbol], bounds: dict[str, int] | None = None
) -> bool:
    """True if the term ``t`` is 0 for every integer value ``>= bounds[p]`` (default: every
    integer; ``bounds`` maps names) of some parameter ``p``: a reciprocal gamma factor
    ``1/Gamma(a*p + c)`` is at a pole (exactly 0) at every such ``p``, after the poles of
    numerator gamma factors in ``p`` are counted against them (and the integer zeros and
    poles of the rational part's factors in ``p`` alone).

    The gamma factors in ``p`` must have ``p`` as their only symbol, ``t``'s rational part
    no denominator factor in ``p`` and other symbols unless positive above the bounds, and
    no numerator gamma factor may involve another parameter (so no ``0 * oo``).  The order
    of vanishing is a step function of ``p`` that changes only at the factors' breakpoints
    ``-c/a``: checking the integers between the smallest breakpoint minus 1 and the largest
    plus 1 covers all integers.  E.g. the boundary term ``1/(Gamma(1 - j) Gamma(j))`` of
    ``sum_k C(n,k) C(k,j)`` at ``k = 0`` (A = B, §5.2: ``1/Gamma`` vanishes at the
    nonpositive integers).

    >>> j = sympy.Symbol("j", integer=True)
    >>> zero_for_integer_parameters(1 / (sympy.factorial(-j) * sympy.factorial(j - 1)), [j])
    True
    >>> zero_for_integer_parameters(1 / sympy.factorial(j - 1), [j])
    False
    """
    try:
        whole = parse_term(t, tuple(params))
    except NotHypergeometric:
        return False
    for arg, e in whole.gammas:
        if e > 0 and len(arg.free_symbols & set(params)) > 1:
            return False
    for p in params:
        if not t.has(p):
            continue
        recips: list[tuple[int, int, int]] = []
        nums: list[tuple[int, int, int]] = []
        usable = True
        for arg, e in whole.gammas:
            a = sympy.expand(arg)
            if not a.has(p):
                if e > 0 and a.free_symbols & set(params):
                    usable = False  # a numerator gamma of another parameter could be infinite
                continue
            if a.free_symbols != {p}:
                usable = False
                break
            al, c = a.coeff(p, 1), sympy.expand(a - a.coeff(p, 1) * p)
            if not c.is_Integer:
                continue  # e.g. Gamma(p + 1/2): no poles at integers
            (recips if e < 0 else nums).append((int(al), int(c), abs(e)))
        if not usable or not recips:
            continue
        # integer roots of the rational part's factors in p alone (zeros count +, poles -)
        roots: dict[int, int] = {}
        num, den = sympy.fraction(sympy.together(whole.rational))
        for part, sign in ((num, 1), (den, -1)):
            for f, m in sympy.factor_list(part)[1]:
                if not f.has(p):
                    continue
                if f.free_symbols != {p} or not f.is_polynomial(p):
                    # a numerator factor may be ignored; a denominator one must be positive
                    usable = usable and (sign > 0 or _positive(f, params, bounds))
                    continue
                for r in sympy.Poly(f, p).ground_roots():
                    if r.is_Integer:
                        roots[int(r)] = roots.get(int(r), 0) + sign * m
        if not usable:
            continue
        bps = [Fraction(-c, al) for al, c, _ in recips + nums] + [Fraction(r) for r in roots]
        lo_x, hi_x = math.floor(min(bps)) - 1, math.ceil(max(bps)) + 1
        if bounds is not None and p.name in bounds:
            lo_x = max(lo_x, int(bounds[p.name]))
        if all(_zero_order(x, recips, nums, roots) > 0 for x in range(lo_x, hi_x + 1)):
            return True
    return False


def _is_zero_combination(terms: list[Expr], n: Symbol | None) -> bool:
    """``sum(terms) == 0`` as a function of ``n``: every similarity class cancels
    (:mod:`wzprove.wz.hypersum`), else sympy's simplification."""
    terms = [t for t in terms if t != 0]
    if not terms:
        return True
    if n is not None:
        try:
            if not similarity_classes(sympy.Add(*terms), n):
                return True
        except (NotHypergeometric, TypeError, ValueError):
            pass
    return _same_zero(terms)


def is_zero_combination(terms: list[Expr], n: Symbol | None) -> bool:
    """Public name of :func:`_is_zero_combination`: ``sum(terms) == 0`` as a function of
    ``n`` (class by class, A = B §8.2)."""
    return _is_zero_combination(terms, n)


def exceptional_ns(cert: Certificate) -> set[int]:
    """The ``n >= start`` where the recurrence of ``cert`` is not proved by the rational
    argument (roots of ``a_J``, ``k``-free poles of ``R``, zeros of the shift ratios): initial
    values must reach past them."""
    return _exceptional(_setup(cert))[1]


def boundary_closed_form(cert: Certificate) -> Expr:
    """The closed form ``B(n)`` of the boundary terms of a Zeilberger certificate, so that
    ``sum_j a_j(n) S(n+j) = B(n)`` for ``n`` outside finitely many exceptions (A = B, §6.3:
    telescoping over the summation range).  Raises :class:`Undefined` if it has a pole or
    cannot be analysed."""
    s = _setup(cert)
    terms, _ = _boundary_terms(s)
    return sympy.Add(*terms)


def _boundary(s: _Setup, bad: set[int]) -> tuple[Check, set[int]]:
    J = len(s.coeffs) - 1
    exc: set[int] = set()
    try:
        terms, exc = _boundary_terms(s)
    except (Undefined, NotHypergeometric) as err:
        return Check("boundary", False, f"cannot analyse the boundary: {err}"), exc
    ok_sym = _is_zero_combination([*terms, -s.inhom], s.n)
    if len(exc) > MAX_EXCEPTIONAL:
        return Check("boundary", False, "too many exceptional n"), exc
    # concrete check of B(n) = 0 for small and exceptional n
    ns = _window_ns(s, exc)
    failures: set[int] = set()
    for env in _param_envs(s):
        ev = _Evaluator(s, env)
        for n0 in ns:
            try:
                hi0 = _int(evaluate(s.hi, {**env, s.n: n0}))
                B = ev.G(n0, hi0 + 1) - ev.G(n0, int(s.lo))
                for j in range(1, J + 1):
                    hij = _int(evaluate(s.hi, {**env, s.n: n0 + j}))
                    for kk in range(hi0 + 1, hij + 1):
                        B += ev.coeff(j, n0) * ev.F(n0 + j, kk)
                if s.inhom != 0:
                    B -= evaluate(s.inhom, {**env, s.n: n0})
                if not _equal(B, Fraction(0)):
                    failures.add(n0)
            except (Undefined, ZeroDivisionError):
                failures.add(n0)
    bad |= failures
    what = "0" if s.inhom == 0 else f"the declared inhomogeneous part {s.inhom}"
    detail = (
        (f"boundary terms sum to {what} symbolically" if ok_sym else f"boundary sum is not {what}")
        + f"; exact check for n in {ns[0]}..{ns[-1]}"
        + (f"; nonzero at n = {sorted(failures)}" if failures else "")
        + (f"; exceptional n = {sorted(exc)}" if exc else "")
    )
    big = [m for m in failures if m > s.N]
    return Check("boundary", ok_sym and not big, detail), exc


# ---------------------------------------------------------------- recurrence side


def _nonneg_roots(p: Expr, n: Symbol, start: int) -> set[int]:
    """The integer roots ``>= start`` of the factors of ``p`` that are polynomials in ``n``
    alone; other factors (parameters, ``2**n``, ``factorial(n + 2)``) are skipped: callers
    that meet non-polynomial factors add their singular points separately."""
    if not p.has(n):
        return set()
    out = set()
    for f in sympy.Mul.make_args(sympy.factor(p)):
        base = f.base if f.is_Pow else f
        if base.has(n) and base.free_symbols == {n} and base.is_polynomial(n):
            for r in sympy.Poly(base, n).ground_roots():
                if r.is_Integer and r >= start:
                    out.add(int(r))
    return out


def _exceptional(s: _Setup) -> tuple[Check, set[int]]:
    n, k = s.n, s.k
    if sympy.expand(s.coeffs[-1]) == 0:
        return Check(
            "leading-coefficient", False, "the leading coefficient a_J is identically zero"
        ), set()
    roots = _nonneg_roots(s.coeffs[-1], n, s.start)
    # k-free factors of R's denominator
    rden_roots: set[int] = set()
    for f in sympy.Mul.make_args(sympy.factor(s.Rden)):
        base = f.base if f.is_Pow else f
        if not base.has(k):
            rden_roots |= _nonneg_roots(base, n, s.start)
    vars_ = (k, n)
    ring = term_ring(s.term, vars_)
    rn = factored_ratio(s.term, n, ring)
    ratio_roots: set[int] = set()
    for f, _m in rn.facs.values():
        if not ring.involves(f, k):
            for j in range(len(s.coeffs)):
                ratio_roots |= {r - j for r in _nonneg_roots(ring.to_expr(f), n, s.start)}
    allr = roots | rden_roots | {r for r in ratio_roots if r >= s.start}
    detail = (
        f"a_J = {sympy.factor(s.coeffs[-1])}: nonnegative integer roots >= {s.start}: "
        f"{sorted(roots) or 'none'}; k-free poles of R at n = {sorted(rden_roots) or 'none'}"
    )
    if s.params:
        detail += " (factors in n alone; those with parameters: the parameters check)"
    ok = len(allr) <= MAX_EXCEPTIONAL
    return Check("leading-coefficient", ok, detail), allr


def _rhs_recurrence(s: _Setup, rhs: Expr) -> tuple[Check, set[int]]:
    """``rhs`` (a sum of hypergeometric terms) satisfies the recurrence, class by class
    (:mod:`wzprove.wz.hypersum`); also returns the ``n`` where that argument does not apply
    to the values (initial values must reach past them)."""
    n = s.n
    J = len(s.coeffs) - 1
    try:
        if s.inhom == 0:
            ok, why = annihilates(s.coeffs, rhs, n)
        else:
            lhs = sympy.Add(*[a * rhs.subs(n, n + j) for j, a in enumerate(s.coeffs)])
            left = similarity_classes(lhs - s.inhom, n)
            ok = not left
            why = (
                f"every similarity class of sum_j a_j r(n+j) - ({s.inhom}) cancels"
                if ok
                else f"class {left[0].term.gamma_expr()} does not cancel"
            )
        sing, notes = singular_points(rhs, n, s.start, J)
        if s.inhom != 0:
            sing2, notes2 = singular_points(s.inhom, n, s.start, 0)
            sing, notes = sing | sing2, notes + notes2
    except NotHypergeometric as err:
        return Check("rhs-recurrence", False, f"right side not hypergeometric: {err.reason}"), set()
    except Undefined as err:
        return Check("rhs-recurrence", False, f"right side: {err}"), set()
    detail = f"sum_j a_j(n) r(n+j) = {s.inhom} for r = {rhs}: {why} (rational identity)"
    if not ok:
        detail = f"{rhs} does not satisfy the recurrence: {why}"
    if sing:
        detail += f"; r's gamma form may differ from its value at n = {sorted(sing)}"
    if notes:
        detail += "; " + "; ".join(notes)
    return Check("rhs-recurrence", ok, detail), sing


def _equal(a, b) -> bool:
    d = sympy.sympify(a - b) if not (isinstance(a, Fraction) and isinstance(b, Fraction)) else a - b
    if isinstance(d, Fraction):
        return d == 0
    return sympy.simplify(sympy.expand_func(d)) == 0


def _initial_values(s: _Setup, sum_expr: Expr, rhs: Expr, last: int) -> Check:
    """The sum equals ``rhs`` at ``n = start .. last`` by direct evaluation; with parameters
    in binomial arguments (``C(n, k + r)``), for every integer parameter value at or above
    its bound (:func:`~wzprove.wz.evaluate.equal_for_parameters`, an exact case split)."""
    n = s.n
    split = False
    for n0 in range(s.start, last + 1):
        try:
            a = evaluate(sum_expr, {n: n0})
            b = evaluate(rhs, {n: n0})
            same = _equal(a, b)
            if not same and s.params and not (_is_frac(a) and _is_frac(b)):
                raise Undefined("symbolic values")  # decide by the case split instead
        except Undefined as err:
            if not s.params:
                return Check("initial-values", False, f"{n} = {n0}: {err}")
            bounds = {p: int(s.param_bounds.get(p.name, 0)) for p in s.params}
            ok, why = equal_for_parameters(sum_expr, rhs, {n: n0}, bounds)
            if ok is not True:
                return Check("initial-values", False, f"{n} = {n0}: {why}")
            split = True
            continue
        if not same:
            return Check("initial-values", False, f"{n} = {n0}: sum = {a}, right side = {b}")
    how = "direct" if not split else "direct; parameters by an exact case split"
    return Check("initial-values", True, f"sum = right side at {n} = {s.start}..{last} ({how})")


def _is_frac(x) -> bool:
    return isinstance(x, Fraction)


def verify_certificate(
    cert: Certificate, recertify: Callable[..., Any] | None = None
) -> list[Check]:
    """Check ``cert`` from scratch; returns the named checks (all must pass).

    ``recertify`` (the engine's ``certify``) lets the ``parameters`` check certify the
    identity afresh at exceptional parameter values where the certificate does not apply;
    without it those values fail the check.

    Raises nothing for a wrong certificate (checks fail instead); raises
    :class:`~wzprove.wz.errors.WZError` subclasses for unreadable input.
    """
    s = _setup(cert)
    checks = [_telescoping_identity(s)]
    if not checks[0].passed:
        return checks
    if cert.method == "gosper":
        return _with_parameters(cert, checks + _verify_gosper(s), recertify)
    J = len(s.coeffs) - 1
    exc_check, exc = _exceptional(s)
    checks.append(exc_check)
    ns = _window_ns(s, {e for e in exc if e <= s.N + 40})
    pw, bad = _pointwise(s, ns)
    bc, bexc = _boundary(s, bad)
    checks += [pw, bc]
    bad |= bexc | exc
    rhs_check = None
    if cert.method != "wz" and s.rhs is not None:
        if isinstance(s.rhs, sympy.Sum):
            rhs_check = Check("rhs-recurrence", False, "use certify() for two-sum identities")
        else:
            rhs_check, sing = _rhs_recurrence(s, s.rhs)
            bad |= sing
    last = max([s.start + J - 1] + [b + J for b in bad])
    sum_expr = sympy.Sum(
        sympy.sympify(cert.summand and parse_expr(cert.summand, _table(s))), (s.k, s.lo, s.hi)
    )
    if cert.method == "wz":
        rhs = s.rhs
        checks.append(_rhs_nonzero(s, rhs))
        checks.append(_initial_values_if(checks, s, sum_expr, rhs, max(last, s.start)))
    elif rhs_check is not None:
        checks.append(rhs_check)
        checks.append(_initial_values_if(checks, s, sum_expr, s.rhs, last))
    return _with_parameters(cert, checks, recertify)


def _with_parameters(
    cert: Certificate, checks: list[Check], recertify: Callable[..., Any] | None
) -> list[Check]:
    """Append the ``parameters`` check (:mod:`wzprove.wz.exceptional`) when the certificate
    has parameters and every earlier check passed."""
    if not cert.parameters or not all(c.passed for c in checks):
        return checks
    again = partial(verify_certificate, recertify=recertify)
    return [*checks, parameter_check(cert, again, recertify)]


def _initial_values_if(checks: list[Check], s: _Setup, sum_expr, rhs, last: int) -> Check:
    """The initial values, unless an earlier check failed (then they cannot help, and the
    parameter case split can be slow): a failed ``initial-values`` that says so."""
    failed = [c.name for c in checks if not c.passed]
    if failed:
        return Check("initial-values", False, f"not checked: {failed[0]} failed")
    return _initial_values(s, sum_expr, rhs, last)


def _table(s: _Setup) -> dict[str, Symbol]:
    t = {s.k.name: s.k}
    if s.n is not None:
        t[s.n.name] = s.n
    for p in s.params:
        t[p.name] = p
    return t


def _rhs_nonzero(s: _Setup, rhs: Expr) -> Check:
    n = s.n
    try:
        rt = parse_term(rhs, (n,))
        r0 = evaluate(rhs, {n: s.start})
    except (NotHypergeometric, Undefined) as err:
        return Check("rhs-nonzero", False, str(err))
    if r0 == 0:
        return Check("rhs-nonzero", False, f"r({s.start}) = 0")
    ring = term_ring(rt, (n,))
    num, den = factored_ratio(rt, n, ring).as_fraction()
    zs = _nonneg_roots(ring.to_expr(num), n, s.start) | _nonneg_roots(ring.to_expr(den), n, s.start)
    bad = [z for z in zs if evaluate(rhs, {n: z + 1}) == 0 or evaluate(rhs, {n: z}) == 0]
    for z in sorted(zs):
        try:
            if evaluate(rhs, {n: z + 1}) == 0:
                bad.append(z + 1)
        except Undefined:
            bad.append(z + 1)
    ok = not bad
    return Check(
        "rhs-nonzero",
        ok,
        f"r({s.start}) = {r0} != 0 and r(n+1)/r(n) has no zero or pole at integers >= {s.start}"
        + (" in its factors in n alone (the others: the parameters check)" if s.params else "")
        + (f" except {sorted(zs)} (checked directly)" if zs else "")
        if ok
        else f"r vanishes at n = {sorted(set(bad))}",
    )


def _window(s: _Setup, ns: list) -> Iterator[tuple[_Evaluator, int | None, dict]]:
    """The points of the concrete checks: each sampled parameter value (with its evaluator)
    and each ``n`` of the window ``ns`` (``None``: no recurrence variable), with the
    environment that binds them."""
    for env in _param_envs(s):
        ev = _Evaluator(s, env)
        for n0 in ns:
            e2 = dict(env)
            if n0 is not None:
                e2[s.n] = n0
            yield ev, n0, e2


def _verify_gosper(s: _Setup) -> list[Check]:
    checks = []
    ns = [None] if s.n is None else _window_ns(s, set())
    pw_bad: set = set()
    for ev, n0, e2 in _window(s, ns):
        try:
            lo = _int(evaluate(s.lo, e2))
            hi = _int(evaluate(s.hi, e2))
            for k0 in range(lo, hi + 1):
                if ev.F(n0, k0) != ev.G(n0, k0 + 1) - ev.G(n0, k0):
                    pw_bad.add(n0)
                    break
        except (Undefined, ZeroDivisionError):
            pw_bad.add(n0)
    checks.append(
        Check(
            "pointwise",
            not pw_bad,
            f"t(k) = z(k+1) - z(k) exactly on the range for n in {ns[0]}..{ns[-1]}"
            + (f"; fails at n = {sorted(x for x in pw_bad if x is not None)}" if pw_bad else ""),
        )
    )
    if s.rhs is None:
        return checks
    G = s.R * s.F
    closed = sympy.together(G.subs(s.k, s.hi + 1) - G.subs(s.k, s.lo))
    sym_ok = _simp_zero(s.rhs - closed)
    how = "symbolically"
    if not sym_ok and _simp_zero(s.rhs - G.subs(s.k, s.hi + 1)):
        sym_ok, how = _lower_term_zero(s), "symbolically (z(lo) = 0 by a gamma-pole argument)"
    # concrete check of the closed form (includes poles, via limits)
    conc_bad = set(pw_bad)
    for ev, n0, e2 in _window(s, ns):
        try:
            lo = _int(evaluate(s.lo, e2))
            hi = _int(evaluate(s.hi, e2))
            z = ev.G(n0, hi + 1) - ev.G(n0, lo)
            if not _equal(z, evaluate(s.rhs, e2)):
                conc_bad.add(n0)
        except (Undefined, ZeroDivisionError):
            conc_bad.add(n0)
    exc: set[int] = set()
    sing_why = ""
    if s.n is not None:
        exc = {m for m in _nonneg_roots(sympy.denom(sympy.together(closed)), s.n, s.start)}
        for f in sympy.Mul.make_args(sympy.factor(s.Rden)):
            base = f.base if f.is_Pow else f
            if not base.has(s.k):
                exc |= _nonneg_roots(base, s.n, s.start)
        # gamma factors of the closed form and of rhs (e.g. 1/factorial(n + 2)): the n where
        # a value may differ from the gamma form the symbolic identity is about
        for e in (closed, s.rhs):
            try:
                exc |= singular_points(e, s.n, s.start, 0)[0]
            except NotHypergeometric:
                pass  # not a sum of hypergeometric terms: polynomial denominators only
            except Undefined as err:
                sing_why = f"; {err}"
    big = [m for m in exc if m > s.N]
    bad_all = conc_bad | set(exc)
    ok = sym_ok and not big and not conc_bad and not sing_why
    checks.append(
        Check(
            "closed-form",
            ok,
            "rhs = z(hi+1) - z(lo) with z = R*F "
            + (how if sym_ok else "NOT symbolically")
            + (f"; exceptional n = {sorted(exc)} checked directly" if exc else "")
            + (f"; fails at n = {sorted(x for x in bad_all if x is not None)}" if conc_bad else "")
            + sing_why,
        )
    )
    return checks


def _simp_zero(d: Expr) -> bool:
    try:
        return sympy.simplify(sympy.combsimp(sympy.expand_func(d))) == 0
    except (TypeError, ValueError, NotImplementedError):
        return False


def _lower_term_zero(s: _Setup) -> bool:
    """``z(lo) = R(lo) F(lo) = 0`` for all values of the single parameter (gamma orders)."""
    z0 = (s.R * s.F).subs(s.k, s.lo)
    if z0 == 0:
        return True
    if len(s.params) != 1 or (s.n is not None and z0.has(s.n)):
        return False
    p = s.params[0]
    sub = _Setup(s.F, s.term, p, s.k, s.lo, s.hi, s.coeffs, s.R, s.Rnum, s.Rden, 0, [], None, s.N)
    try:
        term = parse_term(s.F.subs(s.n, 0) if s.n is not None else s.F, (p, s.k))
        order, _, exc = _line_limit(sub, term, s.Rnum, s.Rden, s.lo)
    except (Undefined, NotHypergeometric):
        return False
    if order <= 0:
        return False
    for m in exc | set(range(0, 9)):
        try:
            if evaluate(z0, {p: m}) != 0:
                return False
        except Undefined:
            return False
    return True


__all__ = ["verify_certificate", "gamma_limit", "WZError"]

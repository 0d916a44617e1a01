"""Exact values for the ``pointwise`` check: the telescoping equation at every integer ``k`` of
the summation range for concrete ``n``, with ``F`` evaluated exactly under the binomial
convention and ``G`` as ``R*F`` or, at poles of ``R``, the gamma-form limit ``k -> k + eps``
(also along lines ``k = K(n)``, for the boundary), and the argument that extends the check to
all ``n`` (A = B, ch. 7; Koepf, "Hypergeometric Summation", ch. 6).
"""

from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction

import sympy
from sympy import Expr, Symbol

from wzprove.wz.certificate import Check
from wzprove.wz.errors import NotHypergeometric, Undefined
from wzprove.wz.evaluate import _sign, evaluate
from wzprove.wz.hypergeometric import HyperTerm
from wzprove.wz.polyring import PolyRing
from wzprove.wz.singular import summand_pole
from wzprove.wz.verify.points import ZERO, gamma_part, int_point, lowest_eps_term, r_polys
from wzprove.wz.verify.setup import (
    STRICT,
    _Setup,
    factored,
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
        num, den = ring.rat_from_factors(term.rational * Rnum / Rden)
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
    fast = gamma_part(term, k, point)  # on Fractions where every value is rational
    if fast == ZERO:
        return sympy.Integer(0)
    if fast is not None:
        order, val = fast[0], sympy.Rational(fast[1].numerator, fast[1].denominator)
    else:
        part = _gamma_part_sympy(term, k, point)
        if part is None:
            return sympy.Integer(0)
        order, val = part
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


def _gamma_part_sympy(term: HyperTerm, k: Symbol, point: dict) -> tuple[int, Expr] | None:
    """:func:`~wzprove.wz.verify.points.gamma_part` in sympy (values that need not be
    rational); None where the term is exactly 0."""
    order = 0
    val = sympy.Integer(1)
    # every free symbol maps to a number: ``xreplace`` gives what ``subs`` gives here,
    # without its per-call rewriting machinery (the hot spot of this function, issue 17)
    sub = {s: _sym(v) for s, v in point.items()}
    for arg, e in term.gammas:
        a0 = sympy.expand(arg.xreplace(sub))
        beta = sympy.expand(arg).coeff(k, 1) if arg.has(k) else 0
        if a0.is_Integer and a0 <= 0:
            if beta == 0:
                if e < 0:
                    # 1/Gamma(arg) is exactly 0 for every eps: so is R*F (e.g.
                    # binomial(k + m, k + r) with r > m)
                    return None
                raise Undefined(f"gamma({arg}) has a pole at {point}")
            m = -int(a0)
            val *= (sympy.Integer(-1) ** m / (sympy.factorial(m) * beta)) ** e
            order -= e
        else:
            val *= sympy.gamma(a0) ** e
    for base, ex in term.powers:
        val *= (base**ex).xreplace(sub)
    val *= term.const.xreplace(sub)
    return order, val


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
        syms = (self.s.k, *([self.s.n] if self.s.n is not None else []), *self.s.params)
        fast = r_polys(self.s.Rnum, self.s.Rden, syms)
        point = int_point(syms, env) if fast is not None else None
        if fast is not None and point is not None:
            # R's numerator and denominator as integer polynomials on flint: exactly the
            # values ``evaluate`` gives them at an integer point (issue 17)
            pn, dn, pd, dd = fast
            den = Fraction(int(pd(*point)), dd)
            num = Fraction(int(pn(*point)), dn) if den != 0 else None
        else:
            den = evaluate(self.s.Rden, env)
            num = None
        if den != 0:
            r = (num if num is not None else evaluate(self.s.Rnum, env)) / den
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


def _gamma_min_ok(arg: Expr, s: _Setup, n1: int, hc: int, hd: int | None, top: int) -> str | None:
    """None if ``Gamma(arg)`` has no pole on ``{n >= n1, lo <= k <= hc*n + hd + top}``;
    else why not (a linear program on the unbounded polygon: the minimum is at a vertex
    when both edge directions do not decrease the argument).  ``hd = None``: the upper
    limit's constant part has parameters, so ``k`` may be any integer ``>= lo``."""
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
    if hd is None:  # the upper limit grows without bound with the parameters
        if be < 0:
            return f"Gamma({arg}) reaches poles for large parameters in the upper limit"
        vmin = al * n1 + be * lo + c
    else:
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
    hc, hd_expr = shape
    hd = _param_offset(s, hd_expr)
    if hd is False:
        return False, "upper limit's parameters not a·p + b with a >= 0, p bounded below"
    # with parameters in the upper limit, poles are looked for on every k >= lo (a
    # superset of each range: the parameters are unbounded above)
    hi_poles = s.hi if hd is not None else hc * n + _FAR
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
        pole = summand_pole(tj.rational, n, k, s.lo, hi_poles, n1)
        if pole is not None:
            return False, f"F(n+{j}, k) has a pole at {pole}"
    lines = [sympy.expand(s.hi + 1)]
    if hd is None:
        why = _param_line_ok(s, lines[0], n1)
        if why:
            return False, why
    for f in sympy.Mul.make_args(factored(s.Rden)):
        base = f.base if f.is_Pow else f
        if not base.has(k):
            continue
        if sympy.Poly(base, k).degree() != 1 or base.free_symbols - {n, k, *s.params}:
            return False, f"R has the pole factor {base}"
        K = _linear_root(base, k)
        if K.free_symbols - {n} and abs(sympy.Poly(base, k).coeff_monomial(k)) != 1:
            return False, f"R has the pole factor {base}"
        if K.free_symbols - {n}:
            if hd is not None or _param_offset(s, sympy.expand(K.subs(n, 0))) is not None:
                return False, f"R has the pole factor {base}"
            why = _param_line_ok(s, K, n1)
            if why:
                return False, why
            lines.append(K)  # a line moving with the parameters: always examined
        elif summand_pole(1 / (k - K), n, k, s.lo, hi_poles + 1, n1) is not None:
            lines.append(K)
    exc: set[int] = set()
    for K in dict.fromkeys(lines):
        d = int(sympy.Poly(K, n).coeff_monomial(n).q) if K.has(n) else 1
        m = sympy.Symbol("_m", integer=True)
        for r in range(d):
            # n = d*m + r makes the line integer-linear in m (skip residues off the integers;
            # the parameters of the upper limit are integers)
            if not sympy.expand(K.subs(n, r).subs({p: 0 for p in s.params})).is_Integer:
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


#: the upper limit's constant part when it has parameters: beyond every pole looked for
_FAR = 10**6


def _param_offset(s: _Setup, hd: Expr) -> int | None | bool:
    """The upper limit's constant part ``hd`` as an integer; ``None`` where it is
    ``b + Σ a_p·p`` with integers ``a_p >= 0`` over integer parameters bounded below (then
    it takes every large value: poles are looked for on all ``k >= lo``, the gamma factors
    without parameters must not decrease in ``k``, and those with parameters are generic,
    their exceptional values found by the ``parameters`` check); ``False`` otherwise."""
    if not hd.free_symbols:
        return int(hd)
    if not hd.free_symbols <= set(s.params) or not all(
        p.is_integer and p.name in s.param_bounds for p in hd.free_symbols
    ):
        return False  # a parameter without a lower bound (a ℤ one) may make hd any value
    P = sympy.Poly(hd, *sorted(hd.free_symbols, key=str))
    if P.total_degree() != 1 or not all(c.is_Integer for c in P.coeffs()):
        return False
    if any(P.coeff_monomial(p) < 0 for p in hd.free_symbols):
        return False
    return None


def _param_line_ok(s: _Setup, K: Expr, n1: int) -> str | None:
    """None where the limit of ``G = R F`` on the line ``k = K`` (with parameters) is what
    :func:`_line_limit` computes for *every* parameter value, not only generic ones: each
    numerator gamma argument with parameters is ``>= 1`` on the line for ``n >= n1`` and
    parameters at or above their bounds (a finite, nonzero factor; a reciprocal gamma only
    adds zeros where it meets a pole), and the leading coefficient of the
    rational part's denominator at ``k = K + eps`` has no parameter (its order is the same
    for all of them); else why not."""
    n, k = s.n, s.k
    shift = {n: n + n1, **{p: p + int(s.param_bounds.get(p.name, 0)) for p in s.params}}
    for arg, e in s.term.gammas:
        if e < 0:  # 1/Gamma at a pole only adds a zero (issue 15: C(k, b), b >= n + 2)
            continue
        a = sympy.expand(arg.subs(k, K))
        if not a.free_symbols & set(s.params):
            continue
        if any(p.name not in s.param_bounds for p in a.free_symbols & set(s.params)):
            return f"Gamma({arg}) on k = {K}: a parameter without a lower bound"
        a = sympy.expand(a.xreplace(shift) - 1)
        try:
            P = sympy.Poly(a, *sorted(a.free_symbols, key=str))
        except sympy.PolynomialError:
            return f"Gamma({arg}) on k = {K}: not linear"
        if P.total_degree() > 1 or any(c < 0 for c in P.coeffs()) or P.coeff_monomial(1) < 0:
            return f"Gamma({arg}) on k = {K} may reach a pole for some parameter values"
    eps = sympy.Symbol("_eps")
    den = sympy.denom(sympy.together(s.term.rational * s.Rnum / s.Rden))
    P = sympy.Poly(sympy.expand(den.subs(k, K + eps)), eps)
    if not P.is_zero and P.terms()[-1][1].free_symbols & set(s.params):
        return f"the denominator's order on k = {K} depends on the parameters"
    return None


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
    for f in sympy.Mul.make_args(factored(s.Rden)):
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
    num, den = _fraction(term.rational * Rnum / Rden)
    for part, sign in ((num, 1), (den, -1)):
        low = lowest_eps_term(part, k, K, eps)
        if low is None:
            if sign == 1:
                return 1, sympy.Integer(0), exc
            raise Undefined(f"denominator vanishes on k = {K}")
        d, c = low
        order += sign * d
        val = val * c if sign == 1 else val / c
        if n is not None and c.free_symbols <= {n} and c.has(n):
            for r in sympy.Poly(c, n).ground_roots():
                if r.is_Integer and r >= s.start:
                    exc.add(int(r))
    return order, val, exc


_FRACTIONS: dict = {}


def _fraction(e: Expr) -> tuple[Expr, Expr]:
    """``sympy.fraction(sympy.together(e))``, memoised (every line ``k = K(n)`` of one
    certificate has the same rational part)."""
    if e not in _FRACTIONS:
        if len(_FRACTIONS) > 256:
            _FRACTIONS.clear()
        _FRACTIONS[e] = sympy.fraction(sympy.together(e))
    return _FRACTIONS[e]

"""The ``boundary`` check: the boundary terms ``G(n, hi(n)+1) - G(n, lo) + sum_j a_j(n)
sum_{hi(n) < k <= hi(n+j)} F(n+j, k)`` vanish, symbolically (closed forms from the gamma-form
limits along lines ``k = K(n)``) and by exact evaluation (A = B, ch. 7.3).
"""

from __future__ import annotations

import math
from fractions import Fraction

import sympy
from sympy import Expr, Symbol

from wzprove.wz.certificate import Certificate, Check
from wzprove.wz.errors import NotHypergeometric, Undefined
from wzprove.wz.evaluate import evaluate
from wzprove.wz.hypergeometric import parse_term
from wzprove.wz.hypersum import similarity_classes
from wzprove.wz.verify.recurrence import (
    _equal,
    _exceptional,
)
from wzprove.wz.verify.setup import (
    MAX_EXCEPTIONAL,
    _Setup,
    _setup,
)
from wzprove.wz.verify.values import (
    _Evaluator,
    _hi_shape,
    _int,
    _line_limit,
    _param_envs,
    _positive,
    _window_ns,
    _zero_order,
)
from wzprove.wz.zerotest import non_integer_power, zero_decision


def _same_zero(terms: list[Expr]) -> bool:
    """``sum(terms) == 0`` decided soundly (:func:`_same_zero_why`)."""
    return _same_zero_why(terms)[0]


def _same_zero_why(terms: list[Expr]) -> tuple[bool, str]:
    """``sum(terms) == 0`` decided soundly (:mod:`wzprove.wz.zerotest`): the ratios
    ``t / t0`` are simplified with integer exponents only (no forced power merging, which
    assumes positive bases), then their sum must cancel to 0.  ``(False, reason)`` when not
    proved."""
    terms = [t for t in terms if t != 0]
    if not terms:
        return True, "zero"
    bad = non_integer_power(sympy.Add(*terms))
    if bad is not None:
        return False, f"not decided: the power {bad} has an exponent not known to be an integer"
    t0 = terms[0]
    total = sympy.Integer(0)
    for t in terms:
        total += sympy.gammasimp(sympy.combsimp(sympy.powsimp(t / t0)))
    return zero_decision(total)


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
                if e > 0 and a.free_symbols & set(params) and not _finite_gamma(a, params, bounds):
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


def _finite_gamma(arg: Expr, params: list[Symbol], bounds: dict[str, int] | None) -> bool:
    """``Gamma(arg)`` is finite for every value of the parameters at or above their bounds:
    ``arg`` (linear, integer coefficients) is ``>= 1`` there, every parameter in it bounded
    (``Gamma(n + 2)`` for ``n >= 0``: issue 15, CM (5.26) with the recurrence in ``a``)."""
    if bounds is None or any(p.name not in bounds for p in arg.free_symbols):
        return False
    return _positive(arg, params, bounds)


def _is_zero_combination(terms: list[Expr], n: Symbol | None) -> bool:
    """``sum(terms) == 0`` as a function of ``n``: every similarity class cancels
    (:mod:`wzprove.wz.hypersum`), else the sound zero test :func:`_same_zero`."""
    return _zero_combination(terms, n)[0]


def _zero_combination(terms: list[Expr], n: Symbol | None) -> tuple[bool, str]:
    """:func:`_is_zero_combination` with the reason when not proved."""
    terms = [t for t in terms if t != 0]
    if not terms:
        return True, "zero"
    if n is not None:
        try:
            if not similarity_classes(sympy.Add(*terms), n):
                return True, "zero"
        except (NotHypergeometric, TypeError, ValueError):
            pass
    return _same_zero_why(terms)


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
    ok_sym, why = _zero_combination([*terms, -s.inhom], s.n)
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
        (
            f"boundary terms sum to {what} symbolically"
            if ok_sym
            else f"boundary sum is not shown to be {what} ({why})"
        )
        + f"; exact check for n in {ns[0]}..{ns[-1]}"
        + (f"; nonzero at n = {sorted(failures)}" if failures else "")
        + (f"; exceptional n = {sorted(exc)}" if exc else "")
    )
    big = [m for m in failures if m > s.N]
    return Check("boundary", ok_sym and not big, detail), exc

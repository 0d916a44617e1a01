"""The recurrence side of a certificate: ``leading-coefficient`` (the integer roots where the
recurrence says nothing), ``rhs-recurrence`` (the right side satisfies the recurrence) and
``initial-values`` (sum and right side agree by direct evaluation where they must), after
A = B, ch. 6.3 and 8 (Zeilberger's recurrences and their initial values).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import sympy
from sympy import Expr, Symbol

from wzprove.wz.certificate import Check
from wzprove.wz.errors import NotHypergeometric, Undefined
from wzprove.wz.evaluate import evaluate
from wzprove.wz.hypergeometric import factored_ratio, term_ring
from wzprove.wz.hypersum import annihilates, similarity_classes, singular_points
from wzprove.wz.param_cases import equal_for_parameters
from wzprove.wz.verify.initial_sums import certify_initial_value
from wzprove.wz.verify.natural import initial_value_by_forms
from wzprove.wz.verify.setup import (
    MAX_EXCEPTIONAL,
    _Setup,
    factored,
)

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


def summand_divisor_zeros(s: _Setup) -> set[int]:
    """The n >= start where a k-free divisor of the summand as read vanishes (``n - 50`` in
    ``(2*n - 100)/(n - 50)``): there the summand is 0 under x / 0 = 0, not the value of the
    rational function the certificate is about."""
    if s.n is None:
        return set()
    out: set[int] = set()
    for f in sympy.preorder_traversal(s.F):
        if f.is_Pow and f.exp.is_negative and not f.base.has(s.k):
            out |= _nonneg_roots(f.base, s.n, s.start)
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
    for f in sympy.Mul.make_args(factored(s.Rden)):
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
    # k-free divisors of the summand itself ((2*n - 100)/(n - 50)): the ratio cancels them,
    # but there F is 0 under x / 0 = 0, not its rational-function value (breaker12l)
    div_roots = summand_divisor_zeros(s)
    for j in range(len(s.coeffs)):
        ratio_roots |= {r - j for r in div_roots}
    allr = roots | rden_roots | {r for r in ratio_roots if r >= s.start}
    far = sorted(r for r in div_roots if r > s.N + 40)
    if far:
        why = f"the summand's divisor vanishes at n = {far}, beyond the values checked"
        return Check("leading-coefficient", False, why), allr
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


def _initial_values(
    s: _Setup,
    sum_expr: Expr,
    rhs: Expr,
    last: int,
    recertify: Callable[..., Any] | None = None,
    natural_params: bool = False,
) -> Check:
    """The sum equals ``rhs`` at ``n = start .. last`` by direct evaluation; with parameters
    in binomial arguments (``C(n, k + r)``), for every integer parameter value at or above
    its bound (:func:`~wzprove.wz.param_cases.equal_for_parameters`, an exact case split).
    Where that split does not decide (a sum whose range holds a parameter: CM (5.26)'s value
    at ``a = 0``; Dixon's ``∑_{k ≤ 2r} (-1)^k C(2r, k)^3`` as the value at ``j = 0`` of a
    recurrence in ``j``), ``recertify`` (the engine's ``certify``) certifies
    ``sum(n0) = rhs(n0)`` as an identity in the parameters, every check of its own passed
    (:func:`~wzprove.wz.verify.initial_sums.certify_initial_value`).  With
    ``natural_params`` (every parameter an integer at or above its bound, no other domain),
    a value with factorials of the parameters is compared through its gamma forms
    (:func:`~wzprove.wz.verify.natural.initial_value_by_forms`)."""
    n = s.n
    split = False
    certified: list[str] = []
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
            if ok is None and natural_params:
                # factorials of the parameters (Dixon at a = 0): the gamma forms, exactly
                done, how = initial_value_by_forms(s, sum_expr, rhs, n0)
                if done:
                    certified.append(how)
                    continue
                why = f"{why}; gamma forms: {how}"
            if ok is None and isinstance(sum_expr, sympy.Sum):
                # a sum whose range keeps a parameter: its own certificate (issue 15)
                names = {p.name: b for p, b in bounds.items() if p.name in s.param_bounds}
                done, how = certify_initial_value(
                    sum_expr, rhs, n, n0, list(s.params), names, recertify
                )
                if done:
                    certified.append(how)
                    continue
                why = f"{why}; certifying it: {how}"
            if ok is not True:
                return Check("initial-values", False, f"{n} = {n0}: {why}")
            split = True
            continue
        if not same:
            return Check("initial-values", False, f"{n} = {n0}: sum = {a}, right side = {b}")
    how = "direct" if not split else "direct; parameters by an exact case split"
    if certified:
        how += "; " + "; ".join(certified)
    return Check("initial-values", True, f"sum = right side at {n} = {s.start}..{last} ({how})")


def _is_frac(x) -> bool:
    return isinstance(x, Fraction)

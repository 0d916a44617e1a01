"""Equality of two values for every integer value of the parameters: an exact case split
on the integers (the initial values of a recurrence whose sum has a parameter in its range,
:mod:`wzprove.wz.verify.recurrence`).

The values are those of :func:`wzprove.wz.evaluate.evaluate` (Lean's semantics), with
``binomial(a, b)`` of symbolic ``b`` kept as an opaque atom where its value is not decided.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import sympy
from sympy import Expr, Symbol

from wzprove.wz.binomial_normal import normalise
from wzprove.wz.errors import Undefined
from wzprove.wz.evaluate import OpaqueBinomial, Value, _ev, _is_num, _sign, _simplify
from wzprove.wz.support import SplitNeeded


def equal_for_parameters(
    lhs: Expr,
    rhs: Expr,
    env: Mapping[Symbol, int],
    bounds: Mapping[Symbol, int],
    max_cases: int = 120,
) -> tuple[bool | None, str]:
    """Whether ``lhs = rhs`` at ``env`` for **every** integer value ``p >= bounds[p]`` of the
    parameters (the symbols of ``bounds``), e.g. an initial value of Vandermonde's sum with a
    shift ``r``: ``sum_k C(0, k) C(n, k + r) = C(n, r)`` for all integers ``n, r >= 0``.

    Method (case split on the integers, exact): write ``p = bounds[p] + t`` with ``t >= 0``;
    evaluate both sides keeping ``binomial(a, b)`` with symbolic ``b`` as an opaque atom,
    except where the signs of ``a``, ``b``, ``a - b`` (linear in the ``t``) decide it for all
    ``t`` (``0`` for ``b < 0`` or ``b > a >= 0``; ``C(a, a - b)`` for a constant ``a - b``);
    symbolic powers ``c**t`` stay.  If the difference expands to 0, the sides agree for all
    ``t`` (a polynomial identity in the atoms).  Otherwise take an atom argument ``alpha*t +
    c`` of undecided sign, check ``t = 0 .. T-1`` separately and ``t = T + t'`` (where the
    sign is decided), recursively, at most ``max_cases`` cases.  A difference no split
    decides is tried with each family of atoms ``C(U + i, V + j)`` brought to one atom
    (:func:`wzprove.wz.binomial_normal.normalise`, valid for every integer ``U``).

    Returns:
        ``(True, how)``; ``(False, where)`` with parameter values where the sides differ; or
        ``(None, why)`` when the split does not decide (factorials of parameters, sums whose
        range depends on a parameter, too many cases).

    >>> from sympy import symbols, binomial, Sum
    >>> n, r, k = symbols("n r k", integer=True)
    >>> equal_for_parameters(Sum(binomial(0, k) * binomial(n, k + r), (k, 0, 0)),
    ...                      binomial(n, r), {}, {n: 0, r: 0})[0]
    True
    >>> equal_for_parameters(binomial(0, r), 2**(-r), {}, {r: 0})
    (False, 'r = 1: 0 != 1/2')
    >>> equal_for_parameters(2**r, r + 1, {}, {r: 0})
    (None, 'cannot decide 2**r - r - 1 = 0 for all parameter values')
    """
    ts = {p: Symbol(f"_t_{p.name}", integer=True, nonnegative=True) for p in bounds}
    point = {p: int(bounds[p]) + ts[p] for p in bounds}
    budget = [max_cases]
    names = {ts[p]: (p, int(bounds[p])) for p in bounds}

    def show(pt: Mapping[Symbol, Value]) -> str:
        out = []
        for p, v in pt.items():
            v = sympy.sympify(v)
            if v.free_symbols:
                return ""
            out.append(f"{p} = {v}")
        return ", ".join(out)

    def user_terms(pt: Mapping[Symbol, Value]) -> dict[Symbol, Expr]:
        """Each case variable ``t`` (``p = c + t`` in this case) as ``p - c``: what a
        message shows, in the user's parameters (issue 12)."""
        return {t: p - sympy.sympify(pt[p]).subs(t, 0) for t, (p, _) in names.items()}

    def user_text(text: str, pt: Mapping[Symbol, Value]) -> str:
        for t, e in user_terms(pt).items():
            text = text.replace(t.name, str(e) if e.is_Symbol else f"({e})")
        return text

    def rec(pt: dict[Symbol, Value]) -> tuple[bool | None, str]:
        budget[0] -= 1
        if budget[0] < 0:
            return None, f"more than {max_cases} cases of the parameters"
        full = {**{s: Fraction(v) for s, v in env.items()}}
        for p, v in pt.items():
            v = sympy.sympify(v)
            full[p] = Fraction(int(v)) if v.is_Integer else v
        split = None
        try:
            d = _simplify(_ev(sympy.sympify(lhs), full, True) - _ev(sympy.sympify(rhs), full, True))
        except SplitNeeded as err:  # a window term in the range for some values only
            split, d = _split_on(err.expr, names), None
            if split is None:
                return None, user_text(str(err), pt)
        except Undefined as err:
            return None, user_text(str(err), pt)
        if split is not None:
            return by_cases(pt, *split)
        if _is_num(d):
            if d == 0:
                return True, ""
            a = _ev(sympy.sympify(lhs), full, True)
            b = _ev(sympy.sympify(rhs), full, True)
            return False, f"{show(pt)}: {a} != {b}"
        d = sympy.expand(d)
        if d == 0 or sympy.cancel(sympy.together(d)) == 0:
            return True, ""
        for atom in d.atoms(OpaqueBinomial):
            a, b = atom.args
            for x in (a, b, sympy.expand(a - b)):
                found = _split_on(x, names)
                if found is not None and (split is None or found[1] < split[1]):
                    split = found
        if split is None:
            # one atom per family of binomials (C(r+1, m+1) = (r+1)/(m+1) C(r, m), ...)
            norm = normalise(d, OpaqueBinomial, names)
            if norm is True:
                return True, ""
            if isinstance(norm, tuple) and norm[0] in names:
                return by_cases(pt, *norm)
        if split is None:
            # the first point of this case may already be a counterexample
            zero = {t: 0 for t in names}
            ok, why = rec({p: sympy.sympify(x).subs(zero) for p, x in pt.items()})
            if ok is False:
                return ok, why
            shown = sympy.expand(d.subs(user_terms(pt)))
            return None, f"cannot decide {shown} = 0 for all parameter values"
        return by_cases(pt, *split)

    def by_cases(pt: dict[Symbol, Value], t: Symbol, T: int) -> tuple[bool | None, str]:
        """``t = 0 .. T - 1`` one by one, then ``t = T + t'``."""
        for v in range(T):
            sub = {p: sympy.expand(sympy.sympify(x).subs(t, v)) for p, x in pt.items()}
            ok, why = rec(sub)
            if ok is not True:
                return ok, why
        sub = {p: sympy.expand(sympy.sympify(x).subs(t, t + T)) for p, x in pt.items()}
        return rec(sub)

    ok, why = rec(point)
    if ok:
        return True, "for all parameter values (exact case split)"
    return ok, why


def _split_on(x: Expr, names: Mapping[Symbol, Any]) -> tuple[Symbol, int] | None:
    """``(t, T)``: ``x``, linear in one case variable ``t`` of ``names``, has one sign for
    ``t >= T`` (the split ``t < T`` / ``t = T + t'`` of :func:`equal_for_parameters`)."""
    if _sign(x) is not None or len(sympy.sympify(x).free_symbols) != 1:
        return None
    (t,) = sympy.sympify(x).free_symbols
    if t not in names:
        return None
    try:
        P = sympy.Poly(x, t)
    except sympy.PolynomialError:  # not a polynomial in t (2**t): no split on it
        return None
    al, c = P.coeff_monomial(t), P.coeff_monomial(1)
    if P.degree() != 1 or not (al.is_Integer and c.is_Integer and al != 0):
        return None
    return t, abs(int(c)) // abs(int(al)) + 1

"""Closed-form terms for proof sketches: sympy rational functions as model terms, and the
closed form of ``G = R·F`` that stays valid at the poles of ``R``.

A WZ / creative-telescoping certificate gives ``G(n, k) = R(n, k)·F(n, k)`` with ``R``
rational (A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 6–7).  Written as ``R * F`` in Lean,
``G`` is wrong wherever the denominator of ``R`` vanishes inside the summation range, since
Lean's ``x / 0 = 0`` (docs/design.md, "Shape of a WZ proof", item 3).  For ``Σ C(n,k) = 2^n``,
``R·F = -k·C(n,k) / (2(n+1-k))`` has a pole at ``k = n+1`` where the true value is
``-C(n,n)/2``.  :func:`closed_form` removes such poles by shifting ``F``: with the shift
ratio ``ρ_b(n,k) = F(n,k) / F(n,k-b)`` (a rational function, since ``F`` is hypergeometric,
A = B ch. 3), ``R·F = S·F(n, k-b)`` where ``S = R·ρ_b``; the linear factors of the
denominator of ``R`` that ``F`` cancels disappear from ``S`` (``C(n,k)·k/(n+1-k) =
C(n,k-1)``).  For ``k < b`` the value is ``R(n,k)·F(n,k)`` at that fixed ``k`` (or 0).  The
result is a guarded term ``if k = 0 then v₀ else … S(n,k) * F(n, k - b)`` with ℕ
subtraction that never truncates in the branch where it is used.

Which shift is right is decided by the caller's numeric check (``wzprove.sketch.check``)
under Lean's semantics: a candidate whose pointwise equation fails anywhere on the grid is
discarded.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import sympy

from wzprove.model.errors import WzproveError
from wzprove.model.identity import Term, Ty, substitute
from wzprove.model.vocab import Status
from wzprove.wz.errors import WZError
from wzprove.wz.hypergeometric import ratio
from wzprove.wz.polyring import factor


class ClosedFormError(WzproveError):
    """No closed form of the requested shape (a non-rational shift ratio, an expression
    the converter does not know)."""

    status: Status = "out-of-scope"


def lit(v: int | Fraction, ty: Ty) -> Term:
    """A literal of type ``ty``; negative values become ``neg`` of a literal (Lean has no
    negative numeral)."""
    v = Fraction(v)
    if v < 0:
        return Term("neg", (Term.lit(-v, ty),), ty)
    return Term.lit(v, ty)


def var_at(name: str, var_type: Ty, ty: Ty) -> Term:
    """The variable ``name`` (of type ``var_type``) used at type ``ty`` (cast when they
    differ)."""
    v = Term.var(name, var_type)
    return v if var_type == ty else Term("cast", (v,), ty)


def add(a: Term, b: Term, ty: Ty) -> Term:
    return Term("add", (a, b), ty)


def sub(a: Term, b: Term, ty: Ty) -> Term:
    return Term("sub", (a, b), ty)


def mul(a: Term, b: Term, ty: Ty) -> Term:
    return Term("mul", (a, b), ty)


def div(a: Term, b: Term, ty: Ty) -> Term:
    return Term("div", (a, b), ty)


def shift(name: str, by: int) -> Term:
    """``name + by`` (or ``name - |by|``) at ℕ."""
    v = Term.var(name, "ℕ")
    if by == 0:
        return v
    if by > 0:
        return add(v, Term.lit(by, "ℕ"), "ℕ")
    return sub(v, Term.lit(-by, "ℕ"), "ℕ")


def at(term: Term, values: Mapping[str, Term]) -> Term:
    """``term`` with its free variables replaced simultaneously by ``values``."""
    fresh = {name: f"\u2063{name}" for name in values}
    for name, tmp in fresh.items():
        term = substitute(term, name, Term.var(tmp, "ℕ"))
    for name, tmp in fresh.items():
        term = substitute(term, tmp, values[name])
    return term


def rational_term(expr: sympy.Expr, types: Mapping[str, Ty], ty: Ty) -> Term:
    """A rational function of the variables as a term at the field type ``ty``.

    ``types`` gives each symbol's Lean type (a ℕ variable becomes a cast ``(n : ℝ)``).
    The expression is factored and written ``numerator / denominator`` with products of
    factors, so that the Lean text stays close to the mathematics.  Raises
    :class:`ClosedFormError` for anything but a rational function with rational
    coefficients.

    >>> from wzprove.lean.render import render_term
    >>> n = sympy.Symbol("n")
    >>> render_term(rational_term((n + 1) / 2, {"n": "ℕ"}, "ℝ"))
    '((((n : ℕ) : ℝ) + 1) / 2 : ℝ)'
    """
    expr = sympy.sympify(expr)
    # a product of (factored) pieces: `factor` alone gives the canonical form of
    # `factor(cancel(…))` without expanding the product first
    expr = factor(expr if isinstance(expr, (sympy.Mul, sympy.Pow)) else sympy.cancel(expr))
    num, den = sympy.fraction(expr)
    top = _product(num, types, ty)
    if den == 1:
        return top
    return div(top, _product(den, types, ty), ty)


def _product(e: sympy.Expr, types: Mapping[str, Ty], ty: Ty) -> Term:
    if isinstance(e, sympy.Mul):
        coeff, factors = e.as_coeff_mul()
        if coeff < 0:
            return Term("neg", (_product(-e, types, ty),), ty)
        parts = ([] if coeff == 1 else [_poly(coeff, types, ty)]) + [
            _poly(f, types, ty) for f in factors
        ]
        out = parts[0]
        for p in parts[1:]:
            out = mul(out, p, ty)
        return out
    return _poly(e, types, ty)


def _poly(e: sympy.Expr, types: Mapping[str, Ty], ty: Ty) -> Term:
    if isinstance(e, sympy.Integer) or isinstance(e, sympy.Rational):
        v = Fraction(int(e.p), int(e.q))
        if v.denominator != 1:
            return div(lit(v.numerator, ty), Term.lit(v.denominator, ty), ty)
        return lit(v, ty)
    if isinstance(e, sympy.Symbol):
        if e.name not in types:
            raise ClosedFormError(f"unknown symbol {e.name} in {e}")
        return var_at(e.name, types[e.name], ty)
    if isinstance(e, sympy.Pow):
        base, ex = e.args
        if not (ex.is_Integer and ex > 0):
            raise ClosedFormError(f"power {e} is not a polynomial factor")
        return Term("pow", (_poly(base, types, ty), Term.lit(int(ex), "ℕ")), ty)
    if isinstance(e, sympy.Mul):
        return _product(e, types, ty)
    if isinstance(e, sympy.Add):
        terms = sorted(e.args, key=sympy.default_sort_key, reverse=True)
        # a positive term first, so that the sum does not start with a negation
        terms.sort(key=lambda t: bool(t.as_coeff_Mul()[0] < 0))
        items = [(True, _product(terms[0], types, ty))] + [
            (t.as_coeff_Mul()[0] >= 0, _product(t if t.as_coeff_Mul()[0] >= 0 else -t, types, ty))
            for t in terms[1:]
        ]
        if len(items) > BALANCED:
            return _balanced(items, ty)
        out = items[0][1]
        for plus, t in items[1:]:
            out = add(out, t, ty) if plus else sub(out, t, ty)
        return out
    raise ClosedFormError(f"{e} is not a rational function")


#: a sum of more terms than this is written as a balanced tree of parenthesised halves
#: (:func:`_balanced`), not nested to the left: LCI Gould_identity_10_5's certificate has a
#: 238-term numerator, which nested to the left is deeper than the reader's
#: :data:`wzprove.model.limits.MAX_DEPTH` (and Lean's ``maxRecDepth``); shorter sums, every
#: golden file's among them, are written as before
BALANCED = 64


def _balanced(items: list[tuple[bool, Term]], ty: Ty) -> Term:
    """``t₀ ± t₁ ± … ± tₘ`` (``items``: ``(plus, tᵢ)``, the first one's sign ``+``) as a
    balanced tree: the first half, then ``+`` or ``-`` the second half with its signs taken
    relative to its first term (``a - b + c = a - (b - c)``), each half the same way, so the
    nesting depth is about ``log₂ m``."""
    if len(items) == 1:
        return items[0][1]
    mid = len(items) // 2
    left = _balanced(items[:mid], ty)
    rest = items[mid:]
    first = rest[0][0]
    right = _balanced([(plus == first, t) for plus, t in rest], ty)
    return add(left, right, ty) if first else sub(left, right, ty)


def closed_term(
    expr: sympy.Expr, types: Mapping[str, Ty], ty: Ty, symbolic_base: bool = False
) -> Term:
    """A hypergeometric closed form (a sum of products of rational functions, powers
    ``c^(linear)``, ``factorial(linear)`` and ``binomial(linear, linear)``; a binomial whose
    top is a polynomial in variables of the field type is ``Ring.choose``) as a term at the
    field type ``ty``, e.g. the right-hand part ``b(n)`` of an inhomogeneous recurrence.
    With ``symbolic_base``, a power's base may also be a polynomial in variables of the
    field type (``x ^ (n + 2)`` for a real ``x``: no cast, no truncation).

    The arguments of factorials, binomials and symbolic exponents must be linear forms in
    ℕ variables with nonnegative integer coefficients, so that they are ℕ terms that never
    truncate (``Nat.factorial (2 * n)``, ``Nat.choose (2 * n) n``, ``2 ^ (n + 1)``).  Raises
    :class:`ClosedFormError` for anything else.

    >>> from wzprove.lean.render import render_term
    >>> n = sympy.Symbol("n", integer=True, nonnegative=True)
    >>> render_term(closed_term(-sympy.factorial(2 * n) / sympy.factorial(n + 1),
    ...                         {"n": "ℕ"}, "ℚ"))
    '(-(((Nat.factorial (2 * n) : ℕ) : ℚ) / ((Nat.factorial (n + 1) : ℕ) : ℚ)) : ℚ)'
    """
    expr = sympy.sympify(expr)
    if isinstance(expr, sympy.Add):
        terms = list(expr.args)
        terms.sort(key=lambda t: bool(t.as_coeff_Mul()[0] < 0))
        out = closed_term(terms[0], types, ty, symbolic_base)
        for t in terms[1:]:
            if t.as_coeff_Mul()[0] < 0:
                out = sub(out, closed_term(-t, types, ty, symbolic_base), ty)
            else:
                out = add(out, closed_term(t, types, ty, symbolic_base), ty)
        return out
    if expr.as_coeff_Mul()[0] < 0:
        return Term("neg", (closed_term(-expr, types, ty, symbolic_base),), ty)
    num, den = sympy.fraction(expr)
    top = _closed_product(num, types, ty, symbolic_base)
    if den == 1:
        return top
    return div(top, _closed_product(den, types, ty, symbolic_base), ty)


def _closed_product(
    e: sympy.Expr, types: Mapping[str, Ty], ty: Ty, symbolic_base: bool = False
) -> Term:
    factors = list(e.args) if isinstance(e, sympy.Mul) else [e]
    parts = [_closed_factor(f, types, ty, symbolic_base) for f in factors]
    out = parts[0]
    for p in parts[1:]:
        out = mul(out, p, ty)
    return out


def _closed_factor(
    e: sympy.Expr, types: Mapping[str, Ty], ty: Ty, symbolic_base: bool = False
) -> Term:
    if isinstance(e, sympy.factorial):
        return Term("cast", (Term("factorial", (_nat_linear(e.args[0], types),), "ℕ"),), ty)
    if isinstance(e, sympy.binomial):
        if any(types.get(s.name) == ty for s in e.args[0].free_symbols):  # `Ring.choose z L`
            if e.args[0].has(sympy.factorial, sympy.binomial) or not e.args[0].is_polynomial():
                raise ClosedFormError(f"{e}: a binomial whose top is not a polynomial")
            r, low = _poly(e.args[0], types, ty), _nat_linear(e.args[1], types)
            return Term("binomial", (r, low), ty)
        top, bot = (_nat_linear(x, types) for x in e.args)
        return Term("cast", (Term("choose", (top, bot), "ℕ"),), ty)
    if isinstance(e, sympy.Pow) and not e.args[1].is_Integer:
        base, ex = e.args
        field = all(types.get(str(s)) == ty for s in base.free_symbols)
        if symbolic_base and not base.is_Rational and base.is_polynomial() and field:
            return Term("pow", (_poly(base, types, ty), _nat_linear(ex, types)), ty)
        if not base.is_Rational:
            raise ClosedFormError(f"power {e} with a symbolic base")
        return Term("pow", (_closed_factor(base, types, ty), _nat_linear(ex, types)), ty)
    if isinstance(e, sympy.Pow) and e.args[1].is_Integer and e.args[1] > 0:
        if e.args[0].has(sympy.factorial, sympy.binomial, sympy.Pow):
            return Term("pow", (_closed_factor(e.args[0], types, ty), Term.lit(int(e.args[1]))), ty)
    if e.has(sympy.factorial, sympy.binomial) or any(
        isinstance(x, sympy.Pow) and not x.args[1].is_Integer for x in sympy.preorder_traversal(e)
    ):
        raise ClosedFormError(f"{e} is not a product of closed-form factors")
    return _poly(e, types, ty)


def _nat_linear(e: sympy.Expr, types: Mapping[str, Ty]) -> Term:
    """``c0 + Σ ci·vi`` with nonnegative integers ``ci`` and ℕ variables ``vi``, at ℕ."""
    e = sympy.expand(sympy.sympify(e))
    terms: list[Term] = []
    const = 0
    for t in sympy.Add.make_args(e):
        c, rest = t.as_coeff_Mul()
        if not (c.is_Integer and c >= 0):
            raise ClosedFormError(f"{e} is not a linear form with nonnegative coefficients")
        if rest == 1:
            const += int(c)
            continue
        if not isinstance(rest, sympy.Symbol) or types.get(rest.name) != "ℕ":
            raise ClosedFormError(f"{e} is not a linear form in ℕ variables")
        v = Term.var(rest.name, "ℕ")
        terms.append(v if c == 1 else mul(Term.lit(int(c)), v, "ℕ"))
    if not terms:
        return Term.lit(const)
    out = terms[0]
    for t in terms[1:]:
        out = add(out, t, "ℕ")
    return add(out, Term.lit(const), "ℕ") if const else out


def shift_ratio(summand: sympy.Expr, k: sympy.Symbol, b: int) -> sympy.Expr:
    """``F(k) / F(k - b)`` as a rational function (``b ≥ 0``), from the ratio
    ``F(k+1)/F(k)`` of :func:`wzprove.wz.hypergeometric.ratio`.  Raises
    :class:`ClosedFormError` when ``F`` is not hypergeometric in ``k``."""
    try:
        rho = ratio(summand, k)
    except WZError as err:
        raise ClosedFormError(str(err)) from err
    out = sympy.Integer(1)
    for i in range(1, b + 1):
        out *= rho.subs(k, k - i)
    return sympy.cancel(out)


def cleared_ratio(summand: sympy.Expr, var: sympy.Symbol) -> tuple[sympy.Expr, sympy.Expr]:
    """``(p, q)`` with ``F(var+1)/F(var) = p/q``, polynomials (side goal 2 states
    ``q·F(var+1) = p·F(var)``).  Raises :class:`ClosedFormError`."""
    try:
        rho = ratio(summand, var)
    except WZError as err:
        raise ClosedFormError(str(err)) from err
    p, q = sympy.fraction(factor(rho))
    return p, q


def guarded_closed_form(
    R: sympy.Expr,
    summand: sympy.Expr,
    F: Term,
    k: str,
    b: int,
    types: Mapping[str, Ty],
    ty: Ty,
    n: str | None = None,
    a: int = 0,
) -> Term:
    """The term ``if k = 0 then v₀ else … if k = b-1 then v_{b-1} else S·F(n+a, k-b)`` for
    ``R·F`` (module docstring), with ``S = R·F(n,k)/F(n+a,k-b)`` rational.

    Args:
        R: the certificate (sympy, rational in the variables and ``k``).
        summand: ``F`` as sympy (mathematical reading), for its shift ratios.
        F: ``F`` as a model term (Lean semantics), the user's summand.
        k: the summation index's name; ``b`` the shift in ``k`` (``b < 0``: the
            unguarded ``S·F(n+a, k+|b|)``, which needs no ℕ subtraction).
        types: Lean types of the symbols; ``ty`` the field the term lives in.
        n: the recurrence variable's name; ``a ≥ 0`` the shift in ``n`` (an ``n``-shift
            moves the poles ``k = n + 1, n + 2, …`` of ``R`` onto zeros of ``F(n+a, k)``,
            as for Franel's ``Σ C(n,k)³``).
    Raises:
        ClosedFormError: no rational ``S`` (non-hypergeometric summand).
    """
    ks = _symbol(summand, R, k)
    if b >= 0:
        S = sympy.cancel(R * shift_ratio(summand, ks, b))
    else:
        # F(n,k)/F(n,k+c) = 1 / [F(n,k+c)/F(n,k)]: no ℕ subtraction, no guard needed
        S = sympy.cancel(R / shift_ratio(summand, ks, -b).subs(ks, ks - b))
    body_f = at(F, {k: shift(k, -b)}) if b else F
    if a:
        assert n is not None
        ns = _symbol(summand, R, n)
        try:
            rho_n = ratio(summand, ns)
        except WZError as err:
            raise ClosedFormError(str(err)) from err
        up = sympy.Integer(1)
        for i in range(a):
            up *= rho_n.subs(ns, ns + i)
        # F(n,k)/F(n+a,k-b) = [F(n,k)/F(n,k-b)] · [F(n,k-b)/F(n+a,k-b)]
        S = sympy.cancel(S / up.subs(ks, ks - b))
        body_f = at(body_f, {n: shift(n, a)})
    S = factor(S)
    out = body_f if S == 1 else mul(rational_term(S, types, ty), body_f, ty)
    for j in reversed(range(b)):
        low = sympy.cancel(R.subs(ks, j))
        if low == 0 or sympy.simplify(low * summand.subs(ks, j)) == 0:
            value: Term = lit(0, ty)
        else:
            value = mul(rational_term(low, types, ty), at(F, {k: Term.lit(j, "ℕ")}), ty)
        cond = Term("eq", (Term.var(k, "ℕ"), Term.lit(j, "ℕ")), "Prop")
        out = Term("ite", (cond, value, out), ty)
    return out


#: the shifts ``(a, b)`` tried for the closed form of ``G``, simplest first; a negative
#: ``b`` writes ``G`` through ``F(n, k + |b|)`` (for ``Σ k·k! = (n+1)! - 1`` the
#: antidifference ``k!`` is ``F(k+1)/(k+1)²``, while every ``F(k - b)`` vanishes at ``k = b``)
SHIFTS: tuple[tuple[int, int], ...] = (
    (0, 0),
    (0, 1),
    (1, 0),
    (0, 2),
    (1, 1),
    (2, 0),
    (0, 3),
    (1, 2),
    (2, 1),
    (3, 0),
    (2, 2),
    (0, 4),
    (0, -1),
    (0, -2),
)


def _symbol(summand: sympy.Expr, R: sympy.Expr, name: str) -> sympy.Symbol:
    for s in summand.free_symbols | sympy.sympify(R).free_symbols:
        if isinstance(s, sympy.Symbol) and s.name == name:
            return s
    return sympy.Symbol(name, integer=True, nonnegative=True)


def unify_symbols(expr: sympy.Expr, table: Mapping[str, sympy.Symbol]) -> sympy.Expr:
    """``expr`` with every free symbol replaced by the symbol of the same name in
    ``table`` (certificates read back with plain integer symbols)."""
    expr = sympy.sympify(expr)
    rep = {s: table[s.name] for s in expr.free_symbols if s.name in table}
    return expr.xreplace(rep)

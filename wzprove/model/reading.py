"""The mathematical reading of a Lean identity, and when it means the same as Lean's.

The symbolic engine proves statements about mathematical sums: ``n - k`` is a subtraction
in ℤ, ``binomial`` follows the usual convention, nothing truncates.  A Lean statement over ℕ
may mean something else: ``Nat.choose (n - k) j`` truncates ``n - k`` at 0.  This module
reads an :class:`~wzprove.model.identity.Identity` as a sympy ``Sum`` identity and decides, by a
sound sufficient test, whether each Lean-only operation agrees with its mathematical reading
at every point the statement covers:

* a truncated subtraction ``a - b`` at ℕ agrees when ``a - b ≥ 0`` follows from the bounds
  of the summation indices around it and the lower bounds the hypotheses give the
  variables.  The test is linear: ``a - b`` is integer-linear in the indices and variables;
  each index is replaced by the bound that minimises the expression (its lower bound where
  its coefficient is positive, its upper bound where negative: correct for a linear form
  over an interval), innermost index first, and what remains must have nonnegative
  coefficients and a nonnegative value at the variables' lower bounds.  This is
  Fourier–Motzkin elimination specialised to boxes (Schrijver, *Theory of Linear and Integer
  Programming*, §12.2);
* a nonlinear truncated subtraction outside the sums (``2 ^ (n + 1) - 1``) agrees when
  sympy deduces its sign from the variables being natural numbers;
* a division at ℚ or ℝ agrees when its divisor cannot be 0 where the statement applies
  (Lean takes ``x / 0 = 0``, while sympy may cancel ``x / x`` to 1): the divisor is a
  product of nonzero literals, factorials, binomials ``C(a, b)`` with ``0 ≤ b ≤ a`` on the
  range, linear forms that stay ≥ 1 or ≤ −1 (the test above) or have no integer zero
  (``2k − 1``), or a quantity a hypothesis says is nonzero;
* a floor division at ℕ or ℤ by a literal ``c ≥ 2`` that divides its numerator (a polynomial
  with integer coefficients) at every residue class modulo ``c`` is exact, and is read as the
  exact quotient (``n * (n + 1) / 2``; :func:`wzprove.model.cases.divides_everywhere`: a
  polynomial's value modulo ``c`` depends only on its variables' residues, so the ``c^k``
  residue points are a proof); any other floor division or remainder has no mathematical
  reading here: the statement is out of scope for the engine (the falsity checks still
  evaluate it exactly).

The caller (``wzprove.pipeline``) certifies the reading with the engine only when every
Lean-only operation is shown to agree; otherwise the statement is ``out-of-scope`` with the
reason.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

import sympy

from wzprove.model.choose_guards import guarded_parts
from wzprove.model.errors import WzproveError
from wzprove.model.identity import (
    EvaluationError,
    Identity,
    SumBinder,
    Term,
    evaluate,
    show,
    symbol_for,
    to_sympy,
)
from wzprove.model.linear_forms import (
    exact_division,
    exact_quotient,
    faithful,
    integer_valued,
    linear_form,
    never_integer_zero,
    strip_cast,
)
from wzprove.model.poly_params import polynomial_parameters
from wzprove.model.symbolic import analytic_caveat, positive_argument, rename_bound
from wzprove.model.terms import positive
from wzprove.model.vocab import Status

#: Largest constant exponent the engine is given (larger powers are not computable here).
MAX_EXPONENT = 10_000


class ReadingError(WzproveError):
    """The identity has no mathematical reading the engine handles; ``str`` says why."""

    status: Status = "out-of-scope"


@dataclass(frozen=True)
class Reading:
    """A Lean identity as the engine sees it.

    ``lhs`` is a sympy ``Sum(summand, (k, lo, hi))``; ``rhs`` a sympy expression (possibly a
    ``Sum``); ``lower_bounds`` the least value each natural variable may take under the
    hypotheses (0 when none is given); ``justified`` the Lean-only operations shown to agree
    with their mathematical reading, each with the argument; ``swapped`` whether the
    statement's sides were exchanged to put the sum on the left.
    """

    lhs: sympy.Sum
    rhs: sympy.Expr
    symbols: Mapping[str, sympy.Symbol]
    lower_bounds: Mapping[str, int]
    justified: tuple[str, ...] = ()
    swapped: bool = False
    conditions: tuple[str, ...] = field(default_factory=tuple)
    domains: Mapping[str, tuple[str, int | None, bool]] = field(default_factory=dict)


def lower_bounds(identity: Identity, *, first_integer: bool = False) -> dict[str, int]:
    """The least value of each ℕ/ℤ variable implied by hypotheses of the forms ``c ≤ n``,
    ``n ≥ c``, ``c < n``, ``n > c``, ``n ≠ 0``, ``0 ≠ n`` and conjunctions of them, with
    ``c`` a literal; ℕ variables without such a hypothesis have lower bound 0.  A ℚ/ℝ
    variable gets ``⌊c⌋`` (a lower bound, not its least value: ``0 < x`` allows x = 1/1000);
    with ``first_integer`` it gets the least *integer* the hypothesis allows (``0 < x``: 1),
    where the engine starts the integer points it samples (:func:`read_sides`)."""
    bounds: dict[str, int] = {v.name: 0 for v in identity.variables if v.type == "ℕ"}

    def visit(h: Term) -> None:
        if h.op == "and":
            visit(h.args[0])
            visit(h.args[1])
            return
        h = positive(h)  # ¬ (n < 100) is the bound 100 ≤ n
        op, args = h.op, h.args
        if op in ("ge", "gt"):  # a ≥ b  ⇔  b ≤ a
            op = "le" if op == "ge" else "lt"
            args = (args[1], args[0])
        a, b = (strip_cast(x) for x in args) if len(args) == 2 else (None, None)
        if a is None or b is None:
            return
        if op in ("le", "lt") and a.op == "lit" and b.op == "var":
            value = a.value
            assert isinstance(value, Fraction)
            if b.type in ("ℕ", "ℤ") or first_integer:  # the least integer ≥ c (> c for <)
                c = math.floor(value) + 1 if op == "lt" else math.ceil(value)
            else:  # a ℚ/ℝ variable: x > 0 gives no x ≥ 1, only x ≥ ⌊c⌋
                c = math.floor(value)
            name = str(b.value)
            bounds[name] = max(bounds.get(name, c), c)
        if op == "ne":
            for x, y in ((a, b), (b, a)):
                if x.op == "var" and y.op == "lit" and y.value == 0 and x.type == "ℕ":
                    name = str(x.value)
                    bounds[name] = max(bounds.get(name, 1), 1)

    for h in identity.hypotheses:
        visit(h)
    return bounds


@dataclass(frozen=True)
class _Scope:
    """The summation indices around a subterm, innermost last: (symbol, lower, upper)."""

    indices: tuple[tuple[sympy.Symbol, sympy.Expr, sympy.Expr], ...] = ()


def _nonneg_linear(
    expr: sympy.Expr,
    scope: _Scope,
    bounds: Mapping[str, int],
    facts: tuple[sympy.Expr, ...] = (),
) -> bool:
    """Sufficient test that the linear ``expr`` is ≥ 0 for all indices in their ranges and
    all variables at or above their lower bounds (module docstring), using also the
    hypotheses ``g ≥ 0`` in ``facts``: ``expr`` is ≥ 0 if ``expr - Σ λ_i g_i`` is, for
    small nonnegative integers ``λ_i`` (a Farkas certificate, tried over ``λ_i ≤ 2``)."""
    return any(
        _nonneg_box(sympy.expand(expr) - combo, scope, bounds) for combo in _combinations(facts)
    )


def _combinations(facts: tuple[sympy.Expr, ...]) -> list[sympy.Expr]:
    out = [sympy.Integer(0)]
    for g in facts[:4]:
        out += [c + lam * g for c in out for lam in (1, 2)]
    return out


def _nonneg_box(expr: sympy.Expr, scope: _Scope, bounds: Mapping[str, int]) -> bool:
    e = sympy.expand(expr)
    for sym, lo, hi in reversed(scope.indices):
        c = e.coeff(sym)
        if c.free_symbols:
            return False
        if c > 0:
            e = sympy.expand(e.subs(sym, lo))
        elif c < 0:
            e = sympy.expand(e.subs(sym, hi))
    point = {}
    for s in e.free_symbols:
        c = e.coeff(s)
        if not c.is_number or c < 0 or s.name not in bounds:
            return False
        point[s] = bounds[s.name]
    return bool(e.subs(point) >= 0)


def _nonneg_by_assumptions(t: Term, scope: _Scope) -> bool:
    """For a nonlinear ℕ subtraction outside every summation (``2 ^ (n + 1) - 1``,
    ``(n + 1)! - 1``): sympy's sign deduction from the variables being natural numbers
    (each subterm read mathematically; nested truncations are justified on their own)."""
    if scope.indices:
        return False
    try:
        expr = to_sympy(t).expr
    except Exception:  # noqa: BLE001 - no reading, no justification
        return False
    return expr.is_nonnegative is True


def _index_range(t: Term, symbols: dict[str, sympy.Symbol]) -> tuple[sympy.Expr, sympy.Expr]:
    binder = t.value
    assert isinstance(binder, SumBinder)
    lo, hi = (linear_form(x, symbols) for x in t.args[:2])
    if hi is None or (lo is None and binder.kind != "range"):
        bad = t.args[1] if hi is None else t.args[0]
        if not bad.free_vars():
            raise ReadingError(
                f"the bound {show(bad)[:60]} of {show(t)[:80]} is a constant power or product, "
                "not a number or a linear expression in the variables"
            )
        raise ReadingError(f"the bounds of {show(t)[:120]} are not linear")
    start, stop = {
        "range": (sympy.Integer(0), hi - 1),
        "Icc": (lo, hi),
        "Ico": (lo, hi - 1),
        "Ioc": (lo + 1 if lo is not None else None, hi),
        "Ioo": (lo + 1 if lo is not None else None, hi - 1),
    }[binder.kind]
    return start, stop


def _inequalities(identity: Identity) -> list[tuple[sympy.Expr, bool]]:
    """The hypotheses ``a ≤ b``, ``a < b``, ``a ≥ b``, ``a > b`` between linear terms (and
    conjunctions of them) as ``(b - a, strict)``."""
    symbols: dict[str, sympy.Symbol] = {}
    out: list[tuple[sympy.Expr, bool]] = []

    def visit(h: Term) -> None:
        if h.op == "and":
            visit(h.args[0])
            visit(h.args[1])
            return
        h = positive(h)
        if h.op not in ("le", "lt", "ge", "gt") or not all(faithful(x) for x in h.args):
            return
        a, b = (linear_form(x, symbols) for x in h.args)
        if a is None or b is None:
            return
        if h.op in ("ge", "gt"):
            a, b = b, a
        out.append((sympy.expand(b - a), h.op in ("lt", "gt")))

    for h in identity.hypotheses:
        visit(h)
    return out


def linear_facts(identity: Identity) -> tuple[sympy.Expr, ...]:
    """The hypotheses of the form ``a ≤ b``, ``a < b``, ``a ≥ b``, ``a > b`` between
    integer-linear terms, as sympy expressions ``g`` with ``g ≥ 0`` (``b - a``, or
    ``b - a - 1`` for a strict inequality where ``b - a`` takes integer values; over ℚ/ℝ,
    ``0 < x`` with x = 1/1000 gives no ``x ≥ 1``: :func:`strict_facts` keeps ``x > 0``)."""
    return tuple(
        gap - 1 if strict and integer_valued(gap) else gap
        for gap, strict in _inequalities(identity)
    )


def strict_facts(identity: Identity) -> tuple[sympy.Expr, ...]:
    """The hypotheses ``a < b`` / ``b > a`` between linear terms as ``b - a`` known to be
    ``> 0`` (over ℚ/ℝ too, where :func:`linear_facts` keeps only ``b - a ≥ 0``)."""
    return tuple(gap for gap, strict in _inequalities(identity) if strict)


def nonzero_facts(identity: Identity) -> tuple[sympy.Expr, ...]:
    """The hypotheses ``a ≠ b`` (and ``¬ a = b``, ``0 < a``, ``a > 0``), as sympy
    expressions ``a - b`` known to be nonzero."""
    out: list[sympy.Expr] = []

    def visit(h: Term) -> None:
        if h.op == "and":
            visit(h.args[0])
            visit(h.args[1])
            return
        h = positive(h)  # ¬ a = b is a ≠ b, ¬ (a ≥ b) is a < b
        if h.op in ("ne", "lt", "gt") and all(faithful(x) for x in h.args):
            try:
                a, b = (to_sympy(x).expr for x in h.args)
            except Exception:  # noqa: BLE001 - a hypothesis we cannot read is no fact
                return
            out.append(sympy.expand(a - b))

    for h in identity.hypotheses:
        visit(h)
    return tuple(out)


def _constant_exponent(t: Term) -> Fraction | None:
    """The value of the power ``t``'s exponent where it has no variable, else ``None``."""
    if t.args[1].free_vars():
        return None
    try:
        ex = evaluate(t.args[1], {})
    except EvaluationError:
        return None
    return ex if isinstance(ex, Fraction) else None


def _integer_exponent(t: Term) -> bool:
    """Whether the power ``t`` has a constant integer exponent (``x ^ (-1 : ℝ)`` is
    ``zpow``'s value, ``Real.rpow_intCast``)."""
    ex = _constant_exponent(t)
    return ex is not None and ex.denominator == 1


def _power_law_needed(t: Term) -> bool:
    """Whether the ℤ/ℚ/ℝ-exponent power ``t`` needs its base checked before sympy's power
    laws may be used (new-user run 12f: ``((69 - n) ^ (1/2 : ℝ)) ^ 2 = 69 - n`` and
    ``(n - 5000) ^ (-1 : ℤ) * (n - 5000) = 1`` were certified; false at n = 70, n = 5000):
    a variable exponent, a negative one, or a non-integer one; a constant exponent that is a
    natural number is ``Monoid.npow``'s value and needs nothing."""
    ex = _constant_exponent(t)
    if t.args[1].free_vars() or ex is None:
        return True
    return ex < 0 or ex.denominator != 1


def justify(identity: Identity) -> tuple[str, ...]:
    """Show that every Lean-only operation of ``identity`` agrees with its mathematical
    reading; returns one line per truncated subtraction saying why it cannot truncate.

    Raises :class:`ReadingError` naming the first operation that may differ: a ℕ
    subtraction not shown nonnegative, or a ℕ/ℤ division or remainder."""
    bounds = lower_bounds(identity)
    facts = linear_facts(identity)
    nonzero = nonzero_facts(identity)
    strict = strict_facts(identity)
    symbols: dict[str, sympy.Symbol] = {}
    lines: list[str] = []

    def never_zero(d: Term, scope: _Scope) -> bool:
        """Sufficient test that ``d`` is nonzero wherever the statement applies (module
        docstring): products, powers, factorials, binomials with ``0 ≤ b ≤ a``, linear
        forms bounded away from 0 or never an integer multiple hitting 0, hypotheses."""
        op = d.op
        if op == "lit":
            return d.value != 0
        if op in ("cast", "neg", "abs"):
            return never_zero(d.args[0], scope)
        if op == "mul":
            return never_zero(d.args[0], scope) and never_zero(d.args[1], scope)
        if op == "pow":
            return never_zero(d.args[0], scope)
        if op in ("factorial", "pi"):
            return True
        if op in ("sqrt", "gamma"):  # Γ has no zeros; √a ≠ 0 for a > 0
            return not analytic_caveat(d) and positive_argument(d.args[0])
        if op == "choose":
            diff = linear_form(Term("sub", d.args, "ℤ"), symbols)
            return diff is not None and _nonneg_linear(diff, scope, bounds, facts)
        if op == "ascfact":
            base = linear_form(d.args[0], symbols)
            return base is not None and _nonneg_linear(base - 1, scope, bounds, facts)
        if op == "descfact":
            diff = linear_form(Term("sub", d.args, "ℤ"), symbols)
            return diff is not None and _nonneg_linear(diff, scope, bounds, facts)
        lin = linear_form(d, symbols)
        if lin is not None:
            lin = sympy.expand(lin)
            if _nonneg_linear(lin - 1, scope, bounds, facts) or _nonneg_linear(
                -lin - 1, scope, bounds, facts
            ):
                return True
            if never_integer_zero(lin):
                return True
            # lin ≥ g (or ≤ -g) for a hypothesis g > 0: over ℚ/ℝ, 0 < x gives k + x > 0
            if any(
                _nonneg_linear(lin - g, scope, bounds, facts)
                or _nonneg_linear(-lin - g, scope, bounds, facts)
                for g in strict
            ):
                return True
        try:
            expr = sympy.expand(to_sympy(d).expr)
        except Exception:  # noqa: BLE001 - no reading, no proof of nonzero
            return False
        return any(sympy.expand(expr - f) == 0 or sympy.expand(expr + f) == 0 for f in nonzero)

    def visit(t: Term, scope: _Scope) -> None:
        if t.op in ("sum", "prod"):
            binder = t.value
            assert isinstance(binder, SumBinder)
            visit(t.args[0], scope)
            visit(t.args[1], scope)
            lo, hi = _index_range(t, symbols)
            sym = symbols.setdefault(binder.index, symbol_for(binder.index, binder.index_type))
            visit(t.args[2], _Scope(scope.indices + ((sym, lo, hi),)))
            return
        if t.op == "pow" and not t.args[1].free_vars():
            try:
                ex = evaluate(t.args[1], {})
            except EvaluationError:
                ex = None
            if ex is None or abs(ex) > MAX_EXPONENT:
                raise ReadingError(
                    f"the exponent of {show(t)[:80]} is too large for the engine "
                    f"(limit {MAX_EXPONENT})"
                )
        if t.op == "pow" and t.args[1].type not in ("ℕ",) and _power_law_needed(t):
            # sympy merges powers of one base as it builds a product (x**a * x**a is
            # x**(2*a), (x**(1/2))**2 is x, x**(-1)*x is 1); Lean's laws need 0 < x for rpow
            # (Real.rpow_add: x < 0 gives |x|^y cos(yπ), Real.rpow_def_of_neg) and x ≠ 0 for
            # zpow (zpow_add₀) and for a negative integer exponent (0⁻¹ = 0)
            base = t.args[0]
            if t.args[1].type == "ℤ" or _integer_exponent(t):
                ok = never_zero(base, scope)
            else:
                lin = linear_form(base, symbols)
                ok = (base.op == "lit" and base.value > 0) or (  # type: ignore[operator]
                    lin is not None
                    and _nonneg_linear(lin, scope, bounds, facts)
                    and never_zero(base, scope)
                )
            if not ok:
                raise ReadingError(
                    f"the base of {show(t)[:80]} may be {'0' if t.args[1].type == 'ℤ' else '≤ 0'}"
                    " where the statement applies; the engine's power laws (x^a·x^b = x^(a+b))"
                    " hold in Lean only for a positive base (Real.rpow) or a nonzero one (zpow)"
                )
        if t.op in ("sqrt", "gamma") and (why := analytic_caveat(t)):
            raise ReadingError(why)
        if t.op == "div" and t.type in ("ℚ", "ℝ", "ℂ") and not never_zero(t.args[1], scope):
            raise ReadingError(
                f"the divisor of {show(t)} may be 0 where the statement applies; Lean takes "
                "x / 0 = 0 there while the engine's reading cancels or leaves it undefined"
            )
        if t.op == "div" and t.type in ("ℕ", "ℤ") and exact_division(t):
            # read as the exact quotient (read_sides passes the same test to to_sympy)
            lines.append(
                f"{t.type} division {show(t)} is exact: the divisor divides the numerator at "
                "every residue class"
            )
        elif t.op in ("div", "mod") and t.type in ("ℕ", "ℤ"):
            raise ReadingError(
                f"{t.type} {'division' if t.op == 'div' else 'remainder'} {show(t)} rounds; "
                "the engine reads only exact arithmetic"
            )

        def nonneg(e: sympy.Expr, scope: _Scope = scope) -> bool:
            return _nonneg_linear(e, scope, bounds, facts)

        guarded = guarded_parts(t, symbols, nonneg, bool(scope.indices))
        if guarded is not None:  # model/choose_guards: a truncation that cannot matter
            lines.extend(guarded[0])
            for a in guarded[1]:
                visit(a, scope)
            return
        if t.op == "sub" and t.type == "ℕ":
            diff = linear_form(t, symbols)
            if diff is None:
                ok = _nonneg_by_assumptions(t, scope)
            else:
                ok = _nonneg_linear(diff, scope, bounds, facts)
            if not ok:
                raise ReadingError(
                    f"ℕ subtraction {show(t)} may truncate at 0 where the statement applies"
                )
            lines.append(f"{show(t)} ≥ 0 on the summation range")
        for a in t.args:
            visit(a, scope)

    # a summation index that shadows a free variable is renamed apart first: the facts above
    # are about the variable, never about the index (breaker run 12h: with h : k ≤ 30,
    # ∑ k ∈ range n, 2 ^ (30 - k) had 30 - k justified and was certified, false at n = 32)
    free = {v.name for v in identity.variables}
    for side in (identity.lhs, identity.rhs):
        visit(rename_bound(side, free), _Scope())
    return tuple(dict.fromkeys(lines))


class NotSingleSum(ReadingError):
    """Neither side is one sum ``∑ k ∈ s, f k``: a sum times a factor, several sums, or
    none; :func:`read_sides` gives the sides for the linearity stage
    (:mod:`wzprove.model.linear`)."""


@dataclass(frozen=True)
class Sides:
    """Both sides of a justified identity as sympy expressions (bound indices renamed apart
    from the free variables), with the symbols, the variables' lower bounds and the
    justification lines of :func:`justify`."""

    lhs: sympy.Expr
    rhs: sympy.Expr
    symbols: Mapping[str, sympy.Symbol]
    lower_bounds: Mapping[str, int]
    justified: tuple[str, ...]
    domains: Mapping[str, tuple[str, int | None, bool]] = field(default_factory=dict)


def domains(identity: Identity) -> dict[str, tuple[str, int | None, bool]]:
    """Each free variable's type, a lower bound that every value the hypotheses allow
    respects (:func:`lower_bounds` without ``first_integer``: ``⌊c⌋`` for a ℚ/ℝ variable
    with ``c < x``), ``None`` where there is none (a ℤ, ℚ or ℝ variable without such a
    hypothesis), and whether the bound is strict (``0 < x``, ``1/2 ≤ x``: every allowed
    value is above it; then the least integer allowed is above it too): what the engine's
    ``parameters`` check must cover (issue 12, item 2).

    >>> from wzprove.lean.parser import parse_text
    >>> (t,) = parse_text("theorem t (n : ℕ) (m : ℤ) (x : ℚ) (h : 0 < x) : "
    ...                   "∑ k ∈ Finset.range (n + 1), (m + x) = (n + 1) * (m + x) := by sorry")
    >>> sorted(domains(t.identity).items())
    [('m', ('ℤ', None, False)), ('n', ('ℕ', 0, False)), ('x', ('ℚ', 0, True))]
    """
    valid = lower_bounds(identity)
    least = lower_bounds(identity, first_integer=True)
    out: dict[str, tuple[str, int | None, bool]] = {
        name: ("generic", None, False) for name in polynomial_parameters(identity)
    }  # a polynomial in z proved for generic z holds for every z (model/poly_params.py)
    for v in identity.variables:
        if v.name in out:
            continue
        low = valid.get(v.name)
        strict = low is not None and v.type in ("ℚ", "ℝ") and least.get(v.name, low) > low
        out[v.name] = (v.type, low, strict)
    return out


def read_sides(identity: Identity) -> Sides:
    """The sympy sides of ``identity`` after :func:`justify` (which raises
    :class:`ReadingError` where a Lean-only operation may differ from its reading)."""
    if identity.relation != "eq":
        raise ReadingError(f"relation {identity.relation} is not an equation")
    justified = justify(identity)
    types = {v.name: v.type for v in identity.variables}
    # a bound index that shadows a free variable (∑ k ∈ range (k + 1), …) is renamed apart,
    # so that each sympy symbol means one thing
    free = set(types)
    left = to_sympy(rename_bound(identity.lhs, free), types, exact_division=exact_quotient)
    right = to_sympy(rename_bound(identity.rhs, free), types, exact_division=exact_quotient)
    # the engine samples integer points from these: the first integer each hypothesis allows
    bounds = lower_bounds(identity, first_integer=True)
    _bounded_ranges(left.expr, right.expr, types, bounds)
    return Sides(
        left.expr,
        right.expr,
        dict(left.symbols) | dict(right.symbols),
        bounds,
        justified,
        domains(identity),
    )


def _bounded_ranges(
    lhs: sympy.Expr, rhs: sympy.Expr, types: Mapping[str, str], bounds: Mapping[str, int]
) -> None:
    """Raise :class:`ReadingError` when a free variable that is not ℕ and has no lower bound
    from the hypotheses occurs in the range of a sum or product (issue 12, item 2): the
    engine proves an identity for the values from a least one up (0 by default), and below
    it the range empties (``∑ k ∈ Icc 0 (m + 1000), 1 = m + 1001`` with ``m : ℤ`` holds for
    ``m ≥ -1001`` only)."""
    for side in (lhs, rhs):
        for big in side.atoms(sympy.Sum, sympy.Product):
            for _, lo, hi in big.limits:
                for s in sorted(lo.free_symbols | hi.free_symbols, key=lambda x: x.name):
                    if s.name in types and types[s.name] != "ℕ" and s.name not in bounds:
                        raise ReadingError(
                            f"the {types[s.name]} variable {s.name} in the range of {big} has "
                            f"no lower bound (a hypothesis c ≤ {s.name}): the engine proves "
                            "identities for values from a least one up"
                        )


def read(identity: Identity) -> Reading:
    """The engine's reading of ``identity`` (see :class:`Reading`).

    Raises :class:`ReadingError` when a Lean-only operation may differ from its mathematical
    reading (:func:`justify`) or the relation is not an equation, and
    :class:`NotSingleSum` when the statement is not ``Σ = expression`` (either side may hold
    the sum)."""
    sides = read_sides(identity)
    lhs, rhs, swapped = sides.lhs, sides.rhs, False
    if not isinstance(lhs, sympy.Sum) and isinstance(rhs, sympy.Sum):
        lhs, rhs, swapped = rhs, lhs, True
    if not isinstance(lhs, sympy.Sum):
        raise NotSingleSum(
            "neither side is a single sum ∑ k ∈ s, f k (a sum times a factor, or several "
            "sums added, are not handled yet)"
        )
    return Reading(
        lhs=lhs,
        rhs=rhs,
        symbols=sides.symbols,
        lower_bounds=sides.lower_bounds,
        justified=sides.justified,
        swapped=swapped,
        domains=sides.domains,
    )

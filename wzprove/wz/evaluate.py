"""Exact evaluation of summation identities at integer points (no floats, ever).

Self-contained on purpose: the falsity check, the verifier's initial values and the tests
all call :func:`evaluate`.  Numbers are ``fractions.Fraction``; a symbol without a value
stays symbolic (a sympy expression), so initial values with parameters (Vandermonde's
``a``, ``b``) are exact polynomial identities.

Conventions (sympy's, documented so that the Lean-semantics model can differ knowingly):
``binomial(a, b) = 0`` for integer ``b < 0``; for integer ``a >= 0`` and ``b > a`` it is 0;
for integer ``a < 0``, ``binomial(a, b) = (-1)**b binomial(b - a - 1, b)``; an empty sum
(upper < lower) is 0 (Lean's ``Finset`` sum, not sympy's Karr convention).
Undefined values (``1/0``, ``factorial(-1)``, ``gamma(0)``) raise :class:`Undefined`.

>>> from sympy import symbols, binomial, Sum
>>> n, k = symbols("n k")
>>> evaluate(Sum(binomial(n, k) ** 2, (k, 0, n)), {n: 4})
Fraction(70, 1)
>>> evaluate(binomial(n, k), {n: 3, k: 5}), evaluate(binomial(n, k), {n: -2, k: 3})
(Fraction(0, 1), Fraction(-4, 1))
>>> find_counterexample(Sum(binomial(n, k), (k, 0, n)), 2**n + n * (n - 1), [n])
{'n': '2'}
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

import sympy
from sympy import Expr, Symbol

from ..model import identity, semantics
from ..model.limits import LimitError, check_binomial
from .errors import InvalidInput, Undefined
from .support import support_interval

Value = Any  # Fraction, or a sympy expression when parameters stay symbolic

MAX_TERMS = 100_000


def _is_num(x: Value) -> bool:
    return isinstance(x, Fraction)


def _to_int(x: Value, what: Expr) -> int:
    if _is_num(x):
        if x.denominator != 1:
            raise Undefined(f"{what}: non-integer argument {x}")
        return int(x.numerator)
    x = sympy.sympify(x)
    if x.is_Integer:
        return int(x)
    raise Undefined(f"{what}: argument {x} is not an integer")


def _simplify(x: Value) -> Value:
    if _is_num(x):
        return x
    x = sympy.expand(sympy.sympify(x))
    if x.is_Rational:
        return Fraction(int(x.p), int(x.q))
    if x.has(sympy.zoo, sympy.nan, sympy.oo, -sympy.oo):
        raise Undefined(f"undefined value {x}")
    return x


class OpaqueBinomial(sympy.Function):
    """``binomial(a, b)`` kept unevaluated (no sympy rewriting) when ``b`` is symbolic: an
    atom of the polynomial identities :func:`equal_for_parameters` compares."""

    nargs = 2


def _sign(x: Value) -> int | None:
    """1 if ``x >= 0`` for all values of its symbols, -1 if ``x < 0`` for all, else None.

    ``x`` must be linear with integer coefficients in symbols assumed nonnegative."""
    if _is_num(x):
        return 1 if x >= 0 else -1
    x = sympy.expand(sympy.sympify(x))
    syms = x.free_symbols
    if not syms:
        return (1 if x >= 0 else -1) if x.is_Rational else None
    if not all(v.is_nonnegative for v in syms):
        return None
    try:
        P = sympy.Poly(x, *syms)
    except sympy.PolynomialError:
        return None
    if P.total_degree() > 1 or not all(c.is_Integer for c in P.coeffs()):
        return None
    c = P.coeff_monomial(1)
    lin = [P.coeff_monomial(v) for v in syms]
    if c >= 0 and all(a >= 0 for a in lin):
        return 1
    if c < 0 and all(a <= 0 for a in lin):
        return -1
    return None


def _binomial(a: Value, b: Value, e: Expr, opaque: bool = False) -> Value:
    if opaque and not _is_num(b):
        sb, sa = _sign(b), _sign(a)
        if sb == -1:
            return Fraction(0)
        if sb == 1 and sa == 1:
            if _sign(_simplify(a - b)) == -1:
                return Fraction(0)
            m = _simplify(a - b)
            if _is_num(m) and m.denominator == 1:
                return _binomial(a, m, e)  # C(a, b) = C(a, a - b) for 0 <= b <= a
        return OpaqueBinomial(sympy.expand(sympy.sympify(a)), sympy.expand(sympy.sympify(b)))
    bi = _to_int(b, e)
    if bi < 0:
        return Fraction(0)
    if _is_num(a) and a.denominator == 1:
        ai = int(a.numerator)
        try:
            check_binomial(ai if ai >= 0 else bi - ai - 1, bi)
        except LimitError as err:
            raise Undefined(str(err)) from None
        if ai >= 0:
            return Fraction(math.comb(ai, bi)) if bi <= ai else Fraction(0)
        return Fraction((-1) ** bi * math.comb(bi - ai - 1, bi))
    out: Value = Fraction(1)
    for i in range(_bounded(bi, "binomial argument")):
        out = out * (a - i)
    return _simplify(out / math.factorial(bi))


def _bounded(m: int, what: str) -> int:
    """``m``, or :class:`Undefined` when it is beyond :data:`wzprove.model.identity.MAX_SIZE` (a
    factorial argument or a product length that could not be built in bounded time)."""
    if abs(m) > identity.MAX_SIZE:
        shown = str(m) if m.bit_length() < 64 else f"of {m.bit_length()} bits"
        raise Undefined(f"{what} {shown} is too large to evaluate (limit {identity.MAX_SIZE})")
    return m


def _power(b: Value, xi: int, e: Expr) -> None:
    """Refuse ``b ** xi`` for a number ``b`` whose result would exceed
    :data:`wzprove.model.semantics.MAX_BITS` bits."""
    if _is_num(b) and abs(b) not in (0, 1):
        bits = max(b.numerator.bit_length(), b.denominator.bit_length())
        if abs(xi) > identity.MAX_SIZE or bits * abs(xi) > semantics.MAX_BITS:
            raise Undefined(f"{str(e)[:80]}: the power is too large to evaluate")


def _rising(a: Value, m: int) -> Value:
    _bounded(m, "rising factorial length")
    out: Value = Fraction(1)
    if m >= 0:
        for i in range(m):
            out = out * (a + i)
        return _simplify(out)
    return _inv(_falling(a - 1, -m))


def _falling(a: Value, m: int) -> Value:
    _bounded(m, "falling factorial length")
    out: Value = Fraction(1)
    if m >= 0:
        for i in range(m):
            out = out * (a - i)
        return _simplify(out)
    return _inv(_rising(a + 1, -m))


def _inv(x: Value) -> Value:
    if x == 0:
        raise Undefined("division by zero")
    return Fraction(1) / x if _is_num(x) else _simplify(1 / x)


def evaluate(expr: Expr, env: Mapping[Symbol, Value]) -> Value:
    """The exact value of ``expr`` with the symbols of ``env`` replaced by their values.

    Where every free symbol gets a number, the value is computed by the project's one exact
    evaluator, :func:`wzprove.model.identity.evaluate` in its strict (mathematical) mode, on the
    term :func:`wzprove.model.identity.from_sympy` builds (``binomial`` is the generalised
    binomial there, ``gamma(x)`` is read as ``factorial(x - 1)``).  Expressions it cannot
    represent (``Product``, rising factorials, ``Piecewise``, ...) and points where symbols
    stay symbolic (parameters of an identity) go through this module's own walk, which
    returns polynomial/rational expressions in the remaining symbols.

    Args:
        expr: a sympy expression, possibly with ``Sum``/``Product`` over integer ranges.
        env: values (ints, Fractions or sympy numbers) for some symbols; other symbols stay.

    Returns:
        a ``Fraction``, or a sympy expression if free symbols remain.

    Raises:
        Undefined: division by zero, factorial of a negative integer, gamma at a pole,
            an irrational value, a range longer than ``MAX_TERMS``.
    """
    env2 = {
        s: (Fraction(v) if isinstance(v, int | Fraction) else _simplify(v)) for s, v in env.items()
    }
    expr = sympy.sympify(expr)
    integral = all(_is_num(v) and v.denominator == 1 for v in env2.values())
    if integral and expr.free_symbols <= set(env2):
        conv = _as_term(expr)
        if conv is not None:
            term, names = conv
            point = {names[s]: v for s, v in env2.items() if s in names}
            try:
                out = identity.evaluate(term, point, strict=True)
            except identity.EvaluationError as err:
                raise Undefined(f"{expr}: {err}") from err
            assert isinstance(out, Fraction)
            return out
    return _ev(expr, env2)


_TERMS: dict[Expr, tuple[identity.Term, dict[Symbol, str]] | None] = {}


def _as_term(expr: Expr) -> tuple[identity.Term, dict[Symbol, str]] | None:
    """``expr`` as an :class:`wzprove.model.identity.Term` at ``ℚ`` (all symbols integer-typed
    ``ℤ`` variables), with the names of its free symbols; None if it has no such term.

    Looked up first by the object's identity (the verifier evaluates the same expression
    object at thousands of points; a look-up by value pays sympy's structural ``__eq__``
    each time, issue 17), then by value."""
    hit = _TERMS_BY_ID.get(id(expr))
    if hit is not None and hit[0] is expr:
        return hit[1]
    if expr in _TERMS:
        out = _TERMS[expr]
        _remember(expr, out)
        return out
    out = None
    if not expr.has(sympy.RisingFactorial, sympy.FallingFactorial, sympy.Product):
        syms = expr.atoms(Symbol)
        names = {x: f"v{i}_{x.name}" for i, x in enumerate(sorted(syms, key=str))}
        e = expr.xreplace({x: Symbol(names[x], integer=True) for x in syms})
        e = e.replace(sympy.gamma, lambda a: sympy.factorial(a - 1))
        try:
            term = identity.from_sympy(e, {v: "ℤ" for v in names.values()}, "ℚ")
            out = (term, {x: names[x] for x in expr.free_symbols})
        except identity.ModelError:
            out = None
    if len(_TERMS) > 4096:
        _TERMS.clear()
    _TERMS[expr] = out
    _remember(expr, out)
    return out


#: :func:`_as_term`'s answers by ``id`` of the expression, with the expression itself (kept
#: alive, so that its ``id`` is not reused while the entry exists).
_TERMS_BY_ID: dict[int, tuple[Expr, tuple[identity.Term, dict[Symbol, str]] | None]] = {}


def _remember(expr: Expr, out: tuple[identity.Term, dict[Symbol, str]] | None) -> None:
    if len(_TERMS_BY_ID) > 4096:
        _TERMS_BY_ID.clear()
    _TERMS_BY_ID[id(expr)] = (expr, out)


def _ev(e: Expr, env: Mapping[Symbol, Value], opaque: bool = False) -> Value:
    if e.is_Integer:
        return Fraction(int(e))
    if e.is_Rational:
        return Fraction(int(e.p), int(e.q))
    if e.is_Symbol:
        return env.get(e, e)
    if e.is_Add:
        out: Value = Fraction(0)
        for a in e.args:
            out = out + _ev(a, env, opaque)
        return _simplify(out)
    if e.is_Mul:
        out = Fraction(1)
        for a in e.args:
            out = out * _ev(a, env, opaque)
        return _simplify(out)
    if e.is_Pow:
        b = _ev(e.base, env, opaque)
        x = _ev(e.exp, env, opaque)
        if opaque and not _is_num(x) and _is_num(b) and b != 0:
            return _simplify(sympy.Rational(b.numerator, b.denominator) ** sympy.sympify(x))
        xi = _to_int(x, e)
        _power(b, xi, e)
        if xi < 0:
            if b == 0:
                raise Undefined(f"{e}: division by zero")
            return _simplify(Fraction(1) / b**-xi if _is_num(b) else b**xi)
        return _simplify(b**xi)
    if isinstance(e, sympy.binomial):
        return _binomial(_ev(e.args[0], env, opaque), _ev(e.args[1], env, opaque), e, opaque)
    if isinstance(e, sympy.factorial):
        a = _bounded(_to_int(_ev(e.args[0], env, opaque), e), "factorial argument")
        if a < 0:
            raise Undefined(f"{e}: factorial of a negative integer")
        return Fraction(math.factorial(a))
    if isinstance(e, sympy.gamma):
        a = _bounded(_to_int(_ev(e.args[0], env, opaque), e), "gamma argument")
        if a <= 0:
            raise Undefined(f"{e}: gamma at a pole")
        return Fraction(math.factorial(a - 1))
    if isinstance(e, sympy.RisingFactorial):
        return _rising(_ev(e.args[0], env, opaque), _to_int(_ev(e.args[1], env, opaque), e))
    if isinstance(e, sympy.FallingFactorial):
        return _falling(_ev(e.args[0], env, opaque), _to_int(_ev(e.args[1], env, opaque), e))
    if isinstance(e, sympy.Sum | sympy.Product):
        return _ev_limits(e, env, opaque)
    # Anything else: let sympy evaluate after substitution.
    val = e.xreplace(
        {s: sympy.Rational(v.numerator, v.denominator) for s, v in env.items() if _is_num(v)}
    )
    val = sympy.simplify(val.doit())
    if val.is_Rational:
        return Fraction(int(val.p), int(val.q))
    if val.has(sympy.zoo, sympy.nan) or val.is_number:
        raise Undefined(f"{e}: no exact rational value ({val})")
    return val


def _ev_limits(e: Expr, env: Mapping[Symbol, Value], opaque: bool = False) -> Value:
    body = e.function
    limits = list(e.limits)
    if len(limits) > 1:
        inner = type(e)(body, *limits[:-1])
        limits = [limits[-1]]
        body = inner
    (i, lo, hi) = limits[0]
    lo_v, hi_v = _ev(lo, env, opaque), _ev(hi, env, opaque)
    if opaque and isinstance(e, sympy.Sum) and not (_is_num(lo_v) and _is_num(hi_v)):
        return _ev_window(e, body, i, lo_v, hi_v, env)
    lo_i = _to_int(lo_v, e)
    hi_i = _to_int(hi_v, e)
    if hi_i - lo_i + 1 > MAX_TERMS:
        raise Undefined(f"{e}: more than {MAX_TERMS} terms")
    is_sum = isinstance(e, sympy.Sum)
    out: Value = Fraction(0 if is_sum else 1)
    for j in range(lo_i, hi_i + 1):
        env2 = dict(env)
        env2[i] = Fraction(j)
        v = _ev(body, env2, opaque)
        out = out + v if is_sum else out * v
    return _simplify(out)


def _ev_window(e: Expr, body: Expr, i: Symbol, lo: Value, hi: Value, env: Mapping) -> Value:
    """A sum whose range has parameters in it, as its finitely many nonzero terms
    (:func:`~wzprove.wz.support.support_interval`)."""
    known = {s: _sym_value(v) for s, v in env.items() if s != i}
    body = sympy.expand(body.xreplace(known))
    found = support_interval(body, i, _sym_value(lo), _sym_value(hi), _sign)
    if found is None:
        raise Undefined(f"{e}: a sum whose range depends on a parameter")
    start, count = found
    out: Value = Fraction(0)
    for u in range(count):
        out = out + _ev(body, {**env, i: _frac_or_expr(sympy.expand(start + u))}, True)
    return _simplify(out)


def _sym_value(v: Value) -> Expr:
    return sympy.Rational(v.numerator, v.denominator) if _is_num(v) else sympy.sympify(v)


def _frac_or_expr(v: Expr) -> Value:
    return Fraction(int(v)) if v.is_Integer else v


def grid(variables: Sequence[Symbol], lower: Mapping[Symbol, int], max_value: int):
    """Points of ``variables`` ordered by max value, then lexicographically.

    Each variable ``v`` runs over ``lower[v] .. max_value`` (``lower`` defaults to 0).
    """
    lows = [int(lower.get(v, 0)) for v in variables]
    if not variables:
        yield ()
        return
    for m in range(min(lows), max_value + 1):
        ranges = [range(lo, m + 1) for lo in lows]
        for pt in itertools.product(*ranges):
            if max(pt) == m:
                yield pt


def is_excluded(excluded: Sequence[Expr], env: Mapping[Symbol, Any]) -> bool:
    """Whether one of ``excluded`` (expressions a hypothesis says are nonzero) is exactly 0
    at the point ``env``: the statement claims nothing there."""
    for e in excluded:
        value = sympy.sympify(e).xreplace({s: sympy.sympify(v) for s, v in env.items()})
        if value.free_symbols:
            continue
        if sympy.simplify(value) == 0:
            return True
    return False


def find_counterexample(
    lhs: Expr,
    rhs: Expr,
    variables: Sequence[Symbol],
    lower: Mapping[Symbol, int] | None = None,
    max_value: int | None = None,
    excluded: Sequence[Expr] = (),
) -> dict[str, str] | None:
    """The smallest point where ``lhs != rhs`` (exact values), or None.

    Args:
        lhs, rhs: sympy expressions (sums allowed).
        variables: the free variables, ranging over integers ``>= lower[v]`` (default 0).
        lower: lower bounds of the variables.
        max_value: grid size; default 8, less with many variables (at most ~3000 points).
        excluded: expressions the statement's hypotheses say are nonzero; points where one
            vanishes are not claimed, and skipped (:func:`is_excluded`).

    Returns:
        ``{name: value}`` (values as strings) of the smallest counterexample: smallest
        maximum value, then lexicographic.  Points where either side is undefined are skipped.

    Raises:
        InvalidInput: a free symbol of the identity is not among ``variables``.
    """
    lower = dict(lower or {})
    free = (sympy.sympify(lhs).free_symbols | sympy.sympify(rhs).free_symbols) - set(variables)
    free = {s for s in free if not _bound_somewhere(s, lhs, rhs)}
    if free:
        raise InvalidInput(f"no values for the symbols {sorted(map(str, free))}")
    if max_value is None:
        max_value = 8
        while len(variables) > 1 and (max_value + 1) ** len(variables) > 3000:
            max_value -= 1
    for pt in grid(variables, lower, max_value):
        env = dict(zip(variables, pt, strict=False))
        if is_excluded(excluded, env):
            continue
        try:
            a = evaluate(lhs, env)
            b = evaluate(rhs, env)
        except Undefined:
            continue
        if a != b:
            return {str(v): str(x) for v, x in zip(variables, pt, strict=False)}
    return None


def _bound_somewhere(s: Symbol, *exprs: Expr) -> bool:
    for ex in exprs:
        for S in sympy.sympify(ex).atoms(sympy.Sum, sympy.Product):
            if s in S.variables:
                return s not in sympy.sympify(ex).free_symbols
    return False


def lean_counterexample(
    lhs: Expr,
    rhs: Expr,
    variables: Sequence[Symbol],
    lower: Mapping[Symbol, int],
    max_value: int = 5,
    excluded: Sequence[Expr] = (),
) -> tuple[dict[str, str], Fraction, Fraction] | None:
    """The first grid point (values ``lower .. max_value``) where the two sides differ under
    Lean's semantics (``x / 0 = 0``, a non-integer power is ``Real.rpow``: ``Real.sqrt`` of a
    negative value is 0; :func:`wzprove.model.identity.evaluate`), with both values; None if
    none (points that cannot be evaluated, and points where one of ``excluded`` --
    expressions the statement's hypotheses say are nonzero -- vanishes, are skipped)."""
    from wzprove.model import algebraic
    from wzprove.model.identity import ModelError, from_sympy
    from wzprove.model.identity import evaluate as lean_evaluate

    try:
        left = from_sympy(lhs, {}, "ℚ", real_powers=True)
        right = from_sympy(rhs, {}, "ℚ", real_powers=True)
    except (ModelError, TypeError, ValueError, RecursionError):
        return None
    count = 0
    for pt in grid(variables, lower, max_value):
        count += 1
        if count > 400:
            break
        if is_excluded(excluded, dict(zip(variables, pt, strict=True))):
            continue
        env = {v.name: x for v, x in zip(variables, pt, strict=True)}
        try:
            a, b = lean_evaluate(left, env), lean_evaluate(right, env)
            if algebraic.equal(a, b):
                continue
        except (ModelError, ValueError, ZeroDivisionError, OverflowError, RecursionError):
            continue
        return {k: str(v) for k, v in env.items()}, a, b
    return None

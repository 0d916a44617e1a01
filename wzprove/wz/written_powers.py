"""Non-integer powers and other evaluations sympy makes when ``certify``'s input is built.

sympy evaluates ``sqrt(a) ** 2 → a``, ``sqrt(a) * sqrt(a) → a`` and
``a ** (k/2) * a ** (k/2) → a ** k`` on construction (before any check could see the written
form); these identities hold for complex principal roots, but under Lean's semantics, which
are ``certify``'s, only where ``a ≥ 0``: ``Real.sqrt x = 0`` for ``x ≤ 0``
(Mathlib ``Real.sqrt_eq_zero'``) and ``x ^ y = |x| ^ y · cos (y π)`` for ``x < 0``
(``Real.rpow_def_of_neg``), so ``√(-1) ^ 2 = 0``, not ``-1`` (new-user finding F-C).
Where the base is never negative the two readings agree (``Real.rpow`` of a nonnegative base
is the principal real power; a negative exponent of a vanishing base is a division, which
:mod:`wzprove.wz.as_written` checks).

So, for the statement as written (:mod:`wzprove.wz.as_written` calls both):

* :func:`negative_base_powers`: every power whose exponent sympy cannot show to be an integer
  and whose base sympy cannot show nonnegative for natural values of the variables (each
  summation index ``k`` over ``lo..hi`` written ``lo + j`` or ``hi - j``, ``j ≥ 0``) — such a
  statement is never certified;
* :func:`changed_value`: a grid point where sympy's evaluation of a side differs from the
  side as written under Lean's semantics (any automatic evaluation: half powers, but also
  ``binomial``, ``x ** 0``, ``0 ** x`` at the points where Lean's value differs).

And once the falsity check has run, :func:`refuse_irrational_values` refuses what the engine
and its exact verifier cannot compute at all: a power with a non-integer exponent, ``pi``,
``E``, ``gamma`` of a non-integer argument.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

import sympy
from sympy import Expr, Symbol

from .errors import OutOfScope

#: Most summation indices whose ``lo + j`` / ``hi - j`` readings are combined.
MAX_INDICES = 4

Range = tuple[Symbol, Expr, Expr]


def _rebuild(e: Expr) -> Expr:
    """``e`` rebuilt bottom-up with sympy's normal evaluation."""
    if not e.args or isinstance(e, (Symbol, sympy.Number)):
        return e
    return e.func(*[_rebuild(a) for a in e.args])


def nonnegative(base: Expr, ranges: Sequence[Range]) -> bool:
    """Whether sympy shows ``base >= 0`` for natural values of its free variables and each
    summation index of ``ranges`` (outermost first) anywhere in its range.

    An index ``k`` over ``lo..hi`` is replaced by ``lo + j`` (every ``k ≥ lo``) or by
    ``hi - j`` (every ``k ≤ hi``), ``j`` a fresh natural number; either covers the range, so a
    proof for one choice per index is a proof for the range (innermost first, since inner
    bounds may hold outer indices).  Never relies on the index symbol's own assumptions.

    >>> n, k = sympy.symbols("n k", integer=True, nonnegative=True)
    >>> nonnegative(n - k, [(k, sympy.Integer(0), n)])
    True
    >>> nonnegative(k - 1, [(k, sympy.Integer(0), n)])
    False
    """
    base = _rebuild(base)
    if len(ranges) > MAX_INDICES:
        return False
    for choice in itertools.product((False, True), repeat=len(ranges)):
        e = base
        for (k, lo, hi), from_top in zip(reversed(ranges), reversed(choice), strict=True):
            j = Symbol(f"_j_{k.name}", integer=True, nonnegative=True)
            e = e.subs(k, _rebuild(hi) - j if from_top else _rebuild(lo) + j)
        if e.is_nonnegative or sympy.expand(e).is_nonnegative:  # (x - 5)**2: only unexpanded
            return True
    return False


def _walk(e: Expr, ranges: list[Range], out: list[Expr]) -> None:
    if isinstance(e, sympy.Sum):
        body, (k, lo, hi) = e.args[0], e.args[1]
        _walk(lo, ranges, out)
        _walk(hi, ranges, out)
        _walk(body, [*ranges, (k, lo, hi)], out)
        return
    if isinstance(e, sympy.Pow):
        base, ex = e.args
        if _rebuild(ex).is_integer is not True and not nonnegative(base, ranges):
            out.append(e)
    for a in e.args:
        if isinstance(a, sympy.Basic) and not isinstance(a, sympy.Tuple):
            _walk(a, ranges, out)


def negative_base_powers(written: Sequence[Expr | None]) -> list[Expr]:
    """The powers of the written statement with an exponent sympy cannot show integer and a
    base it cannot show nonnegative (module docstring), in order of appearance, unrepeated.

    >>> k, n = sympy.symbols("k n", integer=True, nonnegative=True)
    >>> with sympy.evaluate(False):
    ...     w = sympy.Sum(sympy.sqrt(k - 1) ** 2, (k, 0, n))
    >>> negative_base_powers([w, None])
    [sqrt(k - 1)]
    >>> with sympy.evaluate(False):
    ...     w = sympy.Sum(sympy.sqrt(n - k) ** 2, (k, 0, n))
    >>> negative_base_powers([w])
    []
    """
    out: list[Expr] = []
    for e in written:
        if e is not None:
            _walk(e, [], out)
    unique: list[Expr] = []
    for p in out:
        if p not in unique:
            unique.append(p)
    return unique


def changed_value(
    written: Sequence[Expr | None],
    evaluated: Sequence[Expr | None],
    variables: Sequence[Symbol],
    lower: Mapping[Symbol, int],
) -> tuple[str, dict[str, str], object, object] | None:
    """The first side (``"left"``/``"right"``) and grid point where the side as written and
    sympy's evaluation of it differ under Lean's semantics, with both values (written first);
    None if they agree wherever both can be evaluated."""
    from .evaluate import lean_counterexample

    for side, w, e in zip(("left", "right"), written, evaluated, strict=False):
        if w is None or e is None or w == e:
            continue
        found = lean_counterexample(w, e, variables, lower)
        if found is not None:
            point, a, b = found
            return side, point, a, b
    return None


def _irrational(e: Expr) -> str | None:
    """Why ``e`` (one node) has values the exact evaluator cannot compute, or None."""
    if isinstance(e, sympy.Pow) and e.exp.is_integer is not True:
        return f"the power {e}, whose exponent {e.exp} is not an integer"
    if isinstance(e, sympy.NumberSymbol):
        return f"the constant {e}, which is irrational"
    if isinstance(e, sympy.exp):  # sympy writes E**2 as exp(2), 1/E as exp(-1)
        return f"the power {e} of the constant E, which is irrational"
    if isinstance(e, sympy.Function) and e.is_number and e.is_rational is not True:
        return f"the value {e}, which is not known to be rational"
    if isinstance(e, sympy.gamma) and e.args[0].is_integer is not True:
        return f"{e}, whose argument {e.args[0]} is not an integer"
    return None


def refuse_irrational_values(summand: Expr, rhs: Expr | None) -> None:
    """Raise :class:`~wzprove.wz.errors.OutOfScope` naming the first power with a non-integer
    exponent (``sqrt(2)``, ``2**(k/2)``), irrational constant (``pi``) or ``gamma`` of a
    non-integer argument in the summand or the right side: the engine and its exact verifier
    compute with rational values only, so such a statement is out of scope for that value's
    sake, not "failed at n = 0..12" by values the verifier could not compute (new-user run
    12h, F4).  Call it after the falsity check, which evaluates such values exactly.

    >>> k = sympy.Symbol("k", integer=True, nonnegative=True)
    >>> try:
    ...     refuse_irrational_values(sympy.binomial(5, k) * sympy.sqrt(2), None)
    ... except OutOfScope as err:
    ...     print(str(err)[:62])
    the summand holds the power sqrt(2), whose exponent 1/2 is not
    >>> try:
    ...     refuse_irrational_values(k / sympy.E, None)
    ... except OutOfScope as err:
    ...     print(str(err)[:60])
    the summand holds the power exp(-1) of the constant E, which
    >>> refuse_irrational_values(sympy.gamma(k + 1) * 2**k, sympy.Integer(3) ** 5)
    """
    for where, e in (("the summand", summand), ("the right side", rhs)):
        for node in sympy.preorder_traversal(e) if e is not None else ():
            why = _irrational(node)
            if why is not None:
                raise OutOfScope(
                    f"{where} holds {why}: the engine and its exact verifier compute with "
                    "rational values only (Real.sqrt, Real.rpow, π, Γ at non-integers are not "
                    "in their scope)"
                )

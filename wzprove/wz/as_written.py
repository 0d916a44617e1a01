"""The ``certify`` statement as the user wrote it, under Lean's ``x / 0 = 0`` (issue 12).

``certify`` reads its sympy text twice (:func:`wzprove.model.sympy_input.parse_identity`):
once with sympy's normal evaluation, which the engine works on, and once *as written*
(``sympy.evaluate(False)``), where ``m / m`` is still a division.  The two agree wherever no
divisor of the written statement is 0; where one is, sympy's evaluation may have changed the
value (``x ** k / x ** k`` is 1, but 0 at ``x = 0 < k`` under ``x / 0 = 0``).  Certify's
semantics are Lean's: variables are natural numbers, ``x / 0 = 0``.  So, before the engine:

1. the written sides are compared under Lean's semantics on a grid of small values
   (:func:`~wzprove.wz.evaluate.lean_counterexample`); a difference is a counterexample;
2. every divisor of the written statement that sympy's evaluation removed (a multiset
   comparison of the divisors' factors, :func:`lost_divisors`) and that can vanish (sympy
   cannot show it positive for natural values of its variables, the summation index over its
   range) makes the statement out of scope, with the reason: it is never certified;
3. so does a non-integer power (``sqrt``) of a base that can be negative, where Lean's
   ``Real.sqrt``/``Real.rpow`` differ from sympy's roots and sympy's ``sqrt(a) ** 2 → a`` is
   wrong, and a grid point where sympy's evaluation changed a side's value under Lean's
   semantics (:mod:`wzprove.wz.written_powers`; new-user finding F-C).

Divisors the evaluation keeps (``binomial(n, k) / (k + 1)``) are the engine's own poles,
which its exceptional-set checks cover (:mod:`wzprove.wz.exceptional`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction

import sympy
from sympy import Expr, Symbol

from .certificate import Check, parse_expr
from .errors import InvalidInput, OutOfScope
from .written_powers import changed_value, negative_base_powers


def free_variables(*exprs: Expr | None) -> list[Symbol]:
    """The free variables of unevaluated expressions (sympy's ``free_symbols`` of an
    unevaluated ``Sum`` may miss some), sorted by name."""
    found: set[Symbol] = set()
    bound: set[Symbol] = set()
    for e in exprs:
        if e is None:
            continue
        found |= e.atoms(Symbol)
        for s in e.atoms(sympy.Sum):
            bound |= set(s.variables)
    return sorted(found - bound, key=lambda s: s.name)


def _divisors(
    e: Expr,
    ranges: dict[Symbol, tuple[Expr, Expr]],
    out: list[Expr],
    back: dict[Symbol, Expr] | None = None,
) -> None:
    """Append each divisor of ``e`` (the base of a power whose exponent may be negative),
    with every summation index ``k`` over ``lo..hi`` written as ``lo + j``, ``j >= 0``;
    ``back`` (if given) records ``j -> k - lo``, to name a divisor in the user's index."""
    if isinstance(e, sympy.Sum):
        body, (k, lo, hi) = e.args[0], e.args[1]
        _divisors(lo, ranges, out, back)
        _divisors(hi, ranges, out, back)
        if back is not None:
            back.setdefault(_fresh(k), k - lo)
        _divisors(body, {**ranges, k: (lo, hi)}, out, back)
        return
    if isinstance(e, sympy.Pow) and e.args[1].is_nonnegative is not True:
        base, ex = e.args
        times = int(-ex) if ex.is_Integer else 1
        shifted = base.subs({k: lo + _fresh(k) for k, (lo, _) in ranges.items()})
        out.extend([shifted] * times)
    for a in e.args:
        if isinstance(a, sympy.Basic) and not isinstance(a, sympy.Tuple):
            _divisors(a, ranges, out, back)


def _fresh(k: Symbol) -> Symbol:
    """The natural number ``j`` of ``k = lo + j`` (internal: never shown to the user)."""
    return sympy.Symbol(f"_j_{k.name}", integer=True, nonnegative=True)


def _factors(divisors: Sequence[Expr]) -> Counter[Expr]:
    """The factors of the divisors that may vanish, with multiplicity (constants and factors
    sympy shows positive dropped; a power ``b ** e`` counted as ``b``, ``e`` times when ``e``
    is a positive integer)."""
    out: Counter[Expr] = Counter()
    for d in divisors:
        d = _rebuild(d)
        for f in sympy.Mul.make_args(sympy.factor(d)):
            times = 1
            if isinstance(f, sympy.Pow):
                f, ex = f.args
                times = int(ex) if ex.is_Integer and ex > 0 else 1
            if f.is_number and f != 0 or f.is_positive:
                continue
            key = sympy.expand(f)
            if key.could_extract_minus_sign():
                key = sympy.expand(-key)
            out[key] += times
    return out


def _rebuild(e: Expr) -> Expr:
    """``e`` rebuilt bottom-up with sympy's normal evaluation."""
    if not e.args or isinstance(e, (Symbol, sympy.Number)):
        return e
    return e.func(*[_rebuild(a) for a in e.args])


def lost_divisors(written: Sequence[Expr | None], evaluated: Sequence[Expr | None]) -> list[Expr]:
    """The factors of the written statement's divisors that may vanish and that sympy's
    evaluation removed (multiset difference with the evaluated statement's divisors).

    >>> m, n, k = sympy.symbols("m n k", integer=True, nonnegative=True)
    >>> with sympy.evaluate(False):
    ...     w = sympy.Sum(sympy.binomial(n, k) * m / m, (k, 0, n))
    >>> lost_divisors([w], [sympy.Sum(sympy.binomial(n, k), (k, 0, n))])
    [m]
    >>> with sympy.evaluate(False):
    ...     w = sympy.Sum(sympy.binomial(n, k) / (k + 1), (k, 0, n))
    >>> lost_divisors([w], [sympy.Sum(sympy.binomial(n, k) / (k + 1), (k, 0, n))])
    []
    >>> with sympy.evaluate(False):
    ...     w = sympy.Sum(sympy.binomial(n, k) * (k - 50) / (k - 50), (k, 1, n))
    >>> lost_divisors([w], [sympy.Sum(sympy.binomial(n, k), (k, 1, n))])
    [k - 50]
    """
    mine: list[Expr] = []
    theirs: list[Expr] = []
    back: dict[Symbol, Expr] = {}
    for e in written:
        if e is not None:
            _divisors(e, {}, mine, back)
    for e in evaluated:
        if e is not None:
            _divisors(e, {}, theirs)
    lost = _factors(mine) - _factors(theirs)
    # compared with each index k over lo..hi as lo + j; named in the user's k
    return sorted((sympy.expand(f.subs(back)) for f in lost), key=sympy.default_sort_key)


def written_counterexample(
    lhs: Expr, rhs: Expr, lower: Mapping[Symbol, int]
) -> tuple[dict[str, str], Fraction, Fraction] | None:
    """A grid point where the written sides differ under ``x / 0 = 0``, with both values."""
    from .evaluate import lean_counterexample

    variables = free_variables(lhs, rhs)
    return lean_counterexample(lhs, rhs, variables, lower)


def check_written(
    written: tuple[Expr, Expr | None],
    lhs: Expr,
    rhs: Expr | None,
    lower: Mapping[Symbol, int],
) -> tuple[dict[str, str], str] | None:
    """The counterexample and its message if the written sides differ on the grid under
    Lean's semantics (``x / 0 = 0``, ``Real.sqrt``/``Real.rpow`` for non-integer powers);
    None if they agree and sympy's evaluation changed nothing that Lean reads differently.

    Raises :class:`~wzprove.wz.errors.OutOfScope`, with the reason, if the written statement
    has a non-integer power of a base that can be negative
    (:func:`~wzprove.wz.written_powers.negative_base_powers`), if sympy's evaluation
    (``lhs``, ``rhs``) changed a side's value at a grid point
    (:func:`~wzprove.wz.written_powers.changed_value`), or if it removed a divisor of the
    written statement that can vanish."""
    wl, wr = written
    if wr is not None:
        found = written_counterexample(wl, wr, lower)
        if found is not None:
            cex, a, b = found
            return cex, (
                f"counterexample {cex}: as written, left = {a}, right = {b} "
                "(under Lean's x / 0 = 0, Real.sqrt x = 0 for x < 0)"
            )
    refuse_negative_base_powers([wl, wr])
    changed = changed_value([wl, wr], [lhs, rhs], free_variables(wl, wr, lhs, rhs), lower)
    if changed is not None:
        side, point, a, b = changed
        raise OutOfScope(
            f"sympy's simplification changes the value of the {side} side at {point}: "
            f"as written {a}, simplified {b} (under Lean's semantics, x / 0 = 0); "
            "not certified (write the statement in the simplified form if that is meant)"
        )
    # the certificate stores the sides as text and the verifier reads that back, where sympy
    # may cancel further ((2*n - 100)/(2*(n - 50)) is read back as 1): the divisors lost on
    # the way to what is verified count too (breaker12k)
    lost = lost_divisors([wl, wr], [lhs, rhs]) or lost_divisors([wl, wr], _reread([lhs, rhs]))
    if lost:
        shown = ", ".join(str(d) for d in lost)
        raise OutOfScope(
            f"the division by {shown} as written cancels in sympy's simplified statement, but "
            f"{shown} can be 0 for natural values, where Lean's x / 0 = 0 may change the value; "
            "not certified (write the statement without that division)"
        )
    return None


def _reread(exprs: Sequence[Expr | None]) -> list[Expr | None]:
    """``exprs`` as the verifier reads them from a certificate's text.

    >>> from wzprove.model.sympy_input import parse_identity
    >>> e = parse_identity("Sum(binomial(n,k),(k,0,n))", "2**n*(2*n-100)/(n-50)/2").rhs
    >>> e, _reread([e])[0]
    (2**n*(2*n - 100)/(2*(n - 50)), 2**n)
    """
    out: list[Expr | None] = []
    for e in exprs:
        if e is None:
            out.append(None)
            continue
        table = {x.name: x for x in e.atoms(Symbol)}
        try:
            out.append(parse_expr(str(e), table, constants=True))
        except InvalidInput:
            out.append(e)
    return out


def refuse_negative_base_powers(exprs: Sequence[Expr | None]) -> None:
    """Raise :class:`~wzprove.wz.errors.OutOfScope` naming the non-integer powers of bases
    that can be negative (:func:`~wzprove.wz.written_powers.negative_base_powers`)."""
    powers = negative_base_powers([sympy.sympify(e) if e is not None else None for e in exprs])
    if powers:
        shown = ", ".join(str(p) for p in powers)
        what = (
            f"the power {shown} has an exponent"
            if len(powers) == 1
            else (f"the powers {shown} have exponents")
        )
        raise OutOfScope(
            f"{what} that may not be an integer and a base that "
            "can be negative for natural values; there Lean's Real.sqrt is 0 and Real.rpow is "
            "|x| ^ y * cos(y * pi), not sympy's complex root, and sympy's simplifications "
            "(sqrt(a)**2 = a, sqrt(a)*sqrt(a) = a) do not hold; not certified (write the "
            "statement without that power, or with a base that is never negative)"
        )


def as_written_check(with_rhs: bool) -> Check:
    """The check recorded on a certificate whose statement was also read as written."""
    return Check(
        "as-written",
        True,
        "the statement as written (variables natural numbers, Lean's x / 0 = 0) agrees with "
        "the simplified one the certificate is for: no division by a divisor that can vanish "
        "was cancelled" + (", and both written sides agree on the grid" if with_rhs else ""),
    )

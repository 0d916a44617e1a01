"""Complete proofs of ``∑ k ∈ range (n + 1), F n k = ∑ j ∈ range (n + 1), F2 n j`` (issue 14:
right sides that are sums).

Two sums that satisfy the same recurrence ``Σ_j a_j(n) S(n+j) = …`` and agree at its first
``J`` values past the zeros of ``a_J`` are equal (A = B, Petkovšek–Wilf–Zeilberger 1996,
ch. 6; the engine certifies such identities in :func:`wzprove.wz.certify._two_sums`).  The
proof applies ``Prover.sum_eq_sum_of_telescopers_one`` … ``_four``
(``Prover/BoundaryPair.lean``):

* each sum gets its own telescoper, compiled exactly as for a closed right side
  (:mod:`wzprove.sketch.complete`: ``H`` a closed form at one of the shifts
  :data:`~wzprove.sketch.complete.H_SHIFTS`, ``hct0`` and ``hct`` by
  :func:`~wzprove.sketch.lincomb.combination`); the left telescoper is the certificate's, the
  right one is Zeilberger's algorithm run on the right summand
  (:func:`wzprove.wz.zeilberger.zeilberger`); both are multiplied to the same polynomial
  coefficients ``c_j = a_j · (b_J / g) = b_j · (a_J / g)`` with ``g = gcd(a_J, b_J)``, so the
  statement is refused when they are not proportional;
* ``hb``: ``H(n, n)`` plus the terms past the range is the same closed form for both sums
  (both equal ``Σ_j c_j(n) S(n+j)``), an equation between closed forms proved like ``hr``;
* ``hlead``: ``c_J(n) ≠ 0`` from ``n0`` on (:func:`~wzprove.sketch.complete_lead._lead`);
* ``hinit``, ``hinit2``: both sums equal the same polynomial ``v(i)`` (Lagrange
  interpolation of the left sum's values, in ``i`` and the parameters) at
  ``s0 ≤ i < n0 + J`` (:func:`~wzprove.sketch.complete._init`, each value written out).

Every step is a :func:`~wzprove.sketch.lincomb.combination`, checked exactly here and
replayed from the written text (:mod:`wzprove.sketch.replay`; the closing application
against the theorem's statement read from ``Prover/BoundaryPair.lean``).  Anything outside
this raises :class:`SketchError` / :class:`AtomError` and the caller writes the sketch.
"""

from __future__ import annotations

import time
from dataclasses import replace

import sympy

from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.common import SketchError, _context, _Ctx, _full_range, _Plan
from wzprove.sketch.complete import (
    ERRORS_SHOWN,
    H_SHIFTS,
    ScaleBy,
    _boundary,
    _init,
    _minus_g0,
    _sum_terms,
    _telescoper,
    h_term,
    hypergeometric_part,
)
from wzprove.sketch.complete_lead import _lead
from wzprove.sketch.facts import Combination
from wzprove.sketch.lincomb import combination
from wzprove.sketch.range_nonzero import upper_expr
from wzprove.sketch.ratio_split import RatioBlock
from wzprove.sketch.step_cases import step_combination
from wzprove.sketch.terms import ClosedFormError, at, mul, rational_term, shift
from wzprove.sketch.wz import _finish
from wzprove.wz.certificate import Certificate
from wzprove.wz.errors import WZError
from wzprove.wz.polyring import factor
from wzprove.wz.zeilberger import zeilberger

#: the Prover theorem for each order (``Prover/BoundaryPair.lean``)
PAIR_THEOREMS = {
    1: "sum_eq_sum_of_telescopers_one",
    2: "sum_eq_sum_of_telescopers_two",
    3: "sum_eq_sum_of_telescopers_three",
    4: "sum_eq_sum_of_telescopers_four",
}

#: seconds Zeilberger's algorithm may take on the right summand without a deadline
RIGHT_TIMEOUT = 30.0

#: how often the common coefficients may be rescaled for a pole of ``H`` in ``n``
MAX_SCALES = 3


def is_pair(ctx: _Ctx) -> bool:
    """Whether ``ctx``'s right side is a sum (the engine's two-sum certificate)."""
    return isinstance(ctx.reading.rhs, sympy.Sum)


def right_context(ctx: _Ctx) -> _Ctx:
    """The context of the right sum, read as the summed side of its own statement (its
    index, summand and types; the certificate is a placeholder: its ``R`` is not used)."""
    identity = replace(ctx.identity, lhs=ctx.identity.rhs, rhs=ctx.identity.lhs)
    reading = replace(ctx.reading, lhs=ctx.reading.rhs, rhs=ctx.reading.lhs)
    F2, (k2, lo2, hi2) = ctx.reading.rhs.function, ctx.reading.rhs.limits[0]
    cert = Certificate(
        method="zeilberger",
        summand=str(F2),
        index=str(k2),
        variable=ctx.n,
        lower=str(lo2),
        upper=str(hi2),
        rhs=None,
        R="0",
        start=ctx.cert.start,
    )
    try:
        out = _context(identity, reading, cert)
    except (SketchError, WZError, ValueError) as err:
        raise SketchError(f"the right sum: {err}", "out-of-scope") from err
    if out.n != ctx.n or out.cast != ctx.cast or out.field_ty != ctx.field_ty:
        raise SketchError("the right sum is read at another type", "out-of-scope")
    out.deadline = ctx.deadline
    return out


def common_telescopers(
    a: list[sympy.Expr], R1: sympy.Expr, b: list[sympy.Expr], R2: sympy.Expr, ns: sympy.Symbol
) -> tuple[list[sympy.Expr], sympy.Expr, sympy.Expr]:
    """``(c, R1', R2')``: the two telescopers ``Σ a_j F(n+j, k)`` (certificate ``R1``) and
    ``Σ b_j F2(n+j, k)`` (``R2``) multiplied by polynomials in ``n`` to the same coefficients
    ``c_j``, ``c_J`` with a positive leading coefficient.  Raises :class:`SketchError` when
    the recurrences are not proportional."""
    if len(a) != len(b):
        raise SketchError(f"the sums' recurrences have orders {len(a) - 1} and {len(b) - 1}")
    g = sympy.gcd(a[-1], b[-1])
    m1, m2 = sympy.cancel(b[-1] / g), sympy.cancel(a[-1] / g)
    c = [sympy.expand(x * m1) for x in a]
    if any(sympy.expand(y * m2 - z) != 0 for y, z in zip(b, c, strict=True)):
        raise SketchError("the two sums satisfy different recurrences", "out-of-scope")
    if sympy.Poly(c[-1], ns).LC().could_extract_minus_sign():
        c, m1, m2 = [-x for x in c], -m1, -m2
    return c, sympy.cancel(R1 * m1), sympy.cancel(R2 * m2)


def _right_telescoper(ctx2: _Ctx, order: int) -> tuple[list[sympy.Expr], sympy.Expr]:
    """Zeilberger's telescoper of the right summand (``b_0 … b_J`` in ``n``, ``R2``)."""
    ns = ctx2.reading.symbols[ctx2.n]
    ks = ctx2.reading.lhs.limits[0][0]
    left = RIGHT_TIMEOUT
    if ctx2.deadline is not None:
        left = max(1.0, min(left, ctx2.deadline - time.monotonic()))
    try:
        T = zeilberger(ctx2.summand, ns, ks, max_order=max(order, 1), timeout=left)
    except WZError as err:
        raise SketchError(f"no telescoper for the right sum: {err}", "out-of-scope") from err
    if T is None:
        raise SketchError(f"no telescoper of order ≤ {order} for the right sum", "out-of-scope")
    return [sympy.expand(x.as_expr()) for x in T.coefficients], T.R


def _tele(c: _Ctx, A: list[Term], kt: Term) -> Term:
    """``Σ_j a_j(n)·F(n + j, kt)`` of the sum of ``c``."""
    K = c.field_ty
    return _sum_terms(
        [mul(A[j], at(c.F, {c.n: shift(c.n, j), c.k: kt}), K) for j in range(len(A))], K
    )


def side_steps(
    c: _Ctx, coeffs: list[sympy.Expr], R: sympy.Expr, side: str = "left", prefix: str = "hratio"
) -> tuple[Term, Combination, Combination, list[RatioBlock]]:
    """``H``, the compiled ``hct0``, ``hct`` of one sum for the common coefficients and the
    ratio facts a split ``hct`` uses (:mod:`wzprove.sketch.ratio_split`, named ``prefix1``, …)
    (the first shift of :data:`H_SHIFTS` whose steps compile; failing those up to a pole of
    ``H`` in ``n`` or all of them, the first whose denominators vanish only outside the
    range ``0 ≤ k ≤ n``, :mod:`wzprove.sketch.range_nonzero`).  Else :class:`ScaleBy` goes
    to the caller (both telescopers are rescaled together)."""
    K = c.field_ty
    A = [rational_term(x, c.types, K) for x in coeffs]
    errors: list[str] = []
    strips = (False, True) if hypergeometric_part(c) is not None else (False,)
    shifts = [(s, ab) for s in strips for ab in H_SHIFTS]
    scale: ScaleBy | None = None
    for up in (None, upper_expr(c)):
        for strip, (a, b) in shifts:
            if c.deadline is not None and time.monotonic() > c.deadline:
                raise SketchError("the time limit of the proof compiler ran out", "failed")
            try:
                return _side_step(c, A, R, (a, b), strip, up, prefix)
            except ScaleBy as err:
                if up is None:
                    scale = err
                    break
            except (AtomError, ClosedFormError, SketchError) as err:
                where = " without P" * strip + " in the range" * (up is not None)
                errors.append(f"(a, b) = ({a}, {b}){where}: {err}")
    if scale is not None:
        raise scale
    raise SketchError(
        f"the {side} sum: no closed form of H compiles: " + "; ".join(errors[:ERRORS_SHOWN]),
        "out-of-scope",
    )


def _side_step(
    c: _Ctx,
    A: list[Term],
    R: sympy.Expr,
    ab: tuple[int, int],
    strip: bool,
    up: sympy.Expr | None,
    prefix: str = "hratio",
) -> tuple[Term, Combination, Combination, list[RatioBlock]]:
    """:func:`side_steps` at one shift ``ab`` of ``H`` (``up``: :func:`h_term` 's); the ratio
    facts of a split ``hct`` (:mod:`wzprove.sketch.ratio_split`) named ``prefix1``, …"""
    K, n, k = c.field_ty, c.n, c.k
    a, b = ab
    H = _minus_g0(c, R, h_term(c, R, a, b, strip, up), strip)
    zero = Term.lit(0)
    ct0 = combination(_tele(c, A, zero), at(H, {k: zero}), K, c.types, "s", deadline=c.deadline)
    k1 = shift(k, 1)
    # k < n: inside the range; split into ratio facts where one piece is too long
    ct, ratios = step_combination(
        _tele(c, A, k1),
        Term("sub", (at(H, {k: k1}), H), K),
        K,
        c.types,
        (Term.var(k), Term.var(n)),
        (n, k),
        c.deadline,
        prefix,
    )
    return H, ct0, ct, ratios


def common_values(ctx: _Ctx, ctx2: _Ctx, first: int, count: int) -> Term:
    """``v(i)``: the polynomial in ``i`` (coefficients rational in the parameters) through
    the left sum's values at ``first ≤ i < count`` (summed here with sympy; the right sum's
    values must be the same).  The proof's ``hinit`` blocks check each value exactly."""
    ns = ctx.reading.symbols[ctx.n]
    points = []
    for c in (ctx, ctx2):
        ks = c.reading.lhs.limits[0][0]
        vals = [
            sympy.expand(sympy.Add(*[c.summand.subs({ns: i, ks: kv}) for kv in range(i + 1)]))
            for i in range(first, count)
        ]
        points.append(vals)
    if any(sympy.simplify(x - y) != 0 for x, y in zip(*points, strict=True)):
        raise SketchError("the two sums differ at an initial value", "failed")
    pairs = list(zip(range(first, count), points[0], strict=True))
    v = pairs[0][1] if len(pairs) == 1 else sympy.interpolate(pairs, ns)
    return rational_term(factor(sympy.cancel(v)), ctx.types, ctx.field_ty)


def complete_pair_plan(ctx: _Ctx, form: str) -> _Plan:
    """The complete proof of a sum equal to a sum (module docstring), as a plan with no
    side goals.  Raises :class:`SketchError` (or :class:`AtomError`) outside it."""
    if ctx.cert.method != "zeilberger" or form != "range":
        raise SketchError("a sum = sum proof needs ∑ over range (n + 1)", "out-of-scope")
    if ctx.cast or ctx.swapped or ctx.u is not None or ctx.moves:
        raise SketchError("a sum = sum proof is compiled for ℚ / ℝ sums only", "out-of-scope")
    ctx2 = right_context(ctx)
    if _full_range(ctx2) != "range":
        raise SketchError("the right sum is not over range (n + 1)", "out-of-scope")
    K, n = ctx.field_ty, ctx.n
    ns = ctx.reading.symbols[n]
    a, R1 = _telescoper(ctx)
    b, R2 = _right_telescoper(ctx2, len(a) - 1)
    coeffs, R1, R2 = common_telescopers(a, R1, b, R2, ns)
    J = len(coeffs) - 1
    if J not in PAIR_THEOREMS:
        raise SketchError(f"recurrence of order {J}", "out-of-scope")
    for _ in range(MAX_SCALES):
        try:
            H1, ct01, ct1, ratios1 = side_steps(ctx, coeffs, R1)
            H2, ct02, ct2, ratios2 = side_steps(ctx2, coeffs, R2, "right", "hratioR")
            break
        except ScaleBy as scale:
            coeffs = [sympy.expand(x * scale.factor) for x in coeffs]
            R1, R2 = sympy.cancel(R1 * scale.factor), sympy.cancel(R2 * scale.factor)
    else:
        raise SketchError("the telescopers need too many rescalings", "out-of-scope")
    A = [rational_term(x, ctx.types, K) for x in coeffs]
    n0, lead = _lead(ctx, coeffs[-1], ns, ctx.start)
    from_n0 = ((Term.lit(n0 - 1), Term.var(n)),) if n0 > 0 else ()
    B1, B2 = _boundary(ctx, A, H1), _boundary(ctx2, A, H2)
    types = {**ctx2.types, **ctx.types}
    hb = combination(B1, B2, K, types, "s", hyps=from_n0, deadline=ctx.deadline)
    s0 = ctx.start
    v = common_values(ctx, ctx2, s0, n0 + J)
    # the initial values' variable: free in both sums (the right one's index may be `i`)
    taken = set(ctx.types) | set(ctx2.types) | {v for x, v in ctx.names.items() if x != "i"}
    i_name = next(x for x in (ctx.names["i"], *(f"i{j}" for j in range(1, 99))) if x not in taken)
    r = ctx.r
    iv = Term.var(i_name)

    def init_stmt(c: _Ctx) -> str:
        return (
            f"∀ {i_name} : ℕ, {s0} ≤ {i_name} → {i_name} < {n0 + J} → ∑ {c.k} ∈ Finset.range "
            f"({i_name} + 1), {r(at(c.F, {n: iv}))} = {r(at(v, {n: iv}))}"
        )

    def steps(c: _Ctx, H: Term, ct0: Combination, ct: Combination, tag: str) -> list:
        k1 = shift(c.k, 1)
        return [
            (
                f"hct0{tag}",
                "wz-equation",
                f"∀ {n} : ℕ, {r(_tele(c, A, Term.lit(0)))} = {r(at(H, {c.k: Term.lit(0)}))}",
                [f"intro {n}", *ct0.lines(K)],
            ),
            (
                f"hct{tag}",
                "wz-equation",
                f"∀ {n} {c.k} : ℕ, {c.k} < {n} → {r(_tele(c, A, k1))} = "
                f"{r(Term('sub', (at(H, {c.k: k1}), H), K))}",
                [f"intro {n} {c.k} hk", *ct.lines(K)],
            ),
        ]

    blocks = [
        *[(x.name, "ratio", x.statement, x.lines) for x in (*ratios1, *ratios2)],
        *steps(ctx, H1, ct01, ct1, ""),
        *steps(ctx2, H2, ct02, ct2, "2"),
        ("hlead", "denominator", f"∀ {n} : ℕ, {n0} ≤ {n} → {r(A[-1])} ≠ 0", lead),
        (
            "hb",
            "recurrence",
            f"∀ {n} : ℕ, {n0} ≤ {n} → {r(B1)} = {r(B2)}",
            [f"intro {n} hn", *hb.lines(K)],
        ),
        ("hinit", "initial-value", init_stmt(ctx), _init(ctx, v, i_name, s0, n0 + J)),
        ("hinit2", "initial-value", init_stmt(ctx2), _init(ctx2, v, i_name, s0, n0 + J)),
    ]
    theorem = PAIR_THEOREMS[J]
    lambdas = " ".join(
        [
            f"(fun {n} {ctx.k} => {r(ctx.F)})",
            f"(fun {n} {ctx.k} => {r(H1)})",
            f"(fun {n} {ctx2.k} => {r(ctx2.F)})",
            f"(fun {n} {ctx2.k} => {r(H2)})",
        ]
        + [f"(fun {n} => {r(x)})" for x in A]
        + [f"(fun {n} => {r(v)})"]
    )
    proof = (
        f"Prover.{theorem} {lambdas} {s0} {n0} (by norm_num) hct0 hct hct02 hct2 hlead hb "
        f"hinit hinit2 {n} (by omega)"
    )
    lines = [
        f"/- wzprove proof (complete): two sums with the same recurrence of order {J}",
        f"   (A = B, ch. 6), closed by Prover.{theorem}; common telescoper",
        f"   a = {', '.join(map(str, coeffs))}.",
        "   Written from the verified certificate: each linear_combination's coefficients and",
        "   each evaluation were computed and checked exactly in Python and replayed from this",
        "   text; no Lean kernel has checked this file here. -/",
    ]
    closing = _finish(ctx, form, proof)
    return _Plan(f"Prover.{theorem}", [], [], lines, closing, note="complete", blocks=blocks)

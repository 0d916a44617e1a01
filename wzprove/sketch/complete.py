"""Complete proofs by construction: a verified certificate → a Lean proof with no ``sorry``.

For ``∑ k ∈ range (n + 1), F n k = r n`` (or ``Icc 0 n``), for every ``n ≥ s0``, every
certificate is first written as a creative telescoper of order ``J`` (A = B,
Petkovšek–Wilf–Zeilberger 1996, ch. 6; a WZ pair for ``F / r`` (ch. 7) is the telescoper
``q(n)·F(n+1,k) - p(n)·F(n,k)`` with ``r(n+1)/r(n) = p/q`` and ``Ĝ = p·R·F``), and the proof
applies ``Prover.sum_eq_of_telescoper_one`` … ``_four`` (``Prover/Boundary.lean``) to closed-form
``F``, ``H(n, k) = Ĝ(n, k+1)``, the coefficients ``a_j`` and ``r``.  Summed over ``k ≤ n`` the
telescoper gives ``Σ_j a_j(n) S(n+j) = H(n, n) + Σ_j a_j(n) Σ_(1≤i≤j) F(n+j, n+i)``: the terms
past the range are kept, so natural boundaries are not needed (a sum such as
``Σ_(k≤n) C(2n+1, k)`` whose summand does not vanish at ``k = n + 1`` gets the same proof).
Sums up to ``u n = c·n + d`` (``range (2 * n + 1)``, ``Icc 0 (2 * n)``, ``range (n + 2)``,
``range (2 * n)``; :func:`wzprove.sketch.common._linear_upper`) apply
``Prover.sum_eq_of_telescoper_<J>_step_<c>`` (``Prover/BoundaryStep.lean``) with the lambda
``u``: ``hu`` (``u (n + 1) = u n + c``, by ``omega``), the step for ``k < u n``, and
``Σ_j a_j(n) S(n+j) = H(n, u n) + Σ_j a_j(n) Σ_(1≤i≤c·j) F(n+j, u n + i)``; each initial
value first shows its goal with the bound's value (``range (4 + 1)``).
Each hypothesis is proved from the certificate, never searched for (issue "complete proofs
by construction"; docs/design.md, "Shape of a WZ proof"):

* ``hct0``, ``hct`` (the telescoper at ``k = 0`` and at ``k + 1``) and ``hr`` (the right
  side satisfies that recurrence, boundary terms included):
  :func:`wzprove.sketch.lincomb.combination` — shift facts from ``Prover/Steps.lean`` and
  ``linear_combination`` with coefficients computed and checked exactly here; a step ``hct``
  too long in one piece is split into ratio facts ``hratio_i`` stated for ``k < u n`` only
  (:mod:`wzprove.sketch.ratio_split`: ``C(4n+1, 2n-2k)`` is hypergeometric only there);
* ``hlead`` (``a_J n ≠ 0`` for ``n ≥ n0``): ``a_J(n0 + t)`` expanded has nonnegative
  coefficients and a positive constant (``positivity``);
* ``hinit`` (the sums at ``s0 ≤ n < n0 + J``): written out by ``Finset.sum_range_succ`` and
  closed like the other equations (numeral binomials and factorials by their values, checked
  here with ``decide``), and evaluated here where there are no parameters; with a parameter in
  the upper bound (``range (r + m + 1)``) by its top term alone (:mod:`.complete_init`).

``H`` is ``S(n,k)·F(n+a, k+1-b)`` with ``S`` rational and a denominator positive as written,
so that ``H`` is right at every ``k`` (no pole under ``x / 0 = 0``); failing that at every
shift, ``S'(n,k)·B(n+a, k+1-b)`` with ``B`` the hypergeometric part of ``F = P·B`` (``P`` its
rational factors, such as ``k²`` in ``k²·C(n, k)``).  Anything outside this
reading raises :class:`AtomError` / :class:`SketchError` and the caller falls back to the
sketch with named ``sorry`` goals.
"""

from __future__ import annotations

import time

import sympy

from wzprove.model.errors import WzproveError
from wzprove.model.identity import Term
from wzprove.model.symbolic import to_sympy
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.closing import finish_ico_one, finish_range_n
from wzprove.sketch.common import SketchError, _Ctx, _Plan
from wzprove.sketch.complete_init import _init, _sum_terms, _upper
from wzprove.sketch.complete_lead import _lead
from wzprove.sketch.positive import positive_form
from wzprove.sketch.range_nonzero import never_zero, range_factors, upper_expr
from wzprove.sketch.shift_n import moved_recurrence
from wzprove.sketch.shift_start import hypothesis_starts, moved, obtain_lines, shifted
from wzprove.sketch.step_cases import step_combination
from wzprove.sketch.step_library import STEPS, theorem_name
from wzprove.sketch.terms import (
    ClosedFormError,
    at,
    div,
    mul,
    rational_term,
    shift,
    unify_symbols,
)
from wzprove.sketch.wz import _finish
from wzprove.wz.certificate import parse_expr
from wzprove.wz.errors import WZError
from wzprove.wz.hypergeometric import ratio
from wzprove.wz.polyring import cancel, factor

#: the Prover theorem for each order
THEOREMS = {
    1: "sum_eq_of_telescoper_one",
    2: "sum_eq_of_telescoper_two",
    3: "sum_eq_of_telescoper_three",
    4: "sum_eq_of_telescoper_four",
}

#: shifts ``(a, b)`` of ``H(n, k) = S·F(n + a, k + 1 - b)``, simplest first
H_SHIFTS = ((0, 1), (0, 0), (1, 1), (1, 0), (0, -1), (2, 1), (2, 0), (1, -1), (0, -2), (3, 1))

#: how many failed attempts the error message lists
ERRORS_SHOWN = 3


def _telescoper(ctx: _Ctx) -> tuple[list[sympy.Expr], sympy.Expr]:
    """Polynomial coefficients ``a_0 … a_J`` in ``n`` and the certificate ``R'`` with
    ``Σ_j a_j F(n+j, k) = Ĝ(n, k+1) - Ĝ(n, k)``, ``Ĝ = R'·F``; ``a_J`` with a positive
    leading coefficient."""
    ns = ctx.reading.symbols.get(ctx.n)
    if ns is None:
        raise SketchError("the recurrence variable is not in the reading", "out-of-scope")
    if ctx.cert.method == "wz":
        if ctx.reading.rhs is None:
            raise SketchError("no right side", "out-of-scope")
        try:
            rho = ratio(ctx.reading.rhs, ns)
        except WZError as err:
            raise SketchError(
                f"the right side is not hypergeometric: {err}", "out-of-scope"
            ) from err
        p, q = sympy.fraction(cancel(rho))
        coeffs = [-p, q]
        R = cancel(p * ctx.R)
    else:
        rec = ctx.cert.recurrence
        if rec is None:
            raise SketchError("the certificate has no recurrence", "failed")
        # an inhomogeneous part comes from boundary terms, which the proof keeps anyway
        table = dict(ctx.reading.symbols)
        coeffs = [moved(unify_symbols(parse_expr(c), table), ctx) for c in rec.coefficients]
        R = ctx.R
    den = sympy.lcm([sympy.fraction(cancel(c))[1] for c in coeffs])
    coeffs = [cancel(c * den) for c in coeffs]
    R = cancel(R * den)
    lead = sympy.Poly(coeffs[-1], ns)
    if lead.LC().could_extract_minus_sign():
        coeffs = [-c for c in coeffs]
        R = -R
    if len(coeffs) - 1 not in THEOREMS:
        raise SketchError(f"recurrence of order {len(coeffs) - 1}", "out-of-scope")
    return [sympy.expand(c) for c in coeffs], R


def h_term(
    ctx: _Ctx, R: sympy.Expr, a: int, b: int, strip: bool = False, upper: sympy.Expr | None = None
) -> Term:
    """``H(n, k) = R'(n, k+1)·F(n, k+1)`` written as ``S·F(n + a, k + 1 - b)`` (``a = 0``
    for Gosper's antidifference, :mod:`wzprove.sketch.complete_gosper`), or with ``strip`` as
    ``S'·B(n + a, k + 1 - b)`` where ``F = P·B`` and ``P`` is ``F`` 's rational factors
    (:func:`hypergeometric_part`): for ``F = k²·C(n, k)`` the factor ``k²`` of ``F(n, k+1-b)``
    would otherwise put ``(k + 1 - b)²`` in the denominator of ``S``.  Raises
    :class:`ClosedFormError` (:class:`ScaleBy`) where the denominator of ``S`` is not positive
    as written, but for factors nonzero for ``0 ≤ k ≤ upper`` (:mod:`.range_nonzero`)."""
    ks = ctx.reading.lhs.limits[0][0]
    S, base = _h_factor(ctx, R, a, b, strip)
    den = sympy.fraction(S)[1]
    naturals = {s for s in S.free_symbols if ctx.types.get(s.name) == "ℕ"}
    outside: list[tuple[sympy.Expr, int]] | None = []
    if den != 1 and not positive_form(sympy.expand(den), naturals):
        # factors free of k (poles in n only, such as n at n = 0): scale the telescoper
        ks_free = sympy.Integer(1)
        for f, e in sympy.factor_list(den)[1]:
            if ks not in f.free_symbols and not positive_form(sympy.expand(f), naturals):
                ks_free *= 1 if never_zero(f, naturals) else f**e
        if ks_free != 1:
            raise ScaleBy(ks_free)
        outside = range_factors(den, ks, upper, naturals)
        if not outside or (upper is not None and all(never_zero(f, naturals) for f, _ in outside)):
            raise ClosedFormError(f"the denominator {den} of H may vanish")
        S = factor(S * sympy.Mul(*[f**e for f, e in outside]))  # factored pieces
    elif upper is not None:  # the same H as without `upper`, tried before
        raise ClosedFormError("no denominator vanishes only outside the range")
    shifts = {ctx.k: shift(ctx.k, 1 - b)} | ({ctx.n: shift(ctx.n, a)} if a else {})
    body = at(base, shifts)
    if S == 0:
        return rational_term(sympy.Integer(0), ctx.types, ctx.field_ty)
    out = body if S == 1 else mul(rational_term(S, ctx.types, ctx.field_ty), body, ctx.field_ty)
    for f, e in outside or []:
        for _ in range(e):  # `/ f` once per power: each its own inverse atom
            out = div(out, rational_term(f, ctx.types, ctx.field_ty), ctx.field_ty)
    return out


def _h_factor(ctx: _Ctx, R: sympy.Expr, a: int, b: int, strip: bool) -> tuple[sympy.Expr, Term]:
    """``S`` (factored) and the term ``B`` (or ``F``) of :func:`h_term`'s ``S·B(n + a, k + 1 - b)``:
    computed once per context, ``R`` and shift (the plan tries each shift with and without
    the summation range, :func:`h_term`'s ``upper``, on the same ``S``)."""
    cache: dict[tuple, tuple[sympy.Expr, Term]] = ctx.__dict__.setdefault("_h_factors", {})
    key = (R, a, b, strip)
    if key not in cache:
        cache[key] = _h_factor_once(ctx, R, a, b, strip)
    return cache[key]


def _h_factor_once(
    ctx: _Ctx, R: sympy.Expr, a: int, b: int, strip: bool
) -> tuple[sympy.Expr, Term]:
    ks = ctx.reading.lhs.limits[0][0]
    F = ctx.summand
    try:
        rk = ratio(F, ks)
        if a:  # Gosper sums (a = 0) have no recurrence variable
            ns = ctx.reading.symbols[ctx.n]
            rn = ratio(F, ns)
    except WZError as err:
        raise ClosedFormError(str(err)) from err
    quot = sympy.Integer(1)  # F(n, k+1) / F(n + a, k + 1 - b)
    for i in range(abs(b)):
        if b > 0:
            quot *= rk.subs(ks, ks + 1 - b + i)
        else:
            quot /= rk.subs(ks, ks + 1 + i)
    for i in range(a):
        quot /= rn.subs({ns: ns + i, ks: ks + 1 - b}, simultaneous=True)
    base, P = _base(ctx, strip)
    if P is not None:
        at_shift = {ks: ks + 1 - b} | ({ns: ns + a} if a else {})
        quot *= P.subs(at_shift, simultaneous=True)  # F(n + a, …) = P(n + a, …)·B(n + a, …)
    # `factor` of the product of factored pieces: the same canonical form as
    # `factor(cancel(…))` without expanding R's numerator and denominator at every shift
    cache: dict[sympy.Expr, sympy.Expr] = ctx.__dict__.setdefault("_factored_r", {})
    if R not in cache:
        cache[R] = factor(R)
    S = factor(cache[R].subs(ks, ks + 1) * quot)
    return S, base


def hypergeometric_part(ctx: _Ctx) -> tuple[Term, sympy.Expr] | None:
    """``F = P·B`` with ``P`` the product of the factors of ``F`` (through ``*``, ``/`` and
    casts of ℕ / ℤ products) that are rational functions of the variables with no caveat
    (no ℕ subtraction or division), ``B`` the term of the others (``1`` if none): ``(B, P)``,
    or ``None`` when ``F`` has no such factor.  ``P`` is over the reading's symbols."""
    table = dict(ctx.reading.symbols)
    ks = ctx.reading.lhs.limits[0][0]
    table[ks.name] = ks
    symbols = list(table.values())

    def rational(t: Term) -> sympy.Expr | None:
        try:
            form = to_sympy(t, ctx.types)
        except WzproveError:
            return None
        e = unify_symbols(form.expr, table)
        if form.caveats or not e.is_rational_function(*symbols):
            return None
        return e

    def go(t: Term) -> tuple[Term | None, sympy.Expr]:
        if t.op == "mul":
            (x, p), (y, q) = go(t.args[0]), go(t.args[1])
            out = x if y is None else y if x is None else Term("mul", (x, y), t.type)
            return out, p * q
        if t.op == "div":
            x, p = go(t.args[0])
            d = rational(t.args[1])
            if d is not None and d != 0:
                return x, p / d
            top = x if x is not None else Term.lit(1, t.type)
            return Term("div", (top, t.args[1]), t.type), p
        if t.op == "cast" and t.args[0].op == "mul" and t.args[0].type in ("ℕ", "ℤ"):
            x, p = go(t.args[0])
            return (None if x is None else Term("cast", (x,), t.type)), p
        e = rational(t)
        return (None, e) if e is not None else (t, sympy.Integer(1))

    B, P = go(ctx.F)
    if P == 1:
        return None
    return (B if B is not None else Term.lit(1, ctx.field_ty)), cancel(P)


class ScaleBy(ClosedFormError):
    """The closed form of ``H`` needs the telescoper multiplied by ``factor`` (free of
    ``k``): its denominator vanishes at some ``n`` (the leading coefficient then does too, and
    the recurrence starts past it)."""

    def __init__(self, factor: sympy.Expr):
        super().__init__(f"scale the telescoper by {factor}")
        self.factor = factor


def _base(ctx: _Ctx, strip: bool) -> tuple[Term, sympy.Expr | None]:
    """The term ``H`` and ``G(n, 0)`` are written with: ``F``, or with ``strip`` its
    hypergeometric part ``B`` and the rational factor ``P`` (``F = P·B``)."""
    if not strip:
        return ctx.F, None
    split = hypergeometric_part(ctx)
    if split is None:
        raise ClosedFormError("F has no rational factor to take out")
    return split


def _minus_g0(ctx: _Ctx, R: sympy.Expr, H: Term, strip: bool = False) -> Term:
    """``H(n, k) - G(n, 0)``: the same differences in ``k``, and ``t(0) = H(n, 0)`` also
    where ``G(n, 0) = R'(n, 0)·F(n, 0)`` is not 0 (then the recurrence of the sum is
    inhomogeneous).  ``R'(n, 0)`` must have a denominator positive as written; with ``strip``
    ``G(n, 0) = (R'·P)(n, 0)·B(n, 0)`` for ``F = P·B`` (:func:`hypergeometric_part`: a pole of
    ``R'`` at ``k = 0`` that ``P`` cancels, as ``k²`` in ``k²·C(n, k)``)."""
    ks = ctx.reading.lhs.limits[0][0]
    base, P = _base(ctx, strip)
    if P is not None:
        R = cancel(R * P)
    g = factor(cancel(R.subs(ks, 0)))
    if g.has(sympy.zoo, sympy.nan):
        raise ClosedFormError(f"G(n, 0) has a pole: R'(n, 0) = {g}")
    if g == 0:
        return H
    den = sympy.fraction(g)[1]
    naturals = {s for s in g.free_symbols if ctx.types.get(s.name) == "ℕ"}
    if den != 1 and not positive_form(sympy.expand(den), naturals):
        raise ClosedFormError(f"G(n, 0) has the denominator {den}")
    K = ctx.field_ty
    g0 = mul(rational_term(g, ctx.types, K), at(base, {ctx.k: Term.lit(0)}), K)
    return Term("sub", (H, g0), K)


def _boundary(ctx: _Ctx, A: list[Term], H: Term) -> Term:
    """``H n (u n) + a1 n * (F (n + 1) (u n + 1) + … + F (n + 1) (u n + c)) + …``: what
    ``Σ_j a_j(n) S(n+j)`` equals, ``c · j`` terms for each ``j`` (``hr`` of
    ``Prover.sum_eq_of_telescoper_*``; ``u n = n``, ``c = 1`` for ``Prover/Boundary.lean``,
    whose terms are written ``F (n + j) (n + i)``)."""
    K, n, k = ctx.field_ty, ctx.n, ctx.k
    u = _upper(ctx)
    out = at(H, {k: u})
    for j in range(1, len(A)):
        points = [
            shift(n, i) if ctx.u is None else Term("add", (u, Term.lit(i)), "ℕ")
            for i in range(1, ctx.step * j + 1)
        ]
        extra = _sum_terms([at(ctx.F, {n: shift(n, j), k: p}) for p in points], K)
        out = Term("add", (out, mul(A[j], extra, K)), K)
    return out


def complete_plan(ctx: _Ctx, form: str) -> _Plan:
    """The complete proof of ``ctx``'s identity (module docstring), as a plan with no
    side goals.  Raises :class:`SketchError` (or :class:`AtomError`) when some step is
    outside what is compiled; the caller then writes the sketch instead.

    Where it does not compile and the hypotheses give parameters a start (``1 ≤ x``), it is
    tried once more with those parameters moved there (:mod:`wzprove.sketch.shift_start`:
    ``x / (x + k)`` has no pole once ``x := x + 1``)."""
    try:
        return _plan(ctx, form)
    except (AtomError, ClosedFormError, SketchError) as err:
        shifts = hypothesis_starts(ctx, {ctx.n, ctx.k})
        if shifts:
            try:
                return _plan(shifted(ctx, shifts), form, tuple(obtain_lines(shifts)))
            except (AtomError, ClosedFormError, SketchError):
                pass
        # the recurrence variable moved past the poles at its small values (shift_n)
        moved_n = moved_recurrence(ctx) if form in ("range", "Icc", "range-n") else None
        if moved_n is None:
            raise err from None
        new, new_form, n_shift = moved_n
        try:
            return _plan(new, new_form, tuple(obtain_lines(n_shift)))
        except (AtomError, ClosedFormError, SketchError):
            raise err from None


def _plan(ctx: _Ctx, form: str, opening: tuple[str, ...] = ()) -> _Plan:
    """:func:`complete_plan` once, its proof opening with the lines ``opening``."""
    K = ctx.field_ty
    n, k = ctx.n, ctx.k
    ns = ctx.reading.symbols[n]
    coeffs, R = _telescoper(ctx)
    u = _upper(ctx)
    if ctx.u is not None and ctx.step not in STEPS:
        raise SketchError(
            f"no Prover theorem for the upper bound's step {ctx.step}", "out-of-scope"
        )
    # `range n` (`range (c * n)`): the proof is about `range (u n + 1)`, whose last term joins
    # the right side; `Ico 1 (n + 1)`: the same with the first term
    extra = {"range-n": u, "Ico0-n": u, "Ico1": Term.lit(0)}.get(form)
    rhs = ctx.rhs if extra is None else Term("add", (ctx.rhs, at(ctx.F, {k: extra})), K)
    J = len(coeffs) - 1
    A = [rational_term(c, ctx.types, K) for c in coeffs]

    def tele(kt: Term) -> Term:
        return _sum_terms(
            [mul(A[j], at(ctx.F, {n: shift(n, j), k: kt}), K) for j in range(J + 1)], K
        )

    errors = []
    # F's own closed form first at every shift, then B's (F = P·B, `h_term`'s `strip`); last
    # with denominators nonzero where H is evaluated, 0 ≤ k ≤ u n (range_nonzero)
    strips = (False, True) if hypergeometric_part(ctx) is not None else (False,)
    ups = (None, upper_expr(ctx))
    for up, strip, (a, b) in [(u, s, ab) for u in ups for s in strips for ab in H_SHIFTS]:
        if ctx.deadline is not None and time.monotonic() > ctx.deadline:
            raise SketchError("the time limit of the proof compiler ran out", "failed")
        try:
            try:
                H = _minus_g0(ctx, R, h_term(ctx, R, a, b, strip, up), strip)
            except ScaleBy as scale:
                coeffs = [sympy.expand(c * scale.factor) for c in coeffs]
                R = cancel(R * scale.factor)
                A = [rational_term(c, ctx.types, K) for c in coeffs]
                H = _minus_g0(ctx, R, h_term(ctx, R, a, b, strip, up), strip)
            # the telescoper at k = 0 and the recurrence: monomials in n alone, split into
            # ratio facts `∀ n` where one piece is too long (Gould 10.5's cubed binomials)
            ct0, ratios0 = step_combination(
                tele(Term.lit(0)),
                at(H, {k: Term.lit(0)}),
                K,
                ctx.types,
                None,
                (n,),
                ctx.deadline,
                "hratio_z",
            )
            k1 = shift(k, 1)
            # k < u n: inside the range; split into ratio facts where one piece is too long
            ct, ratios = step_combination(
                tele(k1),
                Term("sub", (at(H, {k: k1}), H), K),
                K,
                ctx.types,
                (Term.var(k), u),
                (n, k),
                ctx.deadline,
            )
            rec_lhs = _sum_terms([mul(A[j], at(rhs, {n: shift(n, j)}), K) for j in range(J + 1)], K)
            # the recurrence is used from n0 on: `2 ^ (2 * n - 1)` is exact there
            n0, lead = _lead(ctx, coeffs[-1], ns, ctx.start)
            from_n0 = ((Term.lit(n0 - 1), Term.var(n)),) if n0 > 0 else ()
            rec, ratios_r = step_combination(
                rec_lhs,
                _boundary(ctx, A, H),
                K,
                ctx.types,
                from_n0[0] if from_n0 else None,
                (n,),
                ctx.deadline,
                "hratio_r",
                ctx.nonzero,
            )
            break
        except (AtomError, ClosedFormError, SketchError) as err:
            where = " without P" * strip + " in the range" * (up is not None)
            errors.append(f"(a, b) = ({a}, {b}){where}: {err}")
    else:
        raise SketchError(
            "no closed form of H compiles: " + "; ".join(errors[:ERRORS_SHOWN]), "out-of-scope"
        )
    s0 = ctx.start
    r = ctx.r
    i_name = ctx.names["i"]
    a_text = ", ".join(map(str, coeffs))
    theorem = THEOREMS[J] if ctx.u is None else theorem_name(J, ctx.step)
    lines: list[str] = [
        f"/- wzprove proof (complete): creative telescoping of order {J} (A = B, ch. 6),",
        f"   closed by Prover.{theorem}; telescoper a = {a_text}.",
        "   Written from the verified certificate: each linear_combination's coefficients and",
        "   each evaluation were computed and checked exactly in Python and replayed from this",
        "   text; no Lean kernel has checked this file here. -/",
        *opening,
    ]
    blocks: list[tuple[str, str, str, list[str]]] = []
    if ctx.u is not None:  # `u (n + 1) = u n + c`, linear ℕ arithmetic
        u_next = Term("add", (u, Term.lit(ctx.step)), "ℕ")
        blocks.append(
            (
                "hu",
                "boundary",
                f"∀ {n} : ℕ, {r(at(u, {n: shift(n, 1)}))} = {r(u_next)}",
                [f"intro {n}", "omega"],
            )
        )
    blocks += [(b.name, "ratio", b.statement, b.lines) for b in ratios + ratios0 + ratios_r]
    blocks += [
        (
            "hct0",
            "wz-equation",
            f"∀ {n} : ℕ, {r(tele(Term.lit(0)))} = {r(at(H, {k: Term.lit(0)}))}",
            [f"intro {n}", *ct0.lines(K)],
        ),
        (
            "hct",
            "wz-equation",
            f"∀ {n} {k} : ℕ, {k} < {r(u)} → {r(tele(shift(k, 1)))} = "
            f"{r(Term('sub', (at(H, {k: shift(k, 1)}), H), K))}",
            [f"intro {n} {k} hk", *ct.lines(K)],
        ),
        ("hlead", "denominator", f"∀ {n} : ℕ, {n0} ≤ {n} → {r(A[-1])} ≠ 0", lead),
        (
            "hr",
            "recurrence",
            f"∀ {n} : ℕ, {n0} ≤ {n} → {r(rec_lhs)} = {r(_boundary(ctx, A, H))}",
            [f"intro {n} hn", *rec.lines(K)],
        ),
    ]
    iv = Term.var(i_name)
    init_stmt = (
        f"∀ {i_name} : ℕ, {s0} ≤ {i_name} → {i_name} < {n0 + J} → ∑ {k} ∈ Finset.range "
        f"({r(at(u, {n: iv}))} + 1), {r(at(ctx.F, {n: iv}))} = {r(at(rhs, {n: iv}))}"
    )
    init = _init(ctx, rhs, i_name, s0, n0 + J, blocks)
    blocks.append(("hinit", "initial-value", init_stmt, init))
    lambdas = " ".join(
        [f"(fun {n} {k} => {r(ctx.F)})", f"(fun {n} {k} => {r(H)})"]
        + [f"(fun {n} => {r(x)})" for x in A]
        + [f"(fun {n} => {r(rhs)})"]
        + ([f"(fun {n} => {r(u)})"] if ctx.u is not None else [])
    )
    hu = " hu" if ctx.u is not None else ""
    proof = (
        f"Prover.{theorem} {lambdas} {s0} {n0} (by norm_num){hu} hct0 hct hlead hr hinit {n} "
        "(by omega)"
    )
    if form in ("range-n", "Ico0-n"):
        closing = finish_range_n(ctx, rhs, proof, ico=form == "Ico0-n")
    elif form == "Ico1":
        closing = finish_ico_one(ctx, rhs, proof)
    elif form == "Ico0":  # `Ico 0 (n + 1)` is `range (n + 1)` (Mathlib `Nat.Ico_zero_eq_range`)
        closing = ["rw [Nat.Ico_zero_eq_range]", *_finish(ctx, "range", proof)]
    else:
        closing = _finish(ctx, form, proof, f"{r(u)} + 1" if ctx.u is not None else None)
    return _Plan(f"Prover.{theorem}", [], [], lines, closing, note="complete", blocks=blocks)

"""Proof sketches: identity model + certificate → a Lean file with named ``sorry`` subgoals.

A sketch is the user's Lean file, verbatim, with the proof body of one theorem replaced by a
proof that applies a theorem of the ``Prover`` library (``docs/lean-library.md``) to
closed-form definitions ``F``, ``G``, … bound by ``let`` inside the proof, and states every
side goal as ``have NAME : … := by sorry`` under a comment naming its kind.  Nothing is added
at top level except ``import Prover`` (see :attr:`Sketch.original`).  The side goals are those
of DESIGN.md, "Shape of a WZ proof":

* ``wz`` (A = B, ch. 7) — ``Prover.wz_sum_eq``: ``r n ≠ 0`` (denominator), the ratios of
  ``F`` cleared of denominators (ratio), the pointwise WZ equation with ``G`` in closed form
  (:mod:`wzprove.sketch.terms`), ``G n 0 = 0``, ``G n (n+2) = 0``, ``F n (n+1) = 0``
  (boundary), ``F 0 0 = r 0`` (initial value).  A statement that holds only from some
  ``n0 > 0`` on goes through the recurrence form below with the first-order recurrence
  ``-r(n+1)·S(n) + r(n)·S(n+1) = 0``.
* ``zeilberger`` (A = B, ch. 6) — ``Prover.eq_of_recurrence_from`` with
  ``Prover.ct_recurrence``: the leading coefficient ``≠ 0`` (denominator), the pointwise
  telescoper equation (wz-equation), natural boundaries (boundary), the right side's
  recurrence (recurrence), ``J`` initial values (initial-value).  The recurrence is used
  from the first ``n`` past the zeros of the leading coefficient, with initial values from
  the statement's start up to there.  An inhomogeneous recurrence ``Σ_j a_j(n) S(n+j) =
  b(n)`` replaces ``G(n, 0) = 0``, ``G(n, n+J+1) = 0`` by ``G(n, n+J+1) - G(n, 0) = b(n)``
  (boundary) and asks ``Σ_j a_j(n) v(n+j) = b(n)`` of the right side; ``u - v`` then
  satisfies the homogeneous recurrence (derived in the sketch, no new Prover theorem).
* ``gosper`` (A = B, ch. 5) — ``Prover.sum_range_telescope``: the step
  ``F k = G (k+1) - G k`` (wz-equation) and ``G m - G 0 = rhs`` (boundary).

Before a sketch is returned, every definition and side goal is evaluated under Lean's
semantics on a grid (:mod:`wzprove.sketch.check`); a false side goal raises
:class:`SketchError` instead.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import sympy

from wzprove.lean.audit import find_targets
from wzprove.lean.render import RenderError, render_term
from wzprove.model.identity import Identity, SumBinder, Term, Ty
from wzprove.model.reading import Reading
from wzprove.sketch.check import (
    CheckReport,
    Evaluator,
    Goal,
    lean_div,
    parameter_points,
    run_checks,
)
from wzprove.sketch.terms import (
    SHIFTS,
    ClosedFormError,
    at,
    cleared_ratio,
    closed_term,
    div,
    guarded_closed_form,
    lit,
    mul,
    rational_term,
    shift,
    sub,
    unify_symbols,
)
from wzprove.wz.certificate import Certificate, parse_expr

KINDS = ("denominator", "ratio", "wz-equation", "boundary", "initial-value", "recurrence")
"""Kinds of subgoals (the prover picks tactics by kind)."""

#: header of a sketch made from a statement without a file (a JSONL row)
DEFAULT_HEADER = "import Mathlib\nimport Prover\n\nopen BigOperators Nat Finset Real\n\n"

#: the grid of the numeric guard: recurrence variable up to start + CHECK_SPAN
CHECK_SPAN = 12

_KIND_COMMENT = {
    "denominator": "denominator",
    "ratio": "ratio",
    "wz-equation": "pointwise WZ equation",
    "boundary": "boundary",
    "initial-value": "initial value",
    "recurrence": "recurrence",
}


class SketchError(Exception):
    """No sound sketch: ``status`` is ``out-of-scope`` (a form the generator does not
    handle) or ``failed`` (no closed form passes the numeric guard); ``str`` says why."""

    def __init__(self, message: str, status: str = "failed"):
        super().__init__(message)
        self.status = status


@dataclass
class Subgoal:
    """One ``have NAME : STATEMENT := by sorry`` of a sketch.

    ``kind`` is one of :data:`KINDS`; ``statement`` the Lean text of the type (in terms of
    the sketch's ``let`` names, exactly the hypothesis the Prover theorem takes);
    ``lean_line`` the 1-based line of the ``have``; ``comment`` the line above it."""

    name: str
    kind: str
    statement: str
    lean_line: int
    comment: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "kind": self.kind,
            "statement": self.statement,
            "lean_line": self.lean_line,
            "comment": self.comment,
        }


@dataclass
class Sketch:
    """A sketch file and what the prover needs to fill it.

    Attributes:
        name: the theorem's name.
        method: ``wz``, ``zeilberger`` or ``gosper``.
        text: the Lean file.
        subgoals: the ``sorry`` subgoals, in file order.
        certificate: the certificate object (``Certificate.to_dict()``).
        original: the statement file the filled proof is audited against: the user's file
            with ``import Prover`` added (and, for a statement without a file, the default
            header and ``:= by sorry``).
        definitions: the ``let`` names (``F``, ``G``, …) a tactic may unfold
            (``simp only [F, G]``).
        prover_theorem: the Prover theorem the proof applies.
        checked_points: how many grid points the numeric guard evaluated.
    """

    name: str
    method: str
    text: str
    subgoals: list[Subgoal]
    certificate: dict[str, Any]
    original: str
    definitions: list[str] = field(default_factory=list)
    prover_theorem: str = ""
    checked_points: int = 0
    sorry_offsets: dict[str, int] = field(default_factory=dict, repr=False)

    def fill(self, tactics: Mapping[str, str]) -> str:
        """The file with the ``sorry`` of each named subgoal replaced by a tactic block.

        ``tactics`` maps subgoal names to tactic text (one or several lines; continuation
        lines are indented under the ``have``).  Every other byte of :attr:`text` stays as
        it is.  Raises :class:`SketchError` for a name that is no subgoal."""
        unknown = set(tactics) - set(self.sorry_offsets)
        if unknown:
            raise SketchError(f"no subgoal named {', '.join(sorted(unknown))}", "error")
        text = self.text
        for name, off in sorted(self.sorry_offsets.items(), key=lambda x: -x[1]):
            if name not in tactics:
                continue
            indent = " " * (off - text.rfind("\n", 0, off) - 1)
            lines = tactics[name].strip("\n").splitlines() or ["skip"]
            block = ("\n" + indent).join(line.rstrip() for line in _dedent(lines))
            text = text[:off] + block + text[off + len("sorry") :]
        return text

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready summary (without the text of :attr:`original`)."""
        return {
            "name": self.name,
            "method": self.method,
            "prover_theorem": self.prover_theorem,
            "definitions": self.definitions,
            "subgoals": [s.to_dict() for s in self.subgoals],
            "checked_points": self.checked_points,
            "certificate": self.certificate,
        }


def _dedent(lines: list[str]) -> list[str]:
    pad = min((len(x) - len(x.lstrip()) for x in lines if x.strip()), default=0)
    return [x[pad:] for x in lines]


# -- the context shared by the methods ----------------------------------------------------


@dataclass
class _Goal:
    name: str
    kind: str
    statement: str
    comment: str
    check: Goal | None = None
    uses_g: bool = False


@dataclass
class _Plan:
    prover_theorem: str
    lets: list[tuple[str, str, str]]  # name, type, value
    goals: list[_Goal]
    derived: list[str]  # `have` lines proved from other haves (no sorry)
    closing: list[str]
    note: str = ""


@dataclass
class _Ctx:
    identity: Identity
    reading: Reading
    cert: Certificate
    sum_term: Term
    other: Term  # the side that is not the sum
    swapped: bool
    field_ty: Ty
    cast: bool  # ℕ / ℤ statement proved over ℚ
    n: str
    k: str
    F: Term  # the summand at field_ty
    rhs: Term  # the other side at field_ty
    types: dict[str, Ty]
    names: dict[str, str]
    summand: sympy.Expr
    R: sympy.Expr
    start: int

    def r(self, t: Term) -> str:
        try:
            return render_term(t)
        except RenderError as err:
            raise SketchError(f"no Lean rendering: {err}", "out-of-scope") from err


def _fresh(base: str, taken: set[str]) -> str:
    name = base
    i = 0
    while name in taken:
        i += 1
        name = f"{base}{i}"
    taken.add(name)
    return name


def _context(identity: Identity, reading: Reading, cert: Certificate) -> _Ctx:
    lhs, rhs = identity.lhs, identity.rhs
    swapped = False
    if lhs.op != "sum" and rhs.op == "sum":
        lhs, rhs, swapped = rhs, lhs, True
    if lhs.op != "sum":
        raise SketchError(
            "the summed side is not a plain ∑ (a cast or a factor around it)", "out-of-scope"
        )
    binder = lhs.value
    assert isinstance(binder, SumBinder)
    if binder.index_type != "ℕ":
        raise SketchError(f"summation index of type {binder.index_type}", "out-of-scope")
    dom = identity.domain
    field_ty: Ty = dom if dom in ("ℚ", "ℝ") else "ℚ"
    cast = field_ty != dom
    body = lhs.args[2]
    F = Term("cast", (body,), field_ty) if cast else body
    other = Term("cast", (rhs,), field_ty) if cast else rhs
    types: dict[str, Ty] = {v.name: v.type for v in identity.variables}
    types[binder.index] = "ℕ"
    taken = {v.name for v in identity.variables} | set(identity.hypothesis_names)
    taken |= {binder.index, "hn"}
    names = {b: _fresh(b, taken) for b in ("F", "G", "r", "a", "u", "v", "j", "i", "f", "g", "b")}
    for h in (
        "hr",
        "hratio_k",
        "hratio_n",
        "hwz",
        "hG0",
        "hGtop",
        "hFtop",
        "hbase",
        "hlead",
        "hct",
        "hF",
        "hv",
        "hinit",
        "hu",
        "hstep",
        "hclosed",
        "key",
        "hGb",
        "hw",
        "hdiff",
    ):
        names[h] = _fresh(h, taken)
    table = dict(reading.symbols)
    ks = reading.lhs.limits[0][0]
    table[ks.name] = ks
    R = unify_symbols(parse_expr(cert.R), table)
    n = cert.variable or ""
    return _Ctx(
        identity,
        reading,
        cert,
        lhs,
        rhs,
        swapped,
        field_ty,
        cast,
        n,
        binder.index,
        F,
        other,
        types,
        names,
        reading.lhs.function,
        R,
        cert.start,
    )


def _upper_is(t: Term, n: str, plus: int) -> bool:
    if plus == 0:
        return t.op == "var" and t.value == n
    return (
        t.op == "add"
        and t.args[0].op == "var"
        and t.args[0].value == n
        and t.args[1].op == "lit"
        and t.args[1].value == plus
    )


def _full_range(ctx: _Ctx) -> str | None:
    """``"range"`` for ``∑ k ∈ range (n + 1)``, ``"Icc"`` for ``∑ k ∈ Icc 0 n``, else None."""
    binder = ctx.sum_term.value
    assert isinstance(binder, SumBinder)
    lo, hi = ctx.sum_term.args[:2]
    if binder.kind == "range" and _upper_is(hi, ctx.n, 1):
        return "range"
    if binder.kind == "Icc" and lo.op == "lit" and lo.value == 0 and _upper_is(hi, ctx.n, 0):
        return "Icc"
    return None


# -- evaluation helpers -------------------------------------------------------------------


def _ratio_goals(ctx: _Ctx) -> list[_Goal]:
    """Side goal 2: ``q·F(n,k+1) = p·F(n,k)`` and ``q'·F(n+1,k) = p'·F(n,k)``."""
    out: list[_Goal] = []
    F, n, k = ctx.names["F"], ctx.n, ctx.k
    ks = ctx.reading.lhs.limits[0][0]
    ns = ctx.reading.symbols.get(n)
    specs = [("hratio_k", ks, f"{F} {n} ({k} + 1)", {k: 1}, f"F({n}, {k}+1) / F({n}, {k})")]
    if ns is not None:
        specs.append(("hratio_n", ns, f"{F} ({n} + 1) {k}", {n: 1}, f"F({n}+1, {k}) / F({n}, {k})"))
    for key, sym, shifted, step, what in specs:
        try:
            p, q = cleared_ratio(ctx.summand, sym)
            P, Q = (
                rational_term(p, ctx.types, ctx.field_ty),
                rational_term(q, ctx.types, ctx.field_ty),
            )
        except ClosedFormError:
            continue
        stmt = f"∀ {n} {k} : ℕ, {ctx.r(Q)} * {shifted} = {ctx.r(P)} * {F} {n} {k}"
        dn, dk = step.get(n, 0), step.get(k, 0)

        def check(ev: Evaluator, P: Term = P, Q: Term = Q, dn: int = dn, dk: int = dk):
            for nv in range(ctx.start + CHECK_SPAN + 1):
                for kv in range(nv + 4):
                    env = {n: nv, k: kv}
                    a = ev(Q, **env) * ev(ctx.F, **{n: nv + dn, k: kv + dk})
                    b = ev(P, **env) * ev(ctx.F, **env)
                    yield a == b, f"{n} = {nv}, {k} = {kv}"

        comment = f"ratio: {what} = ({sympy.sstr(p)}) / ({sympy.sstr(q)}), cleared of denominators"
        goal = _Goal(ctx.names[key], "ratio", stmt, comment, check)
        points = parameter_points(ctx.identity, [n, k])
        if run_checks({goal.name: check}, points, stop_after=1).passed:
            out.append(goal)
    return out


# -- WZ -------------------------------------------------------------------------------------


def _closed_form(ctx: _Ctx, R: sympy.Expr, make_goals) -> tuple[Term, list[_Goal], CheckReport]:
    """Try the shifts of :data:`SHIFTS` for the closed form of ``R·F``; the first whose goals
    all pass the guard wins.  ``make_goals(H)`` builds the goals from the closed form.

    The goals that do not involve ``G`` are checked once first: when one fails (``F`` does
    not vanish past the range, ``r`` has a zero) no ``G`` can help and the Prover theorem
    does not apply (``out-of-scope``)."""
    points = _points_for(ctx)
    fixed_checked = False
    total = CheckReport()
    last: CheckReport | None = None
    errors = []
    for a, b in SHIFTS:
        if a and ctx.cert.method == "gosper":
            continue  # Gosper's G lives at one fixed n
        try:
            H = guarded_closed_form(
                R, ctx.summand, ctx.F, ctx.k, b, ctx.types, ctx.field_ty, ctx.n, a
            )
        except ClosedFormError as err:
            errors.append(str(err))
            continue
        goals = make_goals(H)
        if not fixed_checked:
            fixed = run_checks({g.name: g.check for g in goals if g.check and not g.uses_g}, points)
            if not fixed.passed:
                raise SketchError(
                    "a side goal that does not involve G is false under Lean's semantics, so "
                    f"{_theorem_of(ctx)} does not apply: " + "; ".join(fixed.failures[:3]),
                    "out-of-scope",
                )
            fixed_checked = True
            total.points += fixed.points
        report = run_checks(
            {g.name: g.check for g in goals if g.check and g.uses_g}, points, stop_after=1
        )
        if report.passed:
            report.points += total.points
            return H, goals, report
        last = report
    if last is None:
        raise SketchError("no closed form for G: " + "; ".join(errors[:1]), "failed")
    raise SketchError(
        "no closed form of G passes the numeric check under Lean's semantics: "
        + "; ".join(last.failures[:3]),
        "failed",
    )


def _theorem_of(ctx: _Ctx) -> str:
    if ctx.cert.method == "gosper":
        return "Prover.sum_range_telescope"
    if ctx.cert.method == "wz" and ctx.start == 0:
        return "Prover.wz_sum_eq"
    return "Prover.eq_of_recurrence_from"


def _points_for(ctx: _Ctx) -> list[dict[str, Fraction]]:
    if ctx.cert.method == "gosper":
        return _all_points(ctx)
    return parameter_points(ctx.identity, [ctx.n, ctx.k])


def _plan_wz(ctx: _Ctx, form: str) -> tuple[_Plan, CheckReport]:
    N = ctx.names
    n, k, F, G, r = ctx.n, ctx.k, N["F"], N["G"], N["r"]
    rT = ctx.rhs

    ratios = _ratio_goals(ctx)

    def goals(H: Term) -> list[_Goal]:
        Gt = div(H, rT, ctx.field_ty)
        ctx_G[0] = Gt
        span = range(ctx.start + CHECK_SPAN + 1)

        def hr(ev):
            for nv in span:
                yield ev(rT, **{n: nv}) != 0, f"{n} = {nv}"

        def fv(ev, a, b):
            return ev(ctx.F, **{n: a, k: b})

        def gv(ev, a, b):
            return ev(Gt, **{n: a, k: b})

        def hwz(ev):
            for nv in span:
                r0, r1 = ev(rT, **{n: nv}), ev(rT, **{n: nv + 1})
                for kv in range(nv + 2):
                    left = lean_div(fv(ev, nv + 1, kv), r1) - lean_div(fv(ev, nv, kv), r0)
                    right = gv(ev, nv, kv + 1) - gv(ev, nv, kv)
                    yield left == right, f"{n} = {nv}, {k} = {kv}"

        def hg0(ev):
            for nv in span:
                yield gv(ev, nv, 0) == 0, f"{n} = {nv}"

        def hgtop(ev):
            for nv in span:
                yield gv(ev, nv, nv + 2) == 0, f"{n} = {nv}"

        def hftop(ev):
            for nv in span:
                yield fv(ev, nv, nv + 1) == 0, f"{n} = {nv}"

        def hbase(ev):
            yield fv(ev, 0, 0) == ev(rT, **{n: 0}), f"{n} = 0"

        return [
            _Goal(
                N["hr"],
                "denominator",
                f"∀ {n} : ℕ, {r} {n} ≠ 0",
                f"denominator: r({n}) ≠ 0 for every {n} (else F / r means nothing)",
                hr,
            ),
            *ratios,
            _Goal(
                N["hwz"],
                "wz-equation",
                f"∀ {n} {k} : ℕ, {k} ≤ {n} + 1 → {F} ({n} + 1) {k} / {r} ({n} + 1) - "
                f"{F} {n} {k} / {r} {n} = {G} {n} ({k} + 1) - {G} {n} {k}",
                "pointwise WZ equation for f = F / r, at every k ≤ n + 1 (G in closed form, "
                "valid at the poles of R)",
                hwz,
                True,
            ),
            _Goal(
                N["hG0"],
                "boundary",
                f"∀ {n} : ℕ, {G} {n} 0 = 0",
                "boundary: G(n, 0) = 0",
                hg0,
                True,
            ),
            _Goal(
                N["hGtop"],
                "boundary",
                f"∀ {n} : ℕ, {G} {n} ({n} + 2) = 0",
                "boundary: G(n, n + 2) = 0",
                hgtop,
                True,
            ),
            _Goal(
                N["hFtop"],
                "boundary",
                f"∀ {n} : ℕ, {F} {n} ({n} + 1) = 0",
                "boundary: F(n, n + 1) = 0 (natural boundary: the term the n + 1 sum adds)",
                hftop,
            ),
            _Goal(
                N["hbase"],
                "initial-value",
                f"{F} 0 0 = {r} 0",
                "initial value: the sum at n = 0 (direct evaluation)",
                hbase,
            ),
        ]

    ctx_G: list[Term] = [lit(0, ctx.field_ty)]
    H, gs, report = _closed_form(ctx, ctx.R, goals)
    K = ctx.field_ty
    lets = [
        (F, f"ℕ → ℕ → {K}", f"fun {n} {k} => {ctx.r(ctx.F)}"),
        (G, f"ℕ → ℕ → {K}", f"fun {n} {k} => {ctx.r(ctx_G[0])}"),
        (r, f"ℕ → {K}", f"fun {n} => {ctx.r(rT)}"),
    ]
    args = " ".join(N[h] for h in ("hr", "hwz", "hG0", "hGtop", "hFtop", "hbase"))
    proof = f"Prover.wz_sum_eq {F} {G} {r} {args} {n}"
    closing = _finish(ctx, form, proof)
    return _Plan("Prover.wz_sum_eq", lets, gs, [], closing), report


def _finish(ctx: _Ctx, form: str, proof: str) -> list[str]:
    """The closing lines: move ``Icc 0 n`` to ``range``, apply ``proof`` (a term proving
    ``∑ k ∈ range (n + 1), F n k = r n`` up to unfolding), flip if the sum was on the
    right, cast back for ℕ / ℤ statements."""
    out = []
    if form == "Icc":
        out.append("rw [Prover.sum_Icc_zero_eq_sum_range]")
    if ctx.cast:
        binder = ctx.sum_term.value
        assert isinstance(binder, SumBinder)
        stmt = f"∑ {ctx.k} ∈ Finset.range ({ctx.n} + 1), {ctx.r(ctx.F)} = {ctx.r(ctx.rhs)}"
        out.append(f"have {ctx.names['key']} : {stmt} := {proof}")
        out.append(
            f"exact_mod_cast {ctx.names['key']}"
            if not ctx.swapped
            else f"exact_mod_cast {ctx.names['key']}.symm"
        )
        return out
    out.append(f"exact ({proof}).symm" if ctx.swapped else f"exact {proof}")
    return out


# -- recurrences (Zeilberger; WZ from some n0 > 0) -------------------------------------------


def _plan_recurrence(ctx: _Ctx, form: str, wz_from: bool) -> tuple[_Plan, CheckReport]:
    """The recurrence form (A = B, ch. 6): ``Prover.eq_of_recurrence_from`` on the sum ``u``
    and the right side ``v``.

    A homogeneous recurrence ``Σ_j a_j(n) S(n+j) = 0`` gets ``u``'s recurrence from
    ``Prover.ct_recurrence`` (boundaries ``G(n, 0) = 0``, ``G(n, n+J+1) = 0``).  An
    inhomogeneous one, ``Σ_j a_j(n) S(n+j) = b(n)`` (the certificate's
    ``recurrence.inhomogeneous``: the boundary terms of creative telescoping do not cancel),
    gets it from ``Prover.ct_sum`` and ``Prover.sum_range_extend`` with the boundary goal
    ``G(n, n+J+1) - G(n, 0) = b(n)``; the right side's goal is ``Σ_j a_j(n) v(n+j) = b(n)``,
    and ``eq_of_recurrence_from`` is applied to ``u - v`` and ``0``, which satisfy the
    homogeneous recurrence."""
    N = ctx.names
    n, k, F, G, a, u, v, j, i = (
        ctx.n,
        ctx.k,
        N["F"],
        N["G"],
        N["a"],
        N["u"],
        N["v"],
        N["j"],
        N["i"],
    )
    b = N["b"]
    K = ctx.field_ty
    s0 = ctx.start
    rT = ctx.rhs
    r_next = at(rT, {n: shift(n, 1)})
    inhom: sympy.Expr | None = None
    if wz_from:
        J = 1
        coeffs = [Term("neg", (r_next,), K), rT]
        R = ctx.R
        scale: Term | None = r_next
        rec_text = f"-r({n}+1)·S({n}) + r({n})·S({n}+1) = 0 (from the WZ pair, r = right side)"
    else:
        rec = ctx.cert.recurrence
        if rec is None:
            raise SketchError("the certificate has no recurrence", "failed")
        J = rec.order
        table = dict(ctx.reading.symbols)
        coeffs = [
            rational_term(unify_symbols(parse_expr(c), table), ctx.types, K)
            for c in rec.coefficients
        ]
        R = ctx.R
        scale = None
        rec_text = " + ".join(f"({c})·S({n}+{jj})" for jj, c in enumerate(rec.coefficients))
        rhs_part = str(getattr(rec, "inhomogeneous", "0") or "0")
        if rhs_part != "0":
            inhom = unify_symbols(parse_expr(rhs_part), table)
        rec_text += f" = {rhs_part}"
    if ctx.reading.rhs is None or isinstance(ctx.reading.rhs, sympy.Sum):
        raise SketchError(
            "the right side is a sum: two-sum sketches are not generated", "out-of-scope"
        )
    n0 = s0 if wz_from else _recurrence_start(ctx, s0)
    # b(n) as a closed form; where it has none we can write, its definition from G
    b_fixed: Term | None = None
    if inhom is not None:
        try:
            b_fixed = closed_term(inhom, ctx.types, K)
        except ClosedFormError:
            b_fixed = None
    a_term: Term = coeffs[J]
    for jj in reversed(range(J)):
        cond = Term("eq", (Term.var(j, "ℕ"), Term.lit(jj, "ℕ")), "Prop")
        a_term = Term("ite", (cond, coeffs[jj], a_term), K)
    last = n0 + CHECK_SPAN

    ratios = _ratio_goals(ctx)

    def goals(H: Term) -> list[_Goal]:
        Gt = mul(scale, H, K) if scale is not None else H
        holder[0] = Gt
        if inhom is not None and b_fixed is None:
            top = at(Gt, {k: shift(n, J + 1)})
            b_holder[0] = sub(top, at(Gt, {k: Term.lit(0, "ℕ")}), K)
        bT = b_holder[0]

        def fv(ev, x, y):
            return ev(ctx.F, **{n: x, k: y})

        def gv(ev, x, y):
            return ev(Gt, **{n: x, k: y})

        def hlead(ev):
            for nv in range(n0, last + 1):
                yield ev(coeffs[J], **{n: nv}) != 0, f"{n} = {nv}"

        def hct(ev):
            for nv in range(n0, last + 1):
                cs = [ev(c, **{n: nv}) for c in coeffs]
                for kv in range(nv + J + 1):
                    left = sum((cs[jj] * fv(ev, nv + jj, kv) for jj in range(J + 1)), Fraction(0))
                    yield left == gv(ev, nv, kv + 1) - gv(ev, nv, kv), f"{n} = {nv}, {k} = {kv}"

        def hf(ev):
            for nv in range(n0, last + 1):
                for jj in range(J + 1):
                    for kv in range(nv + jj + 1, nv + jj + 4):
                        yield fv(ev, nv + jj, kv) == 0, f"{n} = {nv}, j = {jj}, {k} = {kv}"

        def hg0(ev):
            for nv in range(last + 1):
                yield gv(ev, nv, 0) == 0, f"{n} = {nv}"

        def hgtop(ev):
            for nv in range(n0, last + 1):
                yield gv(ev, nv, nv + J + 1) == 0, f"{n} = {nv}"

        def hgb(ev):
            for nv in range(n0, last + 1):
                yield (
                    gv(ev, nv, nv + J + 1) - gv(ev, nv, 0) == ev(bT, **{n: nv}),
                    f"{n} = {nv}",
                )

        def hv(ev):
            for nv in range(n0, last + 1):
                s = sum(
                    (ev(coeffs[jj], **{n: nv}) * ev(rT, **{n: nv + jj}) for jj in range(J + 1)),
                    Fraction(0),
                )
                target = ev(bT, **{n: nv}) if inhom is not None else Fraction(0)
                yield s == target, f"{n} = {nv}"

        def hinit(ev):
            for iv in range(s0, n0 + J):
                s = sum((fv(ev, iv, kv) for kv in range(iv + 1)), Fraction(0))
                yield s == ev(rT, **{n: iv}), f"{n} = {iv}"

        ge = f"{n0} ≤ {n} →"
        rec_sum = f"∑ {j} ∈ Finset.range ({J} + 1), {a} {j} {n} * {v} ({n} + {j})"
        if inhom is None:
            boundary = [
                _Goal(
                    N["hG0"],
                    "boundary",
                    f"∀ {n} : ℕ, {G} {n} 0 = 0",
                    "boundary: G(n, 0) = 0",
                    hg0,
                    True,
                ),
                _Goal(
                    N["hGtop"],
                    "boundary",
                    f"∀ {n} : ℕ, {ge} {G} {n} ({n} + {J} + 1) = 0",
                    f"boundary: G(n, n + {J + 1}) = 0",
                    hgtop,
                    True,
                ),
            ]
            rec_goal = _Goal(
                N["hv"],
                "recurrence",
                f"∀ {n} : ℕ, {ge} {rec_sum} = 0",
                "recurrence: the right side satisfies the same recurrence",
                hv,
            )
        else:
            boundary = [
                _Goal(
                    N["hGb"],
                    "boundary",
                    f"∀ {n} : ℕ, {ge} {G} {n} ({n} + {J} + 1) - {G} {n} 0 = {b} {n}",
                    f"boundary: G(n, n + {J + 1}) - G(n, 0) = b(n), the right-hand part of the "
                    "recurrence",
                    hgb,
                    True,
                ),
            ]
            rec_goal = _Goal(
                N["hv"],
                "recurrence",
                f"∀ {n} : ℕ, {ge} {rec_sum} = {b} {n}",
                "recurrence: the right side satisfies the same inhomogeneous recurrence",
                hv,
                b_fixed is None,
            )
        return [
            _Goal(
                N["hlead"],
                "denominator",
                f"∀ {n} : ℕ, {ge} {a} {J} {n} ≠ 0",
                f"denominator: the leading coefficient a_{J}({n}) ≠ 0 for {n} ≥ {n0}",
                hlead,
            ),
            *ratios,
            _Goal(
                N["hct"],
                "wz-equation",
                f"∀ {n} : ℕ, {ge} ∀ {k} : ℕ, {k} < {n} + {J} + 1 → ∑ {j} ∈ Finset.range "
                f"({J} + 1), {a} {j} {n} * {F} ({n} + {j}) {k} = {G} {n} ({k} + 1) - {G} {n} {k}",
                "pointwise WZ equation (creative telescoping: Σ_j a_j(n) F(n+j, k) = "
                "G(n, k+1) - G(n, k), G in closed form)",
                hct,
                True,
            ),
            _Goal(
                N["hF"],
                "boundary",
                f"∀ {n} : ℕ, {ge} ∀ {j} {k} : ℕ, {j} ≤ {J} → {n} + {j} < {k} → "
                f"{F} ({n} + {j}) {k} = 0",
                "boundary: natural boundary, F(m, k) = 0 for k > m",
                hf,
            ),
            *boundary,
            rec_goal,
            _Goal(
                N["hinit"],
                "initial-value",
                f"∀ {i} : ℕ, {s0} ≤ {i} → {i} < {n0} + {J} → {u} {i} = {v} {i}",
                f"initial values: sum = right side at n = {s0}..{n0 + J - 1} (direct "
                "evaluation, never from the algorithm)",
                hinit,
            ),
        ]

    holder: list[Term] = [lit(0, K)]
    b_holder: list[Term] = [b_fixed if b_fixed is not None else lit(0, K)]
    H, gs, report = _closed_form(ctx, R, goals)
    lets = [
        (F, f"ℕ → ℕ → {K}", f"fun {n} {k} => {ctx.r(ctx.F)}"),
        (G, f"ℕ → ℕ → {K}", f"fun {n} {k} => {ctx.r(holder[0])}"),
        (a, f"ℕ → ℕ → {K}", f"fun {j} {n} => {ctx.r(a_term)}"),
    ]
    if inhom is not None:
        b_value = ctx.r(b_fixed) if b_fixed is not None else f"{G} {n} ({n} + {J} + 1) - {G} {n} 0"
        lets.append((b, f"ℕ → {K}", f"fun {n} => {b_value}"))
    lets += [
        (u, f"ℕ → {K}", f"fun {n} => ∑ {k} ∈ Finset.range ({n} + 1), {F} {n} {k}"),
        (v, f"ℕ → {K}", f"fun {n} => {ctx.r(rT)}"),
    ]
    hu = N["hu"]
    if inhom is None:
        derived = [
            f"have {hu} : ∀ {n} : ℕ, {n0} ≤ {n} → ∑ {j} ∈ Finset.range ({J} + 1), "
            f"{a} {j} {n} * {u} ({n} + {j}) = 0 :=",
            f"  fun {n} hn => Prover.ct_recurrence {F} {G} {a} {J} {n} ({N['hct']} {n} hn) "
            f"({N['hF']} {n} hn) ({N['hG0']} {n}) ({N['hGtop']} {n} hn)",
        ]
        proof = _below(
            ctx,
            n0,
            f"Prover.eq_of_recurrence_from {J} {n0} {a} {u} {v} {N['hlead']} {hu} {N['hv']} "
            f"{_init_arg(ctx, n0)} {n} " + ("(by omega)" if n0 == s0 else "h"),
        )
    else:
        derived, proof = _inhomogeneous_steps(ctx, J, n0)
    closing = _finish(ctx, form, proof)
    plan = _Plan("Prover.eq_of_recurrence_from", lets, gs, derived, closing, note=rec_text)
    return plan, report


def _recurrence_start(ctx: _Ctx, s0: int) -> int:
    """The first ``n0 ≥ s0`` past every integer zero of the leading coefficient ``a_J(n)``
    (for ``Σ k·C(n,k) = n·2^(n-1)`` the telescoper's ``a_1(n) = n`` vanishes at ``n = 0``):
    the recurrence determines ``S(n + J)`` only where ``a_J(n) ≠ 0``.  Factors that involve
    parameters are left to the numeric guard."""
    rec = ctx.cert.recurrence
    assert rec is not None
    lead = unify_symbols(parse_expr(rec.coefficients[rec.order]), dict(ctx.reading.symbols))
    ns = next((x for x in lead.free_symbols if x.name == ctx.n), None)
    if ns is None:
        return s0
    num = sympy.numer(sympy.together(lead))
    zeros = []
    for factor, _ in sympy.factor_list(num)[1]:
        if factor.free_symbols != {ns}:
            continue
        for root in sympy.Poly(factor, ns).ground_roots():
            if root.is_Integer and int(root) >= s0:
                zeros.append(int(root))
    n0 = max([s0 - 1, *zeros]) + 1
    if n0 > s0 + CHECK_SPAN:
        raise SketchError(
            f"the leading coefficient vanishes at {ctx.n} = {n0 - 1}: too many initial values",
            "out-of-scope",
        )
    return n0


def _init_arg(ctx: _Ctx, n0: int, wrap: str = "{}") -> str:
    """``hinit`` (which covers ``start ≤ i < n0 + J``) as the initial values that
    ``Prover.eq_of_recurrence_from`` takes from ``n0`` on, each wrapped in ``wrap``."""
    i, hinit = ctx.names["i"], ctx.names["hinit"]
    if n0 == ctx.start:
        return hinit if wrap == "{}" else f"(fun {i} h1 h2 => {wrap.format(f'{hinit} {i} h1 h2')})"
    return f"(fun {i} h1 h2 => {wrap.format(f'{hinit} {i} (by omega) h2')})"


def _below(ctx: _Ctx, n0: int, proof: str) -> str:
    """``proof`` (of ``u n = v n``, using ``h : n0 ≤ n``) extended to the ``n`` below ``n0``
    by the initial values, where the recurrence starts after the statement does."""
    if n0 == ctx.start:
        return proof
    n, hinit = ctx.n, ctx.names["hinit"]
    return f"(if h : {n0} ≤ {n} then {proof} else {hinit} {n} (by omega) (by omega))"


def _inhomogeneous_steps(ctx: _Ctx, J: int, n0: int) -> tuple[list[str], str]:
    """The derived ``have``s of an inhomogeneous recurrence (no ``sorry``) and the final
    term, which proves ``u n = v n``.

    ``hu``: ``Σ_j a_j(n) u(n+j) = b(n)`` — each ``u(n+j)`` is extended to the range
    ``n + J + 1`` (``Prover.sum_range_extend`` with the natural boundary ``hF``), then
    ``Prover.ct_sum`` telescopes and the boundary goal gives ``b(n)`` (the proof of
    ``Prover.ct_recurrence`` with ``hGb`` in place of ``hG0``/``hGtop``).
    ``hw``: ``u - v`` satisfies the homogeneous recurrence (``hu - hv``).
    ``hdiff``: ``Prover.eq_of_recurrence_from`` for ``u - v`` and ``0``."""
    N = ctx.names
    n, k, F, G, a, u, v, j = (ctx.n, ctx.k, *(N[x] for x in "FGauvj"))
    K = ctx.field_ty
    hu, hw, hdiff = N["hu"], N["hw"], N["hdiff"]
    rng = f"Finset.range ({J} + 1)"
    derived = [
        f"have {hu} : ∀ {n} : ℕ, {n0} ≤ {n} → ∑ {j} ∈ {rng}, {a} {j} {n} * {u} ({n} + {j}) = "
        f"{N['b']} {n} := by",
        f"  intro {n} hn",
        f"  have hext : ∀ {j} ∈ {rng}, {a} {j} {n} * {u} ({n} + {j}) =",
        f"      {a} {j} {n} * ∑ {k} ∈ Finset.range ({n} + {J} + 1), {F} ({n} + {j}) {k} := by",
        f"    intro {j} hj",
        f"    have hjJ : {j} < {J} + 1 := Finset.mem_range.mp hj",
        f"    show {a} {j} {n} * ∑ {k} ∈ Finset.range ({n} + {j} + 1), {F} ({n} + {j}) {k} = _",
        f"    rw [Prover.sum_range_extend ({F} ({n} + {j})) (m := {n} + {j} + 1) "
        f"(N := {n} + {J} + 1) (by omega)",
        f"      (fun {k} hk1 _ => {N['hF']} {n} hn {j} {k} (by omega) (by omega))]",
        f"  rw [Finset.sum_congr rfl hext, Prover.ct_sum {F} {G} {a} {J} {n} ({n} + {J} + 1) "
        f"({N['hct']} {n} hn), {N['hGb']} {n} hn]",
        f"have {hw} : ∀ {n} : ℕ, {n0} ≤ {n} → ∑ {j} ∈ {rng}, {a} {j} {n} * "
        f"({u} ({n} + {j}) - {v} ({n} + {j})) = 0 := by",
        f"  intro {n} hn",
        f"  simp only [mul_sub, Finset.sum_sub_distrib, {hu} {n} hn, {N['hv']} {n} hn, sub_self]",
        f"have {hdiff} : ∀ {n} : ℕ, {n0} ≤ {n} → {u} {n} - {v} {n} = 0 :=",
        f"  Prover.eq_of_recurrence_from {J} {n0} {a} (fun m => {u} m - {v} m) "
        f"(fun _ => (0 : {K})) {N['hlead']} {hw}",
        f"    (fun _ _ => by simp) {_init_arg(ctx, n0, 'sub_eq_zero.mpr ({})')}",
    ]
    h = "(by omega)" if n0 == ctx.start else "h"
    return derived, _below(ctx, n0, f"sub_eq_zero.mp ({hdiff} {n} {h})")


# -- Gosper ---------------------------------------------------------------------------------


def _plan_gosper(ctx: _Ctx) -> tuple[_Plan, CheckReport]:
    N = ctx.names
    k, f, g = ctx.k, N["f"], N["g"]
    K = ctx.field_ty
    binder = ctx.sum_term.value
    assert isinstance(binder, SumBinder)
    lo, hi = ctx.sum_term.args[:2]
    pre: list[str] = []
    if binder.kind == "range":
        M = hi
    elif binder.kind == "Icc" and lo.op == "lit" and lo.value == 0:
        M = Term("add", (hi, Term.lit(1, "ℕ")), "ℕ")
        pre.append("rw [Prover.sum_Icc_zero_eq_sum_range]")
    else:
        raise SketchError(
            f"Gosper sketches need ∑ over range m or Icc 0 m, not {binder.kind}", "out-of-scope"
        )
    Mtext = ctx.r(M)
    holder: list[Term] = [lit(0, K)]

    def goals(H: Term) -> list[_Goal]:
        holder[0] = H

        def hstep(ev):
            m = ev(M)
            for kv in range(int(m)):
                yield (
                    ev(ctx.F, **{k: kv}) == ev(H, **{k: kv + 1}) - ev(H, **{k: kv}),
                    f"{k} = {kv}",
                )

        def hclosed(ev):
            m = int(ev(M))
            yield ev(H, **{k: m}) - ev(H, **{k: 0}) == ev(ctx.rhs), "the closed form"

        return [
            _Goal(
                N["hstep"],
                "wz-equation",
                f"∀ {k} : ℕ, {k} < {Mtext} → {f} {k} = {g} ({k} + 1) - {g} {k}",
                "pointwise WZ equation (Gosper: F(k) = G(k+1) - G(k) on the range)",
                hstep,
                True,
            ),
            _Goal(
                N["hclosed"],
                "boundary",
                f"{g} {Mtext} - {g} 0 = {ctx.r(ctx.rhs)}",
                "boundary: G(m) - G(0) is the right side",
                hclosed,
                True,
            ),
        ]

    H, gs, report = _closed_form(ctx, ctx.R, goals)
    lets = [
        (f, f"ℕ → {K}", f"fun {k} => {ctx.r(ctx.F)}"),
        (g, f"ℕ → {K}", f"fun {k} => {ctx.r(holder[0])}"),
    ]
    proof = f"(Prover.sum_range_telescope {f} {g} {_arg(Mtext)} {N['hstep']}).trans {N['hclosed']}"
    if ctx.cast:
        stmt = f"∑ {k} ∈ Finset.range {_arg(Mtext)}, {ctx.r(ctx.F)} = {ctx.r(ctx.rhs)}"
        closing = [
            *pre,
            f"have {N['key']} : {stmt} := {proof}",
            f"exact_mod_cast {N['key']}" + (".symm" if ctx.swapped else ""),
        ]
    else:
        closing = [*pre, f"exact ({proof}).symm" if ctx.swapped else f"exact {proof}"]
    return _Plan("Prover.sum_range_telescope", lets, gs, [], closing), report


def _arg(s: str) -> str:
    return s if re.fullmatch(r"[\w.']+|\(.*\)", s) else f"({s})"


def _all_points(ctx: _Ctx) -> list[dict[str, Fraction]]:
    """Points of every variable (the recurrence variable from ``start`` to ``start + 10``)
    where all hypotheses hold."""
    params = parameter_points(ctx.identity, [ctx.n, ctx.k] if ctx.n else [ctx.k])
    out = []
    for p in params:
        span = range(ctx.start, ctx.start + 11) if ctx.n else [None]
        for nv in span:
            env = dict(p)
            if nv is not None:
                env[ctx.n] = Fraction(nv)
            try:
                if ctx.identity.hypotheses_hold(env):
                    out.append(env)
            except Exception:  # noqa: BLE001 - a point we cannot evaluate is skipped
                continue
    return out


# -- assembly -------------------------------------------------------------------------------


def _hypotheses_are_bounds(ctx: _Ctx) -> None:
    """Hypotheses that mention the recurrence variable must amount to ``n ≥ start`` on the
    grid: the sketch's side goals quantify over all ``n ≥ start``."""
    n = ctx.n
    hyps = [h for h in ctx.identity.hypotheses if n in h.free_vars()]
    if not hyps:
        return
    for p in parameter_points(ctx.identity, [n, ctx.k]):
        for nv in range(ctx.start, ctx.start + CHECK_SPAN):
            env = dict(p)
            env[n] = Fraction(nv)
            try:
                ok = all(_evaluate_prop(h, env) for h in hyps)
            except Exception:  # noqa: BLE001
                ok = False
            if not ok:
                raise SketchError(
                    f"a hypothesis restricts {n} beyond {n} ≥ {ctx.start} "
                    f"(false at {n} = {nv}); the side goals quantify over all {n} ≥ "
                    f"{ctx.start}",
                    "out-of-scope",
                )


def _evaluate_prop(h: Term, env: Mapping[str, Fraction]) -> bool:
    from wzprove.model.identity import evaluate

    return evaluate(h, env) is True


def _intro_line(identity: Identity, taken: set[str]) -> str | None:
    bound: set[str] = set()
    for text in identity.binders_text:
        head = text.split(":", 1)[0]
        bound |= set(re.findall(r"[^\s(){}\[\]⦃⦄]+", head))
    names = [v.name for v in identity.variables if v.name not in bound]
    for hname in identity.hypothesis_names:
        if not hname:
            names.append(_fresh("h", taken))
    return "intro " + " ".join(names) if names else None


def _comment_block(ctx: _Ctx, plan: _Plan, report: CheckReport) -> list[str]:
    c = ctx.cert
    ref = {"wz": "A = B, ch. 7", "zeilberger": "A = B, ch. 6", "gosper": "A = B, ch. 5"}
    lines = [
        f"/- wzprove sketch: method {c.method} ({ref.get(c.method, '')}), closed by "
        f"{plan.prover_theorem}.",
        f"   summand F({c.variable}, {c.index}) = {c.summand};  right side = {c.rhs}",
        f"   certificate R = {c.R}",
    ]
    if c.G:
        lines.append(
            f"   G = {c.G}  (as R·F; the `let` below is its closed form, valid at the poles of R)"
        )
    if c.recurrence is not None:
        lines.append(
            f"   recurrence (order {c.recurrence.order}, variable {c.recurrence.variable})"
            f": coefficients {', '.join(c.recurrence.coefficients)}"
        )
    if plan.note:
        lines.append(f"   used here: {plan.note}")
    if c.start:
        lines.append(f"   from {c.variable} = {c.start} on")
    lines.append(
        "   engine checks: "
        + ", ".join(f"{x.name} {'ok' if x.passed else 'FAILED'}" for x in c.checks)
    )
    lines.append(
        f"   numeric guard: every side goal holds at {report.points} grid points under "
        "Lean's semantics."
    )
    lines.append("   Fill each subgoal's proof; the `let`s and the final step stay as they are. -/")
    return [
        x.replace("-/", "- /").replace("/-", "/ -") if 0 < i < len(lines) - 1 else x
        for i, x in enumerate(lines)
    ]


def build_sketch(
    identity: Identity,
    reading: Reading,
    certificate: Certificate,
    source: str | None = None,
) -> Sketch:
    """The sketch of ``identity``'s proof from its ``certificate``.

    Args:
        identity: the parsed statement (``statement``, ``header`` verbatim from the file).
        reading: its mathematical reading (:func:`wzprove.model.reading.read`).
        certificate: a certified certificate for ``reading`` (``wzprove.wz.certify``).
        source: the text of the user's Lean file (the sketch keeps it verbatim except the
            theorem's proof body); ``None`` for a statement without a file (a JSONL row):
            then the file is :data:`DEFAULT_HEADER` and the statement.
    Returns:
        the :class:`Sketch`.
    Raises:
        SketchError: unsupported form (``out-of-scope``) or no closed form that passes the
            numeric guard (``failed``).
    """
    if not certificate.certified:
        raise SketchError("the certificate is not certified", "failed")
    if identity.statement is None:
        raise SketchError("the identity has no statement text (not read from Lean)", "error")
    ctx = _context(identity, reading, certificate)
    method = certificate.method
    if method in ("wz", "zeilberger"):
        form = _full_range(ctx)
        if form is None:
            raise SketchError(
                f"{method} sketches need ∑ {ctx.k} ∈ range ({ctx.n} + 1) or Icc 0 {ctx.n}",
                "out-of-scope",
            )
        _hypotheses_are_bounds(ctx)
        if method == "wz" and ctx.start == 0:
            plan, report = _plan_wz(ctx, form)
        else:
            plan, report = _plan_recurrence(ctx, form, wz_from=(method == "wz"))
    elif method == "gosper":
        plan, report = _plan_gosper(ctx)
    else:
        raise SketchError(f"no sketch for method {method!r}", "out-of-scope")
    taken = set(ctx.names.values()) | {v.name for v in identity.variables}
    body: list[str] = list(_comment_block(ctx, plan, report))
    intro = _intro_line(identity, taken)
    if intro:
        body.append(intro)
    for name, ty, value in plan.lets:
        body.append(f"let {name} : {ty} := {value}")
    marks: list[tuple[str, _Goal]] = []
    for g in plan.goals:
        body.append(f"-- {g.comment}")
        body.append(f"have {g.name} : {g.statement} := by")
        body.append(f"  \u2063sorry:{g.name}\u2063")
        marks.append((g.name, g))
    body.extend(plan.derived)
    body.extend(plan.closing)
    proof = "\n".join("  " + line for line in body)
    text, original = _splice(identity, source, proof)
    sketch_text, offsets, lines = _resolve_marks(text)
    subgoals = [
        Subgoal(name, g.kind, g.statement, lines[name] - 1, f"-- {g.comment}") for name, g in marks
    ]
    return Sketch(
        name=identity.name,
        method=method,
        text=sketch_text,
        subgoals=subgoals,
        certificate=certificate.to_dict(),
        original=original,
        definitions=[x[0] for x in plan.lets],
        prover_theorem=plan.prover_theorem,
        checked_points=report.points,
        sorry_offsets=offsets,
    )


def _resolve_marks(text: str) -> tuple[str, dict[str, int], dict[str, int]]:
    offsets: dict[str, int] = {}
    lines: dict[str, int] = {}
    out = []
    pos = 0
    length = 0
    for m in re.finditer("\u2063sorry:([^\u2063]+)\u2063", text):
        chunk = text[pos : m.start()]
        out.append(chunk)
        length += len(chunk)
        offsets[m.group(1)] = length
        out.append("sorry")
        length += len("sorry")
        pos = m.end()
    out.append(text[pos:])
    result = "".join(out)
    for name, off in offsets.items():
        lines[name] = result.count("\n", 0, off) + 1
    return result, offsets, lines


def with_prover_import(text: str) -> str:
    """``text`` with ``import Prover`` after its last ``import`` line (and ``import Mathlib``
    first when it imports nothing).  Unchanged when it already imports ``Prover``."""
    if re.search(r"^import\s+Prover\s*$", text, re.M):
        return text
    imports = list(re.finditer(r"^import\s+\S+[^\n]*\n?", text, re.M))
    if not imports:
        return (
            "import Mathlib\nimport Prover\n"
            + ("\n" if text and not text.startswith("\n") else "")
            + text
        )
    end = imports[-1].end()
    sep = "" if text[end - 1 : end] == "\n" else "\n"
    return text[:end] + sep + "import Prover\n" + text[end:]


def _splice(identity: Identity, source: str | None, proof: str) -> tuple[str, str]:
    """(sketch text, original) — the proof body of the theorem replaced by ``proof``."""
    assert identity.statement is not None
    if source is None:
        text = DEFAULT_HEADER + identity.statement.rstrip()
        return (text + " := by\n" + proof + "\n", text + " := by\n  sorry\n")
    source = source.replace("\r\n", "\n")
    targets = find_targets(source, identity.name)
    start = len(identity.header)
    if source[start : start + len(identity.statement)] != identity.statement:
        raise SketchError("the statement is not at its place in the source text", "error")
    stmt_end = start + len(identity.statement)
    target = next((t for t in targets if t.start <= start < t.sep_end), None)
    if target is None:
        # a statement without a proof: add one
        before, after = source[:stmt_end], source[stmt_end:]
        sketch = before + " := by\n" + proof + after
        original = before + " := by\n  sorry" + after
    else:
        sketch = source[: target.sep_end] + " by\n" + proof + source[target.body_end :]
        original = source
    if not sketch.endswith("\n"):
        sketch += "\n"
    return with_prover_import(sketch), with_prover_import(original)


def certificate_from_dict(d: Mapping[str, Any]) -> Certificate:
    """Read a certificate object back (a thin wrapper for callers holding JSON)."""
    return Certificate.from_dict(dict(d))


__all__: Sequence[str] = (
    "DEFAULT_HEADER",
    "KINDS",
    "Sketch",
    "SketchError",
    "Subgoal",
    "build_sketch",
    "with_prover_import",
)

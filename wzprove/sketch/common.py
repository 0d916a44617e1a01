"""What every proof shape of a sketch shares: the side-goal kinds, the :class:`Sketch` and
:class:`Subgoal` objects, the context of one sketch (:class:`_Ctx`: names, bounds, the
certificate's closed forms read as terms) and the closed form of ``G`` (A = B, ch. 7).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import sympy

from wzprove.lean.render import RenderError, render_term
from wzprove.model.errors import WzproveError
from wzprove.model.identity import Identity, SumBinder, Term, Ty
from wzprove.model.reading import Reading
from wzprove.model.symbolic import rename_bound
from wzprove.model.vocab import SUBGOAL_KINDS, Status, SubgoalKind
from wzprove.sketch.check import (
    CheckReport,
    Evaluator,
    Goal,
    parameter_points,
    run_checks,
)
from wzprove.sketch.hyp_nonzero import NeHyp, ne_hyps
from wzprove.sketch.terms import (
    SHIFTS,
    ClosedFormError,
    cleared_ratio,
    guarded_closed_form,
    rational_term,
    unify_symbols,
)
from wzprove.wz.certificate import Certificate, parse_expr

KINDS: tuple[SubgoalKind, ...] = SUBGOAL_KINDS
"""Kinds of subgoals (the prover picks tactics by kind)."""

#: header of a sketch made from a statement without a file (a JSONL row)
DEFAULT_HEADER = "import Mathlib\nimport Prover\n\nopen BigOperators Nat Finset Real\n\n"

#: the grid of the numeric guard: recurrence variable up to start + CHECK_SPAN
CHECK_SPAN = 12

_KIND_COMMENT: dict[SubgoalKind, str] = {
    "denominator": "denominator",
    "ratio": "ratio",
    "wz-equation": "pointwise WZ equation",
    "boundary": "boundary",
    "initial-value": "initial value",
    "recurrence": "recurrence",
}


class SketchError(WzproveError):
    """No sound sketch: ``status`` is ``out-of-scope`` (a form the generator does not
    handle) or ``failed`` (no closed form passes the numeric guard); ``str`` says why."""

    def __init__(self, message: str, status: Status = "failed"):
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
        complete: the proof has no side goal (:mod:`wzprove.sketch.complete`: every step
            derived from the certificate and checked exactly).
        why_incomplete: why the complete-proof compiler did not apply (empty when complete).
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
    complete: bool = False
    why_incomplete: str = ""

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
    # compiled `have`s of a complete proof: (name, kind, statement, tactic lines)
    blocks: list[tuple[str, str, str, list[str]]] = field(default_factory=list)


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
    deadline: float | None = None  # time.monotonic() when the proof compiler gives up
    #: variables replaced by ``x + s0`` (:mod:`wzprove.sketch.shift_start`): the terms, the
    #: reading and ``R`` are moved; the certificate's recurrence is moved where it is read
    moves: dict[str, int] = field(default_factory=dict)
    # the upper bound ``u n`` of a sum over ``k ≤ u n`` with ``u (n + 1) = u n + step``
    # (:func:`_linear_upper`); ``None`` for ``u n = n``
    u: Term | None = None
    step: int = 1
    #: lines after the ``intro`` that bring the goal to the statement proved (the rewrite of
    #: ``Nat.centralBinom``, :mod:`wzprove.model.central`)
    opening: tuple[str, ...] = ()

    @property
    def nonzero(self) -> tuple[NeHyp, ...]:
        """The hypotheses ``a ≠ b`` at the field (:mod:`wzprove.sketch.hyp_nonzero`): the
        denominators of a step they keep nonzero (Gould 1.38's ``x`` under ``x ≠ 0``)."""
        return ne_hyps(self.identity, self.field_ty)

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
    # indices renamed apart from the variables exactly as the reading did (``∑ k ∈ range
    # (k + 1), f k`` with a variable ``k`` sums over ``k_1``), so the certificate's names
    # are the sketch's; Lean's binders are α-equivalent, so the statement still matches
    free = {v.name for v in identity.variables}
    lhs, rhs = rename_bound(identity.lhs, free), rename_bound(identity.rhs, free)
    swapped = False
    if not _sum_side(lhs) and _sum_side(rhs):
        lhs, rhs, swapped = rhs, lhs, True
    cast_around = lhs.op == "cast" and _sum_side(lhs)
    if cast_around:
        # `((∑ k, f k : ℕ) : K)` is `∑ k, ((f k : ℕ) : K)` (`Nat.cast_sum`, a `norm_cast`
        # lemma): the proof is about the sum of casts, `exact_mod_cast` closes the statement
        inner = lhs.args[0]
        lo, hi, body = inner.args
        lhs = Term(inner.op, (lo, hi, Term("cast", (body,), lhs.type)), lhs.type, inner.value)
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
    cast = field_ty != dom or cast_around
    body = lhs.args[2]
    F = Term("cast", (body,), field_ty) if field_ty != dom else body
    other = Term("cast", (rhs,), field_ty) if field_ty != dom else rhs
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


def _sum_side(t: Term) -> bool:
    """A ``∑`` over ℕ, or such a sum of naturals cast into ``ℚ`` / ``ℝ``."""
    if t.op == "cast" and t.type in ("ℚ", "ℝ") and t.args[0].op == "sum":
        return t.args[0].type == "ℕ"
    return t.op == "sum"


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


def _nat_lit(t: Term) -> int | None:
    """The value of an ℕ numeral ``t``, else ``None``."""
    if t.op != "lit" or t.type != "ℕ":
        return None
    v = Fraction(t.value)  # type: ignore[arg-type]
    return int(v) if v.denominator == 1 and v >= 0 else None


def _linear(t: Term, n: str) -> tuple[int, int] | None:
    """``(c, e)`` with ``t = c * n + e`` when ``t`` is built from ``n``, numerals, ``+`` and
    products with a numeral; else ``None``."""
    if t.op == "var" and t.value == n:
        return 1, 0
    v = _nat_lit(t)
    if v is not None:
        return 0, v
    if t.op == "add" and t.type == "ℕ":
        a, b = _linear(t.args[0], n), _linear(t.args[1], n)
        return (a[0] + b[0], a[1] + b[1]) if a and b else None
    if t.op == "mul" and t.type == "ℕ":
        a, b = _linear(t.args[0], n), _linear(t.args[1], n)
        if a and b and (a[0] == 0 or b[0] == 0):
            return a[0] * b[1] + b[0] * a[1], a[1] * b[1]
    return None


def _linear_param(t: Term, n: str) -> tuple[int, sympy.Expr] | None:
    """``(c, d)`` with ``t = c * n + d`` when ``t`` is built from ``n``, numerals, other ℕ
    variables (the parameters), ``+`` and products with a numeral: ``d`` a linear form with
    nonnegative coefficients in the parameters (``r + m`` in ``m``: ``(1, r)``); else
    ``None``."""
    if t.op == "var" and t.type == "ℕ":
        return (1, sympy.Integer(0)) if t.value == n else (0, sympy.Symbol(str(t.value)))
    v = _nat_lit(t)
    if v is not None:
        return 0, sympy.Integer(v)
    if t.op in ("add", "mul") and t.type == "ℕ":
        a, b = _linear_param(t.args[0], n), _linear_param(t.args[1], n)
        if a is None or b is None:
            return None
        if t.op == "add":
            return a[0] + b[0], a[1] + b[1]
        for x, y in ((a, b), (b, a)):  # a numeral times a linear form
            if x[0] == 0 and x[1].is_Integer:
                return int(x[1]) * y[0], sympy.expand(x[1] * y[1])
    return None


def _linear_upper(ctx: _Ctx) -> tuple[str, Term, int] | None:
    """A sum up to ``u n = c * n + d`` other than ``u n = n`` (:func:`_full_range`), ``d``
    a numeral or a linear form in the parameters with nonnegative coefficients
    (:func:`_linear_param`: ``range (r + m + 1)`` in ``m``):
    ``("range", X, c)`` for ``range (X + 1)`` (``range (2 * n + 1)``; ``range (X + t)`` with
    ``t ≥ 2`` reads as ``u n = X + (t - 1)``), ``("Icc", V, c)`` for ``Icc 0 V``,
    ``("range-n", U, c)`` for ``range U`` with ``U = c * n`` (the proof is about
    ``range (U + 1)``, whose last term is then dropped); ``None`` otherwise."""
    binder = ctx.sum_term.value
    assert isinstance(binder, SumBinder)
    lo, hi = ctx.sum_term.args[:2]
    form: str | None = None
    u: Term | None = None
    if binder.kind == "Icc" and _nat_lit(lo) == 0:
        form, u = "Icc", hi
    elif binder.kind == "range" and hi.op == "add" and _nat_lit(hi.args[1]):
        x, t = hi.args[0], _nat_lit(hi.args[1]) or 0
        if t >= 1:
            form, u = "range", x if t == 1 else Term("add", (x, Term.lit(t - 1)), "ℕ")
    elif binder.kind == "range" and (_linear(hi, ctx.n) or (0, 1))[1] == 0:
        form, u = "range-n", hi
    if form is None or u is None:
        return None
    cd = _linear_param(u, ctx.n)
    if cd is None or cd[0] < 1 or (cd[0], cd[1]) == (1, 0):
        return None
    return form, u, cd[0]


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
    if not points:  # nothing to evaluate: say so, never "a side goal is false" (12h, F3)
        raise SketchError(
            "the side goals cannot be checked: no point of the sample the sketch evaluates "
            "them on satisfies the hypotheses (this says nothing about the statement)",
            "out-of-scope",
        )
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

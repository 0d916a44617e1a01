"""The certify stage by linearity (issue 15, item 2): several sums, factors, split summands.

The statement is read as ``Σ_i c_i · ∑_k f_i + r = 0`` (:mod:`wzprove.model.linear`), the
sums grouped into base sums ``S(n)`` with their occurrences ``c · S(n + s)``.  Each piece is
certified by the engine (:func:`wzprove.wz.certify.certify`), and the pieces are combined by
an exact check:

* a group that occurs only at ``s = 0`` and whose minimal recurrence has order 0
  (``a₀(n) S(n) = h(n)``: Gosper-summable) has the closed form ``h / a₀``, and that closed
  form is certified on its own (``certify(S, h / a₀)``, initial values included);
* at most one group is left without a closed form, the *main* one.  If it occurs only at
  ``s = 0`` with coefficient ``c``, ``c`` must be nonzero on the whole domain
  (:func:`wzprove.model.linear.never_zero`) and ``S = −(r + Σ c_i C_i) / c`` is certified by
  the engine (a constant factor moved to the other side, ``Finset.mul_sum``).  If it occurs
  at several shifts (a recurrence statement ``Σ_s b_s(n) S(n + s) = …``), the engine's
  certified recurrence ``Σ_j a_j(n) S(n + j) = h(n)`` must be the statement's times a
  polynomial ``λ(n)``: ``b_j = λ a_j`` for every ``j`` and ``−(r + Σ c_i C_i) = λ h``, checked
  exactly; then the statement is ``λ`` times an identity that holds for every ``n`` from the
  start (no parameters allowed here, so the engine's direct checks cover its exceptions);
* with no main group, ``r + Σ c_i C_i`` must simplify to 0 exactly.

Nothing is certified unless every piece is; the falsity search ran on the original
statement before this stage, and the statement is evaluated exactly under Lean's semantics
on a grid as a last guard.  The Lean proof, where one is written, is compiled and replayed by
:mod:`wzprove.sketch.complete_linear` (:mod:`wzprove.pipeline.finish_linear`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

import sympy

from wzprove.model.identity import EvaluationError, Identity, ModelError
from wzprove.model.linear import Group, LinearError, decompose, group_shifts, never_zero
from wzprove.model.reading import ReadingError, read_sides
from wzprove.model.vocab import Status
from wzprove.pipeline.options import ProveOptions
from wzprove.wz.hypergeometric import ratio as _ratio
from wzprove.wz.zerotest import zero_decision

#: Statement points evaluated directly as the last guard (per variable).
GUARD_POINTS = 6


@dataclass
class LinearOutcome:
    """``status`` and ``message`` as a report has them; ``record`` the pieces and their
    certificates (the report's ``linear``)."""

    status: Status
    message: str
    record: dict[str, Any] = field(default_factory=dict)


class _Refused(Exception):
    pass


class _Unequal(_Refused):
    """Every part was read, and the closed forms were compared and not shown equal (no case
    split can help: :func:`_by_regions` is not tried)."""


class _Bounds(dict):
    """The variables' least values, and in ``domains`` their types and valid lower bounds
    (:func:`wzprove.model.reading.domains`), passed on to the engine."""

    domains: dict[str, tuple[str, int | None, bool]] | None = None


def _parse(text: str, symbols: dict[str, sympy.Symbol]) -> sympy.Expr:
    return sympy.sympify(text, locals=dict(symbols))


def _same(a: sympy.Expr, b: sympy.Expr) -> bool:
    """``a == b`` proved by the sound zero test (:mod:`wzprove.wz.zerotest`: integer
    exponents only; ``(x y)^(1/2)`` and ``x^(1/2) y^(1/2)`` are not decided)."""
    return zero_decision(a - b)[0]


def _differ(a: sympy.Expr, b: sympy.Expr) -> str | None:
    """None when ``a == b`` is proved, else why not (:func:`_same`)."""
    ok, why = zero_decision(a - b)
    return None if ok else why


def _certify(total: sympy.Sum, rhs: Any, n: sympy.Symbol, bounds: dict, opts: ProveOptions):
    from wzprove.wz.certify import certify

    k = total.limits[0][0]
    lb = {s: v for s, v in bounds.items() if s != k}
    domains = getattr(bounds, "domains", None)
    return certify(total, rhs, var=n, timeout=opts.timeout_s, lower_bounds=lb, domains=domains)


def _closed_form(g: Group, n, bounds, opts, symbols) -> tuple[sympy.Expr, dict] | Any:
    """The certified closed form of a group that occurs at shift 0 only, or, when its
    minimal recurrence has order ≥ 1, the engine's result (``None`` if not certified)."""
    rec = _certify(g.base, None, n, bounds, opts)
    if rec.status != "certified" or rec.recurrence is None:
        return None
    if rec.recurrence.order != 0:
        return rec
    a0 = _parse(rec.recurrence.coefficients[0], symbols)
    h = _parse(rec.recurrence.inhomogeneous, symbols)
    closed = sympy.factor(sympy.combsimp(h / a0))
    res = _certify(g.base, closed, n, bounds, opts)
    if res.status != "certified":
        raise _Refused(f"the closed form {closed} of {g.base} is not certified: {res.message}")
    return closed, {"sum": str(g.base), "closed_form": str(closed), "method": res.method}


def _recurrence_main(g: Group, rest: sympy.Expr, n, bounds, opts, symbols) -> dict:
    """A recurrence statement ``Σ_s b_s S(n + s) = −rest``: the engine's recurrence times a
    polynomial λ(n), checked exactly (module docstring)."""
    from wzprove.wz.verify import exceptional_ns

    k = g.base.limits[0][0]
    if g.base.free_symbols - {n, k} or rest.free_symbols - {n}:
        raise _Refused("a recurrence statement with parameters besides the variable")
    rec = _certify(g.base, None, n, bounds, opts)
    if rec.status != "certified" or rec.recurrence is None:
        raise _Refused(f"no certified recurrence for {g.base}: {rec.message}")
    a = [_parse(c, symbols) for c in rec.recurrence.coefficients]
    h = _parse(rec.recurrence.inhomogeneous, symbols)
    b = g.shifts
    J = len(a) - 1
    if not set(b) <= set(range(J + 1)) or b.get(J, 0) == 0:
        raise _Refused(
            f"the statement's shifts {sorted(b)} are not those of the engine's recurrence of "
            f"order {J} for {g.base}"
        )
    lam = sympy.cancel(b[J] / a[J])
    if n in sympy.fraction(lam)[1].free_symbols:
        raise _Refused(
            f"the factor {lam} between the statement and the recurrence is not a polynomial"
        )
    for j in range(J + 1):
        if not _same(b.get(j, sympy.Integer(0)), lam * a[j]):
            raise _Refused(f"coefficient of S(n + {j}) is not {lam} times the engine's {a[j]}")
    if not _same(-rest, lam * h):
        raise _Refused(f"the other terms {-rest} are not {lam} times the boundary terms {h}")
    start = int(bounds.get(n, 0))
    late = [e for e in exceptional_ns(rec.certificate) if e > start + rec.certificate.samples]
    if late:
        raise _Refused(f"the recurrence is not proved at n = {late}")
    return {
        "sum": str(g.base),
        "recurrence": [str(c) for c in a],
        "inhomogeneous": str(h),
        "factor": str(lam),
        "certificate": rec.certificate.to_dict() if rec.certificate else None,
    }


def _guard(identity: Identity) -> str | None:
    """Exact evaluation of the statement under Lean's semantics on a small grid: the first
    point where it fails, or None."""
    from itertools import product

    names = [v.name for v in identity.variables]
    span = max(2, int(round(60 ** (1 / max(len(names), 1)))))
    span = min(span, GUARD_POINTS * 2)
    for point in product(range(span), repeat=len(names)):
        env = {nm: Fraction(v) for nm, v in zip(names, point, strict=True)}
        try:
            if identity.holds_at(env) is False:
                return ", ".join(f"{nm}={v}" for nm, v in env.items())
        except EvaluationError:
            continue
    return None


def _ratio_text(side: sympy.Expr, n: sympy.Symbol) -> str:
    """``side(n + 1) / side(n)`` as text."""
    return str(sympy.factor(_ratio(side, n)))


def _natural(e: sympy.Expr) -> bool:
    """``e`` is a polynomial with nonnegative coefficients in natural-number symbols."""
    e = sympy.expand(e)
    if e.is_number:
        return bool(e >= 0 and e.is_integer)
    if not all(v.is_integer and v.is_nonnegative for v in e.free_symbols):
        return False
    poly = sympy.Poly(e, *sorted(e.free_symbols, key=str))
    return all(c >= 0 and c.is_integer for c in poly.coeffs())


def _positive(e: sympy.Expr) -> bool:
    """``e`` is visibly at least 1 at every natural point: a polynomial with nonnegative
    integer coefficients in natural-number symbols and a positive constant term (a divisor
    that never vanishes, so cancelling it is exact)."""
    return _natural(e) and bool(sympy.expand(e).subs({s: 0 for s in e.free_symbols}) > 0)


def _no_sums(
    identity: Identity, lhs: sympy.Expr, rhs: sympy.Expr, bounds: dict[str, int] | None = None
) -> LinearOutcome | None:
    """A closed-form identity (no sums; Gould Z.59): every binomial ``C(a, b)`` with ``b``
    and ``a − b`` visibly natural becomes ``a! / (b! (a − b)!)`` (its value there), after
    which ``lhs − rhs`` must simplify to 0 exactly; any other binomial, a division other
    than by factorials, or a non-natural factorial argument refuses.  A ℕ variable with a
    lower bound ``b`` from the hypotheses (``bounds``) is written ``v + b`` first (the
    statement is claimed for ``v ≥ b`` only: ``C(n, 3)`` with ``3 ≤ n``).  Where that
    refuses, a statement in one ℕ variable is tried by shift ratios (:func:`_by_ratio`)."""
    if lhs.has(sympy.Sum) or rhs.has(sympy.Sum):
        return None
    try:
        return _factorial_forms(identity, lhs, rhs, bounds)
    except _Refused as exc:
        by_ratio = _by_ratio(identity, lhs, rhs, bounds)
        if isinstance(by_ratio, str):
            raise _Refused(f"{exc}; by shift ratios: {by_ratio}") from exc
        return by_ratio


def _by_ratio(
    identity: Identity, lhs: sympy.Expr, rhs: sympy.Expr, bounds: dict[str, int] | None
) -> LinearOutcome | str:
    """A closed-form identity in one ℕ variable whose sides are hypergeometric terms
    (``Ring.choose (-1/2) n = (-1)^n C(2n, n) / 4^n``: Gould Z.40): equal shift ratios and
    gamma forms valid from ``n₁`` on (:func:`wzprove.wz.term_identity.ratio_start`), the
    values at ``n₀, …, n₁`` evaluated exactly under Lean's semantics; else why not."""
    from wzprove.wz.errors import NotHypergeometric
    from wzprove.wz.term_identity import ratio_start

    free = (lhs - rhs).free_symbols
    if len(free) != 1 or len(identity.variables) != 1:
        return "only one variable is handled"
    (n,) = free
    if identity.variables[0].type != "ℕ" or identity.variables[0].name != n.name:
        return f"{n} is not the statement's ℕ variable"
    start = int((bounds or {}).get(n.name, 0))
    try:
        n1 = ratio_start(lhs, rhs, n, start)
    except (NotHypergeometric, sympy.PolynomialError) as exc:
        return str(exc)
    for m in range(start, n1 + 1):
        try:
            left, right = identity.sides({n.name: Fraction(m)})
        except EvaluationError as exc:
            return f"cannot evaluate at {n.name} = {m}: {exc}"
        if not identity.same(left, right):
            return f"the sides differ at {n.name} = {m}"
    bad = _guard(identity)
    if bad is not None:
        return LinearOutcome("failed", f"shift ratios: the direct evaluation fails at {bad}")
    return LinearOutcome(
        "certified",
        f"closed forms: both sides are hypergeometric terms in {n} with the shift ratio "
        f"{_ratio_text(lhs, n)} and gamma forms valid from {n} = {n1}; values at "
        f"{n} = {start}..{n1} equal (exact, Lean's semantics)",
        {"form": "shift ratios, no sum", "variable": n.name, "start": start, "from": n1},
    )


def _factorial_forms(
    identity: Identity, lhs: sympy.Expr, rhs: sympy.Expr, bounds: dict[str, int] | None = None
) -> LinearOutcome:
    """:func:`_no_sums` by factorials (its docstring)."""
    expr = lhs - rhs
    shift = {
        s: s + int((bounds or {})[s.name])
        for s in expr.free_symbols
        if (bounds or {}).get(s.name, 0) > 0 and s.is_integer and s.is_nonnegative
    }
    expr = expr.xreplace(shift) if shift else expr
    for b in expr.atoms(sympy.binomial):
        top, bot = b.args
        if not (_natural(bot) and _natural(top - bot)):
            raise _Refused(f"{b}: the binomial's arguments are not visibly 0 ≤ b ≤ a")
    for f in expr.atoms(sympy.factorial):
        if not _natural(f.args[0]):
            raise _Refused(f"{f}: the factorial's argument is not visibly natural")
    if any(
        isinstance(p, sympy.Pow)
        and p.exp.is_negative
        and not isinstance(p.base, sympy.factorial)
        and not _positive(p.base)
        for p in sympy.preorder_traversal(expr)
    ):  # a factorial of a visibly natural argument (checked above) is never 0
        raise _Refused("a division in a closed-form identity")
    rewritten = expr.replace(
        sympy.binomial,
        lambda a, b: sympy.factorial(a) / (sympy.factorial(b) * sympy.factorial(a - b)),
    )
    why = _differ(rewritten, 0)
    if why is not None:
        raise _Unequal(f"the closed forms are not shown equal ({why}): {rewritten}")
    bad = _guard(identity)
    if bad is not None:
        return LinearOutcome("failed", f"closed forms: the direct evaluation fails at {bad}")
    return LinearOutcome(
        "certified",
        _closed_forms_message(identity, expr),
        {"form": "closed forms, no sum", "rewritten": str(rewritten)},
    )


def _no_sums_substituted(identity: Identity) -> LinearOutcome | None:
    """A closed-form identity whose hypotheses ``a ≤ v`` / ``a < v`` relate ℕ variables
    (LC-test 048: ``m ≤ k ≤ n``): each substituted in turn, ``v = a + j`` (exactly the points
    the hypothesis allows, :mod:`wzprove.model.hyp_cases`), the ℕ subtractions that became
    exact rewritten (:func:`~wzprove.model.trunc_cases.simplify_zero`), then
    :func:`_no_sums` on the result, which holds for every value of the new variables; the
    original statement is evaluated on a grid as the last guard.  None where nothing is
    substituted or the result is still refused."""
    from wzprove.model.hyp_cases import hypothesis_split
    from wzprove.model.trunc_cases import simplify_zero

    case, done = identity, []
    for _ in range(4):
        split = hypothesis_split(case)
        if split is None:
            break
        done.append(split.cases[0].substitution)
        case = split.cases[0].identity
    if not done:
        return None
    names = {v.name for v in case.variables}
    case = replace(case, lhs=simplify_zero(case.lhs, names), rhs=simplify_zero(case.rhs, names))
    try:
        sides = read_sides(case)
        out = _no_sums(case, sides.lhs, sides.rhs, dict(sides.lower_bounds))
    except (_Refused, ReadingError, ModelError):
        return None
    if out is None or out.status != "certified" or _guard(identity) is not None:
        return None
    out.message += f" (with {', '.join(done)})"
    out.record["substitutions"] = done
    return out


def _by_regions(identity: Identity) -> LinearOutcome | None:
    """A closed-form statement certified case by case
    (:func:`wzprove.pipeline.linear_regions.certify_regions`), or ``None``."""
    from wzprove.pipeline.linear_regions import certify_regions

    def closed(case: Identity) -> bool:
        try:
            sides = read_sides(case)
            out = _no_sums(case, sides.lhs, sides.rhs, dict(sides.lower_bounds))
        except (_Refused, ReadingError, ModelError, ValueError, TypeError):
            return False
        return out is not None and out.status == "certified"

    done = certify_regions(identity, closed)
    if done is None or _guard(identity) is not None:
        return None
    return LinearOutcome("certified", *done)


def certify_linear(identity: Identity, opts: ProveOptions) -> LinearOutcome | None:
    """Certify ``identity`` by linearity (module docstring); ``None`` where it is not a
    linear combination of sums beyond the plain ``∑ f = rhs`` (nothing to add to the
    engine's own verdict).  Never raises."""
    try:
        return _certify_linear(identity, opts)
    except (_Refused, LinearError) as exc:
        return LinearOutcome("out-of-scope", f"linearity: {exc}")
    except Exception as exc:  # noqa: BLE001 - a fault here ends this identity only
        return LinearOutcome("failed", f"linearity: internal error {type(exc).__name__}: {exc}")


def _certify_linear(identity: Identity, opts: ProveOptions) -> LinearOutcome | None:
    try:
        sides = read_sides(identity)
    except (ReadingError, ModelError):
        return _by_regions(identity)
    symbols = dict(sides.symbols)
    variables = sorted(
        (sides.lhs - sides.rhs).free_symbols, key=lambda s: s.name
    )  # bound indices are not free
    pieces, rest = decompose(sides.lhs, sides.rhs, variables)
    if not pieces:
        try:
            return _no_sums(identity, sides.lhs, sides.rhs, dict(sides.lower_bounds))
        except _Refused as exc:
            done = _no_sums_substituted(identity)
            if done is None and not isinstance(exc.__cause__ or exc, _Unequal):
                done = _by_regions(identity)
            if done is None:
                raise
            return done
    if len(pieces) == 1 and pieces[0].coefficient == 1 and rest == -sides.rhs:
        return None
    uppers = set().union(*(p.total.limits[0][2].free_symbols for p in pieces))
    if len(uppers) != 1:
        raise _Refused(f"the sums' upper limits have variables {sorted(map(str, uppers))}")
    n = next(iter(uppers))
    bounds = _Bounds(
        {symbols[name]: v for name, v in sides.lower_bounds.items() if name in symbols}
    )
    bounds.domains = dict(sides.domains)  # what the parameters check must cover
    groups = group_shifts(pieces, n)
    shifted = [g for g in groups if set(g.shifts) != {0}]
    if len(shifted) > 1:
        raise _Refused("several sums occur at shifted arguments")
    record: dict[str, Any] = {"variable": str(n), "rest": str(rest), "closed_forms": []}
    main: Group | None = shifted[0] if shifted else (groups[0] if len(groups) == 1 else None)
    others = [g for g in groups if g is not main]
    open_groups: list[Group] = []
    recurrences: list[tuple[Group, Any]] = []
    for g in others:
        found = _closed_form(g, n, bounds, opts, symbols)
        if not isinstance(found, tuple):
            open_groups.append(g)
            if found is not None:
                recurrences.append((g, found))
            continue
        closed, row = found
        rest = rest + g.shifts[0] * closed
        record["closed_forms"].append(row)
    if main is None and len(open_groups) == 1:
        main = open_groups.pop()
    if main is None and len(open_groups) > 1 and len(recurrences) == len(open_groups):
        from wzprove.pipeline.linear_operator import OperatorRefused, annihilate

        recurrences.sort(key=lambda gr: -gr[1].recurrence.order)
        try:
            record["main"] = annihilate(
                recurrences[0],
                recurrences[1:],
                rest,
                n,
                int(bounds.get(n, 0)),
                lambda text: _parse(text, symbols),
            )
        except OperatorRefused as exc:
            raise _Refused(str(exc)) from exc
        record["form"] = "one operator"
        open_groups = []
        main = recurrences[0][0]
    elif open_groups:
        raise _Refused(
            f"{len(open_groups) + (main is not None)} sums have no closed form and are not "
            "one sum at shifted arguments"
        )
    if record.get("form") == "one operator":
        pass
    elif main is None:
        why = _differ(rest, 0)
        if why is not None:
            raise _Refused(f"the closed forms are not shown to add up ({why}): {rest}")
        record["form"] = "closed forms"
    elif main in shifted:
        record["form"] = "recurrence"
        record["main"] = _recurrence_main(main, rest, n, bounds, opts, symbols)
    else:
        c = main.shifts[0]
        if not never_zero(c, bounds):
            raise _Refused(f"the factor {c} in front of {main.base} {_zero_factor(identity, c)}")
        target = sympy.factor(sympy.combsimp(-rest / c))
        res = _certify(main.base, target, n, bounds, opts)
        if res.status != "certified":
            raise _Refused(f"{main.base} = {target}: {res.message}")
        record["form"] = "factor"
        record["main"] = {
            "sum": str(main.base),
            "factor": str(c),
            "rhs": str(target),
            "method": res.method,
            "certificate": res.certificate.to_dict() if res.certificate else None,
        }
    bad = _guard(identity)
    if bad is not None:
        return LinearOutcome("failed", f"linearity: the direct evaluation fails at {bad}")
    pieces_text = f"{len(pieces)} sum(s) in {len(groups)} group(s)"
    return LinearOutcome(
        "certified",
        f"linearity ({record['form']}): {pieces_text}, every piece certified and combined exactly",
        record,
    )


def _closed_forms_message(identity: Identity, expr: sympy.Expr) -> str:
    """What the closed-form check of :func:`_no_sums` did, naming what the sides hold: the
    binomials it wrote as factorials and the powers with a non-ℕ exponent (whose bases
    :func:`wzprove.model.reading.justify` checked before sympy's power laws apply), never
    "products of factorials" for sides that hold real powers (new-user run 12h, F4)."""
    from wzprove.model.identity import show

    done = "closed forms (no sum): lhs − rhs simplifies to 0 exactly"
    if expr.atoms(sympy.binomial):
        done += ", each binomial C(a, b) written as a! / (b! (a − b)!)"
    powers = sorted(
        {
            show(t)
            for side in (identity.lhs, identity.rhs)
            for t in side.walk()
            if t.op == "pow" and t.args[1].type != "ℕ"
        }
    )
    if powers:
        shown = ", ".join(powers[:3]) + (f" and {len(powers) - 3} more" if len(powers) > 3 else "")
        done += (
            f"; powers with a non-ℕ exponent {shown}: sympy's power laws were used only for "
            "a base shown positive (Real.rpow_add) or, for an integer exponent, nonzero "
            "(zpow_add₀) where the statement applies"
        )
    return done


def _zero_factor(identity: Identity, c: sympy.Expr) -> str:
    """Why the factor ``c`` is not divided by: it may be 0 where the statement applies, or
    only a hypothesis (``x ≠ 1``) says it is not, which this stage does not use (new-user
    run 12h, F6: "may be 0" read as if the hypothesis had been missed)."""
    from wzprove.model.hyp_cases import exclusions

    try:
        facts = {str(sympy.expand(s * e)) for e in exclusions(identity) for s in (1, -1)}
    except (ModelError, ReadingError, TypeError, ValueError):
        facts = set()
    parts = [f for f in sympy.Mul.make_args(sympy.factor(c)) if not f.is_number]
    if parts and all(str(sympy.expand(f)) in facts for f in parts):
        return (
            "is nonzero only by a hypothesis of the statement, and this stage divides only by "
            "a factor nonzero at every point"
        )
    return "may be 0"

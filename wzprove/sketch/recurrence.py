"""The recurrence proof shape (A = B, ch. 6, Zeilberger; and WZ from some ``n0 > 0``):
``Prover.eq_of_recurrence_from`` with ``Prover.ct_recurrence``, the leading coefficient, the
telescoper equation, the boundaries, the right side's recurrence and the initial values.
"""

from __future__ import annotations

from fractions import Fraction

import sympy

from wzprove.model.identity import Term
from wzprove.sketch.check import (
    CheckReport,
)
from wzprove.sketch.common import (
    CHECK_SPAN,
    SketchError,
    _closed_form,
    _Ctx,
    _Goal,
    _Plan,
    _ratio_goals,
)
from wzprove.sketch.terms import (
    ClosedFormError,
    at,
    closed_term,
    lit,
    mul,
    rational_term,
    shift,
    sub,
    unify_symbols,
)
from wzprove.sketch.wz import (
    _finish,
)
from wzprove.wz.certificate import parse_expr

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

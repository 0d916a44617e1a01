"""Complete proofs of the linearity form "one operator" (issue 14; :mod:`wzprove.pipeline.
linear_operator`): several sums without closed forms, all annihilated by one recurrence operator.

The statement ``∑ k ∈ Ico 1 (n + 1), f n k = ∑ k ∈ Ico 1 (n + 1), g n k`` (each side one sum
``S_s`` over ``Ico 1 (n + 1)``, sign ``σ_s = ±1``) is split into the additive parts ``P_p`` of
its summands (:func:`wzprove.sketch.complete_pieces.additive`).  Each part gives a sum over a
``range`` from ``0``, shifted by one in ``n`` and in ``k`` (``Finset.sum_Ico_eq_sum_range``)::

    T_p(m) = ∑ k ∈ range (m + 1), F_p m k,   F_p m k = P_p (m + 1) (1 + k),

so that ``S_s(m + 1) = Σ_{p ∈ s} T_p(m)``, and ``E(n) = lhs − rhs`` is, from ``n = 1`` on,
``u(m) = E(m + 1) = Σ_p c_p T_p(m)`` (``c_p`` the sign of its side).  Sides over
``range (n + 1)`` (each ``∑ k ∈ range (n + 1), …``; the case lemma of LCI Gould 1.132) need
no shift: ``T_p(m) = ∑ k ∈ range (m + 1), P_p m k``, ``u(m) = E(m)``, the conversions are
``Finset.sum_congr`` alone and the theorem closes by ``key n`` with no ``cases n``.  A side
over ``range n`` beside sides over ``Ico 1 (n + 1)`` (LCI Gould 1.11's left side) is at
``n := m + 1`` a sum over ``range (m + 1)`` already: ``F_p m k = P_p (m + 1) k`` (``k``
unshifted), its conversion ``Finset.sum_congr`` alone, empty at ``n = 0`` (``simp``).  Every
``T_p`` is certified again by the engine (Zeilberger, :func:`wzprove.wz.certify.certify`)
and its recurrence ``A_p T_p = h_p`` is a lemma ``<name>_rec<p>`` compiled and replayed by
:func:`wzprove.sketch.complete_linear.recurrence_proof` (telescoper of the certificate summed
by ``Prover.telescoper_sum_*``).  The part of highest order ``J`` gives the operator
``L = Σ_j l_j(m) E^j``; every other ``A_p`` must divide ``L`` on the right with polynomial
coefficients, ``L = Q_p A_p`` (``Q_p = Σ_t μ_{p,t}(m) E^t``, division in the Ore algebra,
remainder exactly 0; A = B §4.4, closure of holonomic sequences under addition, with one
operator).  Then ``L u = Σ_p c_p Σ_t μ_{p,t}(m) h_p(m + t)``, a closed form that must be 0:
that is ``hb``, proved by :func:`wzprove.sketch.lincomb.combination`.  The theorem::

    have hc1 : ∀ m, S_1(m + 1) = T_a(m) + T_b(m) := by
      intro m
      rw [Finset.sum_Ico_eq_sum_range, Nat.add_sub_cancel, ← Finset.sum_add_distrib]
      all_goals exact Finset.sum_congr rfl (fun k _ => by ring)
    have hb : ∀ m, <Σ_p c_p Σ_t μ_{p,t} h_p(m + t)> = 0 := by …        -- combination
    have hE : ∀ m, l_0 m * u(m) + … + l_J m * u(m + J) = 0 := by
      intro m
      have r1 : <A_1 T_1 = h_1 at m + t> := <name>_rec1 (m + t) x   -- each part, each t
      have c1 : <hc_s at m + j> := hc1 (m + j)                        -- each side, each j
      have b : … := hb m
      linear_combination (norm := (push_cast; ring1)) Σ σ l_j c + Σ c μ r + b
    have hlead : ∀ m, 0 ≤ m → l_J m ≠ 0 := fun m _ => by positivity
    have hv : ∀ m, 0 ≤ m → l_0 m * 0 + … = 0 := fun m _ => by ring
    have hi0 : u(0) = 0 := by …     -- the sums written out, a combination (hb0)
    have key := Prover.eq_of_recurrence_two 0 (fun m => l_0) … (fun m => u) (fun _ => 0)
      hlead (fun m _ => hE m) hv hi0 hi1
    cases n with
    | zero => simp                   -- both sums over Ico 1 (0 + 1), empty
    | succ m => exact sub_eq_zero.mp (key m (Nat.zero_le m))

Everything is re-read from the text before it is returned
(:func:`wzprove.sketch.replay_operator.check_operator`): the lemmas and the combination blocks
by :func:`wzprove.sketch.replay.replay_theorem`, the rest line by line.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Identity, Term
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.complete_pieces import PiecesError, _lemma, additive
from wzprove.sketch.linear_common import LinearProofError
from wzprove.sketch.terms import at, closed_term, mul, rational_term, shift

#: the Prover theorem for each order of the operator (``Prover/Recurrence.lean``)
UNIQUENESS = {1: "Prover.eq_of_recurrence_one", 2: "Prover.eq_of_recurrence_two"}


@dataclass
class Part:
    """One additive part of a side's summand: its side, sign, shifted summand and lemma."""

    side: int
    sign: int
    F: Term  # F m k = P (m + 1) (1 + k), in the variable ``n`` of the statement
    coeffs: list[sympy.Expr]
    h: sympy.Expr
    A: list[Term]
    H: Term
    certificate: Any
    lemma: str = ""


def _add_all(parts: list[Term], K: str) -> Term:
    out = parts[0]
    for p in parts[1:]:
        out = Term("add", (out, p), K)
    return out


def _sides(identity: Identity, n: str) -> tuple[list[tuple[Term, int, int]], int]:
    """The statement's sums with their signs and index shifts, and the lower limit ``b``:
    each side ``∑ k ∈ Ico 1 (n + 1), …`` (shift 1) or ``∑ k ∈ range n, …`` (shift 0; the
    left side of LCI Gould 1.11), ``b = 1``; or each side ``∑ k ∈ range (n + 1), …``, ``b = 0``."""
    out, kinds = [], set()
    top = Term("add", (Term.var(n), Term.lit(1)), "ℕ")
    shapes = {
        ("Ico", Term.lit(1), top): ("Ico", 1),
        ("range", Term.lit(0), Term.var(n)): ("Ico", 0),
        ("range", Term.lit(0), top): ("range", 0),
    }
    for side, sign in ((identity.lhs, 1), (identity.rhs, -1)):
        shape = None
        if side.op == "sum":
            shape = shapes.get((side.value.kind, side.args[0], side.args[1]))
        if shape is None:
            raise LinearProofError(
                f"a side that is not one ∑ k ∈ Ico 1 ({n} + 1), range {n} or range ({n} + 1): "
                f"{side}"
            )
        if any(s.op == "sum" for s in side.args[2].walk()):
            raise LinearProofError("a nested sum")
        out.append((side, sign, shape[1]))
        kinds.add(shape[0])
    if len(kinds) != 1:
        raise LinearProofError("sides over Ico 1 (n + 1) or range n beside range (n + 1)")
    if kinds == {"Ico"} and all(sh == 0 for _, _, sh in out):
        raise LinearProofError("both sides over range n")
    return out, 1 if kinds == {"Ico"} else 0


def _range_sum(F: Term, n: str, m: Term, binder: Any, K: str) -> Term:
    """``∑ k ∈ range (m + 1), F m k``."""
    top = Term("add", (m, Term.lit(1)), "ℕ")
    return Term("sum", (Term.lit(0), top, at(F, {n: m})), K, binder)


def _part(
    identity: Identity, n: str, part: Term, side: int, sign: int, binder, deadline, b=1, sh=1
):
    """The engine's recurrence of ``T(m) = ∑ k ∈ range (m + 1), P (m + 1) (1 + k)`` (sides
    over ``Ico 1 (n + 1)``, ``b = 1``, ``sh = 1``), ``∑ k ∈ range (m + 1), P (m + 1) k``
    (sides over ``range n``, ``sh = 0``), resp. ``∑ k ∈ range (m + 1), P m k`` (``b = 0``)."""
    from wzprove.model.reading import read
    from wzprove.wz.certify import certify

    K = identity.domain
    k = binder.index
    one_k = Term("add", (Term.lit(1), Term.var(k)), "ℕ")
    F = at(part, {n: shift(n, 1), k: one_k} if sh else {n: shift(n, 1)}) if b else part
    base = Term("sum", (Term.lit(0), shift(n, 1), F), K, binder)
    _, parsed = _lemma(identity, f"{identity.name}_base", base, Term.lit(0, K))
    reading = read(parsed.identity)
    left = 30.0 if deadline is None else max(5.0, min(30.0, deadline - time.monotonic()))
    res = certify(
        reading.lhs,
        None,
        var=reading.symbols[n],
        timeout=left,
        lower_bounds={},
        domains=dict(reading.domains),
    )
    if res.status != "certified" or res.recurrence is None or res.certificate is None:
        raise LinearProofError(f"the part {render_term(part)}: {res.message[:200]}")
    table = dict(reading.symbols)

    def plain(text: str) -> sympy.Expr:  # one symbol per name across the parts' readings
        e = sympy.sympify(text, locals=table)
        return e.subs({x: sympy.Symbol(x.name) for x in e.free_symbols})

    coeffs = [plain(c) for c in res.recurrence.coefficients]
    h = plain(res.recurrence.inhomogeneous)
    types = {v.name: v.type for v in identity.variables}
    A = [rational_term(c, types, K) for c in coeffs]
    H = closed_term(h, types, K, symbolic_base=True)
    return Part(side, sign, F, coeffs, h, A, H, res.certificate)


def _divide(ell: list[sympy.Expr], a: list[sympy.Expr], ns: sympy.Symbol) -> list[sympy.Expr]:
    """``μ`` with ``L = (Σ_t μ_t E^t) · A`` in the Ore algebra (``E f(m) = f(m + 1)``),
    polynomial in ``m``; raises :class:`LinearProofError` when ``A`` does not divide ``L``."""
    J, d = len(ell) - 1, len(a) - 1
    if d > J:
        raise LinearProofError(f"a part of order {d} above the operator's {J}")
    rem = list(ell)
    mu = [sympy.Integer(0)] * (J - d + 1)
    for t in range(J - d, -1, -1):
        q = sympy.cancel(rem[t + d] / a[d].subs(ns, ns + t))
        mu[t] = q
        for i in range(d + 1):
            rem[t + i] = sympy.expand(rem[t + i] - q * a[i].subs(ns, ns + t))
    if any(sympy.cancel(r) != 0 for r in rem):
        raise LinearProofError("the main operator is not a multiple of a part's recurrence")
    if not all(sympy.cancel(q).is_polynomial(ns) for q in mu):
        raise LinearProofError(f"the quotient {mu} is not polynomial in {ns}")
    return [sympy.expand(sympy.cancel(q)) for q in mu]


M = Term.var("m")


def _succ(t: Term) -> Term:
    return Term("add", (t, Term.lit(1)), "ℕ")


def _plus(t: Term, j: int) -> Term:
    """``t + j`` (``t`` itself for ``j = 0``)."""
    return t if j == 0 else Term("add", (t, Term.lit(j)), "ℕ")


def _plus_folded(t: Term, j: int) -> Term:
    """``t + j`` with a numeral offset of ``t`` folded in (``(m + 1) + 1`` is ``m + 2``)."""
    if j and t.op == "add" and t.args[1].op == "lit":
        return Term("add", (t.args[0], Term.lit(t.args[1].value + j)), "ℕ")
    return _plus(t, j)


def _num(v: int) -> Term:
    """The numeral ``v`` at ℕ as ``rw [Finset.sum_range_succ]`` leaves it (``0``, ``0 + 1``)."""
    t = Term.lit(0)
    for _ in range(v):
        t = _succ(t)
    return t


@dataclass
class _Plan:
    """What the blocks of the proof share: the statement, its sides, the parts and the
    operator ``L = Σ_j l_j E^j`` with the quotients ``μ_p`` (``L = Q_p A_p``)."""

    identity: Identity
    n: str
    sides: list[tuple[Term, int, int]]  # (side, sign, index shift)
    binder: Any
    parts: list[Part]
    ell: list[sympy.Expr]
    mus: list[list[sympy.Expr]]
    b: int = 1  # the sides' lower limit: u(m) = E(m + b)

    @property
    def K(self) -> str:
        return self.identity.domain

    @property
    def J(self) -> int:
        return len(self.ell) - 1

    @property
    def types(self) -> dict[str, str]:
        return {v.name: v.type for v in self.identity.variables} | {"m": "ℕ"}

    def at_m(self, e: sympy.Expr) -> Term:
        """The rational function ``e`` of ``n`` as a term in ``m``."""
        return at(rational_term(e, self.types, self.K), {self.n: M})

    def E(self, t: Term) -> Term:
        """``lhs − rhs`` at ``n := t``."""
        return at(Term("sub", (self.identity.lhs, self.identity.rhs), self.K), {self.n: t})

    def up(self, t: Term) -> Term:
        """``t + b``: where ``u(t) = E(t + b)`` reads the statement."""
        return _succ(t) if self.b else t

    def T(self, p: Part, t: Term) -> Term:
        return _range_sum(p.F, self.n, t, self.binder, self.K)

    def conv(self, s: int, t: Term) -> tuple[Term, Term]:
        """``S_s(t + 1) = Σ_{p ∈ s} T_p(t)``."""
        mine = [self.T(p, t) for p in self.parts if p.side == s]
        return at(self.sides[s][0], {self.n: self.up(t)}), _add_all(mine, self.K)

    def rec_at(self, p: Part, t: Term) -> tuple[Term, Term]:
        """The lemma of ``p`` at ``t``, its sums written as :meth:`conv` writes them
        (``range ((m + 2) + 1)`` for the lemma's ``range ((m + 1) + 2)``: the same term up to
        numerals, which ``have``'s defeq check identifies)."""
        sums = [self.T(p, _plus_folded(t, j)) for j in range(len(p.A))]
        lhs = [mul(at(a, {self.n: t}), x, self.K) for a, x in zip(p.A, sums, strict=True)]
        return _add_all(lhs, self.K), at(p.H, {self.n: t})


def _eq(a: Term, b: Term) -> str:
    return f"{render_term(a)} = {render_term(b)}"


def _plan(identity: Identity, record: dict, deadline: float | None) -> _Plan:
    """The parts certified again, the main operator and the quotients; raises
    :class:`LinearProofError`."""
    if record.get("form") != "one operator":
        raise LinearProofError(f"form {record.get('form')!r}")
    if identity.statement is None or identity.hypotheses or identity.domain not in ("ℚ", "ℝ"):
        raise LinearProofError("a statement without Lean text, with hypotheses, or not in ℚ / ℝ")
    n = str(record.get("variable"))
    if {"m", "k"} & {v.name for v in identity.variables} or n == "m":
        raise LinearProofError("a statement variable named m or k")
    sides, b = _sides(identity, n)
    binder = replace(sides[0][0].value, kind="range")
    parts = [
        _part(identity, n, q, s, sign, binder, deadline, b, sh)
        for s, (side, sign, sh) in enumerate(sides)
        for q in additive(side.args[2])
    ]
    J = max(len(p.coeffs) - 1 for p in parts)
    if J not in UNIQUENESS:
        raise LinearProofError(f"an operator of order {J}")
    main = next(p for p in parts if len(p.coeffs) - 1 == J)
    ns, ell = sympy.Symbol(n), main.coeffs
    lead = sympy.Poly(sympy.expand(ell[J]), ns)
    if any(c < 0 for c in lead.coeffs()) or lead.eval(0) <= 0 or ell[J].free_symbols - {ns}:
        raise LinearProofError(f"the leading coefficient {ell[J]} is not positive as written")
    mus = [[sympy.Integer(1)] if p is main else _divide(ell, p.coeffs, ns) for p in parts]
    for i, p in enumerate(parts):
        p.lemma = f"{identity.name}_rec{i + 1}"
    return _Plan(identity, n, sides, binder, parts, ell, mus, b)


def _lemma_text(P: _Plan, p: Part, recurrence_proof: Callable, deadline: float | None) -> str:
    """The lemma ``A_p T_p = h_p`` (sums at ``range (n + j + 1)``), compiled and replayed by
    ``recurrence_proof`` (:func:`wzprove.sketch.complete_linear.recurrence_proof`, passed in by
    its module, which imports this one), without the file's header."""
    from wzprove.sketch.common import DEFAULT_HEADER

    n, K = P.n, P.K
    sums = [
        Term("sum", (Term.lit(0), shift(n, j + 1), at(p.F, {n: shift(n, j)})), K, P.binder)
        for j in range(len(p.A))
    ]
    lhs = _add_all([mul(a, x, K) for a, x in zip(p.A, sums, strict=True)], K)
    _, parsed = _lemma(P.identity, p.lemma, lhs, p.H)
    main = {
        "certificate": p.certificate.to_dict(),
        "factor": "1",
        "recurrence": [str(c) for c in p.coeffs],
    }
    record = {"form": "recurrence", "variable": n, "main": main}
    text = recurrence_proof(parsed.identity, record, deadline)
    if not text.startswith(DEFAULT_HEADER):
        raise LinearProofError("a lemma with another header")
    return text[len(DEFAULT_HEADER) :].strip() + "\n"


def _conversions(P: _Plan) -> list[str]:
    """``hc<s> : ∀ m, S_s(m + 1) = Σ_{p ∈ s} T_p(m)``."""
    out = []
    for s, (_, _, sh) in enumerate(P.sides):
        count = sum(1 for p in P.parts if p.side == s)
        rws = ["Finset.sum_Ico_eq_sum_range", "Nat.add_sub_cancel"] if sh else []
        rws += ["← Finset.sum_add_distrib"] * (count - 1)
        out += [
            f"have hc{s + 1} : ∀ m : ℕ, {_eq(*P.conv(s, M))} := by",
            "  intro m",
            *([f"  rw [{', '.join(rws)}]"] if rws else []),
            "  all_goals exact Finset.sum_congr rfl (fun k _ => by ring)",
        ]
    return out


def _block(head: str, lines: list[str]) -> list[str]:
    return [head, *(f"  {x}" for x in lines)]


def _remainder(P: _Plan, deadline: float | None) -> tuple[Term, list[str]]:
    """``hb : ∀ m, Σ_p c_p Σ_t μ_{p,t}(m) h_p(m + t) = 0`` (:func:`combination`)."""
    from wzprove.sketch.lincomb import combination

    K = P.K
    parts = [
        mul(P.at_m(p.sign * q), at(p.H, {P.n: _plus(M, t)}), K)
        for p, mu in zip(P.parts, P.mus, strict=True)
        for t, q in enumerate(mu)
        if q != 0
    ]
    total = _add_all(parts, K)
    try:
        hb = combination(total, Term.lit(0, K), K, P.types, "s", deadline=deadline)
    except AtomError as err:
        raise LinearProofError(f"the operator's remainder: {err}") from err
    head = f"have hb : ∀ m : ℕ, {render_term(total)} = 0 := by"
    return total, _block(head, ["intro m", *hb.lines(K)])


def _operator_step(P: _Plan, total: Term) -> list[str]:
    """``hE : ∀ m, Σ_j l_j(m) u(m + j) = 0``: the lemmas at ``m + t``, the conversions at
    ``m + j`` and ``hb m``, one ``linear_combination``."""
    K, r = P.K, render_term
    Lm = [P.at_m(c) for c in P.ell]
    goal = _add_all([mul(Lm[j], P.E(P.up(_plus(M, j))), K) for j in range(P.J + 1)], K)
    inner, coefs = ["intro m"], []
    for i, (p, mu) in enumerate(zip(P.parts, P.mus, strict=True)):
        for t, q in enumerate(mu):
            if q == 0:
                continue
            name = f"r{i + 1}_{t}"
            args = " ".join(
                f"({r(_plus(M, t))})" if v.name == P.n else v.name for v in P.identity.variables
            )
            inner.append(f"have {name} : {_eq(*P.rec_at(p, _plus(M, t)))} := {p.lemma} {args}")
            coefs.append(f"({r(P.at_m(p.sign * q))}) * {name}")
    for s, (_, sign, _) in enumerate(P.sides):
        for j in range(P.J + 1):
            name = f"c{s + 1}_{j}"
            inner.append(
                f"have {name} : {_eq(*P.conv(s, _plus(M, j)))} := hc{s + 1} ({r(_plus(M, j))})"
            )
            coefs.append(f"({r(Lm[j] if sign > 0 else Term('neg', (Lm[j],), K))}) * {name}")
    inner.append(f"have b : {r(total)} = 0 := hb m")
    inner.append(f"linear_combination (norm := (push_cast; ring1)) {' + '.join([*coefs, 'b'])}")
    zero = Term.lit(0, K)
    hv = _add_all([mul(Lm[j], zero, K) for j in range(P.J + 1)], K)
    return [
        *_block(f"have hE : ∀ m : ℕ, {r(goal)} = 0 := by", inner),
        f"have hlead : ∀ m : ℕ, 0 ≤ m → {r(Lm[P.J])} ≠ 0 := fun m _ => by positivity",
        f"have hv : ∀ m : ℕ, 0 ≤ m → {r(hv)} = 0 := fun m _ => by ring",
    ]


def _initial(P: _Plan, v: int, deadline: float | None) -> list[str]:
    """``hb<v>`` (the values, a combination) and ``hi<v> : u(0 + … + 1) = 0``: each sum at
    ``m = v`` written out by ``Finset.sum_range_succ``."""
    from wzprove.sketch.lincomb import combination

    K, r, point = P.K, render_term, _num(v)
    values, lines, coefs = [], [], []
    for s, (_, sign, _) in enumerate(P.sides):
        lines.append(f"have c{s + 1} : {_eq(*P.conv(s, point))} := hc{s + 1} ({r(point)})")
        coefs.append(f"({'-' if sign < 0 else ''}1 : {K}) * c{s + 1}")
    for i, p in enumerate(P.parts):
        terms = [at(p.F, {P.n: point, P.binder.index: _num(kv)}) for kv in range(v + 1)]
        out = _add_all([Term.lit(0, K), *terms], K)
        rw = ", ".join(["Finset.sum_range_succ"] * (v + 1) + ["Finset.sum_range_zero"])
        lines.append(f"have v{i + 1} : {_eq(P.T(p, point), out)} := by rw [{rw}]")
        coefs.append(f"({p.sign} : {K}) * v{i + 1}")
        values.append(mul(Term.lit(p.sign, K), out, K))
    value = _add_all(values, K)
    try:
        ev = combination(value, Term.lit(0, K), K, P.types, "e", deadline=deadline)
    except AtomError as err:
        raise LinearProofError(f"the initial value at {v + 1}: {err}") from err
    lines.append(f"have b : {r(value)} = 0 := hb{v}")
    lines.append(f"linear_combination (norm := (push_cast; ring1)) {' + '.join([*coefs, 'b'])}")
    return [
        *_block(f"have hb{v} : {r(value)} = 0 := by", ev.lines(K)),
        *_block(f"have hi{v} : {r(P.E(P.up(point)))} = 0 := by", lines),
    ]


def _closing(P: _Plan) -> list[str]:
    """``Prover.eq_of_recurrence_one/two`` from ``0`` for ``u``, then ``cases n``."""
    lams = " ".join(f"(fun m => {render_term(P.at_m(c))})" for c in P.ell)
    u = f"(fun m => {render_term(P.E(P.up(M)))})"
    inits = " ".join(f"hi{v}" for v in range(P.J))
    key = (
        f"have key := {UNIQUENESS[P.J]} 0 {lams} {u} (fun _ => (0 : {P.K})) hlead "
        f"(fun m _ => hE m) hv {inits}"
    )
    if not P.b:  # sums over range (n + 1): u is lhs − rhs itself
        return [key, f"exact sub_eq_zero.mp (key {P.n} (Nat.zero_le {P.n}))"]
    return [
        key,
        f"cases {P.n} with",
        "| zero => simp",
        "| succ m => exact sub_eq_zero.mp (key m (Nat.zero_le m))",
    ]


def operator_proof(
    identity: Identity, record: dict, recurrence_proof: Callable, deadline: float | None = None
) -> str:
    """The whole Lean file (lemmas, then the statement) proving ``identity`` by one operator
    (module docstring), replayed before it is returned; ``recurrence_proof`` compiles the
    lemmas (:func:`wzprove.sketch.complete_linear.recurrence_proof`).  Raises
    :class:`LinearProofError`."""
    from wzprove.sketch.common import DEFAULT_HEADER
    from wzprove.sketch.linear_common import proof_header
    from wzprove.sketch.replay_operator import check_operator

    P = _plan(identity, record, deadline)
    bodies = [_lemma_text(P, p, recurrence_proof, deadline) for p in P.parts]
    total, hb = _remainder(P, deadline)
    body = [*_conversions(P), *hb, *_operator_step(P, total)]
    for v in range(P.J):
        body += _initial(P, v, deadline)
    body += _closing(P)
    comment = [
        "/- wzprove proof (complete): one recurrence operator annihilates lhs − rhs",
        "   (A = B §4.4); each sum's recurrence is a lemma compiled from its certificate",
        f"   (Prover.telescoper_sum_*), uniqueness by {UNIQUENESS[P.J]}.  Every",
        "   linear_combination was computed and checked exactly in Python and replayed from",
        "   this text; no Lean kernel has checked this file. -/",
    ]
    opens = DEFAULT_HEADER[DEFAULT_HEADER.index("open") :].strip()
    lemmas = "section\n" + opens + "\n\n" + "\n".join(bodies) + "\nend\n\n"
    assert identity.statement is not None
    main_text = identity.statement.rstrip() + " := by\n"
    main_text += "\n".join("  " + x for x in comment + body) + "\n"
    text = proof_header(identity) + lemmas + main_text
    try:
        check_operator(text, identity.name, [p.lemma for p in P.parts])
    except PiecesError as err:
        raise LinearProofError(str(err)) from err
    if deadline is not None and time.monotonic() > deadline:
        raise LinearProofError("the time limit of the proof compiler ran out")
    return text

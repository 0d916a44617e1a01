"""Complete proofs of recurrence statements certified by linearity (issues 14 and 15, item 2).

A recurrence statement ``Σ_s b_s(n) · ∑ k ∈ range (n + s + 1), F(n + s, k) + r(n) = 0``
(written with its sums on either side; :mod:`wzprove.pipeline.linear`, form ``recurrence``)
is ``λ(n)`` times the engine's recurrence ``Σ_j c_j(n) S(n + j) = h(n)`` for
``S(m) = ∑ k ∈ range (m + 1), F(m, k)``.  The proof (A = B, Petkovšek–Wilf–Zeilberger 1996,
ch. 6: a telescoper summed over the range)::

    have hct0 : ∀ n : ℕ, c_0 n * F n 0 + … = H n 0 := by …            -- compiled
    have hct : ∀ n k : ℕ, k < n → c_0 n * F n (k + 1) + … = H n (k + 1) - H n k := by …
    have hb : λ n * B n + R0 n = 0 := by …                              -- compiled
    have hts : c_0 n * S_0 + … + c_J n * S_J = B n :=
      Prover.telescoper_sum_J (fun n k => F) (fun n k => H) (fun n => c_0) … hct0 hct n
    have key : <the statement> := by
      have s1 := hts
      have s2 := hb
      linear_combination (norm := (push_cast; ring1)) λ * s1 + s2
    exact key

* ``hct0``, ``hct``: the telescoper of the certificate with ``H`` a closed form, compiled as
  for a sum equal to a sum (:func:`wzprove.sketch.complete_pair.side_steps`);
* ``B n = H n n + Σ_j c_j n · (F (n + j) (n + 1) + … + F (n + j) (n + j))`` is the right side
  of ``Prover.telescoper_sum_*`` (``Prover/BoundaryPair.lean``) and ``hts`` its application,
  stated with the statement's own sums ``S_j`` (``range (n + 3)`` is ``range (n + 2 + 1)``
  by Lean's numeral offsets, which the replay's comparison knows);
* ``R0`` is the statement's ``lhs − rhs`` with every sum replaced by ``0`` (the statement is
  linear in its sums, so ``lhs − rhs = Σ_j b_j S_j + R0`` as a polynomial in atoms), and
  ``hb`` the closed-form equation ``λ·B + R0 = 0`` (:func:`~wzprove.sketch.lincomb.combination`);
* ``key``: ``lhs − rhs − λ·(hts) − (hb) = Σ_j (b_j − λ c_j) S_j``, zero when the statement's
  coefficients are ``λ`` times the telescoper's (the linearity stage checked this on the
  engine's recurrence; the replay checks it again on the text).

Everything is written only after :func:`wzprove.sketch.replay.replay_theorem` re-read the
whole text and every step replayed; anything else raises :class:`LinearProofError` (the
statement stays certified with ``proof: none`` and the reason).
"""

from __future__ import annotations

import time
from dataclasses import replace

import sympy

from wzprove.model.errors import WzproveError
from wzprove.model.identity import Identity, Term
from wzprove.model.terms import SumBinder
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.common import SketchError, _context
from wzprove.sketch.complete import ScaleBy, _boundary, _sum_terms, _telescoper
from wzprove.sketch.complete_pair import MAX_SCALES, side_steps
from wzprove.sketch.hygiene import unfit_reason
from wzprove.sketch.lincomb import combination
from wzprove.sketch.linear_common import LinearProofError, check_replay, proof_header
from wzprove.sketch.terms import ClosedFormError, at, mul, rational_term, shift
from wzprove.wz.certificate import Certificate
from wzprove.wz.polyring import factor

__all__ = ["LinearProofError", "check_replay", "linear_proof", "recurrence_proof"]

#: the Prover theorem for each order (``Prover/BoundaryPair.lean``)
TELESCOPER_SUMS = {
    1: "telescoper_sum_one",
    2: "telescoper_sum_two",
    3: "telescoper_sum_three",
    4: "telescoper_sum_four",
}


def _offset(hi: Term, n: str) -> int | None:
    """``m`` when ``hi`` is ``n + m`` (``m ≥ 1`` a numeral), else ``None``."""
    if hi.op == "add" and hi.args[0] == Term.var(n) and hi.args[1].op == "lit":
        v = hi.args[1].value
        return int(v) if v == int(v) and v >= 1 else None  # type: ignore[arg-type]
    return None


def _sums(t: Term) -> list[Term]:
    return [s for s in t.walk() if s.op == "sum"]


def _zero_sums(t: Term) -> Term:
    """``t`` with every ``∑`` replaced by ``0`` of its type."""
    if t.op == "sum":
        return Term.lit(0, t.type)
    if not t.args:
        return t
    return replace(t, args=tuple(_zero_sums(a) for a in t.args))


def _base(identity: Identity, n: str) -> tuple[dict[int, Term], Term]:
    """The statement's sums by shift ``s`` (upper limit ``n + s + 1``) and the base sum
    ``∑ k ∈ range (n + 1), F n k`` (the one at shift 0).  Raises :class:`LinearProofError`."""
    by_shift: dict[int, Term] = {}
    for s in _sums(identity.lhs) + _sums(identity.rhs):
        lo, hi, _ = s.args
        m = _offset(hi, n)
        if lo != Term.lit(0) or m is None or any(_sums(a) for a in s.args):
            raise LinearProofError(f"a sum that is not ∑ over range ({n} + m): {s}")
        if m - 1 in by_shift and by_shift[m - 1] != s:
            raise LinearProofError(f"two different sums at the shift {m - 1}")
        by_shift[m - 1] = s
    if 0 not in by_shift:
        raise LinearProofError(f"no sum over range ({n} + 1) to read the summand from")
    return by_shift, by_shift[0]


def _lambda(record: dict, coeffs: list[sympy.Expr], ns: sympy.Symbol, table) -> sympy.Expr:
    """``λ = b_J / c_J`` with ``b`` the statement's coefficients (the engine's recurrence
    times the linearity stage's factor); a polynomial in ``n``."""
    main = record["main"]
    parse = lambda s: sympy.sympify(s, locals=table)  # noqa: E731
    b_top = parse(main["factor"]) * parse(main["recurrence"][-1])
    lam = factor(sympy.cancel(b_top / coeffs[-1]))
    if not lam.is_polynomial(ns):
        raise LinearProofError(f"the factor {lam} between statement and telescoper")
    return lam


def recurrence_proof(identity: Identity, record: dict, deadline: float | None = None) -> str:
    """The whole Lean file proving the recurrence statement ``identity`` (module docstring),
    replayed before it is returned.  Raises :class:`LinearProofError`."""
    from wzprove.model.reading import ReadingError, read

    if record.get("form") != "recurrence" or not record.get("main", {}).get("certificate"):
        raise LinearProofError(f"form {record.get('form')!r} (recurrence statements only)")
    if identity.statement is None or identity.hypotheses:
        raise LinearProofError("a statement without Lean text, or with hypotheses")
    n = record["variable"]
    by_shift, base = _base(identity, n)
    binder = base.value
    assert isinstance(binder, SumBinder)
    single = replace(
        identity,
        name=f"{identity.name}_base",
        lhs=base,
        rhs=Term.lit(0, base.type),
        statement=None,
    )
    try:
        ctx = _context(single, read(single), Certificate.from_dict(record["main"]["certificate"]))
    except (ReadingError, SketchError, WzproveError, ValueError) as err:
        raise LinearProofError(f"the base sum: {err}") from err
    if ctx.cast or ctx.swapped or ctx.u is not None or ctx.moves or ctx.field_ty != base.type:
        raise LinearProofError("the base sum is not a plain ℚ / ℝ sum over range (n + 1)")
    ctx.deadline = deadline
    K, k = ctx.field_ty, ctx.k
    ns = ctx.reading.symbols[n]
    try:
        coeffs, R = _telescoper(ctx)
        for _ in range(MAX_SCALES):
            try:
                H, ct0, ct, ratios = side_steps(ctx, coeffs, R)
                break
            except ScaleBy as scale:
                coeffs = [sympy.expand(x * scale.factor) for x in coeffs]
                R = sympy.cancel(R * scale.factor)
        else:
            raise LinearProofError("the telescoper needs too many rescalings")
        J = len(coeffs) - 1
        if J not in TELESCOPER_SUMS or not set(by_shift) <= set(range(J + 1)):
            raise LinearProofError(f"shifts {sorted(by_shift)} for a telescoper of order {J}")
        lam = _lambda(record, coeffs, ns, dict(ctx.reading.symbols))
        A = [rational_term(x, ctx.types, K) for x in coeffs]
        L = rational_term(lam, ctx.types, K)
        B = _boundary(ctx, A, H)
        R0 = _zero_sums(Term("sub", (identity.lhs, identity.rhs), K))
        hb = combination(
            Term("add", (mul(L, B, K), R0), K), Term.lit(0, K), K, ctx.types, "s", deadline=deadline
        )
    except (AtomError, ClosedFormError, SketchError) as err:
        raise LinearProofError(f"the telescoper does not compile: {err}") from err
    r = ctx.r
    # a shift the statement leaves out (coefficient 0) is written as the base sum shifted
    top = [Term("add", (Term.var(n), Term.lit(j + 1)), "ℕ") for j in range(J + 1)]
    sums = [
        by_shift.get(j)
        or Term("sum", (Term.lit(0), top[j], at(ctx.F, {n: shift(n, j)})), K, binder)
        for j in range(J + 1)
    ]
    lhs_ts = _sum_terms([mul(A[j], sums[j], K) for j in range(J + 1)], K)
    k1 = shift(k, 1)
    tele0 = _sum_terms(
        [mul(A[j], at(ctx.F, {n: shift(n, j), k: Term.lit(0)}), K) for j in range(J + 1)], K
    )
    tele1 = _sum_terms([mul(A[j], at(ctx.F, {n: shift(n, j), k: k1}), K) for j in range(J + 1)], K)
    lambdas = " ".join(
        [f"(fun {n} {k} => {r(ctx.F)})", f"(fun {n} {k} => {r(H)})"]
        + [f"(fun {n} => {r(x)})" for x in A]
    )
    statement = identity.statement.rstrip()
    prop = f"{r(identity.lhs)} = {r(identity.rhs)}"
    # the proof's own names, none a variable of the statement: `intro n k hk` with a variable
    # `hk`, or `… hct0 hct n` with a variable `hct`, would rebind the user's name
    taken = {v.name for v in identity.variables} | {n, k}
    hct0, hct, hk, hb_, hts, key = (
        _fresh(x, taken) for x in ("hct0", "hct", "hk", "hb", "hts", "key")
    )
    body = [
        *(
            x
            for b in ratios
            for x in (f"have {b.name} : {b.statement} := by", *(f"  {y}" for y in b.lines))
        ),
        f"have {hct0} : ∀ {n} : ℕ, {r(tele0)} = {r(at(H, {k: Term.lit(0)}))} := by",
        f"  intro {n}",
        *(f"  {x}" for x in ct0.lines(K)),
        f"have {hct} : ∀ {n} {k} : ℕ, {k} < {n} → {r(tele1)} = "
        f"{r(Term('sub', (at(H, {k: k1}), H), K))} := by",
        f"  intro {n} {k} {hk}",
        *(f"  {x}" for x in ct.lines(K)),
        f"have {hb_} : {r(Term('add', (mul(L, B, K), R0), K))} = 0 := by",
        *(f"  {x}" for x in hb.lines(K)),
        f"have {hts} : {r(lhs_ts)} = {r(B)} :=",
        f"  Prover.{TELESCOPER_SUMS[J]} {lambdas} {hct0} {hct} {n}",
        f"have {key} : {prop} := by",
        f"  have s1 := {hts}",
        f"  have s2 := {hb_}",
        f"  linear_combination (norm := (push_cast; ring1)) ({r(L)}) * s1 + s2",
        f"exact {key}",
    ]
    comment = [
        f"/- wzprove proof (complete): the recurrence of order {J} of ∑ {k} ∈ range ({n} + 1),",
        f"   {r(ctx.F)} (A = B, ch. 6), telescoper {', '.join(map(str, coeffs))} summed by",
        f"   Prover.{TELESCOPER_SUMS[J]}; the statement is ({lam}) times it.  Every",
        "   linear_combination was computed and checked exactly in Python and replayed from this",
        "   text; no Lean kernel has checked this file here. -/",
    ]
    header = proof_header(identity)
    lines = "\n".join("  " + x for x in comment + body)
    text = header + statement + " := by\n" + lines + "\n"
    check_replay(text, identity.name)
    if deadline is not None and time.monotonic() > deadline:
        raise LinearProofError("the time limit of the proof compiler ran out")
    return text


def _fresh(name: str, taken: set[str]) -> str:
    """``name``, primed until it is not in ``taken`` (then taken)."""
    while name in taken:
        name += "'"
    taken.add(name)
    return name


def linear_proof(identity: Identity, record: dict, deadline: float | None = None) -> str:
    """The replayed Lean file of a statement certified by linearity, by the form the
    linearity stage recorded; raises :class:`LinearProofError` for the forms not written yet
    (a constant factor before a sum)."""
    text = _linear_proof(identity, record, deadline)
    # no name the proof binds may capture a variable of the statement (:mod:`.hygiene`)
    requantified = {str(record.get("variable", ""))}
    requantified |= {  # the proofs by induction state `key` for every value of the variable
        v.name for v in identity.variables if f"\n  have key : ∀ {v.name} : ℕ, " in text
    }
    unfit = unfit_reason(text, identity, requantified)
    if unfit:
        raise LinearProofError(unfit)
    return text


def _by_shift(identity: Identity, before: str) -> str:
    """A closed form with no sum in one ℕ variable by induction with shift facts
    (:mod:`wzprove.sketch.shift_ratio_proof`); ``before`` leads the reason where it fails."""
    from wzprove.sketch.induction_proof import InductionProofError
    from wzprove.sketch.shift_ratio_proof import shift_ratio_proof

    try:
        return shift_ratio_proof(identity)
    except InductionProofError as exc:
        raise LinearProofError(f"{before}; by induction with shift facts: {exc}") from exc


def _linear_proof(identity: Identity, record: dict, deadline: float | None) -> str:
    form = record.get("form")
    if form == "recurrence":
        return recurrence_proof(identity, record, deadline)
    if form == "closed forms, no sum":
        from wzprove.sketch.closed_div_proof import closed_div_proof, div_form
        from wzprove.sketch.complete_closed import closed_proof
        from wzprove.sketch.complete_decide import decide_proof
        from wzprove.sketch.split_proof import SplitProofError

        try:
            return closed_proof(identity)
        except AtomError as err:  # ClosedProofError included
            if identity.hypotheses:  # `m ≤ k ≤ n`: substituted, `obtain ⟨j, rfl⟩`
                from wzprove.sketch.closed_hyp_proof import closed_hyp_proof

                try:
                    return closed_hyp_proof(identity)
                except (AtomError, SplitProofError) as exc:
                    err.args = (f"{err}; substituted: {exc}",)
            if not (identity.variables or identity.hypotheses) and identity.domain == "ℕ":
                return decide_proof(identity)  # a closed ℕ statement: `decide`
            from wzprove.sketch.power_omega import applies, power_omega_proof

            if applies(identity):  # powers b^n, Stirling numbers: omega (power_omega.py)
                try:
                    return power_omega_proof(identity, record)
                except (AtomError, SplitProofError) as exc:
                    err.args = (f"{err}; powers: {exc}",)
            if div_form(identity) is not None:  # L = N / D at ℕ: L · D = N, then divided
                try:
                    return closed_div_proof(identity)
                except (AtomError, SplitProofError) as exc:
                    raise LinearProofError(f"closed forms: {err}; divided: {exc}") from exc
            return _by_shift(identity, f"closed forms: {err}")
    if form == "shift ratios, no sum":
        return _by_shift(identity, "shift ratios")
    if form == "closed forms by cases":
        from wzprove.sketch.power_omega import applies, power_omega_proof
        from wzprove.sketch.region_proof import region_proof
        from wzprove.sketch.region_shift import shift_proof
        from wzprove.sketch.split_proof import SplitProofError

        powers = ""
        if applies(identity):  # powers b^n, Stirling numbers: omega (power_omega.py)
            try:
                return power_omega_proof(identity, record)
            except (AtomError, SplitProofError) as err:
                powers = f"; {err}"
        try:  # region by region (sketch/region_proof.py), after shifts (region_shift.py)
            if record.get("steps"):
                return shift_proof(identity, record)
            return region_proof(identity)
        except (AtomError, SplitProofError) as err:
            raise LinearProofError(f"regions: {err}{powers}") from err
    if form in ("factor", "closed forms"):
        from wzprove.sketch.complete_pieces import PiecesError, pieces_proof

        try:
            return pieces_proof(identity, record, deadline)
        except (PiecesError, AtomError, SketchError) as err:
            raise LinearProofError(f"pieces: {err}") from err
    if form == "one operator":  # several sums, one operator (sketch/complete_operator.py)
        from wzprove.sketch.complete_operator import operator_proof

        try:
            return operator_proof(identity, record, recurrence_proof, deadline)
        except (AtomError, SketchError, ClosedFormError) as err:
            raise LinearProofError(f"one operator: {err}") from err
    raise LinearProofError(f"no Lean proof of the linearity form {form!r} yet")

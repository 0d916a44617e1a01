"""Complete proofs of a sum whose summand splits into several hypergeometric pieces
(issue 15, item 2: ``Finset.sum_add_distrib``; the linearity stage's forms ``factor`` with
factor 1 and ``closed forms``), such as LC-test 041
``∑ (-1)^k / (k + 1) · C(n, k) · ((1 + x)^(k + 1) - 1) = (-1)^n x^(n + 1) / (n + 1)``.

The summand ``f`` is split into its additive parts at the field type (products and quotients
distributed over sums and differences, :func:`additive`), the parts grouped by similarity
(rational ratios: one hypergeometric term per group, A = B §8.2), and each group ``P_i`` is
one lemma ``<name>_piece<i> : ∑ k ∈ s, P_i = R_i``: ``R_i`` the closed form the linearity
stage certified for that group, and for the one group without (the *main* one) the
statement's right side minus the others' closed forms.  Each lemma is certified again from
its own Lean text (the engine, :func:`wzprove.wz.certify.certify`) and proved by the
complete-proof compiler (:func:`wzprove.sketch.build.build_sketch`), as
:mod:`wzprove.sketch.split_proof` does per case.  The statement is then::

    have h1 : ∑ k ∈ s, P_1 = R_1 := <name>_piece1 n x
    …
    have hsplit : ∑ k ∈ s, f = ∑ k ∈ s, P_1 + … + ∑ k ∈ s, P_m := by
      rw [← Finset.sum_add_distrib, …]
      all_goals exact Finset.sum_congr rfl (fun k _ => by ring)
    have key : ∑ k ∈ s, f = r := by
      linear_combination (norm := (push_cast; ring1)) hsplit + h1 + … + hm
    exact key

(``all_goals``: where the pieces are the summand's own parts, the ``rfl`` that ends ``rw``
already closes the goal.)

:func:`check_main` re-reads that body from the written text: each ``h_i`` states its lemma's
statement exactly and passes the theorem's variables in order; ``hsplit`` has the statement's
sum on the left, the pieces' sums over the same range on the right, and ``f − Σ P_i`` is 0 as
a polynomial in atoms (the parts are subterms of ``f``, so ``ring`` needs no cast lemma); the
goal minus ``hsplit + Σ h_i`` is 0 in the model of ``push_cast; ring1``
(:mod:`wzprove.sketch.ring_model`), and ``key`` states the theorem (``exact`` compares up to
definitional equality, the combination works on the terms as written here).
``Finset.sum_add_distrib`` and ``Finset.sum_congr`` are checked in Mathlib's source and
listed in ``Prover/MATHLIB.txt``.
"""

from __future__ import annotations

import re
import time
from dataclasses import replace
from typing import Any

import sympy

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_statement, render_term
from wzprove.model.identity import Identity, Term
from wzprove.model.linear import _same, _similar
from wzprove.sketch.ring_model import Atoms, ring_poly
from wzprove.sketch.terms import ClosedFormError, closed_term


class PiecesError(Exception):
    """No complete proof of this split sum; ``str`` says why."""


def _neg(t: Term) -> Term:
    return t.args[0] if t.op == "neg" else Term("neg", (t,), t.type)


def additive(t: Term) -> list[Term]:
    """The additive parts of ``t`` at its type: ``a·(b − c)`` is ``[a·b, −(a·c)]``, a
    quotient ``(a + b) / d`` is ``[a / d, b / d]``; nothing inside casts or powers."""
    K = t.type
    if t.op == "add":
        return additive(t.args[0]) + additive(t.args[1])
    if t.op == "sub":
        return additive(t.args[0]) + [_neg(p) for p in additive(t.args[1])]
    if t.op == "neg":
        return [_neg(p) for p in additive(t.args[0])]
    if t.op == "mul":
        left, right = additive(t.args[0]), additive(t.args[1])
        if len(left) * len(right) == 1:
            return [t]
        return [Term("mul", (a, b), K) for a in left for b in right]
    if t.op == "div":
        top = additive(t.args[0])
        return [t] if len(top) == 1 else [Term("div", (a, t.args[1]), K) for a in top]
    return [t]


def _fold(parts: list[Term], K: str) -> Term:
    out = parts[0]
    for p in parts[1:]:
        out = Term("add", (out, p), K)
    return out


def _summand(identity: Identity, total: Term) -> tuple[sympy.Expr, list[sympy.Symbol]]:
    """The engine's reading of ``∑ … = 0`` with the sum ``total``: its summand and the
    symbols (index first) that similarity is judged in."""
    from wzprove.model.reading import read

    r = read(replace(identity, lhs=total, rhs=Term.lit(0, total.type), statement=None))
    k = r.lhs.limits[0][0]
    found = [r.symbols.get(v.name) for v in identity.variables]
    return r.lhs.function, [k, *(s for s in found if s is not None)]


def _lemma(identity: Identity, name: str, lhs: Term, rhs: Term) -> tuple[str, Identity]:
    model = replace(
        identity,
        name=name,
        lhs=lhs,
        rhs=rhs,
        variables=[replace(v, binder="explicit") for v in identity.variables],
        statement=None,
    )
    try:
        text = render_statement(model)
    except RenderError as exc:
        raise PiecesError(f"{name}: no Lean text ({exc})") from exc
    (back,) = parse_text(text)
    if back.identity is None or (back.identity.lhs, back.identity.rhs) != (lhs, rhs):
        raise PiecesError(f"{name}: its Lean text does not read back")
    return text, back


def _certified(lemma: Identity, deadline: float | None) -> tuple[Any, Any]:
    """The engine's reading and verified certificate of a piece lemma, certified again from
    its own statement (as :func:`wzprove.pipeline.engine.run_engine` does); raises
    :class:`PiecesError` when it is not certified."""
    from wzprove.model.reading import read
    from wzprove.wz.certify import certify

    left = 30.0 if deadline is None else max(5.0, min(30.0, deadline - time.monotonic()))
    try:
        reading = read(lemma)
        k = reading.lhs.limits[0][0]
        bounds = {
            reading.symbols[v]: b
            for v, b in reading.lower_bounds.items()
            if v in reading.symbols and reading.symbols[v] != k
        }
        result = certify(
            reading.lhs,
            reading.rhs,
            timeout=left,
            lower_bounds=bounds,
            domains=dict(reading.domains),
        )
    except Exception as exc:  # noqa: BLE001 - a fault here leaves the statement without proof
        raise PiecesError(f"{lemma.name}: {type(exc).__name__}: {exc}") from exc
    if result.status != "certified" or result.certificate is None:
        raise PiecesError(f"{lemma.name} is not certified: {result.message[:200]}")
    return reading, result.certificate


def pieces_proof(identity: Identity, record: dict[str, Any], deadline: float | None) -> str:
    """The whole Lean file (piece lemmas, then the statement) proving ``identity`` (module
    docstring); raises :class:`PiecesError`."""
    from wzprove.sketch.build import build_sketch
    from wzprove.sketch.common import DEFAULT_HEADER
    from wzprove.sketch.linear_common import proof_header

    form = record.get("form")
    if form == "factor" and str(record.get("main", {}).get("factor")) != "1":
        raise PiecesError("a constant factor before the sum (Finset.mul_sum not written yet)")
    if form not in ("factor", "closed forms"):
        raise PiecesError(f"form {form!r}")
    if identity.statement is None or identity.hypotheses:
        raise PiecesError("a statement without Lean text, or with hypotheses")
    total, K = identity.lhs, identity.domain
    if total.op != "sum" or any(s.op == "sum" for s in identity.rhs.walk()) or K not in ("ℚ", "ℝ"):
        raise PiecesError("not ∑ f = r over ℚ or ℝ with a sum of pieces on the left")
    lo, hi, f = total.args
    groups: list[tuple[list[Term], sympy.Expr]] = []
    table: dict[str, sympy.Symbol] = {}
    for part in additive(f):
        g, symbols = _summand(identity, Term("sum", (lo, hi, part), K, total.value))
        table.update({str(x): x for x in symbols})
        for parts, expr in groups:
            if _similar(g, expr, list(table.values())):
                parts.append(part)
                break
        else:
            groups.append(([part], g))
    if len(groups) < 2:
        raise PiecesError("the summand is one hypergeometric term")
    types = {v.name: v.type for v in identity.variables}
    closed: list[Term | None] = []
    for parts, _ in groups:
        g, symbols = _summand(identity, Term("sum", (lo, hi, _fold(parts, K)), K, total.value))
        match = None
        for row in record.get("closed_forms", []):
            s = sympy.sympify(row["sum"], locals=table)
            if _same(s.function.subs(s.limits[0][0], symbols[0]), g):
                match = row["closed_form"]
        try:
            closed.append(
                None if match is None else closed_term(sympy.sympify(match, locals=table), types, K)
            )
        except ClosedFormError as exc:
            raise PiecesError(f"the closed form {match}: {exc}") from exc
    mains = [i for i, c in enumerate(closed) if c is None]
    if len(mains) != (1 if form == "factor" else 0):
        raise PiecesError(f"{len(mains)} pieces without a closed form")
    rest = identity.rhs
    for c in closed:
        if c is not None:
            rest = Term("sub", (rest, c), K)
    lemmas, bodies = [], []
    for i, ((parts, _), c) in enumerate(zip(groups, closed, strict=True)):
        lhs = Term("sum", (lo, hi, _fold(parts, K)), K, total.value)
        text, parsed = _lemma(identity, f"{identity.name}_piece{i + 1}", lhs, c or rest)
        assert parsed.identity is not None
        reading, cert = _certified(parsed.identity, deadline)
        sk = build_sketch(parsed.identity, reading, cert, None, complete=True, deadline=deadline)
        if not sk.complete or not sk.text.startswith(DEFAULT_HEADER):
            raise PiecesError(
                f"piece {i + 1}: no complete proof ({(sk.why_incomplete or '')[:200]})"
            )
        lemmas.append(parsed)
        bodies.append(sk.text[len(DEFAULT_HEADER) :].strip() + "\n")
    args = " ".join(v.name for v in identity.variables)
    r = render_term
    sums = [p.identity.lhs for p in lemmas]
    body = [
        f"have h{i + 1} : {r(p.identity.lhs)} = {r(p.identity.rhs)} := {p.name} {args}"
        for i, p in enumerate(lemmas)
    ]
    body += [
        f"have hsplit : {r(total)} = {r(_fold(sums, K))} := by",
        "  rw [" + ", ".join(["← Finset.sum_add_distrib"] * (len(sums) - 1)) + "]",
        "  all_goals exact Finset.sum_congr rfl (fun k _ => by ring)",
        f"have key : {r(total)} = {r(identity.rhs)} := by",
        "  linear_combination (norm := (push_cast; ring1)) hsplit + "
        + " + ".join(f"h{i + 1}" for i in range(len(sums))),
        "exact key",
    ]
    opens = DEFAULT_HEADER[DEFAULT_HEADER.index("open") :].strip()
    pieces = "section\n" + opens + "\n\n" + "\n".join(bodies) + "\nend\n\n"
    comment = (
        "/- wzprove proof (complete): the summand split into pieces (Finset.sum_add_distrib),\n"
        "   each piece's lemma compiled from its certificate and replayed; the split and the\n"
        "   combination re-read and checked exactly in Python; no Lean kernel here. -/\n"
    )
    main = identity.statement.rstrip() + " := by\n" + "\n".join("  " + x for x in body) + "\n"
    text = proof_header(identity) + pieces + comment + main
    check_main(text, identity.name, [p.name for p in lemmas])
    return text


_HAVE = re.compile(r"^  have (h\d+) : (.+) := (\S+) (.*)$")
_SPLIT = re.compile(r"^  have hsplit : (.+) := by$")
_KEY = re.compile(r"^  have key : (.+) := by$")
_LC = re.compile(r"^    linear_combination \(norm := \(push_cast; ring1\)\) hsplit((?: \+ h\d+)+)$")


def check_main(text: str, name: str, lemma_names: list[str]) -> None:
    """Re-read the statement's proof in ``text`` (module docstring) and the lemmas' proofs
    (:func:`wzprove.sketch.replay.replay_theorem`); raises :class:`PiecesError` at the first
    step that does not hold."""
    from wzprove.sketch.replay import replay_theorem

    theorems = {p.name: p for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.identity is None or main.identity.statement is None:
        raise PiecesError(f"replay: no theorem {name}")
    for lemma in lemma_names:
        report = replay_theorem(text, lemma)
        if not report.ok:
            raise PiecesError(f"replay: the lemma {lemma} does not replay")
    st = main.identity
    binders = " ".join(f"({v.name} : {v.type})" for v in st.variables)
    args = " ".join(v.name for v in st.variables)

    def read(prop: str) -> Identity:
        (p,) = parse_text(f"theorem replay_check {binders} : {prop}")
        if p.identity is None:
            raise PiecesError(f"replay: cannot read {prop[:80]}")
        return p.identity

    lines = text[text.index(st.statement) + len(st.statement) :].split(":= by\n", 1)[1]
    lines = [x for x in lines.splitlines() if x.strip()]
    facts: dict[str, tuple[Term, Term]] = {}
    i = 0
    while i < len(lines) and (m := _HAVE.match(lines[i])):
        h, prop, lemma, given = m.groups()
        stated = read(prop)
        target = theorems.get(lemma)
        if target is None or lemma not in lemma_names or given != args:
            raise PiecesError(f"replay: {h} is not a piece lemma at the theorem's variables")
        assert target.identity is not None
        want = target.identity
        if [(v.name, v.type) for v in want.variables] != [(v.name, v.type) for v in st.variables]:
            raise PiecesError(f"replay: {lemma}'s variables are not the theorem's")
        if (stated.lhs, stated.rhs) != (want.lhs, want.rhs):
            raise PiecesError(f"replay: {h} does not state {lemma}")
        facts[h] = (stated.lhs, stated.rhs)
        i += 1
    m = _SPLIT.match(lines[i]) if i < len(lines) else None
    rewrites = "    rw [" + ", ".join(["← Finset.sum_add_distrib"] * (len(facts) - 1)) + "]"
    tail = [rewrites, "    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)"]
    if m is None or lines[i + 1 : i + 3] != tail or len(lines) != i + 6:
        raise PiecesError("replay: the split is not `rw [← Finset.sum_add_distrib …]; exact …`")
    split = read(m.group(1))
    sums, rhs = [], split.rhs
    while rhs.op == "add" and len(sums) < len(facts) - 1:
        sums.insert(0, rhs.args[1])
        rhs = rhs.args[0]
    sums.insert(0, rhs)
    if split.lhs != st.lhs or split.lhs.op != "sum" or len(sums) != len(facts):
        raise PiecesError("replay: hsplit is not the statement's sum split into the pieces")
    lo, hi, f = split.lhs.args
    if any(s.op != "sum" or s.args[:2] != (lo, hi) or s.value != split.lhs.value for s in sums):
        raise PiecesError("replay: the pieces are not sums over the statement's range")
    atoms = Atoms()
    diff = ring_poly(f, atoms)
    for s in sums:
        diff = diff - ring_poly(s.args[2], atoms)
    if not diff.is_zero():
        raise PiecesError("replay: the pieces do not add up to the summand")
    key = _KEY.match(lines[i + 3])
    lc = _LC.match(lines[i + 4])
    used = re.findall(r"h\d+", lc.group(1)) if lc else []
    if key is None or used != list(facts) or lines[i + 5] != "  exact key":
        raise PiecesError("replay: the closing is not `have key … hsplit + Σ h_i`, `exact key`")
    stated = read(key.group(1))
    if (stated.lhs, stated.rhs) != (st.lhs, st.rhs):
        raise PiecesError("replay: `key` is not the theorem's statement")
    goal = ring_poly(st.lhs, atoms) - ring_poly(st.rhs, atoms)
    goal = goal - (ring_poly(split.lhs, atoms) - ring_poly(split.rhs, atoms))
    for lhs, rhs in facts.values():
        goal = goal - (ring_poly(lhs, atoms) - ring_poly(rhs, atoms))
    if not goal.is_zero():
        raise PiecesError("replay: the closing linear_combination leaves a remainder")
    if [s.args[2] for s in sums] != [lhs.args[2] for lhs, _ in facts.values()]:
        raise PiecesError("replay: hsplit's pieces are not the lemmas' sums")

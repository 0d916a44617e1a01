"""The proof of a statement under a hypothesis ``a ≤ v`` whose case ``v = a + j`` has no
complete proof because of its edge ``j = 0``, where only the sum's top term is nonzero.

LCI Gould_identity_3_168 (``x ≥ n``)::

    ∑ k ∈ range (n + 1), (2k + 1)/(n + k + 1) · C(x − 1 − k, n − k) · C(x + k, n + k) = C(x, n)²

is certified through its case ``x = n + j``, whose WZ proof needs ``F(n, n) = 0``, false at
``j = 0``.  The case ``x = n + 1 + j`` (the hypothesis read strictly) has a complete proof; at
``x = n`` every term but the top one has the factor ``C(n − 1 − k, n − k)``, 0 for ``k < n``
(``n − 1 − k < n − k``), and the top term, ``C(n − 1 − n, n − n) = C(0, 0)``, is the right
side.  So the theorem is proved by::

    by_cases hv : x = n
    · rw [hv]
      exact T_case1 n          -- the edge: Prover.sum_range_succ_eq_top
    · obtain ⟨j, rfl⟩ : ∃ j, x = (n + 1) + j := ⟨x - (n + 1), by omega⟩
      exact T_case0 n j        -- the strict case, compiled from its own certificate

The edge lemma (:func:`top_lemma_text`) is ``hzero : ∀ k : ℕ, k < n → f k = 0`` (a vanishing
block: ``rewrite [Nat.choose_eq_zero_of_lt (show U < L by omega)]``, ``simp``), ``htop : f n =
r`` (one linear-combination block over value facts ``C(U, a − a) = 1`` by ``rw
[Nat.sub_self, Nat.choose_zero_right, Nat.cast_one]``, ``C(M, M) = 1``, ``C(M, 0) = 1`` and
``mul_inv_cancel₀`` for the inverses, eliminated exactly in Python), and ``exact
(Prover.sum_range_succ_eq_top (fun k => f k) n hzero).trans htop``; the whole lemma is
replayed (:func:`wzprove.sketch.linear_common.check_replay`: every block, the closing
application, no line unchecked).  :func:`top_wrapper` writes the theorem's lines, checked on
the model; :func:`replay_top_wrapper` re-reads them from the text.
"""

from __future__ import annotations

import re
from dataclasses import replace

import sympy

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_term
from wzprove.model.cases import Case, Split
from wzprove.model.hyp_cases import relation
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.terms import SumBinder
from wzprove.sketch.atoms import AtomTable, to_poly
from wzprove.sketch.eliminate import eliminate
from wzprove.sketch.facts import Combination, Fact
from wzprove.sketch.replay_steps import Omega
from wzprove.sketch.split_low_shift import _factors
from wzprove.sketch.split_proof import CaseLemma, SplitProofError, case_lemma, proof_lines, read_nat

#: Prover/Telescope.lean: ``∑ k ∈ range (n + 1), f k = f n`` when ``f k = 0`` for ``k < n``
TOP_LEMMA = "Prover.sum_range_succ_eq_top"


def _relation(original: Identity) -> tuple[str, Term]:
    """``(v, a)`` of the statement's one hypothesis ``a ≤ v`` (not strict)."""
    if len(original.hypotheses) != 1:
        raise SplitProofError("the edge case is written for one hypothesis `a ≤ v` only")
    found = relation(original.hypotheses[0], original)
    if found is None or found[2]:
        raise SplitProofError("the hypothesis is not `a ≤ v`")
    return found[0], found[1]


def edge_cases(original: Identity, split: Split) -> tuple[Case, Case]:
    """The strict case ``v = a + 1 + j`` (residue 0) and the edge ``v = a`` (residue 1) of
    the hypothesis split ``split`` of ``original`` (one hypothesis ``a ≤ v``)."""
    v, a = _relation(original)
    j = split.new_variable
    value = Term("add", (Term("add", (a, Term.lit(1)), "ℕ"), Term.var(j)), "ℕ")
    (case,) = split.cases
    if case.value != Term("add", (a, Term.var(j)), "ℕ"):
        raise SplitProofError(f"case {case.substitution}: not the hypothesis' case")

    def at(t: Term, w: Term) -> Term:
        return substitute(t, v, w)

    variables = [x for x in case.identity.variables if x.name != j]
    strict = replace(case.identity, lhs=at(original.lhs, value), rhs=at(original.rhs, value))
    edge = replace(
        case.identity,
        variables=variables,
        lhs=at(original.lhs, a),
        rhs=at(original.rhs, a),
        name=f"{original.name}_case1",
    )
    shown = f"{v} = {render_term(a)}"
    return (
        Case(0, f"{shown} + 1 + {j}", strict, None, v, value),
        Case(1, shown, edge, None, v, a),
    )


def _parts(identity: Identity) -> tuple[str, str, Term]:
    """``(k, n, f)`` of a left side ``∑ k ∈ range (n + 1), f k`` with ``n`` a variable."""
    s = identity.lhs
    if s.op != "sum" or not isinstance(s.value, SumBinder) or s.value.kind != "range":
        raise SplitProofError("the edge's left side is not one range sum")
    lo, hi, body = s.args
    if lo != Term.lit(0) or hi.op != "add" or hi.args[1] != Term.lit(1) or hi.args[0].op != "var":
        raise SplitProofError("the edge's sum is not up to a variable plus one")
    k, n = s.value.index, str(hi.args[0].value)
    if k in {x.name for x in identity.variables} or any(t.op == "sum" for t in identity.rhs.walk()):
        raise SplitProofError("the edge's index is a variable, or its right side has a sum")
    return k, n, body


def _zero_factor(identity: Identity, k: str, n: str, body: Term) -> Term:
    """A factor ``C(U, L)`` of ``body`` (through products, casts, numerators) with ``U < L``
    for every ``k < n``, as ``omega`` proves it (the replay's own check)."""
    types = {x.name: x.type for x in identity.variables} | {k: "ℕ"}
    omega = Omega.of([Term("lt", (Term.var(k), Term.var(n)), "Prop")], types)
    for f in _factors(body):
        if f.op == "choose" and omega.proves("<", f.args[0], f.args[1])[0]:
            return f
    raise SplitProofError("no binomial factor of the summand vanishes below the top term")


def _value_fact(atom_args: tuple[Term, ...]) -> str | None:
    """The ``rw`` proof of ``C(U, L) = 1`` where ``L = a − a``, ``U = L`` or ``L = 0``."""
    U, L = atom_args
    if L.op == "sub" and L.args[0] == L.args[1]:
        if all(t == L for t in U.walk() if t.op == "sub" and t.args[0] == t.args[1]):
            return "by rw [Nat.sub_self, Nat.choose_zero_right, Nat.cast_one]"
        return None
    if U == L:
        return "by rw [Nat.choose_self, Nat.cast_one]"
    if L == Term.lit(0):
        return "by rw [Nat.choose_zero_right, Nat.cast_one]"
    return None


def top_combination(lhs: Term, rhs: Term, K: str, types: dict[str, str]) -> Combination:
    """The linear-combination block of ``lhs = rhs`` (the top term and the right side) over
    the value facts of its binomials and ``mul_inv_cancel₀`` for its inverses (module
    docstring), eliminated exactly; raises :class:`SplitProofError` when it does not close."""
    from wzprove.sketch.atoms import lean_text

    table = AtomTable(K)
    target = sympy.expand(to_poly(lhs, table) - to_poly(rhs, table))
    facts: list[Fact] = []
    for atom, x in list(table.atoms.values()):
        name = f"s{len(facts) + 1}"
        if atom.kind == "inv":
            d = atom.args[0]
            proof = f"mul_inv_cancel₀ (show ({render_term(d)} : {K}) ≠ 0 by positivity)"
            facts.append(Fact(name, proof, x, to_poly(d, table), sympy.Integer(1)))
            continue
        proof = _value_fact(atom.args) if atom.kind == "choose" else None
        if proof is None:
            raise SplitProofError(f"no value fact for the atom {atom.text} of the top term")
        one = sympy.Integer(1)
        facts.append(Fact(name, proof, x, one, one, f"{atom.text} = (1 : {K})"))
    el = eliminate(target, [(f.x, f.q, f.p) for f in facts])
    if el.remainder != 0 or not el.check([]):
        raise SplitProofError(f"the top term is not the right side ({sympy.factor(el.remainder)})")
    used = [(c, f) for c, f in zip(el.sparse, facts, strict=True) if c != 0]
    argument = " + ".join(f"{lean_text(c, table, types)} * {f.name}" for c, f in used) or "0"
    multiplier = " * ".join(
        lean_text(sympy.factor(m), table, types, expand=False) for m in el.multipliers
    )
    return Combination(tuple(f for _, f in used), multiplier, argument)


def top_lemma_text(original: Identity, edge: Case) -> tuple[CaseLemma, str]:
    """The edge's lemma and its proof text (module docstring), replayed before it is
    returned.  Raises :class:`SplitProofError`."""
    from wzprove.sketch.linear_common import LinearProofError, check_replay

    lemma = case_lemma(original, edge)
    identity = lemma.identity
    K = identity.domain
    if K not in ("ℚ", "ℝ") or identity.hypotheses:
        raise SplitProofError(f"the edge is a {K} statement or has hypotheses")
    k, n, body = _parts(identity)
    if {"hzero", "htop", f"h{k}"} & {x.name for x in identity.variables}:
        raise SplitProofError(f"a variable is named hzero, htop or h{k}")
    zero = _zero_factor(identity, k, n, body)
    types = {x.name: x.type for x in identity.variables}
    top = substitute(body, k, Term.var(n))
    combo = top_combination(top, identity.rhs, K, types)
    try:
        f_k, f_n, r = render_term(body), render_term(top), render_term(identity.rhs)
        U, L = (render_term(a) for a in zero.args)
    except RenderError as exc:
        raise SplitProofError(f"no Lean text for the edge's terms ({exc})") from exc
    lines = [
        f"have hzero : ∀ {k} : ℕ, {k} < {n} → ({f_k} : {K}) = (0 : {K}) := by",
        f"  intro {k} h{k}",
        f"  rewrite [Nat.choose_eq_zero_of_lt (show ({U}) < ({L}) by omega)]",
        "  simp",
        f"have htop : ({f_n} : {K}) = ({r} : {K}) := by",
        *(f"  {x}" for x in combo.lines(K)),
        f"exact ({TOP_LEMMA} (fun {k} => ({f_k} : {K})) {n} hzero).trans htop",
    ]
    head = [
        "/- wzprove proof (complete): only the top term is nonzero (its factor",
        f"   C({U}, {L}) vanishes below it), {TOP_LEMMA}; each step was checked",
        "   exactly in Python and replayed from this text; no Lean kernel has checked it. -/",
    ]
    text = lemma.statement.rstrip() + " := by\n" + "\n".join("  " + x for x in head + lines)
    try:
        check_replay(text + "\n", lemma.name)
    except LinearProofError as exc:
        raise SplitProofError(f"the edge's lemma: {exc}") from exc
    return lemma, text + "\n"


_BY_CASES = re.compile(r"^  by_cases (\w+) : (\w+) = (.+)$")
_OBTAIN = re.compile(r"^    obtain ⟨(\w+), rfl⟩ : ∃ (\w+), (\w+) = (.+) := ⟨(.+), by omega⟩$")
_EXACT = re.compile(r"^    exact (\S+)((?: \S+)*)$")


def top_wrapper(original: Identity, edge: CaseLemma, strict: CaseLemma, j: str) -> list[str]:
    """The theorem's proof lines (module docstring), checked on the model first."""
    v, a = _relation(original)
    names = {x.name for x in original.variables} | set(original.hypothesis_names)
    if "hv" in names or j in names:
        raise SplitProofError("`hv` or the new variable is already a name of the statement")
    value = Term("add", (Term("add", (a, Term.lit(1)), "ℕ"), Term.var(j)), "ℕ")
    witness = Term("sub", (Term.var(v), Term("add", (a, Term.lit(1)), "ℕ")), "ℕ")
    for lemma, w in ((edge, a), (strict, value)):
        sides = [substitute(s, v, w) for s in (original.lhs, original.rhs)]
        if sides != [lemma.identity.lhs, lemma.identity.rhs] or lemma.identity.hypotheses:
            raise SplitProofError(f"the lemma {lemma.name} is not the case {v} = {render_term(w)}")
    args = [" ".join(x.name for x in lem.identity.variables) for lem in (edge, strict)]
    return [
        f"  by_cases hv : {v} = {render_term(a)}",
        "  · rw [hv]",
        f"    exact {edge.name} {args[0]}",
        f"  · obtain ⟨{j}, rfl⟩ : ∃ {j}, {v} = {render_term(value)} := "
        f"⟨{render_term(witness)}, by omega⟩",
        f"    exact {strict.name} {args[1]}",
    ]


def replay_top_wrapper(text: str, name: str) -> None:
    """Re-read theorem ``name``'s proof from ``text`` and re-check it on the model: the
    ``by_cases`` is on ``v = a`` for its hypothesis ``a ≤ v``; after ``rw [hv]`` (``v``
    replaced by ``a``) the ``exact`` names a lemma of the text whose sides are the theorem's
    at ``v = a``; the ``obtain`` substitutes ``v = a + 1 + j`` with the witness ``v − (a +
    1)`` (``omega``: from ``a ≤ v`` and ``v ≠ a``) and the ``exact`` names the lemma of that
    case; each lemma is applied to its variables in order.  Raises :class:`SplitProofError`."""
    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.statement is None:
        raise SplitProofError(f"replay: no theorem {name} in the text")
    v, a = _relation(main)
    body = proof_lines(text, main.statement)
    cases = _BY_CASES.match(body[0]) if len(body) == 5 else None
    got = _OBTAIN.match(body[3].replace("  · obtain", "    obtain", 1)) if cases else None
    exacts = [_EXACT.match(body[i]) for i in (2, 4)] if got else []
    if not cases or body[1] != f"  · rw [{cases.group(1)}]" or not got or not all(exacts):
        raise SplitProofError("replay: not the by_cases, rw, exact, obtain, exact of the edge")
    variables = [x.name for x in main.variables]
    j = got.group(1)
    if cases.group(2) != v or read_nat(cases.group(3), variables) != a:
        raise SplitProofError(f"replay: the by_cases is not on {v} = {render_term(a)}")
    if got.group(2) != j or got.group(3) != v or j in variables:
        raise SplitProofError("replay: the obtain does not substitute the variable")
    value = Term("add", (Term("add", (a, Term.lit(1)), "ℕ"), Term.var(j)), "ℕ")
    witness = Term("sub", (Term.var(v), Term("add", (a, Term.lit(1)), "ℕ")), "ℕ")
    if (
        read_nat(got.group(4), [*variables, j]) != value
        or read_nat(got.group(5), variables) != witness
    ):
        raise SplitProofError(f"replay: the obtain is not {v} = {render_term(value)}")
    for m, w in zip(exacts, (a, value), strict=True):
        assert m is not None
        lemma = theorems.get(m.group(1))
        sides = [substitute(s, v, w) for s in (main.lhs, main.rhs)]
        if lemma is None or [lemma.lhs, lemma.rhs] != sides or lemma.hypotheses:
            raise SplitProofError(f"replay: {m.group(1)} is not the case {v} = {render_term(w)}")
        if m.group(2).split() != [x.name for x in lemma.variables]:
            raise SplitProofError(f"replay: {m.group(1)} is not applied to its variables")

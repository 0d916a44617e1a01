"""A telescoper step whose ``H`` has many linear denominators, proved with ``H``'s denominator
cleared once (issue 14: LCI Gould_identity_10_5 and 8_5, ``C(3n+1, k)·C(3n−k, n)³``).

The step ``hct`` reads ``Σ_j a_j·F(n + j, k + 1) = H(n, k + 1) − H(n, k)`` (``k < u n``) with
``H = E / (d_1 ⋯ d_m)``: ``E`` the certificate's numerator (238 terms for Gould 10.5) times
``F``'s monomial, the ``d_i`` linear factors (``k − 3n − c``, ``k − 2n − c``, some cubed) that
are nonzero in the range only.  Eliminated as atoms one by one
(:mod:`wzprove.sketch.ratio_split`), each ``d_i⁻¹`` gets a cofactor that carries ``E``
expanded (75 455 monomials, complete14k).  Here the denominator is cleared once:

* ``hclear1 : ∀ n k : ℕ, k < u n → D₁·H(n, k + 1) = E₁`` and ``hclear0`` the same at ``k``
  (``D = d_1 ⋯ d_m`` as written, ``E`` = ``H`` with its divisions removed), each closed by
  ``linear_combination`` over the inverse facts ``s_j : b_j * b_j⁻¹ = 1``
  (``mul_inv_cancel₀``, the nonzero proofs of :meth:`~wzprove.sketch.lincomb._Nodes._settle`)
  with the cofactors written *factored*, never expanded: writing ``u_j = b_j·b_j⁻¹``,
  ``D·H − E = E·(Π u_j^e_j − 1) = Σ_j E·Π_(l<j) u_l^e_l·(1 + u_j + … + u_j^(e_j − 1))·(u_j − 1)``;
* the ratio facts ``hratio_i : q_i·m_i = p_i·m_b`` of the step's summand monomials, as in
  :mod:`wzprove.sketch.ratio_split`;
* the step itself: the multiplier ``M = D₀·D₁·Π_(i≠b) q_i`` (shown nonzero factor by factor,
  :func:`~wzprove.sketch.range_nonzero.split_multiplier`) and
  ``linear_combination Σ_(i≠b) (c_i·Π_(j≠i,b) q_j)·hratio_i − D₀·Q·hclear1 + D₁·Q·hclear0``,
  where ``c_i`` is the coefficient of ``m_i`` in ``D₀·D₁·tele − D₀·E₁ + D₁·E₀``, written as
  the sum of its factored parts.  This holds because ``Q·c_b + Σ_(i≠b) c_i·p_i·Q/q_i = 0``,
  the certificate's telescoping identity with the denominators cleared, checked exactly
  here as a polynomial identity in ``n, k``.

``H(n, k)`` is never expanded in the step's argument (``H`` is an atom there: the identity
checked with ``H`` free holds after any substitution, a ring map).  What is checked here, exactly:
the telescoping identity above (polynomials in ``n, k``) and that each ``H`` is ``E`` times
the inverse atoms of its divisors (how ``to_poly`` reads a division); the rest holds by the
algebra of the cofactors.  The build re-reads and replays every block from the written text
(:func:`wzprove.sketch.replay.replay`), as for every other step.

Used only where ``H`` divides by at least :data:`MIN_DIVISIONS` factors (Gould 10.5: 15),
before the other ways (:func:`wzprove.sketch.step_cases.step_combination`), so that no
step compiled before changes.
"""

from __future__ import annotations

from collections.abc import Mapping

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty
from wzprove.sketch.atoms import AtomError, AtomTable, _constant, inv_atom, to_poly
from wzprove.sketch.facts import BIG, HEARTBEATS, Combination, Fact
from wzprove.sketch.lincomb import _Nodes, combination
from wzprove.sketch.range_nonzero import split_multiplier
from wzprove.sketch.ratio_atoms import Hyps, binder_texts, hyp_pairs, pair_facts_proof
from wzprove.sketch.ratio_split import (
    HYPER,
    RatioBlock,
    _add_block,
    _monomial_term,
    _pairs,
    _positive_den,
    _ratio,
)
from wzprove.sketch.terms import mul, rational_term

#: at least this many division factors in ``H`` (with multiplicity) before the step is
#: tried with its denominator cleared (fewer: the atom-by-atom elimination is small enough;
#: every golden file's ``H`` has at most 5)
MIN_DIVISIONS = 12


def _peel(t: Term) -> tuple[list[Term], list[Term]]:
    """The factors of ``t`` (a tree of ``*`` and ``/``) above and below the line."""
    if t.op == "div":
        top, bottom = _peel(t.args[0])
        return top, [*bottom, t.args[1]]
    if t.op == "mul":
        ta, ba = _peel(t.args[0])
        tb, bb = _peel(t.args[1])
        return ta + tb, ba + bb
    return [t], []


def _product(parts: list[Term], K: Ty) -> Term:
    out = parts[0]
    for p in parts[1:]:
        out = mul(out, p, K)
    return out


def _summands(t: Term) -> list[tuple[int, Term]]:
    """``t`` (a tree of ``+`` and ``-``) as signed summands."""
    if t.op == "add":
        return _summands(t.args[0]) + _summands(t.args[1])
    if t.op == "sub":
        return _summands(t.args[0]) + [(-s, x) for s, x in _summands(t.args[1])]
    return [(1, t)]


def _pow(t: Term, e: int, K: Ty) -> Term:
    return t if e == 1 else Term("pow", (t, Term.lit(e)), K)


def cleared_fact(
    H: Term, K: Ty, types: Mapping[str, Ty], hyp: Hyps, binders: tuple[str, ...], name: str
) -> tuple[RatioBlock, Term, Term]:
    """The block ``name : ∀ binders, hyp → D * H = E`` (module docstring) and ``D``, ``E``.
    Raises :class:`AtomError` where ``H`` has no numeral-free division or its divisors are
    not all shown nonzero (:meth:`~wzprove.sketch.lincomb._Nodes._settle`)."""
    top, bottom = _peel(H)
    if not bottom or any(_constant(d) is not None for d in bottom):
        raise AtomError("H has no denominator to clear, or a numeral one")
    D, E = _product(bottom, K), _product(top, K)
    table = AtomTable(K, hyps=hyp_pairs(hyp))
    nodes = _Nodes(table, types, "s")
    # to_poly(H) = to_poly(E)·Π b⁻¹ over `bottom` exactly (a division is a product with the
    # inverse atom): each atom's exponent is how often its b divides
    exps: dict[sympy.Symbol, int] = {}
    for d in bottom:
        x = table.atom(inv_atom(d, K))
        exps[x] = exps.get(x, 0) + 1
    nodes._settle()
    facts = [f for _, f in nodes.facts]
    atoms = table.by_symbol()
    if {f.x for f in facts} != set(exps) or any(f.p != 1 for f in facts):
        raise AtomError("H's denominator is not a product of inverse atoms")
    parts = []
    done: list[Term] = []
    for f in facts:
        (b,) = atoms[f.x].args
        e = exps[f.x]
        u = mul(b, Term("div", (Term.lit(1, K), b), K), K)  # b·b⁻¹, what s_j says is 1
        tail = Term.lit(1, K)
        for m in range(1, e):
            tail = Term("add", (tail, _pow(u, m, K)), K)
        cof = _product([*done, tail], K) if done else tail
        parts.append(f"{render_term(cof)} * {f.name}")
        done.append(_pow(u, e, K))
    head, intro, _ = binder_texts(hyp, binders)
    lines = [intro, *(f.line() for f in facts)]
    # E once, times the sum over the facts (linear_combination distributes it)
    argument = f"{render_term(E)} * ({' + '.join(parts)})"
    heavy = f"set_option maxHeartbeats {HEARTBEATS} in " if len(argument) > BIG else ""
    lines.append(f"{heavy}linear_combination (norm := (push_cast; ring1)) {argument}")
    stmt = f"{head}{render_term(mul(D, H, K))} = {render_term(E)}"
    return RatioBlock(name, stmt, lines), D, E


def clears(rhs: Term) -> bool:
    """Whether the step ``… = H(k + 1) − H(k)`` is tried with ``H``'s denominator cleared."""
    return rhs.op == "sub" and len(_peel(rhs.args[1])[1]) >= MIN_DIVISIONS


def cleared_step(
    lhs: Term,
    rhs: Term,
    K: Ty,
    types: Mapping[str, Ty],
    hyp: tuple[Term, Term],
    binders: tuple[str, str],
    prefix: str = "hratio",
) -> tuple[Combination, list[RatioBlock]]:
    """The step ``lhs = H(k + 1) − H(k)`` with ``H``'s denominator cleared once (module
    docstring): its combination and the blocks stated before it.  Raises
    :class:`AtomError` where it does not apply or does not check."""
    if not clears(rhs):
        raise AtomError("the step's H has few denominators")
    base = prefix.replace("hratio", "hclear") if "hratio" in prefix else f"{prefix}_clear"
    H1, H0 = rhs.args
    blk1, D1, E1 = cleared_fact(H1, K, types, hyp, binders, f"{base}1")
    blk0, D0, E0 = cleared_fact(H0, K, types, hyp, binders, f"{base}0")
    table = AtomTable(K, hyps=hyp_pairs(hyp))
    gens = [table.var(v) for v in binders]
    D0p, D1p = (sympy.Poly(to_poly(d, table), *gens) for d in (D0, D1))
    one = sympy.Poly(1, *gens)
    # the cleared step D₀·D₁·tele − D₀·E₁ + D₁·E₀ as signed pieces (multiplier, summand)
    pieces = [(D0p * D1p, [D0, D1], s, t) for s, t in _summands(lhs)]
    pieces += [(D0p, [D0], -1, E1), (D1p, [D1], 1, E0)]
    by_mono: dict[tuple, list[tuple[sympy.Poly, Term]]] = {}
    monos: dict[tuple, dict] = {}
    variables = set(table.variables.values())
    for w, ws, sign, t in pieces:
        own, hyp_parts = [], []
        for f in _factors(t):
            fp = to_poly(f, table)
            (own if not (fp.free_symbols - variables) else hyp_parts).append((f, fp))
        mono = sympy.expand(sympy.Mul(*[fp for _, fp in hyp_parts]))
        c, m = mono.as_coeff_Mul()
        if not hyp_parts or isinstance(m, sympy.Add) or m.free_symbols & variables:
            raise AtomError("a summand of the step is not one monomial")
        powers = dict(sympy.Mul.make_args(m) and [x.as_base_exp() for x in sympy.Mul.make_args(m)])
        if any(atoms_kind(table, x) not in HYPER for x in powers):
            raise AtomError("a summand's monomial is not in binomials, factorials and powers")
        key = tuple(sorted((str(x), int(e)) for x, e in powers.items()))
        monos[key] = {x: int(e) for x, e in powers.items()}
        coef = w * (sign * c)
        for _, fp in own:
            coef = coef * sympy.Poly(fp, *gens)
        txt = _product([*ws, *(f for f, _ in own), rational_term(sign * c, types, K)], K)
        by_mono.setdefault(key, []).append((coef, txt))
    keys = list(monos)
    nat = {s for name, s in table.variables.items() if types.get(name, "ℕ") == "ℕ"}
    back = {s: sympy.Symbol(name) for name, s in table.variables.items()}
    best = None
    for ranged in (None, table):
        for bi, kb in enumerate(keys):
            try:
                pq = [
                    _positive_den(_ratio(monos[kk], monos[kb], table), nat, ranged) for kk in keys
                ]
            except AtomError:
                continue
            score = sum(sympy.Poly(q, *nat).total_degree() for _, q in pq)
            if best is None or score < best[0]:
                best = (score, bi, pq)
        if best is not None:
            break
    if best is None:
        raise AtomError("no base monomial with positive ratio denominators")
    _, b, pq = best
    cs = [sum((c for c, _ in by_mono[kk]), one * 0) for kk in keys]
    ps = [(sympy.Poly(p, *gens), sympy.Poly(q, *gens)) for p, q in pq]
    others = [one] * len(keys)
    for i in range(len(keys)):
        for j in range(len(keys)):
            if j not in (i, b):
                others[i] = others[i] * ps[j][1]
    Q = others[b]
    rest = Q * cs[b] + sum(
        (cs[i] * ps[i][0] * others[i] for i in range(len(keys)) if i != b), one * 0
    )
    if not rest.is_zero:
        raise AtomError("the cleared step does not follow from the ratio facts")
    head, intro, use = binder_texts(hyp, binders)
    blocks: list[RatioBlock] = []
    mb_term = _monomial_term(monos[keys[b]], table.by_symbol(), K)
    q_terms = [rational_term(q.xreplace(back), types, K) for _, q in pq]
    argument, facts = [], []
    for i, kk in enumerate(keys):
        if i == b:
            continue
        p, q = pq[i]
        p_t = rational_term(p.xreplace(back), types, K)
        f_lhs = mul(q_terms[i], _monomial_term(monos[kk], table.by_symbol(), K), K)
        f_rhs = mul(p_t, mb_term, K)
        try:
            proof = combination(f_lhs, f_rhs, K, types, "s", hyps=table.hyps)
        except AtomError:
            pairs = _pairs(monos[kk], monos[keys[b]], table, nat, back, types)
            add = lambda st, ls: _add_block(blocks, prefix, st, ls)  # noqa: E731
            proof = pair_facts_proof(f_lhs, f_rhs, pairs, K, types, hyp, binders, None, add)
        name = f"{prefix}{len(blocks) + 1}"
        stmt = f"{head}{render_term(f_lhs)} = {render_term(f_rhs)}"
        blocks.append(RatioBlock(name, stmt, [intro, *proof.lines(K)]))
        facts.append(
            Fact(
                f"sr{i + 1}", f"{name} {use}", sympy.Integer(0), sympy.Integer(0), sympy.Integer(0)
            )
        )
        txt = [t for _, t in by_mono[kk]]
        c_t = txt[0]
        for t in txt[1:]:
            c_t = Term("add", (c_t, t), K)
        others = [q_terms[j] for j in range(len(keys)) if j not in (i, b)]
        argument.append(f"{render_term(_product([c_t, *others], K))} * sr{i + 1}")
    Qt = [q_terms[j] for j in range(len(keys)) if j != b]
    for blk, w, sign in ((blk1, D0, "-"), (blk0, D1, "")):
        nm = "sh1" if sign else "sh0"
        facts.append(
            Fact(nm, f"{blk.name} {use}", sympy.Integer(0), sympy.Integer(0), sympy.Integer(0))
        )
        argument.append(f"{sign}{render_term(_product([w, *Qt], K))} * {nm}")
    multipliers = [D0p.as_expr(), D1p.as_expr(), *[q for j, (_, q) in enumerate(pq) if j != b]]
    refines = split_multiplier(multipliers, table, types, K, lambda f: False)
    if not refines:
        raise AtomError("the cleared step's multiplier is not shown nonzero")
    comb = Combination(tuple(facts), "", " + ".join(argument), (), (), refines)
    return comb, [blk1, blk0, *blocks]


def atoms_kind(table: AtomTable, x: sympy.Symbol) -> str | None:
    atom = table.by_symbol().get(x)
    return None if atom is None else atom.kind


def _factors(t: Term) -> list[Term]:
    if t.op == "mul":
        return _factors(t.args[0]) + _factors(t.args[1])
    return [t]

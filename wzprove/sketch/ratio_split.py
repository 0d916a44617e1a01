"""A pointwise step split into ratio facts: for a telescoper step whose one-piece
``linear_combination`` is too long (:func:`wzprove.sketch.lincomb.combination`).

The step ``lhs = rhs`` (the telescoper at ``k + 1``, ``k < u n``) is, as ``ring1`` reads it,
``Σ_i c_i·m_i = 0`` with ``m_i`` the distinct monomials in the binomial, factorial and power
atoms (the shifted summands ``F(n + j, k + i)``) and ``c_i`` rational in the variables.  In
one piece, every atom is reduced to its family's base by shift facts, and the cofactors hold
the product of all the multipliers (Gould 3.115: ``C(4n+1, 2n-2k)·C(k+n, n)``, 286 000
characters).  Split (Harrison, "Formal proofs of hypergeometric sums", JAR 2015: ratio facts
in multiplied form), each monomial is tied to one base monomial ``m_b`` by a *ratio fact*

    ``hratio_i : ∀ n k : ℕ, k < u n → q_i·m_i = p_i·m_b``

stated before the step and proved by its own ``combination`` (shift facts of the two
monomials only, under the same hypothesis, so that an ℕ subtraction such as ``2n - 2k`` in a
binomial argument is exact there: outside the range the summand is not the hypergeometric
term, and no fact is stated there).  ``q_i / p_i`` is the quotient ``m_i / m_b`` computed
here from the atoms' arguments (``C(U', L') / C(U, L)`` with integer offsets) — a guess that
the fact's own ``combination`` checks exactly; ``q_i`` must be positive as written.  The
step then reads ``have s := hratio_i n k (by omega)`` and is closed by ``linear_combination``
over these facts (and the facts of inverses and ℕ subtractions,
:meth:`wzprove.sketch.lincomb._Nodes._settle`): the elimination treats each ``m_i`` as one
indeterminate ``y_i`` (the substitution ``y_i ↦ m_i`` is a ring map, so the identity checked
over the ``y_i`` holds over the atoms), cofactors ``D·c_i/q_i``.

Where no base gives every ``q_i`` positive as written, a linear factor of ``q_i`` that is
``≥ 1`` or ``≤ -1`` under the step's hypothesis ``k < u n`` is accepted as it is (``k - n``,
``k - 2n - 1`` for ``C(2n - k, k)``, Jihuai 2.31): the step's multiplier is then cancelled
factor by factor, each such factor by ``Prover.ne_zero_of_eq_cast_sub`` with ``omega``
(:func:`~wzprove.sketch.range_nonzero.split_multiplier`), the others by ``positivity``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty
from wzprove.sketch.atoms import Atom, AtomError, AtomTable, linear_form, to_poly
from wzprove.sketch.facts import Combination, Fact, argument_text
from wzprove.sketch.lincomb import _Nodes, combination
from wzprove.sketch.positive import positive_form
from wzprove.sketch.ratio_atoms import (
    Hyps,
    Pair,
    assembled,
    binder_texts,
    eliminated,
    hyp_pairs,
    pair_facts_proof,
)
from wzprove.sketch.terms import mul, rational_term

#: the kinds of atoms that make a monomial (the others are rational in the variables)
HYPER = ("choose", "factorial", "pow")


@dataclass(frozen=True)
class RatioBlock:
    """A ratio fact stated before the step: ``name``, its statement and proof lines."""

    name: str
    statement: str
    lines: list[str]


def _family(atom: Atom, table: AtomTable) -> tuple[tuple, tuple[int, ...], list[sympy.Expr]]:
    """(family key, offsets, linear forms of the arguments) of a monomial's atom."""
    forms = [sympy.expand(linear_form(a, table)) for a in atom.args]
    consts = tuple(int(f.as_coeff_Add()[0]) for f in forms)
    key = (atom.kind, atom.base, atom.base_term, atom.written)
    key += tuple(sympy.srepr(f - c) for f, c in zip(forms, consts, strict=True))
    return key, consts, forms


def _ff(y: sympy.Expr, x: sympy.Expr) -> sympy.Expr:
    """``x! / y!`` for ``x - y`` an integer, as a rational function."""
    d = sympy.expand(x - y)
    if not d.is_Integer:
        raise AtomError(f"the arguments {x}, {y} differ by {d}, not an integer")
    if d >= 0:
        return sympy.Mul(*[y + j for j in range(1, int(d) + 1)])
    return 1 / sympy.Mul(*[x + j for j in range(1, int(-d) + 1)])


def _pair_ratio(a: tuple[Atom, list[sympy.Expr]], b: tuple[Atom, list[sympy.Expr]], table):
    """``a / b`` for two atoms of one family (their argument forms given)."""
    atom, fa = a
    _, fb = b
    if atom.kind == "choose":
        (U1, L1), (U0, L0) = fa, fb
        return _ff(U0, U1) / (_ff(L0, L1) * _ff(U0 - L0, U1 - L1))
    if atom.kind == "factorial":
        return _ff(fb[0], fa[0])
    d = sympy.expand(fa[0] - fb[0])
    if not d.is_Integer:
        raise AtomError("powers whose exponents differ by a non-integer")
    if atom.base_term is not None:
        return to_poly(atom.base_term, table) ** int(d)
    assert atom.base is not None
    return sympy.Rational(atom.base.numerator, atom.base.denominator) ** int(d)


def _ratio(mi: dict, mb: dict, table: AtomTable) -> sympy.Expr:
    """``m_i / m_b`` (monomials as ``{atom symbol: exponent}``), pairing their atoms family by
    family in order of offsets."""
    atoms = table.by_symbol()

    def families(m: dict) -> dict[tuple, list]:
        out: dict[tuple, list] = {}
        for s, e in m.items():
            key, consts, forms = _family(atoms[s], table)
            out.setdefault(key, []).extend([(consts, (atoms[s], forms))] * e)
        return {k: [x for _, x in sorted(v, key=lambda cv: cv[0])] for k, v in out.items()}

    fi, fb = families(mi), families(mb)
    if set(fi) != set(fb) or any(len(fi[k]) != len(fb[k]) for k in fi):
        raise AtomError("the summands' monomials are not of the same families")
    out = sympy.Integer(1)
    for key, members in fi.items():
        for a, b in zip(members, fb[key], strict=True):
            out *= _pair_ratio(a, b, table)
    return sympy.cancel(out)


def _positive_den(
    r: sympy.Expr, nat: set[sympy.Symbol], table: AtomTable | None = None
) -> tuple[sympy.Expr, sympy.Expr]:
    """``(p, q)`` with ``r = p / q`` and ``q`` positive as written (each factor, up to sign),
    or with ``table`` also a linear factor that is ``≥ 1`` or ``≤ -1`` under the step's
    hypothesis (:meth:`AtomTable.exact`: ``k - n`` for ``k < n``), kept as it is: the step's
    multiplier then proves it nonzero by :func:`~.range_nonzero.nonzero_by_range`."""
    p, q = sympy.fraction(sympy.cancel(r))
    c, fs = sympy.factor_list(q)
    q_out = sympy.Integer(1)
    for f, e in fs:
        if not positive_form(f, nat):
            if table is not None and _ranged(f, table):
                q_out *= f**e
                continue
            if not positive_form(-f, nat):
                raise AtomError(f"the factor {f} of a ratio's denominator is not positive")
            f, c = -f, c * (-1) ** e
        q_out *= f**e
    if c < 0:
        p, c = -p, -c
    return sympy.expand(p), sympy.expand(c * q_out)


def _ranged(f: sympy.Expr, table: AtomTable) -> bool:
    """Whether ``f`` is linear with integer coefficients and ``f ≥ 1`` or ``f ≤ -1`` under
    ``table.hyps`` (as ``omega`` proves it)."""
    if sympy.Poly(f, *sorted(f.free_symbols, key=str)).total_degree() != 1:
        return False
    if any(not c.is_Integer for c in sympy.expand(f).as_coefficients_dict().values()):
        return False
    return table.exact(sympy.expand(f - 1)) or table.exact(sympy.expand(-f - 1))


def _monomial_term(m: dict, atoms: dict[sympy.Symbol, Atom], K: Ty) -> Term:
    """The Lean term of a monomial in atoms (read back to the same atoms by ``to_poly``)."""
    parts = []
    for s, e in sorted(m.items(), key=lambda se: str(se[0])):
        a = atoms[s]
        if a.kind == "choose":
            t = Term("cast", (Term("choose", a.args, "ℕ"),), K)
        elif a.kind == "factorial":
            t = Term("cast", (Term("factorial", a.args, "ℕ"),), K)
        else:
            base = a.base_term or a.written
            if base is None:
                assert a.base is not None
                base = Term.lit(a.base, K)
            t = Term("pow", (base, a.args[0]), K)
        parts.extend([t] * e)
    out = parts[0]
    for t in parts[1:]:
        out = mul(out, t, K)
    return out


def split_combination(
    lhs: Term,
    rhs: Term,
    K: Ty,
    types: Mapping[str, Ty],
    hyp: Hyps,
    binders: tuple[str, ...],
    deadline: float | None,
    prefix: str = "hratio",
) -> tuple[Combination, list[RatioBlock]]:
    """The split step (module docstring), under the hypotheses ``hyp`` (one pair ``a < b`` or
    several, :func:`~wzprove.sketch.ratio_atoms.hyp_pairs`).  Raises :class:`AtomError` where
    it does not apply or does not check."""
    table = AtomTable(K, hyps=hyp_pairs(hyp))
    target = sympy.expand(to_poly(lhs, table) - to_poly(rhs, table))
    atoms = table.by_symbol()
    hyper = sorted((s for s, a in atoms.items() if a.kind in HYPER), key=str)
    if not hyper:
        raise AtomError("no binomial, factorial or power to split on")
    poly = sympy.Poly(target, *hyper)
    monos = [dict((s, e) for s, e in zip(hyper, m, strict=True) if e) for m in poly.monoms()]
    if len(monos) < 2 or any(not m for m in monos):
        raise AtomError("the step is not a sum of distinct summand monomials")
    nat = {s for name, s in table.variables.items() if types.get(name, "ℕ") == "ℕ"}
    back = {s: sympy.Symbol(name) for name, s in table.variables.items()}
    where = _Where(K, types, hyp, binders, deadline, prefix, table, poly, hyper, monos)
    best = None
    # the base whose ratios have the smallest denominators, positive as written; failing
    # that, with factors nonzero only in the range (`k - n` for `k < n`)
    for ranged in (None, table):
        for b, mb in enumerate(monos):
            try:
                pq = [_positive_den(_ratio(m, mb, table), nat, ranged) for m in monos]
            except AtomError:
                continue
            score = sum(sympy.Poly(q, *nat).total_degree() if nat else 0 for _, q in pq)
            if best is None or score < best[0]:
                best = (score, b, pq)
        if best is not None:
            break
    if best is not None:
        try:
            return _split_at(where, best[1], best[2], nat, back, divide=False)
        except AtomError:
            pass
    # any denominators: a ratio fact q_i·m_i = p_i·m_b is used only where the step's
    # coefficient of m_i is a multiple of q_i (eliminate's `divide`), so no q_i is divided
    # by; the step's multiplier is still shown nonzero factor by factor (Gould 3.9:
    # `x − 2k` vanishes in the range, and the step's coefficient of C(x, 2k)·C(x, 2n − 2k)
    # carries it)
    tried = []
    for b, mb in enumerate(monos):
        pq = [_any_den(_ratio(m, mb, table)) for m in monos]
        score = sum(sympy.Poly(q, *nat).total_degree() if nat else 0 for _, q in pq)
        tried.append((score, b, pq))
    for _, b, pq in sorted(tried, key=lambda t: (t[0], t[1])):
        try:
            return _split_at(where, b, pq, nat, back, divide=True)
        except AtomError:
            continue
    raise AtomError("no base monomial with positive ratio denominators")


@dataclass(frozen=True)
class _Where:
    """The step being split and what was read of it (:func:`split_combination`)."""

    K: Ty
    types: Mapping[str, Ty]
    hyp: Hyps
    binders: tuple[str, ...]
    deadline: float | None
    prefix: str
    table: AtomTable
    poly: sympy.Poly
    hyper: list[sympy.Symbol]
    monos: list[dict]


def _any_den(r: sympy.Expr) -> tuple[sympy.Expr, sympy.Expr]:
    """``(p, q)`` with ``r = p / q``, ``q`` with a positive constant (any factors)."""
    p, q = sympy.fraction(sympy.cancel(r))
    c, _ = sympy.factor_list(q)
    if c < 0:
        p, q = -p, -q
    return sympy.expand(p), sympy.expand(q)


def _split_at(
    w: _Where, b: int, pq: list, nat: set, back: dict, divide: bool
) -> tuple[Combination, list[RatioBlock]]:
    """The split step with the base monomial ``monos[b]`` and the ratios ``pq``; with
    ``divide`` a ratio fact is used only by dividing the step's coefficient (no ``q`` in the
    multiplier).  Raises :class:`AtomError` where it does not check."""
    K, types, hyp, binders = w.K, w.types, w.hyp, w.binders
    deadline, prefix, table, poly, hyper, monos = (
        w.deadline,
        w.prefix,
        w.table,
        w.poly,
        w.hyper,
        w.monos,
    )
    atoms = table.by_symbol()
    head, intro, use = binder_texts(hyp, binders)
    nodes = _Nodes(table, types, "s")
    nodes._settle()  # inverses and ℕ subtractions of the coefficients
    ys = [sympy.Symbol(f"_y{i}") for i in range(len(monos))]
    to_y = {sympy.Mul(*[s**e for s, e in m.items()]): y for m, y in zip(monos, ys, strict=True)}
    y_target = sympy.Integer(0)
    for m, c in poly.terms():
        mono = sympy.Mul(*[s**e for s, e in zip(hyper, m, strict=True)])
        y_target += c.as_expr() * to_y[mono]
    blocks: list[RatioBlock] = []
    y_facts: list[Fact] = []
    mb_term = _monomial_term(monos[b], atoms, K)
    for i, (m, (p, q)) in enumerate(zip(monos, pq, strict=True)):
        if i == b:
            continue
        q_t = rational_term(q.xreplace(back), types, K)
        p_t = rational_term(p.xreplace(back), types, K)
        f_lhs, f_rhs = mul(q_t, _monomial_term(m, atoms, K), K), mul(p_t, mb_term, K)
        try:
            proof = combination(f_lhs, f_rhs, K, types, "s", hyps=table.hyps, deadline=deadline)
        except AtomError:  # too long in one piece: from the ratio facts of its atoms
            pairs = _pairs(m, monos[b], table, nat, back, types)
            add = lambda st, ls: _add_block(blocks, prefix, st, ls)  # noqa: E731
            proof = pair_facts_proof(f_lhs, f_rhs, pairs, K, types, hyp, binders, deadline, add)
        name = f"{prefix}{len(blocks) + 1}"
        stmt = f"{head}{render_term(f_lhs)} = {render_term(f_rhs)}"
        blocks.append(RatioBlock(name, stmt, [intro, *proof.lines(K)]))
        qp, pp = to_poly(f_lhs, table), to_poly(f_rhs, table)
        # q·m_i - p·m_b, with the monomials as the indeterminates y
        yq, yp = sympy.cancel(qp / _mono(m)), sympy.cancel(pp / _mono(monos[b]))
        if (yq.free_symbols | yp.free_symbols) - set(table.variables.values()):
            raise AtomError("a ratio fact's monomial is not read back as written")
        y_facts.append(Fact(f"sr{i + 1}", f"{name} {use}", ys[i], yq, yp * ys[b]))
    ranked = sorted(nodes.facts, key=lambda rf: -rf[0])
    facts = [f for r, f in ranked if r > 0] + y_facts + [f for r, f in ranked if r <= 0]
    why = "the split step does not follow from the ratio facts"
    el = eliminated(y_target, facts, deadline, why, divide=divide)
    from_y = dict(zip(ys, monos, strict=True))
    used = [(c, f) for c, f in zip(el.sparse, facts, strict=True) if c != 0]
    argument = argument_text([(c.substitute(from_y), f.name) for c, f in used], table, types)
    # a ratio's denominator nonzero only in the range (`k - n`, `k < n`): the multiplier
    # factor by factor, each by positivity or Prover.ne_zero_of_eq_cast_sub
    where = (table, types, K)
    return assembled(used, el.multipliers, argument, where, nodes, "the split step"), blocks


def _pairs(mi: dict, mb: dict, table: AtomTable, nat, back, types) -> list[Pair]:
    """The atoms of ``m_i`` and ``m_b`` paired family by family in order of offsets (as
    :func:`_ratio` pairs them), each pair that differs with its ``q``, ``p`` as terms
    (``q·x' = p·x``, ``q`` positive as written or ``≥ 1`` in the range)."""
    atoms, K = table.by_symbol(), table.field

    def families(m: dict) -> dict[tuple, list]:
        out: dict[tuple, list] = {}
        for s, e in m.items():
            key, consts, forms = _family(atoms[s], table)
            out.setdefault(key, []).extend([(consts, s, (atoms[s], forms))] * e)
        return {k: [x[1:] for x in sorted(v, key=lambda cv: cv[0])] for k, v in out.items()}

    fi, fb = families(mi), families(mb)
    if set(fi) != set(fb) or any(len(fi[k]) != len(fb[k]) for k in fi):
        raise AtomError("the summands' monomials are not of the same families")
    out: list[Pair] = []
    for key, members in fi.items():
        for (s, a), (t, c) in zip(members, fb[key], strict=True):
            if s == t:
                continue
            p, q = _positive_den(_pair_ratio(a, c, table), nat, table)
            x, y = (_monomial_term({v: 1}, atoms, K) for v in (s, t))
            out.append((x, y, *(rational_term(e.xreplace(back), types, K) for e in (q, p))))
    return out


def _add_block(blocks: list[RatioBlock], prefix: str, statement: str, lines: list[str]) -> str:
    """The name of the block stating ``statement``: one stated already, else a new one."""
    for block in blocks:
        if block.statement == statement:
            return block.name
    blocks.append(RatioBlock(f"{prefix}{len(blocks) + 1}", statement, lines))
    return blocks[-1].name


def _mono(m: dict) -> sympy.Expr:
    return sympy.Mul(*[s**e for s, e in m.items()])

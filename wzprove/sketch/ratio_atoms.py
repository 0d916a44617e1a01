"""A ratio fact of two monomials from the ratio facts of their atoms (issue 14: steps of
10⁶ monomials, Gould 21.1's ``C(3n, k)³·C(3n - k, n)³``).

A ratio fact ``q·m_i = p·m_b`` of :mod:`wzprove.sketch.ratio_split` is proved in one
``combination``: every binomial of both monomials is reduced to its family's base by shift
facts, and for a power such as ``C(3n, k + 1)³`` the cofactors hold the cube of every
multiplier on the way (1.9 million monomials for Gould 21.1).  Here the monomials are paired
atom by atom, family by family (``C(3n, k + 1)`` with ``C(3n, k)``), and each pair gets its own
ratio fact, stated before as a block of the same shape (Harrison, "Formal proofs of
hypergeometric sums", JAR 2015: ratio facts in multiplied form)

    ``hratio_j : ∀ n k : ℕ, k < u n → q_j·x'_j = p_j·x_j``

proved by ``combination`` on its two atoms.  The monomial's fact then reads ``have sa_j :=
hratio_j n k (by omega)`` and is closed by ``linear_combination`` over these: eliminating each
``x'_j`` (to the power it has) leaves ``q·Π p_j^e_j·m_b - p·Π q_j^e_j·m_b``, which vanishes
because ``q/p`` is the product of the pair ratios; the multiplier ``Π q_j^e_j`` is shown
nonzero factor by factor (``positivity``, or ``Prover.ne_zero_of_eq_cast_sub`` for a factor
``≥ 1`` under the step's hypothesis).  The identity is checked exactly before it is written,
and the replay re-reads the pair facts and the combination from the text.  Used only where
the one-piece proof of the monomial fact fails.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty
from wzprove.sketch.atoms import AtomError, AtomTable, lean_text, to_poly
from wzprove.sketch.eliminate import OutOfTime, TooLarge, eliminate
from wzprove.sketch.facts import Combination, Fact, argument_text, even_signs
from wzprove.sketch.lincomb import _Nodes, combination
from wzprove.sketch.range_nonzero import split_multiplier
from wzprove.sketch.terms import mul
from wzprove.wz.polyring import factor

#: one pair of atoms: (x' term, x term, q, p) with ``q·x' = p·x`` (``q``, ``p`` Terms at K)
Pair = tuple[Term, Term, Term, Term]

#: a step's hypotheses ``a < b``: one pair, or several (``k < n``, ``k < x + y + z``)
Hyps = tuple[Term, Term] | tuple[tuple[Term, Term], ...]


def hyp_pairs(hyp: Hyps) -> tuple[tuple[Term, Term], ...]:
    """The hypotheses ``(a, b)`` (``a < b``) of ``hyp``, one pair or several."""
    if len(hyp) == 2 and isinstance(hyp[0], Term):
        return (hyp,)  # type: ignore[return-value]
    return tuple(hyp)  # type: ignore[arg-type]


def hyp_texts(hyp: Hyps) -> tuple[str, str, str]:
    """``a < b → c < d → ``, the names ``hk hk2`` and the arguments ``(by omega) (by omega)``
    of the hypotheses ``hyp`` in a statement ``∀ n k : ℕ, a < b → … → …`` (all empty for no
    hypothesis, ``hyp = ()``)."""
    pairs = hyp_pairs(hyp)
    arrows = "".join(f"{render_term(a)} < {render_term(b)} → " for a, b in pairs)
    names = " ".join(["hk", *(f"hk{i + 2}" for i in range(len(pairs) - 1))][: len(pairs)])
    return arrows, names, " ".join(["(by omega)"] * len(pairs))


def binder_texts(hyp: Hyps, binders: tuple[str, ...]) -> tuple[str, str, str]:
    """The texts of a ratio fact over ``binders`` under ``hyp``: its statement's head
    (``∀ n k : ℕ, k < 2 * n → `` or, over ``n`` alone with no hypothesis, ``∀ n : ℕ, ``), its
    proof's ``intro`` line and its use's arguments (``n k (by omega)``, or ``n``)."""
    arrows, names, omegas = hyp_texts(hyp)
    vs = " ".join(binders)
    return (
        f"∀ {vs} : ℕ, {arrows}",
        " ".join(x for x in ("intro", vs, names) if x),
        " ".join(x for x in (vs, omegas) if x),
    )


def pair_facts_proof(
    f_lhs: Term,
    f_rhs: Term,
    pairs: list[Pair],
    K: Ty,
    types: Mapping[str, Ty],
    hyp: Hyps,
    binders: tuple[str, ...],
    deadline: float | None,
    add_block: Callable[[str, list[str]], str],
) -> Combination:
    """The proof of ``f_lhs = f_rhs`` (``q·m_i = p·m_b``) from one ratio fact per pair of
    atoms (module docstring).  ``add_block(statement, lines)`` states a pair's fact as a block
    before the monomial's (or finds the same statement stated already) and returns its name.
    Raises :class:`AtomError` where a pair's fact or the combination does not check."""
    head, intro, use = binder_texts(hyp, binders)
    table = AtomTable(K, hyps=hyp_pairs(hyp))
    target = sympy.expand(to_poly(f_lhs, table) - to_poly(f_rhs, table))
    nodes = _Nodes(table, types, "s")
    nodes._settle()  # inverses and ℕ subtractions of the coefficients
    facts: list[Fact] = []
    seen: dict[sympy.Symbol, sympy.Symbol] = {}
    for j, (xt, bt, qt, pt) in enumerate(pairs):
        x, b = to_poly(xt, table), to_poly(bt, table)
        if not (isinstance(x, sympy.Symbol) and isinstance(b, sympy.Symbol)):
            raise AtomError("a paired factor is not one atom")
        if seen.get(x, b) != b:
            raise AtomError("an atom paired with two different atoms")
        if x in seen:
            continue
        seen[x] = b
        lhs, rhs = mul(qt, xt, K), mul(pt, bt, K)
        proof = combination(lhs, rhs, K, types, "s", hyps=table.hyps, deadline=deadline)
        stmt = f"{head}{render_term(lhs)} = {render_term(rhs)}"
        name = add_block(stmt, [intro, *proof.lines(K)])
        q = sympy.cancel(to_poly(lhs, table) / x)
        p = to_poly(rhs, table)
        if q.free_symbols & set(table.by_symbol()) or x in p.free_symbols:
            raise AtomError("a pair's fact is not read back as written")
        facts.append(Fact(f"sa{j + 1}", f"{name} {use}", x, q, p))
    if set(seen) & set(seen.values()):
        raise AtomError("an atom of one monomial is paired in the other")
    ranked = sorted(nodes.facts, key=lambda rf: -rf[0])
    all_facts = [f for r, f in ranked if r > 0] + facts + [f for r, f in ranked if r <= 0]
    why = "the monomial's ratio fact does not follow from its atoms' facts"
    el = eliminated(target, all_facts, deadline, why)
    used = [(c, f) for c, f in zip(el.sparse, all_facts, strict=True) if c != 0]
    argument = argument_text([(c, f.name) for c, f in used], table, types)
    what = "the monomial's ratio fact"
    return assembled(used, el.multipliers, argument, (table, types, K), nodes, what)


def eliminated(
    target: sympy.Expr,
    facts: list[Fact],
    deadline: float | None,
    why: str,
    divide: bool = False,
) -> Any:
    """:func:`~wzprove.sketch.eliminate.eliminate` of ``target`` over ``facts`` (with
    ``divide``: a fact whose ``q`` divides its atom's coefficient is used without multiplying),
    its limits as :class:`AtomError`; the target must follow exactly (no remainder, the check
    holds), else ``AtomError(why)``."""
    try:
        facts_q = [(f.x, f.q, f.p) for f in facts]
        el = eliminate(target, facts_q, deadline, divide=divide)
    except OutOfTime as err:
        raise AtomError("the time limit of the proof compiler ran out") from err
    except TooLarge as err:
        raise AtomError(str(err)) from err
    if el.remainder != 0 or not el.check([]):
        raise AtomError(why)
    return el


def assembled(
    used: list[tuple[Any, Fact]],
    raw_multipliers: list[sympy.Expr],
    argument: str,
    where: tuple[AtomTable, Mapping[str, Ty], Ty],
    nodes: Any,
    what: str,
) -> Combination:
    """The :class:`Combination` of an elimination over the facts ``used`` (with their
    coefficients) and ``argument``: its multiplier written factor by factor, shown nonzero
    by positivity or by the range (``split_multiplier``), else ``AtomError`` naming
    ``what``; the positivity lines of the atoms the facts and the multiplier need."""
    table, types, K = where
    multipliers = even_signs(raw_multipliers)
    multiplier = " * ".join(lean_text(factor(m), table, types, expand=False) for m in multipliers)
    refines = split_multiplier(multipliers, table, types, K, nodes._positive)
    if not refines and not all(nodes._positive(m) for m in multipliers):
        raise AtomError(f"{what}: the multiplier is not shown nonzero")
    kept = tuple(f for _, f in used)
    needed = set().union(*(f.q.free_symbols for f in kept), *(m.free_symbols for m in multipliers))
    positives = tuple(line for x, line in nodes.positives.items() if x in needed)
    return Combination(kept, multiplier, argument or "0", (), positives, refines)

"""Complete proofs of closed-form identities with no sum left (issue 14; the linearity stage's
form ``closed forms, no sum``: both sides products of binomials and factorials of natural
numbers, Gould Z.59 ``C(x+n, n)·C(2x+2n, x+n) = C(x+2n, n)·C(2x+2n, x)``).

The proof states the identity at a field ``K`` (the statement itself at ℚ / ℝ; for a ℕ or ℤ
statement its cast with the casts pushed to the leaves, closed by ``exact_mod_cast``) and
proves it by one linear-combination block over facts that tie each atom to factorials:

* ``C(A, B)`` with ``A − B`` a natural linear form ``C``:
  ``Prover.cast_choose_mul_factorial (α := K) (A) (B) (C) (by omega)``, which states
  ``C(A, B) · C! · B! = A!`` (the ``omega`` goal ``A = C + B`` checked here and by the replay);
* ``C(U, L)`` with ``L − U − 1`` a natural linear form ``T``:
  ``Prover.cast_choose_eq_zero_of_eq_add (α := K) (U) (L) (T) (by omega)``: ``C(U, L) = 0``;
* a cast whose value is known (:func:`wzprove.sketch.natsub_positive.cast_fact`:
  ``Prover.cast_descFactorial_two``, ``Prover.cast_ascFactorial_two``, ``2 ^ E - 1``);
* two factorials of the same natural number written differently (``(i + j + 1)!`` and
  ``(i + (j + 1))!``: ``ring1`` keys atoms by their terms):
  ``Prover.cast_factorial_congr (α := K) (M) (M') (by omega)``.

The coefficients come from the exact elimination of :mod:`wzprove.sketch.eliminate` (the
binomials first, then the factorials written twice), with the product of
factorials it multiplies by (``refine mul_left_cancel₀ (show D ≠ 0 by positivity) ?_``); a
remainder that is not 0 means the factorials do not account for the identity and nothing is
written.  The text is replayed (:func:`wzprove.sketch.replay.replay_theorem`), and the closing
``exact_mod_cast key`` of a ℕ / ℤ statement is checked by :func:`_check_cast` (``key``'s
sides are the statement's cast into ``K`` with the casts pushed to the leaves, which is what
``norm_cast`` brings back to the statement).
"""

from __future__ import annotations

import sympy

from wzprove.lean.parser import parse_text
from wzprove.lean.render import render_term
from wzprove.model.identity import Identity, Term, Ty
from wzprove.sketch.atoms import (
    AtomError,
    AtomTable,
    choose_atom,
    factorial_atom,
    lean_text,
    to_poly,
)
from wzprove.sketch.atoms import linear_form as _linear
from wzprove.sketch.eliminate import eliminate
from wzprove.sketch.facts import Combination, Fact
from wzprove.sketch.natsub_positive import cast_fact
from wzprove.sketch.ring_model import push_casts
from wzprove.sketch.terms import ClosedFormError, _nat_linear
from wzprove.wz.polyring import factor


class ClosedProofError(AtomError):
    """No complete proof of this closed form; ``str`` says why."""


def _nat(t: Term) -> str:
    return f"({render_term(t)})"


def _natural(e: sympy.Expr) -> bool:
    e = sympy.expand(e)
    if e.is_Number:
        return bool(e >= 0 and e.is_integer)
    return all(
        c >= 0 and c.is_integer for c in sympy.Poly(e, *sorted(e.free_symbols, key=str)).coeffs()
    )


def _term(e: sympy.Expr, table: AtomTable, types: dict[str, Ty]) -> Term:
    """The ℕ term of the natural linear form ``e`` (in the table's variable symbols)."""
    back = {s: sympy.Symbol(n) for n, s in table.variables.items()}
    try:
        return _nat_linear(sympy.expand(e).subs(back), types)
    except ClosedFormError as err:
        raise ClosedProofError(str(err)) from err


def _atoms(t: Term, op: str) -> list[Term]:
    out: list[Term] = []
    for s in t.walk():
        if s.op == op and s not in out:
            out.append(s)
    return out


def closed_combination(lhs: Term, rhs: Term, K: Ty, types: dict[str, Ty]) -> Combination:
    """The linear-combination block proving ``lhs = rhs`` at ``K`` (module docstring); raises
    :class:`ClosedProofError` (or :class:`AtomError`) when it does not close."""
    table = AtomTable(K)
    target = sympy.expand(to_poly(lhs, table) - to_poly(rhs, table))
    facts: list[Fact] = []
    k = f"(α := {K})"
    for c in _atoms(Term("add", (lhs, rhs), K), "choose"):
        U, L = c.args
        x = table.atom(choose_atom(U, L, K))
        u, low = _linear(U, table), _linear(L, table)
        name = f"s{len(facts) + 1}"
        if _natural(u - low):
            C = _term(u - low, table, types)
            q = table.atom(factorial_atom(C, K)) * table.atom(factorial_atom(L, K))
            p = table.atom(factorial_atom(U, K))
            proof = f"Prover.cast_choose_mul_factorial {k} {_nat(U)} {_nat(L)} {_nat(C)} (by omega)"
        elif _natural(low - u - 1):
            T = _term(low - u - 1, table, types)
            q, p = sympy.Integer(1), sympy.Integer(0)
            proof = (
                f"Prover.cast_choose_eq_zero_of_eq_add {k} {_nat(U)} {_nat(L)} {_nat(T)} (by omega)"
            )
        else:
            pair = f"C({render_term(U)}, {render_term(L)})"
            raise ClosedProofError(f"{pair}: neither L ≤ U nor U < L")
        facts.append(Fact(name, proof, x, q, p))
    # casts whose value is known (`Nat.descFactorial U 2`, `Nat.ascFactorial U 2`, `2 ^ E - 1`)
    for atom, sym in list(table.atoms.values()):
        known = cast_fact(atom.kind, atom.args, K)
        if known is not None:
            proof, value = known
            fact = Fact(f"s{len(facts) + 1}", proof, sym, sympy.Integer(1), to_poly(value, table))
            facts.append(fact)
    # factorials: one atom per value (ring1 keys atoms by their terms)
    found: dict[sympy.Expr, tuple[Term, sympy.Symbol]] = {}
    for atom, sym in list(table.atoms.values()):
        if atom.kind != "factorial":
            continue
        (M,) = atom.args
        value = sympy.expand(_linear(M, table))
        if value not in found:
            found[value] = (M, sym)
            continue
        M0, sym0 = found[value]
        proof = f"Prover.cast_factorial_congr {k} {_nat(M0)} {_nat(M)} (by omega)"
        facts.append(Fact(f"s{len(facts) + 1}", proof, sym, sympy.Integer(1), sym0))
    el = eliminate(target, [(f.x, f.q, f.p) for f in facts])
    if el.remainder != 0:  # inverses; factorials a constant apart (factorial_steps.py)
        from wzprove.sketch.factorial_steps import inverse_facts, step_facts

        steps = inverse_facts(table, K, types, len(facts) + 1)
        steps += step_facts(table, K, types, len(facts) + len(steps) + 1)
        if steps:
            facts += steps
            el = eliminate(target, [(f.x, f.q, f.p) for f in facts])
    if el.remainder != 0 or not el.check([]):
        rest = factor(el.remainder)
        raise ClosedProofError(f"the factorials do not account for the identity (remainder {rest})")
    used = [(c, f) for c, f in zip(el.sparse, facts, strict=True) if c != 0]
    argument = " + ".join(f"{lean_text(c, table, types)} * {f.name}" for c, f in used) or "0"
    multiplier = " * ".join(
        lean_text(factor(m), table, types, expand=False) for m in el.multipliers
    )
    return Combination(tuple(f for _, f in used), multiplier, argument)


def closed_proof(identity: Identity) -> str:
    """The whole Lean file proving the closed-form identity ``identity`` (module docstring),
    replayed before it is returned.  Raises :class:`ClosedProofError`."""
    from wzprove.sketch.linear_common import check_replay, proof_header

    if identity.statement is None or identity.hypotheses or identity.relation != "eq":
        raise ClosedProofError("a statement without Lean text, with hypotheses, or not `=`")
    dom = identity.domain
    K: Ty = dom if dom in ("ℚ", "ℝ") else "ℚ"
    if dom == K:
        lhs, rhs, close = identity.lhs, identity.rhs, "exact key"
    elif dom in ("ℕ", "ℤ"):
        lhs, rhs = (push_casts(Term("cast", (s,), K)) for s in (identity.lhs, identity.rhs))
        close = "exact_mod_cast key"
    else:
        raise ClosedProofError(f"a statement in {dom}")
    types = {v.name: v.type for v in identity.variables}
    combo = closed_combination(lhs, rhs, K, types)
    body = [
        "/- wzprove proof (complete): a closed form; each binomial is tied to factorials by a",
        "   Prover lemma, the linear_combination was computed and checked exactly in Python and",
        "   replayed from this text; no Lean kernel has checked this file here. -/",
        f"have key : {render_term(lhs)} = {render_term(rhs)} := by",
        *(f"  {x}" for x in combo.lines(K)),
        close,
    ]
    header = proof_header(identity)
    statement = identity.statement.rstrip()
    text = header + statement + " := by\n" + "\n".join("  " + x for x in body) + "\n"
    check_replay(text, identity.name, allowed=("exact_mod_cast key",) if dom != K else ())
    if dom != K:
        _check_cast(text, identity, K)
    return text


def _check_cast(text: str, identity: Identity, K: Ty) -> None:
    """``exact_mod_cast key`` closes the ℕ / ℤ statement when ``key`` (re-read from ``text``)
    states the statement's sides cast into ``K`` with the casts pushed to the leaves."""
    start = text.index("  have key : ") + len("  have key : ")
    stated = text[start : text.index(" := by\n", start)]
    binders = " ".join(f"({v.name} : {v.type})" for v in identity.variables)
    (back,) = parse_text(f"theorem key_check {binders} : {stated}")
    want = [push_casts(Term("cast", (s,), K)) for s in (identity.lhs, identity.rhs)]
    read = back.identity
    if read is None or [read.lhs, read.rhs] != want:
        raise ClosedProofError("replay: `key` is not the statement cast with its casts pushed")

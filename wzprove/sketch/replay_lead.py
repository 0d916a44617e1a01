"""The ``vanishing`` and ``lead`` steps of :mod:`wzprove.sketch.replay`, kept apart so that
each module stays one job: a natural boundary (``Nat.choose_eq_zero_of_lt``) and a leading
coefficient that ``positivity`` proves nonzero after ``n := n0 + t``, a linear ℕ fact by
``omega`` (the step of an upper bound ``u n``), and the positivity facts ``0 < C(U, L)`` of a
linear-combination block (:func:`positivity_fact`).
"""

from __future__ import annotations

from collections.abc import Mapping

from wzprove.lean.lexer import Token
from wzprove.model.identity import Term, Ty
from wzprove.model.terms import show, substitute
from wzprove.sketch.replay_init import Reader
from wzprove.sketch.replay_steps import (
    Have,
    Omega,
    Unreadable,
    find_top,
    split_commas,
    vanishes,
    words,
)
from wzprove.sketch.ring_model import Atoms, positive, ring_poly


def vanishing_step(r: Reader, h: Have) -> None:
    """``intro``, ``rewrite [Nat.choose_eq_zero_of_lt (show U < L by omega)]``, ``simp``: each
    ``U < L`` follows from the hypotheses, and those binomials vanishing makes the left side
    0 (:func:`wzprove.sketch.replay_steps.vanishes`) and the right side 0 or, where it is not
    the numeral 0, 0 by the same zeros (a step outside its guard, :mod:`.step_cases`: ``simp``
    then closes ``0 = 0``)."""
    if h.rel != "=":
        raise Unreadable("a vanishing step proves `… = 0`", h.line)
    r.intro(h, h.tactics[0])
    script = [words(t) for t in h.tactics]
    if len(script) != 3 or script[2] != ["simp"] or script[1][:2] != ["rewrite", "["]:
        raise Unreadable(
            "expected `intro`, `rewrite [Nat.choose_eq_zero_of_lt (show U < L by omega)]`, `simp`",
            h.line,
        )
    rw = h.tactics[1]
    if rw[-1].text != "]":
        raise Unreadable("unclosed `rewrite [`", rw[0].line)
    zeros: list[Term] = []
    for item in split_commas(rw[2:-1]):
        if item[0].text != "Nat.choose_eq_zero_of_lt" or len(item) < 2:
            raise Unreadable(
                "expected `Nat.choose_eq_zero_of_lt (show U < L by omega)`", rw[0].line
            )
        g = item[1:]
        texts = [t.text for t in g]
        if texts[:2] != ["(", "show"] or texts[-3:] != ["by", "omega", ")"]:
            raise Unreadable("expected `(show U < L by omega)`", rw[0].line)
        stmt = r.parse(g[2:-3])
        if not (stmt.kind == "binop" and stmt.value == "<"):
            raise Unreadable("expected `show U < L`", rw[0].line)
        u, low, _ = r.elaborator(h.types).relation(stmt)
        ok, detail = Omega.of(h.hyps, h.types).proves("<", u, low)
        r.add(h.name, "side-condition", ok, detail, rw[0].line, f"{show(u)} < {show(low)}")
        zeros.append(Term("choose", (u, low), "ℕ"))
    ok = vanishes(h.lhs, zeros) and (h.rhs == Term.lit(0, h.ty) or vanishes(h.rhs, zeros))
    sides = "the left side" if h.rhs == Term.lit(0, h.ty) else "both sides"
    detail = "" if ok else f"{', '.join(map(show, zeros))} = 0 does not make {sides} 0"
    r.add(h.name, "vanishing", ok, detail, rw[0].line)


def lead_step(r: Reader, h: Have) -> None:
    """``a_J n ≠ 0``: optionally ``obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hn``, then
    ``rw [show A = P by push_cast <;> ring]`` (checked as a polynomial identity) and
    ``positivity`` (P positive as written); without the ``rw``, ``positivity`` on the goal's
    left side as written."""
    if not (h.rel == "≠" and h.rhs == Term.lit(0, h.ty)):
        raise Unreadable("a lead step proves `… ≠ 0`", h.line)
    hyp_names = r.intro(h, h.tactics[0])
    tactics = h.tactics[1:-1]
    target, types = h.lhs, dict(h.types)
    if tactics and words(tactics[0])[:1] == ["obtain"]:
        w = words(tactics[0])
        if (
            w[1:7] != ["⟨", w[2], ",", "rfl", "⟩", ":="]
            or w[7:8] != ["Nat.exists_eq_add_of_le"]
            or len(w) != 9
        ):
            raise Unreadable(
                "expected `obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hn`", tactics[0][0].line
            )
        t_name, hyp = w[2], w[8]
        if hyp not in hyp_names:
            raise Unreadable(f"`{hyp}` is not a hypothesis", tactics[0][0].line)
        le = h.hyps[hyp_names.index(hyp)]
        if le.op != "le" or le.args[1].op != "var" or le.args[1].value not in types:
            raise Unreadable(f"`{hyp}` is not `m ≤ n`", tactics[0][0].line)
        n = str(le.args[1].value)
        if t_name in types:
            raise Unreadable(f"`{t_name}` shadows a name", tactics[0][0].line)
        target = substitute(target, n, Term("add", (le.args[0], Term.var(t_name)), "ℕ"))
        del types[n]
        types[t_name] = "ℕ"
        tactics = tactics[1:]
    if not tactics:  # no rewrite: `positivity` on the goal's left side as written
        ok = positive(target)
        detail = "" if ok else f"positivity cannot prove {show(target)} ≠ 0"
        r.add(h.name, "positivity", ok, detail, h.tactics[-1][0].line, "positivity")
        return
    w = words(tactics[0]) if len(tactics) == 1 else []
    # `push_cast <;> ring`: `ring` runs only if `push_cast` left a goal
    cut = 7 if w[-7:] == ["by", "push_cast", "<", ";", ">", "ring", "]"] else 5
    tail_ok = cut == 7 or w[-5:] == ["by", "push_cast", ";", "ring", "]"]
    if w[:3] != ["rw", "[", "show"] or not tail_ok:
        raise Unreadable("expected `rw [show A = P by push_cast <;> ring]`, `positivity`", h.line)
    rw = tactics[0]
    stmt = r.parse(rw[3:-cut])
    if not (stmt.kind == "binop" and stmt.value == "="):
        raise Unreadable("expected `show A = P`", rw[0].line)
    a, pos, _ = r.elaborator(types).relation(stmt)
    if a != target:
        raise Unreadable(f"`rw` finds no `{show(a)}` in the goal `{show(target)}`", rw[0].line)
    atoms = Atoms()
    diff = ring_poly(a, atoms) - ring_poly(pos, atoms)
    detail = "" if diff.is_zero() else "A − P = " + diff.show(atoms.names)
    r.add(h.name, "lead", diff.is_zero(), detail, rw[0].line)
    ok = positive(pos)
    r.add(
        h.name,
        "positivity",
        ok,
        "" if ok else f"positivity cannot prove {show(pos)} ≠ 0",
        rw[0].line,
        "positivity",
    )


def omega_step(r: Reader, h: Have) -> None:
    """``intro …; omega`` for a linear ℕ fact (the step ``u (n + 1) = u n + c`` of an upper
    bound): checked by :class:`~wzprove.sketch.replay_steps.Omega` from the have's
    hypotheses (linear, every ℕ subtraction exact), as ``omega`` proves it."""
    if h.ty != "ℕ" or h.rel not in ("=", "<", "≤"):
        raise Unreadable("an `omega` step proves a linear ℕ fact", h.line)
    if h.variables or h.hyps:
        r.intro(h, h.tactics[0])
    ok, detail = Omega.of(list(h.hyps), h.types).proves(h.rel, h.lhs, h.rhs)
    r.add(h.name, "side-condition", ok, detail, h.tactics[-1][0].line)


#: the proof of a positivity fact, as words
POSITIVITY_PROOF = [
    *("Nat.cast_pos.mpr", "(", "Nat.choose_pos", "(", "by", "omega", ")", ")"),
]


def positivity_fact(
    r: Reader, h: Have, sname: str, toks: list[Token], types: Mapping[str, Ty], omega: Omega
) -> Term:
    """``have p : (0 : K) < ((Nat.choose U L : ℕ) : K) := Nat.cast_pos.mpr (Nat.choose_pos (by
    omega))`` inside a linear-combination block (Mathlib ``Nat.choose_pos : k ≤ n → 0 < choose
    n k``, ``Nat.cast_pos : (0 : α) < n ↔ 0 < n``): ``L ≤ U`` must follow from the block's
    hypotheses (a ``side-condition`` step named ``p``).  Returns the cast binomial, which the
    block's ``positivity`` calls may then take as positive (``positivity`` uses a hypothesis
    ``0 < e`` for an atom ``e``)."""
    line = toks[0].line
    j = find_top(toks, ":=", 3)
    if j is None or words(toks[j + 1 :]) != POSITIVITY_PROOF:
        raise Unreadable(
            "expected `have p : 0 < C := Nat.cast_pos.mpr (Nat.choose_pos (by omega))`", line
        )
    stmt = r.parse(toks[3:j])
    if not (stmt.kind == "binop" and stmt.value == "<"):
        raise Unreadable("a positivity fact is `0 < ((Nat.choose U L : ℕ) : K)`", line)
    zero, x, ty = r.elaborator(types).relation(stmt)
    if ty != h.ty or zero != Term.lit(0, ty):
        raise Unreadable(f"a positivity fact is `(0 : {h.ty}) < …`", line)
    if not (x.op == "cast" and x.args[0].op == "choose" and x.args[0].type == "ℕ"):
        raise Unreadable(f"a positivity fact about `{show(x)}`, not a cast binomial", line)
    upper, lower = x.args[0].args
    ok, detail = omega.proves("≤", lower, upper)
    r.add(h.name, "side-condition", ok, detail, line, sname)
    return x


def shown_positive(
    r: Reader,
    h: Have,
    step: str,
    group: list[Token],
    types: Mapping[str, Ty],
    known: Mapping[str, Term],
) -> Term:
    """``(show X ≠ 0 by positivity)``: check and return ``X`` (the ``known`` positivity
    facts' terms count as positive)."""
    texts = words(group)
    if texts[:2] != ["(", "show"] or texts[-3:] != ["by", "positivity", ")"]:
        raise Unreadable("expected `(show X ≠ 0 by positivity)`", group[0].line)
    stmt = r.parse(group[2:-3])
    if not (stmt.kind == "binop" and stmt.value == "≠"):
        raise Unreadable("expected `show X ≠ 0`", group[0].line)
    x, zero, ty = r.elaborator(types).relation(stmt)
    if zero != Term.lit(0, ty) or ty != h.ty:
        raise Unreadable(f"expected `show X ≠ 0` at type {h.ty}", group[0].line)
    ok = positive(x, frozenset(known.values()))
    detail = "" if ok else f"positivity cannot prove {show(x)} ≠ 0"
    r.add(h.name, "positivity", ok, detail, group[0].line, step)
    return x

"""The opening line of a proof whose variable's start was moved
(:mod:`wzprove.sketch.shift_start`), replayed for :mod:`wzprove.sketch.replay`.

``obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + c := ⟨x - c, by omega⟩`` before any ``have``: ``omega``
must prove ``x = x - c + c`` from the theorem's hypotheses (the subtraction exact, ``c ≤ x``
following from them); Lean's ``rfl`` pattern then substitutes ``x := x + c`` in the goal and
the hypotheses, ``x`` a new variable of the same name, and so does the replay: the closing
application is compared with the moved goal.  Checked as a step of the closing application
(:data:`~wzprove.sketch.replay_apply.CLOSING`), so that a proof whose opening does not replay
is not complete.  After a ``have`` the line is refused: ``subst`` would move that have's
statement too, which the replay has read unmoved.
"""

from __future__ import annotations

from typing import Protocol

from wzprove.lean.lexer import Token
from wzprove.model.identity import Term, Ty
from wzprove.model.terms import substitute
from wzprove.model.vocab import ReplayKind
from wzprove.sketch.replay_apply import CLOSING, Stmt
from wzprove.sketch.replay_steps import Omega, words

#: the opening's words, ``X``, ``T``, ``C`` standing for the variable, the bound name, the start
SHAPE = "obtain ⟨ X , rfl ⟩ : ∃ T : ℕ , X = T + C := ⟨ X - C , by omega ⟩".split()


class Opener(Protocol):
    """What :func:`moved_start` reads and moves in the replayer."""

    params: dict[str, Ty]
    stmts: dict[str, Stmt]
    goal: Stmt | str
    theorem_hyps: list[Term]
    named_hyps: dict[str, Term | None]

    def add(
        self, have: str, kind: ReplayKind, ok: bool, detail: str, line: int, step: str = ""
    ) -> None: ...


def moved_start(r: Opener, item: list[Token]) -> None:
    """Check the opening ``item`` (module docstring) and move ``r``'s goal and hypotheses."""
    w, line = words(item), item[0].line
    names: dict[str, str] = {}
    ok_shape = len(w) == len(SHAPE)
    for want, tok in zip(SHAPE, item, strict=False):
        if not ok_shape:
            break
        if want in ("X", "T", "C"):
            kind = "num" if want == "C" else "ident"
            ok_shape = tok.kind == kind and names.setdefault(want, tok.text) == tok.text
        else:
            ok_shape = tok.text == want
    x, t = names.get("X", ""), names.get("T", "")
    if not ok_shape or t == x or r.params.get(x) != "ℕ":
        why = "expected `obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + c := ⟨x - c, by omega⟩`"
        r.add(CLOSING, "unreadable", False, why, line, "obtain")
        return
    goal = r.goal
    if r.stmts or isinstance(goal, str):
        why = "an `obtain` after a `have`" if r.stmts else goal
        r.add(CLOSING, "unreadable", False, f"`obtain`: {why}", line, "obtain")
        return
    var, lit = Term.var(x), Term.lit(int(names["C"]))
    witness = Term("add", (Term("sub", (var, lit), "ℕ"), lit), "ℕ")
    ok, detail = Omega.of(r.theorem_hyps, r.params).proves("=", var, witness)
    r.add(CLOSING, "side-condition", ok, detail, line, "obtain")
    moved = Term("add", (var, lit), "ℕ")
    r.goal = Stmt(
        goal.vars,
        tuple(substitute(h, x, moved) for h in goal.hyps),
        goal.rel,
        substitute(goal.lhs, x, moved),
        substitute(goal.rhs, x, moved),
        goal.ty,
    )
    r.theorem_hyps = [substitute(h, x, moved) for h in r.theorem_hyps]
    r.named_hyps = {name: h and substitute(h, x, moved) for name, h in r.named_hyps.items()}

"""The opening lines of a complete proof, replayed for :mod:`wzprove.sketch.replay`: a start
moved past a pole (``obtain``, :mod:`.replay_open`) and a split on a parameter at 0
(:mod:`wzprove.sketch.param_zero`)::

    rcases Nat.eq_zero_or_pos x with rfl | hxpos
    · have hz : ∀ k : ℕ, F0 = 0 := by …
      have hr0 : ∀ n : ℕ, R0 = 0 := by …
      exact (Finset.sum_eq_zero (fun k _ => hz k)).trans (hr0 n).symm
    obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + 1 := ⟨x - 1, by omega⟩

Checked: ``x`` is a ℕ variable of the theorem and nothing has been stated before; the bullet
proves the goal with ``x := 0`` (what ``rfl`` substitutes): its ``have`` s replay as any other
(``vanishing``: each ``U < L`` by ``omega``, the binomial a factor of the left side), ``hz`` 's
left side is the sum's body (up to β and the index's name, :func:`~.replay_steps.normal`),
``hr0`` instantiated is the right side, both right sides ``0`` — then
``Finset.sum_eq_zero`` and ``Eq.trans`` / ``Eq.symm`` give the goal.  The ``have`` s of the
bullet are its own (forgotten after it, as Lean scopes them); every step the bullet adds must
replay, or the closing step fails.  After the bullet the goal is the theorem's with the
hypothesis ``0 < x`` (what ``rcases`` names), which the ``obtain`` then uses.
"""

from __future__ import annotations

from typing import Protocol

from wzprove.lean.lexer import LexError, Token, tokenize
from wzprove.lean.syntax import Syn
from wzprove.model.identity import Term, Ty
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError, SumBinder, show, substitute
from wzprove.model.vocab import ReplayKind
from wzprove.sketch.replay_apply import CLOSING, Stmt, closed_true, specialize
from wzprove.sketch.replay_open import moved_start
from wzprove.sketch.replay_steps import blocks, normal, words

#: the split's words, ``X`` and ``H`` standing for the variable and the hypothesis' name
SPLIT = "rcases Nat.eq_zero_or_pos X with rfl | H".split()


class Splitter(Protocol):
    """What the opening lines read and change in the replayer."""

    text: str
    params: dict[str, Ty]
    stmts: dict[str, Stmt]
    goal: Stmt | str
    theorem_hyps: list[Term]
    report: object

    def parse(self, toks: list[Token]) -> Syn: ...

    def elaborator(self, types: dict[str, Ty]) -> object: ...

    def _have(self, item: list[Token]) -> None: ...

    def add(
        self, have: str, kind: ReplayKind, ok: bool, detail: str, line: int, step: str = ""
    ) -> None: ...


#: the replayer's attribute that holds the goal of the ``x = 0`` bullet after the split
PENDING = "zero_case_goal"


def opening(r: Splitter, item: list[Token]) -> None:
    """An opening line: ``obtain``, ``rcases`` or the bullet after it (module docstring)."""
    first = item[0].text
    if first != "·" and getattr(r, PENDING, None) is not None:  # Lean is in the case x = 0
        why = "the split's case x = 0 must follow it as a bullet"
        r.add(CLOSING, "unreadable", False, why, item[0].line, first)
    elif first == "obtain":
        moved_start(r, item)  # type: ignore[arg-type]
    elif first == "rcases":
        _split(r, item)
    else:
        _zero_bullet(r, item)


def _split(r: Splitter, item: list[Token]) -> None:
    w, line = words(item), item[0].line
    x = w[2] if len(w) == len(SPLIT) else ""
    shape = len(w) == len(SPLIT) and all(
        a == b or (a in ("X", "H") and item[i].kind == "ident")
        for i, (a, b) in enumerate(zip(SPLIT, w, strict=True))
    )
    goal = r.goal
    if not shape or r.params.get(x) != "ℕ" or r.stmts or isinstance(goal, str):
        why = "expected `rcases Nat.eq_zero_or_pos x` before any `have`, x a ℕ variable"
        r.add(CLOSING, "unreadable", False, why, line, "rcases")
        return
    if not _bullet_next(r.text, item):
        why = "the split's case x = 0 must follow it as a bullet"
        r.add(CLOSING, "unreadable", False, why, line, "rcases")
        return
    zero = Term.lit(0, "ℕ")
    pending = Stmt(
        goal.vars,
        tuple(substitute(h, x, zero) for h in goal.hyps),
        goal.rel,
        substitute(goal.lhs, x, zero),
        substitute(goal.rhs, x, zero),
        goal.ty,
    )
    setattr(r, PENDING, pending)
    toks = [t for t in tokenize(f"0 < {x}", "<rcases>") if t.kind != "eof"]
    r.theorem_hyps = [*r.theorem_hyps, r.elaborator(r.params).prop(r.parse(toks))]  # type: ignore[attr-defined]
    r.add(CLOSING, "side-condition", True, "", line, "rcases")


def _bullet_next(text: str, item: list[Token]) -> bool:
    """Whether the line after ``item`` is a bullet ``·`` at its column (Lean's first goal,
    the case ``x = 0``, is closed there)."""
    try:
        rest = tokenize(text[item[-1].end :], "<rest>")
    except LexError:
        return False
    return rest[0].text == "·" and rest[0].column == item[0].column


def _zero_bullet(r: Splitter, item: list[Token]) -> None:
    line = item[0].line
    goal = getattr(r, PENDING, None)
    setattr(r, PENDING, None)
    if item[0].text != "·" or goal is None or len(item) < 2:
        r.add(CLOSING, "unreadable", False, "a bullet that is not the case x = 0", line, "x = 0")
        return
    if item[1].text == "rw":  # the case x = 0 of an `Ico` sum is the empty sum
        rw, *rest = blocks(item[1:])
        ok, why = _empty_ico(r, rw, goal)
        if ok and rest:  # `have hr0 : 0 = rhs(0) := by …` then `exact hr0`
            ok, why = _zero_value(r, rest, goal)
        elif ok and goal.rhs != Term.lit(0, goal.ty):
            ok, why = False, "the right side is not the numeral 0: `0 = rhs` needs its proof"
        r.add(CLOSING, "evaluation", ok, why, line, "x = 0")
        return
    steps: list = r.report.steps  # type: ignore[attr-defined]
    before = len(steps)
    subs = blocks(item[1:])
    names = []
    for sub in subs[:-1]:
        if sub[0].text != "have" or len(sub) < 2:
            r.add(CLOSING, "unreadable", False, "expected `have`s, then `exact`", line, "x = 0")
            return
        names.append(sub[1].text)
        r._have(sub)
    bad = [s for s in steps[before:] if not s.ok]
    ok, why = _closing(r, subs[-1], goal)
    if bad:
        ok, why = False, f"{bad[0].have}: {bad[0].detail}"
    for name in names:  # scoped to the bullet
        r.stmts.pop(name, None)
    r.add(CLOSING, "vanishing", ok, why, line, "x = 0")


def _closing(r: Splitter, toks: list[Token], goal: Stmt) -> tuple[bool, str]:
    """``exact (Finset.sum_eq_zero (fun k _ => hz k)).trans (hr0 a …).symm`` against ``goal``."""
    w = words(toks)
    head = ["exact", "(", "Finset.sum_eq_zero", "(", "fun"]
    if len(w) < 19 or w[:5] != head or w[6:8] != ["_", "=>"] or w[-3:] != [")", ".", "symm"]:
        return False, "expected `exact (Finset.sum_eq_zero (fun k _ => hz k)).trans (hr0 …).symm`"
    k, hz = w[5], w[8]
    if w[9:15] != [k, ")", ")", ".", "trans", "("] or w[15] not in r.stmts or hz not in r.stmts:
        return False, "expected `(fun k _ => hz k)).trans (hr0 …)` with hz, hr0 stated above"
    args = toks[16:-3]
    if any(t.kind != "ident" or r.params.get(t.text) != "ℕ" for t in args):
        return False, "the arguments of hr0 are ℕ variables of the theorem"
    hr0 = specialize(r.stmts[w[15]], [Term.var(t.text, "ℕ") for t in args])
    z = r.stmts[hz]
    lhs = goal.lhs
    if not (lhs.op == "sum" and isinstance(lhs.value, SumBinder) and goal.rel == "="):
        return False, "the goal is not `∑ … = …`"
    zero = Term.lit(0, goal.ty)
    if len(z.vars) != 1 or z.hyps or hr0.vars or hr0.hyps or {z.rhs, hr0.rhs} != {zero}:
        return False, "hz is `∀ k, … = 0`, hr0 instantiated `… = 0`"
    body = substitute(lhs.args[2], lhs.value.index, Term.var(k, "ℕ"))
    if normal(body) != normal(substitute(z.lhs, z.vars[0], Term.var(k, "ℕ"))):
        return False, "hz's left side is not the sum's body"
    if normal(hr0.lhs) != normal(goal.rhs) or (z.ty, hr0.ty) != (goal.ty, goal.ty):
        return False, "hr0's left side is not the right side"
    return True, ""


#: the empty-sum bullet's words (:func:`wzprove.sketch.param_zero.empty_ico_branch`), ``X``
#: standing for the tokens of ``hi ≤ lo``
EMPTY = "rw [ Finset.Ico_eq_empty_of_le ( show X by norm_num ) , Finset.sum_empty ]".split()


def _empty_ico(r: Splitter, toks: list[Token], goal: Stmt) -> tuple[bool, str]:
    """``rw [Finset.Ico_eq_empty_of_le (show hi ≤ lo by norm_num), Finset.sum_empty]``
    against ``goal`` (the theorem's at ``x = 0``): its left side is ``∑ k ∈ Ico lo hi, …``
    with exactly these bounds (``rw`` rewrites that instance), ``hi ≤ lo`` is a true closed
    proposition (what ``norm_num`` proves; Mathlib ``Finset.Ico_eq_empty_of_le`` then gives
    ``Ico lo hi = ∅``, ``Finset.sum_empty`` the sum ``0``), and the right side is closed and
    evaluates exactly to 0 under Lean's semantics (the equation ``0 = rhs`` that is left is
    :func:`_zero_value`'s, or ``rw`` closes it where ``rhs`` is the numeral ``0``)."""
    w = words(toks)
    head, tail = EMPTY[:5], EMPTY[6:]
    by = w.index("by") if "by" in w else -1
    lhs = goal.lhs
    if by < 6 or w[:5] != head or w[by : by + len(tail)] != tail:
        return False, "expected `rw [Finset.Ico_eq_empty_of_le (show hi ≤ lo by norm_num), …]`"
    if w[by + len(tail) :]:
        return False, "expected nothing after the `rw` on its line"
    if not (lhs.op == "sum" and isinstance(lhs.value, SumBinder) and lhs.value.kind == "Ico"):
        return False, "the goal's left side is not an Ico sum"
    if goal.vars or goal.hyps or goal.rel != "=":
        return False, "the goal at x = 0 is not a closed equation"
    prop = r.elaborator(r.params).prop(r.parse(toks[5:by]))  # type: ignore[attr-defined]
    lo, hi = lhs.args[:2]
    if prop.op != "le" or prop.args != (hi, lo):
        return False, f"the `show` is not `{show(hi)} ≤ {show(lo)}` (the goal's Ico bounds)"
    if not closed_true(prop):
        return False, f"{show(prop)} is not a true closed proposition"
    rhs = goal.rhs
    if rhs.free_vars():
        return False, "the right side at x = 0 is not closed"
    try:
        value = evaluate(rhs, {})
    except EvaluationError as err:
        return False, f"the right side at x = 0 does not evaluate: {err}"
    if value != 0:
        return False, f"the right side at x = 0 is {value}, not the empty sum's 0"
    return True, ""


def _zero_value(r: Splitter, rest: list[list[Token]], goal: Stmt) -> tuple[bool, str]:
    """``have hr0 : (0 : K) = rhs := by …`` (replayed as any block: a linear combination
    whose value facts are each evaluated) and ``exact hr0``, closing ``0 = rhs`` (the goal
    after the empty sum's ``rw``): the have's left side is the numeral ``0`` and its right
    side the goal's; the have is scoped to the bullet."""
    if len(rest) != 2 or rest[0][0].text != "have" or len(rest[0]) < 2:
        return False, "expected `have hr0 : 0 = rhs := by …`, then `exact hr0`"
    name = rest[0][1].text
    steps: list = r.report.steps  # type: ignore[attr-defined]
    before = len(steps)
    r._have(rest[0])
    bad = [s for s in steps[before:] if not s.ok]
    stmt = r.stmts.pop(name, None)
    if bad:
        return False, f"{bad[0].have}: {bad[0].detail}"
    if words(rest[1]) != ["exact", name] or stmt is None:
        return False, f"expected `exact {name}` after it"
    zero = Term.lit(0, goal.ty)
    if stmt.vars or stmt.hyps or stmt.rel != "=" or stmt.ty != goal.ty or stmt.lhs != zero:
        return False, f"{name} is not a closed `0 = …` at {goal.ty}"
    if normal(stmt.rhs) != normal(goal.rhs):
        return False, f"{name}'s right side is not the goal's right side at x = 0"
    return True, ""

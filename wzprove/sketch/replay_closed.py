"""Replay of a closed sum's proof (:mod:`wzprove.sketch.complete_eval`)::

    have hval : ∑ k ∈ Finset.range N, F k = r := by
      rw [Finset.sum_range_succ, …, Finset.sum_range_one]
      <a linear-combination block>
    exact hval

:func:`closed_sum` checks the block: a numeral ``N``, exactly ``N - 1`` rewrites by
``Finset.sum_range_succ`` then one by ``Finset.sum_range_one`` (the goal they leave is ``F 0 +
… + F (N - 1) = r``, :func:`wzprove.sketch.replay_init.range_rewrites`), the
linear-combination block against that goal, and the equation evaluated exactly.
:func:`exact_have` checks the closing ``exact hval``: the have's statement is the theorem's
(:func:`wzprove.sketch.replay_apply.compare`), a step of kind ``application`` on
:data:`~wzprove.sketch.replay_apply.CLOSING`.
"""

from __future__ import annotations

from wzprove.lean.lexer import Token
from wzprove.model.identity import Term
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError, SumBinder, show
from wzprove.sketch.replay_apply import CLOSING, compare
from wzprove.sketch.replay_init import MAX_ARGUMENT, range_rewrites, shown_goal
from wzprove.sketch.replay_reader import Reader
from wzprove.sketch.replay_steps import Have, Unreadable, split_commas, words

__all__ = ["closed_sum", "exact_have"]


def is_closed_sum(h: Have) -> bool:
    """Whether ``h`` has the shape of a closed sum's block (no ∀, no hypothesis, ``rw``
    first)."""
    return not h.variables and not h.hyps and words(h.tactics[0])[:2] == ["rw", "["]


def closed_sum(r: Reader, h: Have) -> None:
    """Check a closed sum's block (module docstring); raises :class:`Unreadable` for any
    other shape."""
    lhs, line = h.lhs, h.line
    binder = lhs.value
    if h.rel != "=" or h.ty not in ("ℤ", "ℚ", "ℝ"):
        raise Unreadable("a closed sum's equation is in ℤ, ℚ or ℝ", line)
    if lhs.op != "sum" or not isinstance(binder, SumBinder) or binder.kind != "range":
        raise Unreadable("the left side is not `∑ k ∈ Finset.range N, …`", line)
    lo, hi, body = lhs.args
    if lo != Term.lit(0) or hi.op != "lit" or not 1 <= int(hi.value) <= MAX_ARGUMENT:  # type: ignore[arg-type]
        raise Unreadable("the left side is not `∑ k ∈ Finset.range N, …` with 1 ≤ N", line)
    if binder.index_type != "ℕ":
        raise Unreadable("the sum's index is not a natural number", line)
    m = int(hi.value) - 1  # type: ignore[arg-type]
    # the goal `rw` leaves: the sum written as over `range (m + 1)` (`N` is `m + 1` by
    # Lean's numeral unification), m rewrites by sum_range_succ, one by sum_range_one
    shown = Term("sum", (lo, Term("add", (Term.lit(m), Term.lit(1)), "ℕ"), body), lhs.type, binder)
    count, goal = shown_goal(shown, h.rhs, line)
    rw = h.tactics[0]
    want = range_rewrites(count)
    if rw[-1].text != "]" or [words(x) for x in split_commas(rw[2:-1])] != [[w] for w in want]:
        raise Unreadable(f"expected `rw [{', '.join(want)}]`", rw[0].line, "evaluation")
    r.combination(h, goal, h.tactics[1:], h.types, "closed sum")
    try:
        ok = evaluate(Term("eq", (h.lhs, h.rhs), "Prop"), {}) is True
        detail = "" if ok else f"{show(h.lhs)} ≠ {show(h.rhs)}"
    except EvaluationError as e:
        ok, detail = False, f"cannot evaluate: {e}"
    r.add(h.name, "evaluation", ok, detail, line, "value")


def exact_have(r: Reader, item: list[Token]) -> bool:
    """``exact NAME`` for a have read before: check its statement against the theorem's
    (the goal, moved by an opening ``obtain`` where there is one); whether ``item`` was
    one."""
    w = words(item)
    if len(w) != 2 or w[0] != "exact" or w[1] not in r.stmts:
        return False
    line = item[0].line
    if isinstance(r.goal, str):
        r.add(CLOSING, "application", False, f"the goal is not known: {r.goal}", line, "goal")
        return True
    detail = compare(r.goal, r.stmts[w[1]])
    r.add(CLOSING, "application", not detail, f"`{w[1]}`: {detail}" if detail else "", line, "goal")
    return True

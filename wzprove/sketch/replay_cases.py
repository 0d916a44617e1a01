"""The replay of a step proved by two cases (:mod:`wzprove.sketch.step_cases`)::

    have hct : ∀ n k : ℕ, k < n → STEP := by
      intro n k hk
      rcases Nat.lt_or_ge (A) (B) with hc | hc
      · exact hcase1 n k hk hc
      · exact hcase2 n k hk hc

``Nat.lt_or_ge`` (Lean core: ``a < b ∨ a ≥ b``) gives ``hc : A < B`` in the first bullet and
``hc : A ≥ B`` (that is ``B ≤ A``) in the second.  Checked, each a step of kind
``application``: each bullet's lemma is an earlier have of this proof (its own block replays
it), its arguments are the block's variables, then the block's hypothesis names, then the
case's ``hc``, and its statement so instantiated is exactly the block's — the same
hypotheses, then the case's hypothesis, then the same equation (structurally, as ``exact``
needs it up to the defeq ``A ≥ B`` = ``B ≤ A``).  Anything else is :class:`Unreadable`.
"""

from __future__ import annotations

from typing import Any

from wzprove.model.identity import Term
from wzprove.model.terms import show
from wzprove.sketch.replay_apply import specialize
from wzprove.sketch.replay_steps import (
    Have,
    Unreadable,
    bounds,
    find_top,
    parse_lemma_call,
    words,
)


def is_cases(h: Have) -> bool:
    """Whether the script of ``h`` opens its cases by ``rcases Nat.lt_or_ge``."""
    return any(words(t)[:2] == ["rcases", "Nat.lt_or_ge"] for t in h.tactics)


def cases_step(r: Any, h: Have) -> None:
    """Check the block ``h`` (module docstring); ``r`` is the :class:`~.replay.Reader`."""
    hyp_names = r.intro(h, h.tactics[0])
    if len(h.tactics) != 4:
        raise Unreadable("expected `intro`, `rcases Nat.lt_or_ge`, two `· exact` bullets", h.line)
    rc = h.tactics[1]
    j = find_top(rc, "with", 2)
    if words(rc)[:2] != ["rcases", "Nat.lt_or_ge"] or j is None:
        raise Unreadable("expected `rcases Nat.lt_or_ge (A) (B) with h | h`", rc[0].line)
    _, named, args = parse_lemma_call(rc[1:j])
    pattern = words(rc[j + 1 :])
    if named or len(args) != 2 or len(pattern) != 3 or pattern[1] != "|":
        raise Unreadable("expected `rcases Nat.lt_or_ge (A) (B) with h | h`", rc[0].line)
    a, b = (r.term(g, h.types, "ℕ") for g in args)
    cases = (("lt", a, b), ("le", b, a))
    for bullet, case, hc in zip(h.tactics[2:], cases, (pattern[0], pattern[2]), strict=True):
        _bullet(r, h, bullet, case, hyp_names + [hc])


def _bullet(r: Any, h: Have, toks: list, case: tuple[str, Term, Term], names: list[str]) -> None:
    """``· exact NAME vars hyps hc``: the instantiated statement of ``NAME`` is the block's
    goal under its hypotheses and the case's."""
    line = toks[0].line
    w = words(toks)
    if w[:2] != ["·", "exact"] or len(w) < 3:
        raise Unreadable("expected `· exact NAME …`", line)
    head = w[2]
    st = r.stmts.get(head)
    if st is None or head == h.name:
        raise Unreadable(f"`{head}` is not an earlier have", line)
    want = [v for v, _ in h.variables] + names
    if w[3:] != want or len(st.vars) != len(h.variables) or len(st.hyps) != len(names):
        raise Unreadable(f"expected `exact {head} {' '.join(want)}`", line)
    inst = specialize(st, [Term.var(v) for v, _ in h.variables])
    same = (
        inst.rel == h.rel
        and inst.ty == h.ty
        and inst.lhs == h.lhs
        and inst.rhs == h.rhs
        and list(inst.hyps[:-1]) == list(h.hyps)
        and bounds(inst.hyps[-1]) == [case]
    )
    op, x, y = case
    detail = (
        ""
        if same
        else (
            f"`{head}` is not the step under its hypotheses and "
            f"{show(x)} {'<' if op == 'lt' else '≤'} {show(y)}"
        )
    )
    r.add(h.name, "application", same, detail, line, head)

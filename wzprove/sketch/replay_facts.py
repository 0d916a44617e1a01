"""The replay of a fact that instantiates an earlier ``have`` of the same proof: ``have s :=
hratio1 n k (by omega)`` (the ratio facts of :mod:`wzprove.sketch.ratio_split`).

The earlier ``have``'s statement ``∀ x₁ … xₘ : ℕ, h₁ → … → hⱼ → lhs = rhs`` is the one the
replay read (its own proof is replayed as its own block; where it fails, the proof writer
leaves it a named ``sorry`` and the proof is not complete).  Here the first ``m`` arguments
are ℕ terms, each further one ``(by omega)``: every instantiated hypothesis must follow from
the current block's hypotheses (:class:`~wzprove.sketch.replay_steps.Omega`), each checked as
a ``side-condition`` step.  The fact is the instantiated equation.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wzprove.lean.lexer import Token
from wzprove.model.identity import Term, Ty
from wzprove.sketch.replay_apply import Stmt, application, specialize
from wzprove.sketch.replay_reader import Reader
from wzprove.sketch.replay_steps import Have, Omega, Unreadable, bounds

#: ``bounds`` relation → ``Omega.proves`` operator
_OPS = {"lt": "<", "le": "≤", "eq": "="}


def earlier_fact(
    r: Reader,
    h: Have,
    sname: str,
    st: Stmt,
    named: Mapping[str, str],
    args: list[list[Token]],
    types: Mapping[str, Ty],
    omega: Omega,
    line: int,
) -> tuple[Term, Term]:
    """The equation of ``have sname := HEAD args`` with ``HEAD``'s statement ``st``."""
    if named or st.rel != "=" or st.ty != h.ty:
        raise Unreadable(f"`{sname}`: an earlier fact must be an equation at {h.ty}", line)
    if len(args) != len(st.vars) + len(st.hyps):
        raise Unreadable(f"`{sname}`: expected {len(st.vars)} terms and the hypotheses", line)
    values = [r.term(a, types, "ℕ") for a in args[: len(st.vars)]]
    inst = specialize(st, values)
    for hyp, arg in zip(inst.hyps, args[len(st.vars) :], strict=True):
        if [t.text for t in arg] != ["(", "by", "omega", ")"]:
            raise Unreadable(f"`{sname}`: a hypothesis argument is not `(by omega)`", line)
        parts = bounds(hyp)
        if not parts:
            raise Unreadable(f"`{sname}`: the hypothesis is not linear ℕ arithmetic", line)
        for op, a, b in parts:
            ok, detail = omega.proves(_OPS[op], a, b)
            r.add(h.name, "side-condition", ok, detail, line, sname)
    return inst.lhs, inst.rhs


def closing_have(
    r: Any,
    name: str,
    value: list[Token],
    goal: Stmt | str,
    types: Mapping[str, Ty],
    prover_dir: Path | None = None,
) -> None:
    """:func:`~wzprove.sketch.replay_apply.application` for ``have name : goal := value``
    (``value`` a closing theorem applied); where every step of it replayed, ``goal`` becomes a
    fact that later blocks may name (``have s1 := hts``: :func:`earlier_fact`)."""
    before = len(r.report.steps)
    application(r, value, goal, types, prover_dir)
    if isinstance(goal, Stmt) and all(s.ok for s in r.report.steps[before:]):
        r.stmts[name] = goal

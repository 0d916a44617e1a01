"""Replay of a vanishing fact inside a linear-combination block (written by
:mod:`wzprove.sketch.vanish`)::

    have z1 : X * (Q) = 0 := by
      by_cases h : U < L
      · rw [Nat.choose_eq_zero_of_lt h, Nat.cast_zero, zero_mul]
      · obtain rfl | rfl : v = c₁ ∨ v = c₂ := by omega
        all_goals norm_num

(``X = 0``, ``Nat.cast_zero]`` and ``· omega`` when there is no point).  Checked, from the
text alone: ``X`` is the cast of ``Nat.choose U L`` with ``U``, ``L`` sums and products of
numerals and one ℕ variable ``v`` (no subtraction), ``L - U = α·v + β`` with ``α > 0`` or
``α = 0 < β`` (so
``U < L`` and ``X = 0`` for ``v > ⌊-β/α⌋``, Mathlib's ``Nat.choose_eq_zero_of_lt``); for
every ``v`` from ``0`` to ``⌊-β/α⌋`` that the block's hypotheses in ``v`` allow, the left
side evaluates exactly to ``0`` under Lean's semantics, and those ``v`` are exactly the
points of the ``obtain``; the tactic words are the ones above, the bullets on their own
lines.  A false fact is a failing step (kind ``vanishing``), another shape is
:class:`~wzprove.sketch.replay_steps.Unreadable`.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from wzprove.lean.lexer import Token
from wzprove.model.identity import Term, Ty
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError, show
from wzprove.sketch.replay_steps import Have, Unreadable, find_top, words

#: the largest ``⌊-β/α⌋`` read (the points are evaluated one by one)
MAX_TOP = 64


def _linear(t: Term, line: int) -> bool:
    """Only numerals, variables, ``+`` and ``*`` (no truncating subtraction)."""
    if t.op in ("lit", "var"):
        return True
    if t.op in ("add", "mul"):
        return all(_linear(a, line) for a in t.args)
    raise Unreadable(f"`{show(t)}` in a vanishing binomial is not a sum of products", line)


def _affine(t: Term, v: str, line: int) -> tuple[Fraction, Fraction]:
    """``(a, b)`` with ``t = a·v + b`` exactly (``t`` read by :func:`_linear`); a product of
    two terms in ``v`` is :class:`Unreadable`."""
    if t.op == "lit":
        return Fraction(0), Fraction(t.value)  # type: ignore[arg-type]
    if t.op == "var":
        return (Fraction(1), Fraction(0)) if t.value == v else _affine_fail(t, line)
    (a1, b1), (a2, b2) = (_affine(x, v, line) for x in t.args)
    if t.op == "add":
        return a1 + a2, b1 + b2
    if a1 and a2:
        raise Unreadable(f"`{show(t)}` in a vanishing binomial is not linear", line)
    return a1 * b2 + a2 * b1, b1 * b2


def _affine_fail(t: Term, line: int) -> tuple[Fraction, Fraction]:
    raise Unreadable(f"`{show(t)}`: a second variable in a vanishing binomial", line)


def _value(t: Term, env: Mapping[str, int], line: int) -> Fraction:
    try:
        v = evaluate(t, env)
    except EvaluationError as e:
        raise Unreadable(f"cannot evaluate `{show(t)}`: {e}", line) from e
    assert isinstance(v, Fraction)
    return v


def zero_fact(
    r: Any, h: Have, sname: str, toks: list[Token], types: Mapping[str, Ty]
) -> tuple[Term, Term]:
    """Check the vanishing fact ``toks`` (module docstring) and return its equation."""
    line = toks[0].line
    j = find_top(toks, ":=", 3)
    if j is None:
        raise Unreadable("expected `have z : X * Q = 0 := by …`", line)
    lhs, rhs, ty = r.elaborator(types).relation(r.parse(toks[3:j]))
    if ty != h.ty or rhs != Term.lit(0, ty):
        raise Unreadable("a vanishing fact is `X * Q = 0` at the goal's type", line)
    X = lhs.args[0] if lhs.op == "mul" else lhs
    if X.op != "cast" or X.args[0].op != "choose":
        raise Unreadable("the vanishing fact's factor is not the cast of a `Nat.choose`", line)
    U, L = X.args[0].args
    _linear(U, line)
    _linear(L, line)
    names = U.free_vars() | L.free_vars() | lhs.free_vars()
    if len(names) != 1:
        raise Unreadable("a vanishing fact in more than one variable", line)
    (v,) = names
    (aL, bL), (aU, bU) = _affine(L, v, line), _affine(U, v, line)
    alpha, beta = aL - aU, bL - bU
    if alpha < 0 or (alpha == 0 and beta <= 0) or (alpha > 0 and -beta / alpha > MAX_TOP):
        raise Unreadable("the binomial's lower argument does not pass the upper one", line)
    top = int(-beta // alpha) if alpha else -1  # U < L exactly when v > top
    hyps = [p for p in h.hyps if p.free_vars() <= {v}]
    points = []
    for c in range(0, top + 1):
        if all(evaluate(p, {v: c}) for p in hyps):
            points.append(c)
            if _value(lhs, {v: c}, line) != 0:
                r.add(h.name, "vanishing", False, f"{sname}: {show(lhs)} ≠ 0 at {v} = {c}", line)
                return lhs, rhs
    if (lhs.op == "mul") != bool(points):
        raise Unreadable("a vanishing fact with points is `X * Q = 0`, without `X = 0`", line)
    _check_words(toks[j + 1 :], toks, U, L, v, points, r, types, line)
    r.add(h.name, "vanishing", True, "", line, sname)
    return lhs, rhs


def _check_words(
    proof: list[Token],
    toks: list[Token],
    U: Term,
    L: Term,
    v: str,
    points: list[int],
    r: Any,
    types: Mapping[str, Ty],
    line: int,
) -> None:
    """The proof is the case split of the module docstring, bullets on their own lines."""
    w = words(proof)
    if w[:5] != ["by", "by_cases", "h", ":", w[4]] or "<" not in w:
        raise Unreadable("expected `by by_cases h : U < L`", line)
    lt = w.index("<")
    dot = w.index("·")
    split_u = r.term(proof[4:lt], types, "ℕ")
    split_l = r.term(proof[lt + 1 : dot], types, "ℕ")
    if (split_u, split_l) != (U, L):
        raise Unreadable("the case split is not on the binomial's arguments", line)
    rest = w[dot:]
    if not points:
        want = ["·", "rw", "[", "Nat.choose_eq_zero_of_lt", "h", ",", "Nat.cast_zero", "]"]
        want += ["·", "omega"]
    else:
        want = ["·", "rw", "[", "Nat.choose_eq_zero_of_lt", "h", ",", "Nat.cast_zero", ","]
        want += ["zero_mul", "]", "·", "obtain", *" | ".join(["rfl"] * len(points)).split()]
        want += [":"]
        for i, c in enumerate(points):
            want += (["∨"] if i else []) + [v, "=", str(c)]
        want += [":=", "by", "omega"]
        want += ["all_goals", "norm_num"] if len(points) > 1 else ["norm_num"]
    if rest != want:
        raise Unreadable(f"expected the case split `{' '.join(want)}`", line)
    by_line: dict[int, list[str]] = {}
    for t in proof:
        by_line.setdefault(t.line, []).append(t.text)
    heads = [ws[0] for ln, ws in sorted(by_line.items()) if ln != toks[0].line]
    want_heads = ["by_cases", "·", "·"] + (
        ["all_goals" if len(points) > 1 else "norm_num"] if points else []
    )
    if proof[0].line != toks[0].line or heads != want_heads:
        raise Unreadable("each case of a vanishing fact starts its own line", line)

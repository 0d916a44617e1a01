"""The ``evaluation`` blocks and value facts of :mod:`wzprove.sketch.replay`: the
``interval_cases`` blocks (:func:`evaluation`, both the hand-written shape with ``decide``
facts and the compiler's initial-value bullets), what the goal of one bullet is after
``rw [Finset.sum_range_succ, …]``, and whether a value fact (a closed ``Nat.choose`` /
``Nat.factorial`` / numeral power at its value) holds (:func:`value_fact`).

The proof compiler (:func:`wzprove.sketch.complete._init`) writes ``hinit`` as::

    have hinit : ∀ i : ℕ, i < B → ∑ k ∈ Finset.range (i + 1), F i k = r i := by
      intro i hi
      interval_cases i
      · rw [Finset.sum_range_one]
        <a linear-combination block>
      · rw [Finset.sum_range_succ, Finset.sum_range_one]
        …

After ``interval_cases i`` the goal of bullet ``i = v`` is the statement at ``i := v``;
``Finset.sum_range_succ`` (``∑ x ∈ range (n + 1), f x = ∑ x ∈ range n, f x + f n``, Mathlib
``Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean``) ``v`` times and ``Finset.sum_range_one``
(``∑ k ∈ range 1, f k = f 0``, same file) leave ``F v 0 + F v 1 + … + F v v = r v``
(left-associated; no ``0 + x`` is ever produced, so no ``zero_add`` that could rewrite a ``0 +
x`` elsewhere).  :func:`bullet_goal` builds that goal, and refuses (:class:`Unreadable`) when
another subterm could be rewritten too: a second big operator.

A value fact is one of::

    have e : ((Nat.choose A B : ℕ) : K) = (V : K) := by
      exact_mod_cast (show Nat.choose (A) (B) = V by decide)
    have e : ((Nat.factorial A : ℕ) : K) = (V : K) := by
      exact_mod_cast (show Nat.factorial (A) = V by decide)
    have e : (c : K) ^ (E) = (V : K) := by norm_num

(each written on one line by the compiler).
:func:`nat_value_fact` and :func:`pow_value_fact` check them exactly: the arguments are closed,
the value is right, and the stated atom is the cast of exactly the ``show`` 's term.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from wzprove.lean.lexer import Token
from wzprove.model.identity import Term, Ty
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError, SumBinder, show, substitute
from wzprove.sketch.replay_apply import Stmt, application
from wzprove.sketch.replay_reader import Reader
from wzprove.sketch.replay_steps import (
    Have,
    Unreadable,
    bounds,
    drop_add_zero,
    find_top,
    normal,
    split_commas,
    split_tactics,
    words,
)
from wzprove.sketch.replay_vanish import zero_fact

__all__ = [
    "Reader",
    "bullet_goal",
    "evaluation",
    "nat_value_fact",
    "pow_value_fact",
    "range_rewrites",
    "value_fact",
]


#: closed arguments above this are not evaluated (``decide`` would not finish either)
MAX_ARGUMENT = 200
#: the largest upper argument of a ``Nat.choose`` value fact proved by ``decide``: the kernel
#: unfolds Pascal's recursion (``choose (n+1) (k+1) = choose n k + choose n (k+1)``), so a
#: larger one may not finish (a Lean reviewer's point, /work/scratch/review9.md)
MAX_DECIDE_CHOOSE = 30


def range_rewrites(value: int) -> list[str]:
    """The lemmas of the bullet ``i = value``'s ``rw [...]``, in order."""
    return ["Finset.sum_range_succ"] * value + ["Finset.sum_range_one"]


def bullet_goal(lhs: Term, rhs: Term, i: str, value: int, line: int) -> tuple[Term, Term]:
    """The goal ``F v 0 + … + F v v = r v`` of bullet ``i = v`` (``v = value``) of the
    statement ``lhs = rhs`` with ``lhs = ∑ k ∈ Finset.range (i + 1), F i k`` (module
    docstring).  Raises :class:`Unreadable` for any other left side."""
    binder = lhs.value
    if lhs.op != "sum" or not isinstance(binder, SumBinder):
        raise Unreadable("the left side is not `∑ k ∈ Finset.range (i + 1), …`", line)
    lo, hi, body = lhs.args
    if (
        binder.kind != "range"
        or binder.index_type != "ℕ"
        or lo != Term.lit(0)
        or hi != Term("add", (Term.var(i), Term.lit(1)), "ℕ")
        or binder.index == i
    ):
        raise Unreadable(f"the left side is not `∑ k ∈ Finset.range ({i} + 1), …`", line)
    at_i = substitute(body, i, Term.lit(value))
    return _written_out(binder.index, at_i, value, substitute(rhs, i, Term.lit(value)), line)


def shown_goal(lhs: Term, rhs: Term, line: int) -> tuple[int, tuple[Term, Term]]:
    """``(m, goal)`` for a bullet that states its goal as ``show ∑ k ∈ Finset.range (m + 1),
    body = rhs`` with a numeral ``m`` (an upper bound ``u i`` at its value): the goal ``body
    0 + … + body m = rhs`` that ``m`` rewrites by ``Finset.sum_range_succ`` and one by
    ``Finset.sum_range_one`` leave.  Raises :class:`Unreadable` for another shape."""
    binder = lhs.value
    if lhs.op != "sum" or not isinstance(binder, SumBinder):
        raise Unreadable("the shown left side is not `∑ k ∈ Finset.range (m + 1), …`", line)
    lo, hi, body = lhs.args
    if (
        binder.kind != "range"
        or binder.index_type != "ℕ"
        or lo != Term.lit(0)
        or hi.op != "add"
        or hi.args[0].op != "lit"
        or hi.args[1] != Term.lit(1)
    ):
        raise Unreadable("the shown left side is not `∑ k ∈ Finset.range (m + 1), …`", line)
    m = int(hi.args[0].value)  # type: ignore[arg-type]
    if not 0 <= m <= MAX_ARGUMENT:
        raise Unreadable(f"the shown range has {m + 1} terms", line)
    return m, _written_out(binder.index, body, m, rhs, line)


def _written_out(k: str, body: Term, m: int, rhs: Term, line: int) -> tuple[Term, Term]:
    """``body[k := 0] + … + body[k := m] = rhs`` (left-associated), refusing a second big
    operator (``rw`` might rewrite it)."""
    parts = [substitute(body, k, Term.lit(kv)) for kv in range(m + 1)]
    goal_rhs = rhs
    for t in [*parts, goal_rhs]:
        for sub in t.walk():
            if sub.op in ("sum", "prod"):
                raise Unreadable("a big operator besides the sum: `rw` might rewrite it", line)
    goal_lhs = parts[0]
    for p in parts[1:]:
        goal_lhs = Term("add", (goal_lhs, p), body.type)
    return goal_lhs, goal_rhs


def _closed_nat(t: Term, what: str, line: int) -> int:
    """The value of the closed ℕ term ``t``, at most :data:`MAX_ARGUMENT`."""
    if t.free_vars() or t.type != "ℕ":
        raise Unreadable(f"{what} `{show(t)}` is not a closed ℕ term", line)
    try:
        v = evaluate(t, {})
    except EvaluationError as e:
        raise Unreadable(f"cannot evaluate {what} `{show(t)}`: {e}", line) from e
    if not isinstance(v, Fraction) or v.denominator != 1 or not 0 <= v <= MAX_ARGUMENT:
        raise Unreadable(f"{what} `{show(t)}` = {v} is out of range", line)
    return int(v)


def nat_value_fact(lhs: Term, rhs: Term, shown: Term, value: Term, line: int) -> tuple[bool, str]:
    """Check ``have e : lhs = rhs := by exact_mod_cast (show shown = value by decide)``:
    ``shown`` is ``Nat.choose A B``, ``Nat.factorial A`` or ``Nat.fib A`` with closed arguments,
    ``value`` a numeral equal to it, ``lhs`` the cast of exactly ``shown`` and ``rhs`` the
    numeral ``value`` at ``lhs``'s type.  Unreadable shapes raise :class:`Unreadable`; a wrong value
    is ``(False, detail)``."""
    if shown.op not in ("choose", "factorial", "fib") or value.op != "lit" or value.type != "ℕ":
        raise Unreadable("expected `show Nat.choose A B = V`, `Nat.factorial A = V`", line)
    arguments = [_closed_nat(a, "the argument", line) for a in shown.args]
    if shown.op == "choose" and arguments[0] > MAX_DECIDE_CHOOSE:
        raise Unreadable(f"`decide` on `{show(shown)}`: above {MAX_DECIDE_CHOOSE}", line)
    if lhs != Term("cast", (shown,), lhs.type) or lhs.type not in ("ℤ", "ℚ", "ℝ"):
        raise Unreadable(f"the fact's left side is not the cast of `{show(shown)}`", line)
    if rhs != Term.lit(value.value, lhs.type):  # type: ignore[arg-type]
        raise Unreadable(f"the fact's right side is not `({show(value)} : {lhs.type})`", line)
    got = evaluate(shown, {})
    if got != value.value:
        return False, f"{show(shown)} = {got}, not {show(value)}"
    return True, ""


#: the ``rw`` proofs of a base binomial's polynomial value, and the shape each one checks:
#: ``C(M, 0) = 1``, ``C(M, 1) = M``, ``C(M, M) = 1``, ``C(M + 1, M) = M + 1`` (Mathlib
#: ``Mathlib/Data/Nat/Choose/Basic.lean``; the casts ``Nat.cast_one``, ``Nat.cast_add_one``)
CHOOSE_VALUE_RW = {
    ("Nat.choose_zero_right", "Nat.cast_one"): "zero",
    ("Nat.choose_one_right",): "one",
    ("Nat.choose_self", "Nat.cast_one"): "self",
    ("Nat.choose_succ_self_right", "Nat.cast_add_one"): "succ_self",
    # ``C(U, a - a) = 1`` whatever ``U`` (``Nat.sub_self`` is Lean core; sketch/hyp_top.py)
    ("Nat.sub_self", "Nat.choose_zero_right", "Nat.cast_one"): "sub_self",
}


def choose_value_fact(lhs: Term, rhs: Term, lemmas: tuple[str, ...], line: int) -> tuple[bool, str]:
    """Check ``have e : ((Nat.choose U L : ℕ) : K) = v := by rw [lemma, cast]``: the
    binomial's arguments have exactly the lemma's shape (structurally, as ``rw`` needs) and
    ``v`` is exactly what the rewrite leaves.  Any other shape is :class:`Unreadable`."""
    shape = CHOOSE_VALUE_RW.get(lemmas)
    K = lhs.type
    if shape is None or K not in ("ℤ", "ℚ", "ℝ"):
        raise Unreadable(f"not a known value rewrite: {', '.join(lemmas)}", line)
    if lhs.op != "cast" or lhs.args[0].op != "choose":
        raise Unreadable("the fact's left side is not the cast of a `Nat.choose`", line)
    U, L = lhs.args[0].args
    one = Term.lit(1, K)
    if shape == "zero":
        ok = L == Term.lit(0) and rhs == one
    elif shape == "one":
        ok = L == Term.lit(1) and rhs == Term("cast", (U,), K)
    elif shape == "self":
        ok = U == L and rhs == one
    elif shape == "sub_self":  # `rw` rewrites the first `b - b` it meets: only `L`'s form
        ok = L.op == "sub" and L.args[0] == L.args[1] and rhs == one
        ok = ok and all(t == L for t in U.walk() if t.op == "sub" and t.args[0] == t.args[1])
    else:
        ok = U == Term("add", (L, Term.lit(1)), "ℕ") and rhs == Term(
            "add", (Term("cast", (L,), K), one), K
        )
    if not ok:
        raise Unreadable(f"`{show(lhs)} = {show(rhs)}` is not what {lemmas[0]} gives", line)
    return True, ""


def _numeral(t: Term) -> bool:
    """A literal, or ``-`` / ``/`` of numerals: what the compiler writes for a constant."""
    if t.op == "lit":
        return True
    if t.op == "neg":
        return _numeral(t.args[0])
    if t.op == "div":
        return _numeral(t.args[0]) and _numeral(t.args[1])
    return False


def pow_value_fact(lhs: Term, rhs: Term, line: int) -> tuple[bool, str]:
    """Check ``have e : (c : K) ^ (E) = (V : K) := by norm_num``: ``c`` and ``V`` numerals of
    a field ``K``, ``E`` a closed ℕ term, and ``c ^ E = V`` exactly (``norm_num`` proves a true
    equation between numeral powers)."""
    if lhs.op != "pow" or lhs.type not in ("ℚ", "ℝ") or rhs.type != lhs.type:
        raise Unreadable("expected `(c : K) ^ (E) = (V : K)` in ℚ or ℝ", line)
    base, e = lhs.args
    if not (_numeral(base) and _numeral(rhs)):
        raise Unreadable("the base and the value of a power fact are not numerals", line)
    exponent = _closed_nat(e, "the exponent", line)
    try:
        c, v = evaluate(base, {}), evaluate(rhs, {})
    except EvaluationError as err:
        raise Unreadable(f"cannot evaluate: {err}", line) from err
    assert isinstance(c, Fraction) and isinstance(v, Fraction)
    if c**exponent != v:  # Lean's `0 ^ 0` is 1, as Python's
        return False, f"{show(lhs)} = {c**exponent}, not {show(rhs)}"
    return True, ""


# -- reading the blocks ----------------------------------------------------------------------


def value_fact(
    r: Reader, h: Have, sname: str, toks: list[Token], types: Mapping[str, Ty]
) -> tuple[Term, Term]:
    """``have e : atom = (V : K) := by exact_mod_cast (show … = V by decide)`` or
    ``… := by norm_num`` inside a linear-combination block: check it exactly
    (:func:`nat_value_fact`, :func:`pow_value_fact`; a step of kind ``evaluation`` named
    ``e``) and return its equation."""
    line = toks[0].line
    j = find_top(toks, ":=", 3)
    if j is None:
        raise Unreadable("expected `have e : atom = value := by …`", line)
    if words(toks[j + 1 : j + 3]) == ["by", "by_cases"]:
        return zero_fact(r, h, sname, toks, types)
    stmt = r.parse(toks[3:j])
    if not (stmt.kind == "binop" and stmt.value == "="):
        raise Unreadable("a value fact is an equation", line)
    lhs, rhs, ty = r.elaborator(types).relation(stmt)
    if ty != h.ty:
        raise Unreadable(f"a value fact at type {ty}, the goal is at {h.ty}", line)
    tail = words(toks[j + 1 :])
    if tail == ["by", "norm_num"]:
        ok, detail = pow_value_fact(lhs, rhs, line)
    elif tail[:3] == ["by", "rw", "["] and tail[-1] == "]":
        lemmas = tuple(w for w in tail[3:-1] if w != ",")
        ok, detail = choose_value_fact(lhs, rhs, lemmas, line)
    elif tail[:4] == ["by", "exact_mod_cast", "(", "show"] and tail[-3:] == [
        "by",
        "decide",
        ")",
    ]:
        shown = r.parse(toks[j + 5 : -3])
        if not (shown.kind == "binop" and shown.value == "="):
            raise Unreadable("expected `show Nat.choose A B = V`", line)
        a, v, nty = r.elaborator(types).relation(shown)
        if nty != "ℕ":
            raise Unreadable("the `show` of a value fact is not an ℕ equation", line)
        ok, detail = nat_value_fact(lhs, rhs, a, v, line)
    else:
        raise Unreadable(
            "expected `by exact_mod_cast (show … = V by decide)` or `by norm_num`", line
        )
    r.add(h.name, "evaluation", ok, detail, line, sname)
    return lhs, rhs


def evaluation(r: Reader, h: Have) -> None:
    """An ``intro i hi; interval_cases i`` block: one ``·`` bullet per value of ``i`` allowed
    by the literal bounds; a bullet that starts with ``rw [`` is an initial-value bullet
    (:func:`bullet_goal`, then the linear-combination check), any other holds ``decide``
    facts and a closing ``norm_num`` / ``simp``.  Without parameters the equation is also
    evaluated exactly at each value; with parameters only initial-value bullets replay."""
    if h.rel != "=" or len(h.variables) != 1:
        raise Unreadable("an evaluation step is `∀ i : ℕ, bounds → lhs = rhs`", h.line)
    i = h.variables[0][0]
    r.intro(h, h.tactics[0])
    if words(h.tactics[1]) != ["interval_cases", i]:
        raise Unreadable(f"expected `interval_cases {i}`", h.line)
    lo, hi = 0, None
    for p in h.hyps:
        for op, a, b in bounds(p):
            if a == Term.var(i) and b.op == "lit":
                hi = (
                    int(b.value) - (op == "lt")
                    if hi is None
                    else min(hi, int(b.value) - (op == "lt"))
                )  # type: ignore[arg-type]
            elif b == Term.var(i) and a.op == "lit":
                lo = max(lo, int(a.value) + (op == "lt"))  # type: ignore[arg-type]
    if hi is None:
        raise Unreadable(f"no upper bound on {i}", h.line)
    bullets = h.tactics[2:]
    values = list(range(lo, hi + 1))
    if len(bullets) != len(values) or any(b[0].text != "·" for b in bullets):
        raise Unreadable(f"expected one `·` bullet for each of {i} = {values}", h.line)
    free = (h.lhs.free_vars() | h.rhs.free_vars()) - {i}
    for value, bullet in zip(values, bullets, strict=True):
        inner = split_tactics(bullet[1:])
        if inner and (words(inner[0])[:2] == ["rw", "["] or words(inner[0])[:1] == ["show"]):
            _init_bullet(r, h, i, value, inner)
            if free:  # checked for every value of the parameters: nothing to evaluate
                continue
        else:
            for toks in inner[:-1]:
                _fact(r, h, toks)
            if words(inner[-1])[:1] not in (["norm_num"], ["simp"], ["decide"], ["rfl"]):
                raise Unreadable("a bullet ends with `norm_num [...]`", bullet[0].line)
        if free:
            r.add(
                h.name,
                "evaluation",
                False,
                f"depends on {', '.join(sorted(free))}: not evaluated",
                bullet[0].line,
                f"{i} = {value}",
            )
            continue
        try:
            ok = evaluate(Term("eq", (h.lhs, h.rhs), "Prop"), {i: value}) is True
            detail = "" if ok else f"{show(h.lhs)} ≠ {show(h.rhs)} at {i} = {value}"
        except EvaluationError as e:
            ok, detail = False, f"cannot evaluate at {i} = {value}: {e}"
        r.add(h.name, "evaluation", ok, detail, bullet[0].line, f"{i} = {value}")


def _init_bullet(r: Reader, h: Have, i: str, value: int, inner: list[list[Token]]) -> None:
    """Bullet ``i = value`` of an initial-value block: ``rw [Finset.sum_range_succ, …]``
    then a linear-combination block against the written-out sum (:func:`bullet_goal`).  A
    first line ``show S`` restates the goal: ``S`` must be the statement at ``i = value`` up
    to numeral arithmetic (what ``show`` checks by defeq), and the rewrites apply to ``S``
    (:func:`shown_goal`)."""
    types = {v: ty for v, ty in h.types.items() if v != i}  # `interval_cases` replaced i
    count = value
    goal: tuple[Term, Term] | None = None
    if words(inner[0])[:1] == ["show"]:
        line = inner[0][0].line
        stmt = r.parse(inner[0][1:])
        if not (stmt.kind == "binop" and stmt.value == "="):
            raise Unreadable("expected `show lhs = rhs`", line)
        slhs, srhs, sty = r.elaborator(types).relation(stmt)
        at_v = Term("eq", (h.lhs, h.rhs), "Prop")
        want_eq = drop_add_zero(substitute(at_v, i, Term.lit(value)))  # defeq: `r + 0` is `r`
        shown = Term("eq", (slhs, srhs), "Prop")
        if sty != h.ty or normal(drop_add_zero(shown)) != normal(want_eq):
            raise Unreadable(f"the `show` is not the goal at {i} = {value}", line, "evaluation")
        inner = inner[1:]
        if not inner:
            raise Unreadable("nothing after the `show`", line)
        if len(inner) == 1 and words(inner[0])[:1] == ["exact"]:  # only the top term (init_top)
            goal_st = Stmt((), (), "=", slhs, srhs, h.ty)
            return application(r, inner[0][1:], goal_st, types, have=h.name)  # type: ignore[arg-type]
        count, goal = shown_goal(slhs, srhs, line)
    rw = inner[0]
    want = range_rewrites(count)
    if rw[-1].text != "]" or [words(x) for x in split_commas(rw[2:-1])] != [[w] for w in want]:
        raise Unreadable(
            f"expected `rw [{', '.join(want)}]` for {i} = {value}", rw[0].line, "evaluation"
        )
    if h.ty not in ("ℤ", "ℚ", "ℝ"):
        raise Unreadable("a linear_combination step proves an equation in ℤ, ℚ or ℝ", h.line)
    if goal is None:
        goal = bullet_goal(h.lhs, h.rhs, i, value, rw[0].line)
    hyps = [substitute(p, i, Term.lit(value)) for p in h.hyps]
    r.combination(h, goal, inner[1:], types, f"{i} = {value}", hyps)


def _fact(r: Reader, h: Have, toks: list[Token]) -> None:
    w = [t.text for t in toks]
    if w[:1] != ["have"] or w[2:3] != [":"] or w[-3:] != [":=", "by", "decide"]:
        raise Unreadable("expected `have v : X = c := by decide`", toks[0].line)
    stmt = r.parse(toks[3:-3])
    if not (stmt.kind == "binop" and stmt.value == "="):
        raise Unreadable("expected an equation", toks[0].line)
    a, b, _ = r.elaborator({}).relation(stmt)
    try:
        ok = evaluate(Term("eq", (a, b), "Prop"), {}) is True
        detail = "" if ok else f"{show(a)} = {evaluate(a, {})}, not {show(b)}"
    except EvaluationError as e:
        ok, detail = False, f"cannot evaluate: {e}"
    r.add(h.name, "evaluation", ok, detail, toks[0].line, w[1])

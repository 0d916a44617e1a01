"""The pieces of :mod:`wzprove.sketch.replay`: the step lemmas it knows (their statements,
instantiated as model terms), a ``have`` block as read, the ``omega`` side conditions and the
grid cross-check of a statement.

The step lemmas themselves (their statements as model terms) are in
:mod:`wzprove.sketch.replay_lemmas`.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TypeVar

from wzprove.lean.lexer import Token, split_top_level
from wzprove.lean.statement import _cmd_start
from wzprove.model.central import REWRITE as CENTRAL_REWRITE
from wzprove.model.central import central_argument, rewritten
from wzprove.model.identity import Term, Ty
from wzprove.model.semantics import evaluate
from wzprove.model.terms import (
    EvaluationError,
    SumBinder,
    natural_points,
    positive,
    replace_subterm,
    show,
    substitute,
)
from wzprove.model.vocab import ReplayKind
from wzprove.sketch.ring_model import Atoms, Poly, implies, nat_linear


class Unreadable(Exception):
    """A block or step the replay cannot read (it counts as not replayed)."""

    def __init__(self, message: str, line: int | None, kind: ReplayKind = "unreadable"):
        super().__init__(message)
        self.message, self.line, self.kind = message, line, kind


@dataclass
class Have:
    """A top-level ``have NAME : ∀ vars, hyps → lhs REL rhs := by tactics`` as read: ``ty`` is
    the type of the relation, ``types`` every name in scope (parameters and ``vars``),
    ``tactics`` the token lists of the tactics, ``line`` the block's first line."""

    name: str
    variables: list[tuple[str, Ty]]
    hyps: list[Term]
    lhs: Term
    rhs: Term
    ty: Ty
    rel: str
    tactics: list[list[Token]]
    line: int
    types: Mapping[str, Ty]


def parse_lemma_call(toks: list[Token]) -> tuple[str, dict[str, str], list[list[Token]]]:
    """``HEAD (x := T) (a) b (by omega) …`` → head, named arguments (name → text), explicit
    arguments (each a bracket group with its brackets, or one token)."""
    if not toks or toks[0].kind != "ident":
        raise Unreadable("expected a lemma name", toks[0].line if toks else None)
    named: dict[str, str] = {}
    args: list[list[Token]] = []
    j = 1
    while j < len(toks):
        t = toks[j]
        if t.kind in ("ident", "num"):
            args.append([t])
            j += 1
            continue
        if t.text != "(":
            raise Unreadable(f"unexpected `{t.text}` in a lemma application", t.line)
        close = close_bracket(toks, j)
        if close is None:
            raise Unreadable("unclosed `(`", t.line)
        group = toks[j : close + 1]
        if len(group) == 5 and group[2].text == ":=" and group[1].kind == "ident":
            named[group[1].text] = group[3].text
        else:
            args.append(group)
        j = close + 1
    return toks[0].text, named, args


def close_bracket(toks: list[Token], j: int) -> int | None:
    """Index of the bracket closing the one at ``j``, or ``None``."""
    depth = 0
    for m in range(j, len(toks)):
        t = toks[m]
        if t.kind == "sym" and t.text in "([{⦃⟨":
            depth += 1
        elif t.kind == "sym" and t.text in ")]}⦄⟩":
            depth -= 1
            if depth == 0:
                return m
    return None


@dataclass(frozen=True)
class Omega:
    """What ``omega`` is given inside a block: the block's hypotheses (its linear ℕ / ℤ facts
    are used, the others ignored) and the names of the ℕ variables in scope (each ``≥ 0``).

    A goal is checked conservatively: every ℕ subtraction ``A - B`` in it must be exact,
    ``B ≤ A`` following from the hypotheses (:func:`~wzprove.sketch.ring_model.implies`),
    and is then read as ``A - B``, or truncate, ``A ≤ B`` following, and is then read as 0;
    an equation must then hold as a linear identity, an
    inequality follow from the hypotheses.  ``omega`` proves at least these goals (it decides
    linear arithmetic over ℕ and ℤ with truncated subtraction, Lean core ``omega``)."""

    hyps: tuple[Term, ...] = ()
    nat: frozenset[str] = frozenset()

    @staticmethod
    def of(hyps: list[Term], types: Mapping[str, Ty]) -> Omega:
        return Omega(tuple(hyps), frozenset(v for v, ty in types.items() if ty == "ℕ"))

    def _setup(self, atoms: Atoms) -> tuple[list[tuple[str, Poly, Poly]], set[int]]:
        rels: list[tuple[str, Poly, Poly]] = []
        for p in self.hyps:
            rels.extend(relations(p, atoms))
        return rels, {atoms.of_var(v) for v in sorted(self.nat)}

    def linear(self, t: Term, atoms: Atoms) -> Poly | None:
        """``t`` as a linear polynomial with its exact subtractions read as differences."""
        rels, nat = self._setup(atoms)

        def exact(b: Poly, a: Poly) -> bool:
            return implies(rels, ("≤", b, a), nat)

        def zero(a: Poly, b: Poly) -> bool:  # `a - b` truncates to 0 (omega reads it so)
            return implies(rels, ("≤", a, b), nat)

        return nat_linear(t, atoms, exact, zero)

    def proves(self, op: str, a: Term, b: Term) -> tuple[bool, str]:
        """Whether ``omega`` proves ``a op b`` (op in ``= < ≤``) here, with what failed."""
        atoms = Atoms()
        pa, pb = self.linear(a, atoms), self.linear(b, atoms)
        text = f"{show(a)} {op} {show(b)}"
        if pa is None or pb is None:
            inexact = self._inexact(a) or self._inexact(b)
            if inexact:
                return False, f"{text}: {inexact}"
            return False, f"not linear ℕ arithmetic: {text}"
        if op == "=":
            if (pa - pb).is_zero():
                return True, ""
            return False, f"{text} does not hold for all values"
        rels, nat = self._setup(atoms)
        if implies(rels, (op, pa, pb), nat):
            return True, ""
        return False, f"{text} does not follow from the hypotheses"

    def _inexact(self, t: Term) -> str:
        """The first ℕ subtraction of linear terms in ``t`` that is not known to be exact."""
        for sub in t.walk():
            if sub.op == "sub" and sub.type == "ℕ":
                atoms = Atoms()
                a, b = self.linear(sub.args[0], atoms), self.linear(sub.args[1], atoms)
                if a is not None and b is not None:
                    rels, nat = self._setup(atoms)
                    if not implies(rels, ("≤", b, a), nat):
                        low, high = show(sub.args[1]), show(sub.args[0])
                        return (
                            f"{show(sub)} is truncated unless {low} ≤ {high}, "
                            "which does not follow from the hypotheses"
                        )
        return ""


def side_condition(want: Term, got: Term, omega: Omega | None = None) -> tuple[bool, str]:
    """Whether ``omega`` proves the ℕ equation ``want = got`` in the context ``omega`` (none:
    no hypotheses): both sides linear, every ℕ subtraction exact under the hypotheses, and
    the sides equal as polynomials (hence for every value allowed by the hypotheses).  An
    equation at a field (a ``(by ring)`` side condition): the sides equal as ``ring`` reads
    them, casts as atoms (a variable's cast its variable), no hypothesis used."""
    if want.type in ("ℚ", "ℝ"):
        from wzprove.model.terms import show
        from wzprove.sketch.ring_model import Atoms, NotRing, to_poly

        atoms = Atoms()
        try:
            ok = (to_poly(want, atoms) - to_poly(got, atoms)).is_zero()
        except NotRing:
            ok = False
        return ok, "" if ok else f"ring does not prove {show(want)} = {show(got)}"
    return (omega or Omega()).proves("=", want, got)


def theorem_body(toks: list[Token], i: int) -> tuple[int, int, dict[str, Ty]] | int:
    """For the ``theorem`` keyword at ``toks[i]``: the character span of its proof after
    ``:= by`` and the number-typed parameters of its binders; the line of the problem when
    there is no ``:= by``."""
    params: dict[str, Ty] = {}
    j, depth, binders = i + 2, 0, True
    while not (depth == 0 and toks[j].text == ":=") and toks[j].kind != "eof":
        t = toks[j]
        if depth == 0 and t.text == ":":
            binders = False  # the statement starts
        if t.text in "([{⦃" and t.kind == "sym":
            depth += 1
            if binders and depth == 1 and t.text in "({":
                k = j + 1
                names = []
                while toks[k].kind == "ident":
                    names.append(toks[k].text)
                    k += 1
                ty = {"Nat": "ℕ", "Real": "ℝ", "Int": "ℤ", "Rat": "ℚ"}.get(toks[k + 1].text)
                ty = ty or (toks[k + 1].text if toks[k + 1].text in ("ℕ", "ℤ", "ℚ", "ℝ") else None)
                if toks[k].text == ":" and ty and toks[k + 2].text in ")}":
                    params.update({n: ty for n in names})  # type: ignore[misc]
        elif t.text in ")]}⦄" and t.kind == "sym":
            depth -= 1
        j += 1
    if toks[j].kind == "eof" or toks[j + 1].text != "by":
        return toks[j].line
    k = j + 2
    while not _cmd_start(toks[k]):
        k += 1
    return toks[j + 2].start, toks[k].start, params


def statement_tokens(toks: list[Token], i: int) -> list[Token]:
    """The statement of the ``theorem`` at ``toks[i]``: the tokens between the ``:`` that
    ends its binders and the ``:=`` (empty when there is none)."""
    depth, j, colon = 0, i + 2, None
    while toks[j].kind != "eof":
        t = toks[j]
        if t.kind == "sym" and t.text in "([{⦃":
            depth += 1
        elif t.kind == "sym" and t.text in ")]}⦄":
            depth -= 1
        elif depth == 0 and t.text == ":" and colon is None:
            colon = j
        elif depth == 0 and t.text == ":=":
            return toks[colon + 1 : j] if colon is not None else []
        j += 1
    return []


# -- the grid cross-check -------------------------------------------------------------------

#: sample values of parameters of a field or ℤ
_SAMPLES: dict[str, tuple[Fraction, ...]] = {
    "ℤ": (Fraction(-2), Fraction(0), Fraction(3)),
    "ℚ": (Fraction(1, 2), Fraction(2), Fraction(-3, 2)),
    "ℝ": (Fraction(1, 2), Fraction(2), Fraction(-3, 2)),
}


def grid_check(h: Have) -> str | None:
    """Evaluate the statement of ``h`` exactly at the points of a small grid; the first point
    where the hypotheses hold and the conclusion does not, as text, else ``None``.  Points
    where a term cannot be evaluated are skipped."""
    rel = {"=": "eq", "≠": "ne"}[h.rel]
    concl = Term(rel, (h.lhs, h.rhs), "Prop")
    used = set().union(concl.free_vars(), *(p.free_vars() for p in h.hyps))
    nat = sorted(n for n in used if h.types.get(n) == "ℕ")
    other = sorted(n for n in used if h.types.get(n) in _SAMPLES)
    bound = 6 if len(nat) <= 2 else 4 if len(nat) <= 3 else 2
    for values in itertools.product(*(_SAMPLES[h.types[n]] for n in other)):
        for point in natural_points(nat, bound):
            env: dict[str, Fraction | int] = dict(point) | dict(zip(other, values, strict=True))
            try:
                if all(evaluate(p, env) is True for p in h.hyps) and evaluate(concl, env) is False:
                    return ", ".join(f"{k} = {v}" for k, v in env.items())
            except EvaluationError:
                continue
    return None


# -- helpers ----------------------------------------------------------------------------------


def blocks(toks: list[Token]) -> list[list[Token]]:
    """Split at tokens that start a line at the column of the first token or left of it."""
    if not toks:
        return []
    col = toks[0].column
    out: list[list[Token]] = [[toks[0]]]
    for prev, t in zip(toks, toks[1:], strict=False):
        if t.line != prev.line and t.column <= col:
            out.append([t])
        else:
            out[-1].append(t)
    return out


def split_tactics(toks: list[Token]) -> list[list[Token]]:
    """The tactics of a block (``by`` followed by lines, or one tactic on the same line)."""
    return blocks(toks)


def find_top(toks: list[Token], text: str, start: int) -> int | None:
    depth = 0
    for j in range(start, len(toks)):
        t = toks[j]
        if t.kind == "sym" and t.text in "([{⦃⟨":
            depth += 1
        elif t.kind == "sym" and t.text in ")]}⦄⟩":
            depth -= 1
        elif depth == 0 and t.text == text:
            return j
    return None


def words(toks: list[Token]) -> list[str]:
    return [t.text for t in toks]


def groups(toks: list[Token]) -> list[list[Token]]:
    out: list[list[Token]] = []
    j = 0
    while j < len(toks):
        if toks[j].text != "(":
            raise Unreadable(f"expected `(`, found `{toks[j].text}`", toks[j].line)
        close = close_bracket(toks, j)
        if close is None:
            raise Unreadable("unclosed `(`", toks[j].line)
        out.append(toks[j : close + 1])
        j = close + 1
    return out


def split_commas(toks: list[Token]) -> list[list[Token]]:
    out = split_top_level(toks, ",")
    if not all(out):
        raise Unreadable("empty item in a list", toks[0].line if toks else None)
    return out


def relations(p: Term, atoms: Atoms) -> list[tuple[str, Poly, Poly]]:
    """The linear facts ``omega`` takes from the hypothesis ``p``: its comparisons
    (:func:`bounds`) and, for an ℕ term ``a``, ``a ≠ 0`` / ``0 ≠ a`` / ``¬ a = 0`` as
    ``0 < a`` (``Nat.pos_of_ne_zero``; ``omega`` reads ``≠`` as ``<`` or ``>``, and ``a < 0``
    is impossible in ℕ)."""
    out: list[tuple[str, Poly, Poly]] = []
    for op, a, b in bounds(p) + _nonzero(p):
        pa, pb = nat_linear(a, atoms), nat_linear(b, atoms)
        if pa is not None and pb is not None:
            out.append(({"lt": "<", "le": "≤", "eq": "="}[op], pa, pb))
    return out


def _nonzero(p: Term) -> list[tuple[str, Term, Term]]:
    """The conjuncts ``a ≠ 0`` of ``p`` with ``a`` an ℕ term, as ``(lt, 0, a)``."""
    if p.op == "and":
        return _nonzero(p.args[0]) + _nonzero(p.args[1])
    p = positive(p)
    if p.op != "ne":
        return []
    a, b = p.args
    if a.op == "lit" and a.value == 0:
        a, b = b, a
    if b.op == "lit" and b.value == 0 and a.type == "ℕ" and a.op != "lit":
        return [("lt", Term.lit(0, "ℕ"), a)]
    return []


def bounds(p: Term) -> list[tuple[str, Term, Term]]:
    """The conjuncts of ``p`` as ``(lt|le|eq, a, b)`` (``a > b`` read as ``b < a``)."""
    if p.op == "and":
        return bounds(p.args[0]) + bounds(p.args[1])
    if p.op in ("lt", "le", "eq"):
        return [(p.op, p.args[0], p.args[1])]
    if p.op in ("gt", "ge"):
        return [("lt" if p.op == "gt" else "le", p.args[1], p.args[0])]
    return []


def vanishes(t: Term, zeros: list[Term]) -> bool:
    """Whether ``t`` is 0 once the terms ``zeros`` are 0, by ``mul_zero``, ``zero_mul``,
    ``Nat.cast_zero``, ``zero_div``, ``neg_zero``, ``zero_pow`` (positive numeral exponent)
    and ``add_zero`` / ``sub_zero`` (every summand vanishing)."""
    if t in zeros:
        return True
    if t.op == "lit":
        return t.value == 0
    if t.op == "mul":
        return vanishes(t.args[0], zeros) or vanishes(t.args[1], zeros)
    if t.op in ("cast", "neg"):
        return vanishes(t.args[0], zeros)
    if t.op == "div":
        return vanishes(t.args[0], zeros)
    if t.op == "pow":
        e = t.args[1]
        return e.op == "lit" and e.value != 0 and vanishes(t.args[0], zeros)
    if t.op in ("add", "sub"):
        return vanishes(t.args[0], zeros) and vanishes(t.args[1], zeros)
    return False


# -- the defeq normal form of the closing application (:mod:`replay_apply`) ---------------

_NAT_FOLD = {
    "add": lambda a, b: a + b,
    "mul": lambda a, b: a * b,
    "sub": lambda a, b: max(a - b, 0),
}


def drop_add_zero(t: Term) -> Term:
    """``t`` with every ℕ ``x + 0`` written ``x`` (innermost first): ``Nat.add x 0`` unfolds to
    ``x``, so Lean's ``show`` accepts either (``0 + x`` is not reduced: ``Nat.add`` recurses
    on its second argument)."""
    if not t.args:
        return t
    t = replace(t, args=tuple(drop_add_zero(a) for a in t.args))
    if t.op == "add" and t.type == "ℕ" and t.args[1] == Term.lit(0) and t.args[0].type == "ℕ":
        return t.args[0]
    return t


def normal(t: Term, depth: int = 0) -> Term:
    """``t`` with closed ℕ numeral ``+ * -`` evaluated (Lean's defeq evaluates ``Nat.add``,
    ``Nat.mul``, ``Nat.sub`` on literals) and big-operator indices renamed canonically."""
    if t.op in ("sum", "prod"):
        assert isinstance(t.value, SumBinder)
        lo, hi, body = t.args
        new = f"#b{depth}"
        body = substitute(body, t.value.index, Term.var(new, t.value.index_type))
        return replace(
            t,
            value=replace(t.value, index=new),
            args=(normal(lo, depth), normal(hi, depth), normal(body, depth + 1)),
        )
    if not t.args:
        return t
    t = replace(t, args=tuple(normal(a, depth) for a in t.args))
    a = t.args
    if t.type == "ℕ" and t.op in _NAT_FOLD and all(x.op == "lit" for x in a):
        return Term.lit(_NAT_FOLD[t.op](a[0].value, a[1].value), "ℕ")  # type: ignore[arg-type]
    if t.type == "ℕ" and t.op == "add" and a[1].op == "lit" and a[0].op == "add":
        inner = a[0].args
        if inner[1].op == "lit" and inner[0].type == "ℕ":
            # `x + 1 + 1` is `x + 2`: `Nat.add` unfolds on a numeral (`Nat.add x (b + 1) =
            # Nat.succ (Nat.add x b)`), so Lean's defeq check identifies the two
            total = Term.lit(inner[1].value + a[1].value, "ℕ")  # type: ignore[operator]
            return Term("add", (inner[0], total), "ℕ")
    return t


G = TypeVar("G")

#: ``Prover.sum_Icc_zero_eq_sum_range (f) (n) : ∑ k ∈ Icc 0 n, f k = ∑ k ∈ range (n + 1), f k``
ICC_TO_RANGE = "Prover.sum_Icc_zero_eq_sum_range"
ICO_TO_RANGE = "Nat.Ico_zero_eq_range"
#: the closing rewrites of a sum's set that the replay models (:func:`icc_to_range`)
RANGE_RWS = ([ICC_TO_RANGE, "]"], [ICO_TO_RANGE, "]"])


def icc_to_range(goal: G | str, lemma: str = ICC_TO_RANGE) -> G | str:
    """The goal after ``rw [Prover.sum_Icc_zero_eq_sum_range]``: its one ``∑ k ∈ Icc 0 V``
    (the closing lines of an ``Icc`` statement) as ``∑ k ∈ range (V + 1)``.  With no such sum,
    or two different ones (which one ``rw`` takes first is not modelled), the goal is
    unknown (a string), so that no closing application is accepted against it.  With
    ``lemma = Nat.Ico_zero_eq_range`` (``Ico 0 = range``, Mathlib
    ``Order/Interval/Finset/Nat.lean``) every ``Ico 0 V`` becomes ``range V`` (``rw`` rewrites
    each instance of ``Finset.Ico 0``)."""
    if isinstance(goal, str):
        return goal
    lhs, rhs = goal.lhs, goal.rhs  # type: ignore[attr-defined]
    kind = "Icc" if lemma == ICC_TO_RANGE else "Ico"
    found = {
        sub
        for side in (lhs, rhs)
        for sub in side.walk()
        if sub.op == "sum"
        and isinstance(sub.value, SumBinder)
        and sub.value.kind == kind
        and sub.args[0] == Term.lit(0)
    }
    if not found or (kind == "Icc" and len(found) != 1):
        return f"`rw [{lemma}]` on a goal with {len(found)} sums over {kind} 0 _"
    for old in found:
        lo, hi, body = old.args
        top = Term("add", (hi, Term.lit(1)), "ℕ") if kind == "Icc" else hi
        rng = Term("sum", (lo, top, body), old.type, replace(old.value, kind="range"))
        lhs, rhs = replace_subterm(lhs, old, rng), replace_subterm(rhs, old, rng)
    return replace(goal, lhs=lhs, rhs=rhs)  # type: ignore[type-var]


def rewritten_goal(goal: G | str, tactic: list[str]) -> G | str:
    """The goal after the top-level tactic line ``tactic`` (its words) where it is a ``rw``
    the replay models: :data:`RANGE_RWS` (:func:`icc_to_range`) and ``rw
    [Nat.centralBinom_eq_two_mul_choose]`` (:func:`wzprove.model.central.rewritten`, at the one
    argument of the goal's ``Nat.centralBinom``; where that is not exact, the goal is unknown).
    Any other line leaves the goal as it was (the line is listed as unchecked)."""
    if tactic[:2] != ["rw", "["] or isinstance(goal, str):
        return goal
    if tactic[2:] in RANGE_RWS:
        return icc_to_range(goal, tactic[2])
    if tactic[2:] == [CENTRAL_REWRITE, "]"]:
        lhs, rhs = goal.lhs, goal.rhs  # type: ignore[attr-defined]
        arg = central_argument(lhs, rhs)
        if arg is None:
            return f"`rw [{CENTRAL_REWRITE}]` where one argument of Nat.centralBinom is not all"
        return replace(goal, lhs=rewritten(lhs, arg), rhs=rewritten(rhs, arg))  # type: ignore[type-var]
    return goal

"""Value cases and decided ``if`` tests in the proof of a truncation split
(:mod:`wzprove.sketch.split_trunc_proof`; issue 14, LCI Gould_identity_3_92
``∑ C(2n − 2k, n − k) C(2k, k) / (2k − 1) = if n = 0 then −1 else 0`` over ℝ).

**Value cases.**  Below the split's bound, ``interval_cases v`` leaves one goal per value, ``v``
replaced by its numeral.  A closed statement at ℕ or ℤ is closed by ``decide`` (both sides at
most :data:`MAX_VALUE`); ``decide`` cannot decide an equation in a field, so a statement at
ℚ or ℝ is closed by direct evaluation::

    · interval_cases n
      · norm_num [Finset.sum_range_succ]

Each is written only where the value was checked exactly here first (both sides evaluated under
Lean's semantics, :func:`wzprove.model.semantics.evaluate`) and the goal is one ``norm_num``
evaluates: numerals under ``+ − · /``, negation, ℕ powers and casts, ``Nat.factorial``
(Mathlib's ``Nat.factorial`` norm_num extension), ``if a = b`` (decided by ``simp``), sums over
``range`` of at most :data:`MAX_TERMS` terms (``Finset.sum_range_succ``, ``@[simp]
Finset.sum_range_zero``), and binomials whose value a ``@[simp]`` lemma gives at every point:
``C(a, 0) = 1`` (``Nat.choose_zero_right``), ``C(a, 1) = a`` (``Nat.choose_one_right``),
``C(a, a) = 1`` (``Nat.choose_self``).

**Decided tests.**  The case ``v = m + t`` of a split that also splits off ``if v = c`` (the
engine's :func:`wzprove.model.trunc_cases.value_tests`) has each ``if A = B`` whose test is
false for every ``m`` (``A − B`` linear in ``m`` with coefficient and constant of one strict
sign) replaced by its ``else`` branch; the branch's ``rw`` does the same with
``if_neg (show ¬((A : ℕ) = (B : ℕ)) by omega)`` (Lean core ``if_neg : ¬c → ite c t e = e``;
``omega`` decides the linear ℕ disequality), after the rewrites of the exact subtractions, as
the engine applies them.  :func:`if_neg_sides` re-checks one such item for the replay.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from wzprove.lean.render import RenderError, render_term
from wzprove.model.cases import _linear
from wzprove.model.identity import Identity, Term
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError, SumBinder
from wzprove.model.trunc_cases import _decide_tests
from wzprove.sketch.split_proof import SplitProofError

#: the proof of one value case at a field (the same text as an induction's case ``zero``)
NORM_NUM = "norm_num [Finset.sum_range_succ]"
#: Lean core: ``if_neg {c : Prop} [Decidable c] (hnc : ¬c) : ite c t e = e``
IF_NEG = "if_neg"
#: the largest value either side of a value case at ℕ / ℤ may have (``decide`` evaluates it)
MAX_VALUE = 10**6
#: the types of a value case's statement
_TYPES = ("ℕ", "ℤ", "ℚ", "ℝ")
#: the most terms of one sum that a value case expands
MAX_TERMS = 16
#: the operations ``norm_num`` evaluates at numerals (module docstring)
_EVALUATED = {
    "var", "lit", "add", "sub", "mul", "div", "neg", "pow", "cast", "factorial", "choose",
    "sum", "ite", "eq", "ne", "not",
}  # fmt: skip


def value_branch(original: Identity, v: str, values: tuple[int, ...]) -> list[str]:
    """``interval_cases v`` and one goal per value: ``· decide`` for a closed statement at ℕ
    or ℤ (both sides at most :data:`MAX_VALUE` in size), ``· norm_num [Finset.sum_range_succ]``
    at ℚ or ℝ (module docstring), each value evaluated exactly first."""
    if {x.name for x in original.variables} != {v} or original.lhs.type not in _TYPES:
        raise SplitProofError("a value case not a closed statement at ℕ, ℤ, ℚ or ℝ")
    if original.hypotheses:
        # interval_cases also reads the hypotheses' bounds (Mathlib/Tactic/IntervalCases.lean)
        # and leaves fewer goals than values: one `· decide` per value would not match
        raise SplitProofError("a hypothesis bounds the value cases (interval_cases' goals unsure)")
    for c in values:
        check_value(original, v, c)
    proof = "decide" if original.lhs.type in ("ℕ", "ℤ") else NORM_NUM
    return [f"  · interval_cases {v}"] + [f"    · {proof}"] * len(values)


def replay_values(main: Identity, v: str, t: int, branch: str) -> None:
    """Re-check the value branch ``branch`` of the theorem ``main`` (values ``0 … t − 1``):
    exactly :func:`value_branch`'s lines, each value evaluated again."""
    if branch.splitlines() != value_branch(main, v, tuple(range(t))):
        raise SplitProofError(f"replay: the values below {t} are not each decided")


def check_value(original: Identity, v: str, c: int) -> None:
    """The statement at ``v = c`` holds exactly; at ℕ / ℤ both sides are at most
    :data:`MAX_VALUE` in size, at a field ``norm_num`` evaluates both sides."""
    point = {v: Fraction(c)}
    field = original.lhs.type in ("ℚ", "ℝ")
    try:
        for side in (original.lhs, original.rhs) if field else ():
            _evaluated(side, point)
        left, right = evaluate(original.lhs, point), evaluate(original.rhs, point)
    except EvaluationError as exc:
        raise SplitProofError(f"{v} = {c}: cannot evaluate ({exc})") from exc
    if left != right or (not field and abs(left) > MAX_VALUE):  # type: ignore[arg-type]
        raise SplitProofError(f"{v} = {c}: the sides are not equal small numbers")


def _evaluated(t: Term, env: dict[str, Fraction]) -> None:
    """Raise :class:`SplitProofError` where ``norm_num`` may not evaluate ``t`` at ``env``."""
    if t.op not in _EVALUATED or (t.op == "pow" and t.args[1].type != "ℕ"):
        raise SplitProofError(f"{t.op} in a value case (no norm_num evaluation written)")
    if t.op == "var" and str(t.value) not in env:
        raise SplitProofError(f"the variable {t.value} is left in a value case")
    if t.op == "sum":
        assert isinstance(t.value, SumBinder)
        lo, hi, body = t.args
        for bound in (lo, hi):
            _evaluated(bound, env)
        top = evaluate(hi, env)
        if t.value.kind != "range" or lo != Term.lit(0) or top > MAX_TERMS:
            raise SplitProofError("a sum in a value case not over a short range")
        for k in range(int(top)):  # type: ignore[arg-type]
            _evaluated(body, {**env, t.value.index: Fraction(k)})
        return
    for a in t.args:
        _evaluated(a, env)
    if t.op == "choose":
        top, low = (evaluate(a, env) for a in t.args)
        if low not in (0, 1, top):
            raise SplitProofError(f"C({top}, {low}) in a value case (no simp lemma gives it)")


def _false_test(u: Term, m: str) -> bool:
    """Whether ``u`` is ``if A = B then … else …`` with ``A − B`` never 0 for ``m`` ∈ ℕ
    (the rule of :func:`wzprove.model.trunc_cases._decide_tests`)."""
    if u.op != "ite" or u.args[0].op != "eq":
        return False
    x, y = (_linear(a, m) for a in u.args[0].args)
    if x is None or y is None:
        return False
    da, db = x[0] - y[0], x[1] - y[1]
    return (da >= 0 and db > 0) or (da <= 0 and db < 0)


def _replace_node(t: Term, old: Term, new: Term) -> Term:
    if t == old:
        return new
    return replace(t, args=tuple(_replace_node(a, old, new) for a in t.args)) if t.args else t


def _tests(t: Term) -> list[Term]:
    """The ``ite`` nodes of ``t``, innermost first."""
    out = [u for a in t.args for u in _tests(a)]
    return out + [t] if t.op == "ite" else out


def decided_tests(sides: list[Term], m: str, target: list[Term]) -> tuple[list[str], list[Term]]:
    """The ``rw`` items deciding each false test of ``sides`` (module docstring), innermost
    first, and the sides after them, which must be the engine's
    (:func:`~wzprove.model.trunc_cases._decide_tests`); none where ``sides`` are ``target``
    (the case's sides) already."""
    if sides == target:
        return [], sides
    texts: list[str] = []
    want = [_decide_tests(s, m) for s in sides]
    while True:
        found = next((u for s in sides for u in _tests(s) if _false_test(u, m)), None)
        if found is None:
            break
        a, b = found.args[0].args
        try:
            a_text, b_text = render_term(a), render_term(b)
        except RenderError as exc:
            raise SplitProofError(f"no Lean text for the test {found.args[0]} ({exc})") from exc
        texts.append(f"{IF_NEG} (show ¬(({a_text} : ℕ) = ({b_text} : ℕ)) by omega)")
        sides = [_replace_node(s, found, found.args[2]) for s in sides]
    if sides != want:
        raise SplitProofError("the decided tests are not the engine's")
    return texts, sides


def if_neg_sides(sides: list[Term], a: Term, b: Term, m: str) -> list[Term]:
    """The replay of one ``if_neg (show ¬(a = b) by omega)`` item: a test ``if a = b`` of
    ``sides`` that is false for every ``m``, replaced by its ``else`` branch."""
    for s in sides:
        for u in _tests(s):
            if u.args[0].args == (a, b) and _false_test(u, m):
                return [_replace_node(x, u, u.args[2]) for x in sides]
    raise SplitProofError(f"replay: no test {a} = {b} that is false for every {m}")

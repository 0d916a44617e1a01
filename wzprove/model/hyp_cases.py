"""Hypotheses relating two ℕ variables, made into a substitution: ``m ≤ n`` → ``n = m + j``.

The engine proves an identity for every value of its variables at or above a lower bound; a
hypothesis such as ``h : m ≤ n`` or ``h : j < m`` cuts out a region it cannot describe, and
outside that region the sum and the right side may differ (``∑ C(m,k)/C(n,k) =
(n+1)/(n+1-m)`` divides by 0 at ``m = n + 1``).  A hypothesis ``a ≤ v`` (``v ≥ a``), with
``v`` a ℕ variable and ``a`` a ℕ term in the other variables, holds exactly at the points
``v = a + j`` with ``j`` a natural number, and each such point arises from exactly one ``j``
(``j = v − a``; Lean: ``Nat.exists_eq_add_of_le``); ``a < v`` likewise with ``v = a + 1 + j``
(``Nat.exists_eq_add_of_lt``).  So the statement is equivalent to the one case with ``v``
replaced, the hypothesis dropped (it became ``a ≤ a + j``, true) and the other hypotheses
carried with ``v`` replaced: a case whose variables range over every natural number, which
the engine handles.  Nothing here decides truth: :mod:`wzprove.pipeline.split` certifies the
case, and a counterexample of the case maps back to ``v = a + j``.

:func:`exclusions` gives the engine the hypotheses ``a ≠ b`` (and ``a < b``) as polynomials
``a − b`` whose zeros the statement does not claim; only for sides that are polynomials under
both readings (no ℕ subtraction, no division), where ``a − b = 0`` in the mathematical
reading is exactly ``a = b`` in Lean's (``(2 - n) + n ≠ 2`` reads as ``0 ≠ 0`` but holds in
Lean at ``n = 3``; ``x / x ≠ 1`` holds at ``x = 0``).
"""

from __future__ import annotations

from fractions import Fraction

from wzprove.model.cases import Case, Split, _fresh
from wzprove.model.identity import Identity, Term, evaluate, show, to_sympy
from wzprove.model.terms import conjuncts, positive, substitute_fresh
from wzprove.model.trunc_cases import _case_identity

#: comparisons ``x op y`` read as ``small ≤ big`` (``strict``: ``small < big``)
_ORDER = {"le": (0, 1, False), "lt": (0, 1, True), "ge": (1, 0, False), "gt": (1, 0, True)}


def _strip(t: Term) -> Term:
    while t.op == "cast" and t.args[0].type in ("ℕ", "ℤ"):
        t = t.args[0]
    return t


def _natural(t: Term) -> bool:
    """Whether ``t`` is a ℕ term built from ℕ variables, natural literals, ``+`` and ``*``
    (so that ``v = t + j`` is again a ℕ term with no truncation)."""
    if t.type != "ℕ":
        return False
    if t.op == "var":
        return True
    if t.op == "lit":
        v = t.value
        return isinstance(v, Fraction) and v.denominator == 1 and v >= 0
    return t.op in ("add", "mul") and all(_natural(a) for a in t.args)


def relation(h: Term, identity: Identity) -> tuple[str, Term, bool] | None:
    """``(v, a, strict)`` when the hypothesis ``h`` says ``a ≤ v`` (``a < v`` if ``strict``)
    for a ℕ variable ``v`` of ``identity`` and a ℕ term ``a`` in other variables with at
    least one variable (a literal bound is a lower bound the reading already uses)."""
    h = positive(h)  # ¬ (v < a) says a ≤ v
    if h.op not in _ORDER or len(h.args) != 2:
        return None
    i, j, strict = _ORDER[h.op]
    small, big = _strip(h.args[i]), _strip(h.args[j])
    if big.op != "var" or big.type != "ℕ":
        return None
    v = str(big.value)
    if v not in {x.name for x in identity.variables if x.type == "ℕ"}:
        return None
    if not _natural(small) or not small.free_vars() or v in small.free_vars():
        return None
    names = {x.name for x in identity.variables}
    if not small.free_vars() <= names:
        return None
    return v, small, strict


def hypothesis_split(identity: Identity, point: dict[str, Fraction] | None = None) -> Split | None:
    """The one-case split of ``identity`` by its first hypothesis ``a ≤ v`` / ``a < v``
    (module docstring) that is false at ``point`` (any such hypothesis without a point);
    ``None`` when there is none.  The case's hypotheses are the others, ``v`` replaced."""
    for index, h in enumerate(identity.hypotheses):
        if len(conjuncts(h)) != 1:
            continue
        found = relation(h, identity)
        if found is None:
            continue
        if point is not None:
            try:
                if evaluate(h, point) is not False:
                    continue
            except Exception:  # noqa: BLE001 - a hypothesis not evaluated there: not this one
                continue
        v, small, strict = found
        j = _fresh(identity)
        offset = Term("add", (small, Term.lit(1)), "ℕ") if strict else small
        value = Term("add", (offset, Term.var(j)), "ℕ")
        hyps = [
            substitute_fresh(x, v, value) for i, x in enumerate(identity.hypotheses) if i != index
        ]

        def sub(t: Term, v: str = v, value: Term = value) -> Term:
            return substitute_fresh(t, v, value)

        case = _case_identity(identity, 0, v, j, hyps, sub)
        shown = f"{v} = {show(small)}{' + 1' if strict else ''} + {j}"
        return Split(v, 1, j, (Case(0, shown, case, None, v, value),), kind="hypothesis")
    return None


def _polynomial(t: Term) -> bool:
    """Whether ``t`` means the same under Lean's semantics and the mathematical reading at
    every point: variables, literals, casts, ``+``, ``*``, negation, a subtraction not at ℕ
    and powers with a natural literal exponent."""
    if t.op in ("var", "lit"):
        return True
    if t.op == "sub" and t.type == "ℕ":
        return False
    if t.op == "pow":  # a natural literal exponent (a ℤ one is zpow: 0⁻¹ = 0 in Lean)
        return t.args[1].op == "lit" and t.args[1].type == "ℕ" and _polynomial(t.args[0])
    return t.op in ("cast", "add", "mul", "neg", "sub") and all(_polynomial(a) for a in t.args)


def exclusions(identity: Identity) -> list[object]:
    """The hypotheses ``a ≠ b``, ``¬ a = b``, ``a < b``, ``a > b`` with polynomial sides
    (:func:`_polynomial`), as sympy expressions ``a − b``: at a point where one is 0 a
    hypothesis fails, so the statement claims nothing there (module docstring)."""
    out: list[object] = []
    for h in identity.hypotheses:
        for c in conjuncts(h):  # ¬ a = b read as a ≠ b, ¬ (a ≤ b) as a > b
            if c.op not in ("ne", "lt", "gt") or not all(_polynomial(a) for a in c.args):
                continue
            a, b = (to_sympy(x).expr for x in c.args)
            out.append(a - b)
    return out

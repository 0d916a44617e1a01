"""Case splits by residue class for ℕ floor divisions by a constant: ``v / c`` → ``m``.

Lean's ``n / 2`` at ℕ rounds down, and the symbolic engine reads only exact arithmetic.  When
every ℕ floor division (and remainder) of a statement has the form ``(a·v + b) / c`` — ``v``
one ℕ variable of the statement, ``a ≥ 0``, ``b ≥ 0``, ``c ≥ 2`` literals — the statement is
equivalent to the ``M`` statements obtained by writing ``v = M·m + r`` (``r = 0, …, M − 1``,
``M`` the least common multiple of the divisors), because every ℕ is ``M·m + r`` for exactly one
``m`` and ``r`` (Euclidean division; Lean's ``Nat.div_add_mod``).  In each case the division is
exact: ``(a·(M·m + r) + b) / c = (a·M/c)·m + (a·r + b) / c`` since ``c ∣ a·M`` (the numerator
is ``c·(a·M/c)·m`` plus a constant; Lean's ``Nat.add_mul_div_left``), and likewise
``(a·(M·m + r) + b) % c = (a·r + b) % c`` and ``c ∣ a·v + b`` becomes true or false.  For
``n / 2`` these are the parity cases ``n = 2m`` and ``n = 2m + 1`` (Mathlib's
``Nat.even_or_odd'``).

Hypotheses are carried over: a hypothesis linear in ``v`` alone becomes a bound on ``m``
(``n ≥ 1`` is ``m ≥ 1`` for ``n = 2m`` and always true for ``n = 2m + 1``, where it is dropped),
others are kept with ``v`` replaced.  A case whose bounds leave no ``m`` is empty; one whose
bounds leave finitely many is listed with those values, to be evaluated directly
(:func:`finite_case_holds`).  Everything here is pure and exact; each case's values agree with
the original statement's at ``v = M·m + r`` (the tests check it by evaluation).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from wzprove.model.errors import WzproveError
from wzprove.model.identity import Identity, Term, Variable, evaluate, substitute
from wzprove.model.terms import SumBinder, positive

#: The most cases a split may have (the least common multiple of the divisors).
MAX_CASES = 12


class CaseSplitError(WzproveError):
    """The statement's ℕ divisions are not all of the form ``(a·v + b) / c`` in one variable."""


@dataclass(frozen=True)
class Case:
    """One residue class ``v = modulus·m + residue``.

    ``identity`` is the statement with ``v`` replaced and its divisions made exact;
    ``values`` is ``None`` for an infinite case, else the finitely many values of ``m`` the
    hypotheses allow (``()``: the case is empty).  ``replaced``/``value``: for splits other
    than residue classes (:mod:`wzprove.model.trunc_cases`), the variable the case replaces
    and the term in the case's variables that replaces it (to map a point back)."""

    residue: int
    substitution: str
    identity: Identity
    values: tuple[int, ...] | None = None
    replaced: str | None = None
    value: Term | None = None


@dataclass(frozen=True)
class Split:
    """The cases ``variable = modulus·new_variable + r`` of a statement, ``r`` ascending
    (``kind`` ``residue``); ``truncation`` and ``difference`` are the splits of
    :mod:`wzprove.model.trunc_cases` (``modulus`` 1, each case says what it substitutes)."""

    variable: str
    modulus: int
    new_variable: str
    cases: tuple[Case, ...]
    kind: str = "residue"

    def to_dict(self) -> dict[str, object]:
        """The split as JSON: which variable, the modulus and each case's substitution."""
        return {
            "kind": self.kind,
            "variable": self.variable,
            "modulus": self.modulus,
            "new_variable": self.new_variable,
            "cases": [c.substitution for c in self.cases],
        }


# -- linear forms in one ℕ variable ---------------------------------------------------------


def _linear(t: Term, name: str) -> tuple[int, int] | None:
    """``(a, b)`` with ``t = a·name + b`` at ℕ (``a, b ≥ 0``), or ``None`` if ``t`` is not such
    a form built from the variable, natural literals, ``+`` and products with a literal."""
    if t.type != "ℕ":
        return None
    if t.op == "var":
        return (1, 0) if t.value == name else None
    if t.op == "lit":
        v = t.value
        assert isinstance(v, Fraction)
        return (0, int(v)) if v.denominator == 1 and v >= 0 else None
    if t.op in ("add", "mul"):
        x, y = (_linear(a, name) for a in t.args)
        if x is None or y is None:
            return None
        if t.op == "add":
            return (x[0] + y[0], x[1] + y[1])
        if x[0] and y[0]:
            return None
        return (x[0] * y[1] + y[0] * x[1], x[1] * y[1])
    return None


def linear_term(a: int, b: int, name: str) -> Term:
    """The ℕ term ``a * name + b`` in its shortest form (``name``, ``2 * m``, ``2 * m + 1``)."""
    m = Term.var(name)
    head = m if a == 1 else Term("mul", (Term.lit(a), m), "ℕ") if a else None
    if head is None:
        return Term.lit(b)
    return Term("add", (head, Term.lit(b)), "ℕ") if b else head


def _divisions(t: Term) -> list[Term]:
    """The ``div``/``mod`` nodes at ℕ or ℤ and ``dvd`` nodes of ``t`` (pre-order)."""
    return [
        s for s in t.walk() if (s.op in ("div", "mod") and s.type in ("ℕ", "ℤ")) or s.op == "dvd"
    ]


def _literal_divisor(t: Term) -> int | None:
    v = t.value if t.op == "lit" else None
    return int(v) if isinstance(v, Fraction) and v.denominator == 1 and v >= 2 else None


def split_variable(identity: Identity) -> tuple[str, int] | None:
    """``(v, M)``: the variable every ℕ floor division of ``identity`` divides and the least
    common multiple of the divisors; ``None`` when there is no ℕ/ℤ division or remainder.

    Raises :class:`CaseSplitError` saying which division is not ``(a·v + b) / c``."""
    names = {v.name for v in identity.variables if v.type == "ℕ"}
    found: set[str] = set()
    modulus, any_division = 1, False
    for side in (identity.lhs, identity.rhs, *identity.hypotheses):
        for d in _divisions(side):
            if d.op == "dvd":
                num, den = d.args[1], d.args[0]
            else:
                num, den = d.args
                any_division = True
            c = _literal_divisor(den)
            free = num.free_vars()
            if d.op == "dvd" and (c is None or len(free & names) != 1):
                continue  # a divisibility the split leaves alone
            if d.type == "ℤ" or c is None or len(free) != 1 or not free <= names:
                raise CaseSplitError(
                    f"the division {d} is not (a·v + b) / c with v a ℕ variable and c ≥ 2 a "
                    "constant"
                )
            (v,) = free
            if _linear(num, v) is None:
                raise CaseSplitError(f"the numerator of {d} is not linear a·{v} + b")
            found.add(v)
            modulus = math.lcm(modulus, c)
    if not any_division:
        return None
    if len(found) != 1:
        raise CaseSplitError(f"floor divisions of several variables ({', '.join(sorted(found))})")
    if modulus > MAX_CASES:
        raise CaseSplitError(f"{modulus} residue classes (at most {MAX_CASES} are tried)")
    return found.pop(), modulus


# -- simplification after the substitution -----------------------------------------------


def rewrite_up(t: Term, name: str, rule: Callable[[Term], Term]) -> Term:
    """``t`` rewritten bottom-up by ``rule`` (children first), leaving alone any sum or
    product whose index shadows ``name``."""
    if t.op in ("sum", "prod"):
        assert isinstance(t.value, SumBinder)
        if t.value.index == name:
            return t
    if not t.args:
        return t
    return rule(replace(t, args=tuple(rewrite_up(a, name, rule) for a in t.args)))


def exact_divisions(t: Term, name: str) -> Term:
    """``t`` with every ``(a·name + b) / c``, ``… % c`` and ``c ∣ …`` at ℕ where ``c ∣ a``
    replaced by its exact value, a comparison of two ℕ numerals by its truth value, and
    ``if`` of a decided condition by its branch."""
    return rewrite_up(t, name, lambda u: _exact_division(u, name))


def _exact_division(t: Term, name: str) -> Term:
    """One node of :func:`exact_divisions` (its children already rewritten)."""
    if t.op in ("div", "mod", "dvd") and t.type in ("ℕ", "Prop"):
        num, den = (t.args[1], t.args[0]) if t.op == "dvd" else t.args
        c, lin = _literal_divisor(den), _linear(num, name)
        if c is not None and lin is not None and lin[0] % c == 0:
            a, b = lin
            if t.op == "div":
                return linear_term(a // c, b // c, name)
            if t.op == "mod":
                return Term.lit(b % c)
            return Term("true" if b % c == 0 else "false", (), "Prop")
    if t.op in _COMPARE and all(a.op == "lit" and a.type == "ℕ" for a in t.args):
        # `n % 2 = 1` at n = 2·m is `0 = 1`: a comparison of two numerals, decided
        holds = _COMPARE[t.op](t.args[0].value, t.args[1].value)
        return Term("true" if holds else "false", (), "Prop")
    if t.op == "ite" and t.args[0].op in ("true", "false"):
        return t.args[1] if t.args[0].op == "true" else t.args[2]
    if t.op == "not" and t.args[0].op in ("true", "false"):
        return Term("false" if t.args[0].op == "true" else "true", (), "Prop")
    return t


#: the comparisons of two ℕ numerals that :func:`exact_divisions` decides
_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "lt": lambda a, b: a < b,
    "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b,
    "ge": lambda a, b: a >= b,
}

_FLIP = {"ge": "le", "gt": "lt", "le": "ge", "lt": "gt", "eq": "eq", "ne": "ne"}


def _bounds(h: Term, name: str) -> tuple[int, int | None] | None:
    """``(lo, hi)`` (``hi`` ``None``: unbounded) with ``h ⇔ lo ≤ m ≤ hi`` over ℕ, for a
    comparison of two forms linear in ``m = name`` alone; ``None`` for other hypotheses.
    ``(1, 0)`` stands for an empty range."""
    h = positive(h)  # ¬ (m < 100) is 100 ≤ m
    if h.op not in _FLIP or h.args[0].type != "ℕ":
        return None
    x, y = (_linear(a, name) for a in h.args)
    if x is None or y is None:
        return None
    # α·m  op  β
    alpha, beta, op = x[0] - y[0], y[1] - x[1], h.op
    if alpha < 0:
        alpha, beta, op = -alpha, -beta, _FLIP[op]
    if alpha == 0:
        holds = evaluate(Term(op, (Term.lit(0, "ℤ"), Term.lit(beta, "ℤ")), "Prop"), {})
        return (0, None) if holds else (1, 0)
    ceil_, floor_ = -((-beta) // alpha), beta // alpha
    if op == "ge":
        return (max(ceil_, 0), None)
    if op == "gt":
        return (max(floor_ + 1, 0), None)
    if op == "le":
        return (0, floor_) if floor_ >= 0 else (1, 0)
    if op == "lt":
        return (0, ceil_ - 1) if ceil_ - 1 >= 0 else (1, 0)
    exact = beta % alpha == 0 and beta >= 0
    if op == "eq":
        return (beta // alpha, beta // alpha) if exact else (1, 0)
    if not exact:
        return (0, None)
    return (1, None) if beta == 0 else None  # m ≠ β/α > 0: kept as a hypothesis


def _fresh(identity: Identity) -> str:
    taken = {v.name for v in identity.variables}
    for side in (identity.lhs, identity.rhs, *identity.hypotheses):
        for s in side.walk():
            if s.op in ("sum", "prod") and isinstance(s.value, SumBinder):
                taken.add(s.value.index)
    for cand in ("m", "j", "q", *(f"m{i}" for i in range(1, 100))):
        if cand not in taken:
            return cand
    raise CaseSplitError("no fresh variable name")


def split_residues(identity: Identity) -> Split | None:
    """The residue-class cases of ``identity`` (module docstring), or ``None`` when it has no
    ℕ floor division; raises :class:`CaseSplitError` when a division is not of the form."""
    found = split_variable(identity)
    if found is None:
        return None
    v, modulus = found
    m = _fresh(identity)
    cases = []
    for r in range(modulus):
        value = linear_term(modulus, r, m)

        def sub(t: Term, value: Term = value) -> Term:
            return exact_divisions(substitute(t, v, value), m)

        lo, hi, hyps = 0, None, []
        for h in identity.hypotheses:
            h2 = sub(h)
            b = _bounds(h2, m)
            if b is None:
                if h2.op != "true":
                    hyps.append(h2)
                continue
            lo = max(lo, b[0])
            if b[1] is not None:
                hi = b[1] if hi is None else min(hi, b[1])
        if hi is not None:
            hyps.insert(0, Term("le", (Term.var(m), Term.lit(max(hi, 0))), "Prop"))
        if lo > 0:
            hyps.insert(0, Term("ge", (Term.var(m), Term.lit(lo)), "Prop"))
        closed = [h for h in hyps if h.free_vars() <= {m}]
        values = None
        if hi is not None:
            values = tuple(
                x for x in range(lo, hi + 1) if all(evaluate(h, {m: x}) is True for h in closed)
            )
        variables = [Variable(m, "ℕ", x.binder) if x.name == v else x for x in identity.variables]
        case = Identity(
            name=f"{identity.name}_case{r}",
            variables=variables,
            hypotheses=hyps,
            lhs=sub(identity.lhs),
            rhs=sub(identity.rhs),
            domain=identity.domain,
            relation=identity.relation,
        )
        text = f"{v} = {modulus} * {m}" + (f" + {r}" if r else "")
        cases.append(Case(r, text, case, values))
    return Split(v, modulus, m, tuple(cases))


def finite_case_holds(split: Split, case: Case, original: Identity) -> bool | None:
    """Whether ``original`` holds at ``v = M·m + r`` for each of the case's finitely many
    ``m``, evaluated exactly; ``None`` when the case is infinite or other variables remain."""
    if case.values == ():
        return True
    if case.values is None or {x.name for x in original.variables} != {split.variable}:
        return None
    for mv in case.values:
        point = {split.variable: split.modulus * mv + case.residue}
        if original.holds_at(point) is False:
            return False
    return True


def divides_everywhere(numerator: Term, c: int) -> bool:
    """Whether the literal ``c ≥ 2`` divides ``numerator`` at every integer point, so that the
    floor division ``numerator / c`` is exact (``n * (n + 1) / 2``).

    Sound for a polynomial with integer coefficients — variables, natural literals, ``+``,
    ``*``, ``-`` at ℤ and powers with a literal exponent: its value modulo ``c`` depends only
    on the residues of its variables modulo ``c``, so checking the ``c^k`` residue points is
    a proof.  ``False`` for anything else (a truncated ℕ subtraction, a division, a power
    with a variable exponent, more than 10 000 points)."""
    allowed = {"var", "lit", "add", "mul", "neg"}
    for t in numerator.walk():
        if t.op == "lit" and isinstance(t.value, Fraction) and t.value.denominator == 1:
            continue
        if t.op == "sub" and t.type == "ℤ":
            continue
        if t.op == "pow" and t.args[1].op == "lit":
            continue
        if t.op not in allowed or t.op == "lit":
            return False
    names = sorted(numerator.free_vars())
    if c ** len(names) > 10_000:
        return False
    for point in itertools.product(range(c), repeat=len(names)):
        value = evaluate(numerator, dict(zip(names, point, strict=True)))
        assert isinstance(value, Fraction)
        if value.numerator % c:
            return False
    return True

"""Case splits for ℕ subtractions that may truncate: ``A - c`` → ``v < t`` and ``v = m + t``.

Lean's ``a - b`` at ℕ is ``0`` where ``a < b``; the engine reads exact arithmetic only.  Two
forms are split, each into cases whose union is every ℕ (so the statement is the conjunction
of its cases, as for the residue classes of :mod:`wzprove.model.cases`):

* **one variable**: every ℕ subtraction outside the summation index is ``(a₁·v + b₁) -
  (a₂·v + b₂)`` with ``d = a₁ − a₂ > 0`` in one ℕ variable ``v``.  It truncates exactly for
  ``v < ⌈(b₂ − b₁)/d⌉``; with ``t`` the largest such bound over the subtractions, the cases are
  the finitely many values ``v = 0, …, t − 1`` (each evaluated directly under Lean's semantics
  when no other variable remains, else its own statement in the other variables) and
  ``v = m + t``, where every subtraction is exact: ``(a₁·(m + t) + b₁) − (a₂·(m + t) + b₂) =
  d·m + (d·t + b₁ − b₂)`` with ``d·t + b₁ − b₂ ≥ 0`` (Lean: ``Nat.exists_eq_add_of_le``).
* **two variables**: ``n - m`` (plain variables): ``m ≤ n`` written ``n = m + j``
  (``n - m = j``) and ``n < m`` written ``m = n + 1 + j`` (``n - m = 0``).  In the second case
  the sides are simplified by rules that hold under Lean's semantics (:func:`simplify_zero`:
  an ``Ico``/``range`` sum whose lower limit exceeds its upper one is ``0``, ``C(a, b) = 0``
  for ``b > a``, ``x - y = 0`` for ``x ≤ y``, ``x ^ 0 = 1``, products with ``0``); the case is
  evaluated exactly when both sides become the same term, else it goes to the engine.

The hypotheses are carried as in :mod:`wzprove.model.cases` (a bound on ``v`` becomes a bound
on ``m``; a value case outside them is vacuous).  Nothing here decides truth: the cases are
certified or evaluated by :mod:`wzprove.pipeline.split`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from wzprove.model.cases import (
    Case,
    CaseSplitError,
    Split,
    _bounds,
    _fresh,
    _linear,
    linear_term,
    rewrite_up,
)
from wzprove.model.identity import Identity, Term, Variable, evaluate, substitute
from wzprove.model.terms import SumBinder

#: The most values of the truncating region that are split off one by one.
MAX_VALUES = 12


def _subtractions(identity: Identity) -> list[Term]:
    """The ℕ ``sub`` nodes of the sides free of summation indices (those the reading cannot
    bound by the summation range), each once, in pre-order; a subtraction inside one that
    involves a summation index is left to the reading with it (``x - 1 - k``)."""
    names = {v.name for v in identity.variables}
    out: list[Term] = []

    def visit(t: Term) -> None:
        if t.op == "sub" and t.type == "ℕ":
            if not t.free_vars() <= names:
                return
            if t not in out:
                out.append(t)
        for a in t.args:
            visit(a)

    visit(identity.lhs)
    visit(identity.rhs)
    return out


def _shadowed(identity: Identity) -> bool:
    names = {v.name for v in identity.variables}
    return any(
        isinstance(t.value, SumBinder) and t.value.index in names
        for side in (identity.lhs, identity.rhs)
        for t in side.walk()
    )


def _lower_bound(identity: Identity, v: str) -> int:
    """The least value of ``v`` the hypotheses linear in ``v`` alone allow (0 without any)."""
    lo = 0
    for h in identity.hypotheses:
        if h.free_vars() == {v}:
            b = _bounds(h, v)
            if b is not None:
                lo = max(lo, b[0])
    return lo


def exact_subtractions(t: Term, name: str) -> Term:
    """``t`` with every ℕ ``x - y``, ``x`` and ``y`` linear in ``name`` alone and ``x − y``
    having non-negative coefficients (so it never truncates), replaced by ``x − y``."""
    return rewrite_up(t, name, lambda u: _exact_subtraction(u, name))


def _exact_subtraction(t: Term, name: str) -> Term:
    """One node of :func:`exact_subtractions` (its children already rewritten)."""
    if t.op == "sub" and t.type == "ℕ":
        x, y = (_linear(a, name) for a in t.args)
        if x is not None and y is not None and x[0] >= y[0] and x[1] >= y[1]:
            return linear_term(x[0] - y[0], x[1] - y[1], name)
    return t


def _carry(identity: Identity, v: str, value: Term, m: str) -> tuple[list[Term], bool]:
    """The hypotheses with ``v := value`` (linear in ``m``): bounds on ``m`` kept, those that
    became trivially true dropped; and whether some hypothesis became false (an empty case)."""
    hyps: list[Term] = []
    for h in identity.hypotheses:
        h2 = exact_subtractions(substitute(h, v, value), m)
        b = _bounds(h2, m) if h2.free_vars() <= {m} else None
        if b == (1, 0):
            return hyps, True
        if b == (0, None):
            continue
        hyps.append(h2)
    return hyps, False


def _one_variable(
    identity: Identity, subs: list[Term], tests: dict[str, int] | None = None
) -> Split | None:
    found: dict[str, int] = dict(tests or {})
    for s in subs:
        free = s.free_vars()
        if len(free) != 1:
            raise CaseSplitError(f"the ℕ subtraction {s} is in several variables")
        (v,) = free
        x, y = (_linear(a, v) for a in s.args)
        if x is None or y is None or x[0] <= y[0]:
            raise CaseSplitError(
                f"the ℕ subtraction {s} is not (a₁·{v} + b₁) − (a₂·{v} + b₂) with a₁ > a₂ "
                "(it would truncate for infinitely many values)"
            )
        d = x[0] - y[0]
        found[v] = max(found.get(v, 0), math.ceil(Fraction(y[1] - x[1], d)))
    if len(found) != 1:
        raise CaseSplitError(f"subtractions in several variables ({', '.join(sorted(found))})")
    ((v, t),) = found.items()
    if t <= _lower_bound(identity, v):
        return None  # the hypotheses already keep every subtraction exact
    if t > MAX_VALUES:
        raise CaseSplitError(f"{t} truncating values of {v} (at most {MAX_VALUES} are split off)")
    m = _fresh(identity)
    others = [x for x in identity.variables if x.name != v]
    cases: list[Case] = []
    if not [x for x in others if x.type in ("ℕ", "ℤ", "ℚ", "ℝ")]:
        text = f"{v} < {t}" if t > 1 else f"{v} = 0"
        cases.append(Case(0, text, identity, tuple(range(t))))
    else:
        for c in range(t):
            lit = Term.lit(c)
            hyps = [substitute(h, v, lit) for h in identity.hypotheses]
            if any(h.free_vars() == set() and evaluate(h, {}) is not True for h in hyps):
                cases.append(Case(c, f"{v} = {c}", identity, (), v, lit))
                continue
            case = replace(
                identity,
                name=f"{identity.name}_at{c}",
                variables=others,
                hypotheses=[h for h in hyps if h.free_vars()],
                hypothesis_names=[],
                lhs=substitute(identity.lhs, v, lit),
                rhs=substitute(identity.rhs, v, lit),
            )
            cases.append(Case(c, f"{v} = {c}", case, None, v, lit))
    value = linear_term(1, t, m)
    hyps, empty = _carry(identity, v, value, m)

    def sub(s: Term) -> Term:
        return _decide_tests(exact_subtractions(substitute(s, v, value), m), m)

    case = _case_identity(identity, t, v, m, hyps, sub)
    cases.append(Case(t, f"{v} = {m} + {t}", case, () if empty else None, v, value))
    return Split(v, 1, m, tuple(cases), kind="truncation")


def truncation_split(identity: Identity) -> Split | None:
    """The truncation cases of ``identity`` (module docstring), or ``None`` when no ℕ
    subtraction outside the summation indices may truncate; raises :class:`CaseSplitError`
    saying which subtraction is of neither form."""
    subs = _subtractions(identity)
    tests = value_tests(identity)
    if not (subs or tests) and not _shadowed(identity):
        low = lower_limit_pair(identity)
        if low is not None:  # ∑ k ∈ Ico m (n + c): the cases n = m + j, m = n + 1 + j
            return _two_variables(identity, Term("sub", tuple(map(Term.var, low)), "ℕ"))
    if not (subs or tests) or _shadowed(identity):
        return None
    pair = [s for s in subs if all(a.op == "var" for a in s.args)]
    if len(pair) == 1 and len(pair[0].free_vars()) == 2 and len(subs) == 1 and not tests:
        return _two_variables(identity, pair[0])
    return _one_variable(identity, subs, tests)


def lower_limit_pair(identity: Identity) -> tuple[str, str] | None:
    """``(n, m)`` where the left side is one sum ``∑ k ∈ Ico m (n + c)`` (``c`` a literal
    ``≥ 0``) of two distinct ℕ variables ``m``, ``n`` of a statement with no hypotheses and
    no other variables (the hockey stick from a parameter, scope15j): the engine does not
    read a sum from a parameter; the difference split's case ``n = m + j`` moves the sum to
    ``range`` (:func:`wzprove.sketch.split_trunc_proof.ico_shifted`), its case
    ``m = n + 1 + j`` is simplified by :func:`simplify_zero` (the sum empty for ``c ≤ 1``),
    exactly as for a subtraction ``n - m``; ``None`` for any other form."""
    lhs = identity.lhs
    if identity.hypotheses or lhs.op != "sum" or not isinstance(lhs.value, SumBinder):
        return None
    if lhs.value.kind != "Ico" or lhs.args[0].op != "var" or len(identity.variables) != 2:
        return None
    if any(v.type != "ℕ" for v in identity.variables):
        return None
    m, hi = str(lhs.args[0].value), lhs.args[1]
    top = _linear_in(hi, {v.name for v in identity.variables})
    if top is None or top.get(m, 0) != 0 or top.get("", 0) < 0:
        return None
    rest = [x for x, c in top.items() if x != "" and c]
    if len(rest) != 1 or top[rest[0]] != 1:
        return None
    return rest[0], m


def value_tests(identity: Identity) -> dict[str, int]:
    """``{v: c + 1}`` for each ``if v = c then … else …`` (or ``c = v``) of the sides, ``v`` a
    ℕ variable and ``c`` a natural literal: the values ``v ≤ c`` are split off and evaluated,
    and for ``v = m + c + 1`` the test is false (:func:`_decide_tests`).  (Gould 3.92:
    ``if n = 0 then -1 else 0``.)"""
    names = {v.name for v in identity.variables if v.type == "ℕ"}
    out: dict[str, int] = {}
    for side in (identity.lhs, identity.rhs):
        for t in side.walk():
            if t.op != "ite" or t.args[0].op != "eq":
                continue
            a, b = t.args[0].args
            if a.op == "lit":
                a, b = b, a
            if a.op == "var" and a.value in names and b.op == "lit" and b.type == "ℕ":
                out[str(a.value)] = max(out.get(str(a.value), 0), int(b.value) + 1)  # type: ignore[arg-type]
    return out


def truncation_cause(identity: Identity) -> str:
    """What a truncation split of ``identity`` splits on, for its message: ``"the ℕ
    subtraction"``, ``"the `if` test"`` or both (new-user run 16: a split on ``if n = 0``
    alone was said to be of "the ℕ subtraction").

    >>> from wzprove.lean.parser import parse_text
    >>> def cause(stmt):
    ...     (t,) = parse_text(f"theorem t (n : ℕ) : {stmt} := by sorry", "t.lean")
    ...     return truncation_cause(t.identity)
    >>> cause("(if n = 0 then (1 : ℚ) else 0) = (0 : ℚ) ^ n")
    'the `if` test'
    >>> cause("((n - 1 : ℕ) : ℚ) + 1 = n")
    'the ℕ subtraction'
    """
    subs, tests = _subtractions(identity), value_tests(identity)
    if not (subs or tests) and lower_limit_pair(identity) is not None:
        return "the sum's lower limit"
    parts = (["the ℕ subtraction"] if subs else []) + (["the `if` test"] if tests else [])
    return " and ".join(parts) or "the ℕ subtraction"


def _decide_tests(t: Term, name: str) -> Term:
    """``t`` with each ``if x = y then a else b``, ``x`` and ``y`` linear in ``name`` and
    ``x − y`` never 0 at ℕ (coefficient and constant of one strict sign), replaced by ``b``."""

    def rule(u: Term) -> Term:
        if u.op == "ite" and u.args[0].op == "eq":
            x, y = (_linear(a, name) for a in u.args[0].args)
            if x is not None and y is not None:
                da, db = x[0] - y[0], x[1] - y[1]
                if (da >= 0 and db > 0) or (da <= 0 and db < 0):
                    return u.args[2]
        return u

    return rewrite_up(t, name, rule)


# -- two variables: n - m -------------------------------------------------------------------


def _linear_in(t: Term, names: set[str]) -> dict[str, int] | None:
    """Coefficients of ``t`` as a ℕ linear form over ``names`` (key ``""``: the constant)."""
    if t.type != "ℕ":
        return None
    if t.op == "var":
        return {str(t.value): 1} if t.value in names else None
    if t.op == "lit":
        v = t.value
        ok = isinstance(v, Fraction) and v.denominator == 1 and v >= 0
        return {"": int(v)} if ok else None  # type: ignore[arg-type]
    if t.op == "add":
        x, y = (_linear_in(a, names) for a in t.args)
        if x is None or y is None:
            return None
        return {k: x.get(k, 0) + y.get(k, 0) for k in x.keys() | y.keys()}
    return None


def _exceeds(x: Term, y: Term, names: set[str], strict: bool) -> bool:
    """Whether ``x > y`` (``x ≥ y`` if not ``strict``) at every ℕ point: both linear with
    non-negative coefficients and ``x − y`` coefficient-wise ≥ 0 (constant > 0 if strict)."""
    a, b = _linear_in(x, names), _linear_in(y, names)
    if a is None or b is None:
        return False
    diff = {k: a.get(k, 0) - b.get(k, 0) for k in a.keys() | b.keys()}
    if any(c < 0 for c in diff.values()):
        return False
    return diff.get("", 0) > 0 or not strict


def _difference(x: Term, y: Term, names: set[str]) -> Term:
    """The ℕ term ``x − y`` for linear forms with ``x ≥ y`` coefficient-wise."""
    a, b = _linear_in(x, names), _linear_in(y, names)
    assert a is not None and b is not None
    diff = {k: a.get(k, 0) - b.get(k, 0) for k in a.keys() | b.keys()}
    out: Term | None = None
    for k in sorted(k for k in diff if k and diff[k]):
        term = linear_term(diff[k], 0, k)
        out = term if out is None else Term("add", (out, term), "ℕ")
    const = diff.get("", 0)
    if out is None:
        return Term.lit(const)
    return Term("add", (out, Term.lit(const)), "ℕ") if const else out


def simplify_zero(t: Term, names: set[str]) -> Term:
    """``t`` with rules that hold under Lean's semantics at every ℕ point applied bottom-up:
    a ``range``/``Ico`` sum whose lower limit is at least its upper one is ``0``
    (``Finset.Ico_eq_empty_of_le``), ``Nat.choose a b = 0`` for ``b > a``
    (``Nat.choose_eq_zero_of_lt``), ``x - y = 0`` at ℕ for ``x ≤ y``
    (``Nat.sub_eq_zero_of_le``), ``x - y`` its exact linear value for ``x ≥ y``, ``x ^ 0 = 1``,
    ``0 · x = x · 0 = 0``, ``1 · x = x``, casts of literals."""
    if not t.args:
        return t
    if t.op in ("sum", "prod"):
        assert isinstance(t.value, SumBinder)
        lo, hi, body = t.args
        inner = names - {t.value.index}
        kind = t.value.kind
        lo2, hi2 = simplify_zero(lo, inner), simplify_zero(hi, inner)
        if t.op == "sum" and kind in ("range", "Ico") and _exceeds(lo2, hi2, inner, False):
            return Term.lit(0, t.type)
        if t.op == "sum" and kind in ("range", "Ico") and _zero_summand(t, lo2, hi2, inner):
            return Term.lit(0, t.type)
        return replace(t, args=(lo2, hi2, body))
    t = replace(t, args=tuple(simplify_zero(a, names) for a in t.args))
    zero = Term.lit(0, t.type)
    if t.op == "choose" and len(t.args) == 2 and _exceeds(t.args[1], t.args[0], names, True):
        return zero
    if t.op == "sub" and t.type == "ℕ" and _exceeds(t.args[1], t.args[0], names, False):
        return zero
    if t.op == "sub" and t.type == "ℕ" and _exceeds(t.args[0], t.args[1], names, False):
        return _difference(t.args[0], t.args[1], names)
    if t.op == "pow" and t.args[1].op == "lit" and t.args[1].value == 0:
        return Term.lit(1, t.type)
    if t.op == "cast" and t.args[0].op == "lit":
        return Term.lit(t.args[0].value, t.type)  # type: ignore[arg-type]
    if t.op == "mul":
        if any(a.op == "lit" and a.value == 0 for a in t.args):
            return zero
        ones = [a for a in t.args if not (a.op == "lit" and a.value == 1)]
        if len(ones) == 1:
            return ones[0]
    return t


def _zero_summand(t: Term, lo: Term, hi: Term, names: set[str]) -> bool:
    """Whether every term of the ``range``/``Ico`` sum ``t`` (limits ``lo``, ``hi``) is 0
    under Lean's semantics: a factor of its summand is ``Nat.choose p q`` with ``p``, ``q``
    ℕ linear forms and ``q − p ≥ 1`` for every index ``k`` of ``lo ≤ k ≤ hi − 1`` and every
    ℕ value of ``names`` (``Nat.choose_eq_zero_of_lt``; ``0 · x = 0`` in Lean whatever ``x``
    is, ``x / 0`` included)."""
    from wzprove.model.choose_guards import product_factors

    assert isinstance(t.value, SumBinder)
    k = t.value.index
    low = {"": 0} if t.value.kind == "range" else _linear_in(lo, names)
    top = _linear_in(hi, names)
    if low is None or top is None:
        return False
    for f in product_factors(t.args[2]):
        if f.op != "choose" or len(f.args) != 2:
            continue
        p, q = (_linear_in(a, names | {k}) for a in f.args)
        if p is None or q is None:
            continue
        diff = {x: q.get(x, 0) - p.get(x, 0) for x in p.keys() | q.keys()}
        c = diff.pop(k, 0)
        # the least value of c·k on lo ≤ k ≤ hi − 1: at k = lo for c ≥ 0, k = hi − 1 for c < 0
        end = low if c >= 0 else {x: top.get(x, 0) - (x == "") for x in top.keys() | {""}}
        for x, v in end.items():
            diff[x] = diff.get(x, 0) + c * v
        if diff.get("", 0) >= 1 and all(v >= 0 for v in diff.values()):
            return True
    return False


def difference_split(identity: Identity, n: str, m: str) -> Split | None:
    """The cases ``n = m + j`` and ``m = n + 1 + j`` of two ℕ variables of ``identity``, the
    second simplified by :func:`simplify_zero` (as for a subtraction ``n - m``), whether or
    not the statement subtracts them: a partition of ℕ² that puts one variable's value
    above the other's, so that a sum over ``range (n + m + 1)`` has one moving variable."""
    return _two_variables(identity, Term("sub", (Term.var(n), Term.var(m)), "ℕ"))


def _two_variables(identity: Identity, s: Term) -> Split | None:
    n, m = (str(a.value) for a in s.args)
    if any(identity.variable(x).type != "ℕ" for x in (n, m)):
        return None
    j = _fresh(identity)
    names = {v.name for v in identity.variables} | {j}
    cases = []
    for r, (var, value, text) in enumerate(
        (
            (n, Term("add", (Term.var(m), Term.var(j)), "ℕ"), f"{n} = {m} + {j}"),
            (
                m,
                Term("add", (Term("add", (Term.var(n), Term.lit(1)), "ℕ"), Term.var(j)), "ℕ"),
                f"{m} = {n} + 1 + {j}",
            ),
        )
    ):

        def sub(u: Term, var: str = var, value: Term = value) -> Term:
            return simplify_zero(substitute(u, var, value), names)

        case = _case_identity(identity, r, var, j, [sub(h) for h in identity.hypotheses], sub)
        cases.append(Case(r, text, case, None, var, value))
    return Split(f"{n} - {m}", 1, j, tuple(cases), kind="difference")


def _case_identity(
    identity: Identity,
    residue: int,
    v: str,
    new: str,
    hyps: list[Term],
    sub: Callable[[Term], Term],
) -> Identity:
    """``identity`` in one case: the variable ``v`` replaced by the ℕ variable ``new``, the
    sides rewritten by ``sub``, the case's hypotheses ``hyps`` (unnamed)."""
    variables = [Variable(new, "ℕ", x.binder) if x.name == v else x for x in identity.variables]
    return replace(
        identity,
        name=f"{identity.name}_case{residue}",
        variables=variables,
        hypotheses=hyps,
        hypothesis_names=[],
        lhs=sub(identity.lhs),
        rhs=sub(identity.rhs),
    )

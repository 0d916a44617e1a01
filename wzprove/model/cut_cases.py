"""Sums cut where a factor ``C(x, k)`` of the summand vanishes: ``x = n + j`` / ``n = x + 1 + j``.

A sum ``∑ k ∈ range (n + 1), f k`` whose summand has ``Nat.choose x k`` as a factor of its
numerator (``x`` another ℕ variable of the statement) is ``0`` at every ``k > x`` under Lean's
semantics, whatever the rest of the summand is: ``Nat.choose x k = 0`` for ``x < k``
(Mathlib's ``Nat.choose_eq_zero_of_lt``), and ``0 * a = 0``, ``0 / b = 0`` (``b = 0``
included), ``((0 : ℕ) : ℝ) = 0``.  Such a summand may hold a divisor that vanishes exactly
there (Gould 4.21: ``C(x, k) / C(x + n - k, n)``, the divisor ``0`` for ``k > x``), which the
reading refuses.  Every ℕ pair ``(n, x)`` is in exactly one of two cases
(``Nat.lt_or_ge``):

* ``x = n + j``: no index of the range passes ``x``; the statement with ``x`` replaced;
* ``n = x + 1 + j``: the indices ``x < k ≤ n`` contribute ``0``, so the sum is
  ``∑ k ∈ range (x + 1), f k`` (``Finset.sum_range_add`` and the vanishing terms), and it is
  written reflected, ``∑ k ∈ range (x + 1), f (x - k)`` (``Finset.sum_range_reflect``): the
  forward sum's Gosper certificate has a pole at the edge ``k = x + 1`` where ``C(x, k)``
  vanishes (the antidifference is not ``R·f`` there), the reflected one has none in reach.

Nothing here decides truth: each case is certified by :mod:`wzprove.pipeline.split`, and
:func:`cut_split` checks each case against the original statement at a grid of points,
exactly under Lean's semantics, before returning it (a wrong rewrite raises).
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from fractions import Fraction

from wzprove.model.cases import Case, CaseSplitError, Split, _fresh, _linear
from wzprove.model.identity import EvaluationError, Identity, Term, Variable
from wzprove.model.terms import SumBinder, substitute, substitute_fresh
from wzprove.model.trunc_cases import _linear_in

#: the grid ``0 ≤ a, b < GRID`` on which each case is compared with the original statement
GRID = 6


def numerator_factors(t: Term) -> list[Term]:
    """Terms ``g`` with ``g = 0 ⇒ t = 0`` under Lean's semantics: the factors of a product,
    the numerator of a division (``0 / b = 0`` for every ``b``), through casts."""
    if t.op == "cast":
        return [t, *numerator_factors(t.args[0])]
    if t.op == "mul":
        return [t, *numerator_factors(t.args[0]), *numerator_factors(t.args[1])]
    if t.op == "div":
        return [t, *numerator_factors(t.args[0])]
    return [t]


def _cut_variable(body: Term, k: str, names: set[str]) -> str | None:
    """``x``, where ``Nat.choose x k`` is a numerator factor of ``body`` (``x`` a variable)."""
    for f in numerator_factors(body):
        if f.op != "choose" or len(f.args) != 2 or f.type != "ℕ":
            continue
        top, bottom = f.args
        if top.op == "var" and top.value in names and bottom.op == "var" and bottom.value == k:
            return str(top.value)
    return None


def cut_split(identity: Identity) -> Split | None:
    """The two cases of the module docstring, or ``None`` where the statement is not one
    ``∑ k ∈ range (n + 1)`` on the left with a numerator factor ``Nat.choose x k`` (``n``,
    ``x`` distinct ℕ variables, no hypotheses).  Raises :class:`CaseSplitError` where a case
    differs from the statement at a point of the grid (a fault of the rewriting)."""
    lhs = identity.lhs
    if identity.hypotheses or lhs.op != "sum" or not isinstance(lhs.value, SumBinder):
        return None
    binder = lhs.value
    lo, hi, body = lhs.args
    nat = {v.name for v in identity.variables if v.type == "ℕ"}
    if binder.kind != "range" or binder.index in nat or lo != Term.lit(0):
        return None
    n = next((v for v in sorted(nat) if _linear(hi, v) == (1, 1)), None)
    x = _cut_variable(body, binder.index, nat - {n}) if n is not None else None
    if n is None or x is None or any(t.op == "sum" for t in identity.rhs.walk()):
        return None
    j = _fresh(identity)
    k = binder.index
    plus = Term("add", (Term.var(n), Term.var(j)), "ℕ")  # x = n + j
    past = Term("add", (Term("add", (Term.var(x), Term.lit(1)), "ℕ"), Term.var(j)), "ℕ")
    wide = _case(identity, 0, x, j, plus, lhs)
    cut = replace(lhs, args=(lo, Term("add", (Term.var(x), Term.lit(1)), "ℕ"), body))
    flipped = substitute(body, k, Term("sub", (Term.var(x), Term.var(k))))
    reflected = replace(cut, args=(lo, cut.args[1], _normal(flipped, nat | {k}, k, x)))
    narrow = _case(identity, 1, n, j, past, reflected)
    split = Split(
        f"{x} - {n}",
        1,
        j,
        (
            Case(0, f"{x} = {n} + {j}", wide, None, x, plus),
            Case(
                1,
                f"{n} = {x} + 1 + {j} (the sum cut to range ({x} + 1), reflected)",
                narrow,
                None,
                n,
                past,
            ),
        ),
        kind="cut",
    )
    _check(identity, split)
    return split


def _form(t: Term, names: set[str], k: str, x: str) -> dict[str, int] | None:
    """The linear form of the ℕ term ``t`` over ``names`` (key ``""``: the constant) on the
    range ``0 ≤ k ≤ x`` of the reflected sum, a subtraction only where it is exact there."""
    if t.op in ("var", "lit"):
        return _linear_in(t, names)
    if t.type != "ℕ" or t.op not in ("add", "sub", "mul"):
        return None
    a, b = (_form(u, names, k, x) for u in t.args)
    if a is None or b is None:
        return None
    if t.op == "mul":
        if set(a) <= {""}:
            a, b = b, a
        if not set(b) <= {""}:
            return None
        return {key: c * b.get("", 0) for key, c in a.items()}
    sign = 1 if t.op == "add" else -1
    out = {key: a.get(key, 0) + sign * b.get(key, 0) for key in a.keys() | b.keys()}
    return out if t.op == "add" or _nonnegative(out, k, x) else None


def _nonnegative(form: dict[str, int], k: str, x: str) -> bool:
    """Whether ``form ≥ 0`` wherever ``0 ≤ k ≤ x`` and every other name is ``≥ 0``: with
    ``x = k + t``, every coefficient and the constant ``≥ 0``."""
    shifted = dict(form)
    shifted[k] = form.get(k, 0) + form.get(x, 0)
    return all(c >= 0 for c in shifted.values())


def _written(form: dict[str, int], k: str) -> Term:
    """The ℕ term of a form whose coefficients other than ``k``'s are ``≥ 0``: a sum, or
    that sum minus ``c·k`` (exact on the range, :func:`_nonnegative`)."""
    out: Term | None = None
    for key in sorted(v for v in form if v and form[v] > 0):
        term = (
            Term.var(key) if form[key] == 1 else Term("mul", (Term.lit(form[key]), Term.var(key)))
        )
        out = term if out is None else Term("add", (out, term), "ℕ")
    if form.get("", 0):
        const = Term.lit(form[""])
        out = const if out is None else Term("add", (out, const), "ℕ")
    out = out or Term.lit(0)
    c = -form.get(k, 0)
    if c > 0:
        minus = Term.var(k) if c == 1 else Term("mul", (Term.lit(c), Term.var(k)))
        out = Term("sub", (out, minus), "ℕ")
    return out


def _normal(t: Term, names: set[str], k: str, x: str) -> Term:
    """The reflected summand with each ℕ subtraction that is exact on ``0 ≤ k ≤ x`` folded
    into its linear form (``x + n − (x − k)`` is ``n + k``), and each cast of such a form
    to a field written as the same combination of casts (``↑(x − k) = ↑x − ↑k``, Mathlib's
    ``Nat.cast_sub``): the shape the complete-proof compiler reads."""
    if t.op in ("sum", "prod"):
        return t
    if t.op == "cast" and t.type in ("ℚ", "ℝ") and t.args[0].type == "ℕ":
        form = _form(t.args[0], names, k, x)
        if form is not None and any(u.op == "sub" for u in t.args[0].walk()):
            return _cast_form(form, t.type)
    if t.type == "ℕ" and t.op in ("add", "sub", "mul"):
        form = _form(t, names, k, x)
        if form is not None and all(c >= 0 for key, c in form.items() if key != k):
            return _written(form, k)
    if not t.args:
        return t
    return replace(t, args=tuple(_normal(a, names, k, x) for a in t.args))


def _cast_form(form: dict[str, int], ty: str) -> Term:
    """``Σ c_v · (v : ty) + c`` for a linear form (a field: negative coefficients allowed)."""
    out: Term | None = None
    for key in sorted(v for v in form if v and form[v]):
        c = form[key]
        cast = Term("cast", (Term.var(key),), ty)
        term = cast if abs(c) == 1 else Term("mul", (Term.lit(abs(c), ty), cast), ty)
        if out is None:
            out = term if c > 0 else Term("neg", (term,), ty)
        else:
            out = Term("add" if c > 0 else "sub", (out, term), ty)
    const = form.get("", 0)
    if out is None:
        return Term.lit(const, ty)
    if const:
        out = Term("add" if const > 0 else "sub", (out, Term.lit(abs(const), ty)), ty)
    return out


def _case(identity: Identity, r: int, v: str, new: str, value: Term, lhs: Term) -> Identity:
    """``identity`` with ``v := value`` on both sides (``lhs`` already rewritten by the cut,
    ``v`` still free in it), ``v`` replaced by the ℕ variable ``new``."""
    variables = [x for x in identity.variables if x.name != v]
    variables.append(Variable(new, "ℕ", identity.variable(v).binder))
    return replace(
        identity,
        name=f"{identity.name}_case{r}",
        variables=variables,
        hypotheses=[],
        hypothesis_names=[],
        lhs=substitute_fresh(lhs, v, value),
        rhs=substitute_fresh(identity.rhs, v, value),
    )


def _check(identity: Identity, split: Split) -> None:
    """Each case's sides equal the statement's at the points it covers (both variables of
    the case over ``0..GRID-1``), evaluated exactly under Lean's semantics."""
    from wzprove.model.identity import evaluate

    for case in split.cases:
        assert case.value is not None and case.replaced is not None
        names = [v.name for v in case.identity.variables]
        for point in itertools.product(range(GRID), repeat=len(names)):
            env = {a: Fraction(b) for a, b in zip(names, point, strict=True)}
            back = dict(env)
            back[case.replaced] = evaluate(case.value, env)
            back.pop(split.new_variable)
            try:
                mine, theirs = case.identity.sides(env), identity.sides(back)
            except EvaluationError:
                continue  # a point neither side is defined at says nothing of the rewrite
            if not all(map(Identity.same, mine, theirs)):
                raise CaseSplitError(
                    f"case {case.substitution} differs from the statement at {env}: {mine} vs "
                    f"{theirs}"
                )

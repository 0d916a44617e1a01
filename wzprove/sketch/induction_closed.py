"""Closed forms of sums over ``n``'s range, as candidates for lemmas proved by induction
(issue 14, item 3; :mod:`wzprove.sketch.induction_proof`).

A statement such as ``∑_{k≤n} k³ = (∑_{k≤n} k)²`` is certified with the engine's closed forms
of its sums (:class:`wzprove.pipeline.induction.ClosedForms`); its step does not close with
the sums as unknowns.  Its proof states each sum's closed form as a lemma and proves it by
induction (the summand does not involve ``n``, so the step is ``C(n + 1) − C(n) = f(n + 1)``),
then the statement by one ``linear_combination`` over the lemmas.  The candidates come from
sympy's summation of a polynomial summand (Faulhaber's formulas, Concrete Mathematics §2.5);
nothing here is trusted: each lemma is replayed like any other step.

>>> from wzprove.model.identity import SumBinder, Term
>>> k = Term.var("k")
>>> total = Term("sum", (Term.lit(0), Term("add", (Term.var("n"), Term.lit(1))),
...              Term("cast", (k,), "ℚ")), "ℚ", SumBinder("k"))
>>> [str(c) for _, c in closed_forms((total, Term.lit(0, "ℚ")), "n", "ℚ")]
['(((1 /[ℚ] 2) * ((n : ℚ) ^ 2)) + ((1 /[ℚ] 2) * (n : ℚ)))']
"""

from __future__ import annotations

from fractions import Fraction

import sympy

from wzprove.model.identity import SumBinder, Term, Ty
from wzprove.sketch.ring_model import push_casts


def _sym(t: Term, names: dict[str, sympy.Symbol]) -> sympy.Expr | None:
    """A pushed term built from ``names`` by ``+ − × ^`` and numerals (``/`` by a numeral),
    as sympy; ``None`` for anything else."""
    op = t.op
    if op == "var" or (op == "cast" and t.args[0].op == "var"):
        name = str(t.value if op == "var" else t.args[0].value)
        return names.get(name)
    if op == "lit":
        assert isinstance(t.value, Fraction)
        return sympy.Rational(t.value.numerator, t.value.denominator)
    if op in ("add", "sub", "mul", "div"):
        a, b = (_sym(x, names) for x in t.args)
        if a is None or b is None or (op == "div" and not (b.is_number and b != 0)):
            return None
        return {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b}[op]
    if op == "neg":
        a = _sym(t.args[0], names)
        return None if a is None else -a
    if op == "pow" and t.args[1].op == "lit":
        a = _sym(t.args[0], names)
        return None if a is None else a ** int(t.args[1].value)  # type: ignore[arg-type]
    return None


def _term(e: sympy.Expr, var: str, k: Ty) -> Term:
    """The polynomial ``e`` in ``var`` as a term of ``k``, monomials by descending degree."""
    n = sympy.Symbol(var)
    out: Term | None = None
    for (deg,), coeff in sympy.Poly(e, n).terms():
        q = Fraction(int(coeff.p), int(coeff.q))
        mono: Term | None = None
        if deg:
            base = Term("cast", (Term.var(var),), k)
            mono = base if deg == 1 else Term("pow", (base, Term.lit(deg)), k)
        c = Term.lit(abs(q.numerator), k)
        if q.denominator != 1:
            c = Term("div", (c, Term.lit(q.denominator, k)), k)
        t = c if mono is None else (mono if abs(q) == 1 else Term("mul", (c, mono), k))
        if out is None:
            out = t if q > 0 else Term("neg", (t,), k)
        else:
            out = Term("add" if q > 0 else "sub", (out, t), k)
    return out if out is not None else Term.lit(0, k)


def closed_forms(key: tuple[Term, Term], var: str, k: Ty) -> list[tuple[Term, Term]]:
    """For each sum over ``range`` or ``Icc`` in ``key`` (pushed, a field ``k``) whose
    summand is a polynomial in its index alone and whose upper limit is ``var + c``: the sum
    and its closed form, a polynomial in ``var`` (candidates only)."""
    n = sympy.Symbol(var)
    out: list[tuple[Term, Term]] = []
    for side in key:
        for t in push_casts(side).walk():
            if t.op != "sum" or any(t == s for s, _ in out):
                continue
            binder = t.value
            assert isinstance(binder, SumBinder)
            lo, hi, body = t.args
            i = sympy.Symbol(f"_{binder.index}")
            f = _sym(body, {binder.index: i})
            top = _sym(hi, {var: n})
            start = _sym(lo, {})
            if f is None or top is None or start is None or binder.kind not in ("range", "Icc"):
                continue
            last = top - 1 if binder.kind == "range" else top
            total = sympy.expand(sympy.summation(f, (i, start, last)))
            if total.has(sympy.Sum, sympy.Piecewise) or not total.is_polynomial(n):
                continue
            out.append((t, _term(total, var, k)))
    return out

"""The symbolic bridge of the identity model: a term's mathematical reading as a sympy
expression (:func:`to_sympy`, with the caveats where Lean's semantics differ), terms from sympy
expressions (:func:`from_sympy`), and the reading of whole sides with bound indices renamed
apart (:func:`sympy_reading`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

import sympy

from wzprove.model.limits import LimitError, check_operation, shown
from wzprove.model.semantics import (
    MAX_SIZE,
)
from wzprove.model.terms import (
    ModelError,
    SumBinder,
    Term,
    Ty,
    show,
    substitute,
)

# -- conversion to and from sympy ---------------------------------------------------------


@dataclass(frozen=True)
class SympyForm:
    """A term's mathematical reading as a sympy expression.

    ``caveats`` lists the places where Lean's semantics and the mathematical reading can
    differ (ℕ truncated subtraction, ℕ/ℤ division, division by a possibly zero value,
    ``Nat.choose`` of a possibly negative difference).  Where ``caveats`` is empty the two
    agree everywhere the expression is defined; otherwise callers must check agreement at
    the points they rely on (the sketch and falsity checks do, with :func:`evaluate`).
    """

    expr: sympy.Expr
    caveats: tuple[str, ...]
    symbols: Mapping[str, sympy.Symbol]


def symbol_for(name: str, ty: Ty) -> sympy.Symbol:
    """The sympy symbol used for a variable ``name`` of type ``ty`` (assumptions: ℕ →
    nonnegative integer, ℤ → integer, ℚ/ℝ → rational/real)."""
    if ty == "ℕ":
        return sympy.Symbol(name, integer=True, nonnegative=True)
    if ty == "ℤ":
        return sympy.Symbol(name, integer=True)
    if ty == "ℚ":
        return sympy.Symbol(name, rational=True)
    return sympy.Symbol(name, real=True)


def to_sympy(
    term: Term,
    types: Mapping[str, Ty] | None = None,
    exact_division: Callable[[Term], bool] | None = None,
) -> SympyForm:
    """Read ``term`` as a mathematical sympy expression (see :class:`SympyForm`).

    ``types`` gives the types of the free variables (default: the types recorded on the
    ``var`` nodes).  ``Nat.choose`` becomes ``binomial``, factorials ``factorial``,
    ``descFactorial``/``ascFactorial`` ``FallingFactorial``/``RisingFactorial``, big
    operators ``Sum``/``Product`` with inclusive bounds.  Raises :class:`ModelError` for
    propositions other than the condition of an ``ite`` (which becomes ``Piecewise``).
    ``exact_division``: a test that a ℕ/ℤ division node divides exactly at every point
    (:func:`wzprove.model.cases.divides_everywhere`, passed in by the reading); such a
    division is read as the exact quotient ``a / c``, with no caveat, instead of a floor.
    """
    caveats: list[str] = []
    symbols: dict[str, sympy.Symbol] = {}

    def sym(name: str, ty: Ty) -> sympy.Symbol:
        if types and name in types:
            ty = types[name]
        if name not in symbols:
            symbols[name] = symbol_for(name, ty)
        return symbols[name]

    def go(t: Term) -> sympy.Basic:  # noqa: C901 - one case per operation
        op = t.op
        if op == "var":
            return sym(str(t.value), t.type)
        if op == "lit":
            assert isinstance(t.value, Fraction)
            return sympy.Rational(t.value.numerator, t.value.denominator)
        a = [go(x) for x in t.args] if op not in ("sum", "prod", "ite") else []
        if op == "add":
            return a[0] + a[1]
        if op == "mul":
            return a[0] * a[1]
        if op == "neg":
            return -a[0]
        if op == "sub":
            if t.type == "ℕ" and not _nonneg(a[0] - a[1]):
                caveats.append(f"ℕ subtraction {show(t)} truncates at 0")
            return a[0] - a[1]
        if op == "div":
            if t.type in ("ℕ", "ℤ") and exact_division is not None and exact_division(t):
                return a[0] / a[1]  # floor(a / c) = a / c where c divides a everywhere
            if t.type in ("ℕ", "ℤ"):
                caveats.append(f"{t.type} division {show(t)} rounds down")
                return sympy.floor(a[0] / a[1])
            if not _nonzero(a[1]):
                caveats.append(f"division {show(t)} is 0 in Lean where the divisor is 0")
            return a[0] / a[1]
        if op == "mod":
            caveats.append(f"{show(t)}: remainder")
            return sympy.Mod(a[0], a[1])
        if op == "pow":
            _refuse_huge(op, a)
            return a[0] ** a[1]
        if op == "cast":
            return a[0]
        if op == "abs":
            return sympy.Abs(a[0])
        if op in ("choose", "binomial"):
            _refuse_huge(op, a)
            return sympy.binomial(a[0], a[1])
        if op == "factorial":
            _refuse_huge(op, a)
            return sympy.factorial(a[0])
        if op == "centralbinom":  # Nat.centralBinom n = (2 n).choose n
            _refuse_huge("choose", [2 * a[0], a[0]])
            return sympy.binomial(2 * a[0], a[0])
        if op == "catalan":  # catalan n = centralBinom n / (n + 1), exactly (Mathlib's
            # Nat.succ_mul_catalan_eq_centralBinom)
            _refuse_huge("choose", [2 * a[0], a[0]])
            return sympy.binomial(2 * a[0], a[0]) / (a[0] + 1)
        if op == "descfact":
            _refuse_huge(op, a)
            return sympy.FallingFactorial(a[0], a[1])
        if op == "ascfact":
            _refuse_huge(op, a)
            return sympy.RisingFactorial(a[0], a[1])
        if op in ("sum", "prod"):
            binder = t.value
            assert isinstance(binder, SumBinder)
            idx = sym(binder.index, binder.index_type)
            lo, hi, body = (go(x) for x in t.args)
            for bound in (lo, hi):
                big = [c for c in bound.atoms(sympy.Rational) if abs(c.p) > MAX_SIZE]
                if big:
                    raise ModelError(
                        f"the bound {shown(bound)} of {show(t)[:60]} holds the constant "
                        f"{shown(big[0])}, beyond the limit {MAX_SIZE} of exact evaluation"
                    )
            start, stop = {
                "range": (sympy.Integer(0), hi - 1),
                "Icc": (lo, hi),
                "Ico": (lo, hi - 1),
                "Ioc": (lo + 1, hi),
                "Ioo": (lo + 1, hi - 1),
            }[binder.kind]
            cls = sympy.Sum if op == "sum" else sympy.Product
            return cls(body, (idx, start, stop))
        if op == "ite":
            c, x, y = t.args
            return sympy.Piecewise((go(x), go_prop(c)), (go(y), True))
        if op == "pi":
            return sympy.pi
        if op == "stirling2" and t.args[1].op == "lit" and 0 <= t.args[1].value <= 8:
            # Nat.stirlingSecond n c for a literal c: (1/c!) Σ_j (-1)^(c-j) C(c, j) j^n, with
            # 0^0 = 1 (S(0, 0) = 1, S(n, 0) = 0 for n > 0): the explicit formula, every n
            c = int(t.args[1].value)  # type: ignore[arg-type]
            return sum(
                (-1) ** (c - j) * sympy.binomial(c, j) * sympy.Integer(j) ** a[0]
                for j in range(c + 1)
            ) / sympy.factorial(c)
        if op in _ANALYTIC:  # Real.sqrt / Real.Gamma: the same function where the argument
            # is visibly nonnegative / positive (Lean: 0 for a negative one / at a pole)
            fn, sign = _ANALYTIC[op]
            if not getattr(sympy.expand(a[0]), sign):
                caveats.append(f"{show(t)}: its argument is not shown {sign[3:]}")
            return fn(a[0])
        raise ModelError(f"{op} has no sympy reading as a number")

    rel = {
        "eq": sympy.Eq,
        "ne": sympy.Ne,
        "lt": sympy.Lt,
        "le": sympy.Le,
        "gt": sympy.Gt,
        "ge": sympy.Ge,
    }

    def go_prop(t: Term) -> sympy.Basic:
        if t.op in rel:
            return rel[t.op](go(t.args[0]), go(t.args[1]))
        if t.op == "and":
            return sympy.And(go_prop(t.args[0]), go_prop(t.args[1]))
        if t.op == "or":
            return sympy.Or(go_prop(t.args[0]), go_prop(t.args[1]))
        if t.op == "not":
            return sympy.Not(go_prop(t.args[0]))
        if t.op in ("true", "false"):
            return sympy.true if t.op == "true" else sympy.false
        if t.op == "dvd":
            return sympy.Eq(sympy.Mod(go(t.args[1]), go(t.args[0])), 0)
        raise ModelError(f"{t.op} has no sympy reading as a condition")

    expr = go(term)
    return SympyForm(sympy.sympify(expr), tuple(dict.fromkeys(caveats)), symbols)


def _refuse_huge(op: str, args: Sequence[sympy.Basic]) -> None:
    """:func:`wzprove.model.limits.check_operation` raising :class:`ModelError`: sympy evaluates
    powers, factorials and binomials of numbers eagerly, without a bound."""
    try:
        check_operation(op, args, MAX_SIZE)
    except LimitError as exc:
        raise ModelError(str(exc)) from None


#: Lean's ``Real.sqrt`` and ``Real.Gamma`` as sympy functions, with the sign of the argument
#: under which they agree (``Real.sqrt x = 0`` for ``x < 0``, ``Real.Gamma`` is 0 at its poles)
_ANALYTIC = {"sqrt": (sympy.sqrt, "is_nonnegative"), "gamma": (sympy.gamma, "is_positive")}


def analytic_caveat(t: Term) -> str:
    """Why the reading of ``Real.sqrt a`` / ``Real.Gamma a`` may differ from Lean's (``""``
    where it cannot): ``a`` not shown nonnegative / positive from the variables' types alone
    (a summation index's range and the hypotheses are not used: ``Real.Gamma (n + 1/2)`` with
    ``n : ℕ`` is read, ``Real.Gamma (n - 1)`` is not)."""
    try:
        clean = not to_sympy(t).caveats
    except (ModelError, TypeError, ValueError):
        clean = False
    sign = "nonnegative" if t.op == "sqrt" else "positive"
    return (
        ""
        if clean
        else f"the argument of {show(t)[:80]} is not shown {sign} where the statement applies;"
        " Lean's Real.sqrt is 0 below 0 and Real.Gamma 0 at its poles"
    )


def positive_argument(a: Term) -> bool:
    """Whether ``a`` is shown positive from the variables' types alone."""
    try:
        form = to_sympy(a)
    except (ModelError, TypeError, ValueError):
        return False
    return not form.caveats and bool(sympy.expand(form.expr).is_positive)


def _nonneg(e: sympy.Expr) -> bool:
    return bool(e.is_nonnegative)


def _nonzero(e: sympy.Expr) -> bool:
    return bool(e.is_nonzero)


def from_sympy(
    expr: sympy.Basic,
    types: Mapping[str, Ty] | None = None,
    domain: Ty = "ℚ",
    *,
    real_powers: bool = False,
) -> Term:
    """Convert a sympy expression (mathematical semantics) to a term at type ``domain``.

    Symbols are variables of the type in ``types`` (default ℕ, the usual type of ``n``,
    ``k`` in an identity); arithmetic happens at ``domain`` (default ℚ) so that no Lean
    truncation applies, ``binomial`` becomes the generalised binomial, ``Sum`` a ``sum`` over
    ``Icc``.  Raises :class:`ModelError` naming the first unsupported function.

    A power whose exponent sympy cannot show to be an integer (``sqrt(a)`` is
    ``a ** (1/2)``) is refused, unless ``real_powers``: then it is ``Real.rpow`` (its
    exponent a term at ``ℝ``), which is ``Real.sqrt`` at ``1/2`` and ``0`` there for a
    negative base (``Real.rpow_def_of_neg``; :func:`wzprove.model.semantics.evaluate`) —
    Lean's reading of ``certify``'s input (:mod:`wzprove.wz.as_written`).
    """
    types = dict(types or {})

    def go(e: sympy.Basic) -> Term:  # noqa: C901
        if isinstance(e, sympy.Symbol):
            ty = types.get(e.name, "ℕ")
            v = Term.var(e.name, ty)
            return v if ty == domain else Term("cast", (v,), domain)
        if isinstance(e, sympy.Rational):
            return Term.lit(Fraction(int(e.p), int(e.q)), domain)
        if isinstance(e, sympy.Add):
            terms = [go(x) for x in e.args]
            out = terms[0]
            for x in terms[1:]:
                out = Term("add", (out, x), domain)
            return out
        if isinstance(e, sympy.Mul):
            terms = [go(x) for x in e.args]
            out = terms[0]
            for x in terms[1:]:
                out = Term("mul", (out, x), domain)
            return out
        if isinstance(e, sympy.Pow):
            base, ex = e.args
            if not ex.is_integer:
                if real_powers:
                    ex_r = from_sympy(ex, types, "ℝ", real_powers=True)
                    return Term("pow", (go(base), ex_r), domain)
                raise ModelError(f"power with non-integer exponent: {e}")
            ex_t = _int_term(ex, types)
            if ex.is_nonnegative:
                return Term("pow", (go(base), ex_t), domain)
            return Term(
                "pow", (go(base), Term("cast", (ex_t,), "ℤ") if ex_t.type == "ℕ" else ex_t), domain
            )
        if isinstance(e, sympy.binomial):
            return Term("binomial", (go(e.args[0]), _int_term(e.args[1], types)), domain)
        if isinstance(e, sympy.factorial):
            return Term(
                "cast", (Term("factorial", (_int_term(e.args[0], types, "ℕ"),), "ℕ"),), domain
            )
        if isinstance(e, (sympy.RisingFactorial, sympy.FallingFactorial)):
            x, j = e.args
            jt = _int_term(j, types)
            # expand as a product so that rational or negative bases keep their meaning
            i = sympy.Dummy("i", integer=True, nonnegative=True)
            factor = x + i if isinstance(e, sympy.RisingFactorial) else x - i
            name = f"_i{id(e) % 10_000}"
            types[name] = "ℕ"
            body = go(factor.subs(i, sympy.Symbol(name, integer=True, nonnegative=True)))
            return Term(
                "prod", (Term.lit(0, jt.type), jt, body), domain, SumBinder(name, "ℕ", "Ico")
            )
        if isinstance(e, sympy.Sum):
            body, (idx, lo, hi) = e.args[0], e.args[1]
            if not (lo.is_finite and hi.is_finite):
                raise ModelError(f"the range {idx} = {lo}..{hi} is not bounded")
            types.setdefault(idx.name, "ℤ" if not lo.is_nonnegative else "ℕ")
            ity = types[idx.name]
            return Term(
                "sum",
                (_int_term(lo, types, ity), _int_term(hi, types, ity), go(body)),
                domain,
                SumBinder(idx.name, ity, "Icc"),
            )
        if e is sympy.S.Half:
            return Term.lit(Fraction(1, 2), domain)
        name = type(e).__name__
        if isinstance(e, sympy.Function) or hasattr(e, "func"):
            raise ModelError(f"unsupported function {name} in {e}")
        raise ModelError(f"unsupported expression {e}")

    return go(sympy.sympify(expr))


def _int_term(e: sympy.Basic, types: Mapping[str, Ty], ty: Ty | None = None) -> Term:
    """An integer-valued sympy expression as a term at ℤ (or ℕ where it is a nonnegative
    literal or a ℕ variable and ``ty`` allows)."""
    e = sympy.sympify(e)
    if isinstance(e, sympy.Integer):
        v = int(e)
        t: Ty = ty or ("ℕ" if v >= 0 else "ℤ")
        if t == "ℕ" and v < 0:
            t = "ℤ"
        return Term.lit(v, t)
    if isinstance(e, sympy.Symbol):
        vt = types.get(e.name, "ℕ")
        return Term.var(e.name, vt)
    # integer-linear combinations at ℤ, so nothing truncates
    return from_sympy(e, types, "ℤ")


# -- whole sides, bound indices renamed apart ----------------------------------------------


def rename_bound(t: Term, avoid: set[str]) -> Term:
    """``t`` with every big-operator index renamed apart from the names in ``avoid`` and from
    the indices of enclosing big operators (``∑ k ∈ range (k + 1), f k`` with a free ``k``
    becomes ``∑ k_1 ∈ range (k + 1), f k_1``); α-equivalent to ``t`` (Lean's binders shadow).

    sympy's ``Sum(f, (k, 0, k))`` would read the same, but it prints ambiguously and a later
    ``subs(k, …)`` or ``doit`` must then know sympy's scoping rules; renamed apart, each symbol
    means one thing.

    >>> from wzprove.model.terms import SumBinder
    >>> k = Term.var("k")
    >>> s = Term("sum", (Term.lit(0), Term("add", (k, Term.lit(1))), k), "ℕ", SumBinder("k"))
    >>> str(rename_bound(s, {"k"}))
    '∑ k_1 ∈ range(0, (k + 1)), k_1'
    """
    used = {str(x.value) for x in t.walk() if x.op == "var"} | set(avoid)
    used |= {x.value.index for x in t.walk() if isinstance(x.value, SumBinder)}

    def go(u: Term, scope: frozenset[str]) -> Term:
        if u.op in ("sum", "prod"):
            binder = u.value
            assert isinstance(binder, SumBinder)
            lo, hi, body = go(u.args[0], scope), go(u.args[1], scope), u.args[2]
            index = binder.index
            if index in avoid or index in scope:
                fresh = next(
                    f"{index}_{j}" for j in itertools.count(1) if f"{index}_{j}" not in used
                )
                used.add(fresh)
                body = substitute(body, index, Term.var(fresh, binder.index_type))
                binder = replace(binder, index=fresh)
            body = go(body, scope | {binder.index})
            return replace(u, args=(lo, hi, body), value=binder)
        if not u.args:
            return u
        return replace(u, args=tuple(go(a, scope) for a in u.args))

    return go(t, frozenset())


def sympy_reading(t: Term, types: dict[str, Ty]) -> sympy.Basic:
    """The sympy expression of ``t`` (:func:`~wzprove.model.identity.to_sympy`, after
    :func:`rename_bound` keeps bound indices apart from the free variables ``types``), where an
    ``if c then a else b`` becomes ``Piecewise((a, c), (b, True))`` with ``c`` a comparison,
    ``∧``/``∨``/``¬`` of comparisons, or ``d ∣ m`` (read ``Eq(Mod(m, d), 0)``).

    Raises :class:`~wzprove.model.identity.ModelError` where a part has no sympy reading.

    >>> from wzprove.model.terms import Term
    >>> n = Term.var("n")
    >>> c = Term("dvd", (Term.lit(2), n), "Prop")
    >>> sympy_reading(Term("ite", (c, n, Term.lit(0)), "ℕ"), {"n": "ℕ"})
    Piecewise((n, Eq(Mod(n, 2), 0)), (0, True))
    """
    return _reading(rename_bound(t, set(types)), types)


def _reading(t: Term, types: dict[str, Ty]) -> sympy.Basic:
    # to_sympy reads the condition of an `ite` as a number: stand a placeholder in for the
    # outermost `ite` and substitute its Piecewise afterwards
    ite = next((x for x in t.walk() if x.op == "ite"), None)
    if ite is None:
        return to_sympy(t, types).expr
    names = {str(x.value) for x in t.walk() if x.op == "var"} | set(types)
    hole = next(f"_ite{j}" for j in itertools.count() if f"_ite{j}" not in names)
    outer = _replace_term(t, ite, Term.var(hole, ite.type))
    cond, a, b = ite.args
    piece = sympy.Piecewise(
        (_reading(a, types), _condition(cond, types)), (_reading(b, types), True)
    )
    return _reading(outer, types).subs(symbol_for(hole, ite.type), piece)


def _condition(c: Term, types: dict[str, Ty]) -> sympy.Basic:
    rel = {"eq": sympy.Eq, "ne": sympy.Ne, "lt": sympy.Lt, "le": sympy.Le, "gt": sympy.Gt}
    rel["ge"] = sympy.Ge
    if c.op in rel:
        return rel[c.op](_reading(c.args[0], types), _reading(c.args[1], types))
    if c.op == "dvd":
        d, m = (_reading(x, types) for x in c.args)
        return sympy.Eq(sympy.Mod(m, d), 0)
    if c.op in ("and", "or"):
        f = sympy.And if c.op == "and" else sympy.Or
        return f(_condition(c.args[0], types), _condition(c.args[1], types))
    if c.op == "not":
        return sympy.Not(_condition(c.args[0], types))
    if c.op in ("true", "false"):
        return sympy.true if c.op == "true" else sympy.false
    raise ModelError(f"{c.op} has no sympy reading as a condition")


def _replace_term(t: Term, old: Term, new: Term) -> Term:
    if t == old:
        return new
    if not t.args:
        return t
    return replace(t, args=tuple(_replace_term(a, old, new) for a in t.args))

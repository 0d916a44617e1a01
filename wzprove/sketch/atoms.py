"""Lean terms as polynomials in *atoms*, the way ``push_cast; ring1`` sees them.

A complete proof closes each pointwise equation with ``linear_combination (norm := (push_cast;
ring1)) …`` (docs/design.md, "Shape of a WZ proof").  After ``push_cast`` the casts of ℕ sums,
products, literals and powers sit at the leaves, and ``ring1`` decides the goal as a
polynomial identity whose indeterminates are the casts of the variables and the *atoms*: the
casts of ``Nat.choose U L`` and ``Nat.factorial U``, powers ``c ^ E`` with a non-numeral
exponent, and inverses ``b⁻¹`` of non-numeral denominators.  :func:`to_poly` reads a model
:class:`~wzprove.model.identity.Term` into that form (a sympy polynomial over one symbol per
variable and one per atom); two atoms are the same only when their Lean terms are
structurally equal, since ``ring1`` compares atoms syntactically (up to instances), never by
the value of their arguments.  :func:`lean_text` writes such a polynomial back as Lean text.

Anything this reading cannot follow exactly (ℕ subtraction or division, ``if``, big
operators, generalised binomials) raises :class:`AtomError`; the caller then leaves the goal
to the sketch (``sorry``) instead of writing a step that might not check.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

import sympy

from wzprove.lean.render import render_term
from wzprove.model.errors import WzproveError
from wzprove.model.identity import Term, Ty
from wzprove.model.vocab import Status
from wzprove.sketch.natsub_positive import (
    ascfact_general,
    ascfact_two,
    descfact_two,
    positive_minus_one,
    rpow_parts,
)
from wzprove.sketch.sparse import Sparse


class AtomError(WzproveError):
    """A term outside what the complete-proof compiler reads exactly."""

    status: Status = "out-of-scope"


#: atom kinds: the cast of ``Nat.choose U L``, of ``Nat.factorial U``, a power ``c ^ E``
#: with ``E`` not a numeral, an inverse ``b⁻¹``, the cast of an exact ℕ subtraction``, the
#: cast of ``Nat.fib E`` (tied by ``Prover.cast_fib_step``, :mod:`wzprove.sketch.fib_facts`)
#: ``Mathlib``'s ``Ring.choose r L`` (``rchoose``: ``r`` a polynomial at ℝ, pushed; ``L`` ℕ)
KINDS = (
    *("choose", "factorial", "pow", "inv", "natsub", "descfact", "ascfact", "rpow", "fib"),
    "rchoose",
)
#: the kinds tied by one fact each (their value), not by shifts
SETTLED = ("inv", "natsub", "descfact", "ascfact", "rpow")


@dataclass(frozen=True)
class Atom:
    """One indeterminate of ``ring1`` that is not a variable.

    Attributes:
        kind: one of :data:`KINDS`.
        args: the ℕ argument terms (``choose``: ``(U, L)``, ``factorial``: ``(U,)``,
            ``pow``: ``(E,)``); ``inv``: the denominator term ``(b,)`` at the field type.
        base: the base of a ``pow`` atom (a rational constant), or ``None`` with
            ``base_term`` a symbolic base (a polynomial in the variables, no atom).
        text: its Lean text at the field type (as :func:`lean_text` writes it).
    """

    kind: str
    args: tuple[Term, ...]
    base: Fraction | None
    text: str
    base_term: Term | None = None  # a symbolic base of a ``pow`` atom (``(1 + x) ^ n``)
    #: a numeral base as the statement writes it (``(-1) / 4``, not ``-(1 / 4)``): ``ring1``
    #: and the replay key atoms by their terms, so every power of it is written the same way
    written: Term | None = None


@dataclass
class AtomTable:
    """The atoms met so far and their sympy symbols (one table per proof step, so that
    equal Lean terms share one symbol).  ``variables`` maps a variable's name to its
    symbol (the cast of the variable into the field)."""

    field: Ty
    variables: dict[str, sympy.Symbol] = field(default_factory=dict)
    atoms: dict[tuple, tuple[Atom, sympy.Symbol]] = field(default_factory=dict)
    #: hypotheses ``a < b`` (ℕ terms) of the step: what makes an ℕ subtraction exact there
    hyps: tuple[tuple[Term, Term], ...] = ()

    def exact(self, diff: sympy.Expr) -> bool:
        """Whether ``diff ≥ 0`` (a linear form in the ℕ variables) for every value allowed by
        :attr:`hyps`: ``diff`` minus a nonnegative integer multiple of one hypothesis' slack
        ``b - a - 1`` has nonnegative coefficients and constant (what ``omega`` proves)."""
        slacks = [sympy.Integer(0)] + [
            sympy.expand(linear_form(b, self) - linear_form(a, self) - 1) for a, b in self.hyps
        ]
        for slack in slacks:
            for lam in range(5 if slack != 0 else 1):
                rest = sympy.expand(diff - lam * slack)
                if _nonneg_form(rest):
                    return True
        return False

    def var(self, name: str) -> sympy.Symbol:
        if name not in self.variables:
            self.variables[name] = sympy.Symbol(f"v_{name}")
        return self.variables[name]

    def atom(self, atom: Atom) -> sympy.Symbol:
        key = (atom.kind, atom.args, atom.base, atom.base_term, atom.written)
        if key not in self.atoms:
            self.atoms[key] = (atom, sympy.Symbol(f"a{len(self.atoms)}"))
        return self.atoms[key][1]

    def by_symbol(self) -> dict[sympy.Symbol, Atom]:
        return {s: a for a, s in self.atoms.values()}

    def names(self) -> dict[sympy.Symbol, str]:
        """Symbol → variable name, for the variables."""
        return {s: n for n, s in self.variables.items()}


def choose_atom(U: Term, L: Term, K: Ty) -> Atom:
    """The atom ``((Nat.choose U L : ℕ) : K)``."""
    t = Term("cast", (Term("choose", (U, L), "ℕ"),), K)
    return Atom("choose", (U, L), None, render_term(t))


def rchoose_atom(r: Term, L: Term, K: Ty) -> Atom:
    """The atom ``Ring.choose r L`` at ℝ, ``r`` with its casts pushed as ``push_cast`` leaves
    them (:func:`wzprove.sketch.ring_model.push_casts`), ℕ / ℤ arithmetic on literals first
    evaluated as ``push_cast``'s default simprocs do
    (:func:`wzprove.sketch.ring_model.fold_int_literals`: the goal's ``z - ((1 + 0 : ℕ) : ℝ)``
    becomes ``z - 1``, and a fact's top written ``z - (1 + 0)`` at ℝ would stay so, another
    atom for ``ring1``, which compares atoms' arguments as terms): ``ring1`` and the replay
    key the atom by that term (:mod:`wzprove.sketch.ring_choose_facts` ties such atoms)."""
    from wzprove.sketch.ring_model import push_casts

    if K != "ℝ":
        raise AtomError(f"Ring.choose at {K} (its step lemmas are stated at ℝ)")
    pushed = push_casts(r)
    return Atom("rchoose", (pushed, L), None, render_term(Term("binomial", (pushed, L), K)))


def factorial_atom(U: Term, K: Ty) -> Atom:
    """The atom ``((Nat.factorial U : ℕ) : K)``."""
    t = Term("cast", (Term("factorial", (U,), "ℕ"),), K)
    return Atom("factorial", (U,), None, render_term(t))


def fib_atom(E: Term, K: Ty) -> Atom:
    """The atom ``((Nat.fib E : ℕ) : K)``."""
    t = Term("cast", (Term("fib", (E,), "ℕ"),), K)
    return Atom("fib", (E,), None, render_term(t))


def pow_atom(
    c: Fraction | None,
    E: Term,
    K: Ty,
    base_term: Term | None = None,
    written: Term | None = None,
) -> Atom:
    """The atom ``(c : K) ^ E`` (or ``base_term ^ E`` for a symbolic base); a numeral base
    ``written`` in the statement is written that way (its value is ``c``)."""
    if base_term is not None:
        text = f"({render_term(base_term)} : {K}) ^ {_paren(render_term(E))}"
        return Atom("pow", (E,), None, text, base_term)
    assert c is not None
    base = _number(c, K) if written is None else render_term(written)
    return Atom("pow", (E,), c, f"({base} : {K}) ^ {_paren(render_term(E))}", None, written)


def natsub_atom(a: Term, b: Term, K: Ty) -> Atom:
    """The atom ``((a - b : ℕ) : K)`` (an exact subtraction; ``Nat.cast_sub`` relates it)."""
    t = Term("cast", (Term("sub", (a, b), "ℕ"),), K)
    return Atom("natsub", (a, b), None, render_term(t))


def inv_atom(b: Term, K: Ty) -> Atom:
    """The atom ``b⁻¹`` (``b`` at the field type ``K``)."""
    return Atom("inv", (b,), None, f"({render_term(b)})⁻¹")


def to_poly(t: Term, table: AtomTable) -> sympy.Expr:
    """``t`` (a term at ``table.field``) as a polynomial over the variables and atoms, as
    ``push_cast; ring1`` reads it.  Raises :class:`AtomError` outside that reading."""
    K = table.field
    op = t.op
    if op == "lit":
        assert isinstance(t.value, Fraction)
        return sympy.Rational(t.value.numerator, t.value.denominator)
    if op == "var":
        if t.type != K:
            raise AtomError(f"variable {t.value} of type {t.type} without a cast")
        return table.var(str(t.value))
    if op == "cast":
        return _pushed(t.args[0], table)
    if op in ("add", "sub", "mul"):
        a, b = (to_poly(x, table) for x in t.args)
        return a + b if op == "add" else a - b if op == "sub" else a * b
    if op == "neg":
        return -to_poly(t.args[0], table)
    if op == "div":
        a = to_poly(t.args[0], table)
        c = _constant(t.args[1])
        if c is not None:
            if c == 0:
                raise AtomError("division by the numeral 0")
            return a / sympy.Rational(c.numerator, c.denominator)
        return a * table.atom(inv_atom(t.args[1], K))
    if op == "pow":
        return _power(t, table)
    if op == "binomial":  # `Ring.choose r L`: r a polynomial (no atom), L exact under the hyps
        atom = rchoose_atom(t.args[0], t.args[1], K)
        probe = AtomTable(K, dict(table.variables))
        if to_poly(atom.args[0], probe).free_symbols - set(probe.variables.values()):
            raise AtomError("a Ring.choose whose top is not a polynomial in the variables")
        linear_form(t.args[1], table)
        return table.atom(atom)
    raise AtomError(f"the operation {op!r} is not read by the complete-proof compiler")


def _pushed(t: Term, table: AtomTable) -> sympy.Expr:
    """The cast of the ℕ term ``t`` into the field, pushed to the leaves (``push_cast``)."""
    K = table.field
    op = t.op
    if t.type not in ("ℕ", "ℤ"):
        raise AtomError(f"a cast from {t.type} (only casts from ℕ and ℤ are read)")
    if op == "lit":
        assert isinstance(t.value, Fraction)
        return sympy.Integer(int(t.value))
    if op == "var":
        return table.var(str(t.value))
    if op in ("add", "mul"):
        a, b = (_pushed(x, table) for x in t.args)
        return a + b if op == "add" else a * b
    if t.type == "ℤ" and op in ("sub", "neg"):  # no truncation in ℤ: push_cast pushes them
        args = [_pushed(x, table) for x in t.args]
        return args[0] - args[1] if op == "sub" else -args[0]
    if t.type == "ℤ" and op == "cast":  # ((n : ℕ) : ℤ) under a cast: Int.cast_natCast
        return _pushed(t.args[0], table)
    if op == "choose":
        return table.atom(choose_atom(t.args[0], t.args[1], K))
    if op == "factorial":
        return table.atom(factorial_atom(t.args[0], K))
    if op == "fib":
        return table.atom(fib_atom(t.args[0], K))
    if descfact_two(t):  # `Nat.descFactorial U 2`: its value U·(U - 1) is a fact
        text = render_term(Term("cast", (t,), K))
        return table.atom(Atom("descfact", t.args, None, text))
    if ascfact_two(t) or ascfact_general(t):  # its value U·(U + 1), (V + N)! / V! is a fact
        text = render_term(Term("cast", (t,), K))
        return table.atom(Atom("ascfact", t.args, None, text))
    if op == "sub" and t.type == "ℕ":
        a, b = t.args
        if positive_minus_one(a, b):  # `2 ^ E - 1`, `M ! - 1`: a Prover lemma relates it
            return table.atom(natsub_atom(a, b, K))
        if not table.exact(sympy.expand(linear_form(a, table) - linear_form(b, table))):
            raise AtomError(f"ℕ subtraction {render_term(t)} may truncate")
        return table.atom(natsub_atom(a, b, K))
    if op == "pow":
        base, ex = t.args
        if ex.op == "lit":
            return _pushed(base, table) ** int(ex.value)  # type: ignore[arg-type]
        c = _constant(base)
        if c is None:
            raise AtomError("a power with a symbolic base and exponent")
        return table.atom(pow_atom(c, ex, K))
    raise AtomError(f"ℕ {op!r} under a cast (truncation or rounding) is not read")


def _power(t: Term, table: AtomTable) -> sympy.Expr:
    base, ex = t.args
    if ex.type != "ℕ":
        parts = rpow_parts(t) if table.field == "ℝ" else None
        if parts is None:
            raise AtomError(f"a power with a non-ℕ exponent: {render_term(t)}")
        # `(c : ℝ) ^ ((E : ℝ) - d)`: its value c ^ E / c ^ d is a fact
        return table.atom(Atom("rpow", parts, None, f"({render_term(t)})"))
    if ex.op == "lit":
        return to_poly(base, table) ** int(ex.value)  # type: ignore[arg-type]
    c = _constant(base)
    if c is None:
        probe = AtomTable(table.field, dict(table.variables))
        if to_poly(base, probe).free_symbols - set(probe.variables.values()):
            raise AtomError("a power whose base holds a binomial, factorial or power")
        return table.atom(pow_atom(None, ex, table.field, base))
    if c == 0:
        raise AtomError("a power of 0 with a symbolic exponent")
    # a literal, its negation or its cast (which `push_cast` makes a literal) is written as
    # its value, the same term; a fraction as the statement writes it
    plain = base.op in ("lit", "cast") or (base.op == "neg" and base.args[0].op == "lit")
    written = None if plain else base
    return table.atom(pow_atom(c, ex, table.field, written=written))


def _constant(t: Term) -> Fraction | None:
    """The value of a closed numeral term (a literal, its negation or cast), else None."""
    if t.op == "lit":
        assert isinstance(t.value, Fraction)
        return t.value
    if t.op == "neg":
        c = _constant(t.args[0])
        return None if c is None else -c
    if t.op == "cast":
        return _constant(t.args[0])
    if t.op == "div":
        a, b = (_constant(x) for x in t.args)
        if a is None or b is None or b == 0:
            return None
        return a / b
    return None


def linear_form(t: Term, table: AtomTable) -> sympy.Expr:
    """The value of the ℕ term ``t`` (sums and products of variables and numerals, and
    subtractions that are exact under ``table.hyps``) as a sympy polynomial in the
    variables' symbols."""
    if t.type != "ℕ":
        raise AtomError(f"argument of type {t.type}, not ℕ")
    if t.op == "lit":
        assert isinstance(t.value, Fraction)
        return sympy.Integer(int(t.value))
    if t.op == "var":
        return table.var(str(t.value))
    if t.op in ("add", "mul"):
        a, b = (linear_form(x, table) for x in t.args)
        return a + b if t.op == "add" else a * b
    if t.op == "sub":
        a, b = (linear_form(x, table) for x in t.args)
        if not table.exact(sympy.expand(a - b)):
            raise AtomError(f"ℕ subtraction {render_term(t)} may truncate")
        return a - b
    raise AtomError(f"ℕ {t.op!r} in the argument of a binomial, factorial or power")


def _nonneg_form(e: sympy.Expr) -> bool:
    """A polynomial with nonnegative coefficients and constant (≥ 0 for naturals)."""
    e = sympy.expand(e)
    if e.is_Number:
        return bool(e >= 0)
    poly = sympy.Poly(e, *sorted(e.free_symbols, key=str))
    return all(c >= 0 for _, c in poly.terms())


def _number(c: Fraction, K: Ty) -> str:
    if c.denominator != 1:
        text = f"{c.numerator} / {c.denominator}"
        return f"({text})" if c.numerator >= 0 else f"(-({-c.numerator} / {c.denominator}))"
    return str(c.numerator) if c >= 0 else f"(-{-c.numerator})"


def _paren(s: str) -> str:
    return s if s.replace("_", "").isalnum() else f"({s})"


def lean_text(
    e: sympy.Expr | Sparse,
    table: AtomTable,
    types: Mapping[str, Ty],
    K: Ty | None = None,
    expand: bool = True,
) -> str:
    """The polynomial ``e`` (over ``table``'s symbols) as Lean text at the field type:
    variables of a ℕ type as casts ``((n : ℕ) : K)``, atoms as their text.  A
    :class:`~wzprove.sketch.sparse.Sparse` polynomial gives the same text without being
    built as an expression first.

    >>> table = AtomTable("ℝ")
    >>> n = table.var("n")
    >>> lean_text(2 * n**2 - sympy.Rational(1, 2), table, {"n": "ℕ"})
    '((1 / 2 : ℝ) * ((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * ((-1 : ℝ) + ((2 : ℝ) * (n : ℝ))))'
    """
    K = K or table.field
    names = table.names()
    atoms = table.by_symbol()

    def leaf(s: sympy.Symbol) -> str:
        if s in atoms:
            return atoms[s].text
        name = names[s]
        return f"({name} : {K})" if types.get(name, "ℕ") == "ℕ" else name

    def go(x: sympy.Expr) -> str:
        if x.is_Rational:
            c = Fraction(int(x.p), int(x.q))
            if c.denominator == 1:
                return f"({c.numerator} : {K})" if c >= 0 else f"(-{-c.numerator} : {K})"
            sign = "-" if c < 0 else ""
            return f"({sign}{abs(c.numerator)} / {c.denominator} : {K})"
        if isinstance(x, sympy.Symbol):
            return leaf(x)
        if isinstance(x, sympy.Pow):
            b, ex = x.args
            if not (ex.is_Integer and ex > 0):
                raise AtomError(f"{x} is not a polynomial term")
            if b in atoms and atoms[b].kind == "pow":  # `^` is right-associative in Lean
                return f"({go(b)}) ^ {int(ex)}"
            return f"{go(b)} ^ {int(ex)}"
        if isinstance(x, sympy.Mul):
            return "(" + " * ".join(go(a) for a in x.args) + ")"
        if isinstance(x, sympy.Add):
            parts = [go(a) for a in sympy.Add.make_args(x)]
            out = parts[0]
            for p in parts[1:]:
                out = f"{out} + {p}"
            return f"({out})"
        raise AtomError(f"{x} is not a polynomial")

    if not expand:
        return go(e.expr() if isinstance(e, Sparse) else e)
    # grouped by the monomials in the atoms, each coefficient (a polynomial in the variables)
    # factored: the same polynomial, a much shorter text
    if e == 0:
        return go(sympy.Integer(0))
    groups = e.groups(set(atoms)) if isinstance(e, Sparse) else _by_atom_monomial(e, set(atoms))
    parts = []
    for mono, coeff in sorted(groups.items(), key=lambda mc: sympy.default_sort_key(mc[0])):
        c = coeff
        parts.append(go(c) if mono == 1 else f"{go(c)} * {go(mono)}" if c != 1 else go(mono))
    out = parts[0]
    for p in parts[1:]:
        out = f"{out} + {p}"
    return f"({out})" if len(parts) > 1 else out


def _by_atom_monomial(e: sympy.Expr, atoms: set[sympy.Symbol]) -> dict[sympy.Expr, sympy.Expr]:
    """The polynomial ``e`` as ``{monomial in the atoms: coefficient}``, each coefficient (a
    polynomial in the other symbols) factored over ℚ as ``sympy.factor`` writes it; sparse
    arithmetic throughout (no expansion of expression trees)."""
    gens = sorted(e.free_symbols, key=str)
    if not gens:
        return {sympy.Integer(1): e}
    at = [i for i, g in enumerate(gens) if g in atoms]
    rest = [g for g in gens if g not in atoms]
    terms: dict[tuple[int, ...], dict[tuple[int, ...], sympy.Expr]] = {}
    try:  # an expanded polynomial (the elimination's cofactors) is read as it stands
        P = sympy.Poly(e, *gens, expand=False)
    except sympy.PolynomialError:
        P = sympy.Poly(e, *gens)
    for monom, c in P.terms():
        sub = tuple(m for i, m in enumerate(monom) if i not in at)
        terms.setdefault(tuple(monom[i] for i in at), {})[sub] = c
    out = {}
    for key, coeffs in terms.items():
        mono = sympy.Mul(*[gens[i] ** k for i, k in zip(at, key, strict=True)])
        if not rest:
            out[mono] = coeffs[()]
            continue
        c, fs = sympy.Poly.from_dict(coeffs, *rest).factor_list()
        out[mono] = sympy.Mul(c, *[f.as_expr() ** m for f, m in fs])
    return out

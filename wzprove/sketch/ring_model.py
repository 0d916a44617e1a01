"""What ``push_cast; ring1``, ``omega`` and ``positivity`` see in a model term: the exact
arithmetic behind :mod:`wzprove.sketch.replay`.

* :func:`push_casts` moves casts ``ℕ → K`` / ``ℤ → K`` to the leaves as Mathlib's
  ``push_cast`` does with its ``norm_cast`` move lemmas (``Nat.cast_add``, ``Nat.cast_mul``,
  ``Nat.cast_pow``, ``Nat.cast_ofNat``, ``Int.cast_add``, ``Int.cast_sub``, ``Int.cast_neg``,
  ``Int.cast_mul``, ``Int.cast_pow``, ``Int.cast_natCast``); casts of ℕ subtraction, division,
  ``Nat.choose``, ``Nat.factorial`` … stay where they are.  First the ℕ / ℤ arithmetic on
  literals is evaluated, as the default simprocs ``push_cast`` runs do
  (:func:`fold_int_literals`; review16b).
* :func:`to_poly` reads a pushed term as a :class:`Poly` with rational coefficients over
  *atoms*, as ``ring1`` does (Mathlib ``Mathlib/Tactic/Ring/Basic.lean``: commutative ring
  normal form, numerals and their inverses evaluated): a cast that stays, ``b⁻¹`` / ``a / b``
  with ``b`` not a numeral, ``c ^ E`` with ``E`` not a numeral, and every other operation are
  atoms keyed by their term's *structure*.  ``ring1`` identifies at least the atoms we
  identify (it compares atoms up to reducible defeq, after ``push_cast`` rewrote equal
  terms equally), so an identity that holds here holds for ``ring1``: the model may reject a
  good step, never accept a bad one.
* :func:`nat_linear`, :func:`implies` decide what ``omega`` is asked (linear ℕ arithmetic
  without truncation, or with ℕ subtractions ``a - b`` whose ``b ≤ a`` follows from the
  hypotheses, read as exact; Fourier–Motzkin elimination over ℚ after tightening ``a < b`` to
  ``a + 1 ≤ b``, which is sound for integers).
* :func:`positive` is the part of Mathlib's ``positivity`` (``Mathlib/Tactic/Positivity/Core.lean``
  and ``Basic.lean``: sums, products, powers, numerals, ``Nat.cast``) that proves ``0 < e``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from wzprove.model.terms import Term, Ty, show

#: numeral exponents up to this are expanded; larger powers stay atoms
MAX_POWER = 64

Monomial = tuple[tuple[int, int], ...]
"""Sorted pairs (generator index, exponent ≥ 1)."""


@dataclass(frozen=True)
class Poly:
    """A polynomial with :class:`~fractions.Fraction` coefficients over numbered generators."""

    terms: Mapping[Monomial, Fraction] = field(default_factory=dict)

    @staticmethod
    def const(c: Fraction | int) -> Poly:
        return Poly({(): Fraction(c)} if c else {})

    @staticmethod
    def gen(i: int) -> Poly:
        return Poly({((i, 1),): Fraction(1)})

    def __add__(self, other: Poly) -> Poly:
        out = dict(self.terms)
        for m, c in other.terms.items():
            s = out.get(m, Fraction(0)) + c
            if s:
                out[m] = s
            else:
                out.pop(m, None)
        return Poly(out)

    def scale(self, c: Fraction) -> Poly:
        return Poly({m: v * c for m, v in self.terms.items()} if c else {})

    def __neg__(self) -> Poly:
        return self.scale(Fraction(-1))

    def __sub__(self, other: Poly) -> Poly:
        return self + (-other)

    def __mul__(self, other: Poly) -> Poly:
        out: dict[Monomial, Fraction] = {}
        for m1, c1 in self.terms.items():
            for m2, c2 in other.terms.items():
                m = _mono_mul(m1, m2)
                s = out.get(m, Fraction(0)) + c1 * c2
                if s:
                    out[m] = s
                else:
                    out.pop(m, None)
        return Poly(out)

    def __pow__(self, e: int) -> Poly:
        out = Poly.const(1)
        for _ in range(e):
            out = out * self
        return out

    def is_zero(self) -> bool:
        return not self.terms

    def constant(self) -> Fraction | None:
        """The value of a constant polynomial, else ``None``."""
        if not self.terms:
            return Fraction(0)
        if set(self.terms) == {()}:
            return self.terms[()]
        return None

    def degree_in(self, gens: Iterable[int]) -> int:
        g = set(gens)
        return max((sum(e for i, e in m if i in g) for m in self.terms), default=0)

    def split(self, i: int) -> tuple[Poly, Poly]:
        """``(a, b)`` with ``self = a · x_i + b`` when ``self`` has degree ≤ 1 in ``x_i``."""
        a: dict[Monomial, Fraction] = {}
        b: dict[Monomial, Fraction] = {}
        for m, c in self.terms.items():
            rest = tuple(p for p in m if p[0] != i)
            (a if len(rest) < len(m) else b)[rest] = c
        return Poly(a), Poly(b)

    def show(self, names: Mapping[int, str], limit: int = 400) -> str:
        parts = []
        for m, c in sorted(self.terms.items()):
            mono = "·".join(names[i] + (f"^{e}" if e > 1 else "") for i, e in m)
            parts.append(f"{c}" + (f"·{mono}" if mono else ""))
        text = " + ".join(parts) or "0"
        return text if len(text) <= limit else text[:limit] + " …"


def _mono_mul(a: Monomial, b: Monomial) -> Monomial:
    d = dict(a)
    for i, e in b:
        d[i] = d.get(i, 0) + e
    return tuple(sorted(d.items()))


# -- push_cast ----------------------------------------------------------------------------

#: operations a cast is pushed through, by source type
_PUSH = {"ℕ": ("add", "mul", "pow"), "ℤ": ("add", "sub", "mul", "neg", "pow")}


def push_casts(t: Term) -> Term:
    """``t`` with every cast from ℕ or ℤ moved to the leaves as ``push_cast`` does, after the
    ℕ / ℤ arithmetic on literals is evaluated as its default simprocs do
    (:func:`fold_int_literals`)."""
    return _push_all(fold_int_literals(t))


def _push_all(t: Term) -> Term:
    if t.op == "cast":
        return _push_cast(t.args[0], t.type)
    if not t.args:
        return t
    return Term(t.op, tuple(_push_all(a) for a in t.args), t.type, t.value)


#: ℕ / ℤ operations Lean's default simprocs evaluate on literals (``Nat.reduceAdd``,
#: ``Nat.reduceSub``, ``Nat.reduceMul``, ``Nat.reducePow``, the ``Int.reduce…`` ones)
_FOLD = {"ℕ": ("add", "sub", "mul", "pow"), "ℤ": ("add", "sub", "mul", "pow", "neg")}
#: the largest literal exponent folded (a larger power is left as written)
_FOLD_MAX_EXP = 64


def fold_int_literals(t: Term) -> Term:
    """``t`` with every ℕ / ℤ operation whose operands are literals evaluated, bottom up, as
    ``push_cast`` does: without ``only`` it runs Lean's default simprocs with its cast lemmas
    (core ``evalPushCast`` builds its context by ``mkSimpContext``, whose simprocs are
    ``Simp.getSimprocs`` unless ``only`` is given), so ``((1 + 0 : ℕ) : ℝ)`` becomes ``1``
    (``Nat.reduceAdd``, then ``Nat.cast_one``), not ``1 + 0``.  ℕ subtraction truncates
    (``Nat.reduceSub``).  Arithmetic of numerals at a field type (``(1 + 0 : ℝ)``) is left as
    written: no default simproc or ``push_cast`` lemma folds it.

    >>> one = Term("add", (Term.lit(1), Term.lit(0)), "ℕ")
    >>> fold_int_literals(Term("cast", (one,), "ℝ")) == Term("cast", (Term.lit(1),), "ℝ")
    True
    >>> real = Term("add", (Term.lit(1, "ℝ"), Term.lit(0, "ℝ")), "ℝ")
    >>> fold_int_literals(real) == real
    True
    >>> fold_int_literals(Term("sub", (Term.lit(1), Term.lit(3)), "ℕ")) == Term.lit(0)
    True
    """
    if not t.args or (t.op == "neg" and t.args[0].op == "lit"):
        return t  # `-1 : ℤ` is already a literal to Lean (and ``neg`` of a literal here)
    args = tuple(_literal(fold_int_literals(a)) for a in t.args)
    if t.op in _FOLD.get(t.type, ()) and all(a.op == "lit" for a in args):
        v = [a.value for a in args]
        if all(isinstance(x, Fraction) and x.denominator == 1 for x in v):
            a = int(v[0])  # type: ignore[arg-type]
            b = int(v[1]) if len(v) > 1 else 0  # type: ignore[arg-type]
            if t.op == "pow" and not (args[1].type == "ℕ" and 0 <= b <= _FOLD_MAX_EXP):
                return Term(t.op, args, t.type, t.value)
            out = {"add": a + b, "sub": a - b, "mul": a * b, "pow": a**b, "neg": -a}[t.op]
            if t.type == "ℕ" or out >= 0:
                return Term.lit(max(out, 0), t.type)
            # a negative ℤ value as the elaborator writes `-5`: ``neg`` of a literal
            return Term("neg", (Term.lit(-out, t.type),), t.type)
    return Term(t.op, tuple(_written(a) for a in args), t.type, t.value)


def _literal(t: Term) -> Term:
    """``neg`` of a ℤ literal as one literal, for the folding arithmetic only."""
    if t.op == "neg" and t.type == "ℤ" and t.args[0].op == "lit":
        return Term.lit(-t.args[0].value, "ℤ")  # type: ignore[operator]
    return t


def _written(t: Term) -> Term:
    """A negative ℤ literal back as ``neg`` of a literal (how `-1 : ℤ` is elaborated)."""
    if t.op == "lit" and t.type == "ℤ" and isinstance(t.value, Fraction) and t.value < 0:
        return Term("neg", (Term.lit(-t.value, "ℤ"),), "ℤ")
    return t


def _push_cast(x: Term, ty: Ty) -> Term:
    if x.op == "lit":
        return Term.lit(x.value if isinstance(x.value, Fraction) else 0, ty)
    if x.op == "cast":  # ((x : ℤ) : ℝ) of an ℕ x: Int.cast_natCast
        return _push_cast(x.args[0], ty)
    if x.op in _PUSH.get(x.type, ()):
        if x.op == "pow":
            return Term("pow", (_push_cast(x.args[0], ty), x.args[1]), ty)
        return Term(x.op, tuple(_push_cast(a, ty) for a in x.args), ty)
    return Term("cast", (x,), ty)


# -- ring1 --------------------------------------------------------------------------------


class Atoms:
    """The generators of one check: variables by name, atoms by structure."""

    def __init__(self) -> None:
        self.index: dict[object, int] = {}
        self.names: dict[int, str] = {}

    def gen(self, key: object, name: str) -> Poly:
        if key not in self.index:
            i = len(self.index)
            self.index[key] = i
            self.names[i] = name
        return Poly.gen(self.index[key])

    def var(self, name: str) -> Poly:
        return self.gen(("var", name), name)

    def of_var(self, name: str) -> int:
        self.var(name)
        return self.index[("var", name)]


class NotRing(Exception):
    """A term the ring model refuses (a proposition, an unknown operation)."""


def is_numeral(t: Term) -> bool:
    """A term built from literals by ``+ - * ^`` (numeral exponent): ``ring`` evaluates it."""
    if t.op == "lit":
        return True
    if t.op in ("add", "sub", "mul", "neg"):
        return all(is_numeral(a) for a in t.args)
    if t.op == "pow":
        return is_numeral(t.args[0]) and t.args[1].op == "lit"
    return False


def to_poly(t: Term, atoms: Atoms) -> Poly:  # noqa: C901 - one case per operation
    """The ``ring1`` normal form of the *pushed* term ``t`` (see :func:`push_casts`)."""
    op = t.op
    if op == "var":
        return atoms.var(str(t.value))
    if op == "lit":
        assert isinstance(t.value, Fraction)
        return Poly.const(t.value)
    ring_type = t.type in ("ℤ", "ℚ", "ℝ")
    if op == "add":
        return to_poly(t.args[0], atoms) + to_poly(t.args[1], atoms)
    if op == "mul":
        return to_poly(t.args[0], atoms) * to_poly(t.args[1], atoms)
    if op == "sub" and ring_type:
        return to_poly(t.args[0], atoms) - to_poly(t.args[1], atoms)
    if op == "neg" and ring_type:
        return -to_poly(t.args[0], atoms)
    if (
        op == "pow"
        and t.args[1].type == "ℕ"
        and t.args[1].op == "lit"
        and t.args[1].value <= MAX_POWER
    ):  # type: ignore[operator]
        e = t.args[1].value
        assert isinstance(e, Fraction)
        return to_poly(t.args[0], atoms) ** int(e)
    if op == "pow":
        return atoms.gen(("pow", t.args[0], t.args[1]), f"({show(t)})")
    if op == "div" and t.type in ("ℚ", "ℝ"):
        num, den = t.args
        if is_numeral(den):
            value = to_poly(den, atoms).constant()
            if value:
                return to_poly(num, atoms).scale(1 / value)
        inv = atoms.gen(("inv", den), f"({show(den)})⁻¹")
        return inv if num == Term.lit(1, t.type) else to_poly(num, atoms) * inv
    if op == "cast" and t.args[0].op == "var":
        return atoms.var(str(t.args[0].value))
    if t.type == "Prop":
        raise NotRing(f"proposition {show(t)} in arithmetic")
    return atoms.gen(("atom", t), show(t))


def ring_poly(t: Term, atoms: Atoms) -> Poly:
    """``to_poly(push_casts(t))``: what ``push_cast; ring1`` normalises ``t`` to."""
    return to_poly(push_casts(t), atoms)


# -- omega --------------------------------------------------------------------------------


Exact = Callable[[Poly, Poly], bool]
"""``exact(b, a)``: whether ``b ≤ a`` is known, so that the ℕ subtraction ``a - b`` is exact."""


def nat_linear(
    t: Term, atoms: Atoms, exact: Exact | None = None, zero: Exact | None = None
) -> Poly | None:
    """``t`` (an ℕ/ℤ term) as a linear polynomial in its variables, or ``None`` when it is not
    linear arithmetic without truncation (``omega`` reads such terms exactly).  With ``exact``,
    an ℕ subtraction ``a - b`` of linear terms with ``exact(b, a)`` is read as ``a - b``
    (``Nat.sub_add_cancel``: truncated subtraction is the difference when ``b ≤ a``); with
    ``zero``, one with ``zero(a, b)`` as ``0`` (``Nat.sub_eq_zero_of_le``: ``a ≤ b``); any
    other ℕ subtraction is ``None``."""
    if t.op == "var":
        return atoms.var(str(t.value))
    if t.op == "lit":
        assert isinstance(t.value, Fraction)
        return Poly.const(t.value)
    if t.op == "add" or (t.op == "sub" and (t.type == "ℤ" or exact is not None)):
        a = nat_linear(t.args[0], atoms, exact, zero)
        b = nat_linear(t.args[1], atoms, exact, zero)
        if a is None or b is None:
            return None
        if t.op == "sub" and t.type != "ℤ" and (t.type != "ℕ" or exact is None or not exact(b, a)):
            if t.type == "ℕ" and zero is not None and zero(a, b):
                return Poly.const(Fraction(0))
            return None
        return a + b if t.op == "add" else a - b
    if t.op == "mul":
        a = nat_linear(t.args[0], atoms, exact, zero)
        b = nat_linear(t.args[1], atoms, exact, zero)
        if a is None or b is None or (a.constant() is None and b.constant() is None):
            return None
        return a * b
    return None


def implies(
    hyps: list[tuple[str, Poly, Poly]], goal: tuple[str, Poly, Poly], nat: set[int]
) -> bool:
    """Whether the relations ``hyps`` (``(op, lhs, rhs)``, op in ``< ≤ =``) and ``x ≥ 0`` for
    the generators ``nat`` imply ``goal`` over the integers (Fourier–Motzkin over ℚ after
    tightening strict inequalities; sound, and complete for what the proofs ask)."""
    rows: list[Poly] = []  # each row says p ≤ 0
    for op, a, b in hyps:
        rows.extend(_le_rows(op, a, b))
    rows.extend(-Poly.gen(i) for i in nat)
    op, a, b = goal
    if op == "=":
        return all(_refutes(rows + [r]) for r in _le_rows("<", a, b) + _le_rows("<", b, a))
    if op == "<":  # not (a < b) is b ≤ a
        return _refutes(rows + _le_rows("≤", b, a))
    if op == "≤":  # not (a ≤ b) is b < a
        return _refutes(rows + _le_rows("<", b, a))
    return False


def _le_rows(op: str, a: Poly, b: Poly) -> list[Poly]:
    if op == "<":
        return [a - b + Poly.const(1)]
    if op == "≤":
        return [a - b]
    if op == "=":
        return [a - b, b - a]
    return []


def _refutes(rows: list[Poly]) -> bool:
    """Whether the linear system ``row ≤ 0`` has no rational solution."""
    for _ in range(64):
        gens = sorted({i for r in rows for m in r.terms for i, _ in m})
        if not gens:
            return any((r.constant() or 0) > 0 for r in rows)
        g = gens[0]
        pos, neg, rest = [], [], []
        for r in rows:
            a, b = r.split(g)
            c = a.constant()
            if c is None:
                return False
            (pos if c > 0 else neg if c < 0 else rest).append((c, b))
        new = [b for _, b in rest]
        for cp, bp in pos:
            for cn, bn in neg:
                new.append(bp.scale(-cn) + bn.scale(cp))
        rows = new
        if len(rows) > 4000:
            return False
    return False


# -- positivity ---------------------------------------------------------------------------


def positive(t: Term, known: frozenset[Term] = frozenset()) -> bool:
    """Whether ``positivity`` proves ``0 < t`` by its rules for numerals, ``+``, ``*``, ``^``
    and casts from ℕ (ℕ variables are ``≥ 0``, not ``> 0``), and from the hypotheses ``0 < e``
    in scope for the terms ``e`` of ``known`` (positivity's ``compareHyp``)."""
    if t in known:
        return True
    if t.op == "lit":
        return isinstance(t.value, Fraction) and t.value > 0
    if t.op == "add":
        a, b = t.args
        return (positive(a, known) and nonneg(b, known)) or (
            nonneg(a, known) and positive(b, known)
        )
    if t.op == "mul":
        return positive(t.args[0], known) and positive(t.args[1], known)
    if t.op == "pow" and t.args[1].type == "ℕ":
        return positive(t.args[0], known)
    if t.op == "cast" and t.args[0].type in ("ℕ", "ℤ"):
        return positive(t.args[0], known)
    if t.op == "div" and t.type in ("ℚ", "ℝ"):  # its extension for `/` (`div_pos`)
        return positive(t.args[0], known) and positive(t.args[1], known)
    if t.op == "factorial":  # positivity's extension for `Nat.factorial` (`Nat.factorial_pos`)
        return True
    if t.op == "ascfact":  # its extension for `Nat.ascFactorial (n + 1) k` (`Nat.ascFactorial_pos`)
        start = t.args[0]
        one = start.op == "add" and start.args[1].op == "lit"
        return one and isinstance(start.args[1].value, Fraction) and start.args[1].value >= 1
    return False


def nonneg(t: Term, known: frozenset[Term] = frozenset()) -> bool:
    """Whether ``positivity`` proves ``0 ≤ t`` (as :func:`positive`, plus ℕ values)."""
    if positive(t, known) or t.type == "ℕ":
        return True
    if t.op == "lit":
        return t.value == 0
    if t.op in ("add", "mul"):
        return nonneg(t.args[0], known) and nonneg(t.args[1], known)
    if t.op == "pow" and t.args[1].type == "ℕ":
        return nonneg(t.args[0], known)
    if t.op == "cast":
        return nonneg(t.args[0], known)
    return False

"""Terms in a difference-field basis, for proofs by induction on one ℕ variable (issue 15, item 4).

A statement ``L(n) = R(n)`` whose sides are built from rational functions, ``c ^ n``,
``Nat.fib``, ``harmonic`` and finite sums is translated into sympy over the *basis*

* ``n`` itself;
* ``F0_a = fib (a·n)``, ``F1_a = fib (a·n + 1)`` for each slope ``a`` that occurs:
  ``fib (a·n + c) = fib (c − 1)·F0_a + fib c·F1_a`` with ``fib`` continued to negative
  arguments by ``fib (−m) = (−1)^(m+1) fib m`` (the addition formula of Concrete Mathematics
  (6.108), valid where ``a·n + c ≥ 0`` because the continued sequence satisfies
  ``fib (k + 2) = fib (k + 1) + fib k`` on all of ℤ);
* ``H_a = harmonic (a·n)``: ``H_(a·n + c) = H_a + Σ_{i=1}^{c} 1/(a·n + i)`` (``c ≥ 0``), and
  ``H_a − Σ_{i=0}^{−c−1} 1/(a·n − i)`` (``c < 0``, where ``a·n + c ≥ 0``);
* ``S_i``: a sum ``Σ_{k=lo}^{n+c} f(k)`` whose summand does not involve ``n`` and has no
  closed form here, as an unknown sequence with its first-order relation
  ``S(n + 1) = S(n) + f(n + c + 1)`` — the Σ-extension of Karr (1981) and Schneider
  (*Symbolic summation assists combinatorics*, 2007), here only checked, never solved.

Treating the basis symbols as independent is sound in one direction: an identity in the
symbols implies the numeric identity.  Every place where Lean's value could differ from the
sympy expression — a division (``x / 0 = 0``), an ℕ subtraction (truncation), an argument of
``fib``/``harmonic`` that must be natural, an empty range — adds a :class:`Condition` that
must hold for every ``n ≥ n₀``; :func:`least_start` finds the least such ``n₀`` by a sound
sufficient test (:func:`holds_from`), and the values below it are left to direct evaluation.
Inner sums: a sum ``Σ_{j=lo}^{u} c/(j + s)`` is ``c (H_(u+s) − H_(lo−1+s))`` (``lo + s ≥ 1``);
another sum is given its closed form by the caller (``closed``: the engine's certified one,
valid from a least value of its one free variable, each use adding that condition).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import sympy

from wzprove.model.errors import WzproveError
from wzprove.model.special import fib as nat_fib
from wzprove.model.terms import SumBinder, Term

#: Terms of a sum with constant limits written out, at most.
MAX_EXPANDED = 200

#: The largest integer argument of a factorial, binomial, ``fib``, ``harmonic`` or power
#: exponent evaluated here (larger ones are refused: :mod:`wzprove.model.limits` guards the
#: other stages the same way).
MAX_ARGUMENT = 10_000

#: The least start ``n₀`` tried by :func:`least_start`, at most.
MAX_START = 16

N = sympy.Symbol("n", integer=True)

#: ``closed(sum_term) -> (closed form, {free symbol name: its sympy symbol}, least values)``
#: or ``None``: an inner sum's certified closed form in its free variables.
ClosedForm = Callable[[Term], "tuple[sympy.Expr, dict[str, sympy.Symbol], dict[str, int]] | None"]


class InductionError(WzproveError):
    """The statement has no translation into the basis (an operation or shape not handled)."""


@dataclass(frozen=True)
class Condition:
    """``expr ≥ 0`` (``kind`` ``nonneg``) or ``expr ≠ 0`` (``nonzero``) must hold for every
    ``n ≥ n₀`` and every summation symbol at or above its lower bound (``Basis.domains``);
    ``why`` says where it comes from."""

    expr: sympy.Expr
    kind: str
    why: str


@dataclass
class Basis:
    """The symbols of one translation: fib pairs and harmonic numbers by slope, the unknown
    sums with their summands, the summation symbols' lower bounds, and the conditions."""

    fibs: dict[int, tuple[sympy.Symbol, sympy.Symbol]] = field(default_factory=dict)
    harmonics: dict[int, sympy.Symbol] = field(default_factory=dict)
    sums: dict[Term, sympy.Symbol] = field(default_factory=dict)
    domains: dict[sympy.Symbol, sympy.Expr] = field(default_factory=dict)
    conditions: list[Condition] = field(default_factory=list)

    def fib_pair(self, a: int) -> tuple[sympy.Symbol, sympy.Symbol]:
        if a not in self.fibs:
            self.fibs[a] = (sympy.Symbol(f"F0_{a}"), sympy.Symbol(f"F1_{a}"))
        return self.fibs[a]

    def harmonic(self, a: int) -> sympy.Symbol:
        if a not in self.harmonics:
            self.harmonics[a] = sympy.Symbol(f"H_{a}")
        return self.harmonics[a]

    def unknown(self, t: Term) -> sympy.Symbol:
        if t not in self.sums:
            self.sums[t] = sympy.Symbol(f"S_{len(self.sums)}")
        return self.sums[t]

    def need(self, expr: sympy.Expr, kind: str, why: str) -> None:
        expr = sympy.expand(expr)
        if expr.is_number and (
            (kind == "nonneg" and expr >= 0) or (kind == "nonzero" and expr != 0)
        ):
            return
        self.conditions.append(Condition(expr, kind, why))


def fib_continued(c: int) -> int:
    """``fib`` continued to ℤ: ``fib (−m) = (−1)^(m+1) fib m`` (Concrete Mathematics (6.106))."""
    return nat_fib(c) if c >= 0 else (-1) ** (-c + 1) * nat_fib(-c)


def _affine(x: sympy.Expr, what: str) -> tuple[int, int]:
    """``x = a·n + c`` with integers ``a ≥ 0``, ``c``; else :class:`InductionError`."""
    x = sympy.expand(x)
    if x.free_symbols - {N}:
        raise InductionError(f"the argument {x} of {what} is not a·n + c")
    poly = sympy.Poly(x, N)
    if poly.degree() > 1 or not all(c.is_integer for c in poly.all_coeffs()):
        raise InductionError(f"the argument {x} of {what} is not a·n + c")
    a, c = (int(v) for v in (poly.coeff_monomial(N), poly.coeff_monomial(1)))
    if a < 0:
        raise InductionError(f"the argument {x} of {what} decreases with n")
    return a, c


def _small(x: sympy.Expr, t: Term) -> None:
    """Refuse an argument with an integer above :data:`MAX_ARGUMENT` in it (no huge exact
    evaluation: ``factorial (10 ^ 9)``, ``2 ^ (n + 10 ^ 100)``)."""
    if any(abs(int(i)) > MAX_ARGUMENT for i in x.atoms(sympy.Integer)):
        raise InductionError(f"the argument {x} of {t.op} is too large to evaluate here")


def _exact_quotient(a: sympy.Expr, c: sympy.Expr, t: Term) -> sympy.Expr:
    """``a / c`` in ℕ or ℤ where ``c ≥ 1`` is a literal and ``a`` a polynomial in ``n`` with
    integer coefficients that ``c`` divides at ``n = 0, …, c − 1`` — hence at every integer
    (``a(n + c) ≡ a(n) mod c``), so no rounding happens and the quotient is ``a / c``."""
    a = sympy.expand(a)
    if not (c.is_Integer and c >= 1) or a.free_symbols - {N}:
        raise InductionError(f"the {t.type} division {t} is not translated")
    poly = sympy.Poly(a, N)
    if not all(k.is_Integer for k in poly.all_coeffs()):
        raise InductionError(f"the {t.type} division {t} is not translated")
    if any(poly.eval(r) % c != 0 for r in range(int(c))):
        raise InductionError(f"the {t.type} division {t} may round")
    return a / c


@dataclass
class Translator:
    """Translates :class:`Term` s at a shift of the variable (``n`` or ``n + 1``) into the
    basis.  ``var``: the statement's variable; ``closed``: inner sums' closed forms."""

    var: str
    basis: Basis
    shift: int = 0
    closed: ClosedForm | None = None

    def side(self, t: Term) -> sympy.Expr:
        """A side of the statement at ``n + shift``; sums over ``n``-ranges may be unknowns."""
        return self.tr(t, {self.var: N + self.shift}, top=True)

    def tr(self, t: Term, env: Mapping[str, sympy.Expr], top: bool = False) -> sympy.Expr:
        """``t`` with its free variables at ``env``'s values; ``top``: an unknown sum may be
        introduced here (not inside a function's argument); :class:`InductionError` else."""
        op = t.op
        if op == "var":
            if t.value not in env:
                raise InductionError(f"the variable {t.value} is not the induction variable")
            return env[str(t.value)]
        if op == "lit":
            return sympy.Rational(t.value.numerator, t.value.denominator)  # type: ignore[union-attr]
        if op in ("add", "mul", "sub", "neg", "div", "pow", "cast"):
            return self._arith(t, env, top)
        args = [self.tr(a, env) for a in t.args] if op not in ("sum",) else []
        for a in args:
            _small(a, t)
        if op == "fib":
            return self._fib(args[0])
        if op == "harmonic":
            return self._harmonic(args[0])
        if op == "choose":
            top_v, bot = args
            if not bot.is_Integer or bot < 0:
                raise InductionError(f"choose with the lower argument {bot}")
            if bot > MAX_EXPANDED and not top_v.is_Integer:
                # ff(top, bot) / bot! is a polynomial of degree bot: C(n, 5000) ran past
                # --timeout for minutes (breaker run 12h)
                raise InductionError(f"choose with the lower argument {bot} is not expanded")
            if top_v.is_Integer:
                return sympy.binomial(top_v, bot)
            return sympy.expand(sympy.ff(top_v, int(bot)) / sympy.factorial(int(bot)))
        if op == "factorial" and args[0].is_Integer:
            return sympy.factorial(args[0])
        if op == "sum":
            return self._sum(t, env, top)
        raise InductionError(f"the operation {op} is not translated into the basis")

    def _arith(self, t: Term, env: Mapping[str, sympy.Expr], top: bool) -> sympy.Expr:
        op, b = t.op, self.basis
        args = [self.tr(a, env, top) for a in t.args]
        if op == "add":
            return args[0] + args[1]
        if op == "mul":
            return args[0] * args[1]
        if op == "neg":
            return -args[0]
        if op == "sub":
            if t.type == "ℕ":
                b.need(args[0] - args[1], "nonneg", f"ℕ subtraction {t}")
            return args[0] - args[1]
        if op == "div":
            if t.type in ("ℕ", "ℤ"):
                return _exact_quotient(args[0], args[1], t)
            b.need(args[1], "nonzero", f"the divisor of {t}")
            return args[0] / args[1]
        if op == "cast":
            src = t.args[0].type
            if t.type in ("ℕ", "ℤ") and src not in ("ℕ", "ℤ") or (t.type == "ℕ" and src == "ℤ"):
                raise InductionError(f"the cast {t} may round or truncate")
            return args[0]
        base, exp = args
        _small(exp, t)
        if t.args[1].type != "ℕ" and not (exp.is_Integer and exp >= 0):
            raise InductionError(f"the integer power {t} is not translated")
        if exp.is_Integer:
            return base**exp
        if not base.is_number or base == 0:
            raise InductionError(f"the power {t} has a variable base and exponent")
        _affine(exp, "a power")
        return sympy.expand_power_exp(base**exp)

    def _fib(self, x: sympy.Expr) -> sympy.Expr:
        if x.is_Integer:
            return sympy.Integer(nat_fib(int(x)))
        a, c = _affine(x, "fib")
        if a == 0:
            raise InductionError(f"fib of {x}")
        self.basis.need(x, "nonneg", f"the argument of fib ({x})")
        f0, f1 = self.basis.fib_pair(a)
        return fib_continued(c - 1) * f0 + fib_continued(c) * f1

    def _harmonic(self, x: sympy.Expr) -> sympy.Expr:
        if x.is_Integer:
            return sympy.harmonic(int(x)) if x >= 0 else sympy.Integer(0)
        a, c = _affine(x, "harmonic")
        if abs(c) > MAX_EXPANDED:
            raise InductionError(f"harmonic of {x}: the shift is too large")
        self.basis.need(x, "nonneg", f"the argument of harmonic ({x})")
        h = self.basis.harmonic(a)
        if c >= 0:
            return h + sum((1 / (a * N + i) for i in range(1, c + 1)), sympy.Integer(0))
        return h - sum((1 / (a * N - i) for i in range(-c)), sympy.Integer(0))

    def _limits(self, t: Term, env: Mapping[str, sympy.Expr]) -> tuple[sympy.Expr, sympy.Expr]:
        """The inclusive integer limits ``lo ≤ k ≤ hi`` of a sum."""
        binder = t.value
        assert isinstance(binder, SumBinder)
        lo, hi = (self.tr(a, env) for a in t.args[:2])
        return {
            "range": (sympy.Integer(0), hi - 1),
            "Icc": (lo, hi),
            "Ico": (lo, hi - 1),
            "Ioc": (lo + 1, hi),
            "Ioo": (lo + 1, hi - 1),
        }[binder.kind]

    def _sum(self, t: Term, env: Mapping[str, sympy.Expr], top: bool) -> sympy.Expr:
        binder = t.value
        assert isinstance(binder, SumBinder)
        if binder.index_type not in ("ℕ", "ℤ"):
            raise InductionError(f"a sum over {binder.index_type}")
        body, k = t.args[2], binder.index
        lo, hi = self._limits(t, env)
        if lo.is_Integer and hi.is_Integer:
            if hi - lo + 1 > MAX_EXPANDED:
                raise InductionError(f"the sum {t} has too many terms to write out")
            terms = [self.tr(body, {**env, k: sympy.Integer(v)}) for v in range(lo, hi + 1)]
            return sum(terms, sympy.Integer(0))
        harmonic = self._harmonic_sum(body, k, env, lo, hi)
        if harmonic is not None:
            return harmonic
        closed = self._closed(t, env)
        if closed is not None:
            return closed
        if not top:
            raise InductionError(f"the inner sum {t} has no closed form here")
        return self._unknown(t, env, lo, hi)

    def _harmonic_sum(self, body: Term, k: str, env, lo, hi) -> sympy.Expr | None:
        """``Σ_{j=lo}^{hi} c/(j + s)`` as ``c (H_(hi+s) − H_(lo−1+s))`` where ``lo + s ≥ 1``
        (no pole in the range) and ``hi ≥ lo − 1`` (the identity needs no empty-range case)."""
        if not lo.is_Integer:
            return None
        j = sympy.Symbol(f"_{k}", integer=True)
        inner = Basis()
        try:
            g = Translator(self.var, inner, self.shift).tr(body, {**env, k: j})
        except InductionError:
            return None
        if g.free_symbols != {j}:
            return None
        num, den = sympy.fraction(sympy.cancel(sympy.together(g)))
        if j in num.free_symbols or sympy.degree(den, j) != 1:
            return None
        lead = sympy.Poly(den, j).coeff_monomial(j)
        c, s = num / lead, sympy.Poly(den, j).coeff_monomial(1) / lead
        if not s.is_Integer or lo + s < 1:
            return None
        # the translation's own conditions (its divisions) hold on j ≥ lo, like its pole
        for cond in inner.conditions:
            if not holds_from(cond, {j: lo}, 0):
                return None
        self.basis.need(hi - lo + 1, "nonneg", f"the range of Σ {body} is not below empty")
        return c * (self._harmonic(hi + s) - self._harmonic(lo - 1 + s))

    def _closed(self, t: Term, env) -> sympy.Expr | None:
        if self.closed is None:
            return None
        found = self.closed(t)
        if found is None:
            return None
        form, symbols, least = found
        subs = {}
        for name, sym in symbols.items():
            if name not in env:
                return None
            subs[sym] = env[name]
            self.basis.need(env[name] - least.get(name, 0), "nonneg", f"the closed form of {t}")
        return sympy.expand_power_exp(form.subs(subs))

    def _unknown(self, t: Term, env, lo, hi) -> sympy.Expr:
        """A sum over an ``n``-range with an ``n``-free summand: ``S`` at shift 0, and
        ``S + f(hi)`` at shift 1 (``hi`` the new last index; the range grows by one)."""
        binder = t.value
        assert isinstance(binder, SumBinder)
        body, k = t.args[2], binder.index
        if body.free_vars() - {k}:
            raise InductionError(f"the summand of {t} involves {self.var}: no first-order step")
        if not lo.is_Integer:
            raise InductionError(f"the lower limit of {t} is not a constant")
        a, _ = _affine(hi, "the upper limit")
        if a != 1:
            raise InductionError(f"the upper limit of {t} does not grow by one with n")
        s = self.basis.unknown(t)
        if self.shift == 0:
            return s
        if self.shift != 1:
            raise InductionError("unknown sums are stepped by one only")
        self.basis.need(hi - lo, "nonneg", f"the range of {t} at n + 1 holds its new term")
        return s + self.tr(body, {k: hi})


def holds_from(cond: Condition, domains: Mapping[sympy.Symbol, sympy.Expr], n0: int) -> bool:
    """A sound sufficient test that ``cond`` holds for ``n ≥ n0`` and each summation symbol
    at or above its lower bound: with ``n = n0 + t``, every domain symbol ``lo + t_j``,
    ``fib (a n) = f0 + u`` (``f0 = 1`` when ``a·n0 ≥ 1``, else 0), ``fib (a n + 1) = 1 + v`` or
    ``= fib (a n) + v``, ``harmonic (a n) = w``, ``c^n = c^n0 + w'`` (``c ≥ 1``), the expression
    (its numerator over a positive denominator) is a polynomial with nonnegative coefficients
    (``nonneg``), or with a positive constant term too, or the negation of one (``nonzero``).
    A polynomial in ``n`` alone that is ``nonzero`` may instead have no integer root ≥ n0."""
    expr = cond.expr
    if cond.kind == "nonzero" and expr.free_symbols <= {N} and expr.is_polynomial(N):
        roots = sympy.Poly(expr, N).ground_roots() if not expr.is_number else {}
        return expr != 0 and all(not (r.is_Integer and r >= n0) for r in roots)
    powers: dict = {}
    for power in expr.atoms(sympy.Pow):
        if power.exp.free_symbols:
            if not (power.base.is_Integer and power.base >= 1 and sympy.expand(power.exp) == N):
                return False
            powers[power] = power.base**n0 + sympy.Symbol(f"_p{power.base}", nonnegative=True)
    expr = expr.xreplace(powers)
    t = sympy.Symbol("_t", nonnegative=True)
    subs: dict = {N: n0 + t}
    for i, (sym, lo) in enumerate(domains.items()):
        subs[sym] = lo + sympy.Symbol(f"_d{i}", nonnegative=True)
    names = sorted(str(s) for s in expr.free_symbols)
    schemes = [{}, {}]
    for name in names:
        if name.startswith("F0_"):
            a = int(name[3:])
            f0 = 1 if a * n0 >= 1 else 0
            u = sympy.Symbol(f"_u{a}", nonnegative=True)
            v = sympy.Symbol(f"_v{a}", nonnegative=True)
            schemes[0][sympy.Symbol(name)] = f0 + u
            schemes[0][sympy.Symbol(f"F1_{a}")] = 1 + v
            schemes[1][sympy.Symbol(name)] = f0 + u
            schemes[1][sympy.Symbol(f"F1_{a}")] = f0 + u + v
        elif name.startswith("F1_") and f"F0_{name[3:]}" not in names:
            v = sympy.Symbol(f"_v{name[3:]}", nonnegative=True)
            schemes[0][sympy.Symbol(name)] = 1 + v
            schemes[1][sympy.Symbol(name)] = 1 + v
        elif name.startswith("H_"):
            for sc in schemes:
                sc[sympy.Symbol(name)] = sympy.Symbol(f"_w{name}", nonnegative=True)
        elif name.startswith("S_"):
            return False
    return any(_signed(expr.xreplace(subs | sc), cond.kind) for sc in schemes)


def _signed(expr: sympy.Expr, kind: str) -> bool:
    num, den = sympy.fraction(sympy.cancel(sympy.together(expr)))
    nsign, dsign = _sign(num), _sign(den)
    if nsign is None or dsign is None:
        return False
    if kind == "nonneg":
        return dsign == 1 and nsign >= 0
    return dsign in (1, -1) and nsign in (1, -1)


def _sign(p: sympy.Expr) -> int | None:
    """1 (positive everywhere on the nonnegative orthant: nonnegative coefficients, positive
    constant term), 0 (nonnegative coefficients), -1 (the negation of 1), else None."""
    p = sympy.expand(p)
    if p.is_number:
        return 1 if p > 0 else (-1 if p < 0 else 0)
    gens = sorted(p.free_symbols, key=str)
    try:
        poly = sympy.Poly(p, *gens)
    except sympy.PolynomialError:
        return None
    coeffs = poly.coeffs()
    if not all(c.is_number for c in coeffs):
        return None
    const = poly.coeff_monomial(1)
    if all(c >= 0 for c in coeffs):
        return 1 if const > 0 else 0
    if all(c <= 0 for c in coeffs) and const < 0:
        return -1
    return None


def least_start(basis: Basis) -> int | None:
    """The least ``n₀ ≤ MAX_START`` from which every condition of ``basis`` holds
    (:func:`holds_from`), or None."""
    for n0 in range(MAX_START + 1):
        if all(holds_from(c, basis.domains, n0) for c in basis.conditions):
            return n0
    return None

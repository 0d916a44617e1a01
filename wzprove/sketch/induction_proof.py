"""The Lean proof of a statement certified by a first-order induction step (issue 14, item 3).

:func:`wzprove.pipeline.induction.certify_induction` certifies ``L(n) = R(n)`` by checking
``E(n + 1) − E(n) = 0`` in a basis where ``Nat.fib``, ``harmonic`` and the sums over ``n``'s
range are rewritten by their recurrences (Karr 1981; Schneider 2007, used as a checker).
This module writes that argument as a Lean proof (the shape is in
:mod:`wzprove.sketch.replay_induction`): ``induction n``, the case ``zero`` by ``norm_num``,
the case ``succ`` by one ``linear_combination`` over the induction hypothesis and the facts

* ``Finset.sum_range_succ (fun k => f) m`` / ``Finset.sum_Icc_succ_top`` for each sum over
  ``range`` / ``Icc`` (ℕ statements: the statement cast to ℚ, casts at the leaves,
  :func:`~wzprove.sketch.replay_induction.lift`); ``Nat.sum_range_choose`` for an inner row
  sum ``∑ k ∈ range (m + 1), C(m, k)``;
* ``Nat.fib_add_two`` (cast to the field by ``exact_mod_cast``) down to ``fib (a n)``,
  ``fib (a n + 1)``; ``harmonic_succ``; ``_root_.pow_succ`` down to ``c ^ n``;
  ``Nat.cast_sub`` for ``fib a − 1`` and ``2 ^ e − 1``; ``mul_inv_cancel₀`` for each inverse
  ``(↑(m + 1))⁻¹``.

The coefficients are computed exactly (sympy): each fact ``A = B`` rewrites the atom ``A``,
its coefficient the exact quotient ``(D(A) − D(B)) / (A − B)`` of the remaining difference
``D``; ``D`` must end at 0.  The text is then re-read and replayed
(:func:`~wzprove.sketch.replay_induction.replay_induction`) before it is returned.

A start ``n₀ > 0``: ``key`` at ``n + n₀``, the values below by evaluation
(:mod:`wzprove.sketch.induction_start`).  Hypotheses are not used: with ``n₀ = 0`` the
statement holds for every ``n`` (the stage compared its base ``n = 0`` whatever the
hypotheses say), and ``key`` is proved for all ``n``.
Where the step does not close with the sums as unknowns, each sum's polynomial closed form
(:mod:`wzprove.sketch.induction_closed`) is a lemma ``cᵢ`` proved the same way, and ``key``
one ``linear_combination`` over them.  Refused (:class:`InductionProofError`, the item keeps
``proof: none``): the "same recurrence" certificates, other ℕ
subtractions, ℕ division, sums over other sets, ``harmonic`` and powers of slope other than 1,
a statement that uses one of the proof's own names.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import sympy

from wzprove.lean.render import RenderError, render_term
from wzprove.model.errors import WzproveError
from wzprove.model.identity import SumBinder, Term, Ty
from wzprove.model.terms import substitute
from wzprove.sketch.induction_start import M, below_start, closing_lines, shift_sides
from wzprove.sketch.replay_induction import (
    LC,
    ZERO,
    ZERO_ICC,
    lift,
    replay_induction,
    succ_of,
)
from wzprove.sketch.ring_model import is_numeral, positive, push_casts

#: how the proof is described at its top
COMMENT = (
    "  /- wzprove proof (complete): by induction on {v}; each step E({v} + 1) = E({v}) by one\n"
    "     linear_combination over the induction hypothesis and {lemmas}.{closed}\n"
    "     The coefficients were computed and checked exactly in Python and replayed from\n"
    "     this text; no Lean kernel has checked this file here. -/\n"
)
#: added where the statement follows from closed forms of its sums
CLOSED = "\n     Each sum's closed form is a lemma c_i; the statement follows from them."
HEADER = "import Mathlib\n\nopen BigOperators Nat Finset Real\n\n"


class InductionProofError(WzproveError):
    """No complete proof by induction is written for this statement (the reason)."""

    status = "out-of-scope"


def _lean(t: Term) -> str:
    try:
        return render_term(t)
    except RenderError as exc:
        raise InductionProofError(f"no Lean text for {t}: {exc}") from exc


def _nat(c: int, var: str) -> Term:
    """``var + c`` (``var`` for ``c = 0``)."""
    v = Term.var(var)
    return v if c == 0 else Term("add", (v, Term.lit(c)), "ℕ")


def _slope(t: Term, var: str) -> tuple[int, int]:
    """``(a, c)`` where the ℕ term ``t`` is ``a·var + c`` with ``a ≥ 1``, ``c ≥ 0``."""
    e = sympy.Poly(sympy.expand(_value(t, var)), sympy.Symbol(var))
    if e.degree() != 1 or any(not (x.is_Integer and x >= 0) for x in e.all_coeffs()):
        raise InductionProofError(f"the argument {t} is not a·{var} + c")
    a, c = e.all_coeffs()
    return int(a), int(c)


def _lin(a: int, c: int, var: str) -> Term:
    """``a * var + c``, spelt without a factor 1 or a term 0."""
    v = Term.var(var)
    t = v if a == 1 else Term("mul", (Term.lit(a), v), "ℕ")
    return t if c == 0 else Term("add", (t, Term.lit(c)), "ℕ")


def _offset(t: Term, var: str) -> int:
    """``c`` where the ℕ term ``t`` is ``var + c`` (any spelling), else refused."""
    e = sympy.expand(_value(t, var))
    c = e - sympy.Symbol(var)
    if not (c.is_Integer and c >= 0):
        raise InductionProofError(f"the argument {t} is not {var} + c")
    return int(c)


def _value(t: Term, var: str) -> sympy.Expr:
    if t.op == "var" and t.value == var:
        return sympy.Symbol(var)
    if t.op == "lit":
        return sympy.Rational(t.value.numerator, t.value.denominator)  # type: ignore[union-attr]
    if t.op in ("add", "mul") and t.type == "ℕ":
        a, b = (_value(x, var) for x in t.args)
        return a + b if t.op == "add" else a * b
    raise InductionProofError(f"the ℕ argument {t} is not linear in {var}")


class _Model:
    """Pushed terms as sympy expressions: ``n`` a symbol, every other leaf an atom symbol;
    ``x / d`` with ``d`` not a numeral is ``x · inv(d)``, ``inv(d)`` an atom."""

    def __init__(self, var: str):
        self.var = var
        self.n = sympy.Symbol(var)
        self.atoms: dict[Any, sympy.Symbol] = {}
        self.terms: dict[sympy.Symbol, Term] = {}

    def atom(self, key: Any, term: Term) -> sympy.Symbol:
        if key not in self.atoms:
            s = sympy.Symbol(f"_a{len(self.atoms)}")
            self.atoms[key], self.terms[s] = s, term
        return self.atoms[key]

    def of(self, t: Term) -> sympy.Expr:
        return self._of(push_casts(t))

    def _of(self, t: Term) -> sympy.Expr:
        op = t.op
        if op == "var" or (op == "cast" and t.args[0].op == "var"):
            name = t.value if op == "var" else t.args[0].value
            if name != self.var:
                raise InductionProofError(f"the variable {name}")
            return self.n
        if op == "lit":
            return sympy.Rational(t.value.numerator, t.value.denominator)  # type: ignore[union-attr]
        if op in ("add", "sub", "mul"):
            a, b = (self._of(x) for x in t.args)
            return a + b if op == "add" else (a - b if op == "sub" else a * b)
        if op == "neg":
            return -self._of(t.args[0])
        if op == "pow" and t.args[1].op == "lit":
            return self._of(t.args[0]) ** int(t.args[1].value)  # type: ignore[arg-type]
        if op == "div":
            num, den = t.args
            d = self._of(den)
            if d.is_number and d != 0 and is_numeral(den):  # as ring1 / the replay see it
                return self._of(num) / d
            inv = Term("div", (Term.lit(1, t.type), den), t.type)
            return self._of(num) * self.atom(("inv", den), inv)
        return self.atom(("atom", t), t)


class _Step:
    """The facts of the case ``succ`` and their coefficients."""

    def __init__(self, var: str, k: Ty, key: tuple[Term, Term]):
        self.var, self.k, self.key = var, k, key
        self.model = _Model(var)
        self.facts: list[tuple[str, Term, Term, str]] = []
        self.texts: list[str] = []
        self.done: set[Term] = set()

    def add(self, lhs: Term, rhs: Term, proof: str, text: str | None = None) -> None:
        """A fact ``lhs = rhs`` by ``proof``, written ``text`` (default: rendered)."""
        self.facts.append((f"s{len(self.facts) + 1}", lhs, rhs, proof))
        self.texts.append(text or f"{_lean(lhs)} = {_lean(rhs)}")

    def expand(self, goal: tuple[Term, Term]) -> None:
        """Facts for every atom of the goal at ``n + 1`` and of the hypothesis at ``n`` that
        is not in the basis (the sums at ``n``, ``fib n``, ``fib (n + 1)``, ``harmonic n``),
        then ``a * a⁻¹ = 1`` for every inverse ``a⁻¹`` met, ``a > 0`` by positivity."""
        self.key_sums = [  # the basis at n; a sum over a constant range is rewritten
            a for side in self.key for a in _atoms(side) if a.op == "sum" and a.args[1].op != "lit"
        ]
        todo = [a for side in (*goal, *self.key) for a in _atoms(side)]
        inverses: list[Term] = []
        while todo:
            a = todo.pop(0)
            if a in self.done or a in self.key_sums:
                continue
            self.done.add(a)
            c = self.model.of(a.args[1]) if a.op == "div" else None  # (e)⁻¹, e a constant
            if c is not None and c.is_number and c != 0 and not is_numeral(a.args[1]):
                one_c, e = Term.lit(Fraction(1) / Fraction(str(c)), self.k), _lean(a.args[1])
                cl = _lean(Term.lit(Fraction(str(c)), self.k))
                proof = f"by rw [show {e} = {cl} by ring] <;> norm_num"
                self.add(a, one_c, proof, f"({e})⁻¹ = {_lean(one_c)}")
                continue
            if a.op == "div" and not _choose_self(a.args[1]):
                inverses.append(a.args[1])
                continue
            todo.extend(self._fact(a))
        for den in inverses:
            if positive(den):
                text = f"{_lean(den)} * ({_lean(den)})⁻¹ = ({_lean(Term.lit(1, self.k))})"
                inv = Term("div", (Term.lit(1, self.k), den), self.k)
                proof = f"mul_inv_cancel₀ (show {_lean(den)} ≠ 0 by positivity)"
                self.add(Term("mul", (den, inv), self.k), Term.lit(1, self.k), proof, text)

    def _below(self, a: Term, var: str) -> Term:
        """The upper limit one below the sum ``a``'s: the hypothesis's own spelling where
        its sum is that one, else ``n + c``."""
        lo, hi, body = a.args
        c = _offset(hi, var) - 1
        if c < 0:
            raise InductionProofError(f"the sum {a} does not grow with {var}")
        for b in self.key_sums:
            if b.value == a.value and b.args[0] == lo and b.args[2] == body:
                if _offset(b.args[1], var) == c:
                    return b.args[1]
        return _nat(c, var)

    def _row(self, a: Term) -> list[Term]:
        """``∑ k ∈ range (X + 1), C(X, k) = 2 ^ X`` (``Nat.sum_range_choose``, cast)."""
        k = self.k
        binder = a.value
        assert isinstance(binder, SumBinder)
        _, hi, body = a.args
        top = hi.args[0] if hi.op == "add" and hi.args[1] == Term.lit(1) else None
        idx = Term.var(binder.index)
        if top is None or body != Term("cast", (Term("choose", (top, idx), "ℕ"),), k):
            raise InductionProofError(f"no recurrence for the sum {a}")
        power = Term("pow", (Term.lit(2, k), top), k)
        self.add(a, power, f"by exact_mod_cast (Nat.sum_range_choose ({_lean(top)}))")
        return _atoms(power)

    def _fact(self, a: Term) -> list[Term]:
        """The fact that rewrites the atom ``a``; the atoms of its right side."""
        k, var = self.k, self.var
        if a.op == "div" or _choose_self(a):  # ↑(C(x, x)) and its inverse are 1
            x = _lean(a.args[1].args[0].args[0] if a.op == "div" else a.args[0].args[0])
            one = Term.lit(1, k)
            if a.op == "div":
                text = f"({_lean(a.args[1])})⁻¹ = {_lean(one)}"
                proof = f"by rw [Nat.choose_self ({x})] <;> norm_num"
                self.add(a, one, proof, text)
            else:
                self.add(a, one, f"by exact_mod_cast Nat.choose_self ({x})")
            return []
        if a.op == "sum":
            binder = a.value
            assert isinstance(binder, SumBinder)
            lo, hi, body = a.args
            if lo == Term.lit(0) and hi == Term.lit(1) and binder.kind == "range":
                at0 = substitute(body, binder.index, Term.lit(0))
                fun = f"(fun {binder.index} => {_lean(body)})"
                self.add(a, at0, f"Finset.sum_range_one {fun}")
                return _atoms(at0)
            if var in body.free_vars() and binder.kind == "range":
                return self._row(a)
            if binder.kind not in ("range", "Icc") or var in body.free_vars():
                raise InductionProofError(
                    f"the sum {a} is not over range or Icc with an {var}-free summand"
                )
            top = self._below(a, var)
            fun = f"(fun {binder.index} => {_lean(body)})"
            if binder.kind == "range":
                last = top
                proof = f"Finset.sum_range_succ {fun} ({_lean(top)})"
            else:
                if not (lo.op == "lit" and lo.value <= 1 + _offset(top, var)):  # type: ignore[operator]
                    raise InductionProofError(f"the sum {a} has a lower limit past its top")
                last = Term("add", (top, Term.lit(1)), "ℕ")
                show = f"(show {_lean(lo)} ≤ {_lean(top)} + 1 by omega)"
                proof = f"Finset.sum_Icc_succ_top {show} {fun}"
            below = Term("sum", (lo, top, body), k, binder)
            rhs = Term("add", (below, substitute(body, binder.index, last)), k)
            self.add(a, rhs, proof)
            return _atoms(rhs)
        if a.op == "cast" and a.args[0].op == "fib":
            slope, c = _slope(a.args[0].args[0], var)  # fib (a n), fib (a n + 1) the basis
            if c < 2:
                if a.args[0].args[0] != _lin(slope, c, var):
                    raise InductionProofError(f"fib of {a.args[0].args[0]} spelt unusually")
                return []
            base = _lin(slope, c - 2, var)
            pair = (base, _lin(slope, c - 1, var))
            fibs = [Term("cast", (Term("fib", (x,), "ℕ"),), k) for x in pair]
            proof = f"by exact_mod_cast (Nat.fib_add_two (n := {_lean(base)}))"
            self.add(a, Term("add", tuple(fibs), k), proof)
            return fibs
        if a.op == "cast" and a.args[0].op == "sub" and a.args[0].type == "ℕ":
            big, small = a.args[0].args
            parts = [Term("cast", (x,), k) for x in (big, small)]
            two = big.op == "pow" and big.args[0] == Term.lit(2)
            if small == Term.lit(1) and two:
                pos = f"Nat.succ_le_of_lt (show 0 < {_lean(big)} by positivity)"
            elif small == Term.lit(1) and big.op == "fib" and _offset(big.args[0], var) >= 1:
                pos = (
                    f"Nat.succ_le_of_lt (Nat.fib_pos.mpr (show 0 < {_lean(big.args[0])} by omega))"
                )
            else:
                raise InductionProofError(f"the ℕ subtraction {a.args[0]}")
            self.add(a, Term("sub", tuple(parts), k), f"Nat.cast_sub ({pos})")
            return _atoms(parts[0])
        if a.op == "pow" and a.args[0].op == "lit" and a.args[1].op != "lit":
            m = _offset(a.args[1], var)
            if m == 0:
                if a.args[1] != _nat(0, var):
                    raise InductionProofError(f"the power {a} spelt unusually")
                return []
            below = Term("pow", (a.args[0], _nat(m - 1, var)), k)
            base = _lean(a.args[0])
            self.add(
                a,
                Term("mul", (below, a.args[0]), k),
                f"_root_.pow_succ {base} ({_lean(_nat(m - 1, var))})",
            )
            return [below]
        if a.op == "harmonic":
            c = _offset(a.args[0], var)
            if c == 0:
                return []
            if k != "ℚ":
                raise InductionProofError("harmonic numbers in a statement over ℝ")
            base = _nat(c - 1, var)
            top = Term("cast", (_nat(c, var),), k)
            inv = Term("div", (Term.lit(1, k), top), k)
            h = Term("harmonic", (base,), k)
            # Mathlib states it with `⁻¹`; `1 / x` is not defeq to `x⁻¹` in ℚ
            text = f"{_lean(a)} = ({_lean(h)} + ({_lean(top)})⁻¹ : ℚ)"
            self.add(a, Term("add", (h, inv), k), f"harmonic_succ ({_lean(base)})", text)
            return [h, *_atoms(inv)]
        raise InductionProofError(f"no recurrence for {a}")

    def coefficients(self, goal: tuple[Term, Term], base: bool = True) -> list[sympy.Expr]:
        """Each fact's coefficient (the ih's is 1); raises where the step does not close.
        The rewrites run until no rewritten atom is left (a later fact may bring back an atom
        an earlier one removed: ``fib (n + 2)`` from ``fib (n + 3)``), then the inverses."""
        m = self.model
        d = sympy.expand(m.of(goal[0]) - m.of(goal[1]))
        if base:  # the induction hypothesis, with coefficient 1
            d = sympy.expand(d - (m.of(self.key[0]) - m.of(self.key[1])))
        coeffs = [sympy.Integer(0)] * len(self.facts)
        rewrites = [(i, m.of(f[1]), m.of(f[2])) for i, f in enumerate(self.facts) if not _unit(f)]
        for _ in range(len(rewrites) + 1):
            for i, a, b in rewrites:
                new = sympy.expand(d.subs(a, b))
                if new == d:
                    continue
                c = sympy.cancel((d - new) / (a - b))
                if not _polynomial(c):
                    raise InductionProofError(
                        f"the coefficient of {self.facts[i][1]} is not a polynomial"
                    )
                coeffs[i] += c
                d = new
        if any(d.has(a) for _, a, _ in rewrites):
            raise InductionProofError("the rewrites do not terminate")
        for i, fact in enumerate(self.facts):
            if not _unit(fact):
                continue
            den = m.of(fact[1].args[0])
            u = sympy.cancel(m.of(fact[1]) / den)  # the inverse atom
            poly = sympy.Poly(d, u)
            if poly.degree() > 1:
                raise InductionProofError("an inverse to a power above 1")
            c = sympy.cancel(poly.coeff_monomial(u) / den)
            if not _polynomial(c):
                raise InductionProofError("an inverse whose coefficient is not a multiple")
            coeffs[i] = c
            d = sympy.expand(d - c * (den * u - 1))
        if d != 0:
            raise InductionProofError(f"the step does not close: {d} remains")
        return [sympy.expand(c) for c in coeffs]

    def term(self, c: sympy.Expr) -> Term:
        """The coefficient ``c`` (a polynomial in ``n`` and the atoms) as a term of ``k``."""
        k, m = self.k, self.model
        gens = [m.n, *m.terms]
        poly = sympy.Poly(c, *gens)
        out: Term | None = None
        for monom, coeff in poly.terms():
            q = Fraction(int(coeff.p), int(coeff.q))
            t: Term | None = None
            if abs(q) != 1 or not any(monom):
                t = Term.lit(abs(q.numerator), k)
                if q.denominator != 1:
                    t = Term("div", (t, Term.lit(q.denominator, k)), k)
            for g, e in zip(gens, monom, strict=True):
                if e == 0:
                    continue
                base = Term("cast", (Term.var(self.var),), k) if g == m.n else m.terms[g]
                f = base if e == 1 else Term("pow", (base, Term.lit(e)), k)
                t = f if t is None else Term("mul", (t, f), k)
            if out is None:
                out = t if q > 0 else Term("neg", (t,), k)
            else:
                out = Term("add" if q > 0 else "sub", (out, t), k)
        return out if out is not None else Term.lit(0, k)


def _cited(facts: list[tuple[str, Term, Term, str]]) -> str:
    """The lemmas the facts cite, in order, for the proof's comment."""
    names: list[str] = []
    for *_, proof in facts:
        name = re.sub(r"^by (exact_mod_cast |rw \[)\(?", "", proof).removeprefix("_root_.")
        name = name.split(" ")[0].replace("show", "ring")
        if name not in names and not re.fullmatch(r"c\d+", name):
            names.append(name)
    return ", ".join(names) if names else "no other fact"


def _choose_self(t: Term) -> bool:
    """Whether ``t`` is ``↑(C(x, x))`` (``Nat.choose_self``)."""
    return t.op == "cast" and t.args[0].op == "choose" and t.args[0].args[0] == t.args[0].args[1]


def _polynomial(c: sympy.Expr) -> bool:
    """Whether ``c`` is a polynomial (rational coefficients) in its symbols."""
    return (
        bool(sympy.together(c).is_polynomial(*c.free_symbols))
        and not sympy.denom(sympy.together(c)).free_symbols
    )


def _unit(fact: tuple[str, Term, Term, str]) -> bool:
    """Whether ``fact`` is ``a * a⁻¹ = 1`` (``mul_inv_cancel₀``)."""
    return fact[3].startswith("mul_inv_cancel₀")


def _atoms(t: Term) -> list[Term]:
    """The atoms of a term in the field (pushed casts): what is not ``+ − × ^`` or a numeral."""
    t = push_casts(t)
    out: list[Term] = []

    def walk(x: Term) -> None:
        if x.op in ("add", "sub", "mul", "neg") or (x.op == "pow" and x.args[1].op == "lit"):
            for a in x.args:
                walk(a)
        elif x.op == "div":
            walk(x.args[0])
            if x.args[1].op != "lit":
                out.append(Term("div", (Term.lit(1, x.type), x.args[1]), x.type))
        elif x.op not in ("lit", "var") and not (x.op == "cast" and x.args[0].op == "var"):
            if x not in out:
                out.append(x)

    walk(t)
    return out


def _combo(step: _Step, coeffs: list[sympy.Expr], first: str) -> str:
    """``first + c₁ * s₁ + …`` (the facts with a nonzero coefficient)."""
    parts = [first] if first else []
    for c, (name, *_) in zip(coeffs, step.facts, strict=True):
        if c != 0:
            parts.append(f"({_lean(step.term(c))}) * {name}")
    return " + ".join(parts) if parts else "0"


def _facts(step: _Step, indent: str) -> list[str]:
    return [
        f"{indent}have {name} : {text} := {proof}"
        for (name, _, _, proof), text in zip(step.facts, step.texts, strict=True)
    ]


def _block(name: str, var: str, k: Ty, key: tuple[Term, Term]) -> tuple[list[str], _Step]:
    """``have name : ∀ var : ℕ, key := by`` proved by induction on ``var`` (the step's
    facts and one ``linear_combination``); raises where the step does not close."""
    goal = (succ_of(key[0], var), succ_of(key[1], var))
    step = _Step(var, k, key)
    step.expand(goal)
    coeffs = step.coefficients(goal)
    icc = any(a.op == "sum" and a.value.kind == "Icc" for a in step.done | set(step.key_sums))
    lines = [
        f"  have {name} : ∀ {var} : ℕ, {_lean(key[0])} = {_lean(key[1])} := by",
        f"    intro {var}",
        f"    induction {var} with",
        f"    | zero => {ZERO_ICC if icc else ZERO}",
        f"    | succ {var} ih =>",
        *_facts(step, "      "),
        f"      show {_lean(goal[0])} = {_lean(goal[1])}",
        f"      {LC}{_combo(step, coeffs, 'ih')}",
    ]
    return lines, step


def _by_closed_forms(var: str, k: Ty, key: tuple[Term, Term]) -> tuple[list[str], list[_Step]]:
    """``key`` from closed forms of its sums over ``var``'s range, each a lemma ``cᵢ`` proved
    by induction (:func:`wzprove.sketch.induction_closed.closed_forms` finds the candidates),
    then one ``linear_combination`` over ``cᵢ var`` with no induction."""
    from wzprove.sketch.induction_closed import closed_forms

    lines: list[str] = []
    steps: list[_Step] = []
    direct = _Step(var, k, key)
    for i, (total, closed) in enumerate(closed_forms(key, var, k), start=1):
        block, step = _block(f"c{i}", var, k, (total, closed))
        lines += block
        steps.append(step)
        direct.add(total, closed, f"c{i} {var}")
    coeffs = direct.coefficients(key, base=False)
    lines += [
        f"  have key : ∀ {var} : ℕ, {_lean(key[0])} = {_lean(key[1])} := by",
        f"    intro {var}",
        *_facts(direct, "    "),
        f"    {LC}{_combo(direct, coeffs, '')}",
    ]
    return lines, [*steps, direct]


def induction_proof(identity: Any, record: dict) -> str:
    """The whole proof file of ``identity``, certified by the step ``record``
    (:func:`wzprove.pipeline.induction.certify_induction`); replayed before it is returned.
    Where inner sums were given closed forms (or the step does not close with the sums as
    unknowns), each sum's closed form is a lemma by induction and the statement follows
    from them.  Raises :class:`InductionProofError` where no complete proof is written."""
    if record.get("kind") != "step":
        raise InductionProofError("only the first-order step is compiled (not the same recurrence)")
    if identity.statement is None or len(identity.variables) != 1:
        raise InductionProofError("a statement in one variable is needed")
    var = identity.variables[0].name
    bound = {
        str(t.value.index)
        for side in (identity.lhs, identity.rhs)
        for t in side.walk()
        if t.op in ("sum", "prod")
    }
    n0 = int(record.get("start", 0))
    for name in {var, *bound}:
        if name in ("key", "ih", "hn", M) or re.fullmatch(r"[cs]\d+", name):
            raise InductionProofError(f"the name {name} is one the proof binds for its facts")
    nat = identity.domain == "ℕ"
    k: Ty = "ℚ" if nat else identity.domain
    if k not in ("ℚ", "ℝ", "ℤ"):
        raise InductionProofError(f"a statement over {identity.domain}")
    for t in (identity.lhs, identity.rhs):
        for s in t.walk():
            if s.op in ("div", "mod") and s.type == "ℕ":
                raise InductionProofError("ℕ division (no fact written for it)")
    lhs, rhs, rewrites = shift_sides(identity.lhs, identity.rhs, var, n0)
    key = (lift(lhs, k), lift(rhs, k)) if nat else (lhs, rhs)
    if n0 and (bad := below_start(identity.lhs, identity.rhs, var, n0)) is not None:
        raise InductionProofError(f"the step holds from {var} = {n0}: {bad}")
    try:
        lines, step = _block("key", var, k, key)
        steps = [step]
    except InductionProofError as plain:
        try:
            lines, steps = _by_closed_forms(var, k, key)
        except InductionProofError as exc:
            raise InductionProofError(f"{plain}; by closed forms: {exc}") from exc
    if n0:
        zero = ZERO_ICC if "Finset.Icc" in "\n".join(lines) else ZERO
        lines += closing_lines(var, n0, rewrites, zero, nat, _lean)
    else:
        lines.append(f"  {'exact_mod_cast' if nat else 'exact'} key {var}")
    header = identity.header if identity.header.strip() else HEADER
    facts = [f for st in steps for f in st.facts]
    text = (
        header
        + identity.statement.rstrip()
        + " := by\n"
        + COMMENT.format(v=var, lemmas=_cited(facts), closed=CLOSED if len(steps) > 1 else "")
        + "\n".join(lines)
        + "\n"
    )
    replay = replay_induction(text, identity.name)
    if not replay.ok:
        raise InductionProofError("the proof does not replay: " + "; ".join(replay.failed)[:300])
    return text

"""``linear_combination`` certificates for equations between hypergeometric terms.

An equation such as the telescoper ``Σ_j a_j(n)·F(n+j, k+1) = H(n, k+1) - H(n, k)`` is, for
``ring1``, a polynomial identity in the atoms of :mod:`wzprove.sketch.atoms` — but only once
the atoms are tied together by their *shift facts*.  This module finds those facts and the
coefficients of the combination (docs/design.md, "Shape of a WZ proof": "how the
coefficients come out"; Harrison, "Formal proofs of hypergeometric sums", JAR 2015, who
proves such side conditions from ratio facts in the same multiplied form).

Shift facts, each ``q·x = p`` with ``q`` a nonzero polynomial (provable by ``positivity``) and
``x`` the atom it eliminates (the ``Prover`` lemmas of ``Prover/Steps.lean``):

* binomials of one *family* (arguments ``u + c``, ``l + d`` for fixed linear forms ``u``, ``l``)
  go to the largest upper and smallest lower offset (0 for numerals: ``C(M, 0) = 1``) by
  ``(L + 1)·C(M, L + 1) = (M - L)·C(M, L)`` (lower step) and
  ``(M + 1)·C(M, L) = (M + 1 - L)·C(M + 1, L)`` (upper step) — their multipliers ``L + 1``,
  ``M + 1`` are casts of natural numbers plus one, never zero, so no case split is needed;
* factorials to the largest argument, ``(M + 1)·M! = (M + 1)!``;
* powers ``c ^ E`` to the smallest exponent, ``c ^ (E + 1) = c · c ^ E``;
* an inverse ``b⁻¹`` by ``b · b⁻¹ = 1`` (``mul_inv_cancel₀``; ``b`` must be positive as
  written: numerals, casts of ℕ values plus a positive constant, factorials, and binomials
  ``C(U, L)`` with ``L ≤ U`` for every value the step allows, each of those stated first as
  ``0 < C(U, L)`` by ``Nat.cast_pos.mpr (Nat.choose_pos (by omega))`` so that ``positivity``
  finds it among the hypotheses);
* atoms with equal arguments written differently, by congruence (``x = y``).

:func:`combination` eliminates the atoms farthest from their base first: multiplying the
target by ``q^e`` (``e`` the degree of ``x``) and substituting ``q·x = p`` leaves a remainder
``Σ_d T_d q^(e-d) p^d`` and the cofactor ``Σ_d T_d q^(e-d) Σ_(i<d) (q x)^i p^(d-1-i)`` of the
fact.  When everything has been reduced to the base atoms the remainder must vanish
identically; then ``D·(lhs - rhs) = Σ c_i·(fact_i.lhs - fact_i.rhs)`` with ``D`` the product
of the multipliers, which is checked once more, exactly, before anything is written (the
arithmetic: :func:`wzprove.sketch.eliminate.eliminate`).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from fractions import Fraction

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty
from wzprove.sketch import ring_choose_facts as rchoose
from wzprove.sketch.atoms import (
    SETTLED,
    Atom,
    AtomError,
    AtomTable,
    choose_atom,
    factorial_atom,
    fib_atom,
    lean_text,
    linear_form,
    pow_atom,
    to_poly,
)
from wzprove.sketch.choose_zero import zero_lower
from wzprove.sketch.eliminate import OutOfTime, TooLarge
from wzprove.sketch.eliminate_sub import eliminate_best
from wzprove.sketch.facts import Combination, Fact, argument_text, even_signs
from wzprove.sketch.fib_facts import fib_chain, fib_congruence, fib_value
from wzprove.sketch.hyp_nonzero import HYP_PROOFS, NeHyp, factor_proof, inverse_proof
from wzprove.sketch.natsub_positive import cast_fact
from wzprove.sketch.positive import choose_positive_line, positive_as_written
from wzprove.sketch.range_nonzero import nonzero_by_range, split_multiplier
from wzprove.sketch.vanish import zero_facts
from wzprove.wz.polyring import factor


class _Nodes:
    """The atoms of one proof step and the shift facts that tie them to their bases."""

    def __init__(self, table: AtomTable, types: Mapping[str, Ty], prefix: str, nonzero=()):
        self.table = table
        self.nonzero: tuple[NeHyp, ...] = nonzero  # hypotheses `a ≠ b` (hyp_nonzero)
        self.types = types
        self.prefix = prefix
        self.facts: list[tuple[float, Fact]] = []  # (elimination rank, fact)
        self._settled: set[sympy.Symbol] = set()
        self._valued: set[sympy.Symbol] = set()
        #: binomial atom → its positivity fact (``have`` line), in the order met
        self.positives: dict[sympy.Symbol, str] = {}
        self.K = table.field

    def _name(self) -> str:
        return f"{self.prefix}{len(self.facts) + 1}"

    def _nat(self, e: sympy.Expr) -> Term:
        """The ℕ term of a linear form: ``P - N`` with ``P``, ``N`` the parts with positive
        and negative coefficients (``P`` alone when there are none), the subtraction exact
        under the step's hypotheses."""
        e = sympy.expand(e)
        pos = sum((t for t in sympy.Add.make_args(e) if t.as_coeff_Mul()[0] > 0), sympy.Integer(0))
        neg = sympy.expand(pos - e)
        if neg == 0:
            return self._nat_nonneg(pos)
        if not self.table.exact(e):
            raise AtomError(f"argument {e} may be negative")
        return Term("sub", (self._nat_nonneg(pos), self._nat_nonneg(neg)), "ℕ")

    def _nat_nonneg(self, e: sympy.Expr) -> Term:
        names = self.table.names()
        parts: list[Term] = []
        const = 0
        for t in sympy.Add.make_args(sympy.expand(e)):
            c, rest = t.as_coeff_Mul()
            if not (c.is_Integer and c >= 0):
                raise AtomError(f"argument {e} is not a linear form with nonnegative coefficients")
            if rest == 1:
                const += int(c)
                continue
            if rest not in names:
                raise AtomError(f"argument {e} is not linear")
            v = Term.var(names[rest], "ℕ")
            parts.append(v if c == 1 else Term("mul", (Term.lit(int(c)), v), "ℕ"))
        if not parts:
            return Term.lit(const)
        out = parts[0]
        for p in parts[1:]:
            out = Term("add", (out, p), "ℕ")
        return Term("add", (out, Term.lit(const)), "ℕ") if const else out

    def _add(
        self,
        rank: float,
        proof: str,
        x: sympy.Symbol,
        q: sympy.Expr,
        p: sympy.Expr,
        statement: str = "",
    ) -> None:
        self.facts.append((rank, Fact(self._name(), proof, x, q, p, statement)))

    def tie(self) -> None:
        """Add the shift facts for every atom of the table (module docstring)."""
        groups: dict[tuple, list[tuple[Atom, sympy.Symbol, tuple[int, ...]]]] = {}
        # inverses and subtractions first: they may bring powers and factorials to the table
        self._settle()
        for atom, sym in list(self.table.atoms.values()):
            if rchoose.collect(self, atom, sym) or atom.kind in SETTLED:  # ring_choose_facts
                continue
            if zero_lower(self, atom, sym):  # C(m - 1, 0) = 1
                continue
            forms = [linear_form(a, self.table) for a in atom.args]
            if not any(sympy.sympify(f).free_symbols for f in forms):
                values = [int(f) for f in forms]
                if any(a.free_vars() for a in atom.args):  # `2 * n - 2 * n`: tie it to `0`
                    canon = _with_args(atom, tuple(Term.lit(v) for v in values), self.K)
                    y = self.table.atom(canon)
                    # before the value of `canon` (rank 10**6): it brings `canon` in
                    self._congruence(atom, sym, (canon, y), rank=2 * 10**6)
                    if y not in self._valued:
                        self._valued.add(y)
                        self._value(canon, y, values)
                    continue
                self._valued.add(sym)
                self._value(atom, sym, values)
                continue
            consts = tuple(int(sympy.expand(f).as_coeff_Add()[0]) for f in forms)
            key = (
                atom.kind,
                atom.base,
                atom.base_term,
                atom.written,
                tuple(sympy.srepr(sympy.expand(f) - c) for f, c in zip(forms, consts, strict=True)),
            )
            groups.setdefault(key, []).append((atom, sym, consts))
        for members in groups.values():
            self._family(members)
        rchoose.tie(self)
        self._settle()  # subtractions in the arguments of intermediate atoms

    def _settle(self) -> None:
        """The fact of every inverse and every cast of a subtraction not tied yet (their
        facts may add more of them: repeat until none is left)."""
        while True:
            todo = [
                (a, s)
                for a, s in list(self.table.atoms.values())
                if a.kind in SETTLED and s not in self._settled
            ]
            if not todo:
                return
            for atom, sym in todo:
                self._settled.add(sym)
                if atom.kind == "inv":
                    self._inverse(atom, sym)
                else:
                    self._subtraction(atom, sym)

    def _subtraction(self, atom: Atom, sym: sympy.Symbol) -> None:
        """``((A - B : ℕ) : K) = A - B`` (``Nat.cast_sub``), the subtraction exact under the
        step's hypotheses (``omega`` proves ``B ≤ A`` from them), or the value of a cast
        :func:`~wzprove.sketch.natsub_positive.cast_fact` knows (``2 ^ E - 1``, descFactorial)."""
        K = self.K
        known = cast_fact(atom.kind, atom.args, K)  # `2 ^ E - 1`: first, it brings `2 ^ E` in
        if known is not None:
            # a value with an inverse (`(V + N)! / V!`) comes with the inverses: after that of
            # the atom itself (met first, it brought the atom in), before the one it brings in
            rank = (
                10**6 + 1 if known[1].op == "div" and known[1].args[1].op == "cast" else 3 * 10**6
            )
            self._add(rank, known[0], sym, sympy.Integer(1), to_poly(known[1], self.table))
            return
        A, B = atom.args
        proof = f"Nat.cast_sub (R := {K}) (show {render_term(B)} ≤ {render_term(A)} by omega)"
        p = self._cast(A) - self._cast(B)
        self._add(-2, proof, sym, sympy.Integer(1), p)  # last: the steps bring them in

    def _cast(self, t: Term) -> sympy.Expr:
        """The cast of the ℕ term ``t`` into the field, as ``push_cast`` leaves it."""
        return to_poly(Term("cast", (t,), self.K), self.table)

    def _positive(self, q: sympy.Expr) -> bool:
        """Whether ``positivity`` proves ``q ≠ 0`` (:func:`~wzprove.sketch.positive.
        positive_as_written`); the binomials it needs get their positivity facts."""
        binomials = positive_as_written(q, self.table, self.types)
        if binomials is None:
            return False
        for atom, x in binomials:
            if x not in self.positives:
                name = f"{self.prefix}p{len(self.positives) + 1}"
                self.positives[x] = choose_positive_line(name, atom, self.K)
        return True

    def _value(self, atom: Atom, sym: sympy.Symbol, args: list[int]) -> None:
        """An atom with numeral arguments: its value, computed here, as a fact."""
        K = self.K
        texts = " ".join(self._txt(a) for a in atom.args)
        if atom.kind == "choose":
            value = sympy.binomial(args[0], args[1])
            nat = f"Nat.choose {texts} = {value}"
        elif atom.kind in ("factorial", "fib"):
            value = sympy.factorial(args[0]) if atom.kind == "factorial" else fib_value(args[0])
            nat = f"Nat.{atom.kind} {texts} = {value}"
        elif atom.base_term is not None:  # `b ^ (0 + 1)`: the numeral exponent, by congruence
            b = atom.base_term
            proof = (
                f"Prover.pow_congr ({render_term(b)} : {K}) ({args[0]}) "
                f"{self._txt(atom.args[0])} (by omega)"
            )
            self._add(10**6, proof, sym, sympy.Integer(1), to_poly(b, self.table) ** args[0])
            return
        else:
            assert atom.base is not None
            value = sympy.Rational(atom.base.numerator, atom.base.denominator) ** args[0]
            stmt = f"{atom.text} = ({_const(Fraction(str(value)))} : {K})"
            self._add(10**6, "by norm_num", sym, sympy.Integer(1), value, stmt)
            return
        stmt = f"{atom.text} = ({value} : {K})"
        proof = f"by exact_mod_cast (show {nat} by decide)"
        self._add(10**6, proof, sym, sympy.Integer(1), sympy.Integer(value), stmt)

    def _inverse(self, atom: Atom, sym: sympy.Symbol) -> None:
        (b,) = atom.args
        q = to_poly(b, self.table)
        x = render_term(b)  # positive, or nonzero in the step's range (`k < u n`)
        # positivity reads the term as written: no subtraction (`(n - 0) + 1`) in the field
        written = not any(t.op in ("sub", "neg") and t.type == self.K for t in b.walk())
        shown = (
            f"(show ({x} : {self.K}) ≠ 0 by positivity)" if written and self._positive(q) else None
        )
        shown = shown or inverse_proof(b, self.nonzero)
        if not (shown := shown or nonzero_by_range(x, q, self.table, self.types, self.K)):
            raise AtomError(f"the denominator {x} is not positive as written")
        proof = f"mul_inv_cancel₀ {shown}"
        self._add(10**6 + 1, proof, sym, q, sympy.Integer(1))

    def _family(self, members: list[tuple[Atom, sympy.Symbol, tuple[int, ...]]]) -> None:
        kind = members[0][0].kind
        atom0 = members[0][0]
        base_forms = [
            sympy.expand(linear_form(a, self.table)) - c
            for a, c in zip(atom0.args, members[0][2], strict=True)
        ]
        # one representative per offset: the first atom met there; others are congruent
        rep: dict[tuple[int, ...], tuple[Atom, sympy.Symbol]] = {}
        for atom, sym, consts in members:
            if consts in rep:
                self._congruence(atom, sym, rep[consts])
            else:
                rep[consts] = (atom, sym)

        def node(consts: tuple[int, ...]) -> tuple[Atom, sympy.Symbol]:
            if consts not in rep:
                args = tuple(self._nat(f + c) for f, c in zip(base_forms, consts, strict=True))
                atom = _with_args(atom0, args, self.K)
                rep[consts] = (atom, self.table.atom(atom))
            return rep[consts]

        if kind == "choose" and self._direct_values(list(rep.values())):
            return  # every offset is a polynomial value (`C(2n+3, 2n+2) = 2n+3`): no chain
        if kind == "choose":
            top = max(c[0] for c in rep)
            low = 0 if base_forms[1] == 0 else min(c[1] for c in rep)  # `C(M, 2)`: to `C(M, 0)`
            todo = set()
            for cu, cl in list(rep):
                todo.update((cu, d) for d in range(low, cl + 1))
                todo.update((u, low) for u in range(cu, top + 1))
            # farthest first: every intermediate node is met as a step's target first
            for cu, cl in sorted(todo, key=lambda c: -((c[1] - low) + (top - c[0]))):
                rank = (cl - low) + (top - cu)
                src = node((cu, cl))
                if cl > low:
                    dst = (cu, cl - 1)
                    other = rep[dst][0].args[1] if dst in rep else self._nat(base_forms[1] + cl - 1)
                    y = self._target(rep, dst, choose_atom(src[0].args[0], other, self.K), rank)
                    self._lower(src, y, rank)
                elif cu < top:
                    dst = (cu + 1, cl)
                    other = rep[dst][0].args[0] if dst in rep else self._nat(base_forms[0] + cu + 1)
                    y = self._target(rep, dst, choose_atom(other, src[0].args[1], self.K), rank)
                    self._upper(src, y, rank)
            self._base_value(node((top, low)))
        else:
            ends = [c[0] for c in rep]
            if kind == "fib":  # down to the two smallest offsets (sketch/fib_facts.py)
                return fib_chain(self, node, ends)
            for c in range(min(ends), max(ends) + 1):
                if kind == "factorial" and c < max(ends):
                    self._factorial(node((c,)), node((c + 1,)), max(ends) - c)
                if kind == "pow" and c > min(ends):
                    self._power(node((c,)), node((c - 1,)), c - min(ends))

    def _direct(self, atom: Atom) -> Atom | None:
        """``C(U, L)`` written in the shape of a Mathlib value lemma (:meth:`_base_value`)
        when the linear forms of its arguments make it a polynomial (``L = 0``, ``L = 1``,
        ``U = L``, ``U = L + 1``), else None."""
        U, L = (sympy.expand(linear_form(a, self.table)) for a in atom.args)
        d = sympy.expand(U - L)
        if L in (0, 1):
            return choose_atom(self._nat(U), Term.lit(int(L)), self.K)
        if L.is_Integer or d not in (0, 1):
            return None
        low = self._nat(L)
        return choose_atom(low if d == 0 else Term("add", (low, Term.lit(1)), "ℕ"), low, self.K)

    def _direct_values(self, members: list[tuple[Atom, sympy.Symbol]]) -> bool:
        """Each binomial its value (:meth:`_direct` shape, by congruence) when all have one."""
        if any(self._direct(a) is None for a, _ in members):
            return False
        for member in members:
            self._base_value(member)
        return True

    def _base_value(self, base: tuple[Atom, sympy.Symbol]) -> None:
        """The value of a base binomial that is a polynomial, as a fact: ``C(M, 0) = 1``,
        ``C(M, 1) = M``, ``C(M, M) = 1``, ``C(M + 1, M) = M + 1`` (their arguments as
        written; the Mathlib lemma rewrites the atom, a cast lemma finishes)."""
        atom, x = base
        K = self.K
        one = Term.lit(1)
        # `C(x + 0, 2 * 0)`: the lemmas rewrite only arguments written plainly; the plain atom
        # `C(x, 0)` (:meth:`_direct`), tied by congruence just before the value is used
        plain = self._direct(atom)
        if plain is not None and plain != atom:
            y = self.table.atom(plain)
            self._congruence(atom, x, (plain, y), -0.5)
            atom, x = plain, y
        if x in self._valued:  # several atoms with one plain form: one value fact
            return
        self._valued.add(x)
        U, L = atom.args
        if L == Term.lit(0):
            lemma, cast, value = "Nat.choose_zero_right", "Nat.cast_one", sympy.Integer(1)
            rhs = f"(1 : {K})"
        elif L == one:
            lemma, cast, value = "Nat.choose_one_right", "", self._cast(U)
            rhs = render_term(Term("cast", (U,), K))
        elif U == L:
            lemma, cast, value = "Nat.choose_self", "Nat.cast_one", sympy.Integer(1)
            rhs = f"(1 : {K})"
        elif U == Term("add", (L, one), "ℕ"):
            lemma, cast, value = "Nat.choose_succ_self_right", "Nat.cast_add_one", self._cast(U)
            rhs = f"{render_term(Term('cast', (L,), K))} + 1"
        else:
            return
        rw = f"{lemma}, {cast}" if cast else lemma
        self._add(-1, f"by rw [{rw}]", x, sympy.Integer(1), value, f"{atom.text} = {rhs}")

    def vanishing(self) -> list[Fact]:
        """``L·C(0, L) = 0`` (``Prover.cast_choose_zero_left_mul``) for each ``Nat.choose 0 L``
        (``L`` not a numeral), for a remainder that is a multiple of it (never eliminated)."""
        out = []
        for atom, x in list(self.table.atoms.values()):
            if atom.kind != "choose" or atom.args[0] != Term.lit(0):
                continue
            L = atom.args[1]
            if not sympy.sympify(linear_form(L, self.table)).free_symbols:
                continue
            proof = f"Prover.cast_choose_zero_left_mul (α := {self.K}) {self._txt(L)}"
            self._add(-10, proof, x, self._cast(L), sympy.Integer(0))
            out.append(self.facts[-1][1])
        return out

    def even_powers(self) -> list[Fact]:
        """``(-1) ^ (2·M + d) = (-1) ^ d`` (``Prover.neg_one_pow_two_mul_add``) for each power
        of ``-1`` whose exponent has even coefficients on its variables, for a remainder."""
        out = []
        for atom, x in list(self.table.atoms.values()):
            if atom.kind != "pow" or atom.base != -1 or atom.base_term is not None:
                continue
            form = sympy.expand(linear_form(atom.args[0], self.table))
            d, rest = form.as_coeff_Add()
            half = sympy.expand(rest / 2)
            parts = [t.as_coeff_Mul()[0] for t in sympy.Add.make_args(half)]
            if half == 0 or d < 0 or any(not (c.is_Integer and c > 0) for c in parts):
                continue
            proof = (
                f"Prover.neg_one_pow_two_mul_add (α := {self.K}) "
                f"{self._txt(self._nat_nonneg(half))} {int(d)} {self._txt(atom.args[0])} (by omega)"
            )
            self._add(-10, proof, x, sympy.Integer(1), sympy.Integer((-1) ** int(d)))
            out.append(self.facts[-1][1])
        return out

    def _target(self, rep: dict, dst: tuple[int, ...], atom: Atom, rank: float):
        """The atom a step lands on, written with the source's shared argument (the Prover
        lemma's two atoms share it); tied to the node's representative by congruence when
        that is written differently."""
        y = self.table.atom(atom)
        if dst not in rep:
            rep[dst] = (atom, y)
        elif rep[dst][1] != y:
            self._congruence(atom, y, rep[dst], rank - 0.5)
        return atom, y

    def _txt(self, t: Term) -> str:
        return f"({render_term(t)})"

    def _lower(self, big, small, rank: int) -> None:
        (atom, x), (atom_s, y) = big, small
        M, L1 = atom.args
        L = atom_s.args[1]
        proof = (
            f"Prover.cast_choose_lower_step (α := {self.K}) {self._txt(M)} {self._txt(L)} "
            f"{self._txt(L1)} (by omega)"
        )
        q = self._cast(L) + 1
        self._add(rank, proof, x, q, (self._cast(M) - self._cast(L)) * y)

    def _upper(self, small, big, rank: int) -> None:
        (atom, x), (atom_b, y) = small, big
        M, L = atom.args
        M1 = atom_b.args[0]
        proof = (
            f"Prover.cast_choose_upper_step (α := {self.K}) {self._txt(M)} {self._txt(M1)} "
            f"{self._txt(L)} (by omega)"
        )
        q = self._cast(M) + 1
        self._add(rank, proof, x, q, (self._cast(M) + 1 - self._cast(L)) * y)

    def _factorial(self, small, big, rank: int) -> None:
        (atom, x), (atom_b, y) = small, big
        proof = (
            f"Prover.cast_factorial_step (α := {self.K}) {self._txt(atom.args[0])} "
            f"{self._txt(atom_b.args[0])} (by omega)"
        )
        self._add(rank, proof, x, self._cast(atom.args[0]) + 1, y)

    def _power(self, big, small, rank: int) -> None:
        (atom, x), (atom_s, y) = big, small
        cs, ctext = self._base(atom)
        proof = (
            f"Prover.pow_step ({ctext} : {self.K}) {self._txt(atom_s.args[0])} "
            f"{self._txt(atom.args[0])} (by omega)"
        )
        self._add(rank, proof, x, sympy.Integer(1), cs * y)

    def _base(self, atom: Atom) -> tuple[sympy.Expr, str]:
        """A power atom's base: its value and its Lean text."""
        if atom.base_term is not None:
            return to_poly(atom.base_term, self.table), render_term(atom.base_term)
        c = atom.base
        assert c is not None
        text = _const(c) if atom.written is None else render_term(atom.written)
        return sympy.Rational(c.numerator, c.denominator), text

    def _congruence(
        self, atom: Atom, x: sympy.Symbol, other: tuple[Atom, sympy.Symbol], rank: float = 10**5
    ) -> None:
        atom_o, y = other
        K = self.K
        if atom.kind == "choose":
            (M1, L1), (M, L) = atom.args, atom_o.args
            proof = (
                f"Prover.cast_choose_congr (α := {K}) {self._txt(M)} {self._txt(M1)} "
                f"{self._txt(L)} {self._txt(L1)} (by omega) (by omega)"
            )
        elif atom.kind == "fib":
            proof = fib_congruence(K, atom, atom_o)
        elif atom.kind == "factorial":
            proof = (
                f"Prover.cast_factorial_congr (α := {K}) {self._txt(atom_o.args[0])} "
                f"{self._txt(atom.args[0])} (by omega)"
            )
        else:
            proof = (
                f"Prover.pow_congr ({self._base(atom)[1]} : {K}) {self._txt(atom_o.args[0])} "
                f"{self._txt(atom.args[0])} (by omega)"
            )
        self._add(rank, proof, x, sympy.Integer(1), y)


def _with_args(atom: Atom, args: tuple[Term, ...], K: Ty) -> Atom:
    """``atom`` with other ℕ arguments."""
    if atom.kind == "choose":
        return choose_atom(args[0], args[1], K)
    if atom.kind in ("factorial", "fib"):
        return (factorial_atom if atom.kind == "factorial" else fib_atom)(args[0], K)
    return pow_atom(atom.base, args[0], K, atom.base_term, atom.written)


def _const(c: Fraction) -> str:
    if c.denominator != 1:
        return f"({c.numerator} / {c.denominator})"
    return str(c.numerator) if c >= 0 else f"(-{-c.numerator})"


def combination(
    lhs: Term,
    rhs: Term,
    K: Ty,
    types: Mapping[str, Ty],
    prefix: str = "s",
    hyps: tuple[tuple[Term, Term], ...] = (),
    deadline: float | None = None,
    nonzero: tuple[NeHyp, ...] = (),
) -> Combination:
    """The ``linear_combination`` step that proves ``lhs = rhs`` (terms at the field ``K``)
    for all values of the variables, from shift facts (module docstring).

    Raises:
        AtomError: the ``deadline`` (``time.monotonic()``) passed, a term outside the exact
            reading of :mod:`wzprove.sketch.atoms`, a
            denominator that is not positive as written, a remainder that does not vanish
            (the equation does not follow from the shift facts), or a text too long.
    """
    table = AtomTable(K, hyps=hyps)
    target = to_poly(lhs, table) - to_poly(rhs, table)
    nodes = _Nodes(table, types, prefix, nonzero)
    nodes.tie()
    facts = [f for _, f in sorted(nodes.facts, key=lambda rf: -rf[0])]
    try:
        subs = {f.x for r, f in nodes.facts if r == -2}  # casts of ℕ subtractions
        el = eliminate_best(target, [(f.x, f.q, f.p) for f in facts], subs, deadline)
    except OutOfTime as err:
        raise AtomError("the time limit of the proof compiler ran out") from err
    except TooLarge as err:
        raise AtomError(str(err)) from err
    T, cof, multipliers = el.remainder, list(el.sparse), even_signs(el.multipliers)
    extra: list[sympy.Expr] = []
    if T != 0:  # a multiple of L·C(0, L) = 0 is 0 too
        for f in nodes.vanishing():
            c = sympy.cancel(T / (f.q * f.x))
            if sympy.fraction(c)[1].free_symbols:
                continue
            c = sympy.expand(c)
            facts.append(f)
            cof.append(c)
            extra.append(c * (f.q * f.x - f.p))
            T = sympy.expand(T - c * (f.q * f.x - f.p))
            if T == 0:
                break
    for f in nodes.even_powers() if T != 0 else []:  # a value `(-1) ^ (2n + 1) = -1`
        if f.x in T.free_symbols:  # T - c·(x - p) = T(x := p), q = 1
            at_p = sympy.expand(T.subs(f.x, f.p))
            c = sympy.expand(sympy.quo(sympy.expand(T - at_p), f.x - f.p, f.x))
            facts.append(f)
            cof.append(c)
            extra.append(c * (f.q * f.x - f.p))
            T = at_p
    zeros, T = zero_facts(T, table, types, "z") if T != 0 else ([], T)
    if T != 0:
        raise AtomError(
            "the equation does not follow from the shift facts (remainder "
            f"{sympy.sstr(factor(T))[:200]} ≠ 0)"
        )
    if deadline is not None and time.monotonic() > deadline:
        raise AtomError("the time limit of the proof compiler ran out")
    # the exact check of what linear_combination will be asked: D·(lhs - rhs) - Σ c·(q x - p)
    if not el.check(extra + [c * z.x * z.Q for z, c in zeros]):
        raise AtomError("internal: the linear combination does not check")
    used = [(c, f) for c, f in zip(cof, facts, strict=True) if c != 0]
    names = {f.name for _, f in used}
    used += [(c, z) for z, c in zeros]  # type: ignore[misc]
    argument = argument_text([(c, f.name) for c, f in used], table, types)
    multiplier = " * ".join(lean_text(factor(m), table, types, expand=False) for m in multipliers)
    kept = tuple(f for f in facts if f.name in names)
    # the positivity facts that a kept fact's `positivity` or the multiplier's needs
    needed = set().union(*(f.q.free_symbols for f in kept), *(m.free_symbols for m in multipliers))
    positives = tuple(line for x, line in nodes.positives.items() if x in needed)
    ranged = any(w in f.proof for f in facts for w in ("ne_zero_of_eq_cast_sub", *HYP_PROOFS))
    hyp = lambda f: factor_proof(f, table, nonzero)  # noqa: E731 - `a ≠ b` hypotheses
    refines = split_multiplier(multipliers, table, types, K, nodes._positive, hyp) if ranged else ()
    zero_lines = tuple(z.lines for z, _ in zeros)
    return Combination(kept, multiplier, argument, zero_lines, positives, refines)

"""The Lean proof of a closed form in powers ``b^n`` and Stirling numbers of the second kind,
certified by cases, closed by ``omega`` over linear facts (issue 14; the linearity form
``closed forms by cases`` with steps ``L = N / c from L * c = N``, ``A − B = C from A = B + C``,
``v ↦ v + b`` and ``X − Y ≥ 0 (powers by decreasing base)``; LCI Gould_identity_1_19
``S(n, 3) = (3^n − 3·2^n + 3)/6`` for ``3 ≤ n``, wzprove-100 beyond_stirling_three).

The statement is an equation in ℕ of one ℕ variable ``v`` whose terms are literals, ``v``,
``+``, ``*`` by a literal, ℕ ``-``, ``/`` by a literal at the top of one side, powers
``b ^ E`` (``b ≥ 2`` a literal, ``E = v + c``) and ``Nat.stirlingSecond X k`` (``k`` 2 or 3,
``X = v + c``, ``c ≥ 1``).  The proof::

    obtain ⟨j, rfl⟩ : ∃ j, n = (j + 3 : ℕ) := ⟨(n - 3 : ℕ), by omega⟩     -- v ↦ v + b
    have hs1 := Prover.stirlingSecond_three_eq (j + 3 : ℕ) (by omega)
    have hp1 : (2 : ℕ) ^ (j + 3 : ℕ) = 8 * (2 : ℕ) ^ j := by ring
    have hp2 : (3 : ℕ) ^ (j + 3 : ℕ) = 27 * (3 : ℕ) ^ j := by ring
    have hm1 : (2 : ℕ) ^ j ≤ (3 : ℕ) ^ j := Nat.pow_le_pow_left (by norm_num) j
    omega

``hs`` states ``S(X, k)`` by its explicit formula cleared of denominators
(``Prover/Stirling.lean``: ``6 · S(X, 3) + 3 · 2^X = 3^X + 3``, ``2 · S(X, 2) + 2 = 2^X`` for
``X ≥ 1``), ``hp`` each power ``b^(j + c)`` as ``b^c · b^j``, ``hm`` / ``hq`` order the powers
``b^j`` by base (``b' ≤ b ⇒ b'^j ≤ b^j``; ``0 < b^j``).  Over the atoms ``b^j`` every side is
then linear, and :func:`replay_power_omega` re-reads the text and shows exactly (on
fractions) what ``omega`` needs:

* each ℕ difference ``X − Y`` is ``≥ 0`` by Abel summation: with ``X − Y = Σ a_b b^j + a_1``
  and the bases ``b₁ > b₂ > …`` in decreasing order, ``X − Y = Σ_i A_i (b_i^j − b_(i+1)^j) +
  A_last · b_last^j`` with ``A_i`` the prefix sums; every ``A_i ≥ 0`` and an ``hm`` (or ``hq``)
  fact for every pair with ``A_i > 0`` (the difference is then exact, as
  :func:`wzprove.pipeline.linear_regions._exponential_gap` certified);
* a side ``N / c`` equals the other side ``L`` because ``c · L = N`` identically;
* otherwise the two sides are the same linear form.

Every step of that argument is a rational linear consequence of the facts (the truncated branch
of each difference and both branches of the division are infeasible over ℚ), which ``omega``
(Fourier–Motzkin with the real shadow) refutes; the atoms it sees are the goal's own texts,
since each fact is instantiated at them.  The facts themselves are checked: the lemma and its
side condition ``1 ≤ X`` (``X = j + c``, ``c ≥ 1``), ``b^(j + c) = b^c · b^j`` exactly, ``b' ≤
b`` between literals.  Mathlib: ``Nat.pow_le_pow_left`` (Lean core, ``Prover/MATHLIB.txt``).
"""

from __future__ import annotations

import re
from fractions import Fraction

from wzprove.model.identity import Identity, Term, substitute
from wzprove.sketch.complete_closed import ClosedProofError
from wzprove.sketch.split_proof import SplitProofError

#: Stirling formulas by block count ``k``: the Prover lemma and the coefficients
#: ``(s, {b: a_b}, c)`` of ``s · S(X, k) = Σ a_b b^X + c`` (``Prover/Stirling.lean``)
FORMULAS: dict[int, tuple[str, int, dict[int, int], int]] = {
    2: ("Prover.stirlingSecond_two_eq", 2, {2: 1}, -2),
    3: ("Prover.stirlingSecond_three_eq", 6, {3: 1, 2: -3}, 3),
}
_LEMMA_K = {name: k for k, (name, *_rest) in FORMULAS.items()}

_STEP = re.compile(r"^(\w+) ↦ (\w+) \+ (\d+)$")
_OTHER_STEPS = (
    re.compile(r"^A − B = C from A = B \+ C$"),
    re.compile(r"^L = N / \d+ from L \* \d+ = N$"),
    re.compile(r".* ≥ 0 \(powers by decreasing base\)$"),
)
_HS = re.compile(r"^  have hs\d+ := (Prover\.\w+) (.+) \(by omega\)$")
_HP = re.compile(
    r"^  have hp\d+ : \((\d+) : ℕ\) \^ (.+) = (\d+) \* \((\d+) : ℕ\) \^ (\w+) := by ring$"
)
_HM = re.compile(
    r"^  have hm\d+ : \((\d+) : ℕ\) \^ (\w+) ≤ \((\d+) : ℕ\) \^ (\w+) := "
    r"Nat\.pow_le_pow_left \(by norm_num\) (\w+)$"
)
_HQ = re.compile(r"^  have hq\d+ : 0 < \((\d+) : ℕ\) \^ (\w+) := by positivity$")

Form = dict[str, Fraction]  # a linear form: "1", the variable, "P<b>" for the atom b^j


def _plus(a: Form, b: Form, s: Fraction | int = 1) -> Form:
    out = dict(a)
    for key, c in b.items():
        out[key] = out.get(key, Fraction(0)) + s * c
    return {key: c for key, c in out.items() if c != 0}


def _scale(a: Form, s: Fraction | int) -> Form:
    return {key: s * c for key, c in a.items() if s * c != 0}


def _offset(e: Term, var: str) -> int | None:
    """``c`` where ``e`` is ``var + c`` (``c ≥ 0`` an integer, nested sums of literals)."""
    if e == Term.var(var):
        return 0
    if e.op == "add" and e.type == "ℕ":
        a, b = e.args
        if b.op == "lit" and isinstance(b.value, Fraction) and b.value.denominator == 1:
            inner = _offset(a, var)
            return None if inner is None else inner + int(b.value)
    return None


def _literal(t: Term) -> int | None:
    if t.op == "lit" and isinstance(t.value, Fraction) and t.value.denominator == 1:
        return int(t.value)
    return None


class _Facts:
    """The facts a proof states (module docstring) and the linear reading of a side over
    them; ``lenient`` (the compiler) assumes every order fact and records the ones used."""

    def __init__(self, var: str, lenient: bool = False) -> None:
        self.var = var
        self.powers: dict[Term, tuple[int, int]] = {}  # b^(j + c) ↦ (b, b^c)
        self.stirling: dict[Term, int] = {}  # S(X, k) ↦ k
        self.order: set[tuple[int, int]] = set()  # (b', b): b'^j ≤ b^j; (1, b): 0 < b^j
        self.lenient = lenient
        self.used: list[tuple[int, int]] = []

    def power(self, t: Term) -> Form:
        base, exp = t.args
        b = _literal(base)
        if b is None or b < 2:
            raise ClosedProofError(f"power omega: the power {t} has no literal base ≥ 2")
        if not exp.free_vars():
            e = self.linear(exp)
            if set(e) - {"1"} or e.get("1", Fraction(0)).denominator != 1:
                raise ClosedProofError(f"power omega: the exponent of {t} is not a number")
            return {"1": Fraction(b) ** int(e.get("1", 0))}
        if exp == Term.var(self.var):
            return {f"P{b}": Fraction(1)}
        if t not in self.powers:
            raise ClosedProofError(f"power omega: no fact `{t} = c * {b} ^ {self.var}`")
        _, k = self.powers[t]
        return {f"P{b}": Fraction(k)}

    def linear(self, t: Term) -> Form:
        """The side ``t`` as a linear form over the atoms ``b^j`` (raises where it is not)."""
        op = t.op
        if op == "lit" and _literal(t) is not None:
            return {"1": Fraction(_literal(t) or 0)} if _literal(t) else {}
        if op == "var" and t.value == self.var:
            return {self.var: Fraction(1)}
        if op == "add" and t.type == "ℕ":
            return _plus(self.linear(t.args[0]), self.linear(t.args[1]))
        if op == "mul" and t.type == "ℕ":
            a, b = (self.linear(x) for x in t.args)
            if set(a) <= {"1"}:
                return _scale(b, a.get("1", Fraction(0)))
            if set(b) <= {"1"}:
                return _scale(a, b.get("1", Fraction(0)))
            raise ClosedProofError(f"power omega: {t} is not linear in the atoms")
        if op == "pow" and t.type == "ℕ":
            return self.power(t)
        if op == "stirling2" and t in self.stirling:
            _, s, coeffs, c = FORMULAS[self.stirling[t]]
            x = t.args[0]
            form: Form = {"1": Fraction(c)}
            for b, a in coeffs.items():
                form = _plus(form, self.power(Term("pow", (Term.lit(b), x), "ℕ")), a)
            return _scale(form, Fraction(1, s))
        if op == "sub" and t.type == "ℕ":
            d = _plus(self.linear(t.args[0]), self.linear(t.args[1]), -1)
            self.nonneg(d, t)
            return d
        raise ClosedProofError(f"power omega: no linear reading of {t} ({op})")

    def nonneg(self, d: Form, t: Term) -> None:
        """``d ≥ 0`` by Abel summation over the bases (module docstring), or raise."""
        if d.get(self.var, Fraction(0)) < 0:
            raise ClosedProofError(f"power omega: {t} may truncate ({self.var} < 0)")
        coeffs = {int(key[1:]): c for key, c in d.items() if key.startswith("P")}
        if "1" in d:
            coeffs[1] = d["1"]
        bases = sorted(coeffs, reverse=True)
        total = Fraction(0)
        for i, b in enumerate(bases):
            total += coeffs[b]
            if total < 0:
                raise ClosedProofError(f"power omega: {t} is not shown ≥ 0 (prefix sum < 0)")
            if i + 1 < len(bases) and total > 0:
                pair = (bases[i + 1], b)
                if self.lenient:
                    self.used += [] if pair in self.used else [pair]
                elif pair not in self.order:
                    raise ClosedProofError(f"power omega: {t}: no fact {pair[0]}^j ≤ {b}^j")

    def equation(self, lhs: Term, rhs: Term) -> None:
        """The goal ``lhs = rhs`` from the facts (module docstring), or raise."""
        if lhs.op == "div" and rhs.op != "div":
            lhs, rhs = rhs, lhs
        if rhs.op == "div" and rhs.type == "ℕ":
            c = _literal(rhs.args[1])
            if c is None or c < 1:
                raise ClosedProofError(f"power omega: {rhs} is not divided by a literal ≥ 1")
            if _scale(self.linear(lhs), c) != self.linear(rhs.args[0]):
                raise ClosedProofError(f"power omega: {c} · ({lhs}) ≠ {rhs.args[0]}")
            return
        if self.linear(lhs) != self.linear(rhs):
            raise ClosedProofError(f"power omega: the sides differ as linear forms: {lhs} = {rhs}")


def applies(identity: Identity) -> bool:
    """Whether the statement has a power with a variable exponent or a Stirling number (the
    atoms this proof reads), so that the compiler tries it."""
    return any(
        (t.op == "pow" and t.args[1].free_vars()) or (t.op == "stirling2")
        for side in (identity.lhs, identity.rhs)
        for t in side.walk()
    )


def _atoms(t: Term, var: str, facts: _Facts, lines: list[str], hs: list[Term]) -> None:
    """Collect the Stirling and power atoms of ``t`` (Stirling first: its powers join)."""
    from wzprove.lean.render import render_term

    for u in t.walk():
        if u.op == "stirling2":
            k, c = _literal(u.args[1]), _offset(u.args[0], var)
            if k not in FORMULAS or c is None or c < 1:
                raise ClosedProofError(f"power omega: no formula for {u} (k = 2, 3; X = v + c)")
            if u not in facts.stirling:
                facts.stirling[u] = k
                hs.append(u)
                lines.append(
                    f"  have hs{len(hs)} := {FORMULAS[k][0]} {render_term(u.args[0])} (by omega)"
                )
                for b in FORMULAS[k][2]:
                    _power_fact(Term("pow", (Term.lit(b), u.args[0]), "ℕ"), var, facts, lines)
        elif u.op == "pow" and u.args[1].free_vars():
            _power_fact(u, var, facts, lines)


def _power_fact(u: Term, var: str, facts: _Facts, lines: list[str]) -> None:
    from wzprove.lean.render import render_term

    b, c = _literal(u.args[0]), _offset(u.args[1], var)
    if b is None or b < 2 or c is None:
        raise ClosedProofError(f"power omega: the power {u} is not b ^ ({var} + c), b ≥ 2")
    if c == 0 or u in facts.powers:
        return
    facts.powers[u] = (b, b**c)
    power = f"({b} : ℕ) ^ {render_term(u.args[1])}"
    lines.append(f"  have hp{len(facts.powers)} : {power} = {b**c} * ({b} : ℕ) ^ {var} := by ring")


def power_omega_proof(identity: Identity, record: dict) -> str:
    """The whole Lean file (module docstring), replayed; raises :class:`ClosedProofError`."""
    from wzprove.model.trunc_cases import _lower_bound
    from wzprove.sketch.linear_common import proof_header
    from wzprove.sketch.region_shift import _fresh

    if identity.statement is None or identity.relation != "eq" or identity.domain != "ℕ":
        raise ClosedProofError("power omega: a statement without Lean text, or not `=` in ℕ")
    if len(identity.variables) != 1 or identity.variables[0].type != "ℕ":
        raise ClosedProofError("power omega: not one ℕ variable")
    v = identity.variables[0].name
    shift = 0
    for step in record.get("steps") or []:
        got = _STEP.match(step)
        if got and got.group(1) == got.group(2) == v and not shift:
            shift = int(got.group(3))
        elif not any(p.match(step) for p in _OTHER_STEPS):
            raise ClosedProofError(f"power omega: a step it does not write: {step}")
    if shift > _lower_bound(identity, v):
        raise ClosedProofError(f"power omega: {v} ↦ {v} + {shift} is not a lower bound's")
    lines: list[str] = []
    lhs, rhs, var = identity.lhs, identity.rhs, v
    if shift:
        var = _fresh({v} | set(identity.hypothesis_names))
        lines.append(
            f"  obtain ⟨{var}, rfl⟩ : ∃ {var}, {v} = ({var} + {shift} : ℕ) := "
            f"⟨({v} - {shift} : ℕ), by omega⟩"
        )
        value = Term("add", (Term.var(var), Term.lit(shift)), "ℕ")
        lhs, rhs = substitute(lhs, v, value), substitute(rhs, v, value)
    facts = _Facts(var, lenient=True)
    hs: list[Term] = []
    for side in (lhs, rhs):
        _atoms(side, var, facts, lines, hs)
    facts.equation(lhs, rhs)
    for i, (low, high) in enumerate(facts.used, 1):
        if low == 1:
            lines.append(f"  have hq{i} : 0 < ({high} : ℕ) ^ {var} := by positivity")
        else:
            lines.append(
                f"  have hm{i} : ({low} : ℕ) ^ {var} ≤ ({high} : ℕ) ^ {var} := "
                f"Nat.pow_le_pow_left (by norm_num) {var}"
            )
    lines.append("  omega")
    text = proof_header(identity) + identity.statement.rstrip() + " := by\n"
    text += "\n".join(lines) + "\n"
    replay_power_omega(text, identity.name)
    return text


def replay_power_omega(text: str, name: str) -> None:
    """Re-read the proof of ``name`` in ``text`` (module docstring); raises
    :class:`~wzprove.sketch.split_proof.SplitProofError` at the first step that fails."""
    from wzprove.lean.parser import parse_text
    from wzprove.model.trunc_cases import _lower_bound
    from wzprove.sketch.region_shift import _OBTAIN
    from wzprove.sketch.split_proof import proof_lines, read_nat

    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.statement is None or set(theorems) != {name}:
        raise SplitProofError(f"replay: no theorem {name}, or other theorems in the text")
    if len(main.variables) != 1 or main.domain != "ℕ" or main.relation != "eq":
        raise SplitProofError("replay: not an ℕ equation in one variable")
    body = proof_lines(text, main.statement)
    if not body or body[-1] != "  omega":
        raise SplitProofError("replay: the proof does not end in `omega`")
    var = main.variables[0].name
    sides = [main.lhs, main.rhs]
    rest = body[:-1]
    if rest and (got := _OBTAIN.match(rest[0])) is not None:
        j, j2, v, j3, b, v2, b2 = got.groups()
        if len({j, j2, j3}) != 1 or (v, v) != (v2, var) or j in {v, *main.hypothesis_names}:
            raise SplitProofError(f"replay: the obtain of {v} is not a shift")
        if not 1 <= int(b) <= _lower_bound(main, v):
            raise SplitProofError(f"replay: {v} ≥ {b} is not given by the hypotheses")
        value = Term("add", (Term.var(j), Term.lit(int(b))), "ℕ")
        sides = [substitute(s, v, value) for s in sides]
        var, rest = j, rest[1:]
    facts = _Facts(var)
    try:
        for line in rest:
            _read_fact(line, var, facts, read_nat)
        facts.equation(*sides)
    except ClosedProofError as err:
        raise SplitProofError(f"replay: {err}") from err


def _read_fact(line: str, var: str, facts: _Facts, read_nat) -> None:  # noqa: ANN001
    """One ``have`` line of the proof, checked and recorded in ``facts``."""
    if (got := _HS.match(line)) is not None:
        lemma, arg = got.groups()
        x = read_nat(arg, [var])
        c = _offset(x, var)
        if lemma not in _LEMMA_K or c is None or c < 1:
            raise ClosedProofError(f"not a Stirling formula at X = {var} + c, c ≥ 1: {line}")
        facts.stirling[Term("stirling2", (x, Term.lit(_LEMMA_K[lemma])), "ℕ")] = _LEMMA_K[lemma]
    elif (got := _HP.match(line)) is not None:
        b, exp, k, b2, j = got.groups()
        x = read_nat(exp, [var])
        c = _offset(x, var)
        if b != b2 or j != var or c is None or int(k) != int(b) ** c or int(b) < 2:
            raise ClosedProofError(f"not b^({var} + c) = b^c · b^{var}: {line}")
        facts.powers[Term("pow", (Term.lit(int(b)), x), "ℕ")] = (int(b), int(k))
    elif (got := _HM.match(line)) is not None:
        low, j1, high, j2, j3 = got.groups()
        if len({j1, j2, j3, var}) != 1 or not 2 <= int(low) <= int(high):
            raise ClosedProofError(f"not b'^{var} ≤ b^{var} with 2 ≤ b' ≤ b: {line}")
        facts.order.add((int(low), int(high)))
    elif (got := _HQ.match(line)) is not None:
        b, j = got.groups()
        if j != var or int(b) < 1:
            raise ClosedProofError(f"not 0 < b^{var}: {line}")
        facts.order.add((1, int(b)))
    else:
        raise ClosedProofError(f"a line the replay does not read: {line.strip()}")


__all__ = ["FORMULAS", "applies", "power_omega_proof", "replay_power_omega"]

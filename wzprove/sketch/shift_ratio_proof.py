"""The Lean proof of a closed form with no sum in one ℕ variable, by induction with shift
facts (issue 14: the linearity forms "shift ratios, no sum" and "closed forms, no sum").

Both sides of ``L(n) = R(n)`` are products of hypergeometric factors ``T(n)``, each with a
shift fact ``m(n) · T(n + 1) = r(n) · T(n)`` in the Lean library
(:mod:`wzprove.sketch.replay_shift`: ``Ring.choose r n``, ``C(2n, n)``, ``n!``, ``(2n)!``,
``c ^ n``, ``c ^ (-n)`` as a real power, ``Γ(n + c)``), and constants with no ``n``
(``√π``).  The proof (Petkovšek–Wilf–Zeilberger, *A = B*, §5.1: two hypergeometric terms with
equal shift ratios and equal values at ``n = 0`` are equal) has the shape of
:mod:`wzprove.sketch.induction_proof`::

    have key : ∀ n : ℕ, L = R := by
      intro n
      induction n with
      | zero => norm_num [Ring.choose_zero_right]
      | succ n ih =>
        have s1 : m₁ * T₁(n + 1) = r₁ * T₁(n) := Prover.…
        …
        have sᵤ : (↑n + 1) * (↑n + 1)⁻¹ = 1 := mul_inv_cancel₀ (show … ≠ 0 by positivity)
        show L(n + 1) = R(n + 1)
        linear_combination (norm := (push_cast; ring1)) c · ih + Σ cᵢ · sᵢ
    exact key n

The coefficients are exact (sympy): each ``T(n + 1)`` is rewritten to ``r/m · T(n)`` (with
``u = m⁻¹`` an atom and ``m · u = 1`` a fact where ``m`` is not a numeral), its coefficient
the exact quotient of the difference removed; what is left must be ``c · (L(n) − R(n))``,
``c`` a polynomial in ``n``, ``u`` and the factors — the step.  The text is re-read and
replayed (:func:`wzprove.sketch.replay_induction.replay_induction`: the case zero evaluated
exactly, each fact the instance of its lemma, the combination exact in the model of
``push_cast; ring1``) before it is returned; anything else is refused
(:class:`~wzprove.sketch.induction_proof.InductionProofError`, no file).
"""

from __future__ import annotations

import sympy

from wzprove.model.identity import Identity, Term, Ty
from wzprove.sketch import replay_shift as lemma
from wzprove.sketch.induction_proof import InductionProofError, _combo, _facts, _lean, _Step
from wzprove.sketch.replay_induction import (
    LC,
    ZERO_CLOSED,
    ZERO_HALF,
    replay_induction,
    succ_of,
)
from wzprove.sketch.ring_model import is_numeral, positive

#: how the proof is described at its top
COMMENT = (
    "  /- wzprove proof (complete): by induction on {v}; both sides are products of\n"
    "     hypergeometric factors, each stepped from {v} to {v} + 1 by its shift fact, and the\n"
    "     step is one linear_combination over the induction hypothesis and those facts.\n"
    "     The coefficients were computed and checked exactly in Python and replayed from\n"
    "     this text; no Lean kernel has checked this file here. -/\n"
)


class _Fact:
    """A shift fact ``lhs = rhs`` (``m · T(n + 1) = r · T(n)``) and its proof text."""

    def __init__(self, pair: tuple[Term, Term], proof: str, at: Term, m: Term | None):
        self.lhs, self.rhs = pair
        self.proof, self.at, self.m = proof, at, m  # m: None for 1


def _numeral(c: Term) -> bool:
    return c.free_vars() == set() and lemma.value(c) is not None


def _shift_fact(b: Term, var: str, k: Ty) -> _Fact | None:
    """The shift fact of the factor ``b`` (at ``var``), ``None`` for a constant factor;
    raises for a factor with no fact in the library."""
    n = Term.var(var)
    if var not in b.free_vars():
        return None
    at = succ_of(b, var)
    cast_n1 = Term("add", (Term("cast", (n,), k), Term.lit(1, k)), k)
    two_n = Term("mul", (Term.lit(2), n), "ℕ")
    alpha = f"(α := {k}) ({var})"
    if k == "ℝ" and b.op == "binomial" and b.args[1] == n and _numeral(b.args[0]):
        r = b.args[0]
        proof = f"Prover.ring_choose_succ_mul ({_lean(r)}) ({var})"
        return _Fact(lemma.ring_choose(r, n), proof, at, cast_n1)
    if b == Term("cast", (Term("choose", (two_n, n), "ℕ"),), k):
        proof = f"Prover.cast_choose_two_mul_succ {alpha}"
        return _Fact(lemma.central_choose(n, k), proof, at, cast_n1)
    if b == Term("cast", (Term("factorial", (n,), "ℕ"),), k):
        return _Fact(lemma.factorial_succ(n, k), f"Prover.cast_factorial_succ {alpha}", at, None)
    if b == Term("cast", (Term("factorial", (two_n,), "ℕ"),), k):
        proof = f"Prover.cast_factorial_two_mul_succ {alpha}"
        return _Fact(lemma.factorial_two(n, k), proof, at, None)
    if b.op == "pow" and b.args[1] == n and is_numeral(b.args[0]):
        proof = f"_root_.pow_succ {_lean(b.args[0])} ({var})"
        return _Fact(lemma.pow_succ(b.args[0], n, k), proof, at, None)
    neg_n = Term("neg", (Term("cast", (n,), "ℝ"),), "ℝ")
    if k == "ℝ" and b.op == "pow" and b.args[1] == neg_n and _numeral(b.args[0]):
        c = b.args[0]
        if lemma.value(c) <= 0:  # type: ignore[operator]
            raise InductionProofError(f"the real power {b} of a base that is not positive")
        proof = f"Prover.rpow_neg_natCast_succ ({_lean(c)}) (by norm_num) ({var})"
        return _Fact(lemma.rpow_neg(c, n), proof, at, c)
    if k == "ℝ" and b.op == "gamma" and b.args[0].op == "add":
        x, c = b.args[0].args
        if x == Term("cast", (n,), "ℝ") and _numeral(c) and positive(b.args[0]):
            side = f"(show {_lean(b.args[0])} ≠ 0 by positivity)"
            proof = f"Prover.gamma_nat_add_succ ({_lean(c)}) ({var}) {side}"
            return _Fact(lemma.gamma_succ(c, n), proof, at, None)
    raise InductionProofError(f"no shift fact for the factor {b}")


def _factors(t: Term, var: str, out: list[Term]) -> None:
    """The factors of ``t`` that hold ``var``, arithmetic read as ``ring1`` reads it (``+ − ×``,
    ``−x``, ``x / c`` for a numeral ``c``, numeral powers, ``↑var``); a subterm free of
    ``var`` (``√π``, ``(-1) / 2``) is a constant atom and needs no fact."""
    if var not in t.free_vars() or t.op == "var":
        return
    if t.op == "cast" and t.args[0].op == "var":
        return
    if t.op in ("add", "sub", "mul", "neg") or (t.op == "pow" and t.args[1].op == "lit"):
        for a in t.args:
            _factors(a, var, out)
    elif t.op == "div" and is_numeral(t.args[1]):
        _factors(t.args[0], var, out)
    elif t not in out:
        out.append(t)


def _coefficients(
    step: _Step, goal: tuple[Term, Term], facts: list[_Fact], units: dict[Term, int]
) -> tuple[sympy.Expr, list[sympy.Expr]]:
    """The coefficient of ``ih`` and of each fact of ``step`` (module docstring)."""
    mo = step.model
    d = sympy.expand(mo.of(goal[0]) - mo.of(goal[1]))
    coeffs = [sympy.Integer(0)] * len(step.facts)
    for i, f in enumerate(facts):
        a = mo.of(f.at)
        rhs = mo.of(f.rhs)
        if f.m is None:
            repl, scale, unit = rhs, sympy.Integer(1), None
        elif not f.m.free_vars():
            m = mo.of(f.m)
            if not m.is_number or m == 0:
                raise InductionProofError(f"the multiplier {f.m} is not a nonzero number")
            repl, scale, unit = rhs / m, 1 / m, None
        else:
            u = mo.of(Term("div", (Term.lit(1, step.k), f.m), step.k))
            repl, scale, unit = u * rhs, u, units[f.m]
        new = sympy.expand(d.subs(a, repl))
        q = sympy.cancel((d - new) / (a - repl))
        if sympy.denom(sympy.together(q)).free_symbols:
            raise InductionProofError(f"the coefficient of the shift of {f.at} is not a polynomial")
        coeffs[i] += q * scale
        if unit is not None:  # a' − u·r·a = u·(m a' − r a) − a'·(m u − 1)
            coeffs[unit] -= q * a
        d = new
    ih = sympy.expand(mo.of(step.key[0]) - mo.of(step.key[1]))
    c = sympy.cancel(d / ih)
    if sympy.denom(sympy.together(c)).free_symbols or sympy.expand(d - c * ih) != 0:
        raise InductionProofError(f"the step does not close: {d} is not a multiple of L − R")
    return sympy.expand(c), [sympy.expand(x) for x in coeffs]


def shift_ratio_proof(identity: Identity) -> str:
    """The whole proof file of ``identity`` by induction with shift facts (module
    docstring), replayed before it is returned; raises :class:`InductionProofError` where
    none is written."""
    from wzprove.sketch.linear_common import proof_header

    if identity.statement is None or identity.relation != "eq":
        raise InductionProofError("a statement without Lean text or not `=`")
    if len(identity.variables) != 1 or identity.variables[0].type != "ℕ":
        raise InductionProofError("a statement in one ℕ variable is needed")
    k: Ty = identity.domain
    if k not in ("ℚ", "ℝ"):
        raise InductionProofError(f"a statement over {k}")
    var = identity.variables[0].name
    if var in ("key", "ih") or var.startswith("s"):
        raise InductionProofError(f"the name {var} is one the proof binds")
    key = (identity.lhs, identity.rhs)
    if any(t.op in ("sum", "prod") for side in key for t in side.walk()):
        raise InductionProofError("a statement with a sum")
    bases: list[Term] = []
    for side in key:
        _factors(side, var, bases)
    facts = [f for f in (_shift_fact(b, var, k) for b in bases) if f is not None]
    goal = (succ_of(key[0], var), succ_of(key[1], var))
    step = _Step(var, k, key)
    for f in facts:
        step.add(f.lhs, f.rhs, f.proof)
    units: dict[Term, int] = {}
    for f in facts:
        m = f.m
        if m is None or m in units or is_numeral(m) or not m.free_vars():
            continue
        if not positive(m):
            raise InductionProofError(f"positivity does not show {m} ≠ 0")
        units[m] = len(step.facts)
        inv = Term("div", (Term.lit(1, k), m), k)
        text = f"{_lean(m)} * ({_lean(m)})⁻¹ = ({_lean(Term.lit(1, k))})"
        proof = f"mul_inv_cancel₀ (show {_lean(m)} ≠ 0 by positivity)"
        step.add(Term("mul", (m, inv), k), Term.lit(1, k), proof, text)
    c_ih, coeffs = _coefficients(step, goal, facts, units)
    gammas = [b for b in bases if b.op == "gamma"]
    if any(not _half(b, var) for b in gammas):  # norm_num knows Γ(1 / 2) only by the rewrite
        raise InductionProofError("the case zero of Γ(c) with c ≠ 1 / 2 is not written")
    zero = ZERO_HALF if gammas else ZERO_CLOSED
    lines = [
        f"  have key : ∀ {var} : ℕ, {_lean(key[0])} = {_lean(key[1])} := by",
        f"    intro {var}",
        f"    induction {var} with",
        f"    | zero => {zero}",
        f"    | succ {var} ih =>",
        *_facts(step, "      "),
        f"      show {_lean(goal[0])} = {_lean(goal[1])}",
        f"      {LC}{_combo(step, coeffs, f'({_lean(step.term(c_ih))}) * ih')}",
        f"  exact key {var}",
    ]
    text = proof_header(identity) + identity.statement.rstrip() + " := by\n"
    text += COMMENT.format(v=var) + "\n".join(lines) + "\n"
    replay = replay_induction(text, identity.name)
    if not replay.ok:
        raise InductionProofError("the proof does not replay: " + "; ".join(replay.failed)[:300])
    return text


def _half(t: Term, var: str) -> bool:
    """Whether ``t`` is ``Real.Gamma ((var : ℝ) + 1 / 2)``."""
    half = Term("div", (Term.lit(1, "ℝ"), Term.lit(2, "ℝ")), "ℝ")
    return t.args[0] == Term("add", (Term("cast", (Term.var(var),), "ℝ"), half), "ℝ")


__all__ = ["shift_ratio_proof"]

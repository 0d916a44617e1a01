"""The Lean proof of a binomial sum of sines/cosines (issue 15), compiled with no search.

For a statement certified by :mod:`wzprove.pipeline.trig` (``∑ k ∈ range (n + 1), C(n,k) ·
∏ bᵢ^k · f(k·θ) = ∏ cⱼ^n · f(n·φ)``, ``1 + a·e^{iθ} = ρ·e^{iφ}`` checked exactly), the proof
applies ``Prover.binomial_f a θ ρ φ h1 h2 n`` (Prover/Trig.lean) with ``a = (b₁ * … * b_r)``,
``ρ = (c₁ * … * c_s)``:

* every sine/cosine in ``h1 : 1 + a * cos θ = ρ * cos φ`` and ``h2 : a * sin θ = ρ * sin φ``
  is of ``M·U`` for one base angle ``U = g·v / D`` (``D`` the common denominator, ``g`` the
  gcd of the angles' multiples of ``v / D``: ``3x``, ``3x/2`` are ``2U``, ``U``); each one
  that is not ``sin U``/``cos U`` gets a fact ``f (M·U) = P(sin U, cos U)``, an instance of
  ``Real.sin_two_mul``/``Real.cos_two_mul``/``Real.sin_three_mul``/``Real.cos_three_mul``
  (``M ∈ {1, 2, 3}``; others are refused) through ``congrArg f (show ARG = M * (U) by ring)``,
  and ``tp : sin U ^ 2 + cos U ^ 2 = 1`` is ``Real.sin_sq_add_cos_sq U``;
* ``h1``, ``h2`` by ``linear_combination Σ cᵢ * tᵢ``: the coefficients come from exact
  division (sympy) — each fact's atom eliminated in turn, then ``sin² U + cos² U − 1`` —
  and the remainder must be 0;
* ``e1`` (the statement's sum is the lemma's: ``Finset.sum_congr``, the user's angle
  rewritten by ``show … by ring``, ``mul_pow`` splitting ``a ^ k``, ``ring``), ``e2`` (the
  lemma's right side is the statement's, likewise) and ``exact e1.trans ((Prover.binomial_f
  …).trans e2)``.

The text is then re-read and every step checked by :func:`wzprove.sketch.replay_trig.replay_trig`
before it is returned; a step that does not replay is not written (:class:`TrigProofError`).
"""

from __future__ import annotations

import math
from typing import Any

import sympy

from wzprove.lean.render import render_term
from wzprove.model.errors import WzproveError
from wzprove.model.terms import Term
from wzprove.model.trig_binomial import (
    TrigFormError,
    conditions_hold,
    linear_angle,
    recognise,
    to_sympy,
)
from wzprove.sketch.replay_trig import (
    MULTIPLE,
    Atoms,
    Scope,
    TrigReplayError,
    read_equation,
    read_term,
    replay_trig,
    ring_form,
    scope_of,
)

COMMENT = """  /- wzprove proof (complete): the binomial theorem with de Moivre's formula,
     Prover.{lemma} (1 + a·e^(iθ) = ρ·e^(iφ): h1, h2 by linear_combination over
     multiple-angle facts). Every step was checked exactly in Python and replayed from
     this text; no Lean kernel has checked this file here. -/
"""


class TrigProofError(WzproveError):
    """No complete proof is written; ``str`` says why."""


def _var_text(name: str, types: dict[str, str]) -> str:
    return name if types.get(name) == "ℝ" else f"({name} : ℝ)"


def angle_text(angle: sympy.Expr, types: dict[str, str]) -> str:
    """Lean text of the rational combination ``angle = Σ q_v·v`` (``x / 2``, ``3 * x / 2``)."""
    parts = []
    for v, q in linear_angle(angle).items():
        base, p, d = _var_text(str(v), types), abs(q.numerator), q.denominator
        text = base if p == 1 else f"{p} * {base}"
        text = text if d == 1 else f"{text} / {d}"
        parts.append(f"-{text}" if q < 0 else text)
    return " + ".join(parts)


def _product(bases: tuple[Term, ...]) -> str:
    return "(" + (" * ".join(render_term(b) for b in bases) or "(1 : ℝ)") + ")"


def _pow_rewrites(bases: tuple[Term, ...], e: str) -> list[str]:
    """``mul_pow`` instances splitting ``(b₁ * … * b_r) ^ e`` (``one_pow`` for ``r = 0``), named
    from the root: ``open Nat`` must not make them ``Nat.mul_pow``/``Nat.one_pow``."""
    if not bases:
        return [f"_root_.one_pow {e}"]
    texts = [render_term(b) for b in bases]
    return [
        f"_root_.mul_pow ({' * '.join(texts[:j])}) {texts[j]} {e}"
        for j in range(len(texts) - 1, 0, -1)
    ]


def _lean_coef(expr: sympy.Expr, inverse: dict[sympy.Symbol, str]) -> str:
    """Lean text of a polynomial in the atoms (``inverse``: symbol → Lean text)."""
    expr = sympy.expand(expr)
    gens = sorted(expr.free_symbols, key=str)
    if not gens:
        q = sympy.Rational(expr)
        return f"({q.p} : ℝ)" if q.q == 1 else f"(({q.p} : ℝ) / {q.q})"
    terms = []
    for monom, c in sympy.Poly(expr, *gens).terms():
        q = sympy.Rational(c)
        factors = [f"({q.p} : ℝ)" if q.q == 1 else f"(({q.p} : ℝ) / {q.q})"]
        for g, e in zip(gens, monom, strict=True):
            if e:
                factors.append(inverse[g] + (f" ^ {e}" if e > 1 else ""))
        terms.append(" * ".join(factors))
    return "(" + " + ".join(terms) + ")"


def _trig_atoms(terms: list[Term]) -> list[Term]:
    out: list[Term] = []
    for t in terms:
        for s in t.walk():
            if s.op in ("sin", "cos") and s not in out:
                out.append(s)
    return out


def _facts(sides: list[Term], binders: Scope, types: dict[str, str]) -> tuple[list, str]:
    """The multiple-angle facts ``(name, line, atom, lhs, rhs)`` of the atoms of ``sides``
    and the base angle's text ``U``."""
    atoms = _trig_atoms(sides)
    angles = [linear_angle(to_sympy(a.args[0])) for a in atoms]
    names = {v for ang in angles for v in ang}
    if len(names) != 1:
        raise TrigProofError("the angles are not multiples of one variable; no facts written")
    (v,) = names
    den = math.lcm(*(ang[v].denominator for ang in angles))
    # U = (g / den)·v, g the gcd of the integer multiples of v / den: the angles 3x and 3x/2
    # are 2U and U for U = 3x/2 (not 6 and 3 times x/2, which have no multiple-angle fact)
    g = math.gcd(*(int(ang[v] * den) for ang in angles))
    base_text = _var_text(str(v), types)
    u = (base_text if g == 1 else f"{g} * {base_text}") + ("" if den == 1 else f" / {den}")
    base = {read_term(f"Real.sin ({u})", binders), read_term(f"Real.cos ({u})", binders)}
    facts = []
    for atom, ang in zip(atoms, angles, strict=True):
        if atom in base:
            continue
        times, f, arg = int(ang[v] * den) // g, atom.op, render_term(atom.args[0])
        if times == 1:
            rhs, proof = (
                f"Real.{f} ({u})",
                f"(congrArg Real.{f} (show ({arg} : ℝ) = ({u}) by ring))",
            )
        elif (f, times) in MULTIPLE:
            lemma, template = MULTIPLE[(f, times)]
            rhs = template.format(u=u)
            proof = (
                f"(congrArg Real.{f} (show ({arg} : ℝ) = {times} * ({u}) by ring)).trans "
                f"({lemma} ({u}))"
            )
        else:
            raise TrigProofError(f"the angle {arg} is {times} times {u}: no multiple-angle fact")
        name = f"t{len(facts) + 1}"
        stmt = f"Real.{f} ({arg}) = {rhs}"
        lhs_t, rhs_t = read_equation(stmt, binders)
        facts.append((name, f"  have {name} : {stmt} := {proof}", atom, lhs_t, rhs_t))
    return facts, u


def _combination(
    lhs: Term, rhs: Term, facts: list, pyth: tuple[Term, Term], atoms: Atoms
) -> list[tuple[sympy.Expr, str]]:
    """The coefficients of ``lhs − rhs = Σ cᵢ·(factᵢ) + c·(tp)``, by exact division: each
    fact's atom eliminated in turn, then ``sin² U + cos² U − 1``; the remainder must be 0."""
    g = sympy.expand(ring_form(lhs, atoms) - ring_form(rhs, atoms))
    out = []
    for name, _, atom, flhs, frhs in facts:
        fact = sympy.expand(ring_form(flhs, atoms) - ring_form(frhs, atoms))
        q, g = sympy.div(g, fact, atoms.of(atom))
        out.append((sympy.expand(q), name))
    py = sympy.expand(ring_form(pyth[0], atoms) - ring_form(pyth[1], atoms))
    s_atom = ring_form(pyth[0].args[0].args[0], atoms)  # sin U
    q, g = sympy.div(g, py, s_atom)
    if sympy.expand(g) != 0:
        raise TrigProofError(f"the condition leaves {g} after the multiple-angle facts")
    out.append((sympy.expand(q), "tp"))
    return [(c, name) for c, name in out if c != 0]


def _sides_text(identity: Any) -> tuple[str, str]:
    """The statement's two sides as written (split at its top-level ``=``)."""
    text, depth = identity.conclusion_text, 0
    for i, ch in enumerate(text):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(ch, 0)
        if ch == "=" and depth == 0 and text[i - 1 : i] not in ("=", ":", "<", ">", "!"):
            if text[i + 1 : i + 2] not in ("=", ">"):  # not `==`, not `fun k => …`
                return text[:i].strip(), text[i + 1 :].strip()
    raise TrigProofError("the statement has no top-level =")


def trig_proof(identity: Any) -> str:
    """The whole proof file of a binomial sum of sines/cosines (module docstring), replayed;
    :class:`TrigProofError` where no complete proof is written."""
    from wzprove.sketch.build import with_prover_import
    from wzprove.sketch.common import DEFAULT_HEADER

    try:
        form = recognise(identity)
    except TrigFormError as exc:
        raise TrigProofError(f"not a binomial sum of sines/cosines: {exc}") from exc
    if not conditions_hold(form) or identity.statement is None:
        raise TrigProofError("the conditions do not hold (or no statement text)")
    binders = scope_of(identity)
    types = {v.name: v.type for v in identity.variables}
    f, n, k = form.f, form.n, form.k
    a, r = _product(form.a_bases), _product(form.rho_bases)
    th, ph = f"({angle_text(form.theta, types)})", f"({angle_text(form.phi, types)})"
    hyps = {
        "h1": f"1 + {a} * Real.cos {th} = {r} * Real.cos {ph}",
        "h2": f"{a} * Real.sin {th} = {r} * Real.sin {ph}",
    }
    read = {h: read_equation(t, binders) for h, t in hyps.items()}
    facts, u = _facts([t for pair in read.values() for t in pair], binders, types)
    pyth_text = f"Real.sin ({u}) ^ 2 + Real.cos ({u}) ^ 2 = 1"
    pyth = read_equation(pyth_text, binders)
    atoms = Atoms()
    lines = [fact[1] for fact in facts]
    pyth_used = False
    for h, (lhs, rhs) in read.items():
        combo = _combination(lhs, rhs, facts, pyth, atoms)
        inverse = {s: render_term(t) for t, s in atoms.table.items() if isinstance(t, Term)}
        inverse.update({sympy.Symbol(x, real=True): _var_text(x, types) for x in types})
        expr = " + ".join(f"{_lean_coef(c, inverse)} * {name}" for c, name in combo)
        pyth_used = pyth_used or any(name == "tp" for _, name in combo)
        lines += [f"  have {h} : {hyps[h]} := by"]
        lines += [f"    linear_combination {expr}" if expr else "    ring"]
    if pyth_used:
        lines.insert(0, f"  have tp : {pyth_text} := Real.sin_sq_add_cos_sq ({u})")
    user_lhs, user_rhs = _sides_text(identity)
    kb = scope_of(identity, f"({k} : ℕ)")
    lemma_arg_k = f"({k} : ℝ) * {th}"
    rw1 = (
        []
        if read_term(lemma_arg_k, kb) == form.arg_k
        else [f"show ({render_term(form.arg_k)} : ℝ) = ({lemma_arg_k} : ℝ) by ring"]
    )
    rw1 += _pow_rewrites(form.a_bases, k) if len(form.a_bases) != 1 else []
    lemma_arg_n = f"({n} : ℝ) * {ph}"
    rw2 = (
        []
        if read_term(lemma_arg_n, binders) == form.arg_n
        else [f"show ({lemma_arg_n} : ℝ) = ({render_term(form.arg_n)} : ℝ) by ring"]
    )
    rw2 += _pow_rewrites(form.rho_bases, n) if len(form.rho_bases) != 1 else []
    lines += [
        f"  have e1 : {user_lhs} = ∑ {k} ∈ Finset.range ({n} + 1), ({n}.choose {k} : ℝ) * "
        f"{a} ^ {k} * Real.{f} ({lemma_arg_k}) := by",
        f"    refine Finset.sum_congr rfl (fun {k} _ => ?_)",
        f"    rw [{', '.join(rw1)}] <;> ring" if rw1 else "    ring",
        f"  have e2 : {r} ^ {n} * Real.{f} ({lemma_arg_n}) = {user_rhs} := by",
        f"    rw [{', '.join(rw2)}] <;> ring" if rw2 else "    ring",
        f"  exact e1.trans ((Prover.binomial_{f} {a} {th} {r} {ph} h1 h2 {n}).trans e2)",
    ]
    header = with_prover_import(identity.header) if identity.header.strip() else DEFAULT_HEADER
    text = (
        header
        + identity.statement.rstrip()
        + " := by\n"
        + COMMENT.format(lemma=f"binomial_{f}")
        + "\n".join(lines)
        + "\n"
    )
    try:
        replay_trig(text, identity)
    except TrigReplayError as exc:
        raise TrigProofError(f"the proof does not replay: {exc}") from exc
    return text

"""The replay of a binomial sum of sines/cosines proof (:mod:`wzprove.sketch.trig_proof`).

The written text is re-read, independently of the compiler's data, and every step checked
exactly:

* ``have tp : Real.sin (U) ^ 2 + Real.cos (U) ^ 2 = 1 := Real.sin_sq_add_cos_sq (U)``: the
  statement is the lemma's at ``U``;
* ``have tI : f (ARG) = P := (congrArg f (show (ARG) = M * (U) by ring)).trans
  (Real.LEMMA (U))``: ``ARG − M·U`` is 0 exactly, ``LEMMA`` is ``Real.sin_two_mul`` /
  ``cos_two_mul`` / ``sin_three_mul`` / ``cos_three_mul`` for that ``f`` and ``M`` (for
  ``M = 1`` no lemma: ``P = f (U)``) and ``P`` is its right side at ``U``;
* ``have h1 : … := by linear_combination Σ cᵢ * tᵢ``: ``lhs − rhs − Σ cᵢ·(tᵢ.lhs − tᵢ.rhs)``
  is 0 as a polynomial whose atoms are the sine/cosine terms (as Lean's ``ring`` sees them:
  equal when their terms are equal);
* ``h1``/``h2`` are the hypotheses of ``Prover.binomial_f`` at the ``(A) (θ) (R) (φ)`` of its
  application, the calc's middle line is its conclusion, the calc's ends are the statement's
  sides;
* each ``rw [show X = Y by ring, …]`` equation is checked exactly, the ``mul_pow`` /
  ``one_pow`` instances applied as written, and the ``ring`` after them on a model where each
  ``b ^ k`` with a symbolic exponent is an atom.

:func:`replay_trig` returns what was checked; :class:`TrigReplayError` where a step fails.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import sympy

from wzprove.lean.parser import parse_text
from wzprove.model.errors import WzproveError
from wzprove.model.terms import Term
from wzprove.model.trig_binomial import TrigFormError, to_sympy

#: (function, multiple) → (Mathlib lemma, its right side with ``{u}`` the angle's text)
MULTIPLE = {
    ("sin", 2): ("Real.sin_two_mul", "2 * Real.sin ({u}) * Real.cos ({u})"),
    ("cos", 2): ("Real.cos_two_mul", "2 * Real.cos ({u}) ^ 2 - 1"),
    ("sin", 3): ("Real.sin_three_mul", "3 * Real.sin ({u}) - 4 * Real.sin ({u}) ^ 3"),
    ("cos", 3): ("Real.cos_three_mul", "4 * Real.cos ({u}) ^ 3 - 3 * Real.cos ({u})"),
}


class TrigReplayError(WzproveError):
    """A step of the written proof does not replay; ``str`` says which and why."""


Scope = tuple[str, str]  # (the statement file's header: its opens; the theorem's binders)


def scope_of(identity: Any, extra: str = "") -> Scope:
    """The scope the proof's lines are read in: the header's ``open``s and the binders."""
    from wzprove.sketch.common import DEFAULT_HEADER

    header = identity.header if identity.header.strip() else DEFAULT_HEADER
    opens = "\n".join(re.findall(r"^open [^\n]*$", header, re.M))
    return opens, " ".join([*identity.binders_text, extra]).strip()


def read_equation(text: str, scope: Scope) -> tuple[Term, Term]:
    """The two sides of the equation ``text`` read by the Lean reader in ``scope``."""
    opens, binders = scope
    parsed = parse_text(f"{opens}\ntheorem wz_eq {binders} :\n    {text} := by\n  rfl\n")
    if not parsed or parsed[0].status != "parsed" or parsed[0].identity is None:
        why = parsed[0].message if parsed else "nothing read"
        raise TrigReplayError(f"cannot read `{text}`: {why}")
    return parsed[0].identity.lhs, parsed[0].identity.rhs


def read_term(text: str, scope: Scope) -> Term:
    """The term ``text`` (read as a real number) in ``scope``."""
    return read_equation(f"(({text}) : ℝ) = 0", scope)[0]


@dataclass
class Atoms:
    """Sine/cosine terms (and ``b ^ k`` with a symbolic exponent) as polynomial variables:
    the same term, the same variable (what ``ring`` identifies)."""

    table: dict[Any, sympy.Symbol] = field(default_factory=dict)

    def of(self, key: Any) -> sympy.Symbol:
        if key not in self.table:
            self.table[key] = sympy.Symbol(f"atom{len(self.table)}")
        return self.table[key]


def ring_form(t: Term, atoms: Atoms) -> sympy.Expr:  # noqa: C901 - one case per operation
    """``t`` as a polynomial in its atoms (module docstring), or :class:`TrigReplayError`."""
    op = t.op
    if op in ("sin", "cos"):
        return atoms.of(t)
    if op == "pow" and t.args[1].op in ("var", "cast"):
        return atoms.of(t)  # b ^ k: an atom (split only by the written mul_pow rewrites)
    if op == "cast" and t.args[0].op == "choose":
        return atoms.of(t)
    if op in ("add", "sub", "mul", "neg") and t.type == "ℝ":
        parts = [ring_form(a, atoms) for a in t.args]
        if op == "add":
            return parts[0] + parts[1]
        if op == "sub":
            return parts[0] - parts[1]
        if op == "mul":
            return parts[0] * parts[1]
        return -parts[0]
    if op == "pow" and t.args[1].op == "lit":
        return ring_form(t.args[0], atoms) ** int(t.args[1].value)
    if op == "div" and t.args[1].op == "lit" and t.args[1].value != 0:
        return ring_form(t.args[0], atoms) / sympy.Rational(str(t.args[1].value))
    try:
        return to_sympy(t)
    except TrigFormError as exc:
        raise TrigReplayError(f"no ring reading of {t}: {exc}") from exc


def ring_equal(a: Term, b: Term, atoms: Atoms) -> bool:
    """Whether ``a = b`` is a polynomial identity in the atoms (``ring`` closes it)."""
    return sympy.expand(ring_form(a, atoms) - ring_form(b, atoms)) == 0


def exact_equal(a: Term, b: Term) -> bool:
    """Whether ``a = b`` holds as an identity of real expressions without sin/cos atoms (the
    ``show … by ring`` rewrites of angles)."""
    try:
        return sympy.expand(to_sympy(a) - to_sympy(b)) == 0
    except TrigFormError as exc:
        raise TrigReplayError(f"no exact reading of {a} = {b}: {exc}") from exc


def split_top(text: str, sep: str) -> list[str]:
    """``text`` split at ``sep`` outside brackets."""
    out, depth, start, i = [], 0, 0, 0
    while i < len(text):
        ch = text[i]
        if ch in "([{⟨":
            depth += 1
        elif ch in ")]}⟩":
            depth -= 1
        elif depth == 0 and text.startswith(sep, i):
            out.append(text[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    out.append(text[start:])
    return [p.strip() for p in out]


def strip_parens(text: str) -> str:
    """``text`` without one pair of enclosing brackets."""
    text = text.strip()
    if text.startswith("(") and text.endswith(")") and len(split_top(text[1:-1], ")(")) == 1:
        depth = 0
        for i, ch in enumerate(text):
            depth += {"(": 1, ")": -1}.get(ch, 0)
            if depth == 0 and i < len(text) - 1:
                return text
        return text[1:-1].strip()
    return text


_FACT = re.compile(
    r"^\s*have (t\w*) : (.+?) :=\s*"
    r"\(congrArg Real\.(sin|cos) \(show \((.+) : ℝ\) = (.+) by ring\)\)"
    r"(?:\.trans \((Real\.\w+) \((.+)\)\))?\s*$"
)
_PYTH = re.compile(r"^\s*have (tp) : (.+?) := Real\.sin_sq_add_cos_sq \((.+)\)\s*$")
_HYP = re.compile(r"^\s*have (h[12]) : (.+?) := by\s*$")
_LINCOMB = re.compile(r"^\s*(linear_combination(?: (.+))?|ring)\s*$")
_EXACT = re.compile(
    r"^\s*exact e1\.trans \(\(Prover\.binomial_(sin|cos) (.+) h1 h2 (\w+)\)\.trans e2\)\s*$"
)
_E = re.compile(r"^\s*have (e[12]) : (.+) := by\s*$")
_SHOW = re.compile(r"show \((.+?) : ℝ\) = \((.+?) : ℝ\) by ring")


def _fact_sides(m: re.Match[str], binders: Scope) -> tuple[str, Term, Term, str]:
    """Check one multiple-angle fact (module docstring); its name, sides and base angle."""
    name, stmt, f, arg, rhs_show, lemma, u_text = m.groups()
    lhs, rhs = read_equation(stmt, binders)
    if lhs != read_term(f"Real.{f} ({arg})", binders):
        raise TrigReplayError(f"{name}: the congrArg argument is not the fact's")
    mult = re.fullmatch(r"(\d+) \* \((.+)\)", rhs_show)
    if lemma is None:
        if mult is not None:
            raise TrigReplayError(f"{name}: a multiple with no lemma")
        u_text, times = strip_parens(rhs_show), 1
    else:
        if mult is None or strip_parens(mult.group(2)) != strip_parens(u_text):
            raise TrigReplayError(f"{name}: the show is not M * (U) of the lemma's U")
        times = int(mult.group(1))
        if MULTIPLE.get((f, times), (None,))[0] != lemma:
            raise TrigReplayError(f"{name}: {lemma} is not the lemma of {f} ({times} * U)")
    u_text = strip_parens(u_text)
    if not exact_equal(read_term(arg, binders), read_term(f"{times} * ({u_text})", binders)):
        raise TrigReplayError(f"{name}: {arg} ≠ {times} * ({u_text})")
    want = f"Real.{f} ({u_text})" if times == 1 else MULTIPLE[(f, times)][1].format(u=u_text)
    if rhs != read_term(want, binders):
        raise TrigReplayError(f"{name}: the right side is not {want}")
    return name, lhs, rhs, u_text


def _lincomb(expr: str | None, facts: dict, binders: Scope, atoms: Atoms) -> sympy.Expr:
    """``Σ cᵢ·(tᵢ.lhs − tᵢ.rhs)`` of a ``linear_combination`` expression."""
    total = sympy.Integer(0)
    if not expr:
        return total
    for part in split_top(expr, " + "):
        coef_text, _, name = part.rpartition(" * ")
        if name not in facts:
            raise TrigReplayError(f"linear_combination names {name}, no checked fact")
        flhs, frhs = facts[name]
        coef = ring_form(read_term(strip_parens(coef_text), binders), atoms)
        total += coef * (ring_form(flhs, atoms) - ring_form(frhs, atoms))
    return total


def _rewrites(line: str, binders: Scope) -> list[tuple[Term, Term]]:
    """The rewrites of a ``rw`` line, in order: each ``show X = Y by ring`` checked exactly,
    each ``_root_.mul_pow X Y e`` / ``_root_.one_pow e`` as the instance it is."""
    if line.strip() == "ring":
        return []
    body = re.fullmatch(r"\s*rw \[(.+)\] <;> ring\s*", line)
    if body is None:
        raise TrigReplayError(f"not a rewrite line: {line.strip()}")
    out = []
    for item in split_top(body.group(1), ", "):
        m = _SHOW.fullmatch(item)
        if m is not None:
            x, y = read_term(m.group(1), binders), read_term(m.group(2), binders)
            if not exact_equal(x, y):
                raise TrigReplayError(f"the rewrite {item} is not an identity")
            out.append((x, y))
            continue
        args = split_top(item, " ")
        if args[0] == "_root_.mul_pow" and len(args) == 4:
            x, y, e = args[1:]
            out.append(
                (
                    read_term(f"({x} * {y}) ^ {e}", binders),
                    read_term(f"{x} ^ {e} * {y} ^ {e}", binders),
                )
            )
        elif args[0] == "_root_.one_pow" and len(args) == 2:
            out.append((read_term(f"(1 : ℝ) ^ {args[1]}", binders), read_term("(1 : ℝ)", binders)))
        else:
            raise TrigReplayError(f"an unexpected rewrite {item}")
    return out


def _rewritten(sides: tuple[Term, Term], eqs: list[tuple[Term, Term]]) -> tuple[Term, Term]:
    """Both sides with each equation's left side replaced by its right side, in order (as
    ``rw`` does); an equation whose left side occurs on neither side fails (as in Lean)."""
    from wzprove.model.terms import replace_subterm

    for x, y in eqs:
        if not any(x == s for side in sides for s in side.walk()):
            raise TrigReplayError(f"the rewrite of {x} finds no instance")
        sides = (replace_subterm(sides[0], x, y), replace_subterm(sides[1], x, y))
    return sides


@dataclass
class TrigReplay:
    """What the replay checked: the facts, the two hypotheses, the three calc steps."""

    facts: list[str]
    steps: list[str]


def replay_trig(text: str, identity: Any) -> TrigReplay:  # noqa: C901 - one case per line kind
    """Re-read the proof of ``identity`` in ``text`` and check every step (module
    docstring); :class:`TrigReplayError` at the first that fails."""
    binders = scope_of(identity)
    start = text.find(identity.statement.rstrip() + " := by\n")
    if start < 0:
        raise TrigReplayError("the statement is not in the text")
    body = text[start + len(identity.statement.rstrip()) + len(" := by\n") :]
    body = re.sub(r"/-.*?-/", "", body, flags=re.S)  # the proof's comment
    lines = [ln for ln in body.split("\n") if ln.strip() and not ln.strip().startswith("--")]
    facts: dict[str, tuple[Term, Term]] = {}
    hyps: dict[str, tuple[Term, Term]] = {}
    checked: list[str] = []
    atoms = Atoms()
    i = 0
    while i < len(lines) and not lines[i].strip().startswith("have e1"):
        line = lines[i]
        if (m := _PYTH.match(line)) is not None:
            lhs, rhs = read_equation(m.group(2), binders)
            u = strip_parens(m.group(3))
            want = read_equation(f"Real.sin ({u}) ^ 2 + Real.cos ({u}) ^ 2 = 1", binders)
            if (lhs, rhs) != want:
                raise TrigReplayError("tp is not Real.sin_sq_add_cos_sq at its angle")
            facts["tp"] = (lhs, rhs)
        elif (m := _FACT.match(line)) is not None:
            name, lhs, rhs, _ = _fact_sides(m, binders)
            facts[name] = (lhs, rhs)
        elif (m := _HYP.match(line)) is not None:
            nxt = _LINCOMB.match(lines[i + 1]) if i + 1 < len(lines) else None
            if nxt is None:
                raise TrigReplayError(f"{m.group(1)} has no linear_combination")
            lhs, rhs = read_equation(m.group(2), binders)
            rest = sympy.expand(
                ring_form(lhs, atoms)
                - ring_form(rhs, atoms)
                - _lincomb(nxt.group(2), facts, binders, atoms)
            )
            if rest != 0:
                raise TrigReplayError(f"{m.group(1)}: the linear combination leaves {rest}")
            hyps[m.group(1)] = (lhs, rhs)
            i += 1
        else:
            raise TrigReplayError(f"an unexpected line: {line.strip()}")
        checked.append(line.strip().split(" :")[0])
        i += 1
    steps = _replay_chain(lines[i:], identity, binders, hyps, atoms)
    return TrigReplay(checked, steps)


def _replay_chain(
    lines: list[str], identity: Any, binders: Scope, hyps: dict, atoms: Atoms
) -> list[str]:
    """``e1`` (the summand rewritten into the lemma's), ``e2`` (the lemma's right side
    rewritten into the statement's) and ``exact e1.trans ((Prover.binomial_f …).trans e2)``."""
    k = identity.lhs.value.index
    if len(lines) != 6:
        raise TrigReplayError("the proof does not end with e1, e2 and the lemma")
    m1, m2, app = _E.match(lines[0]), _E.match(lines[3]), _EXACT.match(lines[5])
    congr = f"refine Finset.sum_congr rfl (fun {k} _ => ?_)"
    if m1 is None or m1.group(1) != "e1" or lines[1].strip() != congr:
        raise TrigReplayError("e1 is not a Finset.sum_congr step")
    if m2 is None or m2.group(1) != "e2" or app is None:
        raise TrigReplayError("e2 or the closing application is missing")
    f, args, n = app.groups()
    a, th, r, ph = split_top(args, " ")
    if set(hyps) != {"h1", "h2"}:
        raise TrigReplayError("h1 and h2 are not both proved")
    want1 = read_equation(f"1 + {a} * Real.cos {th} = {r} * Real.cos {ph}", binders)
    want2 = read_equation(f"{a} * Real.sin {th} = {r} * Real.sin {ph}", binders)
    if hyps["h1"] != want1 or hyps["h2"] != want2:
        raise TrigReplayError("h1/h2 are not the lemma's hypotheses at its arguments")
    lemma_sum, lemma_rhs = read_equation(
        f"∑ {k} ∈ Finset.range ({n} + 1), ({n}.choose {k} : ℝ) * {a} ^ {k} * "
        f"Real.{f} (({k} : ℝ) * {th}) = {r} ^ {n} * Real.{f} (({n} : ℝ) * {ph})",
        binders,
    )
    e1 = read_equation(m1.group(2), binders)
    e2 = read_equation(m2.group(2), binders)
    if e1 != (identity.lhs, lemma_sum) or e2 != (lemma_rhs, identity.rhs):
        raise TrigReplayError("e1/e2 do not join the statement's sides to the lemma's")
    eqs = _rewrites(lines[2], scope_of(identity, f"({k} : ℕ)"))
    user, lemma = _rewritten((identity.lhs.args[2], lemma_sum.args[2]), eqs)
    if not ring_equal(user, lemma, atoms):  # rw rewrites both sides
        raise TrigReplayError("e1: the summands are not equal by ring after the rewrites")
    eqs = _rewrites(lines[4], binders)
    if not ring_equal(*_rewritten((lemma_rhs, identity.rhs), eqs), atoms):
        raise TrigReplayError("e2: the sides are not equal by ring after the rewrites")
    return ["e1", "e2", f"Prover.binomial_{f}"]

"""Lean facts for ``Real.sin``/``Real.cos`` values a disproof needs, stated in the form the
instantiation of the statement produces.

:mod:`wzprove.falsity.disproof` specialises the statement, ``have h0 := @h 2 (Real.pi / 2)
(by norm_num)``.  Lean substitutes the arguments into the conclusion without normalising
anything, so each trigonometric atom of ``h0`` is the statement's own argument text with
the variables replaced by the values: ``sin (n * x / 2)`` becomes
``Real.sin (((2 : ℕ) : ℝ) * ((Real.pi / 2) : ℝ) / 2)``.  For each atom this module writes
a fact in exactly that form,

.. code-block:: lean

    have wz_trig1 : Real.sin ((((2 : ℕ) : ℝ) * ((Real.pi / 2) : ℝ) / 2)) = 1 := by
      have e : ((((2 : ℕ) : ℝ) * ((Real.pi / 2) : ℝ) / 2) : ℝ) = Real.pi / 2 := by
        (try push_cast) <;> ring
      rw [e, Real.sin_pi_div_two] <;> norm_num

proved by rewriting the argument to a canonical multiple of π (``ring`` after ``push_cast``
has turned the numeral casts into numerals) and a chain of Mathlib lemmas
(``Mathlib/Analysis/SpecialFunctions/Trigonometric/Basic.lean``): a whole number of turns
``x + ↑m * (2 * π)`` by ``Real.sin_add_int_mul_two_pi``/``Real.cos_add_int_mul_two_pi``, a
half turn ``x + π`` by ``Real.sin_add_pi``/``Real.cos_add_pi``, a reflection ``π - x`` by
``Real.sin_pi_sub``/``Real.cos_pi_sub``, and the value at ``0, π/6, π/4, π/3, π/2, π``
(``Real.sin_zero``, ``Real.sin_pi_div_six``, ``Real.sin_pi_div_four``,
``Real.sin_pi_div_three``, ``Real.sin_pi_div_two``, ``Real.sin_pi`` and the ``cos``
counterparts).  So every rational multiple of π with denominator 1, 2, 3, 4 or 6 has a fact;
other arguments have none (:class:`~wzprove.falsity.analytic.NoRoute`).

Atoms inside a ``∑ k ∈ Finset.range e`` are stated once per index value ``j`` with ``k``
replaced by ``(j : ℕ)``: the disproof expands the sum by ``Finset.sum_range_succ`` /
``Finset.sum_range_zero`` after the ℕ literal arithmetic of its bound is reduced by Lean
core's simprocs ``Nat.reduceAdd``/``Sub``/``Mul``/``Div``; then ``simp only`` rewrites
with the facts (matching up to reducible unfolding, which identifies the numeral forms of
``j``).  The simprocs must not touch an atom, so an argument with ℕ/ℤ arithmetic inside
(``sin (↑(n + 1) * x)``) is refused, as is an atom inside any other big operator.

Where the atoms are found: a lexical scan of the conclusion's text
(:func:`text_atoms`; this layer does not import the Lean reader) finds each ``sin``/``cos``
application and its argument's text, and pairs them, in order, with the ``sin``/``cos`` nodes
of the model (``identity.lhs`` then ``rhs``, pre-order); the pairing is checked (same count,
same operations), the enclosing sums are the model's, and each fact's value is the model's
exact value, re-derived from the lemma table and compared.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction

from wzprove.falsity.analytic import NoRoute

#: Values at the base points ``c π`` (``c`` = 0, 1/6, 1/4, 1/3, 1/2, 1): the Lean text of
#: the point, and per operation the Mathlib lemma and the value's Lean text.
BASE: dict[Fraction, tuple[str, dict[str, tuple[str, str]]]] = {
    Fraction(0): ("0", {"sin": ("Real.sin_zero", "0"), "cos": ("Real.cos_zero", "1")}),
    Fraction(1, 6): (
        "Real.pi / 6",
        {
            "sin": ("Real.sin_pi_div_six", "1 / 2"),
            "cos": ("Real.cos_pi_div_six", "Real.sqrt 3 / 2"),
        },
    ),
    Fraction(1, 4): (
        "Real.pi / 4",
        {
            "sin": ("Real.sin_pi_div_four", "Real.sqrt 2 / 2"),
            "cos": ("Real.cos_pi_div_four", "Real.sqrt 2 / 2"),
        },
    ),
    Fraction(1, 3): (
        "Real.pi / 3",
        {
            "sin": ("Real.sin_pi_div_three", "Real.sqrt 3 / 2"),
            "cos": ("Real.cos_pi_div_three", "1 / 2"),
        },
    ),
    Fraction(1, 2): (
        "Real.pi / 2",
        {"sin": ("Real.sin_pi_div_two", "1"), "cos": ("Real.cos_pi_div_two", "0")},
    ),
    Fraction(1): ("Real.pi", {"sin": ("Real.sin_pi", "0"), "cos": ("Real.cos_pi", "-1")}),
}

#: A value's Lean text → (rational coefficient, radicand): ``Real.sqrt 3 / 2`` is (1/2, 3).
VALUES: dict[str, tuple[Fraction, int]] = {
    "0": (Fraction(0), 1),
    "1": (Fraction(1), 1),
    "-1": (Fraction(-1), 1),
    "1 / 2": (Fraction(1, 2), 1),
    "Real.sqrt 2 / 2": (Fraction(1, 2), 2),
    "Real.sqrt 3 / 2": (Fraction(1, 2), 3),
}


@dataclass(frozen=True)
class TrigValue:
    """``op (c π) = coeff · √radicand`` with the Lean text of the canonical argument and the
    rewrite chain that proves it (module docstring)."""

    op: str
    c: Fraction
    canonical: str
    lemmas: tuple[str, ...]
    coeff: Fraction
    radicand: int  # 1: rational

    def lean_value(self) -> str:
        """The value as Lean text: ``1``, ``-(1 / 2)``, ``Real.sqrt 2 / 2``, …"""
        if self.coeff == 0:
            return "0"
        mag = abs(self.coeff)
        if self.radicand == 1:
            text = (
                str(mag.numerator)
                if mag.denominator == 1
                else f"{mag.numerator} / {mag.denominator}"
            )
        else:
            assert mag == Fraction(1, 2)
            text = f"Real.sqrt {self.radicand} / 2"
        if self.coeff > 0:
            return text
        return f"-{text}" if text.isdigit() else f"-({text})"

    def sympy_value(self):  # noqa: ANN201 - sympy.Expr
        import sympy

        c = sympy.Rational(self.coeff.numerator, self.coeff.denominator)
        return c * sympy.sqrt(self.radicand)


def trig_value(op: str, c: Fraction) -> TrigValue:
    """The fact's plan for ``op (c π)``: :class:`NoRoute` unless ``c``'s denominator is
    1, 2, 3, 4 or 6.

    >>> v = trig_value("cos", Fraction(3, 4))
    >>> v.canonical, v.lemmas, v.lean_value()
    ('Real.pi - Real.pi / 4', ('Real.cos_pi_sub', 'Real.cos_pi_div_four'), '-(Real.sqrt 2 / 2)')
    >>> trig_value("sin", Fraction(-1, 2)).canonical
    'Real.pi / 2 + Real.pi + ((-1 : ℤ) : ℝ) * (2 * Real.pi)'
    """
    if op not in ("sin", "cos"):
        raise NoRoute(f"Real.{op}: no value table")
    r = c - 2 * math.floor(c / 2)  # in [0, 2)
    m = (c - r) / 2
    sign = 1
    lemmas: list[str] = []
    if r in (0, 1):
        text, table = BASE[r]
        canon, base_c = text, r
    else:
        half = r > 1
        h = r - 1 if half else r  # in (0, 1)
        if h > Fraction(1, 2):
            base_c = 1 - h
            if base_c not in BASE:
                raise NoRoute(f"Real.{op} at {c}·π: no Mathlib value lemma")
            canon = f"Real.pi - {BASE[base_c][0]}"
            lemmas.append(f"Real.{op}_pi_sub")
            sign *= -1 if op == "cos" else 1
        else:
            base_c = h
            if base_c not in BASE:
                raise NoRoute(f"Real.{op} at {c}·π: no Mathlib value lemma")
            canon = BASE[base_c][0]
        if half:
            canon = f"{canon} + Real.pi"
            lemmas.insert(0, f"Real.{op}_add_pi")
            sign *= -1
        table = BASE[base_c][1]
    lemma, value_text = table[op]
    lemmas.append(lemma)
    if m != 0:
        canon = f"{canon} + (({int(m)} : ℤ) : ℝ) * (2 * Real.pi)"
        lemmas.insert(0, f"Real.{op}_add_int_mul_two_pi")
    coeff, radicand = VALUES[value_text]
    return TrigValue(op, c, canon, tuple(lemmas), sign * coeff, radicand)


def canonical_multiple(v: TrigValue) -> Fraction:
    """The multiple of π that ``v.canonical`` denotes, read back from its text (a check of
    the plan independent of how it was built)."""
    total = Fraction(0)
    text = v.canonical
    if " + ((" in text:
        text, _, turns = text.partition(" + ((")
        total += 2 * Fraction(turns.split(" : ")[0])
    if text.endswith(" + Real.pi"):
        text = text[: -len(" + Real.pi")]
        total += 1
    if text.startswith("Real.pi - "):
        text = text[len("Real.pi - ") :]
        total += 1
        sign = -1
    else:
        sign = 1
    base = {t: c for c, (t, _) in BASE.items()}[text]
    return total + sign * base


# -- the atoms of a statement ------------------------------------------------------------------


@dataclass(frozen=True)
class Atom:
    """One ``sin``/``cos`` application of the instantiated statement: its Lean text (with
    the point's values and the sum indices substituted), its multiple of π and its value."""

    op: str
    arg_text: str
    value: TrigValue

    def fact(self, name: str) -> list[str]:
        """The ``have`` lines (module docstring)."""
        arg = self.arg_text
        return [
            f"have {name} : Real.{self.op} ({arg}) = {self.value.lean_value()} := by",
            f"  have e : (({arg}) : ℝ) = {self.value.canonical} := by",
            "    (try push_cast) <;> ring",
            f"  rw [e, {', '.join(self.value.lemmas)}] <;> norm_num",
        ]


#: A Lean identifier (letters, ``_``, then also digits, ``'``, ``!``, ``?``, subscripts and
#: ``.`` for qualified names); ``π`` is one too (Mathlib's notation for ``Real.pi``).
_IDENT = re.compile(r"[^\W\d][\w'!?.₀-₉]*")


def text_atoms(text: str) -> list[tuple[str, int, int]]:
    """``(op, start, end)`` of each ``sin``/``cos``/``tan`` application of ``text`` (the
    head written ``sin`` or ``Real.sin``; the argument a bracketed group or one
    identifier or numeral), in textual order, which is the order in which the model's
    pre-order walk meets them (heads precede their arguments, left operands their right
    ones).  A lexical scan: the falsity layer does not import the Lean reader.

    >>> text_atoms("sin (2 * k * x) = 2 * Real.cos x ^ n")
    [('sin', 4, 15), ('cos', 31, 32)]
    """
    out: list[tuple[str, int, int]] = []
    for m in _IDENT.finditer(text):
        name = m.group()
        if name not in ("sin", "cos", "tan", "Real.sin", "Real.cos", "Real.tan"):
            continue
        i = m.end()
        while i < len(text) and text[i].isspace():
            i += 1
        if i < len(text) and text[i] == "(":
            depth, j = 0, i
            while j < len(text):
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                j += 1
                if depth == 0:
                    break
            out.append((name.rsplit(".", 1)[-1], i, j))
        elif (arg := _IDENT.match(text, i) or re.compile(r"\d+").match(text, i)) is not None:
            out.append((name.rsplit(".", 1)[-1], i, arg.end()))
        else:
            out.append((name.rsplit(".", 1)[-1], i, i))  # not understood: the pairing fails
    return out


def _term_trig(t, chain: tuple = ()) -> Iterator[tuple[object, tuple]]:  # noqa: ANN001 - Term
    """``(sin/cos/tan node, enclosing big operators)`` in pre-order."""
    if t.op in ("sin", "cos", "tan"):
        yield t, chain
    for i, a in enumerate(t.args):
        inner = chain + (t,) if t.op in ("sum", "prod", "tsum") and i == len(t.args) - 1 else chain
        yield from _term_trig(a, inner)


def atoms(identity, env: dict, value_text: Callable[[str, object], str]) -> list[Atom]:  # noqa: ANN001
    """Every ``sin``/``cos`` atom of the statement at the point ``env`` (sum bodies once per
    index value); :class:`NoRoute` where one has no fact (module docstring).
    ``value_text(type, value)`` is the Lean text a variable's value is substituted by (the
    text of its argument in ``@h …``, ascribed its type)."""
    import sympy

    from wzprove.model import algebraic
    from wzprove.model.identity import EvaluationError
    from wzprove.model.semantics import evaluate

    text = identity.conclusion_text or ""
    found = text_atoms(text)
    term_atoms = [a for side in (identity.lhs, identity.rhs) for a in _term_trig(side)]
    if any(t.op in ("sin", "cos", "tan") for h in identity.hypotheses for t in h.walk()):
        raise NoRoute("a hypothesis takes sin/cos")
    if len(found) != len(term_atoms) or any(
        op != t.op for (op, _, _), (t, _) in zip(found, term_atoms, strict=True)
    ):
        raise NoRoute("the trigonometric applications of the text and the model differ")
    types = {v.name: v.type for v in identity.variables}
    out: list[Atom] = []
    seen: set[tuple[str, str]] = set()
    planned: list[tuple] = []
    for (_, start, end), (t, tchain) in zip(found, term_atoms, strict=True):
        if t.op == "tan":
            raise NoRoute("Real.tan: no value table here")
        for sub in t.args[0].walk():
            if sub.type in ("ℕ", "ℤ") and sub.op not in ("var", "lit"):
                raise NoRoute(f"the argument of Real.{t.op} has ℕ/ℤ arithmetic inside")
            if sub.type not in ("ℕ", "ℤ", "ℝ"):
                raise NoRoute(f"the argument of Real.{t.op} has a {sub.type} part")
        for bt in tchain:
            if bt.op != "sum" or bt.value.kind != "range":
                raise NoRoute(f"Real.{t.op} inside a big operator other than ∑ over range")
        for index_env in _index_values(tchain, env, evaluate):
            full = {**env, **index_env}
            try:
                x = evaluate(t.args[0], full)
                value = evaluate(t, full)
            except (EvaluationError, ArithmeticError) as exc:
                raise NoRoute(f"Real.{t.op}: {exc}") from None
            c = sympy.expand(x / sympy.pi) if algebraic.is_exact(x) else x
            if not isinstance(c, (sympy.Rational, Fraction)) or (
                isinstance(c, Fraction) and c != 0
            ):
                raise NoRoute(f"Real.{t.op} at {x}: not a rational multiple of π")
            c = Fraction(int(sympy.Rational(c).p), int(sympy.Rational(c).q))
            v = trig_value(t.op, c)
            if (
                canonical_multiple(v) != c
                or sympy.expand(v.sympy_value() - sympy.sympify(value)) != 0
            ):
                raise NoRoute(f"Real.{t.op} at {c}·π: the table disagrees with the model")
            planned.append((t.op, (start, end), index_env, v))
    texts: dict[str, str] = {}  # a variable's value text, once per point
    for op, (start, end), index_env, v in planned:
        pieces: list[str] = []
        pos = start
        for k in _IDENT.finditer(text, start, end):
            pieces.append(text[pos : k.start()])
            name = k.group()
            if name in index_env:
                pieces.append(f"({int(index_env[name])} : ℕ)")
            elif name in types and name in env:
                if name not in texts:
                    texts[name] = value_text(types[name], env[name])
                pieces.append(texts[name])
            elif name == "π":
                pieces.append("Real.pi")
            elif name not in ("Real.pi", "ℝ", "ℕ", "ℤ", "Real", "Nat", "Int"):
                raise NoRoute(f"`{name}` in the argument of Real.{op}")
            else:
                pieces.append(name)
            pos = k.end()
        pieces.append(text[pos:end])
        arg_text = " ".join("".join(pieces).split())
        if (op, arg_text) not in seen:
            seen.add((op, arg_text))
            out.append(Atom(op, arg_text, v))
    return out


def _index_values(chain: tuple, env: dict, evaluate) -> Iterator[dict]:  # noqa: ANN001
    """Every assignment of the enclosing ``range`` sums' indices (outermost first)."""
    if not chain:
        yield {}
        return
    head, rest = chain[0], chain[1:]
    bound = evaluate(head.args[1], env)
    if not isinstance(bound, Fraction) or bound.denominator != 1 or bound > 40:
        raise NoRoute("a sum's bound at the point is not a small natural number")
    for j in range(max(int(bound), 0)):
        inner = {**env, head.value.index: Fraction(j)}
        for more in _index_values(rest, inner, evaluate):
            yield {head.value.index: Fraction(j), **more}


#: How many grid points :func:`trig_point` looks at.
TRIG_POINTS = 400


def trig_point(
    identity,
    counterexample,
    ascribed: Callable[[str, object], str],  # noqa: ANN001
) -> tuple[dict, list]:
    """A counterexample whose ``sin``/``cos`` atoms all have facts and need at most one
    irrational square root, preferring no square root, then the lowest power of a
    trigonometric term (:func:`_trig_degree`), then the fewest irrational atoms, then the
    order of :func:`~wzprove.falsity.search.point_key`: the given counterexample, or a point of the
    small grid ℕ 0..6, ℤ −3..3, ℝ ``c π`` with ``c``'s denominator 1, 2, 3, 4 or 6 and
    ``|c| ≤ 2`` (each checked exactly: hypotheses hold, sides differ; a hypothesis must not
    mention a variable whose value is a multiple of π, which ``by norm_num`` cannot
    discharge).  Scans at most
    :data:`TRIG_POINTS` points; :class:`~wzprove.falsity.analytic.NoRoute` if none fits."""
    import itertools

    import sympy

    from wzprove.falsity.search import point_key
    from wzprove.model.identity import EvaluationError

    variables = identity.numeric_variables()
    names = [v.name for v in variables]
    given = tuple(counterexample.point.get(n, Fraction(0)) for n in names)
    pis = [Fraction(0)] + sorted(
        {Fraction(p, q) for q in (1, 2, 3, 4, 6) for p in range(-2 * q, 2 * q + 1) if p},
        key=lambda c: (abs(c), c < 0),
    )
    grids = []
    for v in variables:
        if v.type == "ℕ":
            grids.append([Fraction(i) for i in range(7)])
        elif v.type == "ℤ":
            grids.append([Fraction(i) for i in (0, 1, -1, 2, -2, 3, -3)])
        elif v.type == "ℝ":
            grids.append([c * sympy.pi if c else Fraction(0) for c in pis])
        else:
            grids.append([counterexample.point.get(v.name, Fraction(0))])
    size = math.prod(len(g) for g in grids)
    points = sorted(itertools.product(*grids), key=point_key)[:TRIG_POINTS] if size <= 20000 else []
    best: tuple | None = None
    why = "no point of the grid has sin/cos values with Mathlib lemmas"
    hyp_vars = {n for h in identity.hypotheses for n in h.free_vars()}
    for point in [given, *points]:
        env = dict(zip(names, point, strict=True))
        if any(not isinstance(env.get(n), Fraction) for n in hyp_vars):
            if point == given:
                why = "a hypothesis on a multiple of π (`by norm_num` does not prove it)"
            continue
        try:
            found = atoms(identity, env, ascribed)
        except NoRoute as exc:
            if point == given:
                why = str(exc)
            continue
        radicands = {a.value.radicand for a in found} - {1}
        if len(radicands) > 1:
            continue
        irrational = sum(a.value.radicand != 1 and a.value.coeff != 0 for a in found)
        score = (len(radicands), _trig_degree(identity, env) if radicands else 0, irrational)
        if best is not None and score >= best[0]:
            continue
        try:
            if identity.differing_sides(env) is None:
                continue
        except (EvaluationError, ZeroDivisionError, OverflowError):
            continue
        best = (score, env, found)
        if score == (0, 0, 0):
            break
    if best is None:
        raise NoRoute(why)
    return best[1], best[2]


def _trig_degree(identity, env: dict) -> int:  # noqa: ANN001 - Identity
    """The largest exponent of a power of a term with ``sin``/``cos`` at ``env`` (1 if
    none): a square root raised to it is what ``nlinarith`` must reduce by ``√q² = q``, so
    lower is safer."""
    from wzprove.model.identity import EvaluationError
    from wzprove.model.semantics import evaluate

    degree = 1
    for side in (identity.lhs, identity.rhs):
        for t in side.walk():
            if t.op == "pow" and any(b.op in ("sin", "cos") for b in t.args[0].walk()):
                try:
                    e = evaluate(t.args[1], env)
                except (EvaluationError, ArithmeticError):
                    continue  # an exponent with a sum's index: not known here
                if isinstance(e, Fraction) and e.denominator == 1:
                    degree = max(degree, abs(int(e)))
    return degree

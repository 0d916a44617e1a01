"""The Lean proof of a ℕ statement ``L = N / c`` whose division is exact (issue 15, item B).

The reading takes ``N / c`` as the exact quotient where the literal ``c`` divides ``N`` at
every residue class (:func:`wzprove.model.cases.divides_everywhere`), so the engine's
certificate is for the rational identity ``L = N / c``.  The proof file holds that identity
over ℚ as a lemma — ``L`` and ``N`` with their casts pushed down to the variables (``Nat.cast``
is a ring hom on ``+``, ``*`` and powers; ``N`` has no ℕ subtraction), ``/`` the field's —
proved by the complete-proof compiler from its own certificate, and the user's theorem::

    have hq := T_exact n …
    have hkey : (L) * c = N := by
      have hc : ((L : ℕ) : ℚ) * (c : ℚ) = ((N : ℕ) : ℚ) := by
        push_cast
        linear_combination (c : ℚ) * hq
      exact_mod_cast hc
    exact (Nat.div_eq_of_eq_mul_left (by norm_num) hkey.symm).symm

``Nat.div_eq_of_eq_mul_left (H1 : 0 < n) (H2 : m = k * n) : m / n = k`` (Lean core,
Prover/MATHLIB.txt).  :func:`exact_division_proof` builds the lines from the statement's model
and :func:`replay_exact_division` re-reads the written text: the lemma's statement must be the
cast model of the user's sides, and every line of the theorem's proof the one built here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_statement, render_term
from wzprove.model.cases import divides_everywhere
from wzprove.model.identity import Identity, Term
from wzprove.model.terms import SumBinder
from wzprove.sketch.split_proof import CaseLemma, SplitProofError

#: Lean core: ``m = k * n → m / n = k`` for ``0 < n`` (Prover/MATHLIB.txt)
DIV_LEMMA = "Nat.div_eq_of_eq_mul_left"


def exact_form(identity: Identity) -> tuple[Term, Term, int] | None:
    """``(L, N, c)`` when ``identity`` is ``L = N / c`` at ℕ, ``c ≥ 2`` a literal dividing
    ``N`` everywhere, no other division or ℕ subtraction in ``L`` or ``N`` and no operation on
    literals only (``2 + 1``, which ``push_cast`` would fold on one side only); else None."""
    if identity.relation != "eq" or identity.lhs.type != "ℕ" or identity.rhs.op != "div":
        return None
    num, den = identity.rhs.args
    c = den.value if den.op == "lit" else None
    if not isinstance(c, Fraction) or c.denominator != 1 or c < 2:
        return None
    left = identity.lhs
    for t in (*left.walk(), *num.walk()):
        if t.op in ("div", "mod") or (t.op == "sub" and t.type == "ℕ"):
            return None
        if t.args and t.op != "sum" and all(a.op == "lit" for a in t.args):
            # `push_cast` folds `2 + 1` to `3` in the goal but not in `hq`: inside a sum the
            # two sums are then different atoms for `ring1` (Lean review 5, W1)
            return None
    if not divides_everywhere(num, int(c)):
        return None
    return left, num, int(c)


def to_rational(t: Term) -> Term:
    """``((t : ℕ) : ℚ)`` with the cast pushed down through ``+``, ``*``, powers with a
    literal exponent and sums (``Nat.cast_add``, ``Nat.cast_mul``, ``Nat.cast_pow``,
    ``Nat.cast_sum``); any other ℕ node is cast whole."""
    if t.op == "lit":
        return Term.lit(t.value, "ℚ")  # type: ignore[arg-type]
    if t.op in ("add", "mul"):
        return Term(t.op, tuple(to_rational(a) for a in t.args), "ℚ")
    if t.op == "pow" and t.args[1].type == "ℕ":
        return Term("pow", (to_rational(t.args[0]), t.args[1]), "ℚ")
    if t.op == "sum" and isinstance(t.value, SumBinder):
        lo, hi, body = t.args
        return Term("sum", (lo, hi, to_rational(body)), "ℚ", t.value)
    return Term("cast", (t,), "ℚ")


def rational_lemma(identity: Identity) -> CaseLemma:
    """The ℚ identity ``L = N / c`` as a lemma ``<theorem>_exact`` (module docstring),
    written and read back; raises :class:`SplitProofError` where it does not read back."""
    form = exact_form(identity)
    if form is None:
        raise SplitProofError("not L = N / c with an exact ℕ division")
    left, num, c = form
    model = replace(
        identity,
        name=f"{identity.name}_exact",
        variables=[replace(v, binder="explicit") for v in identity.variables],
        hypothesis_names=[f"hc{i + 1}" for i in range(len(identity.hypotheses))],
        lhs=to_rational(left),
        rhs=Term("div", (to_rational(num), Term.lit(c, "ℚ")), "ℚ"),
        domain="ℚ",
    )
    return read_back(model)


def read_back(model: Identity, what: str = "ℚ identity") -> CaseLemma:
    """The lemma ``model`` (``what``, for the messages) as Lean text, checked to read back to
    the same sides."""
    try:
        text = render_statement(model)
    except RenderError as exc:
        raise SplitProofError(f"no Lean text for the {what} ({exc})") from exc
    (back,) = parse_text(text)
    read = back.identity
    if back.status != "parsed" or read is None or (read.lhs, read.rhs) != (model.lhs, model.rhs):
        raise SplitProofError(f"the {what}'s Lean text does not read back")
    return CaseLemma(model.name, text, read)


def exact_division_proof(identity: Identity, lemma: CaseLemma) -> list[str]:
    """The proof lines of the user's theorem (module docstring)."""
    form = exact_form(identity)
    if form is None:
        raise SplitProofError("not L = N / c with an exact ℕ division")
    if len(identity.hypothesis_names) != len(identity.hypotheses) or not all(
        identity.hypothesis_names
    ):
        raise SplitProofError("a hypothesis has no name to pass on")
    taken = {"hq", "hkey", "hc"} & set(identity.hypothesis_names)
    if taken:
        raise SplitProofError(f"a hypothesis is named {sorted(taken)[0]}")
    left, num, c = form
    try:
        L, N = render_term(left), render_term(num)
    except RenderError as exc:
        raise SplitProofError(f"no Lean text for the sides ({exc})") from exc
    args = " ".join([v.name for v in identity.variables] + list(identity.hypothesis_names))
    return [
        f"  have hq := {lemma.name} {args}",
        f"  have hkey : ({L}) * {c} = {N} := by",
        f"    have hc : (({L} : ℕ) : ℚ) * ({c} : ℚ) = (({N} : ℕ) : ℚ) := by",
        "      push_cast",
        f"      linear_combination ({c} : ℚ) * hq",
        "    exact_mod_cast hc",
        f"  exact ({DIV_LEMMA} (by norm_num) hkey.symm).symm",
    ]


def read_lemma(
    text: str, name: str, lemma: Callable[[Identity], CaseLemma], what: str
) -> tuple[Identity, CaseLemma, Identity, str]:
    """Theorem ``name`` read from ``text``, its lemma as ``lemma`` builds it from the
    theorem's own sides, the text's lemma of that name (checked to state exactly it; ``what``
    names it in the message), and the text after the theorem's ``:= by``; raises
    ``SplitProofError`` otherwise."""
    theorems = {p.name: p for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.identity is None or main.identity.statement is None:
        raise SplitProofError(f"replay: no theorem {name} in the text")
    identity = main.identity
    expected = lemma(identity)
    written = theorems.get(expected.name)
    if written is None or written.identity is None:
        raise SplitProofError(f"replay: no lemma {expected.name} in the text")
    got = written.identity
    if (got.lhs, got.rhs, got.hypotheses) != (
        expected.identity.lhs,
        expected.identity.rhs,
        expected.identity.hypotheses,
    ) or [v.name for v in got.variables] != [v.name for v in identity.variables]:
        raise SplitProofError(f"replay: the lemma is not the {what}")
    start = text.index(identity.statement) + len(identity.statement)
    return identity, expected, got, text[start:].split(":= by\n", 1)[1]


def lemma_and_body(
    text: str, name: str, rational: Callable[[Identity], CaseLemma]
) -> tuple[Identity, CaseLemma, list[str]]:
    """:func:`read_lemma` for the ℚ identity of the statement, with the theorem's proof
    lines (blank lines dropped)."""
    identity, expected, _, rest = read_lemma(text, name, rational, "ℚ identity of the statement")
    return identity, expected, [x for x in rest.splitlines() if x.strip()]


def replay_exact_division(text: str, name: str) -> None:
    """Re-read the proof of theorem ``name`` from ``text``: the lemma it applies must state
    the ℚ identity built from the theorem's own sides (:func:`rational_lemma`), the theorem's
    proof must be exactly :func:`exact_division_proof`'s lines, and ``c`` must divide ``N``
    at every residue class (so ``N / c`` is the exact quotient the lemma is about)."""
    identity, expected, body = lemma_and_body(text, name, rational_lemma)
    lines = exact_division_proof(identity, expected)
    if body[: len(lines)] != lines or body[len(lines) :] and body[len(lines)].startswith("  "):
        raise SplitProofError("replay: the theorem's proof is not the exact-division proof")

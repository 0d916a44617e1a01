"""The Lean proof of a closed ℕ statement ``L = N / D`` whose division is exact, under
hypotheses ``s ≤ v`` (issue 14; LC-test test_096_1, ``C(n, 3) = n! / (3! (n − 3)!)`` for
``3 ≤ n``).

The linearity stage certified the statement as a closed form (its reading takes ``N / D`` as
the exact quotient).  The proof moves each bounded variable past its bound, rewrites the ℕ
subtractions that are then exact, and divides a product identity ``L · D = N`` proved by the
closed-form compiler (:func:`wzprove.sketch.complete_closed.closed_proof`, a lemma
``<theorem>_mul``)::

    obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 3 := ⟨n - 3, by omega⟩
    rw [show ((n + 3) - 3 : ℕ) = (n : ℕ) by omega]
    exact (Nat.div_eq_of_eq_mul_left (by positivity) (T_mul n).symm).symm

``Nat.div_eq_of_eq_mul_left (H1 : 0 < n) (H2 : m = k * n) : m / n = k`` (Lean core,
Prover/MATHLIB.txt); ``0 < D`` by ``positivity``, which takes products of factorials
(Mathlib's ``evalFactorial`` extension, ``Nat.factorial_pos``) and positive numerals: only such
``D`` are taken.  Every step is checked on the model before it is written (each rewrite an
exact ℕ subtraction and its value, the lemma's sides ``L · D`` and ``N`` after the rewrites),
and :func:`replay_closed_div` re-reads the written text the same way.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from wzprove.lean.parser import parse_text
from wzprove.model.identity import Identity, Term, substitute
from wzprove.sketch.exact_div_proof import read_back
from wzprove.sketch.split_proof import CaseLemma, SplitProofError
from wzprove.sketch.split_trunc_proof import _diff_rule, _rewrites, _show

#: Lean core: ``m = k * n → m / n = k`` for ``0 < n`` (Prover/MATHLIB.txt)
DIV_LEMMA = "Nat.div_eq_of_eq_mul_left"


def _bounds(identity: Identity) -> list[tuple[str, int]] | None:
    """``[(v, s), …]`` when every hypothesis is ``s ≤ v`` (``s ≥ 1`` a numeral, ``v`` a ℕ
    variable, each once), else None."""
    out: list[tuple[str, int]] = []
    types = {v.name: v.type for v in identity.variables}
    for h in identity.hypotheses:
        if h.op != "le" or h.args[0].op != "lit" or h.args[1].op != "var":
            return None
        s, v = h.args[0].value, h.args[1].value
        if not isinstance(s, Fraction) or s.denominator != 1 or s < 1 or types.get(v) != "ℕ":
            return None
        if v in [x for x, _ in out]:
            return None
        out.append((v, int(s)))  # type: ignore[arg-type]
    return out


def _positive(d: Term) -> bool:
    """Whether ``positivity`` proves ``0 < d``: a product of factorials and positive
    numerals."""
    if d.op == "mul":
        return all(_positive(a) for a in d.args)
    if d.op == "factorial":
        return True
    return d.op == "lit" and isinstance(d.value, Fraction) and d.value >= 1


def div_form(identity: Identity) -> tuple[list[tuple[str, int]], Term, Term, Term] | None:
    """``(bounds, L, N, D)`` when ``identity`` is ``L = N / D`` at ℕ with hypotheses ``s ≤ v``
    only and no other division or modulus; else None."""
    if identity.relation != "eq" or identity.lhs.type != "ℕ" or identity.rhs.op != "div":
        return None
    bounds = _bounds(identity)
    num, den = identity.rhs.args
    if bounds is None or identity.rhs.type != "ℕ":
        return None
    if any(
        t.op in ("div", "mod", "sum", "prod") for s in (identity.lhs, num, den) for t in s.walk()
    ):
        return None
    return bounds, identity.lhs, num, den


def _moved(identity: Identity) -> tuple[list[tuple[str, int]], list[tuple[Term, Term]], list[Term]]:
    """The bounds, the exact subtractions rewritten ``(old, new)`` and the sides ``[L, N, D]``
    after ``v ↦ v + s`` and the rewrites; raises :class:`SplitProofError` where a ℕ
    subtraction is left or ``D`` is not positive as written."""
    form = div_form(identity)
    if form is None:
        raise SplitProofError("not L = N / D at ℕ with hypotheses s ≤ v only")
    bounds, *sides = form
    for v, s in bounds:
        value = Term("add", (Term.var(v), Term.lit(s)), "ℕ")
        sides = [substitute(t, v, value) for t in sides]
    names = {v.name for v in identity.variables}
    rewrites, sides = _rewrites(sides, _diff_rule(names))
    if any(t.op == "sub" and t.type == "ℕ" for s in sides for t in s.walk()):
        raise SplitProofError("a ℕ subtraction that may truncate is left")
    if not _positive(sides[2]):
        raise SplitProofError(f"the divisor {sides[2]} is not a product of factorials and numerals")
    return bounds, rewrites, sides


def product_lemma(identity: Identity) -> CaseLemma:
    """``L · D = N`` after the moves, as a ℕ lemma ``<theorem>_mul`` (every variable
    explicit, no hypothesis), written and read back."""
    _, _, (left, num, den) = _moved(identity)
    model = replace(
        identity,
        name=f"{identity.name}_mul",
        variables=[replace(v, binder="explicit") for v in identity.variables],
        hypotheses=[],
        hypothesis_names=[],
        lhs=Term("mul", (left, den), "ℕ"),
        rhs=num,
        statement=None,
        header="",
    )
    return read_back(model, "product identity")


def closed_div_lines(identity: Identity, lemma: CaseLemma) -> list[str]:
    """The proof lines of the user's theorem (module docstring)."""
    bounds, rewrites, _ = _moved(identity)
    lines = [
        f"  obtain ⟨{v}, rfl⟩ : ∃ t : ℕ, {v} = t + {s} := ⟨{v} - {s}, by omega⟩" for v, s in bounds
    ]
    if rewrites:
        lines.append(f"  rw [{', '.join(_show(a, b) for a, b in rewrites)}]")
    args = " ".join(v.name for v in identity.variables)
    lines.append(f"  exact ({DIV_LEMMA} (by positivity) ({lemma.name} {args}).symm).symm")
    return lines


def closed_div_proof(identity: Identity) -> str:
    """The whole Lean file: the product lemma proved by the closed-form compiler, then the
    user's theorem (module docstring), re-read by :func:`replay_closed_div`.  Raises
    :class:`SplitProofError` (or the closed-form compiler's error)."""
    from wzprove.sketch.common import DEFAULT_HEADER
    from wzprove.sketch.complete_closed import closed_proof
    from wzprove.sketch.linear_common import proof_header

    if identity.statement is None:
        raise SplitProofError("the statement has no Lean text")
    lemma = product_lemma(identity)
    lemma_text = closed_proof(lemma.identity)
    if not lemma_text.startswith(DEFAULT_HEADER):
        raise SplitProofError("the product lemma's proof has another header")
    body = lemma_text[len(DEFAULT_HEADER) :].strip() + "\n"
    opens = DEFAULT_HEADER[DEFAULT_HEADER.index("open") :].strip()
    section = "section\n" + opens + "\n\n" + body + "\nend\n\n"
    lines = closed_div_lines(identity, lemma)
    statement = identity.statement.rstrip()
    text = proof_header(identity) + section + statement + " := by\n" + "\n".join(lines) + "\n"
    replay_closed_div(text, identity.name)
    return text


def replay_closed_div(text: str, name: str) -> None:
    """Re-read the proof of theorem ``name`` from ``text``: the lemma it divides must state
    ``L · D = N`` built from the theorem's own sides (:func:`product_lemma`: the moves past
    the hypotheses' bounds, each rewrite an exact ℕ subtraction and its value, ``D`` positive
    as written), its proof must replay (:func:`wzprove.sketch.replay.replay_theorem`, the
    closing ``exact_mod_cast key`` checked as the closed-form compiler checks it), and the
    theorem's proof must be exactly :func:`closed_div_lines`' lines."""
    from wzprove.sketch.complete_closed import _check_cast
    from wzprove.sketch.linear_common import check_replay

    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.statement is None:
        raise SplitProofError(f"replay: no theorem {name} in the text")
    expected = product_lemma(main)
    got = theorems.get(expected.name)
    if (
        got is None
        or (got.lhs, got.rhs, got.hypotheses)
        != (
            expected.identity.lhs,
            expected.identity.rhs,
            [],
        )
        or [v.name for v in got.variables] != [v.name for v in main.variables]
    ):
        raise SplitProofError(f"replay: {expected.name} is not L · D = N of the statement")
    check_replay(text, expected.name, allowed=("exact_mod_cast key",))
    _check_cast(text, got, "ℚ")
    start = text.index(main.statement) + len(main.statement)
    body = [x for x in text[start:].split(":= by\n", 1)[1].splitlines() if x.strip()]
    lines = closed_div_lines(main, expected)
    if body != lines:
        raise SplitProofError("replay: the theorem's proof is not the division of the lemma")

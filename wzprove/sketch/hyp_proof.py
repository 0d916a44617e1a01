"""The Lean proof of a statement certified through a hypothesis ``a ≤ v`` / ``a < v``
(:mod:`wzprove.model.hyp_cases`: the one case ``v = a + j``, resp. ``v = a + 1 + j``).

The case is a lemma (:func:`~wzprove.sketch.split_proof.case_lemma`: written from the case's
model and read back) proved by the complete-proof compiler; the user's theorem is::

    obtain ⟨j, rfl⟩ : ∃ j, n = m + j := ⟨n - m, by omega⟩
    exact T_case0 m j …

``obtain … rfl`` substitutes ``n`` everywhere (Lean core); ``omega`` proves
``n = m + (n - m)`` from the hypothesis ``m ≤ n`` in the context (``n = m + 1 + (n - (m +
1))`` from ``m < n``).  After the substitution the goal is the case lemma's statement exactly;
the lemma's hypotheses are the user's other hypotheses, passed by name.  No Mathlib lemma is
used.  :func:`hypothesis_wrapper` checks this on the model before writing;
:func:`replay_hypothesis_wrapper` re-reads the written text and re-checks every step.
"""

from __future__ import annotations

import re

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_term
from wzprove.model.cases import Split
from wzprove.model.hyp_cases import relation
from wzprove.model.identity import Identity, Term, substitute
from wzprove.sketch.split_low_shift import low_shift_lines, replay_low_shift
from wzprove.sketch.split_proof import CaseLemma, SplitProofError, proof_lines, read_nat

_OBTAIN = re.compile(r"^  obtain ⟨(\w+), rfl⟩ : ∃ (\w+), (\w+) = (.+) := ⟨(.+), by omega⟩$")
_EXACT = re.compile(r"^  exact (\S+)((?: \S+)*)$")


def _offset(small: Term, strict: bool) -> Term:
    return Term("add", (small, Term.lit(1)), "ℕ") if strict else small


def _expected(original: Identity, v: str, j: str) -> list[tuple[int, Term, Term]]:
    """For each hypothesis ``a ≤ v`` / ``a < v`` of ``original``: its index, the value
    ``offset + j`` that replaces ``v`` and the witness ``v - offset``."""
    out = []
    for i, h in enumerate(original.hypotheses):
        found = relation(h, original)
        if found is None or found[0] != v:
            continue
        offset = _offset(found[1], found[2])
        value = Term("add", (offset, Term.var(j)), "ℕ")
        out.append((i, value, Term("sub", (Term.var(v), offset), "ℕ")))
    return out


def _arguments(original: Identity, used: int, v: str, value: Term, lemma: Identity) -> list[str]:
    """The lemma's arguments: its variables, then the user's other hypotheses by name, each
    the lemma's hypothesis with ``v`` substituted."""
    others = [
        (substitute(h, v, value), name)
        for i, (h, name) in enumerate(
            zip(original.hypotheses, original.hypothesis_names, strict=False)
        )
        if i != used
    ]
    if [h for h, _ in others] != list(lemma.hypotheses) or any(not n for _, n in others):
        raise SplitProofError("the case lemma's hypotheses are not the user's, substituted")
    return [x.name for x in lemma.variables] + [name for _, name in others]


def hypothesis_wrapper(original: Identity, split: Split, lemma: CaseLemma) -> list[str]:
    """The proof lines of the user's theorem (module docstring), checked on the model: the
    user's sides with ``v`` substituted are the lemma's sides exactly."""
    (case,) = split.cases
    v, j = split.variable, split.new_variable
    if len(original.hypothesis_names) != len(original.hypotheses):
        raise SplitProofError("a hypothesis has no name to pass on")
    if j in {x.name for x in original.variables} | set(original.hypothesis_names) or any(
        getattr(t.value, "index", None) == j for s in (original.lhs, original.rhs) for t in s.walk()
    ):
        raise SplitProofError(f"the new variable {j} is already a name of the statement")
    found = [x for x in _expected(original, v, j) if x[1] == case.value]
    if not found:
        raise SplitProofError(f"case {case.substitution}: no hypothesis gives it")
    used, value, witness = found[0]
    sides = [substitute(s, v, value) for s in (original.lhs, original.rhs)]
    exact = f"exact {lemma.name} {' '.join(_arguments(original, used, v, value, lemma.identity))}"
    # the lemma of a sum vanishing below a variable, moved (sketch/split_low_shift.py)
    low = low_shift_lines(sides, lemma.identity, exact, "  ")
    if low is None and sides != [lemma.identity.lhs, lemma.identity.rhs]:
        raise SplitProofError(f"case {case.substitution}: its lemma is not the case")
    try:
        value_text, witness_text = render_term(value), render_term(witness)
    except RenderError as exc:
        raise SplitProofError(f"no Lean text for {case.substitution} ({exc})") from exc
    obtain = f"  obtain ⟨{j}, rfl⟩ : ∃ {j}, {v} = {value_text} := ⟨{witness_text}, by omega⟩"
    return [obtain, *(low or [f"  {exact}"])]


def _reads(texts: list[str], names: list[str]) -> list[Term]:
    return [read_nat(t, names) for t in texts]



def read_opening(main: Identity, line: str, not_obtain: str) -> tuple[str, str, Term, int]:
    """The opening ``obtain ⟨j, rfl⟩ : ∃ j, v = value := ⟨witness, by omega⟩`` of a proof of
    ``main`` re-read and checked: ``j`` fresh, ``v`` a variable, and ``value``/``witness`` the
    substitution of one hypothesis ``a ≤ v`` (``a < v``) of ``main`` (:func:`_expected`).
    Returns ``(j, v, value, the hypothesis' index)``; raises :class:`SplitProofError`
    (``not_obtain`` where the line is no such ``obtain``)."""
    got = _OBTAIN.match(line)
    if got is None or got.group(1) != got.group(2):
        raise SplitProofError(not_obtain)
    j, v = got.group(1), got.group(3)
    variables = [x.name for x in main.variables]
    if j in variables or v not in variables:
        raise SplitProofError(f"replay: {j} is a variable, or {v} is not one")
    value = read_nat(got.group(4), [*variables, j])
    witness = read_nat(got.group(5), variables)
    found = [x for x in _expected(main, v, j) if x[1] == value and x[2] == witness]
    if not found:
        raise SplitProofError(f"replay: {v} = {got.group(4)} is not given by a hypothesis")
    return j, v, value, found[0][0]

def replay_hypothesis_wrapper(text: str, name: str) -> None:
    """Re-read the proof of theorem ``name`` from ``text`` and re-check it on the model;
    raises :class:`SplitProofError` at the first step that does not hold: the ``obtain`` must
    substitute ``v = a + j`` (``a + 1 + j``) for a hypothesis ``a ≤ v`` (``a < v``) of the
    theorem with the witness ``v - a`` (``v - (a + 1)``), which ``omega`` proves from it; the
    ``exact`` must name a lemma of the text whose sides are the theorem's with ``v``
    substituted, applied to its variables and the theorem's other hypotheses by name."""
    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.statement is None:
        raise SplitProofError(f"replay: no theorem {name} in the text")
    body = proof_lines(text, main.statement)
    if len(body) not in (2, 5):
        raise SplitProofError("replay: the proof is not an obtain and an exact")
    not_obtain = "replay: the proof is not an obtain and an exact"
    j, v, value, used = read_opening(main, body[0], not_obtain)
    variables = [x.name for x in main.variables]
    sides = [substitute(s, v, value) for s in (main.lhs, main.rhs)]
    last = body[1:]
    if len(body) == 5:  # the sum moved past its vanishing terms (sketch/split_low_shift.py)
        scope = (set(variables) - {v}) | {j}
        sides, last = replay_low_shift(sides, last, _reads, [*variables, j], scope, "  ")
    closing = _EXACT.match(last[0])
    if closing is None:
        raise SplitProofError("replay: the proof is not an obtain and an exact")
    lemma = theorems.get(closing.group(1))
    if lemma is None or [lemma.lhs, lemma.rhs] != sides:
        raise SplitProofError("replay: the exact does not name the case's lemma")
    if closing.group(2).split() != _arguments(main, used, v, value, lemma):
        raise SplitProofError("replay: the lemma's arguments are not its variables and hypotheses")

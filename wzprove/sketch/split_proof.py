"""The Lean proof of a statement split by parity (:mod:`wzprove.model.cases`, ``n / 2``).

The proof file holds one lemma per case — its statement written from the case's model
(:func:`wzprove.lean.render.render_statement`, read back and compared with the model, so the
text says exactly what the engine certified), its proof compiled by the complete-proof
compiler like any statement's — and the user's theorem, proved by

```
obtain ⟨m, rfl | rfl⟩ := Nat.even_or_odd' n
· rw [show (2 * m / 2 : ℕ) = m by omega]
  exact T_case0 m …
· rw [show ((2 * m + 1) / 2 : ℕ) = m by omega]
  exact T_case1 m …
```

``Nat.even_or_odd' n : ∃ k, n = 2 * k ∨ n = 2 * k + 1`` (Mathlib, Algebra/Ring/Parity.lean)
substitutes ``n`` everywhere; each rewrite replaces one floor division by its exact value
(``omega`` decides linear ℕ arithmetic with division by a literal); what is left is the case
lemma's statement.  :func:`parity_wrapper` checks that last claim on the model before writing
anything: the user's sides with ``n`` replaced and the rewrites applied, as the text says, are
the case lemma's sides exactly.  Hypotheses pass as the user's hypothesis (carried over
unchanged) or ``by omega`` (a bound on ``m`` from a bound on ``n``).  An ``if`` whose
condition the split decides (``if Even n``) is split by ``split_ifs``: the case lemma closes
the branch it describes, ``omega`` (after ``Nat.even_iff`` for ``Even``) the other.  Forms
outside this (more than two residues, several ``if`` s or one under a sum, a finite case, a
hypothesis with a division in it) raise :class:`SplitProofError`: the statement stays
certified without a Lean proof.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_statement, render_term
from wzprove.model.cases import Case, Split, exact_divisions, linear_term
from wzprove.model.errors import WzproveError
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.terms import SumBinder, replace_subterm

#: Mathlib's parity split; checked in Mathlib's source, listed in Prover/MATHLIB.txt
PARITY_LEMMA = "Nat.even_or_odd'"


class SplitProofError(WzproveError):
    """No Lean proof of this split here; ``str`` says why."""


@dataclass(frozen=True)
class CaseLemma:
    """One case as a Lean lemma: its name, its statement text (``theorem NAME … : …``, no
    proof) and the statement read back from that text (with ``statement`` set)."""

    name: str
    statement: str
    identity: Identity


def case_lemma(original: Identity, case: Case) -> CaseLemma:
    """The case's statement as a Lean lemma ``<theorem>_case<r>``: every variable an explicit
    binder, hypotheses named ``hc1, hc2, …``.  Raises :class:`SplitProofError` when the text
    does not read back as the case's model."""
    name = f"{original.name}_case{case.residue}"
    taken = {v.name for v in case.identity.variables}
    names = []
    for i in range(len(case.identity.hypotheses)):
        h = f"hc{i + 1}"
        while h in taken:
            h += "'"
        names.append(h)
    model = replace(
        case.identity,
        name=name,
        variables=[replace(v, binder="explicit") for v in case.identity.variables],
        hypothesis_names=names,
    )
    try:
        text = render_statement(model)
    except RenderError as exc:
        raise SplitProofError(f"case {case.substitution}: no Lean text ({exc})") from exc
    (back,) = parse_text(text)
    read = back.identity
    if (
        back.status != "parsed"
        or read is None
        or (read.lhs, read.rhs, read.hypotheses) != (model.lhs, model.rhs, model.hypotheses)
        or [(v.name, v.type) for v in read.variables] != [(v.name, v.type) for v in model.variables]
    ):
        raise SplitProofError(f"case {case.substitution}: its Lean text does not read back")
    return CaseLemma(name, text, read)


def _divisions(t: Term) -> list[Term]:
    """The ℕ ``div`` and ``mod`` nodes of ``t``, innermost first, each once."""
    out: list[Term] = []
    for a in t.args:
        out += [d for d in _divisions(a) if d not in out]
    if t.op in ("div", "mod") and t.type == "ℕ" and t not in out:
        out.append(t)
    return out


def _has(t: Term, op: str) -> bool:
    return any(s.op == op for s in t.walk())


def _bound_names(t: Term) -> set[str]:
    return {s.value.index for s in t.walk() if isinstance(s.value, SumBinder)}


_IF = re.compile(r"\bif\s+(?:[\w']+\s*:\s*)?(\(?\s*(?:¬|Not\b))?\s*(\(?\s*(?:¬|Not\b))?")


def _negated_if(statement: str) -> bool:
    """Whether the one ``if`` of ``statement`` is written ``if ¬P``: ``split_ifs`` then cases
    on ``P`` ("If `cond` is `¬p` then use `p` instead", Mathlib/Tactic/SplitIfs.lean), so its
    first goal is the ``else`` branch.  (``Odd n`` is read as ``¬ 2 ∣ n`` by the model, so
    the model's condition cannot tell; the text can.)"""
    found = _IF.findall(statement)
    if len(found) != 1:
        raise SplitProofError(f"{len(found)} `if`s in the statement text (one expected)")
    first, second = found[0]
    if second:
        raise SplitProofError("a doubly negated `if` condition (split_ifs' goal order unsure)")
    return bool(first)


def _branch(sides: list[Term], m: str, statement: str) -> int:
    """Which goal of ``split_ifs`` the case lemma closes: ``0`` or ``1``.  ``split_ifs`` runs
    ``by_cases`` on the condition, the goal with it first (Mathlib/Tactic/SplitIfs.lean), so
    the ``then`` branch is the first goal unless the text's condition is ``¬P``
    (:func:`_negated_if`)."""
    (ite,) = {t for s in sides for t in s.walk() if t.op == "ite"}
    decided = exact_divisions(ite, m)
    for i, arm in enumerate(ite.args[1:]):
        if decided == exact_divisions(arm, m):
            return 1 - i if _negated_if(statement) else i
    raise SplitProofError(f"the condition of {ite} is not decided by the case")


def _case_proof(
    original: Identity, split: Split, case: Case, lemma: CaseLemma
) -> tuple[list[str], list[str], int | None]:
    """``(rewrites, arguments, branch)`` of one case's branch: the ``show A = B by omega``
    texts, the arguments of the case lemma, and where an ``if`` is left for ``split_ifs`` to
    decide, the goal the case lemma closes (:func:`_branch`; ``None`` without an ``if``);
    raises :class:`SplitProofError`."""
    v, m = split.variable, split.new_variable
    value = case.identity  # the model the engine certified
    subst = linear_term(2, case.residue, m)  # as Nat.even_or_odd' writes it: 2 * m (+ 1)
    sides = [substitute(s, v, subst) for s in (original.lhs, original.rhs)]
    if any(m in _bound_names(s) for s in sides):
        raise SplitProofError(f"a bound variable is named {m}")
    ites = {t.args[0] for s in sides for t in s.walk() if t.op == "ite"}
    if len(ites) > 1 or any(
        _has(t.args[2], "ite") for s in sides for t in s.walk() if t.op in ("sum", "prod")
    ):
        raise SplitProofError("several `if`s, or one under a sum (not written in Lean yet)")
    rewrites = []
    for d in _divisions(sides[0]) + _divisions(sides[1]):
        if d in [a for a, _ in rewrites]:
            continue
        exact = exact_divisions(d, m)
        if exact.free_vars() - {m} or _has(exact, "div") or _has(exact, "mod"):
            raise SplitProofError(f"the division {d} is not exact in case {case.substitution}")
        rewrites.append((d, exact))
    for old, new in rewrites:
        sides = [replace_subterm(s, old, new) for s in sides]
    # what is left after the rewrites is the case, once its one `if` is decided (split_ifs)
    if [exact_divisions(s, m) for s in sides] != [value.lhs, value.rhs] or any(
        _has(s, "ite") for s in (value.lhs, value.rhs)
    ):
        raise SplitProofError(f"case {case.substitution}: the rewrites do not give the case")
    if not ites and sides != [value.lhs, value.rhs]:
        raise SplitProofError(f"case {case.substitution}: the rewrites do not give the case")
    texts = [f"show {render_term(a)} = ({render_term(b)} : ℕ) by omega" for a, b in rewrites]
    names = dict(zip(original.hypotheses, original.hypothesis_names, strict=False))
    carried = {substitute(h, v, subst): names.get(h, "") for h in original.hypotheses}
    args = [m if x.name == m else x.name for x in value.variables]
    for h in value.hypotheses:
        if h in carried:
            if not carried[h]:
                raise SplitProofError("an anonymous hypothesis (P → …) is not passed on yet")
            args.append(carried[h])
        elif h.free_vars() <= {m} and h.op in ("ge", "le"):
            args.append("(by omega)")
        else:
            raise SplitProofError(
                f"the hypothesis {h} of case {case.substitution} is not passed on"
            )
    return texts, args, _branch(sides, m, original.statement or "") if ites else None


#: closes the branch of ``split_ifs`` the case excludes: its condition, on ``2 * m`` or
#: ``2 * m + 1``, is decided by ``omega`` (``2 ∣ …``, ``… % 2 = …``), or by ``omega`` after
#: ``Nat.even_iff`` (``Even …``) or ``Nat.odd_iff`` (``Odd …``: omega reads neither predicate)
_OTHER_BRANCH = (
    "(exfalso; revert hsplit; first | omega | (rw [Nat.even_iff]; omega)"
    " | (rw [Nat.odd_iff]; omega))"
)


def parity_wrapper(original: Identity, split: Split, lemmas: list[CaseLemma]) -> list[str]:
    """The proof lines (two-space indented) of ``original`` from its two case lemmas (module
    docstring); raises :class:`SplitProofError` for forms it does not write."""
    if split.modulus != 2 or len(lemmas) != 2:
        raise SplitProofError(f"{split.modulus} residue classes (Lean proofs for 2 only)")
    if any(c.values is not None for c in split.cases):
        raise SplitProofError("a case the hypotheses make finite (no interval_cases proof yet)")
    v, m = split.variable, split.new_variable
    if "hsplit" in original.hypothesis_names:
        raise SplitProofError("a hypothesis is named hsplit")
    lines = [f"  obtain ⟨{m}, rfl | rfl⟩ := {PARITY_LEMMA} {v}"]
    for case, lemma in zip(split.cases, lemmas, strict=True):
        rewrites, args, decided = _case_proof(original, split, case, lemma)
        lines.append(f"  · rw [{', '.join(rewrites)}]" if rewrites else "  · skip")
        closing = f"exact {lemma.name} {' '.join(args)}"
        if decided is not None:
            # one `·` per goal of split_ifs: the case lemma closes the branch it describes
            lines.append("    split_ifs with hsplit")
            arms = [f"    · {closing}", f"    · {_OTHER_BRANCH[1:-1]}"]
            lines += arms if decided == 0 else arms[::-1]
        else:
            lines.append(f"    {closing}")
    return lines


def read_wrapper(
    text: str, name: str, opening: re.Pattern[str], lemma: str
) -> tuple[dict[str, Identity], Identity, re.Match[str], list[str]]:
    """The replay's reading of a split's proof (here and :mod:`.split_trunc_proof`): the
    theorems of ``text`` by name, the user's theorem ``name``, the match of its proof's first
    line against ``opening`` (the split by ``lemma``) and the texts of its two branches."""
    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.statement is None:
        raise SplitProofError(f"replay: no theorem {name} in the text")
    start = text.index(main.statement) + len(main.statement)
    body = text[start:].split(":= by\n", 1)[1].splitlines()
    opened = opening.match(body[0]) if body else None
    if opened is None:
        raise SplitProofError(f"replay: the proof does not open with {lemma}")
    branches = "\n".join(body[1:]).split("\n  · ")
    if len(branches) != 2 or not branches[0].startswith("  · "):
        raise SplitProofError("replay: not two branches")
    return theorems, main, opened, branches


_OBTAIN = re.compile(r"^  obtain ⟨(\w+), rfl \| rfl⟩ := Nat\.even_or_odd' (\w+)$")
_SHOW = re.compile(r"show (.+?) = \((.+?) : ℕ\) by omega")
_EXACT = re.compile(r"exact (\S+)((?: \S+)*?)(?: \||$)", re.M)


def replay_wrapper(text: str, name: str) -> None:
    """Re-read the parity proof of theorem ``name`` from the file ``text`` and re-check it on
    the model; raises :class:`SplitProofError` at the first step that does not hold.

    The statement and each case lemma are parsed from the text; for each branch of the
    ``obtain`` (``n = 2 * m``, then ``2 * m + 1``), each ``show A = B by omega`` is parsed and
    must be an exact division rewritten to its value (``A`` is ``(a·m + b) / 2`` or its
    ``%`` with ``2 ∣ a``, ``B`` its value: :func:`wzprove.model.cases.exact_divisions`); the
    statement with ``n`` substituted and the rewrites applied (and its ``if`` decided where
    the branch runs ``split_ifs``) must be the named case lemma's statement exactly."""
    theorems, main, opened, branches = read_wrapper(text, name, _OBTAIN, PARITY_LEMMA)
    m, v = opened.groups()
    for r, branch in enumerate(branches):
        sides = [substitute(s, v, linear_term(2, r, m)) for s in (main.lhs, main.rhs)]
        for a_text, b_text in _SHOW.findall(branch):
            (eq,) = parse_text(f"theorem replay_rw ({m} : ℕ) : ({a_text} : ℕ) = ({b_text} : ℕ)")
            if eq.identity is None:
                raise SplitProofError(f"replay: cannot read {a_text} = {b_text}")
            a, b = eq.identity.lhs, eq.identity.rhs
            if a.op not in ("div", "mod") or exact_divisions(a, m) != b:
                raise SplitProofError(f"replay: {a_text} = {b_text} is not an exact division")
            sides = [replace_subterm(s, a, b) for s in sides]
        if "split_ifs" in branch:
            arms = [x for x in branch.splitlines() if x.startswith("    · ")]
            goal = _branch(sides, m, main.statement)
            if len(arms) != 2 or not arms[goal].startswith("    · exact "):
                raise SplitProofError(f"replay: branch {r + 1}: the case lemma closes another goal")
            if not arms[1 - goal].startswith("    · exfalso; revert hsplit;"):
                raise SplitProofError(f"replay: branch {r + 1}: the excluded goal is not refuted")
            sides = [exact_divisions(s, m) for s in sides]
        used = _EXACT.search(branch)
        lemma = theorems.get(used.group(1)) if used else None
        if lemma is None or [lemma.lhs, lemma.rhs] != sides:
            raise SplitProofError(f"replay: branch {r + 1} does not end in its case lemma")


def proof_lines(text: str, statement: str) -> list[str]:
    """The non-blank lines of the proof after ``statement … := by`` in ``text``, up to the
    next command (the first later line at column 0)."""
    start = text.index(statement) + len(statement)
    out = []
    for x in text[start:].split(":= by\n", 1)[1].splitlines():
        if x.strip() and not x.startswith(" "):
            break  # the next command: the proof ended
        out += [x] if x.strip() else []
    return out


def read_nat(text: str, names: list[str]) -> Term:
    """The ℕ term ``text`` over the ℕ variables ``names``, read back by the parser."""
    binders = " ".join(f"({x} : ℕ)" for x in names)
    (back,) = parse_text(f"theorem replay_read {binders} : ({text} : ℕ) = 0")
    if back.identity is None:
        raise SplitProofError(f"replay: cannot read {text}")
    return back.identity.lhs

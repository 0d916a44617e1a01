"""The Lean proof of a closed form (no sum) in two ℕ variables certified region by region
(issue 14; the linearity stage's form ``closed forms by cases``, :mod:`wzprove.pipeline.
linear_regions`; LC-test test_083_1 ``C(n + 2, k + 3) = C(n + 1, k + 2) + C(n + 1, k + 3)``).

The regions of :mod:`wzprove.model.region_cases` for the variables ``u``, ``v`` and the offset
``T`` (``u = v + T + j``; ``u = v + c`` for ``c = T − 1, …, 0``; ``v = u + c`` for
``c = 1, …, T``; ``v = u + T + 1 + j``) cover ℕ².  Each is a lemma ``<theorem>_case<i>``: the
statement with one variable replaced, *not* simplified (every binomial's arguments are then
visibly ordered, and the closed-form compiler :func:`wzprove.sketch.complete_closed.
closed_proof` ties each to factorials or to 0), written from the model and read back
(:func:`~wzprove.sketch.split_proof.case_lemma`).  The theorem::

    obtain h | h | … : v + T ≤ u ∨ u + T + 1 ≤ v ∨ u = v + (T − 1) ∨ … ∨ v = u + T := by omega
    · obtain ⟨j, rfl⟩ : ∃ j, u = (v + T + j : ℕ) := ⟨(u - (v + T) : ℕ), by omega⟩
      exact T_case0 v j
    · obtain ⟨j, rfl⟩ : ∃ j, v = (u + (T + 1) + j : ℕ) := ⟨(v - (u + (T + 1)) : ℕ), by omega⟩
      exact T_case<last> u j
    · subst u
      exact T_case1 v
    …

``omega`` proves the disjunction (Lean core: a goal ``P`` becomes the fact ``¬P``, whose
negated disjunction and equations it splits; ``Lean/Elab/Tactic/Omega/Frontend.lean``);
``obtain … rfl`` substitutes the variable; ``subst u`` replaces ``u`` by the right side of
``h : u = e`` (Lean core ``subst``).  After either, the goal is the lemma's statement exactly.
No Mathlib lemma is used beyond the closed-form compiler's.

:func:`replay_regions` re-reads the written text: the disjuncts cover every ``u − v ∈ ℤ``
(checked here, interval by interval), each branch substitutes what its disjunct says and
applies a lemma of the text whose sides are the statement's with that substitution, to its
variables; every lemma's proof replays (:func:`wzprove.sketch.linear_common.check_replay`)
with its ``exact_mod_cast key`` (:func:`~wzprove.sketch.complete_closed._check_cast`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from wzprove.lean.parser import parse_text
from wzprove.model.cases import Case, _fresh
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.region_cases import offsets
from wzprove.sketch.complete_closed import ClosedProofError, _check_cast, closed_proof
from wzprove.sketch.split_proof import SplitProofError, case_lemma, proof_lines

_LE = re.compile(r"^(\w+) \+ (\d+) ≤ (\w+)$")
_EQ = re.compile(r"^(\w+) = (\w+)(?: \+ (\d+))?$")
_DISJ = re.compile(r"^  obtain ((?:h \| )*h) : (.+) := by omega$")
_FAR = re.compile(
    r"^    obtain ⟨(\w+), rfl⟩ : ∃ (\w+), (\w+) = \((\w+) \+ (\d+) \+ (\w+) : ℕ\) := "
    r"⟨\((\w+) - \((\w+) \+ (\d+)\) : ℕ\), by omega⟩$"
)
_SUBST = re.compile(r"^    subst (\w+)$")
_EXACT = re.compile(r"^    exact (\S+)((?: \S+)*)$")


@dataclass(frozen=True)
class Region:
    """One disjunct: ``far`` (``small + c ≤ big``, then ``big = small + c + new``) or a line
    (``big = small + c``); the Lean text of the disjunct."""

    far: bool
    big: str
    small: str
    c: int
    new: str | None

    def text(self) -> str:
        if self.far:
            return f"{self.small} + {self.c} ≤ {self.big}"
        return f"{self.big} = {self.small}" + (f" + {self.c}" if self.c else "")

    def value(self) -> Term:
        """The term that replaces ``big``."""
        t = Term.var(self.small)
        if self.c:
            t = Term("add", (t, Term.lit(self.c)), "ℕ")
        return Term("add", (t, Term.var(self.new)), "ℕ") if self.far else t

    def interval(self) -> tuple[float, float]:
        """The values of ``u − v`` it allows for ``(u, v)`` (``big`` is ``u`` or ``v``)."""
        return (self.c, float("inf")) if self.far else (self.c, self.c)


def layout(u: str, v: str, t: int, new: str) -> list[Region]:
    """The regions in the order of the disjunction (module docstring)."""
    return [
        Region(True, u, v, t, new),
        Region(True, v, u, t + 1, new),
        *(Region(False, u, v, c, None) for c in range(t - 1, -1, -1)),
        *(Region(False, v, u, c, None) for c in range(1, t + 1)),
    ]


def _covers(regions: list[Region], u: str, v: str) -> bool:
    """Whether the regions' values of ``u − v`` cover ℤ (each ``big``/``small`` one of them)."""
    spans = []
    for r in regions:
        lo, hi = r.interval()
        if {r.big, r.small} != {u, v}:
            return False
        spans.append((lo, hi) if r.big == u else (-hi, -lo))
    spans.sort()
    if not spans or spans[0][0] != float("-inf"):
        return False
    reach = spans[0][1]
    for lo, hi in spans[1:]:
        if lo > reach + 1:
            return False
        reach = max(reach, hi)
    return reach == float("inf")


def _case(identity: Identity, index: int, region: Region) -> Case:
    value = region.value()
    variables = [x for x in identity.variables if x.name != region.big]
    if region.far:
        variables.append(replace(identity.variables[0], name=region.new, type="ℕ"))
    case = replace(
        identity,
        variables=variables,
        lhs=substitute(identity.lhs, region.big, value),
        rhs=substitute(identity.rhs, region.big, value),
    )
    return Case(index, f"{region.big} = {value}", case)


def region_proof(identity: Identity) -> str:
    """The whole Lean file (module docstring), replayed; raises :class:`ClosedProofError` or
    :class:`~wzprove.sketch.split_proof.SplitProofError`."""
    from wzprove.sketch.common import DEFAULT_HEADER
    from wzprove.sketch.linear_common import proof_header

    names = [x.name for x in identity.variables]
    if (
        identity.statement is None
        or identity.relation != "eq"
        or identity.hypotheses
        or len(names) != 2
        or any(x.type != "ℕ" for x in identity.variables)
    ):
        raise ClosedProofError("regions: two ℕ variables and no hypothesis only")
    u, v = names
    new = _fresh(identity)
    regions = layout(u, v, offsets(identity), new)
    bodies, main = [], []
    disjuncts = " ∨ ".join(r.text() for r in regions)
    main.append(f"  obtain {' | '.join('h' for _ in regions)} : {disjuncts} := by omega")
    for i, region in enumerate(regions):
        lemma = case_lemma(identity, _case(identity, i, region))
        closed = closed_proof(lemma.identity)
        if not closed.startswith(DEFAULT_HEADER):
            raise SplitProofError("a region lemma's proof has another header")
        bodies.append(closed[len(DEFAULT_HEADER) :].strip() + "\n")
        if region.far:
            c, s, b = region.c, region.small, region.big
            main.append(
                f"  · obtain ⟨{new}, rfl⟩ : ∃ {new}, {b} = ({s} + {c} + {new} : ℕ) := "
                f"⟨({b} - ({s} + {c}) : ℕ), by omega⟩"
            )
        else:
            main.append(f"  · subst {region.big}")
        args = " ".join(x.name for x in lemma.identity.variables)
        main.append(f"    exact {lemma.name} {args}")
    opens = DEFAULT_HEADER[DEFAULT_HEADER.index("open") :].strip()
    section = "section\n" + opens + "\n\n" + "\n".join(bodies) + "\nend\n\n"
    text = proof_header(identity) + section + identity.statement.rstrip() + " := by\n"
    text += "\n".join(main) + "\n"
    replay_regions(text, identity.name)
    return text


def _region_of(disjunct: str, new: str) -> Region:
    le, eq = _LE.match(disjunct), _EQ.match(disjunct)
    if le:
        return Region(True, le.group(3), le.group(1), int(le.group(2)), new)
    if eq:
        return Region(False, eq.group(1), eq.group(2), int(eq.group(3) or 0), None)
    raise SplitProofError(f"replay: the disjunct {disjunct} is not a region")


def replay_regions(text: str, name: str, others: frozenset[str] | set[str] = frozenset()) -> None:
    """Re-read ``text`` and re-check the proof of ``name`` (module docstring); raises
    :class:`SplitProofError` or :class:`ClosedProofError` at the first step that fails.
    ``others``: the theorems of the text besides the regions' (checked by the caller)."""
    from wzprove.sketch.linear_common import check_replay

    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.statement is None or main.hypotheses:
        raise SplitProofError(f"replay: no theorem {name} without hypotheses in the text")
    u, v = (x.name for x in main.variables)
    body = proof_lines(text, main.statement)
    head = _DISJ.match(body[0]) if body else None
    if head is None:
        raise SplitProofError("replay: the proof does not start with the regions' disjunction")
    disjuncts = head.group(2).split(" ∨ ")
    if len(disjuncts) != head.group(1).count("h"):
        raise SplitProofError("replay: not one name per disjunct")
    branches: list[list[str]] = []
    for x in body[1:]:
        if x.startswith("  · "):
            branches.append(["    " + x[4:]])
        elif x.startswith("    ") and branches:
            branches[-1].append(x)
        else:
            raise SplitProofError(f"replay: a line outside the branches: {x.strip()}")
    if len(branches) != len(disjuncts):
        raise SplitProofError("replay: not one branch per disjunct")
    regions, used = [], set()
    for disjunct, lines in zip(disjuncts, branches, strict=True):
        far = _FAR.match(lines[0])
        new = far.group(1) if far else "-"
        region = _region_of(disjunct, new)
        regions.append(region)
        if len(lines) != 2:
            raise SplitProofError("replay: a branch is not a substitution and an exact")
        if region.far:
            b, s, c = region.big, region.small, str(region.c)
            if far is None or far.groups() != (new, new, b, s, c, new, b, s, c):
                raise SplitProofError(f"replay: the branch of {disjunct} does not substitute it")
            if new in (u, v):
                raise SplitProofError(f"replay: the new variable {new} is a variable")
        else:
            got = _SUBST.match(lines[0])
            if got is None or got.group(1) != region.big:
                raise SplitProofError(f"replay: the branch of {disjunct} does not substitute it")
        closing = _EXACT.match(lines[1])
        lemma = theorems.get(closing.group(1)) if closing else None
        if closing is None or lemma is None or closing.group(1) in (name, *used):
            raise SplitProofError(f"replay: the branch of {disjunct} names no lemma of its own")
        used.add(closing.group(1))
        sides = [substitute(s, region.big, region.value()) for s in (main.lhs, main.rhs)]
        if [lemma.lhs, lemma.rhs] != sides or lemma.hypotheses:
            raise SplitProofError(f"replay: the lemma of {disjunct} is not the region")
        want_vars = {x.name for x in main.variables} - {region.big} | (
            {new} if region.far else set()
        )
        args = closing.group(2).split()
        if args != [x.name for x in lemma.variables] or set(args) != want_vars:
            raise SplitProofError(f"replay: the lemma of {disjunct} gets other arguments")
        if any(x.type != "ℕ" for x in lemma.variables):
            raise SplitProofError("replay: a lemma variable that is not ℕ")
    if not _covers(regions, u, v):
        raise SplitProofError("replay: the disjunction does not cover every (u, v)")
    if set(theorems) != {name, *used, *others}:
        raise SplitProofError("replay: the text holds other theorems than the regions'")
    for lemma_name in used:
        lemma = theorems[lemma_name]
        cast = lemma.domain in ("ℕ", "ℤ")
        check_replay(text, lemma_name, allowed=("exact_mod_cast key",) if cast else ())
        if cast:
            assert lemma.statement is not None
            start = text.index(lemma.statement)
            end = text.find("\ntheorem ", start + 1)
            _check_cast(text[start : end if end > 0 else len(text)], lemma, "ℚ")

"""The proof file of a compiled proof, as the user's whole input with one proof written in.

The dedicated proof writers (case splits, exact division, sums from 1, hypothesis cases,
induction, linearity) assemble and replay a *flat* text: the statement file's header, the
compiled lemmas in a ``section`` (each ``theorem T_case0 (m : ℕ) … : S := by …``), then the
user's theorem with its proof.  docs/design.md, "Untrusted Lean": a proof file keeps the
statement file verbatim, changes only the target's proof body and adds nothing at top level
(the audit, :mod:`wzprove.lean.audit`, rejects anything else).  :func:`placed` moves each
lemma into the proof as ``have T_case0 : ∀ (m : ℕ) …, S := by intro m …`` (the way the other
compiled proofs keep their facts, ``have hct : ∀ n k : ℕ, …``) and splices that proof into the
statement file's text (:func:`wzprove.sketch.build.splice_proof`, as the sketch writer does), so
that the file is the whole input and ``wzprove check FILE --original INPUT --theorem NAME``
audits it as ``prove`` does.

The move changes no statement and no proof step: each lemma's statement is the same text under
a ``∀``, its proof the same lines two columns further in after one ``intro`` of its binders.
A lemma is closed (its statement names only its binders), so the user's variables in scope
around it change nothing it reads; a lemma name equal to one of the user's names is refused.
"""

from __future__ import annotations

import re
from typing import Any

from wzprove.lean import heartbeats
from wzprove.model.errors import WzproveError

_OPENS = "open BigOperators Nat Finset Real"
_SECTION = "section\n" + _OPENS + "\n\n"
_DECL = re.compile(r"^(?:theorem|lemma)[ \t]+([^\s:({\[⦃]+)", re.M)
_PAIRS = {"(": ")", "{": "}", "⦃": "⦄"}


class PlacementError(WzproveError):
    """The flat text does not have the form :func:`placed` moves; ``str`` says why."""


def _indent(text: str, by: str = "  ") -> str:
    return "\n".join(by + line if line.strip() else line for line in text.split("\n"))


def _binders(head: str) -> tuple[list[str], str]:
    """``(binder groups, conclusion)`` of a lemma's signature ``head`` (the text after its
    name, up to ``:=``).

    >>> _binders(" (m j : ℕ) (hc1 : 1 ≤ m) :\\n    f m = 0 ")
    (['(m j : ℕ)', '(hc1 : 1 ≤ m)'], 'f m = 0')
    >>> _binders(" : f 0 = 0")
    ([], 'f 0 = 0')
    """
    groups, i = [], 0
    while True:
        while i < len(head) and head[i].isspace():
            i += 1
        if i < len(head) and head[i] in _PAIRS:
            depth, j = 0, i
            while j < len(head):
                depth += {"(": 1, "{": 1, "⦃": 1, ")": -1, "}": -1, "⦄": -1}.get(head[j], 0)
                if depth == 0:
                    break
                j += 1
            if j == len(head):
                raise PlacementError("a lemma's binder is not closed")
            groups.append(head[i : j + 1])
            i = j + 1
            continue
        if not head.startswith(":", i):
            raise PlacementError("a lemma's signature is not binders, then `:`")
        return groups, head[i + 1 :].strip()


def as_have(lemma: str) -> tuple[str, str]:
    """``(name, text)``: the top-level ``lemma`` (``theorem NAME binders : S := by`` and its
    proof, indented two columns) as a ``have`` at column 2 of a proof.

    >>> lemma = "theorem t_case0 (m : ℕ) (hc1 : 1 ≤ m) :\\n    f m = 0 := by\\n  omega\\n"
    >>> print(as_have(lemma)[1])
      have t_case0 : ∀ (m : ℕ) (hc1 : 1 ≤ m),
          f m = 0 := by
        intro m hc1
        omega
    """
    m = _DECL.match(lemma)
    sep = lemma.find(" := by\n")
    if m is None or sep < 0:
        raise PlacementError("a lemma is not `theorem NAME … := by`")
    groups, conclusion = _binders(lemma[m.end() : sep])
    names = [w for g in groups for w in g[1:-1].split(":", 1)[0].split()]
    if not all(re.fullmatch(r"[^\W\d][\w'!?₀-₉]*", w) for w in names):
        raise PlacementError(f"a binder of {m.group(1)} is not a plain name")
    head = f"have {m.group(1)} : " + (f"∀ {' '.join(groups)},\n    " if groups else "")
    body = lemma[sep + len(" := by\n") :].rstrip("\n")
    lines = [_indent(head + conclusion + " := by")]
    if names:
        lines.append("    intro " + " ".join(names))
    lines.append(_indent(body))
    return m.group(1), "\n".join(lines)


def nested_proof(text: str, statement: str, lemmas: bool) -> tuple[list[str], str]:
    """``(lemma names, proof)``: the proof of the theorem ``statement`` in the flat ``text``,
    with the lemmas of the ``section`` just before it (``lemmas``: the writer put one there)
    moved in as ``have`` s (lines at column 2, no trailing newline)."""
    found = list(re.finditer(re.escape(statement.rstrip()) + r"\s*:= by\n", text))
    if not found:
        raise PlacementError("the theorem's statement is not in the compiled text")
    at = found[-1].start()  # the theorem follows its lemmas
    proof = text[found[-1].end() :].rstrip("\n")
    if not lemmas:
        return [], proof
    before = text[:at]
    sec = before.rfind(_SECTION)  # the writer's section is the last one before the theorem
    end = before.rfind("\nend\n")
    if sec < 0 or end < sec:
        raise PlacementError("the compiled lemmas' section does not end before the theorem")
    block = before[sec + len(_SECTION) : end]
    starts = [m.start() for m in _DECL.finditer(block)]
    if not starts or block[: starts[0]].strip():
        raise PlacementError("the compiled lemmas' section holds more than lemmas")
    pieces = [block[a:b] for a, b in zip(starts, [*starts[1:], len(block)], strict=True)]
    pieces += _after_section(before[end + len("\nend\n") :])
    for piece in pieces:  # a docstring, attribute or command between lemmas: not a proof line
        if any(line.strip() and not line[0].isspace() for line in piece.split("\n")[1:]):
            raise PlacementError("the compiled lemmas' section holds more than lemmas")
    haves = [as_have(piece) for piece in pieces]
    return [n for n, _ in haves], "\n".join([h for _, h in haves] + [proof])


def _after_section(tail: str) -> list[str]:
    """The lemmas between the section's ``end`` and the theorem (a lemma proved from the
    section's, :mod:`wzprove.sketch.region_shift`); each ends at its first later line at
    column 0, and what follows the last one is the theorem's own preamble (its docstring),
    which the statement file has."""
    starts = [m.start() for m in _DECL.finditer(tail)]
    if not starts:
        return []
    if tail[: starts[0]].strip():
        raise PlacementError("text other than lemmas between the section and the theorem")
    pieces = []
    for a, b in zip(starts, [*starts[1:], len(tail)], strict=True):
        lines = tail[a:b].split("\n")
        cut = next(
            (i for i, x in enumerate(lines[1:], 1) if x.strip() and not x[0].isspace()),
            len(lines),
        )
        if b != len(tail) and "\n".join(lines[cut:]).strip():
            raise PlacementError("text other than lemmas between the section and the theorem")
        pieces.append("\n".join(lines[:cut]))
    return pieces


def placed(text: str, identity: Any, source: str | None) -> tuple[str, str]:
    """``(proof file, original)``: the flat compiled ``text`` of ``identity``'s theorem (with
    a ``section`` of lemmas before it, or none: read from ``text``, every declaration named
    ``<theorem>_…`` is one) as the statement file ``source`` (``None``: the theorem's header
    and statement) with the theorem's proof written in, and the original the audit holds it
    to.

    Raises :class:`PlacementError` when ``text`` does not have the form the writers give it,
    a compiled lemma was not moved in (the proof would name a lemma the file does not have),
    or a lemma's name is one of the statement's names."""
    from wzprove.sketch.build import splice_proof
    from wzprove.sketch.common import DEFAULT_HEADER

    statement = identity.statement
    if statement is None:
        raise PlacementError("the statement has no Lean text")
    # a heartbeat line of the flat text (wzprove.lean.heartbeats) is written again, for the
    # whole proof, where the proof is spliced in (wzprove.sketch.build.splice_proof)
    text, _ = heartbeats.strip_lines(text)
    compiled = {m.group(1) for m in _DECL.finditer(text)} - {identity.name}
    compiled = {n for n in compiled if n.startswith(f"{identity.name}_")}
    names, proof = nested_proof(text, statement, bool(compiled))
    if set(names) != compiled:
        lost = ", ".join(sorted(compiled - set(names))) or "none"
        raise PlacementError(f"the compiled lemmas are not all moved into the proof (left: {lost})")
    taken = {v.name for v in identity.variables} | set(identity.hypothesis_names or ())
    clash = sorted(set(names) & taken)
    if clash:
        raise PlacementError(f"the lemma name(s) {', '.join(clash)} are names of the statement")
    if source is None:
        header = identity.header if identity.header.strip() else DEFAULT_HEADER
        source = header + statement
    return splice_proof(identity, source, proof)

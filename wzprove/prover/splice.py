"""Find a subgoal's ``sorry`` in a sketch and put a tactic block in its place.

A sketch (:mod:`wzprove.lean` sketch renderer) states each side goal as
``have NAME : STATEMENT := by sorry`` (``sorry`` on the same line or alone on the next
one). :func:`splice` replaces that ``sorry`` by a tactic block, laid out on its own lines
after ``by``, indented two columns past the ``have`` (or at the ``sorry``'s own column
when it stood alone on its line): Lean 4's tactic blocks are layout-sensitive, so the
block must be deeper than the ``have``'s tactic sequence and uniformly indented.

Comments and strings are masked first (:func:`wzprove.lean.textmask.mask`), so a
``sorry`` inside a comment is never taken for the hole.

    >>> sk = "theorem t : True := by\\n  have h : 1 = 1 := by sorry\\n  trivial\\n"
    >>> print(splice(sk, "h", "rfl").text)
    theorem t : True := by
      have h : 1 = 1 := by
        rfl
      trivial
    <BLANKLINE>
"""

from __future__ import annotations

import re
import textwrap
from collections import Counter
from dataclasses import dataclass
from typing import Any

from wzprove.lean.textmask import line_of, mask
from wzprove.prover.errors import SubgoalNotFound

_HAVE = re.compile(r"(?<![\w.'!?])have(?![\w'!?])")
_BY_SORRY = re.compile(r":=\s*by(\s+)sorry(?![\w'!?])")


@dataclass(frozen=True)
class Hole:
    """Where a subgoal's ``sorry`` is.

    Attributes:
        name: the ``have`` name.
        have_line: 1-based line of the ``have`` keyword.
        by_end: offset just past ``by``.
        sorry_end: offset just past ``sorry``.
        sorry_line: 1-based line of the ``sorry``.
        indent: the column the tactic block gets.
    """

    name: str
    have_line: int
    by_end: int
    sorry_end: int
    sorry_line: int
    indent: int


@dataclass(frozen=True)
class Spliced:
    """A sketch with one hole filled.

    Attributes:
        text: the new Lean text.
        first_line: 1-based line of the ``have``.
        last_line: 1-based last line of the inserted block.
        delta: how many lines the text grew (lines after the block moved down by this).
        block_line: 1-based line of the block's first tactic.
    """

    text: str
    first_line: int
    last_line: int
    delta: int
    block_line: int


def _column(text: str, offset: int) -> int:
    return offset - (text.rfind("\n", 0, offset) + 1)


def find_hole(text: str, name: str) -> Hole:
    """Locate ``have name : … := by sorry`` in ``text``.

    Args:
        text: the sketch's Lean text.
        name: the ``have`` name.
    Returns:
        the :class:`Hole`.
    Raises:
        SubgoalNotFound: no such ``have``, more than one, its proof is not ``by sorry``,
            or text follows the ``sorry`` on its line.
    """
    masked = mask(text)
    pat = re.compile(r"(?<![\w.'!?])have\s+" + re.escape(name) + r"(?=[\s:({\[])")
    hits = list(pat.finditer(masked))
    if not hits:
        raise SubgoalNotFound(f"no `have {name}` in the sketch")
    if len(hits) > 1:
        lines = ", ".join(str(line_of(masked, h.start())) for h in hits)
        raise SubgoalNotFound(f"`have {name}` occurs more than once (lines {lines})")
    start = hits[0].start()
    m = _BY_SORRY.search(masked, hits[0].end())
    nxt = _HAVE.search(masked, hits[0].end())
    have_line = line_of(masked, start)
    if m is None or (nxt is not None and nxt.start() < m.start()):
        raise SubgoalNotFound(f"`have {name}` (line {have_line}) is not proved by `by sorry`")
    eol = masked.find("\n", m.end())
    rest = masked[m.end() : eol if eol >= 0 else len(masked)]
    if rest.strip():
        raise SubgoalNotFound(
            f"`have {name}` (line {have_line}): text follows its `sorry`: {rest.strip()!r}"
        )
    by_end = m.start(1)
    sorry_start = m.end(1)
    on_own_line = "\n" in m.group(1)
    indent = _column(text, sorry_start) if on_own_line else _column(text, start) + 2
    return Hole(name, have_line, by_end, m.end(), line_of(masked, sorry_start), indent)


def normalize_block(tactic: str) -> list[str]:
    """A tactic block as dedented lines: tabs expanded, trailing blanks and blank edge
    lines removed.

        >>> normalize_block("\\n    simp\\n      ring  \\n")
        ['simp', '  ring']
    """
    lines = [ln.rstrip() for ln in textwrap.dedent(tactic.expandtabs(2)).split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return lines


def splice(text: str, name: str, tactic: str) -> Spliced:
    """Replace the ``sorry`` of ``have name`` in ``text`` by the tactic block ``tactic``.

    Args:
        text: the sketch's Lean text.
        name: the ``have`` name.
        tactic: the tactic block (any indentation; see :func:`normalize_block`).
    Returns:
        the :class:`Spliced` text and the line span of the filled ``have``.
    Raises:
        SubgoalNotFound: as :func:`find_hole`, or ``tactic`` is empty.
    """
    hole = find_hole(text, name)
    lines = normalize_block(tactic)
    if not lines:
        raise SubgoalNotFound(f"empty tactic block for `have {name}`")
    pad = " " * hole.indent
    block = "\n" + "\n".join(pad + ln if ln else "" for ln in lines)
    new = text[: hole.by_end] + block + text[hole.sorry_end :]
    last = line_of(new, hole.by_end) + len(lines)
    return Spliced(new, hole.have_line, last, last - hole.sorry_line, last - len(lines) + 1)


def splice_all(text: str, tactics: dict[str, str]) -> str:
    """Fill several holes of one sketch (each by name); the others stay ``sorry``."""
    for name, tactic in tactics.items():
        text = splice(text, name, tactic).text
    return text


def outside_errors(messages: list[Any], first: int, last: int, delta: int) -> Counter:
    """The error messages outside lines ``first..last``, positions made comparable.

    Lines after ``last`` are moved up by ``delta``, so that the errors of a filled sketch
    and of the sketch with ``sorry`` can be compared as multisets of ``(line, text)``.

    Args:
        messages: diagnostics with ``severity``, ``line``, ``text``.
        first, last: the 1-based line span of the subgoal's ``have`` (inclusive).
        delta: lines added by the splice.
    """
    out: Counter = Counter()
    for m in messages:
        if getattr(m, "severity", "") != "error":
            continue
        line = int(getattr(m, "line", 0) or 0)
        if first <= line <= last:
            continue
        out[(line - delta if line > last else line, str(getattr(m, "text", "")))] += 1
    return out


def inside_errors(messages: list[Any], spliced: Spliced) -> list[str]:
    """The error messages inside the filled ``have``, each as ``line I: TEXT`` where I is
    the line of the tactic block (1 = its first line; 0 = the ``have`` line itself)."""
    out = []
    for m in messages:
        line = int(getattr(m, "line", 0) or 0)
        if (
            getattr(m, "severity", "") == "error"
            and spliced.first_line <= line <= spliced.last_line
        ):
            rel = max(0, line - spliced.block_line + 1)
            out.append(f"line {rel}: {getattr(m, 'text', '')}")
    return out

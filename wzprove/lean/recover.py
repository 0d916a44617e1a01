"""Unbalanced brackets in one theorem do not hide the others.

Lean parses a file command by command and, after a parse error, goes on at the next command;
so does the reader here: where :func:`~wzprove.lean.lexer.check_brackets` fails inside a
``theorem``/``lemma``, that theorem is an ``error`` row with the bracket's message and place,
and the file is read again with that command's text blanked out (spaces, newlines kept, so
every other location is unchanged).  A bracket error outside a theorem (a ``def``, an
``open``) is left to the caller: it may change how the theorems after it read.

>>> from wzprove.lean.parser import parse_text
>>> rows = parse_text("theorem a (n : ℕ) : n = n) := rfl\\ntheorem b (n : ℕ) : n = n := rfl")
>>> [(r.name, r.status) for r in rows]
[('a', 'error'), ('b', 'parsed')]
"""

from __future__ import annotations

import re
from collections.abc import Callable

from wzprove.lean.lexer import LexError, Token
from wzprove.lean.statement import ParsedTheorem, _cmd_start

#: the most theorems blanked out in one file before the first error alone is reported
MAX_RECOVERIES = 100


def recover_brackets(
    text: str,
    toks: list[Token],
    error: LexError,
    reread: Callable[[str, int], list[ParsedTheorem]],
    depth: int = 0,
) -> list[ParsedTheorem] | None:
    """The rows of ``text`` with the theorem holding ``error`` an ``error`` row and the
    rest read by ``reread(blanked_text, depth + 1)``; ``None`` where ``error`` is not inside
    a ``theorem``/``lemma`` (or after :data:`MAX_RECOVERIES` of them)."""
    if depth >= MAX_RECOVERIES:
        return None
    at = (error.location.line, error.location.column)
    starts = [j for j, t in enumerate(toks) if _cmd_start(t)]
    before = [j for j in starts if (toks[j].line, toks[j].column) <= at and toks[j].kind != "eof"]
    if not before:
        return None
    first = before[-1]
    kw = toks[first]
    if kw.kind != "ident" or kw.text not in ("theorem", "lemma") or first + 1 >= len(toks):
        return None
    after = [j for j in starts if j > first]
    end = toks[after[0]].start if after else len(text)
    blanked = text[: kw.start] + re.sub(r"[^\n]", " ", text[kw.start : end]) + text[end:]
    name = toks[first + 1].text if toks[first + 1].kind == "ident" else "<anonymous>"
    bad = ParsedTheorem(name, "error", None, str(error), error.location)
    others = [t for t in toks[:first] + toks[after[0] :] if t.kind == "ident"]
    if not any(t.text in ("theorem", "lemma") for t in others):
        return [bad]
    rows = reread(blanked, depth + 1)
    line = kw.line
    place = next(
        (i for i, r in enumerate(rows) if r.location is not None and r.location.line > line),
        len(rows),
    )
    return [*rows[:place], bad, *rows[place:]]

"""Masking Lean comments and string literals, offsets kept, for the audit's text rules.

Lean 4's lexical rules used here (Lean source, ``Lean.Parser.Basic``: ``whitespace``,
``finishCommentBlock``, ``strLitFnAux``, ``charLitFnAux``, ``rawStrLitFnAux``):

* ``--`` starts a comment to the end of the line;
* ``/-`` starts a block comment (``/--`` doc and ``/-!`` module doc too) that nests and
  ends at the matching ``-/``; inside it only ``/-`` and ``-/`` count (no strings);
* ``"…"`` is a string with backslash escapes; ``r"…"``, ``r#"…"#`` are raw strings;
* ``'c'`` / ``'\\n'`` is a character literal when the quote does not continue an
  identifier (``h'`` is a name).

Masking replaces comment text with spaces (newlines kept) so that every offset and line
number stays the same. String contents are masked only when they hold no ``{`` or ``}``:
an interpolated string (``s!"…{e}…"``, ``m!``, ``throwError "…"``) has code between its
braces, so a string with a brace is left visible and the text rules scan it (a false
alarm is possible there, a hidden ``sorry`` is not).

    >>> mask('a -- sorry\\nb /- x /- y -/ z -/ c "sorry" d')
    'a         \\nb                   c "     " d'
"""

from __future__ import annotations

import re

_IDENT_CHAR = re.compile(r"[\w'!?]")
_CHAR_LIT = re.compile(r"'(?:\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)|[^\\'\n])'")


def _blank(s: str) -> str:
    return "".join("\n" if c == "\n" else " " for c in s)


def _string_end(text: str, i: int) -> int:
    """Index just past the string literal whose opening quote is at ``i``."""
    j = i + 1
    n = len(text)
    while j < n:
        c = text[j]
        if c == "\\":
            j += 2
            continue
        if c == '"':
            return j + 1
        j += 1
    return n


def _block_comment_end(text: str, i: int) -> int:
    """Index just past the nested block comment that opens at ``i`` (``/-``)."""
    depth = 0
    j = i
    n = len(text)
    while j < n:
        if text.startswith("/-", j):
            depth += 1
            j += 2
        elif text.startswith("-/", j):
            depth -= 1
            j += 2
            if depth == 0:
                return j
        else:
            j += 1
    return n


def mask(text: str, strings: bool = True, keep_doc: bool = False) -> str:
    """Blank out comments (and, with ``strings``, brace-free string contents).

    Args:
        text: Lean source.
        strings: also blank the contents of string / char literals that hold no brace
            (the quotes stay).
        keep_doc: leave doc comments (``/--`` and ``/-!``) visible.
    Returns:
        a string of the same length, with the same newlines, as ``text``.
    """
    out: list[str] = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "-" and text.startswith("--", i):
            j = text.find("\n", i)
            j = n if j == -1 else j
            out.append(_blank(text[i:j]))
            i = j
        elif c == "/" and text.startswith("/-", i):
            j = _block_comment_end(text, i)
            doc = text.startswith(("/--", "/-!"), i) and not text.startswith("/--/", i)
            out.append(text[i:j] if keep_doc and doc else _blank(text[i:j]))
            i = j
        elif c == '"':
            j = _string_end(text, i)
            out.append(_mask_string(text[i:j], strings))
            i = j
        elif c == "r" and (i == 0 or not _IDENT_CHAR.match(text[i - 1])):
            hit = re.match(r'r(#*)"', text[i:])
            if hit:
                close = '"' + hit.group(1)
                k = text.find(close, i + len(hit.group(0)))
                j = n if k == -1 else k + len(close)
                body = (
                    text[i + len(hit.group(0)) : j - len(close)]
                    if k != -1
                    else text[i + len(hit.group(0)) :]
                )
                if strings and "{" not in body and "}" not in body:
                    out.append(hit.group(0) + _blank(body) + (close if k != -1 else ""))
                else:
                    out.append(text[i:j])
                i = j
            else:
                out.append(c)
                i += 1
        elif c == "'" and (i == 0 or not _IDENT_CHAR.match(text[i - 1])):
            hit = _CHAR_LIT.match(text, i)
            if hit:
                lit = hit.group(0)
                out.append("'" + (_blank(lit[1:-1]) if strings else lit[1:-1]) + "'")
                i = hit.end()
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    result = "".join(out)
    assert len(result) == n
    return result


def _mask_string(lit: str, strings: bool) -> str:
    if not strings or len(lit) < 2 or not lit.endswith('"'):
        return lit
    body = lit[1:-1]
    if "{" in body or "}" in body:
        return lit
    return '"' + _blank(body) + '"'


def line_of(text: str, offset: int) -> int:
    """1-based line number of ``offset`` in ``text``."""
    return text.count("\n", 0, offset) + 1

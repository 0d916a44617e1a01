"""A lexer for the subset of Lean 4 source text that statements use.

It turns text into :class:`Token` s with 1-based line and column, drops comments (``--`` to
the end of the line, nested ``/- … -/`` including doc comments) and keeps every other
character: a character it does not know becomes a one-character ``sym`` token, so that the
parser (not the lexer) decides whether a construct is out of scope.

Lean's rules followed here (Lean 4 ``Lean.Parser.Basic``, ``identFn``/``numberFn``):

* an identifier starts with a letter (Latin, Greek except ``λ Π Σ``, letter-like symbols such
  as ``ℕ``), ``_`` or ``«``, continues with letters, digits, ``_``, ``'``, ``!``, ``?`` and
  subscripts, and may contain dots between components (``Nat.choose``, ``n.choose``): so
  ``n!`` is *one* identifier, which is why factorial is written ``n !`` or ``(n)!``;
* a number is ASCII decimal digits, optionally ``.digits`` (a scientific literal) and an exponent;
* ``(`` ``)`` ``[`` ``]`` ``{`` ``}`` ``⦃`` ``⦄`` ``⟨`` ``⟩`` are brackets, checked for
  balance by :func:`check_brackets`.

Raises :class:`LexError` (with a :class:`~wzprove.model.identity.SourceLocation`) for an
unterminated comment or string.  Lean's ``numberFn`` and ``isIdRest`` accept ASCII ``0``–``9``
only: a decimal digit of another script (``９`` U+FF19, ``٣`` …) is a ``sym`` token that
:func:`foreign_digit` names, for the parser to report as a syntax error.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from wzprove.model.errors import WzproveError
from wzprove.model.identity import SourceLocation

TokKind = Literal["ident", "num", "sym", "str", "eof"]

#: Multi-character symbols, longest first.
SYMBOLS: tuple[str, ...] = (
    "∑'",
    "∏'",
    ":=",
    "=>",
    "->",
    "<-",
    "<=",
    ">=",
    "!=",
    "==",
    "..",
    "⁻¹",
    "⌋₊",
    "⌉₊",
    "<|>",
    "<|",
    "|>",
    "&&",
    "||",
    "//",
    "/\\",
    "\\/",
)

OPEN_BRACKETS = {"(": ")", "[": "]", "{": "}", "⦃": "⦄", "⟨": "⟩"}
CLOSE_BRACKETS = {v: k for k, v in OPEN_BRACKETS.items()}

_SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉ₐₑₒₓₔₕₖₗₘₙₚₛₜᵢᵣᵤᵥⱼ"

#: :data:`SYMBOLS` as one pattern: an alternation tries its branches in order, so it
#: matches the first symbol of the tuple that starts there, as a loop over it would
_SYMBOL_RE = re.compile("|".join(re.escape(s) for s in SYMBOLS))
#: an identifier in ASCII only (the lexer's fast path; where the next character is not
#: ASCII, the character loop decides how far the identifier goes)
_ASCII_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_'!?]*(?:\.[A-Za-z_][A-Za-z0-9_'!?]*)*")


class LexError(WzproveError):
    """Malformed text at the lexical level (unterminated comment or string, unbalanced
    brackets); ``location`` says where."""

    def __init__(self, message: str, location: SourceLocation):
        super().__init__(f"{message} at {location}")
        self.message = message
        self.location = location


class StatementTooLong(LexError):
    """A ``theorem``/``lemma`` whose statement (up to its ``:=``) has more tokens than the
    limit given to :func:`tokenize`; found while tokenizing, so in time linear in the limit
    and not in the statement.  ``name``: the theorem's name."""

    def __init__(self, name: str, limit: int, location: SourceLocation):
        super().__init__(
            f"statement of more than {limit} tokens is too long (limit {limit} characters)",
            location,
        )
        self.name = name


class _StatementWatch:
    """Counts the tokens of the current ``theorem``/``lemma`` statement as they are made
    (from its keyword to the ``:=`` outside brackets) and raises
    :class:`StatementTooLong` past ``limit``."""

    def __init__(self, limit: int, file: str) -> None:
        self.limit, self.file = limit, file
        self.seen = 0  # tokens looked at
        self.start = -1  # index of the current statement's keyword, -1 outside one
        self.depth = 0

    def feed(self, toks: list[Token]) -> None:
        while self.seen < len(toks):
            t = toks[self.seen]
            self.seen += 1
            if t.kind == "ident" and t.text in ("theorem", "lemma"):
                self.start, self.depth = self.seen - 1, 0
                continue
            if self.start < 0:
                continue
            if t.kind == "sym":
                if t.text in OPEN_BRACKETS:
                    self.depth += 1
                elif t.text in CLOSE_BRACKETS:
                    self.depth -= 1
                elif t.text == ":=" and self.depth <= 0:
                    self.start = -1
                    continue
            if self.seen - self.start > self.limit:
                kw = toks[self.start]
                nxt = toks[self.start + 1] if self.start + 1 < len(toks) else kw
                name = nxt.text if nxt.kind == "ident" else "<anonymous>"
                raise StatementTooLong(name, self.limit, kw.loc(self.file))


@dataclass(frozen=True)
class Token:
    """One token: its kind, exact text, character offsets ``[start, end)`` into the input,
    and 1-based line and column of its first character."""

    kind: TokKind
    text: str
    start: int
    end: int
    line: int
    column: int

    def loc(self, file: str) -> SourceLocation:
        """Where the token stands, in ``file``."""
        return SourceLocation(file, self.line, self.column)


def _is_digit(c: str) -> bool:
    """An ASCII decimal digit: Lean's ``numberFn`` reads ``0``–``9`` only (``str.isdigit``
    also accepts ``９`` U+FF19, ``٣`` and other scripts' digits, which Lean rejects)."""
    return "0" <= c <= "9"


def foreign_digit(c: str) -> str | None:
    """The syntax-error message for ``c`` if it is a decimal digit of a script other than
    ASCII (``９`` U+FF19, ``٣``, ``𝟗`` …), which Lean's ``numberFn`` and ``isIdRest`` reject;
    ``None`` for any other text.  The lexer keeps such a digit as a one-character ``sym``
    token, so that the parser reports it within its theorem.

    >>> foreign_digit("９")
    'non-ASCII digit `９` (U+FF19, FULLWIDTH DIGIT NINE): Lean numerals use ASCII digits 0-9 only'
    >>> foreign_digit("9") is None
    True
    """
    if len(c) != 1 or _is_digit(c) or unicodedata.category(c) != "Nd":
        return None
    name = unicodedata.name(c, "digit")
    return (
        f"non-ASCII digit `{c}` (U+{ord(c):04X}, {name}): Lean numerals use ASCII digits 0-9 only"
    )


def is_invisible(c: str) -> bool:
    """Whether the character ``c`` is one Lean reads neither as whitespace (``" \\t\\r\\n"``)
    nor in a token and that a terminal shows as nothing or garbles: a control, format
    (zero-width), private-use or unassigned character, or a separator other than the space.

    >>> is_invisible("\\u200b"), is_invisible("\\x07"), is_invisible(" "), is_invisible("ℕ")
    (True, True, False, False)
    """
    return c not in " \t\r\n" and unicodedata.category(c)[0] in "CZ"


def visible(text: str) -> str:
    """``text`` with each invisible character (:func:`is_invisible`) written ``U+XXXX``, so
    that a message never echoes it raw.

    >>> visible("k\\u200b = 1"), visible("a\\x07")
    ('kU+200B = 1', 'aU+0007')
    """
    return "".join(f"U+{ord(c):04X}" if is_invisible(c) else c for c in text)


def invisible_char(c: str) -> str | None:
    """The syntax-error message for a one-character token ``c`` that is invisible
    (:func:`is_invisible`), which Lean rejects; ``None`` for any other text.

    >>> invisible_char("\\u200b")
    'invisible character U+200B (ZERO WIDTH SPACE): Lean does not accept it here'
    """
    if len(c) != 1 or not is_invisible(c):
        return None
    name = unicodedata.name(c, "a control character")
    return f"invisible character {visible(c)} ({name}): Lean does not accept it here"


def _is_letter(c: str) -> bool:
    if c.isalpha():
        return c not in "λΠΣ"
    o = ord(c)
    # letter-like symbols (ℕ ℤ ℚ ℝ ℂ …) and mathematical alphanumerics
    return 0x2100 <= o <= 0x214F or 0x1D49C <= o <= 0x1D59F


def _is_ident_start(c: str) -> bool:
    return c == "_" or _is_letter(c)


def _is_ident_rest(c: str) -> bool:
    return _is_digit(c) or c in "_'!?" or c in _SUBSCRIPTS or _is_letter(c)


def tokenize(text: str, file: str = "<input>", statement_limit: int | None = None) -> list[Token]:
    """Split ``text`` into tokens (comments dropped), ending with one ``eof`` token.

    Raises :class:`LexError` for an unterminated comment or string literal, and, with
    ``statement_limit``, :class:`StatementTooLong` as soon as a ``theorem``/``lemma``
    statement has more tokens than that (a token is at least one character, so a limit
    equal to the character limit of a statement refuses nothing that limit would let
    through; the rest of a huge statement is never tokenized).

    >>> [t.text for t in tokenize("∑ k ∈ range (n+1), n.choose k -- sum")]
    ['∑', 'k', '∈', 'range', '(', 'n', '+', '1', ')', ',', 'n.choose', 'k', '']
    """
    toks: list[Token] = []
    i, n = 0, len(text)
    line, line_start = 1, 0

    def here(pos: int) -> SourceLocation:
        return SourceLocation(file, line, pos - line_start + 1)

    watch = _StatementWatch(statement_limit, file) if statement_limit is not None else None
    while i < n:
        if watch is not None and watch.seen < len(toks):
            watch.feed(toks)
        c = text[i]
        if c == " ":
            i += 1
            continue
        if c.isascii() and (c.isalpha() or c == "_"):  # fast path: an ASCII identifier
            m = _ASCII_IDENT.match(text, i)
            assert m is not None
            j = m.end()
            if (
                j >= n
                or (text[j].isascii() and not (text[j] == "." and j + 1 < n))
                or (text[j] == "." and text[j + 1].isascii())
            ):
                toks.append(Token("ident", text[i:j], i, j, line, i - line_start + 1))
                i = j
                continue
        if c == "\n":
            i += 1
            line, line_start = line + 1, i
            continue
        if c.isspace():
            i += 1
            continue
        if text.startswith("--", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/-", i):
            depth, j, start_loc = 1, i + 2, here(i)
            while j < n and depth:
                if text.startswith("/-", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("-/", j):
                    depth, j = depth - 1, j + 2
                else:
                    if text[j] == "\n":
                        line, line_start = line + 1, j + 1
                    j += 1
            if depth:
                raise LexError("unterminated comment `/-`", start_loc)
            i = j
            continue
        col = i - line_start + 1
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                if text[j] == "\n":
                    raise LexError("unterminated string literal", here(i))
                j += 2 if text[j] == "\\" else 1
            if j >= n:
                raise LexError("unterminated string literal", here(i))
            toks.append(Token("str", text[i : j + 1], i, j + 1, line, col))
            i = j + 1
            continue
        if c == "«":
            j = text.find("»", i)
            if j < 0:
                raise LexError("unterminated `«`", here(i))
            j += 1
            while j < n and (_is_ident_rest(text[j]) or text[j] == "."):
                j += 1
            toks.append(Token("ident", text[i:j], i, j, line, col))
            i = j
            continue
        if text.startswith("ℕ+", i):  # Mathlib's token for `PNat`
            toks.append(Token("ident", "ℕ+", i, i + 2, line, col))
            i += 2
            continue
        if text.startswith(("∀ᶠ", "∃ᶠ"), i):  # `Filter.Eventually`, `Filter.Frequently`
            toks.append(Token("sym", text[i : i + 2], i, i + 2, line, col))
            i += 2
            continue
        if _is_ident_start(c):
            j = i + 1
            while j < n:
                if _is_ident_rest(text[j]):
                    j += 1
                elif text[j] == "." and j + 1 < n and _is_ident_start(text[j + 1]):
                    j += 1
                else:
                    break
            toks.append(Token("ident", text[i:j], i, j, line, col))
            i = j
            continue
        if _is_digit(c):
            j = i
            while j < n and _is_digit(text[j]):
                j += 1
            if j + 1 < n and text[j] == "." and _is_digit(text[j + 1]):
                j += 1
                while j < n and _is_digit(text[j]):
                    j += 1
            if j < n and text[j] in "eE":
                k = j + 1
                if k < n and text[k] in "+-":
                    k += 1
                if k < n and _is_digit(text[k]):
                    j = k
                    while j < n and _is_digit(text[j]):
                        j += 1
            toks.append(Token("num", text[i:j], i, j, line, col))
            i = j
            continue
        sym = _SYMBOL_RE.match(text, i)
        if sym is not None:
            toks.append(Token("sym", sym.group(), i, sym.end(), line, col))
            i = sym.end()
        else:
            toks.append(Token("sym", c, i, i + 1, line, col))
            i += 1
    toks.append(Token("eof", "", n, n, line, n - line_start + 1))
    return toks


def check_brackets(tokens: list[Token], file: str) -> None:
    """Raise :class:`LexError` at the first unbalanced bracket (an unexpected closer, a
    mismatched pair, or an opener still open at the end of the input).  An invisible
    character or a non-ASCII digit standing before that bracket is reported instead: Lean
    stops there first, and an escape sequence such as ``ESC [31m`` would otherwise be blamed
    on its ``[``.

    >>> try:
    ...     check_brackets(tokenize("theorem t\\x1b[31m : 1 = 1", "f.lean"), "f.lean")
    ... except LexError as e:
    ...     print(e.message.split(" (")[0], "at", e.location)
    invisible character U+001B at f.lean:1:10
    """
    stack: list[Token] = []
    first_bad: Token | None = None

    def fail(message: str, at: Token) -> None:
        if first_bad is not None and first_bad.start < at.start:
            bad = foreign_digit(first_bad.text) or invisible_char(first_bad.text)
            raise LexError(str(bad), first_bad.loc(file))
        raise LexError(message, at.loc(file))

    for t in tokens:
        if t.kind != "sym":
            continue
        if first_bad is None and (foreign_digit(t.text) or invisible_char(t.text)):
            first_bad = t
        if t.text in OPEN_BRACKETS:
            stack.append(t)
        elif t.text in CLOSE_BRACKETS:
            if not stack:
                fail(f"unexpected `{t.text}` with no matching opener", t)
            top = stack.pop()
            if OPEN_BRACKETS[top.text] != t.text:
                fail(f"`{t.text}` does not match `{top.text}` opened at {top.loc(file)}", t)
    if stack:
        fail(f"`{stack[-1].text}` is never closed (truncated input?)", stack[-1])


def split_top_level(toks: list[Token], sep: str) -> list[list[Token]]:
    """``toks`` split at the ``sep`` symbols outside brackets (:data:`OPEN_BRACKETS`); an
    empty piece is kept (callers decide whether it is an error)."""
    out: list[list[Token]] = [[]]
    depth = 0
    for t in toks:
        if t.kind == "sym" and t.text in OPEN_BRACKETS:
            depth += 1
        elif t.kind == "sym" and t.text in CLOSE_BRACKETS:
            depth -= 1
        if depth == 0 and t.kind == "sym" and t.text == sep:
            out.append([])
        else:
            out[-1].append(t)
    return out

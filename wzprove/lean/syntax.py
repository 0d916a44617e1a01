"""Surface syntax of Lean 4 terms, and a Pratt parser for the part of it that statements use.

:func:`parse_expr` reads tokens from :mod:`wzprove.lean.lexer` into :class:`Syn` trees that
mirror Lean's notation before elaboration (``wzprove.lean.elaborate`` assigns the types).
Precedences are Lean 4 core's (``src/Init/Notation.lean``, ``src/Init/Core.lean``) and
Mathlib's:

========================  =======================================================
``f a b``                  application, arguments at ``max`` (1024)
``n !``                    ``Nat.factorial`` (Mathlib ``notation:10000 n "!"``)
``x⁻¹``                    postfix ``max``
``↑e``                     prefix, argument at ``max``
``^``                      ``infixr:80`` (``rightact% HPow.hPow``)
``-x``                     ``prefix:75`` (so ``-x ^ 2 = -(x ^ 2)``)
``*`` ``/`` ``%``          ``infixl:70``
``+`` ``-``                ``infixl:65``
``∑ x ∈ s, f``             Mathlib ``bigsum``: the body is ``term:67``, so
                           ``∑ k ∈ s, f k + 1`` is ``(∑ k ∈ s, f k) + 1``
``=`` ``≠`` ``<`` ``≤``    ``infix:50`` (also ``>`` ``≥`` ``∣`` ``∈``)
``¬ p``                    ``notation:max "¬" p:40``
``∧`` / ``∨``              ``infixr:35`` / ``infixr:30``
``→``                      ``infixr:25``; ``↔`` ``infix:20``
``if … then … else``       ``else`` branch extends as far as possible
========================  =======================================================

Errors: :class:`LeanSyntaxError` where the text cannot be Lean (a term expected but an
operator, a closing bracket or the end of input found), :class:`Unsupported` for a construct
that may well be Lean but that we do not model (``∑'``, ``fun``, set-builder notation, …);
both carry the :class:`~wzprove.model.identity.SourceLocation` of the offending token.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from wzprove.lean.keywords import (
    KEYWORDS,
    ROUNDING_BRACKETS,
    UNSUPPORTED_LEADING,
)
from wzprove.lean.lexer import Token
from wzprove.model.errors import WzproveError
from wzprove.model.identity import SourceLocation
from wzprove.model.limits import MAX_DEPTH, LimitError, check_literal
from wzprove.model.vocab import Status


class LeanSyntaxError(WzproveError):
    """The input is not well-formed Lean; ``location`` says where."""

    def __init__(self, message: str, location: SourceLocation | None):
        super().__init__(f"{message} at {location}" if location else message)
        self.message = message
        self.location = location


class Unsupported(WzproveError):
    """A construct outside the identity model; ``location`` says where it stands."""

    status: Status = "out-of-scope"

    def __init__(self, message: str, location: SourceLocation | None):
        super().__init__(f"{message} at {location}" if location else message)
        self.message = message
        self.location = location


class IllTyped(Unsupported):
    """Lean would reject the statement at elaboration (a type error)."""

    def __init__(self, message: str, location):  # noqa: ANN001 - SourceLocation | None
        super().__init__(f"ill-typed: {message}", location)


@dataclass(frozen=True)
class Syn:
    """A surface-syntax node.  ``kind`` is one of ``num ident paren ascr binop neg not app
    field fact inv coe bigop lambda ite forall abs round``; ``value`` holds the numeral text,
    identifier, operator, field name, or binder data; ``tok`` is the node's first token (for
    locations), ``start``/``end`` its character span in the input."""

    kind: str
    args: tuple[Syn, ...] = ()
    value: object = None
    tok: Token | None = field(default=None, compare=False)
    start: int = field(default=0, compare=False)
    end: int = field(default=0, compare=False)


@dataclass(frozen=True)
class BigOpBinder:
    """``∑ index ∈ set, body``: ``symbol`` is ``∑`` or ``∏``, ``sep`` ``∈``, ``in`` or
    ``None`` (a sum over a whole type)."""

    symbol: str
    index: str
    sep: str | None


@dataclass(frozen=True)
class QuantBinder:
    """One group of a ``∀`` binder: names, their type (or ``None``), and an optional binder
    predicate such as ``≥ 1`` in ``∀ n ≥ 1, …`` (operator, bound)."""

    names: tuple[str, ...]
    type: Syn | None
    pred: tuple[str, Syn] | None = None


MAX_PREC = 1024
#: precedence of application (Lean's ``lead``): ``↑f x`` is ``(↑f) x``
LEAD_PREC = 1022

#: infix operators: precedence, right-associative?
INFIX: dict[str, tuple[int, bool]] = {
    "∘": (90, True),
    "^": (80, True),
    "•": (73, True),
    "*": (70, False),
    "/": (70, False),
    "%": (70, False),
    "+": (65, False),
    "-": (65, False),
    "++": (65, False),
    "=": (50, False),
    "≠": (50, False),
    "!=": (50, False),
    "==": (50, False),
    "<": (50, False),
    ">": (50, False),
    "≤": (50, False),
    "≥": (50, False),
    "<=": (50, False),
    ">=": (50, False),
    "∣": (50, False),
    "∈": (50, False),
    "∉": (50, False),
    "⊆": (50, False),
    "∧": (35, True),
    "/\\": (35, True),
    "×": (35, True),
    "∨": (30, True),
    "\\/": (30, True),
    "→": (25, True),
    "->": (25, True),
    "↔": (20, False),
}

#: spellings normalised to one operator
CANONICAL = {"<=": "≤", ">=": "≥", "!=": "≠", "->": "→", "/\\": "∧", "\\/": "∨"}


class Parser:
    """A Pratt parser over a token list (see the module docstring for the precedences)."""

    def __init__(self, tokens: list[Token], file: str, text: str):
        self.toks = tokens
        self.i = 0
        self.file = file
        self.text = text
        self.depth = 0

    # -- token helpers ---------------------------------------------------------------------
    def peek(self, k: int = 0) -> Token:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self) -> Token:
        t = self.peek()
        if t.kind != "eof":
            self.i += 1
        return t

    def at(self, text: str) -> bool:
        t = self.peek()
        return t.kind in ("sym", "ident") and t.text == text

    def loc(self, t: Token | None = None) -> SourceLocation:
        return (t or self.peek()).loc(self.file)

    def expect(self, text: str, what: str = "") -> Token:
        t = self.peek()
        if t.text != text or t.kind not in ("sym", "ident"):
            found = "end of input" if t.kind == "eof" else f"`{t.text}`"
            raise LeanSyntaxError(f"expected `{text}`{what}, found {found}", self.loc(t))
        return self.next()

    def _node(self, kind: str, args: tuple[Syn, ...], value: object, first: Token) -> Syn:
        last = self.toks[self.i - 1] if self.i > 0 else first
        return Syn(kind, args, value, first, first.start, max(last.end, first.end))

    def _starts_arg(self, t: Token) -> bool:
        if t.kind == "num":
            return True
        if t.kind == "ident":
            return t.text not in KEYWORDS or t.text == "fun"  # `f fun x => e`
        return t.kind == "sym" and t.text in ("(", "↑", "⟨", "λ")

    # -- expressions -----------------------------------------------------------------------
    def parse_expr(self, rbp: int = 0) -> Syn:
        """Parse a term whose trailing operators all bind at least as tightly as ``rbp``;
        terms nested deeper than :data:`wzprove.model.limits.MAX_DEPTH` are a syntax error."""
        self.depth += 1
        try:
            return self._parse_expr(rbp)
        finally:
            self.depth -= 1

    def _parse_expr(self, rbp: int) -> Syn:
        if self.depth > MAX_DEPTH:
            raise LeanSyntaxError(
                f"term nested more than {MAX_DEPTH} levels deep (limit)", self.loc()
            )
        left = self.parse_leading()
        while True:
            t = self.peek()
            if rbp <= LEAD_PREC and left.kind in ("ident", "field") and self._starts_arg(t):
                left = self._application(left)
                continue
            if t.kind != "sym":
                break
            op = t.text
            if op == "!" and rbp <= 10000:
                self.next()
                left = self._node("fact", (left,), None, left.tok or t)
                continue
            if op == "⁻¹" and rbp <= MAX_PREC:
                self.next()
                left = self._node("inv", (left,), None, left.tok or t)
                continue
            if op in INFIX:
                prec, right = INFIX[op]
                if prec < rbp:
                    break
                self.next()
                rhs = self.parse_expr(prec if right else prec + 1)
                left = Syn(
                    "binop", (left, rhs), CANONICAL.get(op, op), left.tok, left.start, rhs.end
                )
                continue
            break
        return left

    def parse_arg(self) -> Syn:
        """An application argument: a term at precedence ``max``."""
        return self.parse_expr(MAX_PREC)

    def parse_leading(self) -> Syn:  # noqa: C901 - one case per leading token
        t = self.peek()
        if t.kind == "eof":
            raise LeanSyntaxError("unexpected end of input (truncated statement?)", self.loc(t))
        if t.kind == "num":
            try:
                check_literal(t.text)
            except LimitError as e:
                raise Unsupported(str(e), self.loc(t)) from None
            self.next()
            return self._postfix_field(self._node("num", (), t.text, t))
        if t.kind == "str":
            raise Unsupported("string literal", self.loc(t))
        if t.kind == "ident":
            if t.text == "if":
                return self.parse_ite()
            if t.text == "fun":
                return self.parse_fun()
            if t.text in ("Type", "Sort", "Prop"):
                raise Unsupported(f"universe `{t.text}`", self.loc(t))
            if t.text in ("by", "sorry"):
                raise Unsupported(f"`{t.text}` inside a statement", self.loc(t))
            if t.text in KEYWORDS:
                raise LeanSyntaxError(f"expected a term, found keyword `{t.text}`", self.loc(t))
            self.next()
            return self._postfix_field(self._node("ident", (), t.text, t))
        # symbols
        s = t.text
        if s == "(":
            return self.parse_paren()
        if s == "-":
            self.next()
            arg = self.parse_expr(75)
            return self._node("neg", (arg,), None, t)
        if s == "¬":
            self.next()
            arg = self.parse_expr(40)
            return self._node("not", (arg,), None, t)
        if s == "↑":
            self.next()
            arg = self.parse_expr(MAX_PREC)
            return self._node("coe", (arg,), None, t)
        if s in ("∑", "∏"):
            return self.parse_bigop()
        if s == "∑'":
            return self.parse_tsum()
        if s == "λ":
            return self.parse_fun()
        if s == "∀":
            return self.parse_forall()
        if s == "|":
            self.next()
            inner = self.parse_expr(0)
            self.expect("|", " closing the absolute value")
            return self._node("abs", (inner,), None, t)
        if s in ROUNDING_BRACKETS:
            return self.parse_rounding()
        if s == "√":  # Mathlib: prefix:max "√" => Real.sqrt (Mathlib/Data/Real/Sqrt.lean)
            self.next()
            arg = self.parse_expr(MAX_PREC)
            head = Syn("ident", (), "Real.sqrt", t, t.start, t.end)
            return self._node("app", (head, arg), None, t)
        if s in UNSUPPORTED_LEADING:
            raise Unsupported(UNSUPPORTED_LEADING[s], self.loc(t))
        if s == "." and self.peek(1).kind == "ident" and self.peek(1).start == t.end:
            raise Unsupported(f"leading-dot notation `.{self.peek(1).text}`", self.loc(t))
        if s in INFIX or s in (")", "]", "}", "⦄", "⟩", ",", ":", ":=", "|", "."):
            raise LeanSyntaxError(f"expected a term, found `{s}`", self.loc(t))
        raise Unsupported(f"notation `{s}`", self.loc(t))

    def parse_rounding(self) -> Syn:
        """Mathlib's ``⌊a⌋`` (``Int.floor``), ``⌊a⌋₊`` (``Nat.floor``), ``⌈a⌉`` (``Int.ceil``),
        ``⌈a⌉₊`` (``Nat.ceil``) — ``Mathlib/Algebra/Order/Floor/Defs.lean`` — as a ``round``
        node whose value is the function's full name."""
        t = self.next()
        inner = self.parse_expr(0)
        close = self.peek()
        names = ROUNDING_BRACKETS[t.text]
        if close.kind != "sym" or close.text not in names:
            found = "end of input" if close.kind == "eof" else f"`{close.text}`"
            want = " or ".join(f"`{c}`" for c in names)
            raise LeanSyntaxError(f"expected {want} closing `{t.text}`, found {found}", self.loc())
        self.next()
        node = Syn("round", (inner,), names[close.text], t, t.start, close.end)
        return self._postfix_field(node)

    def _postfix_field(self, node: Syn) -> Syn:
        """``e.f`` / ``(e).f`` written without spaces (generalised field notation)."""
        while True:
            t, u = self.peek(), self.peek(1)
            if t.kind == "sym" and t.text == "." and t.start == node.end and u.start == t.end:
                if u.kind == "ident":
                    self.next()
                    self.next()
                    node = Syn("field", (node,), u.text, node.tok, node.start, u.end)
                    continue
                if u.kind == "num":
                    raise Unsupported(f"projection `.{u.text}`", self.loc(u))
            return node

    def _application(self, head: Syn) -> Syn:
        args: list[Syn] = []
        while self._starts_arg(self.peek()):  # arguments at precedence max
            args.append(self.parse_arg())
        if not args:
            return head
        return Syn("app", (head, *args), None, head.tok, head.start, args[-1].end)

    def parse_paren(self) -> Syn:
        first = self.expect("(")
        if self.at(")"):
            raise Unsupported("unit `()`", self.loc(first))
        if self.at("·"):
            raise Unsupported("· function shorthand", self.loc())
        inner = self.parse_expr(0)
        if self.at(":"):
            self.next()
            if self.at(")"):  # `(e :)`: elaborate without expected type
                self.next()
                node = self._node("paren", (inner,), None, first)
            else:
                ty = self.parse_expr(0)
                self.expect(")", " closing the type ascription")
                node = self._node("ascr", (inner, ty), None, first)
        elif self.at(","):
            raise Unsupported("tuple (a, b)", self.loc())
        else:
            t = self.peek()
            if not (t.kind == "sym" and t.text == ")"):
                if t.kind == "eof":
                    raise LeanSyntaxError("unexpected end of input, expected `)`", self.loc(t))
                raise Unsupported(f"notation `{t.text}`", self.loc(t))
            self.next()
            node = self._node("paren", (inner,), None, first)
        return self._postfix_field(node)

    def parse_ite(self) -> Syn:
        first = self.expect("if")
        if self.peek().kind == "ident" and self.peek(1).text == ":":
            raise Unsupported("dependent if `if h : c then …`", self.loc(first))
        cond = self.parse_expr(0)
        self.expect("then")
        a = self.parse_expr(0)
        self.expect("else")
        b = self.parse_expr(0)
        return self._node("ite", (cond, a, b), None, first)

    def parse_bigop(self) -> Syn:
        first = self.next()
        t = self.peek()
        if t.kind != "ident" or t.text in KEYWORDS:
            if t.kind == "sym" and t.text in ("(", "⟨"):
                raise Unsupported(f"{first.text} with several or destructured binders", self.loc())
            raise LeanSyntaxError(f"expected a bound variable after `{first.text}`", self.loc(t))
        index = self.next().text
        if self.at(":"):
            raise Unsupported(f"{first.text} over a type (`{index} : T`)", self.loc())
        sep: str | None = None
        set_syn: Syn | None = None
        if self.at("∈") or self.at("in"):
            sep = self.next().text
            set_syn = self.parse_expr(51)
            if (t := self.peek()).kind == "sym" and t.text in ("\\", "∪", "∩", "∆", "×"):
                raise Unsupported(f"{first.text} over a set built with `{t.text}`", self.loc(t))
        elif self.peek().kind == "sym" and self.peek().text in ("<", "≤", ">", "≥"):
            raise Unsupported(f"{first.text} with a binder predicate", self.loc())
        if self.at("with"):
            raise Unsupported(f"{first.text} … with (a filtered range)", self.loc())
        self.expect(",", f" after the binder of `{first.text}`")
        body = self.parse_expr(67)
        args = (set_syn, body) if set_syn is not None else (body,)
        return self._node("bigop", args, BigOpBinder(first.text, index, sep), first)

    def parse_tsum(self) -> Syn:
        """``∑' k : T, body``, ``∑' (k : T), body`` or ``∑' k, body`` (Mathlib's ``tsum``
        notation, ``Mathlib/Topology/Algebra/InfiniteSum/Defs.lean``): a ``tsum`` node with
        args ``(body,)`` or ``(type, body)`` and the index name as value."""
        first = self.next()
        paren = self.at("(")
        if paren:
            self.next()
        t = self.peek()
        if t.kind != "ident" or t.text in KEYWORDS:
            raise Unsupported("∑' with several or destructured binders", self.loc(t))
        index = self.next().text
        ty: Syn | None = None
        if self.at(":"):
            self.next()
            ty = self.parse_expr(51)
        if paren:
            self.expect(")", " closing the binder of `∑'`")
        if self.peek().kind == "sym" and self.peek().text in ("∈", "<", "≤", ">", "≥"):
            raise Unsupported("∑' over a set or with a binder predicate", self.loc())
        self.expect(",", " after the binder of `∑'`")
        body = self.parse_expr(67)
        args = (ty, body) if ty is not None else (body,)
        return self._node("tsum", args, index, first)

    def parse_fun(self) -> Syn:
        """``fun k => body`` (also ``λ``, ``↦``, ``fun (k : T) => …``, ``fun k : T => …``): a
        ``lambda`` node with value ``(k, T or None)``.  Lean's ``fun`` body is a whole term
        (``termParser``, precedence 0): it extends as far as possible, so in
        ``Finset.sum s fun k => f k = c`` the body is the proposition ``f k = c``.  Only the
        function of ``Finset.sum``/``Finset.prod`` is modelled (:mod:`wzprove.lean.bigops`)."""
        first = self.next()
        ty: Syn | None = None
        t = self.peek()
        u = self.peek(1)
        if t.kind == "sym" and t.text == "(" and u.kind == "ident" and u.text not in KEYWORDS:
            self.next()
            name = self._names()
            if not self.at(":"):  # `fun (a, b) => …`
                raise Unsupported("`fun` with a pattern binder", self.loc(t))
            self.next()
            ty = self.parse_expr(0)
            self.expect(")", " closing the `fun` binder")
        elif t.kind == "ident" and t.text not in KEYWORDS:
            name = self._names()
            if self.at(":"):
                self.next()
                ty = self.parse_expr(0)
        else:
            raise Unsupported(f"`fun` with the binder `{t.text}` (a pattern)", self.loc(t))
        if len(name) != 1 or not (self.at("=>") or self.at("↦")):
            raise Unsupported("`fun` with several binders", self.loc(first))
        self.next()
        body = self.parse_expr(0)
        return self._node("lambda", (body,), (name[0], ty), first)

    def parse_forall(self) -> Syn:
        first = self.expect("∀")
        groups: list[QuantBinder] = []
        while not self.at(","):
            t = self.peek()
            if t.kind == "sym" and t.text in ("(", "{", "⦃", "["):
                close = {"(": ")", "{": "}", "⦃": "⦄", "[": "]"}[t.text]
                if t.text == "[":
                    raise Unsupported("instance binder in ∀", self.loc(t))
                self.next()
                names = self._names()
                self.expect(":", " in the ∀ binder")
                ty = self.parse_expr(0)
                self.expect(close)
                groups.append(QuantBinder(tuple(names), ty))
                continue
            if t.kind == "ident" and t.text not in KEYWORDS:
                names = self._names()
                if self.at(":"):
                    self.next()
                    ty = self.parse_expr(0)
                    groups.append(QuantBinder(tuple(names), ty))
                    break
                p = self.peek()
                if p.kind == "sym" and p.text in ("≥", ">", "≤", "<", "≠", "∈", "∉", ">=", "<="):
                    op = CANONICAL.get(p.text, p.text)
                    self.next()
                    bound = self.parse_expr(51)
                    groups.append(QuantBinder(tuple(names), None, (op, bound)))
                    break
                groups.append(QuantBinder(tuple(names), None))
                continue
            if t.kind == "eof":
                raise LeanSyntaxError("unexpected end of input in ∀ binder", self.loc(t))
            raise Unsupported(f"∀ binder syntax `{t.text}`", self.loc(t))
        self.expect(",", " after the ∀ binders")
        body = self.parse_expr(0)
        return self._node("forall", (body,), tuple(groups), first)

    def _names(self) -> list[str]:
        names: list[str] = []
        while self.peek().kind == "ident" and self.peek().text not in KEYWORDS:
            names.append(self.next().text)
        if not names:
            raise LeanSyntaxError("expected a variable name", self.loc())
        return names

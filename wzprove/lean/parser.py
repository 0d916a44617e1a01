"""Read Lean 4 theorem statements into the identity model
(:class:`~wzprove.model.identity.Identity`).

Input is a ``.lean`` file (any number of ``theorem`` / ``lemma`` declarations, with or without
``:= by …`` / ``:= sorry``) or a JSON Lines file of rows ``{name, formal_statement, …}`` (the
LCI-Test format).  Each theorem gives one :class:`ParsedTheorem` whose ``status`` is

* ``parsed``: ``identity`` holds the model, every operation typed by Lean's elaboration rules
  (:mod:`wzprove.lean.elaborate`);
* ``out-of-scope``: a construct we do not model (``∑'``, ``Real.sin``, a definition of the
  file, a conclusion that is not an equation, a statement Lean rejects as ill-typed …); the
  message names it and its ``file:line:col``;
* ``error``: the text is not Lean (unbalanced brackets, truncated statement, unknown binder
  syntax, unknown identifier, a file with no theorem); the message says what and where.

Nothing raises: every failure is a row.

How a file is split (Lean 4 command syntax): a declaration starts at the keyword ``theorem``
or ``lemma``; its binders are bracket groups up to the ``:`` at bracket depth 0; the
conclusion runs to the ``:=`` at depth 0 (or, for a bare statement, to the end of the input
or the next command keyword at column 1); a proof or a definition body runs to the next
command keyword at column 1.  ``open A B`` and ``namespace A`` make short names such as
``choose`` and ``range`` resolve (``Nat.choose``, ``Finset.range``).  A JSONL row without its
own ``open`` is read under :data:`DEFAULT_JSONL_OPENS`, the header the LCI-Test statements are
written for (the same authors' ``LC_test.lean`` opens ``BigOperators Nat Finset Real``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from wzprove.lean.bigops import as_bigop
from wzprove.lean.definitions import parse_body, read_nat_def
from wzprove.lean.elaborate import TYPE_NAMES, Elaborator
from wzprove.lean.errors import byte_location
from wzprove.lean.keywords import RESERVED_WORDS
from wzprove.lean.lexer import (
    LexError,
    StatementTooLong,
    Token,
    check_brackets,
    foreign_digit,
    invisible_char,
    tokenize,
    visible,
)
from wzprove.lean.recover import recover_brackets
from wzprove.lean.statement import (
    _DEF_KEYWORDS,
    DEFAULT_JSONL_OPENS,
    ParsedTheorem,
    _Binder,
    _classify,
    _cmd_start,
    _full_name,
)
from wzprove.lean.syntax import (
    LeanSyntaxError,
    Parser,
    QuantBinder,
    Syn,
    Unsupported,
)
from wzprove.model.identity import Identity, SourceLocation, Term, TextPrefix, Ty, Variable
from wzprove.model.limits import MAX_STATEMENT_CHARS, LimitError, read_input
from wzprove.model.userdefs import UserDef

__all__ = [
    "DEFAULT_JSONL_OPENS",
    "LeanSyntaxError",
    "ParsedTheorem",
    "parse_file",
    "parse_text",
]


class _FileReader:
    """Splits one text into declarations and parses each theorem."""

    def __init__(self, text: str, file: str, opens: frozenset[str] | None, require: bool = False):
        self.text = text
        self.file = file
        self.default_opens = opens
        self.require_proof = require  # a `.lean` file: every theorem has `:=` and a proof
        self.depth = 0  # theorems blanked out before this reading (wzprove.lean.recover)
        self.toks: list[Token] = []
        self.user_funcs: dict[str, UserDef] = {}  # the file's own ℕ functions read so far

    def _reread(self, text: str, depth: int) -> list[ParsedTheorem]:
        again = _FileReader(text, self.file, self.default_opens, self.require_proof)
        again.depth = depth
        return again.run()

    def run(self) -> list[ParsedTheorem]:
        try:
            self.toks = tokenize(self.text, self.file, statement_limit=MAX_STATEMENT_CHARS)
            check_brackets(self.toks, self.file)
        except StatementTooLong as e:
            return [ParsedTheorem(e.name, "error", None, str(e), e.location)]
        except LexError as e:
            rows = recover_brackets(self.text, self.toks, e, self._reread, self.depth)
            return rows or [self._lex_failure(e)]
        out: list[ParsedTheorem] = []
        example: SourceLocation | None = None  # the first unnamed `example`
        opens: set[str] = set()
        saw_open = False
        defs: set[str] = set()
        scopes: list[tuple[str, str]] = []  # ("namespace" | "section", name), innermost last
        declared: dict[str, SourceLocation] = {}  # full name -> where it was declared
        toks, i = self.toks, 0
        while toks[i].kind != "eof":
            t = toks[i]
            if t.kind == "ident" and t.text in ("theorem", "lemma"):
                use = set(opens)
                if not saw_open and self.default_opens is not None:
                    use |= self.default_opens
                name_tok = toks[i + 1]
                result, i = self._theorem(i, use, defs)
                if name_tok.kind == "ident":
                    result = self._declare(result, name_tok, scopes, declared)
                out.append(result)
                continue
            if t.kind == "ident" and t.text == "section":
                nxt = toks[i + 1]
                label = nxt.text if nxt.kind == "ident" and nxt.line == t.line else ""
                scopes.append(("section", label))
                i += 2 if label else 1
                continue
            if t.kind == "ident" and t.text == "end" and t.column == 1:
                nxt = toks[i + 1]
                label = nxt.text if nxt.kind == "ident" and nxt.line == t.line else ""
                if scopes:
                    scopes.pop()
                i += 2 if label else 1
                continue
            if t.kind == "ident" and t.text == "open":
                saw_open = True
                i += 1
                while toks[i].kind == "ident" and not _cmd_start(toks[i]):
                    if toks[i].text in ("in", "hiding", "renaming"):
                        break
                    if toks[i].text != "scoped":
                        opens.add(toks[i].text)
                    i += 1
                continue
            if t.kind == "ident" and t.text == "namespace" and toks[i + 1].kind == "ident":
                parts = toks[i + 1].text.split(".")
                opens |= {".".join(parts[: k + 1]) for k in range(len(parts))}
                scopes.append(("namespace", toks[i + 1].text))
                i += 2
                continue
            if t.kind == "ident" and t.text in _DEF_KEYWORDS and toks[i + 1].kind == "ident":
                defs.add(toks[i + 1].text)
                declared.setdefault(
                    _full_name(scopes, toks[i + 1].text), toks[i + 1].loc(self.file)
                )
                end = self._skip_body(i + 2)
                if t.text == "def":
                    use = set(opens)
                    if not saw_open and self.default_opens is not None:
                        use |= self.default_opens
                    self._read_def(i, end, use, defs)
                i = end
                continue
            if t.kind == "ident" and t.text in ("example", "instance"):
                example = example or (t.loc(self.file) if t.text == "example" else None)
                i = self._skip_body(i + 1)
                continue
            i += 1
        if not out:
            hint = (
                f" (the `example` at {example} has no name and is not read: write `theorem NAME …`)"
                if example
                else ""
            )
            return [
                ParsedTheorem(
                    Path(self.file).stem or self.file,
                    "error",
                    None,
                    f"no theorem found in {self.file}{hint}",
                    SourceLocation(self.file, 1, 1),
                )
            ]
        return out

    def _declare(
        self,
        result: ParsedTheorem,
        name_tok: Token,
        scopes: list[tuple[str, str]],
        declared: dict[str, SourceLocation],
    ) -> ParsedTheorem:
        """Lean's "already declared" check: a theorem whose full name (namespaces included)
        was declared before in the same file becomes an ``error`` at its name.  A declaration
        Lean rejects (status ``error``) declares nothing."""
        full = _full_name(scopes, name_tok.text)
        loc = name_tok.loc(self.file)
        first = declared.get(full)
        if first is not None:
            msg = f"duplicate theorem name `{name_tok.text}` (first declared at {first}) at {loc}"
            return ParsedTheorem(result.name, "error", None, msg, loc)
        if result.status != "error":
            declared[full] = loc
        return result

    def _read_def(self, i: int, end: int, opens: set[str], defs: set[str]) -> None:
        """Keep the definition at ``i`` if it is a ``ℕ → … → ℕ`` function by pattern
        matching (:mod:`wzprove.lean.definitions`); otherwise it stays unread."""
        eof = self._eof_at(end)

        def body(toks: list[Token], names: list[str], udef: UserDef) -> Term:
            syn = parse_body(toks, self.file, self.text, eof)
            funcs = {**self.user_funcs, udef.name: udef}
            elab = Elaborator(
                dict.fromkeys(names, "ℕ"),
                opens,
                self.file,
                defs - set(funcs),
                source=self.text,
                user_funcs=funcs,
            )
            return elab.elab(syn, "ℕ")

        udef = read_nat_def(self.toks[i:end], self.file, body)
        if udef is not None:
            self.user_funcs[udef.name] = udef

    def _lex_failure(self, e: LexError) -> ParsedTheorem:
        # name the theorem the problem belongs to, if one starts before it
        name = Path(self.file).stem or self.file
        try:
            toks = tokenize(self.text, self.file)
        except LexError:
            toks = []
        for j, t in enumerate(toks):
            if (t.line, t.column) > (e.location.line, e.location.column):
                break
            if t.kind == "ident" and t.text in ("theorem", "lemma") and j + 1 < len(toks):
                name = toks[j + 1].text
        return ParsedTheorem(name, "error", None, str(e), e.location)

    def _skip_body(self, i: int) -> int:
        toks = self.toks
        while not _cmd_start(toks[i]):
            i += 1
        return i

    def _match(self, i: int) -> int:
        """Index of the bracket closing the one at ``i`` (brackets are balanced)."""
        depth = 0
        for j in range(i, len(self.toks)):
            t = self.toks[j]
            if t.kind == "sym" and t.text in "([{⦃⟨":
                depth += 1
            elif t.kind == "sym" and t.text in ")]}⦄⟩":
                depth -= 1
                if depth == 0:
                    return j
        raise AssertionError("unbalanced brackets after check_brackets")

    # -- one theorem ---------------------------------------------------------------------------
    def _theorem(self, i: int, opens: set[str], defs: set[str]) -> tuple[ParsedTheorem, int]:
        toks = self.toks
        kw = toks[i]
        name_tok = toks[i + 1]
        # the end of this declaration: the `:=` at depth 0, or the next command
        j, depth, assign = i + 1, 0, None
        while toks[j].kind != "eof":
            t = toks[j]
            if t.kind == "sym" and t.text in "([{⦃⟨":
                depth += 1
            elif t.kind == "sym" and t.text in ")]}⦄⟩":
                depth -= 1
            elif depth == 0 and t.kind == "sym" and t.text == ":=":
                assign = j
                break
            elif depth == 0 and j > i + 1 and _cmd_start(t):
                break
            j += 1
        stmt_end = j
        next_i = self._skip_body(assign + 1) if assign is not None else stmt_end
        name = name_tok.text if name_tok.kind == "ident" else "<anonymous>"
        size = toks[stmt_end].start - kw.start
        if size > MAX_STATEMENT_CHARS:
            loc = kw.loc(self.file)
            msg = (
                f"statement of {size} characters is too long (limit {MAX_STATEMENT_CHARS}) at {loc}"
            )
            return ParsedTheorem(name, "error", None, msg, loc), next_i
        missing = None
        if assign is None and self.require_proof:  # Lean: "expected ':='" where it stops
            end_tok = toks[stmt_end]
            found = "end of input" if end_tok.kind == "eof" else f"`{end_tok.text}`"
            missing = LeanSyntaxError(
                f"expected `:=` and a proof after the statement, found {found}",
                end_tok.loc(self.file),
            )
        try:
            identity = self._statement(i, stmt_end, opens, defs)
            if missing is not None:
                raise missing
        except Unsupported as e:
            e = missing or e  # a syntax error first, as Lean reports it
            status = "error" if missing else "out-of-scope"
            return ParsedTheorem(name, status, None, visible(str(e)), e.location), next_i
        except LeanSyntaxError as e:
            return ParsedTheorem(name, "error", None, visible(str(e)), e.location), next_i
        except RecursionError:
            loc = kw.loc(self.file)
            msg = f"statement nested too deeply to read at {loc}"
            return ParsedTheorem(name, "out-of-scope", None, msg, loc), next_i
        return ParsedTheorem(name, "parsed", identity, "", identity.source), next_i

    def _statement(self, i: int, end: int, opens: set[str], defs: set[str]) -> Identity:
        toks, file = self.toks, self.file
        kw, name_tok = toks[i], toks[i + 1]
        if name_tok.kind != "ident" or i + 1 >= end:
            raise LeanSyntaxError(f"expected a name after `{kw.text}`", name_tok.loc(file))
        for t in toks[i:end]:
            # only a one-character symbol outside printable ASCII can be a foreign digit or
            # an invisible character
            if t.kind != "sym" or len(t.text) != 1 or "!" <= t.text <= "~":
                continue
            msg = foreign_digit(t.text) or invisible_char(t.text)
            if msg is not None:
                raise LeanSyntaxError(msg, t.loc(file))
        k = i + 2
        binders: list[_Binder] = []
        while k < end and toks[k].kind == "sym" and toks[k].text in ("(", "{", "[", "⦃"):
            close = self._match(k)
            binders.append(self._binder(k, close))
            k = close + 1
        t = toks[k]
        if k >= end or not (t.kind == "sym" and t.text == ":"):
            if k >= end and t.kind == "eof":
                raise LeanSyntaxError(
                    "expected `:` and a statement, found end of input (truncated?)", t.loc(file)
                )
            found = "`:=`" if t.text == ":=" else f"`{t.text}`"
            raise LeanSyntaxError(
                f"unknown binder syntax: expected a binder `(x : T)`, `{{x : T}}`, `[C]` or "
                f"`:`, found {found}",
                t.loc(file),
            )
        concl_start = k + 1
        if concl_start >= end:
            raise LeanSyntaxError("missing statement after `:`", toks[end].loc(file))
        sub = toks[concl_start:end] + [self._eof_at(end)]
        parser = Parser(sub, file, self.text)
        concl = parser.parse_expr(0)
        rest = parser.peek()
        if rest.kind == "sym" and rest.text in (":", ","):
            # no Lean term continues with a bare `:` or `,` (an ascription needs parentheses)
            hint = " (binders go before the `:` of the theorem)" if rest.text == ":" else ""
            raise LeanSyntaxError(
                f"unexpected `{rest.text}` after the statement{hint}", rest.loc(file)
            )
        if rest.kind == "ident" and rest.text in ("by", "where"):
            # a proof that starts without `:=`: Lean expects `:=`, `where` or `|` here
            raise LeanSyntaxError(f"expected `:=` before `{rest.text}`", rest.loc(file))
        if rest.kind != "eof":
            raise Unsupported(f"unexpected `{rest.text}` (notation not supported)", rest.loc(file))

        statement = self.text[kw.start : toks[end - 1].end]
        header = TextPrefix(self.text, kw.start)
        conclusion_text = self.text[toks[concl_start].start : toks[end - 1].end]
        return self._model(
            name_tok.text, binders, concl, opens, defs, statement, header, conclusion_text, kw
        )

    def _eof_at(self, j: int) -> Token:
        t = self.toks[j]
        return Token("eof", "", t.start, t.start, t.line, t.column)

    def _binder(self, k: int, close: int) -> _Binder:
        toks, file = self.toks, self.file
        open_tok = toks[k]
        text = self.text[open_tok.start : toks[close].end]
        inner_start = k + 1
        kind: Literal["explicit", "implicit", "strict", "instance"]
        if open_tok.text == "[":
            return _Binder("instance", [], None, text, open_tok)
        if open_tok.text == "(":
            kind = "explicit"
        elif open_tok.text == "⦃":
            kind = "strict"
        else:
            kind = "implicit"
            if toks[k + 1].text == "{" and self._match(k + 1) == close - 1:  # {{x : T}}
                kind, inner_start, close = "strict", k + 2, close - 1
        names: list[str] = []
        m = inner_start
        while m < close and toks[m].kind == "ident":
            if toks[m].text in RESERVED_WORDS:
                raise LeanSyntaxError(
                    f"`{toks[m].text}` is a Lean keyword, not a variable name", toks[m].loc(file)
                )
            names.append(toks[m].text)
            m += 1
        if not names:
            raise LeanSyntaxError(
                f"unknown binder syntax `{text}`: expected variable names", toks[m].loc(file)
            )
        if m >= close or toks[m].text != ":":
            raise LeanSyntaxError(
                f"unknown binder syntax `{text}`: expected `:` and a type", toks[m].loc(file)
            )
        type_toks = toks[m + 1 : close]
        if not type_toks:
            raise LeanSyntaxError(f"binder `{text}` has no type", toks[close].loc(file))
        first = type_toks[0]
        if first.kind == "ident" and first.text in ("Type", "Sort", "Type*", "Sort*"):
            return _Binder(kind, names, None, text, open_tok)
        parser = Parser(type_toks + [self._eof_at(close)], file, self.text)
        ty = parser.parse_expr(0)
        rest = parser.peek()
        if rest.kind != "eof":
            what = "default value" if rest.text == ":=" else f"`{rest.text}`"
            raise Unsupported(f"binder `{text}` with {what}", rest.loc(file))
        return _Binder(kind, names, ty, text, open_tok)

    # -- the model ----------------------------------------------------------------------------
    def _model(
        self,
        name: str,
        binders: list[_Binder],
        concl: Syn,
        opens: set[str],
        defs: set[str],
        statement: str,
        header: str | TextPrefix,
        conclusion_text: str,
        kw: Token,
    ) -> Identity:
        file = self.file
        variables: list[Variable] = []
        types: dict[str, Ty] = {}
        hyp_syns: list[tuple[str, Syn]] = []
        for b in binders:
            if b.kind == "instance" or b.type_syn is None:
                continue
            ty_syn = b.type_syn
            kind = _classify(ty_syn)
            if kind == "number":
                ty = TYPE_NAMES[str(ty_syn.value)]
                for n in b.names:
                    variables.append(Variable(n, ty, b.kind))
                    types[n] = ty
            elif kind == "prop":
                for n in b.names:
                    hyp_syns.append((n, ty_syn))
            else:
                raise Unsupported(
                    f"variable `{' '.join(b.names)}` of type `{self._text(ty_syn)}` (only ℕ ℤ ℚ ℝ "
                    "variables and decidable hypotheses are modelled)",
                    ty_syn.tok.loc(file) if ty_syn.tok else b.tok.loc(file),
                )
        # ∀ and → in the conclusion
        body = concl
        while True:
            while body.kind == "paren":
                body = body.args[0]
            if body.kind == "forall":
                groups = body.value
                assert isinstance(groups, tuple)
                for g in groups:
                    assert isinstance(g, QuantBinder)
                    if g.type is None:
                        raise Unsupported(
                            f"∀ binder `{' '.join(g.names)}` without a type", body.tok.loc(file)
                        )
                    if _classify(g.type) != "number":
                        raise Unsupported(
                            f"∀ over `{self._text(g.type)}` (only ℕ ℤ ℚ ℝ)", g.type.tok.loc(file)
                        )
                    ty = TYPE_NAMES[str(g.type.value)]
                    for n in g.names:
                        variables.append(Variable(n, ty, "explicit"))
                        types[n] = ty
                body = body.args[0]
                continue
            if body.kind == "binop" and body.value == "→":
                hyp_syns.append(("", body.args[0]))
                body = body.args[1]
                continue
            break
        if len({v.name for v in variables}) != len(variables):
            raise Unsupported("a variable name is bound twice (shadowing)", kw.loc(file))
        elab = Elaborator(
            types, opens, file, defs, source=self.text, user_funcs=dict(self.user_funcs)
        )
        hyps = [elab.prop(s) for _, s in hyp_syns]
        if body.kind == "app" and as_bigop(elab, body):  # `Finset.sum s fun k => f k = c`
            elab.prop(body)  # the `fun` took the `= c`: says so
        if not (body.kind == "binop" and body.value == "="):
            what = f"`{body.value}`" if body.kind == "binop" else f"`{self._text(body)}`"
            raise Unsupported(
                f"conclusion is {what}, not an equation", body.tok.loc(file) if body.tok else None
            )
        lhs, rhs, domain = elab.relation(body)
        binders_text = [b.text for b in binders]
        return Identity(
            name=name,
            variables=variables,
            hypotheses=hyps,
            lhs=lhs,
            rhs=rhs,
            domain=domain,
            statement=statement,
            header=header,
            source=kw.loc(file),
            hypothesis_names=[n for n, _ in hyp_syns],
            binders_text=binders_text,
            conclusion_text=conclusion_text,
        )

    def _text(self, s: Syn) -> str:
        return self.text[s.start : s.end]


def parse_text(
    text: str,
    file: str = "<input>",
    default_opens: frozenset[str] | None = None,
    require_proof: bool = False,
) -> list[ParsedTheorem]:
    """Parse every ``theorem``/``lemma`` of Lean source ``text``.

    ``file`` names the input in locations; ``default_opens`` are namespaces treated as open
    when the text has no ``open`` command of its own (``None``: none); ``require_proof``: the
    text is a whole Lean file, where a theorem without ``:=`` is a syntax error (as Lean
    says), not a statement alone (a benchmark row's ``formal_statement``).  Never raises for
    bad input: a text with no theorem gives one ``error`` row saying so.

    >>> r = parse_text("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n")
    >>> r[0].status, str(r[0].identity.lhs)
    ('parsed', '∑ k ∈ range(0, (n + 1)), choose(n, k)')
    """
    return _FileReader(text, file, default_opens, require_proof).run()


def parse_file(path: str | Path) -> list[ParsedTheorem]:
    """Parse a ``.lean`` file, or a ``.jsonl`` file of rows ``{name, formal_statement, …}``.

    For a JSONL row the result's ``name`` is the row's ``name`` (the benchmark's key; the
    model's ``Identity.name`` stays the Lean declaration name) and locations read
    ``FILE[NAME]:line:col`` within the row's statement.  An unreadable file, a malformed row
    or a file with no theorem gives an ``error`` row; nothing raises.
    """
    p = Path(path)
    try:
        data = read_input(p)
    except LimitError as e:
        return [ParsedTheorem(p.stem or str(p), "error", None, str(e), None)]
    except OSError as e:
        reason = e.strerror or str(e)
        return [ParsedTheorem(p.stem or str(p), "error", None, f"cannot read {p}: {reason}", None)]
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")  # an editor's byte-order mark
    except UnicodeDecodeError as e:
        loc = byte_location(data, e.start, str(p))
        msg = f"cannot read {p}: not UTF-8 text (byte 0x{data[e.start]:02x}) at {loc}"
        return [ParsedTheorem(p.stem or str(p), "error", None, msg, loc)]
    if p.suffix == ".jsonl":
        return _parse_jsonl(text, str(p))
    return parse_text(text, str(p), require_proof=True)


def _parse_jsonl(text: str, file: str) -> list[ParsedTheorem]:
    out: list[ParsedTheorem] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        loc = SourceLocation(file, lineno, 1)
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            out.append(
                ParsedTheorem(f"row{lineno}", "error", None, f"bad JSON: {e.msg} at {loc}", loc)
            )
            continue
        if not isinstance(row, dict) or not isinstance(row.get("formal_statement"), str):
            name = str(row.get("name", f"row{lineno}")) if isinstance(row, dict) else f"row{lineno}"
            msg = f"row has no string `formal_statement` at {loc}"
            out.append(ParsedTheorem(name, "error", None, msg, loc))
            continue
        name = str(row.get("name") or f"row{lineno}")
        results = parse_text(row["formal_statement"], f"{file}[{name}]", DEFAULT_JSONL_OPENS)
        if len(results) == 1:
            results[0].name = name
        out.extend(results)
    if not out:
        out.append(
            ParsedTheorem(Path(file).stem, "error", None, f"no theorem found in {file}", None)
        )
    return out

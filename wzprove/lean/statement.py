"""What the Lean statement parser reads a file into, and how it finds commands: the command
keywords (a command starts at one of them), :class:`ParsedTheorem` (the outcome for one
theorem), binders, and the classification of a binder's type.

Source: Lean 4's command syntax (``Lean.Parser.Command``): declarations, ``open``,
``namespace``/``section`` … ``end``, attributes ``@[…]`` and ``#`` commands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from wzprove.lean.elaborate import TYPE_NAMES
from wzprove.lean.lexer import (
    LexError,
    Token,
    tokenize,
)
from wzprove.lean.syntax import (
    Syn,
)
from wzprove.model.identity import Identity, SourceLocation
from wzprove.model.vocab import Status

#: Namespaces opened for JSONL rows whose statement has no ``open`` of its own.
DEFAULT_JSONL_OPENS: frozenset[str] = frozenset({"BigOperators", "Nat", "Finset", "Real"})

COMMAND_KEYWORDS = {
    "theorem",
    "lemma",
    "def",
    "abbrev",
    "example",
    "instance",
    "structure",
    "inductive",
    "class",
    "open",
    "namespace",
    "section",
    "end",
    "variable",
    "universe",
    "noncomputable",
    "private",
    "protected",
    "set_option",
    "attribute",
    "import",
    "macro",
    "macro_rules",
    "syntax",
    "notation",
    "infix",
    "infixl",
    "infixr",
    "prefix",
    "postfix",
    "local",
    "scoped",
    "opaque",
    "axiom",
    "mutual",
    "nonrec",
    "elab",
}
_DEF_KEYWORDS = {"def", "abbrev", "opaque", "axiom", "structure", "inductive", "class"}
_PROP_OPS = {"=", "≠", "<", ">", "≤", "≥", "∣", "∧", "∨", "→", "↔", "∈", "∉", "⊆"}


@dataclass
class ParsedTheorem:
    """The outcome for one theorem: ``identity`` is set iff ``status == "parsed"``;
    ``message`` is empty when parsed, else one line naming the construct or the error and its
    ``file:line:col``; ``location`` is where the theorem (parsed) or the problem stands."""

    name: str
    status: Status
    identity: Identity | None
    message: str
    location: SourceLocation | None


@dataclass
class _Binder:
    kind: Literal["explicit", "implicit", "strict", "instance"]
    names: list[str]
    type_syn: Syn | None
    text: str
    tok: Token


#: keywords that cannot occur inside a term or a tactic proof: a command starts there
STRONG_COMMANDS = {
    "theorem",
    "lemma",
    "def",
    "abbrev",
    "example",
    "instance",
    "structure",
    "inductive",
    "class",
    "namespace",
    "section",
    "noncomputable",
    "universe",
    "variable",
    "axiom",
    "opaque",
    "mutual",
    "import",
}


def _cmd_start(t: Token) -> bool:
    """Whether a command starts at ``t``: a keyword of :data:`STRONG_COMMANDS` anywhere, or
    another command keyword (``open``, ``end``, ``@[…]`` …) at column 1."""
    if t.kind == "eof":
        return True
    if t.kind == "ident" and t.text in STRONG_COMMANDS:
        return True
    if t.column != 1:
        return False
    return (t.kind == "ident" and t.text in COMMAND_KEYWORDS) or (
        t.kind == "sym" and t.text in ("@", "#")
    )


def _full_name(scopes: list[tuple[str, str]], name: str) -> str:
    """``name`` declared inside the open namespaces of ``scopes`` (``_root_.x`` is ``x``)."""
    if name.startswith("_root_."):
        return name[len("_root_.") :]
    prefix = [label for kind, label in scopes if kind == "namespace"]
    return ".".join([*prefix, name])


def _classify(ty: Syn) -> Literal["number", "prop", "other"]:
    while ty.kind == "paren":
        ty = ty.args[0]
    if ty.kind == "ident" and str(ty.value) in TYPE_NAMES:
        return "number"
    if ty.kind == "binop" and ty.value in ("→", "×"):
        left = ty.args[0]
        while left.kind == "paren":
            left = left.args[0]
        head = left.args[0] if left.kind == "app" else left
        if ty.value == "×" or (head.kind == "ident" and str(head.value)[:1].isupper()):
            return "other"  # a function or product type such as `ℕ → ℕ`, `Fin n → ℝ`
        if head.kind == "ident" and str(head.value) in TYPE_NAMES | {"ℕ+"}:
            return "other"
    if ty.kind == "binop" and ty.value in _PROP_OPS:
        return "prop"
    if ty.kind in ("not", "forall"):
        return "prop"
    if ty.kind == "app" and ty.args[0].kind == "ident":
        head = str(ty.args[0].value)
        if head.rsplit(".", 1)[-1] in ("Even", "Odd", "Prime", "Coprime", "Squarefree"):
            return "prop"
    if ty.kind == "ident" and ty.value in ("True", "False"):
        return "prop"
    return "other"


def unnamed_examples(text: str, file: str) -> list[SourceLocation]:
    """Where the ``example`` declarations of a Lean file ``text`` start: the parser does not
    read them (an example has no name to prove it under), so ``prove`` says so (new-user run
    15, L7).  ``example`` is a keyword, never a name, so every such token starts one; none
    where the text does not tokenize (the parse reports that).

    >>> text = "theorem t : 1 = 1 := rfl\\n-- example\\nexample : 2 = 2 := rfl\\n"
    >>> [(loc.line, loc.column) for loc in unnamed_examples(text, "f.lean")]
    [(3, 1)]
    """
    try:
        toks = tokenize(text, file)
    except LexError:
        return []
    return [t.loc(file) for t in toks if t.kind == "ident" and t.text == "example"]

"""Read a file's own ``def f : ℕ → … → ℕ`` given by pattern matching, so that statements
using ``f`` are evaluated by ``f``'s own equations (:mod:`wzprove.model.userdefs`).

The shape read (the one Lean's equation compiler takes, as in LC-test's
``Defs_Combinatorial_Identities.lean``):

.. code-block:: lean

    def stirling_first : ℕ → ℕ → ℕ
      | 0, 0 => 1
      | 0, _ + 1 => 0
      | _ + 1, 0 => 0
      | n + 1, k + 1 => n * stirling_first n (k + 1) + stirling_first n k

— a type of ``ℕ``/``Nat`` arrows only, then one equation per line, each starting with
``|``, with one pattern per argument: a numeral, a name or ``_``, or ``name + c`` /
``_ + c``; the right side is a ``ℕ`` term the reader models (calls of the definition itself
and of earlier definitions included).  Anything else (binders before the colon, ``match``,
``where``, ``termination_by``, other types) is not read: the name stays "defined in the file"
and a statement using it is ``out-of-scope``.  The reader does not check termination or
exhaustiveness — Lean does, and a file Lean rejects is not a benchmark; an evaluation that
finds no equation or a cycle says so (:mod:`wzprove.model.userdefs`).
"""

from __future__ import annotations

from collections.abc import Callable

from wzprove.lean.lexer import Token, split_top_level
from wzprove.lean.syntax import LeanSyntaxError, Parser, Unsupported
from wzprove.model.identity import EvaluationError, ModelError, Term
from wzprove.model.userdefs import Equation, Pattern, UserDef

#: Type names read as ``ℕ``.
_NAT = ("ℕ", "Nat")

#: Builds the body of an equation: (tokens of the body, pattern variables, the definition).
BodyReader = Callable[[list[Token], list[str], UserDef], Term]


def _pattern(toks: list[Token]) -> Pattern | None:
    texts = [t.text for t in toks]
    kinds = [t.kind for t in toks]
    if kinds == ["num"] and texts[0].isdigit():
        return Pattern(literal=int(texts[0]))
    if kinds == ["ident"]:
        name = texts[0]
        return Pattern(offset=0, var=None if name == "_" else name)
    if kinds == ["ident", "sym", "num"] and texts[1] == "+" and texts[2].isdigit():
        name = texts[0]
        return Pattern(offset=int(texts[2]), var=None if name == "_" else name)
    if len(toks) >= 3 and texts[0] == "(" and texts[-1] == ")":
        return _pattern(toks[1:-1])
    return None


def read_nat_def(toks: list[Token], file: str, read_body: BodyReader) -> UserDef | None:
    """The definition whose tokens (``def`` to the end of its command) are ``toks``, or
    ``None`` where it is not of the shape read (module docstring)."""
    if len(toks) < 4 or toks[1].kind != "ident":
        return None
    name = toks[1].text
    if not (toks[2].kind == "sym" and toks[2].text == ":"):
        return None
    j, arity = 3, 0
    while j < len(toks) and toks[j].kind == "ident" and toks[j].text in _NAT:
        arity += 1
        j += 1
        if j < len(toks) and toks[j].kind == "sym" and toks[j].text == "→":
            j += 1
            continue
        break
    arity -= 1  # the last ℕ is the result
    if arity < 1 or j >= len(toks) or toks[j].text != "|" or toks[j - 1].text == "→":
        return None
    starts = [
        m
        for m in range(j, len(toks))
        if toks[m].kind == "sym" and toks[m].text == "|" and toks[m].line > toks[m - 1].line
    ]
    if not starts or starts[0] != j:
        return None
    udef = UserDef(name, arity, str(toks[1].loc(file)))
    equations: list[Equation] = []
    for a, b in zip(starts, [*starts[1:], len(toks)], strict=True):
        seg = toks[a + 1 : b]
        arrow = next((m for m, t in enumerate(seg) if t.kind == "sym" and t.text == "=>"), None)
        if arrow is None or arrow + 1 >= len(seg):
            return None
        pats = [_pattern(p) for p in split_top_level(seg[:arrow], ",")]
        if len(pats) != arity or any(p is None for p in pats):
            return None
        names = [p.var for p in pats if p is not None and p.var is not None]
        if len(set(names)) != len(names) or name in names:
            return None
        try:
            body = read_body(seg[arrow + 1 :], names, udef)
        except (Unsupported, LeanSyntaxError, ModelError, EvaluationError, RecursionError):
            return None
        if body.type != "ℕ":
            return None
        equations.append(Equation(tuple(p for p in pats if p is not None), body))
    udef.equations = tuple(equations)
    return udef


def parse_body(toks: list[Token], file: str, text: str, eof: Token):  # noqa: ANN201 - Syn
    """The syntax tree of an equation's right side (all of ``toks``), or raise."""
    parser = Parser([*toks, eof], file, text)
    syn = parser.parse_expr(0)
    if parser.peek().kind != "eof":
        raise Unsupported(f"unexpected `{parser.peek().text}`", parser.peek().loc(file))
    return syn

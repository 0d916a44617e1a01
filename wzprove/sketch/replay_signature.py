"""The ``Prover`` library's closing theorems as the replay reads them (issue 14): which
file states each theorem the compiler ends a proof with (:data:`CLOSERS`), and its explicit
parameters and conclusion read from that file's text at run time (:func:`read_signature`),
for :mod:`wzprove.sketch.replay_apply` to instantiate and compare."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from wzprove.lean.lexer import Token, tokenize
from wzprove.lean.syntax import Parser, Syn
from wzprove.sketch.replay_steps import Unreadable, close_bracket, find_top, words
from wzprove.sketch.step_library import ORDERS, STEPS, theorem_name

__all__ = ["CLOSERS", "PROVER_DIR", "Param", "Signature", "parse", "read_signature"]

#: the ``Prover`` folder of the package's repository (absent when installed without it)
PROVER_DIR = Path(__file__).resolve().parents[2] / "Prover"

#: the orders of ``Prover/BoundaryPair.lean``'s ``sum_eq_sum_of_telescopers_*`` (sum = sum)
PAIR_ORDERS = ("one", "two", "three", "four")

#: the closing theorems the compiler applies, and the library file that states each
CLOSERS: dict[str, str] = {
    "sum_eq_of_telescoper_one": "Boundary.lean",
    "sum_eq_of_telescoper_two": "Boundary.lean",
    "sum_eq_of_telescoper_three": "Boundary.lean",
    "sum_eq_of_telescoper_four": "Boundary.lean",
    "sum_range_succ_eq_of_step": "Telescope.lean",
    "sum_range_succ_eq_of_step_zero_lt": "Telescope.lean",
    "sum_Icc_one_eq_of_step": "Telescope.lean",
    "sum_Ico_succ_eq_of_step_lt": "Telescope.lean",
    "sum_range_succ_eq_top": "Telescope.lean",  # only the top term nonzero (hyp_top, complete_init)
    **{theorem_name(J, c): "BoundaryStep.lean" for J in ORDERS for c in STEPS},
    **{f"sum_eq_sum_of_telescopers_{w}": "BoundaryPair.lean" for w in PAIR_ORDERS},
    # a telescoper summed over the range (a recurrence statement, :mod:`.complete_linear`)
    **{f"telescoper_sum_{w}": "BoundaryPair.lean" for w in PAIR_ORDERS},
}


@dataclass(frozen=True)
class Param:
    """An explicit parameter of a library theorem: ``kind`` is ``fun`` (``ℕ → … → K``, of
    ``arity`` arguments), ``natfun`` (``ℕ → … → ℕ``, an upper bound ``u``), ``nat`` (``ℕ``)
    or ``prop`` (a hypothesis, its type ``stmt``)."""

    name: str
    kind: str
    arity: int = 0
    stmt: Syn | None = None


@dataclass(frozen=True)
class Signature:
    """A library theorem as read from its file: explicit parameters in order, the
    conclusion, and the file's text (for the elaborator's messages)."""

    name: str
    params: tuple[Param, ...]
    conclusion: Syn
    source: str


def parse(toks: list[Token], file: str, text: str) -> Syn:
    """The term of ``toks`` (all of them)."""
    if not toks:
        raise Unreadable("empty term", None)
    last = toks[-1]
    eof = Token("eof", "", last.end, last.end, last.line, last.column + 1)
    p = Parser([*toks, eof], file, text)
    s = p.parse_expr(0)
    if p.peek().kind != "eof":
        raise Unreadable(f"unexpected `{p.peek().text}`", p.peek().line)
    return s


def read_signature(text: str, name: str, file: str = "<Prover>") -> Signature:
    """The explicit parameters and conclusion of ``theorem name`` in the Lean file ``text``
    (implicit ``{…}`` and instance ``[…]`` binders are skipped)."""
    toks = list(_library_tokens(text, file))
    start = next(
        (
            i
            for i, t in enumerate(toks[:-1])
            if t.text in ("theorem", "lemma") and toks[i + 1].text == name
        ),
        None,
    )
    if start is None:
        raise Unreadable(f"no theorem `{name}` in {file}", None)
    params: list[Param] = []
    j = start + 2
    while toks[j].kind != "eof" and toks[j].text != ":":
        t = toks[j]
        close = close_bracket(toks, j) if t.text in ("(", "{", "[", "⦃") else None
        if close is None:
            raise Unreadable(f"`{name}`: cannot read the binder at `{t.text}`", t.line)
        if t.text == "(":
            group = toks[j + 1 : close]
            colon = find_top(group, ":", 0)
            if colon is None or colon == 0:
                raise Unreadable(f"`{name}`: a binder without a type", t.line)
            ty = group[colon + 1 :]
            for n in group[:colon]:
                params.append(_param(n.text, ty, file, text))
        j = close + 1
    end = find_top(toks, ":=", j + 1)
    if toks[j].kind == "eof" or end is None:
        raise Unreadable(f"`{name}`: no statement", None)
    return Signature(name, tuple(params), parse(toks[j + 1 : end], file, text), text)


@lru_cache(maxsize=16)
def _library_tokens(text: str, file: str) -> tuple[Token, ...]:
    """The tokens of a library file (the same few ``Prover/`` files for every proof
    replayed: tokenized once per text, not once per application)."""
    return tuple(tokenize(text, file))


def _param(name: str, ty: list[Token], file: str, text: str) -> Param:
    w = words(ty)
    if w == ["ℕ"] or w == ["Nat"]:
        return Param(name, "nat")
    if len(w) >= 3 and all(x in ("ℕ", "→") for x in w[:-1]) and w[-2] == "→":
        if w[0::2][:-1] != ["ℕ"] * (len(w) // 2) or w[1::2] != ["→"] * (len(w) // 2):
            raise Unreadable(f"parameter `{name}`: type `{' '.join(w)}`", ty[0].line)
        return Param(name, "natfun" if w[-1] in ("ℕ", "Nat") else "fun", len(w) // 2)
    return Param(name, "prop", 0, parse(ty, file, text))

"""What the replay's helper modules need of the replayer (:class:`wzprove.sketch.replay._Replayer`).

One structural type for :mod:`.replay_init`, :mod:`.replay_closed`, :mod:`.replay_facts`,
:mod:`.replay_nonzero` and :mod:`.replay_apply`: they are called with the replayer itself, and
read Lean text, record steps and check ``linear_combination`` blocks through it, without
importing :mod:`.replay` (which imports them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from wzprove.lean.elaborate import Elaborator
from wzprove.lean.lexer import Token
from wzprove.lean.syntax import Syn
from wzprove.model.identity import Term, Ty
from wzprove.model.vocab import ReplayKind
from wzprove.sketch.replay_steps import Have


class Reader(Protocol):
    """The replayer's methods the helper modules call."""

    #: the theorem's hypotheses by name (``hx`` → ``x ≠ 1``), as moved by an opening
    named_hyps: dict[str, Term | None]
    #: the names of the facts of the linear-combination block being read, so far
    block: Mapping[str, object]
    #: the statements of the top-level haves read so far
    stmts: Mapping[str, object]

    def parse(self, toks: list[Token]) -> Syn: ...

    def elaborator(self, types: Mapping[str, Ty]) -> Elaborator: ...

    def term(self, toks: list[Token], types: Mapping[str, Ty], expected: Ty | None) -> Term: ...

    def add(
        self, have: str, kind: ReplayKind, ok: bool, detail: str, line: int, step: str = ""
    ) -> None: ...

    def intro(self, h: Have, toks: list[Token]) -> list[str]: ...

    def combination(
        self,
        h: Have,
        goal_eq: tuple[Term, Term],
        tactics: list[list[Token]],
        types: Mapping[str, Ty],
        step: str,
        hyps: list[Term] | None = None,
    ) -> None: ...

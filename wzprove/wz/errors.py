"""Typed errors of the symbolic engine.

Every error the engine raises on bad or unsupported input derives from :class:`WZError`,
so that the CLI can turn it into a one-line message (status ``out-of-scope`` or ``error``).

>>> issubclass(NotHypergeometric, WZError)
True
"""

from __future__ import annotations

from wzprove.model.errors import WzproveError
from wzprove.model.vocab import Status


class WZError(WzproveError):
    """Base class of all errors raised by :mod:`wzprove.wz`."""

    status: Status = "out-of-scope"


class NotHypergeometric(WZError):
    """The expression is not a hypergeometric term in the given variable(s).

    ``reason`` says precisely which part is the problem, e.g.
    ``"binomial(n, k**2): argument not integer-linear in k"``.
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class OutOfScope(WZError):
    """The input is well formed but not something the engine handles (e.g. an infinite range)."""


class InvalidInput(WZError):
    """The input is malformed (e.g. a ``Sum`` with several limits where one is expected)."""

    status: Status = "error"


class Undefined(WZError):
    """An exact evaluation hit an undefined value (division by zero, factorial of a negative)."""


class Timeout(WZError):
    """A computation ran past its ``timeout`` (seconds)."""

    status: Status = "failed"

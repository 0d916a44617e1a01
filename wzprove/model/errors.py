"""The one exception root, :class:`WzproveError`, and the process exit codes.

Every error the package raises on purpose derives from :class:`WzproveError` (each layer may
define its own subclasses in its own package) and carries the :data:`~wzprove.model.vocab.Status`
it ends a theorem in, as the class attribute ``status``. The exit code of a command is a
function of the statuses it reported (:func:`exit_code`), defined here and nowhere else; the
CLI maps an uncaught :class:`WzproveError` by its ``status`` too.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from wzprove.model.vocab import SUCCESS, Status


class WzproveError(Exception):
    """Root of the package's errors; ``status`` is how a theorem ends when one is raised."""

    status: Status = "error"


class ExitCode(IntEnum):
    """The process exit codes (docs/design.md, "Exit codes")."""

    OK = 0
    """every theorem reached a success status"""
    SOME_FAILED = 1
    """some theorem is false, failed, out of scope or rejected"""
    BAD_INPUT = 2
    """bad input: an ``error`` status, or a file or option that cannot be used"""
    INTERNAL = 3
    """an internal error (a bug: please report it)"""
    INTERRUPTED = 130
    """interrupted (Ctrl-C), as a shell reports SIGINT"""
    BROKEN_PIPE = 141
    """the reader of the output went away (``wzprove … | head``), as a shell reports SIGPIPE"""


def exit_code(statuses: Iterable[Status | str]) -> ExitCode:
    """The exit code for a command whose theorems ended in ``statuses``: ``BAD_INPUT`` if any
    is ``error``, else ``SOME_FAILED`` if any is not a success status, else ``OK``.

    >>> int(exit_code(["certified", "parsed"])), int(exit_code(["certified", "false"]))
    (0, 1)
    >>> int(exit_code(["false", "error"])), int(exit_code([]))
    (2, 0)
    """
    seen = list(statuses)
    if any(s == "error" for s in seen):
        return ExitCode.BAD_INPUT
    if any(s not in SUCCESS for s in seen):
        return ExitCode.SOME_FAILED
    return ExitCode.OK


def batch_exit_code(statuses: Iterable[Status | str]) -> ExitCode:
    """The exit code of a benchmark batch (``bench run``) whose rows ended in ``statuses``.

    A batch measures: its ``false``, ``failed``, ``out-of-scope`` and ``rejected`` rows are
    its results, not failures of the run, so they leave it ``OK``; an ``error`` row (the
    toolchain failed, an item could not be read) means the batch did not measure what it
    was asked to, so it must not look clean: ``BAD_INPUT``, as for :func:`exit_code`.

    >>> int(batch_exit_code(["certified", "false", "failed"])), int(batch_exit_code([]))
    (0, 0)
    >>> int(batch_exit_code(["certified", "error"]))
    2
    """
    return ExitCode.BAD_INPUT if any(s == "error" for s in statuses) else ExitCode.OK

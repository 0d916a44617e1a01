"""Typed errors of ``wzprove.leandojo``: the CLI prints their message, never a traceback.

>>> str(LeanDojoNotInstalled())
"lean_dojo is not installed; install it with: pip install 'wzprove[leandojo]'"
"""

from __future__ import annotations

from wzprove.model.errors import WzproveError

INSTALL_HINT = "pip install 'wzprove[leandojo]'"


class LeanDojoError(WzproveError):
    """Base class of every error raised by ``wzprove.leandojo``."""


class LeanDojoNotInstalled(LeanDojoError):
    """The optional ``lean_dojo`` package cannot be imported (message: the install hint)."""

    def __init__(self, detail: str = "") -> None:
        text = "lean_dojo is not installed"
        if detail:
            text += f" ({detail})"
        super().__init__(f"{text}; install it with: {INSTALL_HINT}")


class NoNetwork(LeanDojoError):
    """The host a remote repository lives on cannot be reached (no network, no DNS)."""

    def __init__(self, host: str, detail: str = "") -> None:
        self.host = host
        why = f": {detail}" if detail else ""
        super().__init__(
            f"no network: cannot reach {host}{why}. Tracing needs a network connection "
            "(LeanDojo clones the repository and downloads its dependencies); on an offline "
            "machine import an already traced data set with "
            "`wzprove data import-leandojo PATH --out FILE.jsonl`"
        )


class ImportFormatError(LeanDojoError):
    """A traced-theorem file is unreadable or a record lacks a field (``where: what``)."""


class TraceError(LeanDojoError):
    """``lean_dojo`` failed while tracing a repository (the message carries its reason)."""


class DojoBackendError(LeanDojoError):
    """The Dojo back end cannot start (bad settings, repository not traced, init failure)."""

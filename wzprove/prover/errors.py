"""Typed errors of the prover (portfolio, LLM back ends, subgoal search).

Every error here derives from :class:`ProverError`, so that the CLI can turn any of them
into a one-line message (docs/design.md, "What a result says": bad input is ``error``, never a
traceback).

>>> issubclass(ModelSpecError, ProverError) and issubclass(BackendUnavailable, ProverError)
True
"""

from __future__ import annotations

from wzprove.model.errors import WzproveError


class ProverError(WzproveError):
    """Base class of every error raised by :mod:`wzprove.prover`."""


class ModelSpecError(ProverError, ValueError):
    """A ``--model`` string is malformed or names nothing usable (e.g. a missing path)."""


class BackendUnavailable(ProverError):
    """A back end's package is not installed (``vllm``, ``transformers``, ``openai``).

    The message names the package and the ``pip install`` that provides it.
    """


class BackendError(ProverError):
    """A back end failed while generating (server unreachable, HTTP error, bad answer)."""


class SubgoalNotFound(ProverError, ValueError):
    """A subgoal's ``have NAME : … := by sorry`` is not in its sketch text (or is malformed)."""

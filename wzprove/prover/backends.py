"""Which class serves a ``--model`` string: the registry of language-model back ends.

:mod:`wzprove.prover.llm` states the protocol (:class:`~wzprove.prover.llm.LanguageModel`)
and parses ``--model``; it imports no back end. This module maps each back-end name to the
place of its class, ``"module:Class"``, imported only when a model of that kind is made
(so importing the prover loads neither torch, transformers nor vLLM):

* ``hf`` → :class:`wzprove.prover.hf.HFModel`,
* ``vllm`` → :class:`wzprove.prover.vllm_backend.VLLMModel`,
* ``openai`` → :class:`wzprove.prover.openai_backend.OpenAIModel`.

    >>> from wzprove.prover.llm import BACKENDS
    >>> sorted(LOADERS) == sorted(BACKENDS)
    True
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from wzprove.prover.llm import LanguageModel, parse_model_spec

LOADERS: dict[str, str] = {
    "hf": "wzprove.prover.hf:HFModel",
    "vllm": "wzprove.prover.vllm_backend:VLLMModel",
    "openai": "wzprove.prover.openai_backend:OpenAIModel",
}


def backend_class(name: str) -> type:
    """The class registered for back end ``name`` (its module imported now).

    Raises:
        KeyError: ``name`` is not in :data:`LOADERS`.
    """
    module, _, attr = LOADERS[name].partition(":")
    cls: type = getattr(import_module(module), attr)
    return cls


def load_model(spec: str, **options: Any) -> LanguageModel:
    """The back end a ``--model`` string names, ready to generate.

    Args:
        spec: see :func:`~wzprove.prover.llm.parse_model_spec`.
        options: passed to the back end's constructor (``device``, ``api_key``, ...).
    Raises:
        ModelSpecError: bad string or missing path.
        BackendUnavailable: the back end's package is not installed.
    """
    ms = parse_model_spec(spec)
    cls = backend_class(ms.backend)
    if ms.backend == "openai":  # the only back end with a model name beside its URL
        return cls(ms.target, ms.model, **options)  # type: ignore[no-any-return]
    return cls(ms.target, **options)  # type: ignore[no-any-return]

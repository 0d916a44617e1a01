"""One interface for language-model back ends, chosen by a ``--model`` string.

``--model`` forms (:func:`parse_model_spec`):

* ``hf:PATH`` — transformers, on a local model directory or a GGUF file
  (``hf:/models/x.gguf``; transformers dequantizes it), :mod:`wzprove.prover.hf`;
* ``vllm:PATH`` — vLLM's offline ``LLM`` (optional extra ``vllm``, imported only when
  used), :mod:`wzprove.prover.vllm_backend`;
* ``openai:URL#MODEL`` — any OpenAI-compatible server (``/v1/chat/completions``, or
  ``/v1/completions`` when the URL ends so), :mod:`wzprove.prover.openai_backend`.

This module imports none of them: :func:`wzprove.prover.backends.load_model` makes the
back end a ``--model`` string names (the registry of back ends lives there).

Every back end answers :meth:`LanguageModel.generate` with one :class:`Completion` per
sample: the text, the tokens it took, the seconds it cost.

    >>> parse_model_spec("openai:http://127.0.0.1:8000/v1#smol")
    ModelSpec(backend='openai', target='http://127.0.0.1:8000/v1', model='smol')
    >>> parse_model_spec("hf:/m/x.gguf").target
    '/m/x.gguf'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from wzprove.prover.errors import ModelSpecError
from wzprove.prover.prompt import Prompt

BACKENDS = ("hf", "vllm", "openai")


@dataclass(frozen=True)
class Completion:
    """One sample from a model.

    Attributes:
        text: the generated text (the prompt not included).
        tokens: generated tokens (exact where the back end reports them, else estimated
            as ``ceil(len(text) / 4)`` and ``estimated`` is True).
        prompt_tokens: the prompt's length in tokens (shared by the samples of one call;
            charged once per call).
        seconds: wall-clock seconds charged to this sample.
        finish_reason: ``stop`` | ``length`` | ... when known.
        estimated: ``tokens`` is an estimate.
    """

    text: str
    tokens: int
    prompt_tokens: int = 0
    seconds: float = 0.0
    finish_reason: str | None = None
    estimated: bool = False


@runtime_checkable
class LanguageModel(Protocol):
    """A back end: ``generate(prompt, n=…, temperature=…, max_new_tokens=…, timeout_s=…,
    seed=…) -> list[Completion]`` (at most ``n`` completions; fewer only when the time
    ran out)."""

    name: str

    def generate(
        self,
        prompt: Prompt,
        *,
        n: int = 1,
        temperature: float = 0.7,
        max_new_tokens: int = 256,
        timeout_s: float | None = None,
        seed: int | None = None,
    ) -> list[Completion]: ...


@dataclass(frozen=True)
class ModelSpec:
    """A parsed ``--model`` string: back end, path or URL, and (OpenAI) model name."""

    backend: str
    target: str
    model: str | None = None


def parse_model_spec(spec: str) -> ModelSpec:
    """Parse a ``--model`` string.

    Args:
        spec: ``hf:PATH``, ``vllm:PATH`` or ``openai:URL#MODEL`` (``#MODEL`` may be left
            out: the server's first listed model is used).
    Returns:
        the :class:`ModelSpec`.
    Raises:
        ModelSpecError: unknown back end, empty path or URL, or a URL without http(s).
    """
    backend, sep, rest = spec.partition(":")
    if not sep or backend not in BACKENDS:
        raise ModelSpecError(f"--model {spec!r}: expected hf:PATH, vllm:PATH or openai:URL#MODEL")
    rest = rest.strip()
    if not rest:
        raise ModelSpecError(f"--model {spec!r}: no path or URL after '{backend}:'")
    if backend != "openai":
        return ModelSpec(backend, rest)
    url, _, model = rest.partition("#")
    if not url.startswith(("http://", "https://")):
        raise ModelSpecError(f"--model {spec!r}: the URL must start with http:// or https://")
    return ModelSpec(backend, url, model or None)


def estimate_tokens(text: str) -> int:
    """``ceil(len(text) / 4)``: the usual rough count where a server reports no usage."""
    return (len(text) + 3) // 4

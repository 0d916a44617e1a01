"""The vLLM back end (``--model vllm:PATH``; optional extra ``wzprove[vllm]``).

Runs vLLM's offline engine in this process: ``vllm.LLM(model=PATH)`` and
``LLM.chat(messages, SamplingParams(n=…, temperature=…, max_tokens=…, seed=…))``, whose
``RequestOutput`` holds ``prompt_token_ids`` and one ``CompletionOutput`` (``text``,
``token_ids``, ``finish_reason``) per sample (vLLM's ``vllm/entrypoints/llm.py`` and
``vllm/outputs.py``). vLLM is imported when a model is made, never when this module is
imported, so the package works without it. A GGUF file needs its tokenizer named:
``VLLMModel("x.gguf", tokenizer="HF/REPO-or-DIR")``.

This path has not been run end to end here (no vLLM, no GPU on the development
machines); only its missing-package error is tested.
"""

from __future__ import annotations

import time
from typing import Any

from wzprove.prover.errors import BackendUnavailable, ModelSpecError
from wzprove.prover.llm import Completion
from wzprove.prover.prompt import Prompt


def import_vllm() -> Any:
    """Import and return the ``vllm`` module.

    Raises:
        BackendUnavailable: vLLM is not installed (the message says how to install it).
    """
    try:
        import vllm
    except ImportError as exc:
        raise BackendUnavailable(
            "the vllm: back end needs vLLM, which is not installed "
            f"({exc}); install it with `pip install 'wzprove[vllm]'` on a machine with a GPU, "
            "or use hf:PATH or openai:URL#MODEL"
        ) from exc
    return vllm


class VLLMModel:
    """A model run by vLLM's offline ``LLM`` engine.

    Args:
        path: a model directory, a Hugging Face repo name, or a ``.gguf`` file.
        tokenizer: the tokenizer's directory or repo (needed for a GGUF file).
        top_p: nucleus sampling mass.
        engine_args: further keyword arguments for ``vllm.LLM`` (``dtype``,
            ``gpu_memory_utilization``, ``tensor_parallel_size``, ``max_model_len``...).
    Raises:
        BackendUnavailable: vLLM is not installed. ModelSpecError: empty path.
    """

    def __init__(
        self,
        path: str,
        *,
        tokenizer: str | None = None,
        top_p: float = 0.95,
        **engine_args: Any,
    ) -> None:
        if not path:
            raise ModelSpecError("vllm: needs a model path")
        vllm = import_vllm()
        self._vllm = vllm
        self.name = f"vllm:{path}"
        self.top_p = top_p
        args = dict(engine_args)
        if tokenizer is not None:
            args["tokenizer"] = tokenizer
        self.llm = vllm.LLM(model=path, **args)

    def generate(
        self,
        prompt: Prompt,
        *,
        n: int = 1,
        temperature: float = 0.7,
        max_new_tokens: int = 256,
        timeout_s: float | None = None,
        seed: int | None = None,
    ) -> list[Completion]:
        """Draw ``n`` samples in one ``LLM.chat`` call (``timeout_s`` is not enforceable
        inside vLLM's offline engine; the caller's budget stops further calls)."""
        if n <= 0 or max_new_tokens <= 0:
            return []
        params = self._vllm.SamplingParams(
            n=n,
            temperature=temperature,
            top_p=self.top_p if temperature > 0 else 1.0,
            max_tokens=max_new_tokens,
            seed=seed,
        )
        t0 = time.monotonic()
        outputs = self.llm.chat([dict(m) for m in prompt.messages], params, use_tqdm=False)
        secs = time.monotonic() - t0
        request = outputs[0]
        plen = len(request.prompt_token_ids or [])
        samples = list(request.outputs)
        return [
            Completion(o.text, len(o.token_ids), plen, secs / max(1, len(samples)), o.finish_reason)
            for o in samples
        ]

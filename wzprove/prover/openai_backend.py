"""The OpenAI-compatible HTTP back end (``--model openai:URL#MODEL``).

Talks to any server that implements OpenAI's ``/v1/chat/completions`` (the default) or
``/v1/completions`` (chosen when the URL ends in ``/completions`` but not
``/chat/completions``): vLLM's ``vllm serve``, ``transformers serve``, llama.cpp's
``llama-server``, SGLang, a hosted API. It uses the ``openai`` client package. Servers
that ignore ``n`` (``transformers serve`` answers one choice per request) are asked again
until ``n`` samples are in or the time is up. The API key is ``api_key`` or
``$OPENAI_API_KEY`` (local servers accept any, so ``EMPTY`` is the default).

    >>> split_url("http://127.0.0.1:8000/v1/completions")
    ('http://127.0.0.1:8000/v1', 'completions')
    >>> split_url("http://127.0.0.1:8000")
    ('http://127.0.0.1:8000/v1', 'chat')
"""

from __future__ import annotations

import os
import time
from typing import Any
from urllib.parse import urlsplit

from wzprove.prover.errors import BackendError, BackendUnavailable
from wzprove.prover.llm import Completion, estimate_tokens
from wzprove.prover.prompt import Prompt


def split_url(url: str) -> tuple[str, str]:
    """The client's base URL and the endpoint (``chat`` | ``completions``) of ``url``.

    ``…/v1/chat/completions`` → chat; ``…/v1/completions`` → completions; any other URL
    is a base URL (``/v1`` is added when the URL has no path) and means chat.
    """
    u = url.rstrip("/")
    if u.endswith("/chat/completions"):
        return u[: -len("/chat/completions")], "chat"
    if u.endswith("/completions"):
        return u[: -len("/completions")], "completions"
    if urlsplit(u).path in ("", "/"):
        u += "/v1"
    return u, "chat"


class OpenAIModel:
    """A model behind an OpenAI-compatible server.

    Args:
        url: the server's URL (see :func:`split_url`).
        model: the model name the server knows (None: the first of ``GET /v1/models``).
        api_key: the bearer token (default ``$OPENAI_API_KEY`` or ``EMPTY``).
        timeout_s: seconds per HTTP request when the budget sets no tighter limit.
        top_p: nucleus sampling mass.
    Raises:
        BackendUnavailable: the ``openai`` package is not installed.
    """

    def __init__(
        self,
        url: str,
        model: str | None = None,
        *,
        api_key: str | None = None,
        timeout_s: float = 300.0,
        top_p: float = 0.95,
    ) -> None:
        try:
            import openai
        except ImportError as exc:
            raise BackendUnavailable(
                "the openai: back end needs the `openai` package (pip install openai)"
            ) from exc
        self._openai = openai
        self.base_url, self.endpoint = split_url(url)
        key = api_key or os.environ.get("OPENAI_API_KEY") or "EMPTY"
        self.client = openai.OpenAI(base_url=self.base_url, api_key=key, max_retries=0)
        self.model = model
        self.timeout_s = timeout_s
        self.top_p = top_p
        self.name = f"openai:{self.base_url}#{model or '?'}"

    def _model_name(self) -> str:
        if self.model is None:
            try:
                listed = [m.id for m in self.client.models.list(timeout=30)]
            except self._openai.OpenAIError as exc:
                raise BackendError(f"{self.base_url}: cannot list models: {exc}") from exc
            if not listed:
                raise BackendError(f"{self.base_url}: the server lists no model")
            self.model = listed[0]
            self.name = f"openai:{self.base_url}#{self.model}"
        return self.model

    def _request(
        self,
        prompt: Prompt,
        n: int,
        temperature: float,
        max_tokens: int,
        timeout: float,
        seed: int | None,
    ) -> Any:
        args: dict[str, Any] = {
            "model": self._model_name(),
            "n": n,
            "temperature": temperature,
            "top_p": self.top_p,
            "max_tokens": max_tokens,
            "timeout": timeout,
        }
        if seed is not None:
            args["seed"] = seed
        try:
            if self.endpoint == "chat":
                return self.client.chat.completions.create(
                    messages=[dict(m) for m in prompt.messages], **args
                )
            return self.client.completions.create(prompt=prompt.text, **args)
        except self._openai.APITimeoutError as exc:
            raise TimeoutError(f"{self.base_url}: request timed out") from exc
        except self._openai.OpenAIError as exc:
            raise BackendError(f"{self.base_url} ({self.endpoint}): {exc}") from exc

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
        """Draw ``n`` samples (see :class:`~wzprove.prover.llm.LanguageModel`).

        Token counts come from the response's ``usage`` (its completion tokens split
        evenly over its choices); a server that reports none gets the estimate of
        :func:`~wzprove.prover.llm.estimate_tokens`.

        Raises:
            BackendError: the server cannot be reached or answered an error.
        """
        out: list[Completion] = []
        t_start = time.monotonic()
        while len(out) < n:
            left = None if timeout_s is None else timeout_s - (time.monotonic() - t_start)
            if left is not None and left <= 0:
                break
            timeout = self.timeout_s if left is None else min(self.timeout_s, left)
            t0 = time.monotonic()
            try:
                resp = self._request(
                    prompt,
                    n - len(out),
                    temperature,
                    max_new_tokens,
                    timeout,
                    None if seed is None else seed + len(out),
                )
            except TimeoutError:
                break
            secs = time.monotonic() - t0
            choices = list(resp.choices or [])
            if not choices:
                raise BackendError(f"{self.base_url}: an answer with no choices")
            usage = getattr(resp, "usage", None)
            c_tok = getattr(usage, "completion_tokens", None) if usage else None
            p_tok = getattr(usage, "prompt_tokens", None) if usage else None
            for ch in choices[: n - len(out)]:
                if self.endpoint == "chat":
                    text = (ch.message.content or "") if ch.message else ""
                else:
                    text = ch.text or ""
                if c_tok is not None:
                    tokens, est = max(1, round(c_tok / len(choices))), False
                else:
                    tokens, est = estimate_tokens(text), True
                out.append(
                    Completion(
                        text,
                        tokens,
                        int(p_tok or 0),
                        secs / len(choices),
                        ch.finish_reason,
                        est,
                    )
                )
        return out

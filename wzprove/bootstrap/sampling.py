"""Sampling candidate proofs from a causal language model, locally or as Ray tasks.

Plain ancestral sampling with ``model.generate`` (temperature, no top-k / top-p), ``k``
completions per prompt, decoded without special tokens. A completion is *truncated* when it
did not end with the end-of-sequence token within ``max_new_tokens`` (DAPO's overlong
filtering, Yu et al. 2025 §3.3, treats such completions apart).

With a Ray address, prompts are split into chunks and each chunk is sampled by a Ray task
that loads the checkpoint from a path every node can read (:func:`sample_from_checkpoint`);
Ray is imported only then.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Sample:
    """One sampled completion: its text, whether it was cut at the length limit, its length."""

    text: str
    truncated: bool
    n_tokens: int


def sample_completions(
    model: Any,
    tokenizer: Any,
    prompts: Sequence[str],
    k: int,
    max_new_tokens: int,
    temperature: float = 1.0,
    batch_size: int = 16,
    seed: int | None = None,
) -> list[list[Sample]]:
    """``k`` sampled completions for each prompt.

    Args:
        model: a ``transformers`` causal LM (any device).
        tokenizer: its tokenizer (needs a pad token; left padding is set here).
        prompts: the prompt texts.
        k: completions per prompt.
        max_new_tokens: length limit of a completion in tokens.
        temperature: sampling temperature (> 0).
        batch_size: prompts per ``generate`` call.
        seed: torch seed set before sampling (None: leave the generator alone).
    Returns:
        ``out[i]`` is the list of ``k`` samples for ``prompts[i]``.
    Raises:
        ValueError: ``k`` < 1 or ``temperature`` <= 0.
    """
    import torch

    if k < 1:
        raise ValueError(f"k must be at least 1, got {k}")
    if temperature <= 0:
        raise ValueError(f"temperature must be positive, got {temperature}")
    if seed is not None:
        torch.manual_seed(seed)
    tokenizer.padding_side = "left"
    eos = tokenizer.eos_token_id
    pad = tokenizer.pad_token_id
    device = next(model.parameters()).device
    was_training = model.training
    model.eval()
    out: list[list[Sample]] = []
    try:
        for start in range(0, len(prompts), batch_size):
            chunk = list(prompts[start : start + batch_size])
            enc = tokenizer(chunk, return_tensors="pt", padding=True, add_special_tokens=False)
            enc = {key: v.to(device) for key, v in enc.items()}
            with torch.no_grad():
                gen = model.generate(
                    **enc,
                    do_sample=True,
                    temperature=temperature,
                    top_k=0,
                    top_p=1.0,
                    max_new_tokens=max_new_tokens,
                    num_return_sequences=k,
                    pad_token_id=pad,
                    eos_token_id=eos,
                )
            new = gen[:, enc["input_ids"].shape[1] :].tolist()
            for i in range(len(chunk)):
                group = []
                for ids in new[i * k : (i + 1) * k]:
                    if eos in ids:
                        ids = ids[: ids.index(eos) + 1]
                        truncated = False
                    else:
                        ids = [t for t in ids if t != pad]
                        truncated = True
                    text = tokenizer.decode(ids, skip_special_tokens=True)
                    group.append(Sample(text, truncated, len(ids)))
                out.append(group)
    finally:
        model.train(was_training)
    return out


def sample_from_checkpoint(
    checkpoint: str,
    prompts: Sequence[str],
    k: int,
    max_new_tokens: int,
    temperature: float = 1.0,
    seed: int | None = None,
) -> list[list[Sample]]:
    """Load ``checkpoint`` (model + tokenizer directory) and call :func:`sample_completions`.

    The unit of work of a Ray rollout task; also usable locally.
    """
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(checkpoint)
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    return sample_completions(model, tok, prompts, k, max_new_tokens, temperature, seed=seed)


def ray_sample(
    address: str,
    checkpoint: str,
    prompts: Sequence[str],
    k: int,
    max_new_tokens: int,
    temperature: float = 1.0,
    seed: int | None = None,
    chunks: int = 4,
) -> list[list[Sample]]:
    """:func:`sample_from_checkpoint` over ``chunks`` Ray tasks on the cluster at ``address``.

    Raises:
        ImportError: Ray is not installed (``pip install 'wzprove[ray]'``).
    """
    import ray

    if not ray.is_initialized():
        ray.init(address=None if address == "local" else address)
    task = ray.remote(sample_from_checkpoint)
    size = max(1, -(-len(prompts) // max(1, chunks)))
    refs = [
        task.remote(checkpoint, list(prompts[i : i + size]), k, max_new_tokens, temperature,
                    None if seed is None else seed + i)
        for i in range(0, len(prompts), size)
    ]  # fmt: skip
    out: list[list[Sample]] = []
    for part in ray.get(refs):
        out.extend(part)
    return out

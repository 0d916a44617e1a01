"""Tiny causal language models and tokenizers built locally (tests, smoke runs, GPU check).

A model from a config (``Qwen2Config`` with a few layers and a small hidden size, random
weights) and a byte-level BPE tokenizer trained with ``tokenizers`` on the task texts, so
that the whole bootstrapping loop runs with no download. Byte-level BPE round-trips any
text exactly (``decode(encode(s)) == s``), which the verifier needs: a completion is checked
as the model wrote it.

Sources: the byte-level BPE of GPT-2 (Radford et al. 2019) as implemented by
``tokenizers.pre_tokenizers.ByteLevel``; the decoder-only transformer of Qwen2
(``transformers.Qwen2Config``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PAD, BOS, EOS = "<pad>", "<s>", "</s>"


@dataclass(frozen=True)
class TinyModelSpec:
    """Shape of a tiny Qwen2 model built from a config (random initial weights).

    Attributes:
        hidden_size: width of the residual stream.
        layers: number of decoder layers.
        heads: attention heads (``hidden_size`` must be divisible by it).
        kv_heads: key/value heads (grouped-query attention).
        intermediate_size: MLP width.
        max_position: longest sequence (prompt + completion) in tokens.
        vocab_size: target size of the BPE vocabulary (the trained one may be smaller).
        seed: torch seed for the initial weights.
    """

    hidden_size: int = 64
    layers: int = 2
    heads: int = 4
    kv_heads: int = 2
    intermediate_size: int = 128
    max_position: int = 256
    vocab_size: int = 400
    seed: int = 0


def train_tokenizer(texts: Iterable[str], vocab_size: int = 400) -> Any:
    """Train a byte-level BPE tokenizer on ``texts`` and wrap it for ``transformers``.

    Args:
        texts: the task texts (prompts and completions).
        vocab_size: target vocabulary size (the 256 byte symbols and 3 specials included).
    Returns:
        a ``transformers.PreTrainedTokenizerFast`` with ``<pad>``, ``<s>``, ``</s>`` as
        pad / bos / eos tokens, left padding (for generation) and no automatic specials.
    """
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=[PAD, BOS, EOS],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(list(texts), trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok, pad_token=PAD, bos_token=BOS, eos_token=EOS
    )
    fast.padding_side = "left"
    return fast


def build_tiny_model(spec: TinyModelSpec, tokenizer: Any) -> Any:
    """A randomly initialised ``Qwen2ForCausalLM`` of shape ``spec`` for ``tokenizer``.

    Args:
        spec: the model's shape and seed.
        tokenizer: gives the vocabulary size and the special token ids.
    Returns:
        the model (float32, on the CPU).
    """
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(spec.seed)
    config = Qwen2Config(
        vocab_size=len(tokenizer),
        hidden_size=spec.hidden_size,
        intermediate_size=spec.intermediate_size,
        num_hidden_layers=spec.layers,
        num_attention_heads=spec.heads,
        num_key_value_heads=spec.kv_heads,
        max_position_embeddings=spec.max_position,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        tie_word_embeddings=True,
    )
    model = Qwen2ForCausalLM(config)
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.bos_token_id = tokenizer.bos_token_id
    return model


def save_tiny(model: Any, tokenizer: Any, out_dir: str | Path) -> Path:
    """Save ``model`` and ``tokenizer`` with ``save_pretrained`` into ``out_dir``; return it."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out

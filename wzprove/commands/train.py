"""``wzprove train``: bootstrap the prover — cold start, expert iteration, then DAPO.

    train("configs/tiny.toml")                      # a fresh run
    train("configs/tiny.toml", resume=True)         # continue after the last checkpoint
    train("configs/run.toml", ray="auto")           # rollouts and Lean checks on a Ray cluster

Layout of ``output_dir``::

    state.json                      stage, last round, DAPO steps done, newest checkpoint
    data/prompts.jsonl              the goals (PromptItem), with provenance
    data/cold_start.jsonl           cold-start pairs as given (unverified templates)
    data/pairs.jsonl                the data set: verified pairs only
    checkpoints/init/               the initial model and tokenizer
    checkpoints/round-<r>/          the model after expert-iteration round r
    dapo/checkpoint-<step>/         TRL checkpoints of the DAPO stage (model, optimizer, step)
    final/                          the model after DAPO
    metrics/expert_iteration.jsonl  one row per round (solve rate, new pairs, loss, ...) + .png
    metrics/dapo.jsonl              TRL's log rows (reward, loss, dynamic sampling) + .png
    metrics/dynamic_sampling.jsonl  per generation batch: groups seen / dropped / refilled
    metrics/dapo_rewards.jsonl      every DAPO candidate with its verification reward and verdict

Resuming continues until the config's targets are met: more expert-iteration rounds while
DAPO has not begun, then DAPO from its latest ``checkpoint-N`` up to ``dapo.steps`` (so a
finished run resumed with a larger ``dapo.steps`` trains further). The stages are described
in :mod:`wzprove.bootstrap.expert` and :mod:`wzprove.bootstrap.dapo`.
Ray is imported only when ``ray`` is given: expert-iteration rollouts then run as Ray tasks
(:func:`wzprove.bootstrap.sampling.ray_sample`) and every Lean check runs on the Lean pool's
Ray actors; DAPO's own generations stay in the training process.
"""

from __future__ import annotations

import json
import os
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wzprove.bootstrap.config import TrainConfig, load_config
from wzprove.bootstrap.records import (
    BootstrapError,
    PromptItem,
    ProofPair,
    load_pairs,
    load_prompts,
    provenance,
    read_jsonl,
    write_jsonl,
)


@dataclass
class TrainResult:
    """What a ``train`` call did.

    Attributes:
        output_dir: the run's directory.
        stage: the stage reached (``done`` after a complete run).
        rounds: the expert-iteration statistics of all rounds so far (dicts).
        dataset_size: verified pairs in the data set.
        dapo_steps: DAPO optimizer steps done.
        final_checkpoint: the newest model directory.
    """

    output_dir: str
    stage: str
    rounds: list[dict[str, Any]] = field(default_factory=list)
    dataset_size: int = 0
    dapo_steps: int = 0
    final_checkpoint: str | None = None


def _read_state(out: Path) -> dict[str, Any]:
    p = out / "state.json"
    return json.loads(p.read_text()) if p.is_file() else {}


def _write_state(out: Path, state: dict[str, Any]) -> None:
    tmp = out / "state.json.tmp"
    tmp.write_text(json.dumps(state, indent=2, sort_keys=True))
    os.replace(tmp, out / "state.json")


def load_items(cfg: TrainConfig) -> tuple[list[PromptItem], list[ProofPair]]:
    """The goals and the cold-start pairs the config names.

    Raises:
        DataError: a data file is missing or malformed.
    """
    d = cfg.data
    if d.task == "prelude":
        from wzprove.bootstrap.prelude_tasks import cold_start_pairs, make_tasks

        items = make_tasks(d.n_true, d.n_false, d.max_arg, cfg.seed)
        return items, cold_start_pairs(items, d.cold_start_count)
    items = load_prompts(d.prompts) if d.prompts else []
    cold = load_pairs(d.cold_start) if d.cold_start else []
    return items, cold


def make_verifier(cfg: TrainConfig, ray: str | None = None) -> Any:
    """The verifier the config names (``prelude`` or the project's ``lean`` toolchain).

    Raises:
        PreludeLeanUnavailable / NoLeanToolchain: no Lean to check with.
    """
    v = cfg.verifier
    if v.kind == "prelude":
        from wzprove.bootstrap.verifier import PreludeVerifier

        return PreludeVerifier(workers=v.workers, timeout=v.timeout_s, ray=ray)
    from wzprove.bootstrap.verifier import PoolVerifier
    from wzprove.lean.pool import LeanPool
    from wzprove.lean.toolchain import find_toolchain

    return PoolVerifier(LeanPool(find_toolchain(), workers=v.workers, timeout=v.timeout_s, ray=ray))


def _load_or_build_model(
    cfg: TrainConfig, texts: list[str], checkpoint: str | None
) -> tuple[Any, Any]:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    if checkpoint:
        tok = AutoTokenizer.from_pretrained(checkpoint)
        model = AutoModelForCausalLM.from_pretrained(checkpoint)
    elif cfg.model.tiny:
        from wzprove.bootstrap.tiny import TinyModelSpec, build_tiny_model, train_tokenizer

        m = cfg.model
        spec = TinyModelSpec(
            m.hidden_size, m.layers, m.heads, m.kv_heads, m.intermediate_size,
            m.max_position, m.vocab_size, cfg.seed,
        )  # fmt: skip
        tok = train_tokenizer(texts, m.vocab_size)
        model = build_tiny_model(spec, tok)
    else:
        import torch

        dtype = getattr(torch, cfg.model.dtype)
        tok = AutoTokenizer.from_pretrained(cfg.model.name_or_path)
        model = AutoModelForCausalLM.from_pretrained(cfg.model.name_or_path, dtype=dtype)
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    return model, tok


def _save(model: Any, tok: Any, path: Path) -> str:
    path.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(path)
    tok.save_pretrained(path)
    return str(path)


def _sampler(cfg: TrainConfig, model: Any, tok: Any, checkpoint: str, r: int, ray: str | None):
    """The expert-iteration sampler of round ``r``: local, or Ray tasks on ``checkpoint``."""
    from wzprove.bootstrap.sampling import ray_sample, sample_completions

    ei = cfg.expert_iteration
    seed = cfg.seed + 1000 * r
    if ray is not None:
        return lambda ps, k: ray_sample(
            ray, checkpoint, ps, k, ei.max_new_tokens, ei.temperature, seed
        )
    return lambda ps, k: sample_completions(
        model, tok, ps, k, ei.max_new_tokens, ei.temperature, ei.generation_batch_size, seed
    )


def train_from_config(
    cfg: TrainConfig, resume: bool = False, ray: str | None = None
) -> TrainResult:
    """Run (or resume) the bootstrapping described by ``cfg``; see :func:`train`."""
    from transformers import set_seed

    from wzprove.bootstrap import dapo, expert, metrics
    from wzprove.bootstrap.verifier import verify_all

    out = Path(cfg.output_dir)
    state = _read_state(out)
    if state and not resume:
        raise BootstrapError(
            f"{out} already holds a run (stage {state.get('stage')}); "
            "pass --resume to continue it or choose another output_dir"
        )
    if resume and not state:
        raise BootstrapError(f"{out}: nothing to resume (no state.json)")
    out.mkdir(parents=True, exist_ok=True)
    set_seed(cfg.seed)
    if cfg.cpu_threads > 0:
        import torch

        torch.set_num_threads(cfg.cpu_threads)
    items, cold = load_items(cfg)
    mdir = out / "metrics"
    ei_metrics = mdir / "expert_iteration.jsonl"
    if not state:
        write_jsonl(out / "data" / "prompts.jsonl", items)
        write_jsonl(out / "data" / "cold_start.jsonl", cold)
    verifier = make_verifier(cfg, ray)
    try:
        texts = [it.prompt for it in items] + [p.completion for p in cold]
        model, tok = _load_or_build_model(cfg, texts, state.get("checkpoint"))
        if not state:
            by_id = {it.id: it for it in items}
            known = [p for p in cold if p.prompt_id in by_id]
            if cfg.data.verify_cold_start:
                verdicts = verify_all(verifier, [(by_id[p.prompt_id], p.completion) for p in known])
                pairs = [
                    ProofPair(**{**p.to_dict(), "verified": True, "verdict": v.kind, "round": 0})
                    for p, v in zip(known, verdicts, strict=True)
                    if v.ok
                ]
            else:
                pairs = [
                    ProofPair(**{**p.to_dict(), "verified": True, "verdict": "trusted", "round": 0})
                    for p in known
                ]
            pairs, _ = expert.merge_pairs([], pairs, cfg.expert_iteration.max_pairs_per_goal)
            write_jsonl(out / "data" / "pairs.jsonl", pairs)
            ckpt = _save(model, tok, out / "checkpoints" / "init")
            state = {"stage": "expert-iteration", "round": 0, "checkpoint": ckpt}
            state["provenance"] = provenance("wzprove-train", cfg.seed)
            _write_state(out, state)
        pairs = load_pairs(out / "data" / "pairs.jsonl")
        ei = cfg.expert_iteration
        if state.get("dapo_started") and state["round"] < ei.rounds:
            warnings.warn(
                f"expert_iteration.rounds = {ei.rounds} but DAPO already began after round "
                f"{state['round']}; the remaining rounds are not run",
                stacklevel=2,
            )
        elif not state.get("dapo_started"):
            for r in range(state["round"] + 1, ei.rounds + 1):
                sampler = _sampler(cfg, model, tok, state["checkpoint"], r, ray)
                ckpt = out / "checkpoints" / f"round-{r}"
                state["stage"] = "expert-iteration"
                pairs, stats = expert.run_round(
                    r, model, tok, items, pairs, verifier, ei, sampler, ckpt, cfg.seed, cfg.use_cpu
                )
                write_jsonl(out / "data" / "pairs.jsonl", pairs)
                metrics.append_metrics(ei_metrics, stats.to_dict())
                state.update(round=r, checkpoint=str(ckpt))
                _write_state(out, state)
                metrics.plot_metrics(
                    metrics.read_metrics(ei_metrics), "round",
                    ["solve_rate", "new_pairs", "dataset_size", "loss"],
                    mdir / "expert_iteration.png", "expert iteration",
                )  # fmt: skip
        if cfg.dapo.steps > state.get("dapo_steps", 0):
            state.update(stage="dapo", dapo_started=True)
            _write_state(out, state)
            trainer = dapo.run_dapo(
                model, tok, items, verifier, cfg.dapo, out / "dapo", cfg.seed, cfg.use_cpu,
                resume=dapo.latest_checkpoint(out / "dapo") is not None,
            )  # fmt: skip
            logs = [row for row in trainer.state.log_history if "loss" in row or "reward" in row]
            write_jsonl(mdir / "dapo.jsonl", logs)
            write_jsonl(mdir / "dynamic_sampling.jsonl", trainer.dynamic_sampling_log, append=True)
            rewards = [
                {"item_id": i, "completion": c, "reward": 1.0 if v.ok else 0.0, "verdict": v.kind}
                for i, c, v in trainer.reward_funcs[0].history
            ]
            write_jsonl(mdir / "dapo_rewards.jsonl", rewards, append=True)
            metrics.plot_metrics(
                logs, "step",
                ["reward", "rewards/verified/mean", "loss", "dynamic_sampling/dropped_frac"],
                mdir / "dapo.png", "DAPO",
            )  # fmt: skip
            final = _save(trainer.model, tok, out / "final")
            state.update(checkpoint=final, dapo_steps=trainer.state.global_step)
        state["stage"] = "done"
        _write_state(out, state)
    finally:
        close = getattr(verifier, "close", None)
        if callable(close):
            close()
    rounds = metrics.read_metrics(ei_metrics)
    return TrainResult(
        output_dir=str(out),
        stage=state["stage"],
        rounds=rounds,
        dataset_size=sum(1 for _ in read_jsonl(out / "data" / "pairs.jsonl")),
        dapo_steps=state.get("dapo_steps", 0),
        final_checkpoint=state.get("checkpoint"),
    )


def train(
    config_path: str | os.PathLike[str], resume: bool = False, ray: str | None = None
) -> TrainResult:
    """Bootstrap the prover as the config at ``config_path`` says (TOML or YAML).

    Args:
        config_path: a training config (see ``configs/README.md``).
        resume: continue the run in the config's ``output_dir`` after its last checkpoint.
        ray: None (no Ray; Ray is never imported), ``"auto"`` or a Ray cluster address.
    Returns:
        a :class:`TrainResult`.
    Raises:
        ConfigError: bad config (which key, why).
        BootstrapError: ``output_dir`` already holds a run and ``resume`` is False, or there
            is nothing to resume.
        DataError: a data file is missing or malformed.
        BootstrapError: a module of the ``train`` (or ``ray``) extra is not installed.
        wzprove.lean.errors.LeanProcessError: no Lean front end to verify with.
    """
    cfg = load_config(config_path)
    try:
        return train_from_config(cfg, resume=resume, ray=ray)
    except ModuleNotFoundError as exc:
        extra = _EXTRA.get((exc.name or "").split(".")[0])
        if extra is None:
            raise
        raise BootstrapError(
            f"training needs {exc.name}, which is not installed: pip install 'wzprove[{extra}]'"
        ) from exc


#: the modules the `train` and `ray` extras bring (pyproject.toml), by their import names
_EXTRA = {
    **dict.fromkeys(
        ("torch", "transformers", "trl", "peft", "accelerate", "datasets", "matplotlib", "yaml"),
        "train",
    ),
    "ray": "ray",
}

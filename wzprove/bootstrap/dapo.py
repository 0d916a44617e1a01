"""DAPO refinement on ``trl.GRPOTrainer``, with dynamic sampling written here.

DAPO (Yu et al. 2025, "DAPO: an open-source LLM reinforcement learning system at scale",
arXiv 2503.14476) changes GRPO in four ways; three are options of TRL 1.16's
``GRPOConfig`` and one is not:

* clip-higher (§3.1): ``epsilon=0.2``, ``epsilon_high=0.28``;
* token-level policy-gradient loss (§3.3): ``loss_type="dapo"``;
* overlong filtering and soft overlong punishment (§3.4, eq. 13):
  ``mask_truncated_completions=True`` and the reward ``trl.rewards.get_soft_overlong_punishment``;
* **dynamic sampling** (§3.2): a group whose ``G`` samples are all correct or all wrong
  has zero advantage and gives no gradient; DAPO drops such groups and samples more prompts
  until the batch is full of groups with a spread. TRL lacks it; :class:`DynamicSamplingGRPOTrainer`
  adds it by overriding ``GRPOTrainer._generate_and_score_completions``: after each
  generation it looks at the verification reward per group, keeps the non-uniform groups,
  draws fresh prompts from the training set for the dropped ones (at most
  ``max_resample_rounds`` extra generations), and returns a batch of the original size. If
  the budget runs out, uniform groups fill the rest (their advantage is zero; the shortfall
  is logged as ``filled_with_uniform``).

No KL term (``beta=0``), as in DAPO §2.3. The reward is the verifier's verdict (1 or 0),
plus ``format_weight`` for a candidate that passes the screen, plus the overlong shaping.
Uniformity is judged on the verification reward only (DAPO: "accuracy equal to 1 or 0").

Dynamic sampling here supports one training process with text prompts; with more
processes the number of generations per step would differ between ranks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wzprove.bootstrap.config import DapoConfig
from wzprove.bootstrap.records import PromptItem
from wzprove.bootstrap.verifier import Verdict, Verifier, screen_completion, verify_all

VERIFIED = "verified"


class VerificationReward:
    """Reward 1.0 for a candidate the verifier accepts, else 0.0 (a TRL reward function).

    The dataset rows carry ``item_id``; every call is recorded in ``history`` as
    ``(item_id, completion, verdict)`` triples so that rewards can be audited.
    """

    __name__ = VERIFIED

    def __init__(self, verifier: Verifier, items: Sequence[PromptItem]) -> None:
        self.verifier = verifier
        self.items = {it.id: it for it in items}
        self.history: list[tuple[str, str, Verdict]] = []

    def __call__(
        self, prompts: list[Any], completions: list[str], item_id: list[str], **kwargs: Any
    ) -> list[float]:
        pairs = [(self.items[i], c) for i, c in zip(item_id, completions, strict=True)]
        verdicts = verify_all(self.verifier, pairs)
        self.history.extend(zip(item_id, completions, verdicts, strict=True))
        return [1.0 if v.ok else 0.0 for v in verdicts]


class FormatReward:
    """``weight`` for a candidate that passes the screen (``verifier.screen_completion``)."""

    __name__ = "format"

    def __init__(self, weight: float, items: Sequence[PromptItem]) -> None:
        self.weight = weight
        self.modes = {it.id: it.mode for it in items}

    def __call__(self, completions: list[str], item_id: list[str], **kwargs: Any) -> list[float]:
        return [
            self.weight if screen_completion(c, self.modes[i]) is None else 0.0
            for c, i in zip(completions, item_id, strict=True)
        ]


def uniform_groups(accuracy: Sequence[float], group_size: int) -> list[bool]:
    """For each consecutive group of ``group_size`` rewards: are they all equal?

    NaN rewards (unscorable) count as equal to each other.

    >>> uniform_groups([1, 1, 0, 1, 0, 0], 2)
    [True, False, True]
    """
    if len(accuracy) % group_size:
        raise ValueError(f"{len(accuracy)} rewards do not split into groups of {group_size}")
    out = []
    for g in range(0, len(accuracy), group_size):
        vals = ["nan" if v != v else float(v) for v in accuracy[g : g + group_size]]
        out.append(len(set(vals)) == 1)
    return out


_LEFT = {"prompt_ids": "pad", "prompt_mask": 0}
_RIGHT = {
    "completion_ids": "pad",
    "completion_mask": 0,
    "old_per_token_logps": 0.0,
    "ref_per_token_logps": 0.0,
    "sampling_per_token_logps": 0.0,
    "importance_sampling_ratio": 1.0,
    "tool_mask": 1,
}


def merge_groups(
    parts: Sequence[tuple[dict[str, Any], int]], group_size: int, pad_id: int
) -> dict[str, Any]:
    """One generation batch from chosen groups of ``_generate_and_score_completions`` outputs.

    Args:
        parts: ``(output, g)``: group ``g`` (rows ``g*G .. g*G+G-1``) of ``output``.
        group_size: ``G``.
        pad_id: the tokenizer's pad id (prompt ids are left-padded, completions right-padded).
    Returns:
        the merged output; ``num_items_in_batch`` is recomputed from the masks.
    Raises:
        NotImplementedError: an output holds keys other than the text-only ones.
    """
    import torch
    import torch.nn.functional as F

    keys = set(parts[0][0])
    extra = keys - set(_LEFT) - set(_RIGHT) - {"advantages", "num_items_in_batch"}
    if extra:
        raise NotImplementedError(
            f"dynamic sampling supports text prompts only (got {sorted(extra)})"
        )
    merged: dict[str, Any] = {}
    for key in keys - {"num_items_in_batch"}:
        rows = [out[key][g * group_size : (g + 1) * group_size] for out, g in parts]
        if key == "advantages":
            merged[key] = torch.cat(rows)
            continue
        if key == "importance_sampling_ratio" and rows[0].dim() == 2 and rows[0].shape[1] == 1:
            merged[key] = torch.cat(rows)
            continue
        width = max(r.shape[1] for r in rows)
        left = key in _LEFT
        fill = (_LEFT if left else _RIGHT)[key]
        value = pad_id if fill == "pad" else fill
        padded = []
        for r in rows:
            extra_cols = width - r.shape[1]
            pad = (extra_cols, 0) if left else (0, extra_cols)
            padded.append(F.pad(r, pad, value=value) if extra_cols else r)
        merged[key] = torch.cat(padded)
    mask = merged["completion_mask"]
    if "tool_mask" in merged:
        mask = mask * merged["tool_mask"]
    merged["num_items_in_batch"] = mask.sum()
    return merged


def _trainer_class() -> type:
    from trl import GRPOTrainer

    class DynamicSamplingGRPOTrainer(GRPOTrainer):
        """``GRPOTrainer`` with DAPO's dynamic sampling (see the module docstring).

        Extra args:
            dynamic_sampling: turn it on (default True).
            dynamic_sampling_reward: name of the reward function whose values define a
                uniform group (default ``verified``).
            max_resample_rounds: extra generations per batch.
            resample_seed: seed of the prompt draws.
        """

        def __init__(
            self,
            *args: Any,
            dynamic_sampling: bool = True,
            dynamic_sampling_reward: str = VERIFIED,
            max_resample_rounds: int = 4,
            resample_seed: int = 0,
            **kwargs: Any,
        ) -> None:
            super().__init__(*args, **kwargs)
            self.dynamic_sampling = dynamic_sampling
            self.dynamic_sampling_reward = dynamic_sampling_reward
            self.max_resample_rounds = max_resample_rounds
            self._resample_rng = random.Random(resample_seed)
            self._last_rewards_per_func: Any = None
            self.dynamic_sampling_log: list[dict[str, Any]] = []
            if dynamic_sampling and self.accelerator.num_processes > 1:
                raise NotImplementedError("dynamic sampling supports one training process")
            if dynamic_sampling and dynamic_sampling_reward not in self.reward_func_names:
                raise ValueError(
                    f"no reward function named {dynamic_sampling_reward!r} "
                    f"(have {self.reward_func_names})"
                )

        def _calculate_rewards(self, inputs, prompts, completions, completion_ids_list):  # type: ignore[override]
            rewards = super()._calculate_rewards(inputs, prompts, completions, completion_ids_list)
            self._last_rewards_per_func = rewards.detach().cpu()
            return rewards

        def _draw_groups(self, n: int) -> list[dict[str, Any]]:
            ds = self.train_dataset
            rows = [ds[self._resample_rng.randrange(len(ds))] for _ in range(n)]
            return [dict(r) for r in rows for _ in range(self.num_generations)]

        def _generate_and_score_completions(self, inputs):  # type: ignore[override]
            if not (self.dynamic_sampling and self.model.training):
                return super()._generate_and_score_completions(inputs)
            G = self.num_generations
            want = len(inputs) // G
            col = self.reward_func_names.index(self.dynamic_sampling_reward)
            kept: list[tuple[dict[str, Any], int]] = []
            spare: list[tuple[dict[str, Any], int]] = []
            kept_acc: list[list[float]] = []
            spare_acc: list[list[float]] = []
            seen = dropped = rounds = 0
            batch = inputs
            while True:
                out = super()._generate_and_score_completions(batch)
                acc = self._last_rewards_per_func[:, col].tolist()
                for g, uniform in enumerate(uniform_groups(acc, G)):
                    seen += 1
                    vals = acc[g * G : (g + 1) * G]
                    if uniform:
                        dropped += 1
                        spare.append((out, g))
                        spare_acc.append(vals)
                    elif len(kept) < want:
                        kept.append((out, g))
                        kept_acc.append(vals)
                if len(kept) >= want or rounds >= self.max_resample_rounds:
                    break
                rounds += 1
                need = want - len(kept)
                batch = self._draw_groups(min(want, 2 * need))
            fill = want - len(kept)
            chosen = kept + spare[:fill]
            merged = merge_groups(chosen, G, self._tokenizer.pad_token_id)
            entry = {
                "step": self.state.global_step,
                "groups_seen": seen,
                "groups_dropped": dropped,
                "resample_rounds": rounds,
                "filled_with_uniform": fill,
                "kept_accuracy": kept_acc,
                "fill_accuracy": spare_acc[:fill],
            }
            self.dynamic_sampling_log.append(entry)
            m = self._metrics["train"]
            m["dynamic_sampling/dropped_frac"].append(dropped / max(1, seen))
            m["dynamic_sampling/resample_rounds"].append(float(rounds))
            m["dynamic_sampling/filled_with_uniform"].append(float(fill))
            return merged

    return DynamicSamplingGRPOTrainer


def DynamicSamplingGRPOTrainer(*args: Any, **kwargs: Any) -> Any:  # noqa: N802 - a class factory
    """Build a ``DynamicSamplingGRPOTrainer`` (the class is made on first use, so that
    importing this module does not import TRL). Arguments: as ``trl.GRPOTrainer`` plus
    ``dynamic_sampling``, ``dynamic_sampling_reward``, ``max_resample_rounds``,
    ``resample_seed``."""
    return _trainer_class()(*args, **kwargs)


def grpo_config(cfg: DapoConfig, output_dir: str | Path, seed: int, use_cpu: bool) -> Any:
    """The ``trl.GRPOConfig`` of a DAPO run (see the module docstring for each choice)."""
    from trl import GRPOConfig

    return GRPOConfig(
        output_dir=str(output_dir),
        max_steps=cfg.steps,
        learning_rate=cfg.learning_rate,
        lr_scheduler_type="constant",
        per_device_train_batch_size=cfg.batch_size,
        num_generations=cfg.num_generations,
        max_completion_length=cfg.max_completion_length,
        temperature=cfg.temperature,
        loss_type="dapo",
        epsilon=cfg.epsilon_low,
        epsilon_high=cfg.epsilon_high,
        mask_truncated_completions=True,
        beta=0.0,
        scale_rewards="group",
        logging_steps=1,
        save_strategy="steps",
        save_steps=cfg.save_steps,
        report_to=[],
        seed=seed,
        use_cpu=use_cpu,
        dataloader_num_workers=0,
        disable_tqdm=True,
    )


def reward_functions(cfg: DapoConfig, verifier: Verifier, items: Sequence[PromptItem]) -> list[Any]:
    """``[VerificationReward, FormatReward, soft overlong punishment]`` for a DAPO run."""
    from trl.rewards import get_soft_overlong_punishment

    return [
        VerificationReward(verifier, items),
        FormatReward(cfg.format_weight, items),
        get_soft_overlong_punishment(cfg.max_completion_length, cfg.soft_punish_cache),
    ]


def prompt_dataset(items: Sequence[PromptItem]) -> Any:
    """A ``datasets.Dataset`` with columns ``prompt`` and ``item_id``."""
    from datasets import Dataset

    return Dataset.from_list([{"prompt": it.prompt, "item_id": it.id} for it in items])


def latest_checkpoint(output_dir: str | Path) -> str | None:
    """The ``checkpoint-N`` directory with the largest N under ``output_dir``, or None."""
    d = Path(output_dir)
    if not d.is_dir():
        return None
    cps = [p for p in d.glob("checkpoint-*") if p.name.split("-")[-1].isdigit()]
    return str(max(cps, key=lambda p: int(p.name.split("-")[-1]))) if cps else None


def run_dapo(
    model: Any,
    tokenizer: Any,
    items: Sequence[PromptItem],
    verifier: Verifier,
    cfg: DapoConfig,
    output_dir: str | Path,
    seed: int = 0,
    use_cpu: bool = False,
    resume: bool = False,
) -> Any:
    """Run DAPO for ``cfg.steps`` steps; return the trainer (its ``state.log_history``,
    ``dynamic_sampling_log`` and reward functions' ``history`` describe the run).

    With ``resume``, training continues from the latest ``checkpoint-N`` in ``output_dir``
    (TRL restores model, optimizer, scheduler and step).
    """
    tokenizer.padding_side = "left"
    trainer = DynamicSamplingGRPOTrainer(
        model=model,
        reward_funcs=reward_functions(cfg, verifier, items),
        args=grpo_config(cfg, output_dir, seed, use_cpu),
        train_dataset=prompt_dataset(items),
        processing_class=tokenizer,
        dynamic_sampling=cfg.dynamic_sampling,
        max_resample_rounds=cfg.max_resample_rounds,
        resample_seed=seed,
    )
    ckpt = latest_checkpoint(output_dir) if resume else None
    trainer.train(resume_from_checkpoint=ckpt)
    return trainer

"""Expert iteration: sample proofs of the open goals, keep the verified ones, fine-tune.

One round (Anthony, Tian, Barber 2017, "Thinking Fast and Slow with Deep Learning and Tree
Search"; for theorem proving, Polu et al. 2022, arXiv 2202.01344, §4):

1. sample ``k`` candidates for every goal that has no verified proof yet;
2. check every candidate with the :class:`~wzprove.bootstrap.verifier.Verifier`;
3. add the verified pairs to the data set (deduplicated, shortest first, at most
   ``max_pairs_per_goal`` per goal) — nothing else ever enters it;
4. supervised fine-tuning on the whole data set with ``trl.SFTTrainer``;
5. save the next checkpoint.

The data set (``data/pairs.jsonl``), the round's statistics and the run's state are written
after every round, so a run can resume after the last finished round.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from wzprove.bootstrap.config import ExpertIterationConfig
from wzprove.bootstrap.records import PromptItem, ProofPair, dedupe_pairs, provenance
from wzprove.bootstrap.sampling import Sample
from wzprove.bootstrap.verifier import Verdict, Verifier, verify_all

Sampler = Callable[[Sequence[str], int], list[list[Sample]]]


@dataclass
class RoundStats:
    """What one round did.

    Attributes:
        round: 1-based round number.
        open_goals: goals without a verified proof at the round's start.
        solved: open goals that got at least one verified candidate.
        solve_rate: ``solved / open_goals`` (0 when none was open).
        candidates: candidates sampled.
        verified: candidates the verifier accepted.
        new_pairs: pairs added to the data set.
        dataset_size: pairs in the data set after the round.
        loss: mean SFT training loss of the round (None when there was nothing to train on).
        seconds: wall-clock time of the round.
        checkpoint: directory of the checkpoint written at the round's end.
        verdict_kinds: count of each verdict kind.
    """

    round: int
    open_goals: int
    solved: int
    solve_rate: float
    candidates: int
    verified: int
    new_pairs: int
    dataset_size: int
    loss: float | None
    seconds: float
    checkpoint: str
    verdict_kinds: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary."""
        return asdict(self)


def open_goals(items: Sequence[PromptItem], pairs: Sequence[ProofPair]) -> list[PromptItem]:
    """The items that no verified pair proves yet (in their order)."""
    done = {p.prompt_id for p in pairs if p.verified}
    return [it for it in items if it.id not in done]


def verified_pairs(
    items: Sequence[PromptItem],
    samples: Sequence[Sequence[Sample]],
    verifier: Verifier,
    round_no: int,
) -> tuple[list[ProofPair], list[list[Verdict]]]:
    """Check every sample and return the accepted ones as pairs, and all verdicts.

    Args:
        items: the goals.
        samples: ``samples[i]`` are the candidates for ``items[i]``.
        verifier: judges each candidate.
        round_no: stored in the pairs.
    Returns:
        ``(pairs, verdicts)``: pairs with ``verified=True`` for accepted candidates only;
        ``verdicts[i][j]`` is the verdict of ``samples[i][j]``.
    """
    flat = [(it, s.text) for it, group in zip(items, samples, strict=True) for s in group]
    verdicts = verify_all(verifier, flat)
    pairs: list[ProofPair] = []
    grouped: list[list[Verdict]] = []
    pos = 0
    for it, group in zip(items, samples, strict=True):
        vs = verdicts[pos : pos + len(group)]
        pos += len(group)
        grouped.append(list(vs))
        for s, v in zip(group, vs, strict=True):
            if v.ok:
                pairs.append(
                    ProofPair(
                        prompt_id=it.id,
                        prompt=it.prompt,
                        completion=s.text,
                        kind=it.kind,
                        verified=True,
                        verdict=v.kind,
                        round=round_no,
                        provenance=provenance("expert-iteration", None, round=round_no),
                    )
                )
    return pairs, grouped


def merge_pairs(
    dataset: Sequence[ProofPair], new: Sequence[ProofPair], per_goal: int
) -> tuple[list[ProofPair], int]:
    """The data set with ``new`` verified pairs merged in, and how many were added.

    Unverified pairs in ``new`` are ignored. Within a goal the shortest proofs are kept
    (:func:`~wzprove.bootstrap.records.dedupe_pairs`), at most ``per_goal``.

    Raises:
        ValueError: ``dataset`` holds an unverified pair.
    """
    if any(not p.verified for p in dataset):
        raise ValueError("the data set holds an unverified pair")
    merged = dedupe_pairs([*dataset, *(p for p in new if p.verified)], per_prompt=per_goal)
    before = {(p.prompt_id, p.completion.strip()) for p in dataset}
    added = sum(1 for p in merged if (p.prompt_id, p.completion.strip()) not in before)
    return merged, added


def sft(
    model: Any,
    tokenizer: Any,
    pairs: Sequence[ProofPair],
    cfg: ExpertIterationConfig,
    work_dir: str | Path,
    seed: int = 0,
    use_cpu: bool = False,
) -> float | None:
    """Fine-tune ``model`` in place on ``pairs`` with ``trl.SFTTrainer``; the mean loss.

    The data are prompt–completion records, so the loss is on the completion tokens only
    (TRL's ``completion_only_loss``), and TRL appends the end-of-sequence token.
    Returns None when ``pairs`` is empty (nothing trained).
    """
    if not pairs:
        return None
    from datasets import Dataset
    from trl import SFTConfig, SFTTrainer

    ds = Dataset.from_list([{"prompt": p.prompt, "completion": p.completion} for p in pairs])
    args = SFTConfig(
        output_dir=str(work_dir),
        num_train_epochs=cfg.sft_epochs,
        per_device_train_batch_size=cfg.sft_batch_size,
        learning_rate=cfg.sft_learning_rate,
        lr_scheduler_type="constant",
        logging_steps=1,
        save_strategy="no",
        report_to=[],
        seed=seed,
        use_cpu=use_cpu,
        dataloader_num_workers=0,
        disable_tqdm=True,
    )
    tokenizer.padding_side = "right"
    trainer = SFTTrainer(model=model, args=args, train_dataset=ds, processing_class=tokenizer)
    out = trainer.train()
    tokenizer.padding_side = "left"
    return float(out.training_loss)


def run_round(
    round_no: int,
    model: Any,
    tokenizer: Any,
    items: Sequence[PromptItem],
    dataset: Sequence[ProofPair],
    verifier: Verifier,
    cfg: ExpertIterationConfig,
    sampler: Sampler,
    checkpoint_dir: str | Path,
    seed: int = 0,
    use_cpu: bool = False,
) -> tuple[list[ProofPair], RoundStats]:
    """One round of expert iteration (see the module docstring).

    Args:
        round_no: 1-based.
        model, tokenizer: the current policy (trained in place).
        items: all goals.
        dataset: the verified pairs so far.
        verifier: judges candidates.
        cfg: sampling and SFT settings.
        sampler: ``sampler(prompts, k)`` returns ``k`` samples per prompt.
        checkpoint_dir: where the round's checkpoint is saved.
        seed: training seed.
        use_cpu: force the CPU.
    Returns:
        ``(new_dataset, stats)``.
    """
    t0 = time.monotonic()
    todo = open_goals(items, dataset)
    samples = sampler([it.prompt for it in todo], cfg.samples_per_goal) if todo else []
    found, verdicts = verified_pairs(todo, samples, verifier, round_no)
    merged, added = merge_pairs(dataset, found, cfg.max_pairs_per_goal)
    kinds: dict[str, int] = {}
    for vs in verdicts:
        for v in vs:
            kinds[v.kind] = kinds.get(v.kind, 0) + 1
    solved = len({p.prompt_id for p in found})
    ckpt = Path(checkpoint_dir)
    loss = sft(model, tokenizer, merged, cfg, ckpt.parent / "_sft_work", seed + round_no, use_cpu)
    ckpt.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(ckpt)
    tokenizer.save_pretrained(ckpt)
    stats = RoundStats(
        round=round_no,
        open_goals=len(todo),
        solved=solved,
        solve_rate=solved / len(todo) if todo else 0.0,
        candidates=sum(len(g) for g in samples),
        verified=len(found),
        new_pairs=added,
        dataset_size=len(merged),
        loss=loss,
        seconds=round(time.monotonic() - t0, 3),
        checkpoint=str(ckpt),
        verdict_kinds=kinds,
    )
    return merged, stats

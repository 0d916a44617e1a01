"""Dynamic sampling (DAPO §3.2) on a real tiny model with a reward we can compute by hand.

These tests need no Lean: the reward is a property of the completion text that we
recompute independently (even number of characters), so that "every kept group has a
spread" and "dropped groups are uniform" are checked against values we know.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("trl")

from wzprove.bootstrap.dapo import (  # noqa: E402
    DynamicSamplingGRPOTrainer,
    merge_groups,
    uniform_groups,
)


def test_uniform_groups_values() -> None:
    assert uniform_groups([1, 1, 1, 0, 0, 0, 1, 0], 4) == [False, False]
    assert uniform_groups([0.0] * 4 + [1.0] * 4, 4) == [True, True]
    assert uniform_groups([float("nan")] * 2 + [float("nan"), 1.0], 2) == [True, False]
    with pytest.raises(ValueError, match="groups of 4"):
        uniform_groups([1, 0, 1], 4)


def test_merge_groups_pads_like_trl() -> None:
    a = {
        "prompt_ids": torch.tensor([[5, 6], [5, 6]]),
        "prompt_mask": torch.tensor([[1, 1], [1, 1]]),
        "completion_ids": torch.tensor([[7, 0, 0], [7, 8, 9]]),
        "completion_mask": torch.tensor([[1, 0, 0], [1, 1, 1]]),
        "advantages": torch.tensor([1.0, -1.0]),
        "num_items_in_batch": torch.tensor(4),
    }
    b = {
        "prompt_ids": torch.tensor([[4, 5, 6], [4, 5, 6]]),
        "prompt_mask": torch.tensor([[1, 1, 1], [1, 1, 1]]),
        "completion_ids": torch.tensor([[7], [8]]),
        "completion_mask": torch.tensor([[1], [1]]),
        "advantages": torch.tensor([0.5, -0.5]),
        "num_items_in_batch": torch.tensor(2),
    }
    m = merge_groups([(a, 0), (b, 0)], 2, pad_id=0)
    assert m["prompt_ids"].tolist() == [[0, 5, 6], [0, 5, 6], [4, 5, 6], [4, 5, 6]]
    assert m["prompt_mask"].tolist() == [[0, 1, 1], [0, 1, 1], [1, 1, 1], [1, 1, 1]]
    assert m["completion_ids"].tolist() == [[7, 0, 0], [7, 8, 9], [7, 0, 0], [8, 0, 0]]
    assert m["advantages"].tolist() == [1.0, -1.0, 0.5, -0.5]
    assert int(m["num_items_in_batch"]) == 6
    with pytest.raises(NotImplementedError, match="text prompts only"):
        merge_groups([({**a, "pixel_values": torch.zeros(1)}, 0)], 2, 0)


def even_length(completions, **kwargs):
    """1.0 when the completion has an even number of characters."""
    return [1.0 if len(c) % 2 == 0 else 0.0 for c in completions]


even_length.__name__ = "verified"


def test_dynamic_sampling_keeps_only_groups_with_a_spread(tmp_path, one_thread) -> None:
    from datasets import Dataset
    from trl import GRPOConfig

    from wzprove.bootstrap.tiny import TinyModelSpec, build_tiny_model, train_tokenizer

    texts = [f"goal {i} :=" for i in range(8)] + [" a", " bb", " ccc"]
    tok = train_tokenizer(texts, 280)
    model = build_tiny_model(TinyModelSpec(hidden_size=32, layers=1, heads=2, kv_heads=1), tok)
    ds = Dataset.from_list([{"prompt": f"goal {i} :="} for i in range(8)])
    args = GRPOConfig(
        output_dir=str(tmp_path), max_steps=2, per_device_train_batch_size=8, num_generations=4,
        max_completion_length=6, loss_type="dapo", epsilon_high=0.28, beta=0.0,
        mask_truncated_completions=True, logging_steps=1, save_strategy="no", report_to=[],
        use_cpu=True, disable_tqdm=True, seed=0,
    )  # fmt: skip
    calls: list[list[str]] = []

    def record(completions, **kwargs):
        calls.append(list(completions))
        return [0.0] * len(completions)

    trainer = DynamicSamplingGRPOTrainer(
        model=model, reward_funcs=[even_length, record], args=args, train_dataset=ds,
        processing_class=tok, max_resample_rounds=3,
    )  # fmt: skip
    trainer.train()
    log = trainer.dynamic_sampling_log
    assert len(log) == 2
    for entry, in_batch in zip(log, [2, 2], strict=True):
        assert len(entry["kept_accuracy"]) + entry["filled_with_uniform"] == in_batch
        for acc in entry["kept_accuracy"]:
            assert len(set(acc)) > 1  # a spread: some even, some odd
        for acc in entry["fill_accuracy"]:
            assert len(set(acc)) == 1
        # refilling with uniform groups only happens when the resample budget is spent
        assert entry["filled_with_uniform"] == 0 or entry["resample_rounds"] == 3
    # every generation was scored; the dropped groups are exactly the uniform ones seen
    scored = [c for batch in calls for c in batch]
    groups = [scored[i : i + 4] for i in range(0, len(scored), 4)]
    uniform = sum(1 for g in groups if len({len(c) % 2 for c in g}) == 1)
    assert uniform == sum(e["groups_dropped"] for e in log)
    assert len(groups) == sum(e["groups_seen"] for e in log)

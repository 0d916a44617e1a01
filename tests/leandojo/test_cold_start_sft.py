"""The imported LeanDojo pairs train in the bootstrapping job's cold start: one SFT step.

The goals and pairs go through the training job's own loader (``data.task = "files"``),
are taken as trusted cold-start pairs (``verify_cold_start = false``: no Mathlib here to
check them), and one ``trl.SFTTrainer`` step of the job's ``expert.sft`` runs on a tiny
Qwen2 model with a BPE tokenizer trained on the texts (``wzprove.bootstrap.tiny``), on
the CPU.
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("trl")

from wzprove.bootstrap import expert  # noqa: E402
from wzprove.bootstrap.config import config_from_dict  # noqa: E402
from wzprove.bootstrap.records import ProofPair  # noqa: E402
from wzprove.bootstrap.tiny import TinyModelSpec, build_tiny_model, train_tokenizer  # noqa: E402
from wzprove.leandojo import import_leandojo  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data" / "leandojo" / "three_theorems.json"


def test_one_sft_step_on_imported_pairs(tmp_path: Path) -> None:
    import torch

    from wzprove.commands.train import load_items

    out = tmp_path / "ld.jsonl"
    import_leandojo(DATA, out)
    cfg = config_from_dict(
        {
            "model": {"tiny": True},
            "data": {
                "task": "files",
                "prompts": str(tmp_path / "ld.prompts.jsonl"),
                "cold_start": str(out),
                "verify_cold_start": False,
            },
            "expert_iteration": {"sft_epochs": 1.0, "sft_batch_size": 2},
            "use_cpu": True,
        }
    )
    items, cold = load_items(cfg)
    pairs = [ProofPair(**{**p.to_dict(), "verified": True, "verdict": "trusted"}) for p in cold]
    assert len(pairs) == 2 and {p.prompt_id for p in pairs} == {it.id for it in items}

    tok = train_tokenizer([it.prompt for it in items] + [p.completion for p in pairs], 400)
    for p in pairs:  # byte-level BPE round-trips the Lean text exactly (∑, ∀, ℕ, ↑)
        assert tok.decode(tok.encode(p.prompt + p.completion)) == p.prompt + p.completion
    model = build_tiny_model(TinyModelSpec(), tok)
    before = [t.detach().clone() for t in model.parameters()]
    ei = replace(cfg.expert_iteration, sft_learning_rate=1e-2)
    loss = expert.sft(model, tok, pairs, ei, tmp_path / "sft", seed=0, use_cpu=True)
    assert loss is not None and math.isfinite(loss) and loss > 0
    changed = sum(not torch.equal(a, b) for a, b in zip(before, model.parameters(), strict=True))
    assert changed > 0

"""The LLM path with a real model: SmolLM2-135M-Instruct (Q4_1 GGUF) through ``hf:``.

Slow (loading dequantizes the GGUF; CPU generation). The checker is the deterministic
text checker of ``conftest``; what is tested is the fill loop around a real model.
"""

from __future__ import annotations

import os
import time

import pytest
from conftest import RuleChecker, subgoals

from wzprove.prover.backends import load_model
from wzprove.prover.budget import Budget
from wzprove.prover.prompt import build_prompt
from wzprove.prover.search import FillConfig, fill
from wzprove.prover.splice import splice

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def smol(gguf_path):
    os.environ["HF_HUB_OFFLINE"] = "1"
    return load_model(f"hf:{gguf_path}", device="cpu", threads=1)


def _goal(name: str):
    return next(s for s in subgoals() if s.name == name)


def test_generate_uses_the_chat_template_and_counts_tokens(smol) -> None:
    prompt = build_prompt(_goal("h_den"))
    ids = smol.encode(prompt)["input_ids"][0]
    rendered = smol.tokenizer.decode(ids)
    assert "<|im_start|>system" in rendered and "have h_den" in rendered
    outs = smol.generate(prompt, n=2, temperature=0.8, max_new_tokens=8, seed=3)
    assert len(outs) == 2
    for c in outs:
        assert isinstance(c.text, str) and 1 <= c.tokens <= 8
        assert c.prompt_tokens == len(ids) and c.finish_reason in ("stop", "length")
    again = smol.generate(prompt, n=2, temperature=0.8, max_new_tokens=8, seed=3)
    assert [c.text for c in again] == [c.text for c in outs]


def test_fill_checks_every_model_output_and_stops_at_the_sample_cap(smol) -> None:
    sg = _goal("h_bdry")
    checker = RuleChecker()
    cfg = FillConfig(
        use_portfolio=False, n=2, rounds=5, max_new_tokens=24, temperature=0.9, context_chars=600
    )
    res = fill([sg], checker, smol, Budget(samples=3), cfg)
    assert res.stopped == "samples" and res.usage["samples"] == 3
    model_attempts = [a for a in res.attempts if a.source == "model"]
    assert len(model_attempts) == 3
    checked = 0
    for a in model_attempts:
        assert a.raw is not None and 1 <= a.tokens <= 24
        if a.verdict in ("no-tactic", "forbidden"):
            continue
        assert a.verdict in ("error", "closed") or a.cached
        assert splice(sg.context, sg.name, a.text).text in checker.calls
        checked += not a.cached
    assert len(checker.calls) == 1 + checked  # + the unfilled sketch (goal states)
    assert res.usage["tokens"] == sum(a.tokens for a in model_attempts)


def test_token_cap_with_the_real_model(smol) -> None:
    cfg = FillConfig(use_portfolio=False, n=2, rounds=20, max_new_tokens=16, context_chars=600)
    res = fill([_goal("h_wz")], RuleChecker(), smol, Budget(tokens=20, samples=None), cfg)
    assert res.stopped == "tokens" and res.usage["tokens"] <= 20


def test_wall_time_cap_with_the_real_model(smol) -> None:
    cfg = FillConfig(use_portfolio=False, n=1, rounds=50, max_new_tokens=400, context_chars=600)
    t0 = time.monotonic()
    res = fill([_goal("h_init")], RuleChecker(), smol, Budget(wall_s=4.0, samples=None), cfg)
    assert res.stopped == "wall-time"
    # generate's max_time cut the one call short (prefill on a busy CPU may add seconds)
    assert res.usage["samples"] == 1 and res.attempts[0].tokens < 400
    assert time.monotonic() - t0 < 4.0 + 30.0

"""End to end on the CPU: sampling -> kernel check -> SFT -> DAPO, then resume.

A 2-layer Qwen2 (hidden 64) built from ``configs/tiny.toml``, a BPE tokenizer trained on the
task texts, the prelude Lean task family, verified by the real prelude Lean front end. The
run is made in three calls, each resuming the previous one:

A. expert-iteration round 1, no DAPO;
B. resume: round 2, then DAPO to step 2;
C. resume with ``dapo.steps = 4``: DAPO continues from ``checkpoint-2`` to step 4.

The assertions are about mechanics: the data set grows only by pairs that a fresh verifier
accepts; checkpoints are written and resumed; dynamic sampling drops exactly the groups
with a uniform verification reward; the DAPO rewards equal the verifier's verdicts.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import tomllib

pytest.importorskip("trl")

pytestmark = pytest.mark.lean

ROOT = Path(__file__).resolve().parents[2]


def _write_config(path: Path, out: Path, rounds: int, steps: int) -> Path:
    data = tomllib.loads((ROOT / "configs" / "tiny.toml").read_text())
    data["output_dir"] = str(out)
    data["expert_iteration"]["rounds"] = rounds
    data["dapo"]["steps"] = steps
    lines = []
    for key, val in data.items():
        if not isinstance(val, dict):
            lines.append(f"{key} = {json.dumps(val)}")
    for key, val in data.items():
        if isinstance(val, dict):
            lines.append(f"[{key}]")
            lines += [f"{k} = {json.dumps(v)}" for k, v in val.items()]
    path.write_text("\n".join(lines) + "\n")
    return path


def _lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text().splitlines() if x.strip()]


def test_expert_iteration_then_dapo_with_resume(tmp_path: Path, prelude_lean, one_thread) -> None:
    from wzprove.bootstrap.records import BootstrapError, load_pairs, load_prompts
    from wzprove.bootstrap.verifier import PreludeVerifier
    from wzprove.commands.train import train

    out = tmp_path / "run"
    # A: one round of expert iteration
    ra = train(_write_config(tmp_path / "a.toml", out, rounds=1, steps=0))
    assert ra.stage == "done" and len(ra.rounds) == 1 and ra.dapo_steps == 0
    pairs_a = load_pairs(out / "data" / "pairs.jsonl")
    with pytest.raises(BootstrapError, match="already holds a run"):
        train(tmp_path / "a.toml")

    # B: resume -> round 2 (from the round-1 checkpoint), then DAPO to step 2
    rb = train(_write_config(tmp_path / "b.toml", out, rounds=2, steps=2), resume=True)
    assert [r["round"] for r in rb.rounds] == [1, 2] and rb.dapo_steps == 2
    assert (out / "dapo" / "checkpoint-2").is_dir()

    # C: resume with more DAPO steps -> continues from checkpoint-2, no new rounds
    rc = train(_write_config(tmp_path / "c.toml", out, rounds=2, steps=4), resume=True)
    assert rc.dapo_steps == 4 and len(rc.rounds) == 2
    for d in ("checkpoints/init", "checkpoints/round-1", "checkpoints/round-2",
              "dapo/checkpoint-4", "final"):  # fmt: skip
        assert (out / d / "config.json").is_file(), d
    trainer_state = json.loads((out / "dapo" / "checkpoint-4" / "trainer_state.json").read_text())
    assert trainer_state["global_step"] == 4
    # TRL's log of the resumed run holds steps 1..4 once each
    assert [r["step"] for r in _lines(out / "metrics" / "dapo.jsonl")] == [1, 2, 3, 4]

    items = {it.id: it for it in load_prompts(out / "data" / "prompts.jsonl")}
    pairs = load_pairs(out / "data" / "pairs.jsonl")
    rounds = _lines(out / "metrics" / "expert_iteration.jsonl")
    with PreludeVerifier(workers=2) as fresh:  # an empty cache: every check runs Lean again
        # 1. the data set holds verified pairs only, each accepted by a fresh kernel check
        assert pairs and all(p.verified for p in pairs)
        verdicts = fresh.verify_many([(items[p.prompt_id], p.completion) for p in pairs])
        assert all(v.ok for v in verdicts)
        assert not any(items[p.prompt_id].meta["true"] is False for p in pairs)
        # it grew only by what the rounds report: cold start + new pairs of each round
        assert set(map(_key, pairs_a)) <= set(map(_key, pairs))
        assert len(pairs_a) == rounds[0]["dataset_size"]
        assert rounds[1]["dataset_size"] == rounds[0]["dataset_size"] + rounds[1]["new_pairs"]
        assert all(r["verified"] >= r["solved"] for r in rounds)

        # 2. DAPO rewards equal the verifier's verdicts
        rewards = _lines(out / "metrics" / "dapo_rewards.jsonl")
        assert len(rewards) >= 4 * 8
        distinct = {(r["item_id"], r["completion"].strip()): r for r in rewards}
        checked = list(distinct.values())[:40]
        again = fresh.verify_many([(items[r["item_id"]], r["completion"]) for r in checked])
        for r, v in zip(checked, again, strict=True):
            assert r["reward"] == (1.0 if v.ok else 0.0), r
    # no false goal was ever rewarded
    assert not any(r["reward"] and not items[r["item_id"]].meta["true"] for r in rewards)

    # 3. dynamic sampling: kept groups have a spread, dropped groups are the uniform ones
    ds = _lines(out / "metrics" / "dynamic_sampling.jsonl")
    assert len(ds) == 4
    g = 4  # num_generations of tiny.toml
    groups = [rewards[i : i + g] for i in range(0, len(rewards), g)]
    uniform = sum(1 for grp in groups if len({r["reward"] for r in grp}) == 1)
    assert sum(e["groups_seen"] for e in ds) == len(groups)
    assert sum(e["groups_dropped"] for e in ds) == uniform > 0
    for e in ds:
        assert all(len(set(acc)) > 1 for acc in e["kept_accuracy"])
        assert len(e["kept_accuracy"]) + e["filled_with_uniform"] == 2
        assert e["filled_with_uniform"] == 0 or e["resample_rounds"] == 2
    assert (out / "metrics" / "expert_iteration.png").is_file()
    assert (out / "metrics" / "dapo.png").is_file()


def _key(p) -> tuple[str, str]:
    return (p.prompt_id, p.completion.strip())

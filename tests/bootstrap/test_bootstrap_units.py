"""Fast unit tests of the bootstrapping code: configs, records, screen, prompts, group logic."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.bootstrap.config import config_from_dict, load_config
from wzprove.bootstrap.prelude_tasks import make_tasks, numeral, statement, value
from wzprove.bootstrap.prompts import build_prompt, make_item
from wzprove.bootstrap.records import (
    ConfigError,
    DataError,
    PromptItem,
    ProofPair,
    load_pairs,
    load_prompts,
    write_jsonl,
)
from wzprove.bootstrap.verifier import assemble, screen_completion

ROOT = Path(__file__).resolve().parents[2]


def test_tiny_config_loads() -> None:
    cfg = load_config(ROOT / "configs" / "tiny.toml")
    assert cfg.model.tiny and cfg.model.hidden_size == 64 and cfg.model.layers == 2
    assert cfg.dapo.epsilon_high == 0.28 and cfg.dapo.batch_size % cfg.dapo.num_generations == 0


def test_yaml_config(tmp_path: Path) -> None:
    p = tmp_path / "c.yaml"
    p.write_text("output_dir: o\nmodel: {tiny: true}\ndapo: {steps: 2, num_generations: 2}\n")
    cfg = load_config(p)
    assert cfg.dapo.steps == 2 and cfg.dapo.num_generations == 2 and cfg.output_dir == "o"


@pytest.mark.parametrize(
    "data, key",
    [
        ({"model": {"tiny": True, "hiden_size": 3}}, "model.hiden_size"),
        ({"model": {"tiny": True}, "dapo": {"steps": "ten"}}, "dapo.steps"),
        (
            {"model": {"tiny": True}, "dapo": {"batch_size": 6, "num_generations": 4}},
            "dapo.batch_size",
        ),
        ({"model": {"tiny": False}}, "model.name_or_path"),
        ({"model": {"tiny": True}, "verifier": {"kind": "coq"}}, "verifier.kind"),
    ],
)
def test_config_errors_name_the_key(data: dict, key: str) -> None:
    with pytest.raises(ConfigError, match=key.replace(".", r"\.")):
        config_from_dict(data)


def test_config_file_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no such config file"):
        load_config(tmp_path / "none.toml")
    bad = tmp_path / "bad.toml"
    bad.write_text("output_dir = \n")
    with pytest.raises(ConfigError, match="bad.toml"):
        load_config(bad)
    other = tmp_path / "c.json"
    other.write_text("{}")
    with pytest.raises(ConfigError, match="unknown config format"):
        load_config(other)


def test_jsonl_roundtrip_and_errors(tmp_path: Path) -> None:
    items = make_tasks(3, 1, seed=1)
    write_jsonl(tmp_path / "p.jsonl", items)
    assert load_prompts(tmp_path / "p.jsonl") == items
    pair = ProofPair("x", "p", " Eq.refl _", verified=True, verdict="ok")
    write_jsonl(tmp_path / "q.jsonl", [pair])
    assert load_pairs(tmp_path / "q.jsonl") == [pair]
    (tmp_path / "r.jsonl").write_text('{"id": "a"}\nnot json\n')
    with pytest.raises(DataError, match=r"r\.jsonl:1: PromptItem record lacks kind|lacks"):
        load_prompts(tmp_path / "r.jsonl")
    (tmp_path / "s.jsonl").write_text('{"id": "a", "kind": "k", "statement": "s"}\nnot json\n')
    with pytest.raises(DataError, match=r"s\.jsonl:2: not JSON"):
        load_prompts(tmp_path / "s.jsonl")


def test_prelude_tasks_are_true_exactly_when_meta_says() -> None:
    items = make_tasks(n_true=10, n_false=5, seed=3)
    assert sum(i.meta["true"] for i in items) == 10 and len(items) == 15
    for it in items:
        m = it.meta
        assert it.statement == statement(m["op"], m["a"], m["b"], m["c"])
        assert (m["c"] == value(m["op"], m["a"], m["b"])) == m["true"]
    assert numeral(3) == "(N.s (N.s (N.s N.z)))"
    assert len({it.id for it in items}) == len(items)


def test_prompt_and_assembly_agree() -> None:
    it = make_item("Eq N.z N.z", "prelude-eq", header="prelude")
    text = assemble(it, " Eq.refl _")
    # the checked file continues the prompt's statement verbatim
    assert it.prompt.splitlines()[-1] in text
    assert text.endswith("#print axioms goal\n")
    tac = make_item("a = a", "ratio-k", mode="tactic")
    assert "theorem goal : a = a := by\n  rfl" in assemble(tac, "rfl")
    with pytest.raises(ValueError, match="unknown proof mode"):
        build_prompt("a", "k", mode="auto")
    with pytest.raises(ValueError, match="empty side goal"):
        build_prompt("  ", "k")


@pytest.mark.parametrize(
    "completion, reason",
    [
        ("Eq.refl _", None),
        ("(fun x => x) (Eq.refl _)", None),
        ("sorry", "forbidden word `sorry`"),
        ("Eq.refl _ #print", "forbidden text `#`"),
        ("by native_decide", "forbidden word `native_decide`"),
        ("x\ntheorem y : False := x", "a term-mode proof must be one line"),
        ("   ", "empty proof"),
        ("h.theorem_like", None),  # a dotted name is not the keyword
    ],
)
def test_screen(completion: str, reason: str | None) -> None:
    assert screen_completion(completion) == reason


def test_item_is_hashable_by_content() -> None:
    a = PromptItem("i", "k", "s", meta={"x": 1})
    b = PromptItem("i", "k", "s", meta={"x": 2})
    assert a == b  # meta and provenance do not take part in equality

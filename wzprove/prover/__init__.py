"""The prover: a tactic portfolio, LLM back ends, and the search that fills a sketch's
subgoals (every candidate checked by Lean through a :class:`~wzprove.prover.goals.Checker`).

Main entry points: :func:`~wzprove.prover.search.fill`,
:func:`~wzprove.prover.backends.load_model` (``--model hf:PATH | vllm:PATH |
openai:URL#MODEL``), :func:`~wzprove.prover.extract.extract_tactic`,
:data:`~wzprove.prover.portfolio.PORTFOLIO`. Importing this package loads neither torch
nor transformers nor vLLM; the back ends import them when a model is made.
"""

from wzprove.prover.backends import load_model
from wzprove.prover.budget import Budget, BudgetTracker
from wzprove.prover.errors import (
    BackendError,
    BackendUnavailable,
    ModelSpecError,
    ProverError,
    SubgoalNotFound,
)
from wzprove.prover.extract import extract_tactic
from wzprove.prover.goals import Attempt, Checker, CheckOutcome, PoolChecker, Subgoal
from wzprove.prover.llm import Completion, LanguageModel, parse_model_spec
from wzprove.prover.portfolio import PORTFOLIO, PortfolioStats, scripts_for
from wzprove.prover.prompt import Feedback, Prompt, build_prompt
from wzprove.prover.search import FillConfig, FillResult, fill

__all__ = [
    "PORTFOLIO",
    "Attempt",
    "BackendError",
    "BackendUnavailable",
    "Budget",
    "BudgetTracker",
    "CheckOutcome",
    "Checker",
    "Completion",
    "Feedback",
    "FillConfig",
    "FillResult",
    "LanguageModel",
    "ModelSpecError",
    "PoolChecker",
    "PortfolioStats",
    "Prompt",
    "ProverError",
    "Subgoal",
    "SubgoalNotFound",
    "build_prompt",
    "extract_tactic",
    "fill",
    "load_model",
    "parse_model_spec",
    "scripts_for",
]

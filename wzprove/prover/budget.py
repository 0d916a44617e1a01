"""Budgets per identity: wall time, model samples, generated tokens, Lean checks.

:class:`Budget` is the set of caps (None: no cap); :class:`BudgetTracker` charges what
the fill loop spends against them and says, before each step, whether it may go on and
how much it may still ask for (so that a model call is sized to what is left: fewer
samples, fewer new tokens, a shorter timeout). Every charge is recorded, so the report
can print what an identity used.

    >>> t = BudgetTracker(Budget(samples=3, tokens=100, wall_s=None))
    >>> t.samples_allowed(4), t.tokens_allowed(2, 80)
    (3, 50)
    >>> t.charge_samples(3, tokens=20, prompt_tokens=10); t.exhausted()
    'samples'
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Budget:
    """Caps for filling one identity's subgoals (None: no cap).

    Attributes:
        wall_s: wall-clock seconds for the whole fill (portfolio, model and checks).
        samples: model samples (each completion counts one).
        tokens: generated (completion) tokens over all samples.
        checks: Lean checks (portfolio and model candidates together).
    """

    wall_s: float | None = 600.0
    samples: int | None = 64
    tokens: int | None = 200_000
    checks: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary."""
        return {
            "wall_s": self.wall_s,
            "samples": self.samples,
            "tokens": self.tokens,
            "checks": self.checks,
        }


@dataclass
class BudgetTracker:
    """What has been spent of a :class:`Budget`.

    Args:
        budget: the caps.
        clock: a monotonic clock in seconds (``time.monotonic``).
    """

    budget: Budget
    clock: Callable[[], float] = time.monotonic
    samples: int = 0
    tokens: int = 0
    prompt_tokens: int = 0
    checks: int = 0
    started: float = field(default=0.0)

    def __post_init__(self) -> None:
        self.started = self.clock()

    def elapsed(self) -> float:
        """Seconds since the tracker was made."""
        return self.clock() - self.started

    def remaining_s(self) -> float | None:
        """Seconds left (None: no wall-time cap)."""
        if self.budget.wall_s is None:
            return None
        return max(0.0, self.budget.wall_s - self.elapsed())

    def exhausted(self) -> str | None:
        """The first cap reached: ``wall-time`` | ``samples`` | ``tokens`` | ``checks``, or None."""
        b = self.budget
        if b.wall_s is not None and self.elapsed() >= b.wall_s:
            return "wall-time"
        if b.samples is not None and self.samples >= b.samples:
            return "samples"
        if b.tokens is not None and self.tokens >= b.tokens:
            return "tokens"
        if b.checks is not None and self.checks >= b.checks:
            return "checks"
        return None

    def can_check(self) -> bool:
        """True when a Lean check is still allowed (wall time and check caps)."""
        b = self.budget
        if b.wall_s is not None and self.elapsed() >= b.wall_s:
            return False
        return b.checks is None or self.checks < b.checks

    def samples_allowed(self, wanted: int) -> int:
        """How many of ``wanted`` samples the sample cap still allows."""
        if self.budget.samples is None:
            return wanted
        return max(0, min(wanted, self.budget.samples - self.samples))

    def tokens_allowed(self, n: int, wanted: int) -> int:
        """New tokens per sample for ``n`` samples, at most ``wanted``, within the token cap."""
        if self.budget.tokens is None or n <= 0:
            return wanted
        return max(0, min(wanted, (self.budget.tokens - self.tokens) // n))

    def charge_samples(self, n: int, *, tokens: int, prompt_tokens: int = 0) -> None:
        """Charge ``n`` samples that generated ``tokens`` tokens in all."""
        self.samples += n
        self.tokens += tokens
        self.prompt_tokens += prompt_tokens

    def charge_check(self) -> None:
        """Charge one Lean check."""
        self.checks += 1

    def to_dict(self) -> dict[str, Any]:
        """What was spent, JSON-ready (``seconds`` rounded)."""
        return {
            "seconds": round(self.elapsed(), 3),
            "samples": self.samples,
            "tokens": self.tokens,
            "prompt_tokens": self.prompt_tokens,
            "checks": self.checks,
            "budget": self.budget.to_dict(),
        }

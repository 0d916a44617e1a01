"""The linearity / induction stages keep to ``timeout_s`` like the engine (issue 12, item 4).

Gould 1.11 plus ``Ring.choose z 250 * Nat.choose n 250`` (false for n ≥ 250, beyond the
falsity search) sends the one-operator check into expanding degree-250 polynomials: more
than 5 minutes with ``--timeout 20`` before the stage was bounded (breaker12m).
"""

from __future__ import annotations

import time

from wzprove.lean.parser import parse_text
from wzprove.model.limits import hard_time_limit
from wzprove.pipeline import ProveOptions, certify_theorem

SLOW = (
    "theorem g1 {x z : ℝ} (n : ℕ) : ∑ k ∈ Finset.range n, (Ring.choose z k) * "
    "(x^(n - k) / (n - k)) = ∑ k ∈ Finset.Ico 1 (n + 1), (Ring.choose (z - k) (n - k)) * "
    "(((x + 1) ^ k - 1) / k) + Ring.choose z 250 * Nat.choose n 250"
)


def test_linear_stage_keeps_to_the_time_limit() -> None:
    (parsed,) = parse_text(SLOW, "t.lean")
    opts = ProveOptions(timeout_s=2.0, falsity_time_s=0.5)
    t0 = time.monotonic()
    with hard_time_limit(90.0):  # the watchdog of this test: the stage must stop far sooner
        report = certify_theorem(parsed, opts).report
    elapsed = time.monotonic() - t0
    assert report.status != "certified"
    assert elapsed < 45.0, elapsed
    assert "by linearity: time limit" in (report.note or "") + report.message

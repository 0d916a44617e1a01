"""Binomial sums of sines/cosines (issue 15; :mod:`wzprove.pipeline.trig`,
:mod:`wzprove.model.trig_binomial`): LCI ``Gould_identity_1_27`` and ``Jihuai_identity_83``
are certified by the exact check of ``1 + a·e^{iθ} = ρ·e^{iφ}`` and get a complete proof file
that passes the audit; perturbed statements (a wrong power, sin↔cos on one side, ``n·x/2 →
n·x``, a dropped sign) are never certified, and the exact check refuses near misses that a
numerical test at a few points could accept."""

from __future__ import annotations

from pathlib import Path

import pytest
import sympy

from wzprove.lean.audit import audit_text
from wzprove.lean.parser import parse_text
from wzprove.model.trig_binomial import (
    TrigFormError,
    conditions_hold,
    exponential_form,
    recognise,
    symbol,
)
from wzprove.pipeline import ProveOptions, certify_theorem, prove_theorem

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=0.5)
HEADER = "import Mathlib\nopen Real Finset\n\n"
GOULD = (
    "theorem Gould_identity_1_27 {x : ℝ}(n : ℕ) :\n"
    "  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.sin (k * x) =\n"
    "  2^n * Real.sin (n * x / 2) * (Real.cos (x / 2)) ^ n"
)
JIHUAI = (
    "theorem Jihuai_identity_83 (n : ℕ) (x : ℝ) :\n"
    "  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k * n.choose k * 2^k * (cos (x / 2))^k * "
    "sin (k * x / 2) =\n  (-1)^n * sin (n * x)"
)


def _parsed(statement: str):  # noqa: ANN202 - a ParsedTheorem
    (parsed,) = parse_text(HEADER + statement + " := by\n  sorry\n")
    assert parsed.status == "parsed", parsed.message
    return parsed


@pytest.mark.parametrize(
    ("statement", "a", "rho"),
    [(GOULD, "1", "2*cos(x/2)"), (JIHUAI, "-2*cos(x/2)", "-1")],
)
def test_lci_items_are_certified_exactly(statement: str, a: str, rho: str) -> None:
    done = certify_theorem(_parsed(statement), OPTS)
    report = done.report
    assert (report.status, report.method) == ("certified", "binomial-trig"), report.message
    assert (report.trig["a"], report.trig["rho"], report.trig["function"]) == (a, rho, "sin")
    assert report.falsity_points > 0  # the falsity search ran on the statement first


@pytest.mark.parametrize(
    "statement",
    [
        GOULD.replace("2^n", "3^n"),  # a wrong power
        GOULD.replace("2^n *", "2^(n + 1) *"),  # not an n-th power
        GOULD.replace("Real.sin (n * x / 2)", "Real.cos (n * x / 2)"),  # sin ↔ cos, one side
        GOULD.replace("n * x / 2", "n * x"),  # n·x/2 → n·x
        GOULD.replace("(Real.cos (x / 2)) ^ n", "(Real.sin (x / 2)) ^ n"),
        JIHUAI.replace("(-1)^n * ", ""),  # a dropped sign
        JIHUAI.replace("(-1 : ℝ)^k * ", ""),
        JIHUAI.replace("k * x / 2", "k * x"),
    ],
)
def test_perturbed_statements_are_not_certified(statement: str) -> None:
    report = certify_theorem(_parsed(statement), OPTS).report
    assert report.status != "certified", report.message


def test_true_cosine_companions_are_certified() -> None:
    # sin → cos on both sides of both items: also true (the real parts)
    for statement in (
        GOULD.replace("Real.sin", "Real.cos"),
        JIHUAI.replace("sin (k * x / 2)", "cos (k * x / 2)").replace("sin (n", "cos (n"),
    ):
        report = certify_theorem(_parsed(statement), OPTS).report
        assert (report.status, report.method) == ("certified", "binomial-trig"), report.message
        assert report.trig["function"] == "cos"


def test_the_exact_check_refuses_a_near_miss() -> None:
    # a wrong coefficient in an angle is caught exactly (φ = x/2 + x/1000 instead of x/2)
    form = recognise(_parsed(GOULD).identity)
    assert conditions_hold(form)
    near = form.__class__(**{**form.__dict__, "phi": symbol("x") / 2 + symbol("x") / 1000})
    assert not conditions_hold(near)
    # the exponential form agrees with the trigonometric expression at a point, exactly
    x = symbol("x")
    e = sympy.cos(x) - 2 * sympy.cos(x / 2) ** 2 + 1
    assert sympy.cancel(sympy.together(exponential_form(e))) == 0
    square = _parsed(GOULD.replace("Real.sin (k * x)", "Real.sin (k * x * x)"))
    with pytest.raises(TrigFormError):  # θ = x²: not a rational combination, not decided
        conditions_hold(recognise(square.identity))
    assert certify_theorem(square, OPTS).report.status != "certified"


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
@pytest.mark.parametrize("statement", [GOULD, JIHUAI])
def test_prove_writes_a_complete_proof_that_passes_the_audit(
    tmp_path: Path, statement: str
) -> None:
    source = HEADER + statement + " := by\n  sorry\n"
    report = prove_theorem(_parsed(statement), ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.proof, report.method) == (
        "certified",
        "complete",
        "binomial-trig",
    )
    text = Path(report.proof_file).read_text(encoding="utf-8")
    assert "Prover.binomial_sin" in text and "sorry" not in text
    name = statement.split()[1]
    audit = audit_text(text, source, name)
    assert audit.passed, audit.failures


@pytest.mark.parametrize(
    ("statement", "reason"),
    [
        (  # a phase y in the angle: not k times an angle
            "theorem shifted (n : ℕ) (x y : ℝ) :\n"
            "  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.sin (k * x + y) =\n"
            "  2 ^ n * Real.cos (x / 2) ^ n * Real.sin (n * x / 2 + y)",
            "is not k times an angle",
        ),
        (  # a negated right side
            "theorem negated (n : ℕ) (x : ℝ) :\n"
            "  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * (-1 : ℝ) ^ k * Real.sin (k * x) =\n"
            "  -(2 ^ n * Real.sin (x / 2) ^ n * Real.sin (n * (π - x) / 2))",
            "right side",
        ),
    ],
)
def test_a_true_trig_statement_out_of_form_says_why(statement: str, reason: str) -> None:
    """New-user run 15: true statements (checked at 15 random points with mpmath) outside the
    recognised form stay out-of-scope, never certified, and the report's note names why the
    form was refused, not only the engine's "sin has no sympy reading"."""
    done = certify_theorem(_parsed(statement), OPTS)
    report = done.report
    assert report.status == "out-of-scope", report.message
    assert "not a binomial sum of sines/cosines this stage takes" in (report.note or "")
    assert reason in (report.note or "")

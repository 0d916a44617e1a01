"""Steps of 10⁶ monomials made small (issue 14): the casts of ℕ subtractions substituted before
the elimination (:mod:`wzprove.sketch.eliminate_sub`) and a monomial's ratio fact derived from
its atoms' ratio facts (:mod:`wzprove.sketch.ratio_atoms`).  Golden: LCI
``Gould_identity_21_1`` (``C(3n, k)³·C(3n - k, n)³``), replayed, a changed coefficient caught
in a step of each new kind."""

from __future__ import annotations

import re

import pytest
import sympy

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.build import build_sketch
from wzprove.sketch.eliminate import eliminate
from wzprove.sketch.eliminate_sub import eliminate_best, eliminate_substituted
from wzprove.sketch.replay import replay_theorem

from .test_complete_golden import GOLDEN, INPUTS
from .test_golden import compare_golden

NAME = "gould_21_1"
BLOCKS = {"hu", "hct0", "hct", "hlead", "hr", "hinit"} | {f"hratio{i}" for i in range(1, 6)}

x, y, z, a, b, n, k = sympy.symbols("x y z a b n k")


def _chain() -> tuple[sympy.Expr, list[tuple[sympy.Symbol, sympy.Expr, sympy.Expr]]]:
    """A chain ``x → y → z`` whose multipliers are written with two casts ``a = n - k``,
    ``b = n - k - 1`` (as a binomial's lower steps are), their facts last."""
    one = sympy.Integer(1)
    facts = [
        (x, a + 1, (a + 2) * y),
        (y, b + 1, (b + 3) * z),
        (z, one, one),
        (a, one, n - k),
        (b, one, n - k - 1),
    ]
    # x = (n-k+2)/(n-k+1) · (n-k+2)/(n-k) · 1
    target = (n - k + 1) * (n - k) * x - (n - k + 2) ** 2
    return target, facts


def test_the_substituted_elimination_checks_exactly() -> None:
    target, facts = _chain()
    el = eliminate_substituted(target, facts, {a, b})
    assert el is not None and el.remainder == 0
    # the multiplier keeps the casts as written (positivity proves `↑(n - k) + 1 ≠ 0`)
    assert el.multipliers == [a + 1, b + 1]
    assert el.check([])
    assert not el.check([n])
    # every fact has its cofactor, the casts' included: D·T₀ = Σ cᵢ·(qᵢxᵢ - pᵢ)
    D = (a + 1) * (b + 1)
    total = D * target - sum(
        c * (q * s - p) for c, (s, q, p) in zip(el.cofactors, facts, strict=True)
    )
    assert sympy.expand(total) == 0
    assert all(c != 0 for c in el.cofactors[3:])


def test_a_false_target_is_not_eliminated() -> None:
    target, facts = _chain()
    assert eliminate_substituted(target + 1, facts, {a, b}) is None
    assert eliminate_substituted(target, facts, set()) is None


def test_a_small_plain_elimination_is_kept_as_it_is() -> None:
    target, facts = _chain()
    plain = eliminate(target, facts)
    best = eliminate_best(target, facts, {a, b})
    assert best.multipliers == plain.multipliers
    assert [c.expr() for c in best.sparse] == [c.expr() for c in plain.sparse]


@pytest.mark.slow
def test_golden_gould_21_1() -> None:
    path = INPUTS / f"{NAME}.lean"
    (parsed,) = parse_file(path)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified, done.report.message
    cert = done.result.certificate
    text = path.read_text(encoding="utf-8")
    sk = build_sketch(done.identity, done.reading, cert, text, complete=True)
    assert sk.complete, sk.why_incomplete
    assert (sk.method, sk.subgoals) == ("wz", [])
    assert "Prover.sum_eq_of_telescoper_one_step_two" in sk.text
    # since the step's shift facts may divide its coefficients (complete14o), the compiler
    # writes this step in one piece; the pair-ratio text (`{NAME}.lean`) stays the replay's
    # fixture below
    compare_golden(GOLDEN / f"{NAME}_one_piece.lean", sk.text, False)
    report = _report(sk.text)
    assert report.ok, [(s.have, s.detail) for s in report.steps if not s.ok]


def _report(text: str):
    return replay_theorem(text, NAME)


def test_golden_gould_21_1_replays() -> None:
    text = (GOLDEN / f"{NAME}.lean").read_text(encoding="utf-8")
    assert "sorry" not in text.split(f"theorem {NAME}", 1)[1]
    # a monomial's ratio fact from its atoms' facts
    assert re.search(r"have sa\d+ := hratio\d+ n k \(by omega\)", text)
    report = _report(text)
    assert report.ok, [(s.have, s.detail) for s in report.steps if not s.ok]
    assert {s.have for s in report.steps} == BLOCKS | {"(closing)"}


@pytest.mark.parametrize("block", ["hratio4", pytest.param("hr", marks=pytest.mark.slow)])
def test_a_changed_coefficient_does_not_replay(block: str) -> None:
    # hratio4: the cubes' fact from its atoms' facts; hr: eliminated with the casts substituted
    text = (GOLDEN / f"{NAME}.lean").read_text(encoding="utf-8")
    start = text.index(f"  have {block} : ")
    m = re.compile(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ").search(
        text, start
    )
    assert m is not None
    bad = text[: m.start(1)] + str(int(m.group(1)) + 1) + text[m.end(1) :]
    failed = [s for s in _report(bad).steps if not s.ok]
    assert failed and all(s.kind == "linear-combination" and s.have == block for s in failed)
    assert "remainder" in failed[0].detail

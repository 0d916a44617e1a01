"""H's denominator cleared once (:mod:`wzprove.sketch.cleared_step`) and long sums written as
balanced trees (:func:`wzprove.sketch.terms._balanced`), for LCI Gould_identity_10_5 / 8_5.

The block ``D * H = E`` is written, re-read and replayed (:func:`wzprove.sketch.replay.replay`)
and a changed cofactor is caught; a 100-term sum is written balanced, read back within the
reader's depth limit and replayed, and a sum of 64 terms or fewer is written as before (nested
to the left).  The whole proof of Gould 10.5 is the golden ``gould_10_5``
(tests/sketch/test_complete_golden.py); its cleared step's mutants are caught here."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term
from wzprove.sketch.cleared_step import cleared_fact
from wzprove.sketch.replay import replay, replay_theorem
from wzprove.sketch.terms import BALANCED, rational_term

K = "ℝ"
GOLDEN = Path(__file__).parent.parent / "data" / "complete" / "gould_10_5.lean"


def _r(name: str) -> Term:
    return Term("cast", (Term.var(name),), K)


def _lit(v: int) -> Term:
    return Term.lit(v, K)


def _h() -> Term:
    """``(n + 2k + 1)·C(2n, k) / (k − 2n − 1) / (k − 2n − 1) / (n + 1)``: two inverse atoms,
    one squared, each nonzero for ``k < 2n`` (the first only in the range)."""
    n, k = _r("n"), _r("k")
    d = Term("sub", (Term("sub", (k, Term("mul", (_lit(2), n), K)), K), _lit(1)), K)
    top = Term("add", (Term("add", (n, Term("mul", (_lit(2), k), K)), K), _lit(1)), K)
    two_n = Term("mul", (Term.lit(2), Term.var("n")), "ℕ")
    c = Term("cast", (Term("choose", (two_n, Term.var("k")), "ℕ"),), K)
    h = Term("div", (Term("div", (Term("mul", (top, c), K), d), K), d), K)
    return Term("div", (h, Term("add", (n, _lit(1)), K)), K)


def _body(block) -> str:
    return f"  have {block.name} : {block.statement} := by\n" + "".join(
        f"    {x}\n" for x in block.lines
    )


HYP = (Term.var("k"), Term("mul", (Term.lit(2), Term.var("n")), "ℕ"))


def test_the_cleared_fact_is_written_and_replayed() -> None:
    block, D, E = cleared_fact(_h(), K, {"n": "ℕ", "k": "ℕ"}, HYP, ("n", "k"), "hclear0")
    assert block.statement.startswith("∀ n k : ℕ, k < (2 * n : ℕ) → ")
    assert block.lines[0] == "intro n k hk"
    # one inverse fact per divisor (the squared one once), E written once in the argument
    assert sum(line.startswith("have s") for line in block.lines) == 2
    argument = block.lines[-1].split("ring1)) ", 1)[1]
    assert argument.startswith(f"{render_term(E)} * (")
    report = replay(_body(block))
    assert report.steps and all(s.ok and s.have == "hclear0" for s in report.steps)
    assert "linear-combination" in {s.kind for s in report.steps}
    # the squared divisor's cofactor `1 + u` changed to `2 + u`: the block fails
    mutated = _body(block).replace("(1 + ", "(2 + ", 1)
    assert mutated != _body(block)
    assert not all(s.ok for s in replay(mutated).steps)


def test_a_long_sum_is_written_balanced_and_read_back() -> None:
    n, k = sympy.symbols("n k")
    rng = random.Random(7)
    terms = [rng.randint(1, 10**9) * n**i * k**j for i in range(10) for j in range(10)]
    first, second = sum(terms[:50]), sum(terms[50:])
    types = {"n": "ℕ", "k": "ℕ"}
    whole = render_term(rational_term(first + second, types, K))
    halves = [render_term(rational_term(p, types, K)) for p in (first, second)]
    depth = max(len(m) for m in re.findall(r"\(+", whole))
    assert len(terms) > BALANCED and depth < 30  # nested to the left: over 100 levels
    stmt = f"∀ n k : ℕ, {whole} = {halves[0]} + {halves[1]}"
    body = f"  have h : {stmt} := by\n    intro n k\n"
    body += "    linear_combination (norm := (push_cast; ring1)) 0\n"
    assert all(s.ok for s in replay(body).steps)
    assert not all(s.ok for s in replay(body.replace(" = ", " = 1 + ", 1)).steps)


def test_a_short_sum_is_written_as_before() -> None:
    n = sympy.Symbol("n")
    p = sum((i + 1) * n**i for i in range(BALANCED))
    t = rational_term(p, {"n": "ℕ"}, K)
    spine = 0
    while t.op in ("add", "sub"):
        t, spine = t.args[0], spine + 1
    assert spine == BALANCED - 1  # every sum of a golden file is this short


@pytest.mark.slow
def test_a_changed_coefficient_in_the_cleared_step_does_not_replay() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    for have in ("hct", "hclear0"):
        start = text.index(f"  have {have} : ")
        m = re.compile(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?(\d{4,})").search(
            text, start
        )
        assert m is not None
        bad = text[: m.start(1)] + str(int(m.group(1)) + 1) + text[m.end(1) :]
        report = replay_theorem(bad, "gould_10_5")
        failed = [s for s in report.steps if not s.ok]
        assert failed and {s.have for s in failed} == {have}, [(s.have, s.detail) for s in failed]

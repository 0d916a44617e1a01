"""The ratio split with any denominators (:func:`wzprove.sketch.ratio_split.split_combination`,
eliminate's ``divide``) on Gould (3.9)'s step, whose monomial ``C(x, 2k)·C(x, 2n − 2k)`` has
no base with every ratio positive as written: the split step, written into the golden proof
in place of the one-piece ``hct``, replays, and a changed ratio fact does not."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.model.identity import Term
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch import complete as C
from wzprove.sketch.common import _context
from wzprove.sketch.range_nonzero import upper_expr
from wzprove.sketch.ratio_split import split_combination
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.terms import at, mul, shift

DATA = Path(__file__).parent.parent / "data"
NAME = "gould_3_9"


@pytest.fixture(scope="module")
def split_text() -> str:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified
    ctx = _context(done.identity, done.reading, done.result.certificate)
    coeffs, R = C._telescoper(ctx)
    K, n, k = ctx.field_ty, ctx.n, ctx.k
    A = [C.rational_term(c, ctx.types, K) for c in coeffs]
    H = C._minus_g0(ctx, R, C.h_term(ctx, R, 0, 1, False, upper_expr(ctx)), False)
    k1 = shift(k, 1)
    tele = C._sum_terms([mul(A[j], at(ctx.F, {n: shift(n, j), k: k1}), K) for j in range(3)], K)
    step = Term("sub", (at(H, {k: k1}), H), K)
    hyp = (Term.var(k), Term.var(n))
    ct, blocks = split_combination(tele, step, K, ctx.types, hyp, (n, k), time.monotonic() + 120)
    assert [b.name for b in blocks] == ["hratio1", "hratio2", "hratio3"]
    # a ratio fact whose q vanishes in the range: (x − 2k)·(x − 2k − 1)·C(x, 2k)·… = …
    assert any("(((x : ℕ) : ℝ) - (2 * ((k : ℕ) : ℝ)))" in b.statement.split("=")[0] for b in blocks)
    golden = (DATA / "complete" / f"{NAME}.lean").read_text(encoding="utf-8")
    start = golden.index("  have hct : ")
    body = golden.index("    intro n k hk\n", start)
    end = golden.index("  have hlead : ", body)
    lines = ["    intro n k hk", *(f"    {x}" for x in ct.lines(K))]
    ratio = [
        f"  have {b.name} : {b.statement} := by\n" + "".join(f"    {x}\n" for x in b.lines)
        for b in blocks
    ]
    head = golden.index("  have hct0 : ")
    text = golden[:head] + "".join(ratio) + golden[head:body] + "\n".join(lines) + "\n"
    return text + golden[end:]


def test_the_split_step_replays(split_text: str) -> None:
    report = replay_theorem(split_text, NAME)
    bad = [(s.have, s.kind, s.detail) for s in report.steps if not s.ok]
    assert not bad, bad
    assert {"hratio1", "hratio2", "hratio3", "hct"} <= {s.have for s in report.steps}
    # hct uses each ratio fact, its hypothesis k < n checked by omega
    uses = [s for s in report.steps if s.have == "hct" and s.kind == "side-condition"]
    assert len([s for s in uses if s.step.startswith("sr")]) == 3


def test_a_changed_ratio_fact_does_not_replay(split_text: str) -> None:
    i = split_text.index("have hratio3 :")
    m = re.compile(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ").search(
        split_text, i
    )
    assert m is not None
    bad = split_text[: m.start(1)] + str(int(m.group(1)) + 1) + split_text[m.end(1) :]
    failed = [s for s in replay_theorem(bad, NAME).steps if not s.ok]
    assert failed and {s.have for s in failed} == {"hratio3"}

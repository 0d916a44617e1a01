"""The parser on the real benchmark statements in the shared data folder
(``tests/shared_data.py``; never copied into the repository; skipped, naming the path, where
absent): LCI-Test coverage, round trip through
``render_statement``, a numerical sanity check of the parsed models, and no ``error`` on the
CombiBench and PutnamBench combinatorics files."""

from __future__ import annotations

import collections
import itertools
import re
from fractions import Fraction

import pytest

from tests.shared_data import SHARED
from tests.shared_data import need as _need
from wzprove.lean.parser import ParsedTheorem, parse_file, parse_text
from wzprove.lean.render import render_statement
from wzprove.model.identity import EvaluationError, Identity

LCI = SHARED / "lci_test" / "LCI_test.jsonl"


@pytest.fixture(scope="module")
def lci() -> list[ParsedTheorem]:
    _need(LCI)
    return parse_file(LCI)


def test_lci_coverage(lci: list[ParsedTheorem]) -> None:
    assert len(lci) == 100
    for r in lci:
        print(f"{r.name:32s} {r.status:13s} {r.message}")
    tally = collections.Counter(r.status for r in lci)
    reasons = collections.Counter(
        re.sub(r" at \S+$", "", r.message) for r in lci if r.status != "parsed"
    )
    print("\nLCI-Test:", dict(tally))
    for reason, n in reasons.most_common():
        print(f"  {n:3d}  {reason}")
    assert tally["parsed"] >= 85
    assert tally["error"] == 0
    for r in lci:
        if r.status == "out-of-scope":
            assert re.search(r"LCI_test\.jsonl\[[^\]]+\]:\d+:\d+$", r.message), r.message


def _same(a: Identity, b: Identity) -> bool:
    fields = ("variables", "hypotheses", "hypothesis_names", "lhs", "rhs", "domain")
    return all(getattr(a, f) == getattr(b, f) for f in fields)


def test_lci_round_trip(lci: list[ParsedTheorem]) -> None:
    for r in lci:
        if r.identity is None:
            continue
        text = render_statement(r.identity)
        (back,) = parse_text(text, "rendered.lean")
        assert back.status == "parsed", (r.name, text, back.message)
        assert back.identity is not None and _same(r.identity, back.identity), (r.name, text)


_POINTS = {
    "ℕ": [0, 1, 2, 3, 4, 5],
    "ℤ": [-2, -1, 0, 1, 2, 3],
    "ℚ": [Fraction(1, 2), 2, 3, Fraction(-1, 3)],
    "ℝ": [Fraction(1, 2), 2, 3, Fraction(-1, 3)],
}


def test_lci_models_evaluate(lci: list[ParsedTheorem]) -> None:
    """Evaluate both sides at small points (hypotheses respected).  Most LCI statements are
    true; some are false as formalised (ℕ truncation, 0/0 = 0, n = 0): only counts here."""
    agree, disagree = 0, []
    for r in lci:
        if r.identity is None:
            continue
        idy = r.identity
        names = [v.name for v in idy.variables]
        tested = ok = 0
        for point in itertools.product(*[_POINTS[v.type] for v in idy.variables]):
            env = dict(zip(names, point, strict=True))
            try:
                holds = idy.holds_at(env)
            except EvaluationError:
                continue
            if holds is None:
                continue
            tested += 1
            ok += bool(holds)
        if tested and ok == tested:
            agree += 1
        else:
            disagree.append(f"{r.name} ({ok}/{tested} points)")
    parsed = sum(r.identity is not None for r in lci)
    print(f"\nLCI models agreeing at every tested point: {agree} of {parsed}")
    print("disagreeing somewhere:", ", ".join(disagree))
    # Known-true identities among them must agree everywhere
    for name in (
        "Gould_identity_3_66",
        "Jihuai_E1_1",
        "Gould_identity_1_93",
        "Gould_identity_3_90",
    ):
        assert not any(d.startswith(name + " ") for d in disagree), name
    assert agree >= 50


@pytest.mark.parametrize("folder", ["combibench/statements", "putnambench_comb"])
def test_other_benchmarks_never_error(folder: str) -> None:
    d = SHARED / folder
    _need(d)
    files = sorted(d.glob("*.lean"))
    assert files
    tally: collections.Counter[str] = collections.Counter()
    for f in files:
        for r in parse_file(f):
            tally[r.status] += 1
            assert r.status in ("parsed", "out-of-scope"), (f.name, r.message)
            if r.status == "out-of-scope":
                assert re.search(r":\d+:\d+$", r.message), r.message
    print(folder, dict(tally))

"""The identity generator and side goals, against known identities and exact values."""

from __future__ import annotations

import random
from pathlib import Path

import sympy

from wzprove.bootstrap.data import build_data
from wzprove.bootstrap.identities import K, N, generate_identities, normal_form, sample_summand
from wzprove.bootstrap.records import load_pairs, load_prompts, read_jsonl
from wzprove.bootstrap.sidegoals import base_case_goal, ratio_goal, ratio_parts


def test_normal_form_identifies_equal_terms() -> None:
    assert normal_form(sympy.binomial(N, K)) == normal_form(sympy.binomial(N, N - K))
    assert normal_form(sympy.binomial(N, K)) != normal_form(sympy.binomial(N + 1, K))
    # (-1)^k 2^k and (-2)^k are the same term
    assert normal_form((-1) ** K * 2**K) == normal_form((-2) ** K)


def test_grammar_is_seeded_and_hypergeometric() -> None:
    from wzprove.wz.hypergeometric import ratio

    a = [sample_summand(random.Random(7)) for _ in range(3)]
    b = [sample_summand(random.Random(7)) for _ in range(3)]
    assert a == b
    for F in a:
        assert ratio(F, K).is_rational_function(N, K)


def _check_recurrence(summand: str, coeffs: list[str], start: int, upto: int = 10) -> None:
    F = sympy.sympify(summand, locals={"n": N, "k": K})
    S = [sum(F.subs({N: m, K: j}) for j in range(m + 1)) for m in range(upto + len(coeffs))]
    a = [sympy.sympify(c, locals={"n": N}) for c in coeffs]
    for m in range(start, upto):
        assert sum(aj.subs(N, m) * S[m + j] for j, aj in enumerate(a)) == 0, (summand, m)


def test_generated_identities_hold_and_are_distinct() -> None:
    stats: dict[str, int] = {}
    recs = generate_identities(3, seed=1, timeout=10, stats=stats)
    assert len(recs) == 3 and stats["drawn"] >= 3
    assert len({r.id for r in recs}) == 3
    for r in recs:
        # the recurrence holds on exact values we compute here, independently of the engine
        _check_recurrence(r.summand, r.recurrence, r.start)
        assert r.certificate["format"] == "wzprove-certificate"
        assert r.provenance["seed"] == 1 and r.provenance["engine_version"]
    # the first one with seed 1 is sum C(n,k): S(n+1) = 2 S(n), S(0) = 1
    assert recs[0].summand == "binomial(n, k)"
    assert [sympy.sympify(c) for c in recs[0].recurrence] == [-2, 1] and recs[0].initial == ["1"]


def test_ratio_goals_known_values() -> None:
    p, q = ratio_parts(sympy.binomial(N, K), K)
    assert sympy.simplify(p / q - (N - K) / (K + 1)) == 0
    text = ratio_goal(sympy.binomial(N, K), K)
    assert text is not None and "Nat.choose n (k + 1)" in text and text.startswith("∀ n k : ℕ,")
    # C(2k, k): the n-ratio is 1 and the k-ratio (4k+2)/(k+1)
    p, q = ratio_parts(sympy.binomial(2 * K, K), K)
    assert sympy.simplify(p / q - (4 * K + 2) / (K + 1)) == 0


def test_build_data_writes_jsonl_with_provenance(tmp_path: Path) -> None:
    s = build_data(tmp_path, count=2, seed=1)
    assert s.identities == 2 and s.prompts >= 4
    items = load_prompts(tmp_path / "prompts.jsonl")
    kinds = {it.kind for it in items}
    assert {"ratio-k", "base-case"} <= kinds
    assert all(it.mode == "tactic" and it.header.startswith("import Mathlib") for it in items)
    pairs = load_pairs(tmp_path / "cold_start.jsonl")
    assert pairs and not any(p.verified for p in pairs)  # templates are never marked verified
    ids = list(read_jsonl(tmp_path / "identities.jsonl"))
    assert all(r["provenance"]["generator"] == "identity-grammar" for r in ids)
    from wzprove.bootstrap.identities import IdentityRecord

    rec = IdentityRecord(**ids[0])
    assert base_case_goal(rec).startswith("∑ k ∈ Finset.range 1,")

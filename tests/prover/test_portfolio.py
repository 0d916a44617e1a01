"""The tactic portfolio: coverage of every side-goal kind, scripts that pass the audit,
only lemma names verified in Mathlib, and the stats of which script closed which kind."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import RuleChecker, subgoals

from wzprove.lean.audit import scan_body
from wzprove.prover.extract import TACTIC_WORDS
from wzprove.prover.goals import SUBGOAL_KINDS
from wzprove.prover.portfolio import (
    GENERIC,
    LEMMAS,
    PORTFOLIO,
    PortfolioStats,
    scripts_for,
    with_opening,
)
from wzprove.prover.prompt import build_prompt
from wzprove.prover.search import fill

ALL_SCRIPTS = sorted({s for scripts in PORTFOLIO.values() for s in scripts} | set(GENERIC))


def test_every_kind_has_scripts() -> None:
    for kind in SUBGOAL_KINDS:
        assert len(PORTFOLIO[kind]) >= 5, kind


@pytest.mark.parametrize("script", ALL_SCRIPTS)
def test_scripts_pass_the_audit_and_start_with_a_tactic(script: str) -> None:
    assert scan_body(script, 1) == []
    for part in script.split(";"):
        assert part.split()[0] in TACTIC_WORDS, part


def test_named_lemmas_are_the_verified_ones() -> None:
    named = set()
    for script in ALL_SCRIPTS:
        named |= set(re.findall(r"\b(?:Nat|Finset)\.[\w']+|\bpow_\w+", script))
    assert named <= set(LEMMAS), named - set(LEMMAS)
    assert {"Nat.choose_succ_succ", "Finset.sum_range_succ", "Nat.choose"} <= named


def test_scripts_for_appends_generic_without_repeats() -> None:
    s = scripts_for("boundary")
    assert s[: len(PORTFOLIO["boundary"])] == list(PORTFOLIO["boundary"])
    assert len(s) == len(set(s)) and set(GENERIC) <= set(s)
    assert scripts_for("unknown-kind") == list(GENERIC)


def test_fill_counts_which_script_closed_which_kind() -> None:
    checker = RuleChecker(
        accept={
            "h_den": {"positivity"},
            "h_ratio": {"rw [Nat.choose_succ_right_eq]"},
            "h_wz": {"field_simp; ring"},
            "h_bdry": {"simp [Nat.choose_eq_zero_of_lt]"},
            "h_init": {"norm_num [Finset.sum_range_succ, Nat.choose]"},
        }
    )
    res = fill(subgoals(), checker)
    assert res.complete and res.stopped is None
    assert {n: a.source for n, a in res.closed.items()} == dict.fromkeys(res.subgoals, "portfolio")
    stats = res.stats.to_dict()
    assert stats["denominator"] == {"positivity": {"tried": 1, "closed": 1}}
    assert stats["ratio"] == {
        "field_simp; ring": {"tried": 1, "closed": 0},
        "push_cast; ring": {"tried": 1, "closed": 0},
        "rw [Nat.choose_succ_right_eq]": {"tried": 1, "closed": 1},
    }
    assert res.stats.closed_by("boundary") == {"simp [Nat.choose_eq_zero_of_lt]": 1}
    assert res.stats.closed_by("initial-value") == {
        "norm_num [Finset.sum_range_succ, Nat.choose]": 1
    }
    # one Lean check per portfolio attempt, no baseline needed
    assert len(checker.calls) == len(res.attempts) == 1 + 3 + 1 + 3 + 2
    assert "sorry" not in res.text
    # each script after its opening (issue 14 item 5): binders introduced first
    assert "    intros\n    all_goals (rw [Nat.choose_succ_right_eq])" in res.text
    assert res.usage["checks"] == len(checker.calls)


def test_stats_merge() -> None:
    a, b = PortfolioStats(), PortfolioStats()
    a.record("ratio", "ring", False)
    b.record("ratio", "ring", True)
    b.record_model("wz-equation", True)
    a.merge(b)
    assert a.to_dict() == {
        "ratio": {"ring": {"tried": 2, "closed": 1}},
        "model": {"wz-equation": {"tried": 1, "closed": 1}},
    }


def test_scripts_open_with_the_binders_and_the_let_names() -> None:
    # issue 14 item 5: a side goal is `∀ n k, … F n k …` with `F` a `let`; the script
    # introduces the binders and unfolds the named lets before the portfolio's tactic
    assert with_opening("field_simp; ring", ("F", "G")).split("\n") == [
        "intros",
        "try simp only [F, G, ↓reduceIte, Nat.reduceEqDiff] at *",
        "all_goals (field_simp; ring)",
    ]
    checker = RuleChecker(accept={"h_den": {"positivity"}})
    goals = [replace(s, definitions=("F",)) for s in subgoals() if s.name == "h_den"]
    res = fill(goals, checker)
    assert res.closed["h_den"].text == (
        "intros\ntry simp only [F, ↓reduceIte, Nat.reduceEqDiff] at *\nall_goals (positivity)"
    )


def test_prompt_says_to_introduce_and_unfold() -> None:
    sg = replace(subgoals()[0], definitions=("F", "G"))
    text = build_prompt(sg).messages[-1]["content"]
    assert "start with `intros` and `simp only [F, G] at *`" in text
    assert "simp only [" not in build_prompt(subgoals()[0]).messages[-1]["content"]

"""Closed ℕ statements proved by ``decide`` after rewriting ``catalan`` by its closed form
(:mod:`wzprove.sketch.complete_decide`; LC-test ``test_078_1``): the proof as written, and the
replay's refusals."""

from __future__ import annotations

import pytest

from wzprove.lean.parser import parse_text
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.complete_decide import decide_proof, replay_decide
from wzprove.sketch.complete_linear import linear_proof
from wzprove.sketch.linear_common import LinearProofError

CATALAN = "theorem test_078_1 : catalan 5 = 42 := sorry"


def _identity(text: str):
    [t] = parse_text(text)
    assert t.identity is not None, t.message
    return t.identity


def test_catalan_is_rewritten_then_decided() -> None:
    text = decide_proof(_identity(CATALAN))
    body = text.split("theorem test_078_1 : catalan 5 = 42 := by\n", 1)[1]
    assert body.splitlines()[-2:] == ["  rewrite [catalan_eq_centralBinom_div 5]", "  decide"]
    assert "sorry" not in text


def test_the_certified_statement_gets_the_proof() -> None:
    [parsed] = parse_text(CATALAN)
    done = certify_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3))
    assert (done.report.status, done.report.method) == ("certified", "linearity")
    text = linear_proof(done.identity, done.report.linear or {})
    assert text.endswith("  rewrite [catalan_eq_centralBinom_div 5]\n  decide\n")


def test_two_catalans_and_choose() -> None:
    identity = _identity("theorem t : catalan 3 + catalan 4 = Nat.choose 5 2 + 9 := sorry")
    assert decide_proof(identity).endswith(
        "  rewrite [catalan_eq_centralBinom_div 3, catalan_eq_centralBinom_div 4]\n  decide\n"
    )


def test_sides_equal_once_rewritten_leave_a_goal_for_decide() -> None:
    # `rw [catalan_eq_centralBinom_div 5]` closes `catalan 5 = catalan 5` by its closing
    # `rfl`, and the `decide` after it fails ("no goals"); `rewrite` leaves the goal
    identity = _identity("theorem t : catalan 5 = catalan 5 := sorry")
    assert decide_proof(identity).endswith("  rewrite [catalan_eq_centralBinom_div 5]\n  decide\n")


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        ("theorem t : catalan 5 = 43 := sorry", "false"),
        ("theorem t : Nat.choose 30 15 = 155117520 := sorry", "at most"),
        ("theorem t (n : ℕ) : catalan n = catalan n := sorry", "not a closed equation"),
        ("theorem t : (catalan 5 : ℚ) = 42 := sorry", "at ℕ"),
        ("theorem t : Nat.fib 10 = 55 := sorry", "operation fib"),
    ],
)
def test_what_is_not_decided(statement: str, why: str) -> None:
    with pytest.raises(LinearProofError, match=why):
        decide_proof(_identity(statement))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("  rewrite [catalan_eq_centralBinom_div 5]\n", ""),  # decide cannot unfold catalan
        ("centralBinom_div 5]", "centralBinom_div 4]"),  # another instance
        ("catalan 5 = 42 := by", "catalan 5 = 41 := by"),  # a false statement
        ("  decide\n", "  norm_num\n"),
        # rw would close `catalan 5 = catalan 5` by rfl and leave decide no goal
        ("  rewrite [", "  rw ["),
    ],
)
def test_a_changed_proof_does_not_replay(old: str, new: str) -> None:
    text = decide_proof(_identity(CATALAN))
    assert old in text
    with pytest.raises(LinearProofError, match="replay|false"):
        replay_decide(text.replace(old, new), "test_078_1")

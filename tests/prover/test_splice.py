"""Splicing tactic blocks into a sketch's holes, and comparing errors around them."""

from __future__ import annotations

import pytest
from conftest import SKETCH

from wzprove.lean.messages import Message
from wzprove.prover.errors import SubgoalNotFound
from wzprove.prover.splice import (
    find_hole,
    inside_errors,
    outside_errors,
    splice,
    splice_all,
)


def test_inline_sorry_becomes_an_indented_block() -> None:
    sp = splice(SKETCH, "h_den", "positivity")
    lines = sp.text.split("\n")
    i = lines.index("  have h_den : (2 : ℚ) ^ n ≠ 0 := by")
    assert lines[i + 1] == "    positivity"
    assert sp.first_line == i + 1 and sp.block_line == i + 2 and sp.last_line == i + 2
    assert sp.delta == 1
    # nothing else moved or changed
    assert sp.text.replace("\n    positivity", " sorry", 1) == SKETCH


def test_sorry_on_its_own_line_keeps_its_column() -> None:
    sp = splice(SKETCH, "h_ratio", "  rw [Nat.choose_succ_right_eq]\n")
    assert "    sorry" not in sp.text.split("have h_wz")[0]
    assert "(n - k) := by\n    rw [Nat.choose_succ_right_eq]\n  let f" in sp.text
    assert sp.delta == 0


def test_multiline_block_is_dedented_then_indented() -> None:
    sp = splice(SKETCH, "h_wz", "    field_simp\n      ring_nf\n    ring")
    assert "by\n    field_simp\n      ring_nf\n    ring\n  have h_bdry" in sp.text
    assert sp.last_line - sp.block_line == 2


def test_splice_all_fills_every_named_hole() -> None:
    text = splice_all(SKETCH, {"h_den": "positivity", "h_init": "decide"})
    assert text.count("sorry") == SKETCH.count("sorry") - 2
    assert find_hole(text, "h_bdry").name == "h_bdry"


def test_sorry_in_a_comment_is_not_the_hole() -> None:
    text = "theorem t : True := by\n  -- have h : 1 = 1 := by sorry\n  have h : 2 = 2 := by sorry\n"
    hole = find_hole(text, "h")
    assert hole.have_line == 3


@pytest.mark.parametrize(
    ("text", "name", "fragment"),
    [
        (SKETCH, "h_missing", "no `have h_missing`"),
        ("  have h : a := by simp\n", "h", "not proved by `by sorry`"),
        ("  have h : a := by sorry\n  have h : b := by sorry\n", "h", "more than once"),
        ("  have h : a := (by sorry)\n", "h", "not proved by `by sorry`"),
        ("  have h : a := by sorry; simp\n", "h", "text follows its `sorry`"),
    ],
)
def test_bad_holes_are_reported(text: str, name: str, fragment: str) -> None:
    with pytest.raises(SubgoalNotFound, match=fragment.replace("(", r"\(").replace(")", r"\)")):
        find_hole(text, name)


def test_empty_block_is_refused() -> None:
    with pytest.raises(SubgoalNotFound, match="empty tactic block"):
        splice(SKETCH, "h_den", "  \n ")


def test_errors_inside_and_outside_the_filled_have() -> None:
    sp = splice(SKETCH, "h_den", "norm_num\nsimp")
    exact_line = SKETCH.split("\n").index("  exact wz_telescope h_den h_ratio h_wz h_bdry h_init")
    unknown = "unknown identifier 'wz_telescope'"
    msgs = [
        Message("error", sp.block_line + 1, 4, "simp made no progress"),
        Message("error", exact_line + 1 + sp.delta, 2, unknown),
        Message("warning", 5, 8, "declaration uses 'sorry'"),
    ]
    assert inside_errors(msgs, sp) == ["line 2: simp made no progress"]
    hole = find_hole(SKETCH, "h_den")
    before = outside_errors(
        [Message("error", exact_line + 1, 2, unknown)], hole.have_line, hole.sorry_line, 0
    )
    after = outside_errors(msgs, sp.first_line, sp.last_line, sp.delta)
    assert before == after == {(exact_line + 1, unknown): 1}

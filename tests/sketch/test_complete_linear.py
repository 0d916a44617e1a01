"""Golden complete proofs of statements certified by linearity
(:mod:`wzprove.sketch.complete_linear`): a recurrence statement of order 1 with an
inhomogeneous term (the derangement numbers) and one of order 2 written as twice the
engine's recurrence (the central Delannoy numbers); closed forms with no sum left
(:mod:`wzprove.sketch.complete_closed`): Gould Z.59 in ℝ, a ℕ binomial times factorials
and a ℕ binomial that vanishes; a summand split into two sums
(:mod:`wzprove.sketch.complete_pieces`, ``Finset.sum_add_distrib``).

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
Each golden is replayed from its text (:mod:`wzprove.sketch.replay`): every block, the
application of ``Prover.telescoper_sum_*`` and the closing ``exact`` must replay, and a
changed coefficient or factor must not.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.complete_linear import LinearProofError, check_replay, linear_proof
from wzprove.sketch.replay import replay_theorem

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
INPUTS = DATA / "linear_inputs"
GOLDEN = DATA / "linear"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"

#: input → (the Prover theorem applied, the statement's factor λ over the telescoper)
CASES = {
    "rec_derangements": ("Prover.telescoper_sum_one", "1"),
    "rec_delannoy": ("Prover.telescoper_sum_two", "2"),
}


def _certified(name: str):
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    done = certify_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3))
    assert done.report.status == "certified", done.report.message
    assert done.report.method == "linearity"
    assert done.report.linear["form"] == "recurrence"
    return parsed, done


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_linear_proof(name: str) -> None:
    _, done = _certified(name)
    text = linear_proof(done.identity, done.report.linear)
    theorem, factor = CASES[name]
    assert f"  {theorem} " in text
    assert f"linear_combination (norm := (push_cast; ring1)) (({factor} : ℚ)) * s1 + s2" in text
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_linear_proof_replays(name: str) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert "sorry" not in text.split(f"theorem {name}", 1)[1]
    report = replay_theorem(text, name)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    assert not report.unchecked
    assert {s.have for s in report.steps} == {"hct0", "hct", "hb", "key", "(closing)"}
    closing = {s.step for s in report.steps if s.have == "(closing)"}
    # hts: the telescoper's hypotheses and its conclusion; `exact key`: the theorem
    assert closing == {"hct0", "hct", "goal"}
    assert [s.kind for s in report.steps if s.have == "key"] == ["linear-combination"]


def _mutated(name: str, pattern: str, change) -> str:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    m = re.search(pattern, text)
    assert m is not None, pattern
    return text[: m.start(1)] + change(m.group(1)) + text[m.end(1) :]


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_changed_factor_does_not_replay(name: str) -> None:
    # the statement's factor over the telescoper, plus one
    bad = _mutated(name, r"\(\((-?\d+) : ℚ\)\) \* s1 \+ s2", lambda v: str(int(v) + 1))
    report = replay_theorem(bad, name)
    failed = [s for s in report.steps if not s.ok]
    assert [(s.have, s.kind) for s in failed] == [("key", "linear-combination")]
    assert "remainder" in failed[0].detail
    with pytest.raises(LinearProofError, match="does not replay"):
        check_replay(bad, name)


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_changed_boundary_combination_does_not_replay(name: str) -> None:
    # hb's linear_combination with its first fact counted once more
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    start = next(i for i, x in enumerate(lines) if x.startswith("  have hb :"))
    i = next(j for j in range(start, len(lines)) if "linear_combination" in lines[j])
    lines[i] = lines[i].rstrip("\n") + " + s1\n"
    report = replay_theorem("".join(lines), name)
    assert [s.have for s in report.steps if not s.ok] == ["hb"]


def test_a_statement_not_the_telescoper_times_a_factor_does_not_replay() -> None:
    # the order-2 statement with one of its coefficients changed (in the theorem, in `key`
    # and in `hb`, where it multiplies a sum replaced by 0): `key` leaves a multiple of a sum
    name = "rec_delannoy"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    pairs = [("6 * (2 * (n : ℚ) + 3)", "7 * (2 * (n : ℚ) + 3)")]
    pairs.append(("(6 * ((2 * ((n : ℕ) : ℚ)) + 3))", "(7 * ((2 * ((n : ℕ) : ℚ)) + 3))"))
    bad = text
    for (old, new), count in zip(pairs, (1, 2), strict=True):
        assert bad.count(old) == count
        bad = bad.replace(old, new)
    report = replay_theorem(bad, name)
    assert {s.have for s in report.steps if not s.ok} == {"key"}  # its combination and grid


def test_prove_writes_the_linear_proof(tmp_path: Path) -> None:
    (parsed,) = parse_file(INPUTS / "rec_derangements.lean")
    report = prove_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3, out_dir=tmp_path))
    assert report.status == "certified" and report.method == "linearity"
    assert report.proof == "complete", report.message
    written = Path(report.proof_file).read_text(encoding="utf-8")
    golden = (GOLDEN / "rec_derangements.lean").read_text(encoding="utf-8")
    assert written == written_from(golden, parsed)


#: closed forms: input → the Prover lemmas the facts use, and the closing line
CLOSED = {
    "closed_gould_z59": ({"cast_choose_mul_factorial"}, "exact key"),
    "closed_nat_choose_factorial": (
        {"cast_choose_mul_factorial", "cast_factorial_congr"},
        "exact_mod_cast key",
    ),
    "closed_nat_choose_zero": ({"cast_choose_eq_zero_of_eq_add"}, "exact_mod_cast key"),
    # a falling and a rising factorial of length two, each tied to its value by a fact
    "closed_asc_desc_factorial": (
        {"cast_descFactorial_two", "cast_ascFactorial_two"},
        "exact_mod_cast key",
    ),
}


@pytest.mark.parametrize("name", sorted(CLOSED))
def test_golden_closed_proof(name: str) -> None:
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    done = certify_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3))
    assert done.report.status == "certified" and done.report.method == "linearity"
    assert done.report.linear["form"] == "closed forms, no sum"
    text = linear_proof(done.identity, done.report.linear)
    lemmas, closing = CLOSED[name]
    assert set(re.findall(r"Prover\.(\w+)", text)) == lemmas
    assert text.endswith(f"\n  {closing}\n")
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)


@pytest.mark.parametrize("name", sorted(CLOSED))
def test_golden_closed_proof_replays(name: str) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert "sorry" not in text
    report = replay_theorem(text, name)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    assert {s.have for s in report.steps} - {"(closing)"} == {"key"}
    kinds = {s.kind for s in report.steps if s.have == "key"}
    # the `omega` side conditions of the binomial facts (the factorial facts have none)
    needed = {"linear-combination"} | ({"side-condition"} if "choose" in text else set())
    assert (
        needed
        <= kinds
        <= {
            "linear-combination",
            "side-condition",
            "positivity",  # the multiplier, a product of factorials
        }
    )
    unchecked = [x for _, x in report.unchecked]
    assert unchecked == ([] if CLOSED[name][1] == "exact key" else ["exact_mod_cast key"])


@pytest.mark.parametrize("name", sorted(CLOSED))
def test_a_changed_closed_combination_does_not_replay(name: str) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    bad = text.replace(" * s1", " * s1 + s1", 1)
    assert bad != text
    report = replay_theorem(bad, name)
    assert [s.have for s in report.steps if not s.ok] == ["key"]
    with pytest.raises(LinearProofError, match="does not replay"):
        check_replay(bad, name, allowed=("exact_mod_cast key",))


def test_a_cast_key_that_is_not_the_statement_is_caught() -> None:
    # `key` about (i + (j + 2))! instead: its own combination fails, and so does the check
    # that `exact_mod_cast key` closes the statement
    from wzprove.sketch.complete_closed import ClosedProofError, _check_cast

    name = "closed_nat_choose_factorial"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    key_line = next(x for x in text.splitlines() if x.startswith("  have key :"))
    bad = text.replace(key_line, key_line.replace("(i + (j + 1))", "(i + (j + 2))"))
    assert bad != text
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    _check_cast(text, parsed.identity, "ℚ")
    with pytest.raises(ClosedProofError, match="not the statement cast"):
        _check_cast(bad, parsed.identity, "ℚ")


#: summands split into pieces: input → its pieces' lemmas
PIECES = {
    "pieces_log_row": ("pieces_log_row_piece1", "pieces_log_row_piece2"),
    "pieces_row_plus_one": ("pieces_row_plus_one_piece1", "pieces_row_plus_one_piece2"),
}


@pytest.mark.parametrize("name", sorted(PIECES))
def test_golden_pieces_proof(name: str) -> None:
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    done = certify_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3))
    assert done.report.method == "linearity" and done.report.linear["form"] == "factor"
    text = linear_proof(done.identity, done.report.linear)
    # a piece lemma per similarity class, then the split
    assert text.count(f"theorem {name}_piece") == 2
    assert "rw [← Finset.sum_add_distrib]" in text
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)


def _pieces_check(text: str, name: str = "pieces_log_row") -> None:
    from wzprove.sketch.complete_pieces import check_main

    check_main(text, name, list(PIECES[name]))


@pytest.mark.parametrize("name", sorted(PIECES))
def test_golden_pieces_proof_replays(name: str) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert "sorry" not in text
    _pieces_check(text, name)
    for lemma in PIECES[name]:
        report = replay_theorem(text, lemma)
        assert report.ok, [(s.have, s.detail) for s in report.steps if not s.ok]


def _main_line(text: str, start: str) -> str:
    body = text[text.index("theorem pieces_log_row (") :]
    return next(x for x in body.splitlines() if x.startswith(start))


@pytest.mark.parametrize(
    ("start", "old", "new", "why"),
    [
        # a piece that is not the summand's part: the split does not add up
        ("  have hsplit :", "* (-1))", "* (-2))", "do not add up"),
        # the closing without one of the pieces
        ("    linear_combination", " + h2", "", "not `have key"),
        # a piece lemma's statement changed in its `have`
        ("  have h2 :", "(-(1 /", "(-(2 /", "does not state"),
        # the lemma applied to other arguments
        ("  have h1 :", "piece1 n x", "piece1 (n + 1) x", "not a piece lemma"),
    ],
)
def test_a_changed_split_is_caught(start: str, old: str, new: str, why: str) -> None:
    from wzprove.sketch.complete_pieces import PiecesError

    text = (GOLDEN / "pieces_log_row.lean").read_text(encoding="utf-8")
    line = _main_line(text, start)
    assert old in line
    bad = text.replace(line, line.replace(old, new, 1))
    with pytest.raises(PiecesError, match=why):
        _pieces_check(bad)


def test_forms_without_a_proof_say_why() -> None:
    _, done = _certified("rec_derangements")
    with pytest.raises(LinearProofError, match="form 'unknown'"):
        linear_proof(done.identity, {**done.report.linear, "form": "unknown"})
    # one operator needs each side one sum over Ico 1 (n + 1)
    with pytest.raises(LinearProofError, match=r"one ∑ k ∈ Ico 1 \(n \+ 1\)"):
        linear_proof(done.identity, {**done.report.linear, "form": "one operator"})


def test_a_rising_factorial_fact_at_the_wrong_argument_does_not_replay() -> None:
    # `Prover.cast_ascFactorial_two` states (U.ascFactorial 2 : α) = U·(U + 1): the replay
    # reads the fact from the lemma's statement, so a wrong `U` leaves the combination open
    name = "closed_asc_desc_factorial"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    old = "Prover.cast_ascFactorial_two (α := ℚ) ((n + 1 : ℕ))"
    assert old in text
    bad = text.replace(old, "Prover.cast_ascFactorial_two (α := ℚ) ((n + 2 : ℕ))")
    report = replay_theorem(bad, name)
    assert [s.have for s in report.steps if not s.ok] == ["key"]


#: several sums, one operator (:mod:`wzprove.sketch.complete_operator`): input → lemmas
OPERATOR = {
    "operator_jihuai": ("operator_jihuai_rec1", "operator_jihuai_rec2", "operator_jihuai_rec3"),
    "operator_gould_1_132_case": (
        "operator_gould_1_132_case_rec1",
        "operator_gould_1_132_case_rec2",
    ),
}


def test_golden_operator_proof() -> None:
    (parsed,) = parse_file(INPUTS / "operator_jihuai.lean")
    done = certify_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3))
    assert done.report.method == "linearity" and done.report.linear["form"] == "one operator"
    text = linear_proof(done.identity, done.report.linear)
    # one recurrence lemma per part (orders 1, 2, 1), the uniqueness of order 2, no sorry
    assert [f"theorem {x} " in text for x in OPERATOR["operator_jihuai"]] == [True] * 3
    assert "Prover.telescoper_sum_two" in text and text.count("Prover.telescoper_sum_one ") == 2
    assert "have key := Prover.eq_of_recurrence_two 0 " in text
    assert "sorry" not in text
    compare_golden(GOLDEN / "operator_jihuai.lean", text, UPDATE)


def _operator_check(text: str) -> None:
    from wzprove.sketch.replay_operator import check_operator

    check_operator(text, "operator_jihuai", list(OPERATOR["operator_jihuai"]))


def test_golden_operator_proof_replays() -> None:
    text = (GOLDEN / "operator_jihuai.lean").read_text(encoding="utf-8")
    _operator_check(text)
    report = replay_theorem(text, "operator_jihuai")
    # the combination blocks replayed by the general replay, each one to its last step
    done = {s.have for s in report.steps if s.ok and s.kind == "linear-combination"}
    assert done == {"hb", "hb0", "hb1"}
    for lemma in OPERATOR["operator_jihuai"]:
        assert replay_theorem(text, lemma).ok


def _operator_line(text: str, start: str, old: str) -> str:
    body = text[text.index("theorem operator_jihuai (") :]
    return next(x for x in body.splitlines() if x.startswith(start) and old in x)


@pytest.mark.parametrize(
    ("start", "old", "new", "why"),
    [
        # the operator's coefficient of u(m + 1) changed in the glue of hE
        (
            "    linear_combination",
            "(((m : ℕ) : ℝ) + 3 : ℝ)) * r1_1",
            "(((m : ℕ) : ℝ) + 4 : ℝ)) * r1_1",
            "remainder",
        ),
        # a part's recurrence used at another point
        (
            "    have r3_0 :",
            "operator_jihuai_rec3 (m) x",
            "operator_jihuai_rec3 ((m + 1 : ℕ)) x",
            "does not state",
        ),
        # the theorem itself used in its own proof in place of a lemma
        ("    have r3_0 :", "operator_jihuai_rec3 (m) x", "operator_jihuai (m) x", "not a lemma"),
        # a leading coefficient positivity cannot prove
        ("  have hlead :", "+ 3 : ℝ) ≠ 0", "- 3 : ℝ) ≠ 0", "positivity"),
        # the split of the left side into parts that do not add up to its summand
        ("  have hc1 :", "* 1) : ℝ)", "* 2) : ℝ)", "do not add up"),
        # a written-out initial value that is not what the rewrites leave
        ("    have v3 :", "(0 + ((x ^ (1 + 0 : ℕ))", "(0 + ((x ^ (2 + 0 : ℕ))", "rewrites leave"),
        # the initial value u(1) = 0 replaced by u(0) = 0 twice
        ("  have key :=", "hv hi0 hi1", "hv hi0 hi0", "hypotheses"),
    ],
)
def test_a_changed_operator_step_is_caught(start: str, old: str, new: str, why: str) -> None:
    from wzprove.sketch.complete_pieces import PiecesError

    text = (GOLDEN / "operator_jihuai.lean").read_text(encoding="utf-8")
    line = _operator_line(text, start, old)
    bad = text.replace(line, line.replace(old, new, 1))
    with pytest.raises(PiecesError, match=why):
        _operator_check(bad)


def test_a_changed_initial_value_combination_does_not_replay() -> None:
    from wzprove.sketch.complete_pieces import PiecesError

    text = (GOLDEN / "operator_jihuai.lean").read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    start = next(i for i, x in enumerate(lines) if x.startswith("  have hb1 :"))
    i = next(j for j in range(start, len(lines)) if "linear_combination" in lines[j])
    lines[i] = lines[i].rstrip("\n") + " + e4\n"
    bad = "".join(lines)
    report = replay_theorem(bad, "operator_jihuai")
    # the lines replay_operator reads itself are `unreadable` to the general replay
    assert [s.have for s in report.steps if not s.ok and s.kind != "unreadable"] == ["hb1"]
    with pytest.raises(PiecesError, match="hb1"):
        _operator_check(bad)


def test_prove_writes_the_operator_proof(tmp_path: Path) -> None:
    (parsed,) = parse_file(INPUTS / "operator_jihuai.lean")
    report = prove_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.3, out_dir=tmp_path))
    assert report.status == "certified" and report.proof == "complete", report.message
    written = Path(report.proof_file).read_text(encoding="utf-8")
    golden = (GOLDEN / "operator_jihuai.lean").read_text(encoding="utf-8")
    assert written == written_from(golden, parsed)


def test_golden_operator_proof_over_range() -> None:
    # sides over range (n + 1): u is lhs − rhs itself, no shift, no `cases n`
    name = "operator_gould_1_132_case"
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    done = certify_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3))
    assert done.report.method == "linearity" and done.report.linear["form"] == "one operator"
    text = linear_proof(done.identity, done.report.linear)
    assert [f"theorem {x} " in text for x in OPERATOR[name]] == [True] * 2
    assert text.count("Prover.telescoper_sum_one ") == 2
    assert "have key := Prover.eq_of_recurrence_one 0 " in text
    assert text.rstrip().endswith("exact sub_eq_zero.mp (key n (Nat.zero_le n))")
    assert "Finset.sum_Ico_eq_sum_range" not in text and "sorry" not in text
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)


def _range_check(text: str) -> None:
    from wzprove.sketch.replay_operator import check_operator

    name = "operator_gould_1_132_case"
    check_operator(text, name, list(OPERATOR[name]))


def test_golden_operator_proof_over_range_replays() -> None:
    name = "operator_gould_1_132_case"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    _range_check(text)
    report = replay_theorem(text, name)
    done = {s.have for s in report.steps if s.ok and s.kind == "linear-combination"}
    assert done == {"hb", "hb0"}
    for lemma in OPERATOR[name]:
        assert replay_theorem(text, lemma).ok


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # key at the other variable: not the statement
        ("(key n (Nat.zero_le n))", "(key a (Nat.zero_le a))", "side at a := m"),
        # the Ico form's closing under sides over range
        (
            "  exact sub_eq_zero.mp (key n (Nat.zero_le n))",
            "  cases n with\n  | zero => simp\n"
            "  | succ m => exact sub_eq_zero.mp (key m (Nat.zero_le m))",
            "side at n := m \\+ 1",
        ),
        # u read at n := m + 1 (the Ico form's shift) under sides over range
        (
            "(fun m => ((∑ k ∈ Finset.range (m + 1 : ℕ)",
            "(fun m => ((∑ k ∈ Finset.range (m + 1 + 1 : ℕ)",
            "u is not",
        ),
        # the initial value written at 1 in place of 0
        (
            "  have hi0 : ((∑ k ∈ Finset.range (0 + 1 : ℕ)",
            "  have hi0 : ((∑ k ∈ Finset.range (1 + 1 : ℕ)",
            "remainder",
        ),
    ],
)
def test_a_changed_step_over_range_is_caught(old: str, new: str, why: str) -> None:
    from wzprove.sketch.complete_pieces import PiecesError

    text = (GOLDEN / "operator_gould_1_132_case.lean").read_text(encoding="utf-8")
    body = text.index("theorem operator_gould_1_132_case (")
    assert old in text[body:]
    bad = text[:body] + text[body:].replace(old, new, 1)
    with pytest.raises(PiecesError, match=why):
        _range_check(bad)

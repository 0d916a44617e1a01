"""LCI Gould 1.11 complete (issues 14, 15): ``Ring.choose`` atoms at a real top
(:mod:`wzprove.sketch.ring_choose_facts`) in the one-operator proof
(:mod:`wzprove.sketch.complete_operator`).  Its left side is over ``range n``, its right side
``Ring.choose (z - k) (n - k)`` over ``Ico 1 (n + 1)``; ``z`` and ``x`` are real and every
written step is a polynomial identity in them (no division by ``z`` or ``x``), so the
generic-parameter guard of ``prove`` lets this compiler try.

The golden is compiled and compared, re-read and replayed from its text; changed steps (a
wrong top in a diagonal step, a lower step written as a diagonal one, a wrong coefficient)
must not replay.  Regenerate after an intended change with
``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch/test_complete_gould_1_11.py``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Term
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.complete_linear import linear_proof
from wzprove.sketch.lincomb import combination
from wzprove.sketch.replay import replay, replay_theorem
from wzprove.sketch.replay_operator import check_operator

from .test_golden import compare_golden
from .written import written_from

NAME = "Gould_identity_1_11"
STATEMENT = (
    "theorem Gould_identity_1_11 {x z: ℝ} (n : ℕ) :\n"
    "  ∑ k ∈ Finset.range n, (Ring.choose z k) * (x^(n - k) / (n - k)) =\n"
    "  ∑ k ∈ Finset.Ico 1 (n + 1), (Ring.choose (z - k) (n - k)) * (((x + 1) ^ k - 1) / k)"
    " := by\n  sorry\n"
)
GOLDEN = Path(__file__).parent.parent / "data" / "complete" / "gould_1_11.lean"
LEMMAS = [f"{NAME}_rec{i}" for i in (1, 2, 3)]
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"


def _certified():
    (parsed,) = parse_text(STATEMENT)
    done = certify_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.3))
    assert done.report.method == "linearity" and done.report.linear["form"] == "one operator"
    return parsed, done


def test_golden_gould_1_11() -> None:
    _, done = _certified()
    text = linear_proof(done.identity, done.report.linear)
    assert [f"theorem {x} " in text for x in LEMMAS] == [True] * 3
    assert "sorry" not in text and "have key := Prover.eq_of_recurrence_two 0 " in text
    for step in ("lower_step", "diag_step", "zero_step"):
        assert f"Prover.ring_choose_{step} " in text
    compare_golden(GOLDEN, text, UPDATE)


def test_golden_gould_1_11_replays() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    check_operator(text, NAME, LEMMAS)
    report = replay_theorem(text, NAME)
    combos = {s.have for s in report.steps if s.ok and s.kind == "linear-combination"}
    assert combos == {"hb", "hb0", "hb1"}
    ring_sides = 0
    for lemma in LEMMAS:
        rep = replay_theorem(text, lemma)
        assert rep.ok, [s for s in rep.steps if not s.ok][:2]
        ring_sides += sum(1 for s in rep.steps if s.kind == "side-condition")
    assert ring_sides > 0


def _body(text: str) -> tuple[str, str]:
    i = text.index(f"theorem {LEMMAS[2]} ")
    return text[:i], text[i:]


@pytest.mark.parametrize(
    ("pattern", "replacement"),
    [
        # a diagonal step whose tops differ by 2, not 1: the `(by ring)` side fails
        (
            r"Prover\.ring_choose_diag_step \(\(z - \(1 \+ \(\(\(k : ℕ\) : ℝ\) \+ 1\)\) : ℝ\)\)",
            "Prover.ring_choose_diag_step ((z - (2 + (((k : ℕ) : ℝ) + 1)) : ℝ))",
        ),
        # a lower step written as a diagonal one (another statement): the combination fails
        (
            r"Prover\.ring_choose_lower_step \(\(z - \(1 \+ \(\(\(k",
            "Prover.ring_choose_diag_step ((z - (1 + (((k",
        ),
        # the zero step at a lower argument that is not 0
        (
            r"Prover\.ring_choose_zero_step \((.*?)\) \(0\)",
            r"Prover.ring_choose_zero_step (\1) (1)",
        ),
    ],
)
def test_a_changed_ring_choose_step_is_caught(pattern: str, replacement: str) -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    changed = None
    for lemma in LEMMAS:  # the first lemma whose text has the step
        start = text.index(f"theorem {lemma} ")
        end = text.find("\ntheorem ", start + 1)
        end = len(text) if end < 0 else end
        block = text[start:end]
        if re.search(pattern, block):
            bad = text[:start] + re.sub(pattern, replacement, block, count=1) + text[end:]
            changed = lemma
            break
    assert changed is not None, pattern
    assert replay_theorem(text, changed).ok
    assert not replay_theorem(bad, changed).ok


def test_a_changed_coefficient_is_caught() -> None:
    # the coefficient of a Ring.choose step doubled in its linear_combination
    text = GOLDEN.read_text(encoding="utf-8")
    start = text.index(f"theorem {LEMMAS[2]} ")
    fact = re.compile(r"have (s\d+) := Prover\.ring_choose_lower_step ").search(text, start)
    assert fact is not None
    j = text.index("linear_combination (norm := (push_cast; ring1)) ", fact.end())
    end = text.index("\n", j)
    line = text[j:end]
    assert f" * {fact.group(1)} " in line or line.endswith(f" * {fact.group(1)}")
    changed = re.sub(rf" \* {fact.group(1)}\b", f" * {fact.group(1)} * (2 : ℝ)", line, count=1)
    bad = text[:j] + changed + text[end:]
    assert replay_theorem(text, LEMMAS[2]).ok
    assert not replay_theorem(bad, LEMMAS[2]).ok


def test_a_top_written_with_unfolded_numerals_is_caught() -> None:
    # review16b: `push_cast` runs Lean's default simprocs, so the goal's
    # `Ring.choose (z - ((1 + 0 : ℕ) : ℝ)) L` becomes `Ring.choose (z - 1) L`, while a fact
    # whose top is written `(z - (1 + 0) : ℝ)` keeps `1 + 0` (no simproc folds numerals at ℝ):
    # another atom for `ring1`.  The text complete14u wrote (tops `z - (1 + 0)`, `z - (1 + (0 +
    # 1))`) must not replay; the golden writes the folded tops.
    text = GOLDEN.read_text(encoding="utf-8")
    assert "Ring.choose (z - 1) " in text and "Ring.choose (z - (1 + 0)) " not in text
    old = text.replace("(z - 1 : ℝ)", "(z - (1 + 0) : ℝ)").replace(
        "Ring.choose (z - 1) ", "Ring.choose (z - (1 + 0)) "
    )
    old = old.replace("(z - 2 : ℝ)", "(z - (1 + (0 + 1)) : ℝ)").replace(
        "Ring.choose (z - 2) ", "Ring.choose (z - (1 + (0 + 1))) "
    )
    assert old != text
    assert not replay_theorem(old, LEMMAS[1]).ok
    assert not replay_theorem(old, LEMMAS[2]).ok

    def combos(t: str) -> set[str]:
        rep = replay_theorem(t, NAME)
        return {s.have for s in rep.steps if s.ok and s.kind == "linear-combination"}

    assert combos(text) == {"hb", "hb0", "hb1"}
    assert combos(old) == {"hb"}  # the initial values hb0, hb1 meet `Ring.choose (z - 1) 0`


def test_push_casts_folds_nat_numerals_only() -> None:
    # what `push_cast` leaves: `((1 + 0 : ℕ) : ℝ)` is `1` (Nat.reduceAdd, Nat.cast_one),
    # `((2 - 5 : ℕ) : ℝ)` is `0` (Nat.reduceSub truncates), `(1 + 0 : ℝ)` stays
    from wzprove.sketch.ring_model import push_casts

    def nat(op: str, a: int, b: int) -> Term:
        return Term(op, (Term.lit(a), Term.lit(b)), "ℕ")

    assert push_casts(Term("cast", (nat("add", 1, 0),), "ℝ")) == Term.lit(1, "ℝ")
    assert push_casts(Term("cast", (nat("sub", 2, 5),), "ℝ")) == Term.lit(0, "ℝ")
    assert push_casts(Term("cast", (nat("pow", 2, 3),), "ℝ")) == Term.lit(8, "ℝ")
    real = Term("add", (Term.lit(1, "ℝ"), Term.lit(0, "ℝ")), "ℝ")
    assert push_casts(real) == real
    k = Term("add", (Term.lit(1), Term.var("k")), "ℕ")  # `1 + k`: no literal pair, pushed
    assert push_casts(Term("cast", (k,), "ℝ")) == Term(
        "add", (Term.lit(1, "ℝ"), Term("cast", (Term.var("k"),), "ℝ")), "ℝ"
    )


def test_prove_writes_gould_1_11_complete(tmp_path: Path) -> None:
    path = tmp_path / "gould_1_11.lean"
    path.write_text("import Mathlib\n\n" + STATEMENT, encoding="utf-8")
    (parsed,) = parse_file(path)
    report = prove_theorem(parsed, ProveOptions(timeout_s=60, out_dir=tmp_path))
    assert report.status == "certified" and report.proof == "complete", report.message
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written == written_from(GOLDEN.read_text(encoding="utf-8"), parsed)


def _real(text: str, types: dict[str, str]) -> Term:
    binders = " ".join(f"({v} : {t})" for v, t in types.items())
    (t,) = parse_text(f"theorem t {binders} : {text} = 0 := by sorry")
    return t.identity.lhs


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        # the diagonal step itself, no division by z + 1
        ("((n : ℝ) + 1) * Ring.choose (z + 1) (n + 1) - (z + 1) * Ring.choose z n", True),
        ("((n : ℝ) + 1) * Ring.choose (z + 1) (n + 1) - z * Ring.choose z n", False),
        # numeral lower arguments: values down to Ring.choose r 0 = 1
        ("2 * Ring.choose (z - 1) 2 - (z - 1) * (z - 2)", True),
        ("2 * Ring.choose (z - 1) 2 - (z - 1) * (z - 3)", False),
        # Pascal's rule through the family base
        ("Ring.choose (z + 1) (n + 1) - Ring.choose z n - Ring.choose z (n + 1)", True),
    ],
)
def test_ring_choose_combination(text: str, ok: bool) -> None:
    types = {"n": "ℕ", "z": "ℝ"}
    lhs = _real(text, types)
    zero = Term.lit(0, "ℝ")
    if not ok:
        with pytest.raises(AtomError, match="does not follow"):
            combination(lhs, zero, "ℝ", types)
        return
    combo = combination(lhs, zero, "ℝ", types)
    assert any("Prover.ring_choose_" in f.proof for f in combo.facts)
    body = "\n".join("    " + x for x in combo.lines("ℝ"))
    r = replay(f"  have h : {text} = 0 := by\n{body}\n", {"n": "ℕ", "z": "ℝ"})
    assert r.ok, [(s.kind, s.step, s.detail) for s in r.steps if not s.ok]
    kinds = {s.kind for s in r.steps}
    assert {"side-condition", "linear-combination"} <= kinds


def _nat(text: str) -> Term:
    (t,) = parse_text(f"theorem t (m k j : ℕ) : {text} = 0 := by sorry")
    return t.identity.lhs


@pytest.mark.parametrize(
    ("text", "may"),
    [
        ("(m + 1) - (1 + k)", False),  # 1.11's right side at n := m + 1, k := 1 + k
        ("m - k", False),  # a variable is never `?n + ?m`
        ("(m + 1 + 1) - 1", True),  # the bound's own shape
        ("(m + 2) - 2", True),
        ("(m + k) - k", True),
        ("(2 * m) - k", True),  # not a sum: refused, whatever it unfolds to
        ("(m + (k - j)) - j", True),  # a subtraction inside: not compared
    ],
)
def test_an_ico_summand_subtraction_nat_add_sub_cancel_could_meet(text: str, may: bool) -> None:
    from wzprove.sketch.replay_operator import _cancels

    (sub,) = [t for t in _nat(text).walk() if t.op == "sub" and t.type == "ℕ"][:1]
    assert _cancels(sub) is may

"""``prove`` tells checked from unchecked, reports a broken toolchain as ``error``, and agrees
with ``sketch`` and ``parse`` on the status of every input (DESIGN.md, "What a result says").
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.bench.suites import shared_data_root
from wzprove.cli import main
from wzprove.commands.sketch import sketch_theorem
from wzprove.lean.audit import audit_text
from wzprove.lean.labels import UNCHECKED_LABEL, replayed_label
from wzprove.lean.parser import parse_file, parse_text
from wzprove.pipeline import ProveOptions, prove_theorem

ROOT = Path(__file__).resolve().parents[2]
#: the falsity search's budget: long enough that a loaded machine still finds the same
#: counterexample in both commands (0.3 s let `cos (x / 4) = 1` end `false` in one and
#: `out-of-scope` in the other in a full run)
FALSITY = 1.0
FAST = {"timeout": 30.0, "falsity_time": FALSITY}

SHADOW = (
    "import Mathlib\n\ntheorem shadow (k : ℕ) : "
    "∑ k ∈ Finset.range (k+1), Nat.choose k k = k + 1 := by\n  sorry\n"
)
ICO = (
    "import Mathlib\n\ntheorem ico (n : ℕ) : "
    "∑ k ∈ Finset.Ico 0 (n + 1), (Nat.choose n k : ℚ) = 2 ^ n := by\n  sorry\n"
)


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _prove_row(tmp_path: Path, file: Path, theorem: str) -> tuple[int, dict]:
    res = CliRunner().invoke(
        main,
        ["prove", str(file), "--json", "--out-dir", str(tmp_path), "--theorem", theorem],
    )
    assert "Traceback" not in res.output
    (row,) = [json.loads(line) for line in res.stdout.splitlines()]
    return res.exit_code, row


def test_complete_proof_without_lean_says_so_and_has_no_side_goal(tmp_path: Path) -> None:
    src = ROOT / "examples" / "central_binomial.lean"
    code, row = _prove_row(tmp_path, src, "sum_choose_sq")
    assert (code, row["status"], row["proof"]) == (0, "certified", "complete")
    assert row["subgoals"] == [] and row["open_goals"] == []
    text = Path(row["proof_file"]).read_text()
    assert text.startswith(replayed_label("sum_choose_sq", ["vandermonde"]))
    assert "NOT CHECKED BY A LEAN KERNEL" in text
    assert "sorry" not in text.split("theorem sum_choose_sq", 1)[1].split("\ntheorem ", 1)[0]
    # the label is a comment only: the audit of the file against its statement sees through it
    assert audit_text(text, src.read_text(), "sum_choose_sq").passed


#: a certified Gosper sum the proof compiler leaves as a sketch (see the file's docstring)
REAL_PARAM = ROOT / "tests" / "data" / "partial" / "real_param.lean"


def test_proof_file_without_lean_says_so_and_is_partial(tmp_path: Path) -> None:
    # outside what the proof compiler reads (yet): a sketch
    code, row = _prove_row(tmp_path, REAL_PARAM, "partial_real_param")
    assert (code, row["status"], row["proof"]) == (0, "certified", "partial")
    names = [s["name"] for s in row["subgoals"]]
    assert names == ["hstep", "hclosed"] and row["open_goals"] == names
    assert {(s["closed_by"], s["checked"]) for s in row["subgoals"]} == {("portfolio", False)}
    text = Path(row["proof_file"]).read_text()
    assert text.startswith("/- wzprove: NOT CHECKED BY LEAN.")
    assert text.startswith(UNCHECKED_LABEL)
    # the label is a comment only: the audit of the file against its statement sees through it
    assert audit_text(text, REAL_PARAM.read_text(), "partial_real_param").passed


def test_audit_drops_the_exact_label_only() -> None:
    head = "def c : Nat := 1\n"
    orig = head + "theorem t : True := sorry\n"
    assert audit_text(UNCHECKED_LABEL + head + "theorem t : True := trivial\n", orig).passed
    other = "/- my note -/\n" + head + "theorem t : True := trivial\n"
    assert [f.rule for f in audit_text(other, orig).failures] == ["original-changed"]
    # the label does not hide a cheat after it
    cheat = UNCHECKED_LABEL + head + "theorem t : True := by\n  sorry\n"
    assert [(f.rule, f.line) for f in audit_text(cheat, orig).failures] == [("sorry", 6)]


def test_broken_toolchain_is_error_in_prove(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WZPROVE_LEAN", "/bin/false")
    code, row = _prove_row(tmp_path, ROOT / "examples" / "central_binomial.lean", "sum_choose_sq")
    assert (code, row["status"], row["proof"], row["proof_file"]) == (2, "error", "none", None)
    assert row["message"].startswith(
        "the Lean toolchain /bin/false (from WZPROVE_LEAN) does not work: it cannot check a "
        "one-line file (crashed: lean exited with status 1 without an error message)"
    )


def test_broken_toolchain_is_error_in_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WZPROVE_LEAN", "/bin/false")
    f = tmp_path / "p.lean"
    f.write_text("theorem t : True := trivial\n")
    res = CliRunner().invoke(main, ["check", str(f), "--json"])
    row = json.loads(res.stdout)
    assert (res.exit_code, row["status"], row["reason"]) == (2, "error", "toolchain")
    assert "does not work: the run ended crashed" in row["message"]


def _statuses(parsed, source: str | None, tmp_path: Path) -> tuple[str, str]:  # noqa: ANN001
    opts = ProveOptions(out_dir=tmp_path, timeout_s=30.0, falsity_time_s=FALSITY)
    proved = prove_theorem(parsed, opts)
    sketched = sketch_theorem(parsed, source, **FAST)
    return proved.status, sketched.status


#: new-user run 12e (F-B): `prove` wrote a partial compiled proof, `sketch` said out-of-scope
PARTIAL = (
    "import Mathlib\n\ntheorem a19t (n : ℕ) :\n"
    "    ∑ k ∈ Finset.range (n + 1), Nat.choose n (n - k + 1) = 2 ^ n - 1 := by\n  sorry\n"
)


#: robust run 12h: `prove` wrote the exact-division proof, `sketch` said out-of-scope (no
#: point of its sample satisfies n ≥ m + 100)
EXACT = (
    "import Mathlib\n\ntheorem t5 (m n : ℕ) (h : m + 100 ≤ n) :\n"
    "    ∑ k ∈ Finset.range (n + 1), k = n * (n + 1) / 2 := by\n  sorry\n"
)


#: breaker run 12n: `prove` certified the Vandermonde convolution in a generic ℚ upper argument z
#: (model/poly_params.py; no proof file), `sketch` said out-of-scope (its WZ side goal
#: r(n) = C(2z, n) ≠ 0 is false at z = 1/2)
GENERIC = (
    "import Mathlib\n\ntheorem z16 (n : ℕ) (z : ℚ) :\n    ∑ k ∈ Finset.range (n + 1), "
    "Ring.choose z k * Ring.choose z (n - k) = Ring.choose (2 * z) n := by\n  sorry\n"
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        (SHADOW, "certified"),
        (ICO, "certified"),
        (PARTIAL, "certified"),
        (EXACT, "certified"),
        (GENERIC, "certified"),
    ],
)
def test_prove_and_sketch_agree_on_former_disagreements(
    tmp_path: Path, text: str, status: str
) -> None:
    (parsed,) = parse_text(text, "t.lean")
    assert parsed.status == "parsed"
    assert _statuses(parsed, text, tmp_path) == (status, status)


def test_a_partial_compiled_sketch_does_not_call_itself_complete() -> None:
    (parsed,) = parse_text(PARTIAL, "t.lean")
    res = sketch_theorem(parsed, PARTIAL, **FAST)
    assert res.status == "certified" and res.sketch is not None and not res.sketch.complete
    assert "wzprove proof (complete)" not in res.sketch.text
    assert "wzprove proof (partial: hr did not replay, left `sorry`)" in res.sketch.text
    assert "  have hr : ∀ n : ℕ, 0 ≤ n →" in res.sketch.text


def test_shadowed_index_is_read_apart_from_the_variable() -> None:
    from wzprove.model.reading import read

    (parsed,) = parse_text(SHADOW, "t.lean")
    reading = read(parsed.identity)
    assert str(reading.lhs) == "Sum(1, (k_1, 0, k))" and str(reading.rhs) == "k + 1"


def test_shadowed_index_gets_a_sketch_over_the_renamed_index() -> None:
    """The sketch names the index as the reading does (was ``failed``: "unknown symbol
    k_1"), and keeps the user's statement verbatim."""
    (parsed,) = parse_text(SHADOW, "t.lean")
    sketched = sketch_theorem(parsed, SHADOW, **FAST)
    assert sketched.status == "certified", sketched.message
    text = sketched.sketch.text
    assert "∑ k ∈ Finset.range (k+1), Nat.choose k k = k + 1 := by" in text
    assert "let f : ℕ → ℚ := fun k_1 => ((Nat.choose k_1 k_1 : ℕ) : ℚ)" in text


def test_fault_in_the_search_ends_that_theorem_out_of_scope(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import wzprove.falsity

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(wzprove.falsity, "search", broken)
    (parsed,) = parse_text(ICO, "t.lean")
    report = prove_theorem(
        parsed, ProveOptions(out_dir=tmp_path, timeout_s=30.0, falsity_time_s=0.3)
    )
    assert report.status == "out-of-scope"
    assert report.message == "the counterexample search cannot evaluate it: RuntimeError: boom"


def _inputs() -> list[Path]:
    files = sorted((ROOT / "examples").glob("*.lean"))
    files += sorted((ROOT / "tests" / "data" / "lean").iterdir())
    files += sorted((ROOT / "tests" / "data" / "lean_sketch").iterdir())
    return files


def _suite_sample() -> list[tuple[object, str | None]]:
    """Every 34th row of LCI-Test and every 34th theorem of LC-test, where present."""
    roots = [shared_data_root(), Path(os.environ.get("WZPROVE_SHARED_DATA", "/nonexistent"))]
    root = next((r for r in roots if (r / "lci_test").is_dir()), None)
    if root is None:
        return []
    out: list[tuple[object, str | None]] = []
    out += [(p, None) for p in parse_file(root / "lci_test" / "LCI_test.jsonl")[::34]]
    lc = root / "lc_test" / "LC_test.lean"
    out += [(p, lc.read_text()) for p in parse_file(lc)[::34]]
    return out


def test_parse_sketch_and_prove_agree_on_every_input(tmp_path: Path) -> None:
    cases: list[tuple[object, str | None]] = []
    for f in _inputs():
        text = f.read_text() if f.suffix == ".lean" else None
        cases += [(p, text) for p in parse_file(f)]
    cases += _suite_sample()
    assert len(cases) >= 20
    seen = set()
    for parsed, text in cases:
        proved, sketched = _statuses(parsed, text, tmp_path)
        where = f"{parsed.name} ({parsed.location})"
        if parsed.status != "parsed":
            assert proved == sketched == parsed.status, where
        else:
            assert proved == sketched, where
            assert proved != "error", where
        seen.add(proved)
    assert {"certified", "false", "out-of-scope", "error"} <= seen

"""Suite loaders (``wzprove.bench.suites``) on the real benchmark files and on small bad inputs.

The public suites are read from the shared data folder (``tests/shared_data.py``), never
copied into the repository; a test skips with a reason where its files are absent.  Expected
counts are taken from the files themselves (lines, ``.lean`` files, ``theorem`` lines), not
from the loader.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from tests.shared_data import SHARED, need
from wzprove.bench.suites import SuiteError, answer_definitions, load_suite

REPO = Path(__file__).resolve().parents[2]
LCI = SHARED / "lci_test" / "LCI_test.jsonl"
COMBI = SHARED / "combibench" / "statements"
PUTNAM = SHARED / "putnambench_comb"
LC = SHARED / "lc_test" / "LC_test.lean"
LC_DEFS = SHARED / "lc_test" / "Defs_Combinatorial_Identities.lean"


def test_lci_has_one_item_per_row() -> None:
    need(LCI)
    rows = [json.loads(line) for line in LCI.read_text().splitlines() if line.strip()]
    items = list(load_suite("lci", LCI))
    assert len(items) == len(rows) == 100
    assert [i.name for i in items] == [r["name"] for r in rows]
    first, _ = items[0].parse()
    assert first.name == rows[0]["name"]
    assert first.status in ("parsed", "out-of-scope")


def test_lci_accepts_its_folder() -> None:
    need(LCI)
    assert len(list(load_suite("lci", LCI.parent))) == 100


def test_combibench_has_one_item_per_file() -> None:
    need(COMBI)
    files = sorted(COMBI.glob("*.lean"))
    items = list(load_suite("combibench", COMBI))
    assert len(items) == len(files)
    assert [i.name for i in items] == [f.stem for f in files]


def test_combibench_problems_with_answers_are_out_of_scope() -> None:
    need(COMBI)
    pattern = re.compile(r"^(?:noncomputable )?abbrev (\S+_solution)\b[^\n]*:=\s*sorry", re.M)
    asks = {f.stem: pattern.findall(f.read_text()) for f in COMBI.glob("*.lean")}
    asks = {k: v for k, v in asks.items() if v}
    items = {i.name: i for i in load_suite("combibench", COMBI)}
    assert asks, "CombiBench has problems that ask for an answer"
    for name, answers in asks.items():
        parsed, _ = items[name].parse()
        assert parsed.status == "out-of-scope"
        assert "asks for an answer" in parsed.message
        assert all(f"`{a}`" in parsed.message for a in answers)


def test_combibench_file_with_helper_lemmas_gives_its_problem() -> None:
    need(COMBI)
    item = next(i for i in load_suite("combibench", COMBI) if i.name == "apmo_1991_p2")
    parsed, seconds = item.parse()
    assert parsed.name == "apmo_1991_p2" and seconds >= 0
    # `(red_points points).card ≥ 1991` is not an equation of numbers
    assert parsed.status == "out-of-scope"


def test_putnam_comb_has_one_item_per_file() -> None:
    need(PUTNAM)
    files = sorted(PUTNAM.glob("*.lean"))
    items = list(load_suite("putnam-comb", PUTNAM))
    assert len(items) == len(files)
    by_name = {i.name: i for i in items}
    a5, _ = by_name["putnam_1962_a5"].parse()  # abbrev putnam_1962_a5_solution := sorry
    assert a5.status == "out-of-scope"
    assert "putnam_1962_a5_solution" in a5.message
    assert by_name["putnam_1962_b1"].text is not None  # no answer asked: the worker parses it


def test_lc_test_has_its_theorems_only() -> None:
    need(LC)
    need(LC_DEFS)
    text = LC.read_text()
    names = re.findall(r"^(?:theorem|lemma)\s+([^\s(:{]+)", text, flags=re.M)
    items = list(load_suite("lc-test", LC, LC_DEFS))
    assert [i.name for i in items] == names
    defs_names = re.findall(r"^theorem\s+(\S+)", LC_DEFS.read_text(), flags=re.M)
    assert defs_names and not set(defs_names) & {i.name for i in items}


def test_lc_test_locations_point_into_lc_test() -> None:
    need(LC)
    need(LC_DEFS)
    lines = LC.read_text().splitlines()
    items = {i.name: i for i in load_suite("lc-test", LC, LC_DEFS)}
    for name in ("test_002_1", "test_001_1"):
        parsed, _ = items[name].parse()
        line = next(n for n, text in enumerate(lines, 1) if text.startswith(f"theorem {name} "))
        assert parsed.location is not None
        assert parsed.location.file == str(LC)
        assert parsed.location.line == line
    # stirling_first comes from the definitions file: read there, evaluated by its equations
    parsed, _ = items["test_001_1"].parse()
    assert parsed.status == "parsed" and parsed.identity is not None
    calls = [t for t in parsed.identity.lhs.walk() if t.op == "userdef"]
    assert calls and all(t.value.name == "stirling_first" for t in calls)
    parsed, _ = items["test_003_1"].parse()
    assert parsed.status == "parsed"


def test_lc_test_finds_the_definitions_beside_it() -> None:
    need(LC)
    need(LC_DEFS)
    assert len(list(load_suite("lc-test", LC))) == len(list(load_suite("lc-test", LC, LC_DEFS)))


def test_lc_test_without_definitions_file_says_to_give_one(tmp_path: Path) -> None:
    need(LC)
    copy = tmp_path / "LC_test.lean"
    copy.write_text(LC.read_text())
    with pytest.raises(SuiteError, match="--defs"):
        list(load_suite("lc-test", copy))


def test_wzprove_100_is_the_default_data() -> None:
    items = list(load_suite("wzprove-100"))
    assert len(items) == 100
    assert len({i.name for i in items}) == 100
    assert all(i.parsed is not None for i in items)
    in_model = [i for i in items if i.parsed.status == "parsed"]
    assert len(in_model) >= 90


def test_public_suites_need_data() -> None:
    with pytest.raises(SuiteError, match="needs --data PATH"):
        load_suite("lci")
    with pytest.raises(SuiteError, match="unknown suite"):
        load_suite("minif2f", "x")
    with pytest.raises(SuiteError, match="does not exist"):
        load_suite("combibench", "/nonexistent/folder")


def test_malformed_json_line_becomes_an_error_item(tmp_path: Path) -> None:
    f = tmp_path / "small.jsonl"
    good = "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n"
    f.write_text(
        json.dumps({"name": "a", "formal_statement": good})
        + "\n{not json\n"
        + json.dumps({"name": "c"})
        + "\n\n"
        + json.dumps({"name": "a", "formal_statement": good})
        + "\n"
    )
    items = list(load_suite("lci", f))
    assert [i.name for i in items] == ["a", "row2", "c", "a#2"]
    assert items[0].parse()[0].status == "parsed"
    bad = items[1].parse()[0]
    assert bad.status == "error" and "bad JSON" in bad.message and f"{f}:2:1" in bad.message
    assert items[2].parse()[0].status == "error"
    assert "formal_statement" in items[2].parse()[0].message
    assert items[3].parse()[0].name == "a#2"


def test_unreadable_file_becomes_an_error_item(tmp_path: Path) -> None:
    (tmp_path / "bad.lean").write_bytes(b"theorem t : 1 = \xff\xfe 1")
    (tmp_path / "good.lean").write_text("theorem good (n : ℕ) : n + 0 = n := by sorry\n")
    items = {i.name: i for i in load_suite("combibench", tmp_path)}
    bad, _ = items["bad"].parse()
    assert bad.status == "error" and "cannot read" in bad.message
    good, _ = items["good"].parse()
    assert good.status == "parsed"


def test_answer_definitions_spans_lines_and_ignores_real_definitions() -> None:
    text = (
        "import Mathlib\n"
        "noncomputable abbrev p_solution : ℕ → ℝ :=\n  sorry\n"
        "-- fun n => n\n"
        "def helper (n : ℕ) : ℕ := n + 1\n"
        "def rec : ℕ → ℕ\n  | 0 => 0\n  | n + 1 => rec n\n"
        "theorem p : ∀ n, p_solution n = helper n := sorry\n"
    )
    assert answer_definitions(text) == ["p_solution"]


def test_statuses_of_wzprove_100_loader_are_parser_statuses() -> None:
    counts = Counter(i.parsed.status for i in load_suite("wzprove-100"))
    assert set(counts) <= {"parsed", "out-of-scope", "error"}
    assert counts["error"] == 0


def test_lc_test_item_gets_its_proof_file_in_place(tmp_path: Path) -> None:
    """The item is read with the definitions file put in place of its import, yet its proof
    file is the suite's own text with that one proof filled in (was ``error``: "the
    statement is not at its place in the source text", exit 2, for valid input)."""
    need(LC)
    need(LC_DEFS)
    from wzprove.bench.runner import run_item
    from wzprove.pipeline import ProveOptions

    items = {i.name: i for i in load_suite("lc-test", LC, LC_DEFS)}
    row = run_item(items["test_002_1"], "lc-test", ProveOptions(out_dir=tmp_path, timeout_s=20))
    # complete since binomial denominators get positivity facts (was partial)
    assert (row["status"], row["proof"]) == ("certified", "complete"), row["message"]
    (proof,) = (tmp_path / "Proofs").glob("*.lean")
    text = proof.read_text(encoding="utf-8")
    source = LC.read_text(encoding="utf-8")
    start = source.index("theorem test_002_1 ")
    assert source[start : source.index(":=", start)] in text
    # the suite's text before the theorem, not the definitions file read in its place (the
    # one line added before it: the proof's heartbeat budget, wzprove.lean.heartbeats)
    from wzprove.lean.heartbeats import budget, line

    body = text[text.index(":=", text.index("theorem test_002_1 ")) :]
    added = line(budget(body)) if budget(body) else ""
    before = text[: text.index("theorem test_002_1 ")]
    assert before.endswith(added)
    before = before.removesuffix(added)
    assert before.replace("import Prover\n", "").endswith(source[:start])

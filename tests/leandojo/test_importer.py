"""The LeanDojo importer on a hand-written file in LeanDojo Benchmark 4's layout.

``tests/data/leandojo/three_theorems.json`` (see its README) holds three theorems:
``Nat.sum_range_choose`` (Σ C(n, m) = 2^n, relevant) and ``Set.inter_comm``,
``Function.Injective.comp`` (not relevant). The expected pairs are written out here from
that file: the goal restated as ``∀ (hyps), target`` and ``intro`` + the traced tactic.
"""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from wzprove.bootstrap.config import config_from_dict
from wzprove.bootstrap.prompts import build_prompt
from wzprove.bootstrap.records import load_pairs, load_prompts
from wzprove.bootstrap.verifier import assemble
from wzprove.leandojo import ImportFormatError, Relevance, import_leandojo
from wzprove.leandojo.importer import (
    closes_goal,
    normalize_tactic,
    read_theorems,
    relevance_reasons,
    theorem_from_dict,
)
from wzprove.leandojo.state import NotExpressible, goal_statement, parse_state

DATA = Path(__file__).resolve().parents[1] / "data" / "leandojo" / "three_theorems.json"
MATHLIB4 = "https://github.com/leanprover-community/mathlib4"
COMMIT = "29dcec074de168ac2bf835a77ef68bbe069194c5"
THIS = "∑ m ∈ range (n + 1), 1 ^ m * 1 ^ (n - m) * ↑(n.choose m) = (1 + 1) ^ n"
GOAL = "∑ m ∈ range (n + 1), n.choose m = 2 ^ n"


def _thm(name: str, state: str, tactic: str = "simp", premises: tuple = ()) -> dict:
    prems = [{"full_name": p, "def_path": "X.lean", "def_pos": [1, 1], "def_end_pos": [1, 2]}
             for p in premises]  # fmt: skip
    return {
        "url": "u",
        "commit": "c",
        "file_path": "F.lean",
        "full_name": name,
        "start": [1, 1],
        "end": [2, 1],
        "traced_tactics": [
            {
                "tactic": tactic,
                "annotated_tactic": [tactic, prems],
                "state_before": state,
                "state_after": "no goals",
            }
        ],
    }


def test_three_theorems_one_kept_two_pairs(tmp_path: Path) -> None:
    out = tmp_path / "ld.jsonl"
    stats = import_leandojo(DATA, out)
    assert (stats.files, stats.read, stats.kept, stats.tactics) == (1, 3, 1, 2)
    assert stats.kept_by == {"name": 1, "premises": 1, "statement": 1, "tactic": 0}
    assert (stats.pairs, stats.prompts, stats.closing_pairs) == (2, 2, 1)
    assert stats.skipped == {}
    assert stats.prompts_out == str(tmp_path / "ld.prompts.jsonl")

    pairs = load_pairs(out)
    items = {it.id: it for it in load_prompts(tmp_path / "ld.prompts.jsonl")}
    s0 = f"∀ (n : ℕ), {GOAL}"
    s1 = f"∀ (n : ℕ) (this : {THIS}), {GOAL}"
    assert [p.prompt for p in pairs] == [
        build_prompt(s0, "leandojo", "tactic"),
        build_prompt(s1, "leandojo", "tactic"),
    ]
    assert [p.completion for p in pairs] == [
        "\nintro n\nhave := (add_pow 1 1 n).symm",
        "\nintro n this\nsimpa [one_add_one_eq_two] using this",
    ]
    assert [items[p.prompt_id].statement for p in pairs] == [s0, s1]
    for i, p in enumerate(pairs):
        prov = p.provenance
        assert (prov["url"], prov["commit"]) == (MATHLIB4, COMMIT)
        assert prov["file_path"] == "Mathlib/Data/Nat/Choose/Sum.lean"
        assert prov["full_name"] == "Nat.sum_range_choose"
        assert prov["tactic_index"] == i and prov["generator"] == "leandojo-import"
        assert not p.verified and p.verdict == "unchecked" and p.kind == "leandojo"
    assert [p.provenance["premises"] for p in pairs] == [["add_pow"], ["one_add_one_eq_two"]]
    assert [p.provenance["closes_goal"] for p in pairs] == [False, True]
    # The Lean file the bootstrapping verifier would check for the closing pair:
    it = items[pairs[1].prompt_id]
    assert assemble(it, pairs[1].completion) == (
        "import Mathlib\nopen Nat Finset\n\n"
        f"theorem goal : {s1} := by\n"
        "  intro n this\n  simpa [one_add_one_eq_two] using this\n\n#print axioms goal\n"
    )


def test_output_is_the_training_jobs_cold_start(tmp_path: Path) -> None:
    from wzprove.commands.train import load_items

    out = tmp_path / "ld.jsonl"
    import_leandojo(DATA, out)
    cfg = config_from_dict(
        {
            "model": {"tiny": True},
            "data": {"task": "files", "prompts": str(tmp_path / "ld.prompts.jsonl"),
                     "cold_start": str(out)},
        }
    )  # fmt: skip
    items, cold = load_items(cfg)
    assert len(items) == 2 and len(cold) == 2
    assert {p.prompt_id for p in cold} == {it.id for it in items}
    assert all(it.mode == "tactic" and it.header.startswith("import Mathlib") for it in items)


def test_benchmark_directory_reads_each_theorem_once(tmp_path: Path) -> None:
    root = tmp_path / "leandojo_benchmark_4"
    for split in ("random", "novel_premises"):
        (root / split).mkdir(parents=True)
        shutil.copy(DATA, root / split / "train.json")
    (root / "metadata.json").write_text('{"from_repo": {}}')
    stats = import_leandojo(root, tmp_path / "o.jsonl")
    assert (stats.files, stats.read, stats.duplicates, stats.kept, stats.pairs) == (2, 3, 3, 1, 2)


def test_json_lines_input(tmp_path: Path) -> None:
    src = tmp_path / "t.jsonl"
    src.write_text("\n".join(json.dumps(t) for t in json.loads(DATA.read_text())) + "\n")
    names = [t.full_name for t in read_theorems(src)]
    assert names == ["Set.inter_comm", "Nat.sum_range_choose", "Function.Injective.comp"]


@pytest.mark.parametrize(
    ("thm", "filters"),
    [
        (_thm("Nat.succ_mul_choose_eq", "⊢ True"), ["name"]),
        (_thm("foo", "⊢ True", "rw [h]", ("Nat.choose_succ_succ",)), ["premises"]),
        (_thm("foo", "⊢ True", "rw [h]", ("Finset.sum_range_succ",)), ["premises"]),
        (_thm("foo", "⊢ True", "rw [h]", ("div_add_div",)), ["premises"]),
        (_thm("foo", "n : ℕ\n⊢ (n + 1)! = (n + 1) * n !"), ["statement"]),
        (_thm("foo", "x : ℚ\nh : x ≠ 0\n⊢ 1 / x * x = 1", "field_simp"), ["tactic"]),
        (_thm("List.length_append", "⊢ True", "simp", ("List.length_cons",)), []),
    ],
)
def test_each_filter(thm: dict, filters: list[str]) -> None:
    assert relevance_reasons(theorem_from_dict(thm)) == filters


def test_custom_relevance_and_skip_reasons(tmp_path: Path) -> None:
    thms = [
        _thm("a.choose", "n✝ : ℕ\nh : n✝ = 0\n⊢ n✝.choose 0 = 1", "simp [h]"),
        _thm("b.choose", "K : Type ?u.12\n⊢ True"),
        _thm("c.choose", "h : f ⋯ = 0\n⊢ True"),
        _thm("d.choose", "x : ℕ := 3\n⊢ x = 3"),
        _thm("e.choose", "⊢ 1 = 1", "sorry"),
        _thm("f.choose", "this is not a state"),
        _thm("zzz", "⊢ True"),
    ]
    src = tmp_path / "t.json"
    src.write_text(json.dumps(thms))
    stats = import_leandojo(src, tmp_path / "o.jsonl", relevance=Relevance(names=(r"choose",)))
    assert stats.kept == 6 and stats.pairs == 1
    assert stats.skipped == {
        "metavariable": 1,
        "elided": 1,
        "let-binding": 1,
        "screened": 1,
        "unparsable-state": 1,
    }
    (pair,) = load_pairs(tmp_path / "o.jsonl")
    assert pair.completion == "\nintro n_inacc h\nsimp [h]"
    assert pair.prompt.endswith("∀ (n_inacc : ℕ) (h : n_inacc = 0), n_inacc.choose 0 = 1 := by")


def test_state_parser_goals_cases_and_continuations() -> None:
    state = (
        "case zero\n⊢ (Finset.range 0).sum f = 0\n\n"
        "case succ\nn : ℕ\nih :\n  (Finset.range n).sum f =\n    n\n"
        "⊢ (Finset.range (n + 1)).sum f = n + 1"
    )
    g0, g1 = parse_state(state)
    assert (g0.case, g0.hyps, g0.target) == ("zero", [], "(Finset.range 0).sum f = 0")
    assert g1.case == "succ"
    assert g1.hyps == [(["n"], "ℕ"), (["ih"], "(Finset.range n).sum f = n")]
    assert goal_statement(g1) == (
        "∀ (n : ℕ) (ih : (Finset.range n).sum f = n), (Finset.range (n + 1)).sum f = n + 1",
        ["n", "ih"],
    )
    assert goal_statement(g0) == ("(Finset.range 0).sum f = 0", [])
    with pytest.raises(NotExpressible) as err:
        goal_statement(parse_state("x : ?m.5\n⊢ x = x")[0])
    assert err.value.reason == "metavariable"


def test_inaccessible_names_are_renamed_consistently() -> None:
    (g,) = parse_state("inst✝¹ : Field K\ninst✝ : CharZero K\nx✝ : K\n⊢ x✝ + 0 = x✝")
    stmt, names = goal_statement(g)
    assert names == ["inst_inacc1", "inst_inacc", "x_inacc"]
    assert stmt == (
        "∀ (inst_inacc1 : Field K) (inst_inacc : CharZero K) (x_inacc : K), x_inacc + 0 = x_inacc"
    )


def test_closes_goal_with_other_goals_left() -> None:
    t = theorem_from_dict(_thm("x", "⊢ True")).tactics[0]
    two = "case a\n⊢ P\n\ncase b\n⊢ Q"
    assert closes_goal(t)
    assert closes_goal(type(t)("rfl", "rfl", (), two, "case b\n⊢ Q"))
    assert not closes_goal(
        type(t)("constructor", "constructor", (), two, "case a.h\n⊢ R\n\ncase b\n⊢ Q")
    )


def test_multiline_tactic_is_dedented() -> None:
    tac = "induction n with\n    | zero => simp\n    | succ n ih =>\n      rw [ih]"
    assert (
        normalize_tactic(tac) == "induction n with\n  | zero => simp\n  | succ n ih =>\n    rw [ih]"
    )


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("[{\"full_name\": \"x\"}]", "theorem 0: theorem lacks the string field `file_path`"),
        ("[{\"full_name\": \"x\", \"file_path\": \"F\"}]", "lacks `traced_tactics`"),
        ('[{"full_name": "x", "file_path": "F", "traced_tactics": [{"tactic": "simp"}]}]',
         "tactic 0: traced tactic lacks the string field `state_before`"),
        ("[1, 2", "t.json:1: not JSON"),
        ("hello", "expected a JSON list of theorems or JSON Lines"),
    ],
)  # fmt: skip
def test_bad_input_names_file_and_place(tmp_path: Path, content: str, fragment: str) -> None:
    src = tmp_path / "t.json"
    src.write_text(content)
    with pytest.raises(ImportFormatError) as err:
        import_leandojo(src, tmp_path / "o.jsonl")
    assert fragment in str(err.value) and "t.json" in str(err.value)


def test_missing_path_and_empty_directory(tmp_path: Path) -> None:
    with pytest.raises(ImportFormatError, match="no such file or directory"):
        import_leandojo(tmp_path / "nope.json", tmp_path / "o.jsonl")
    with pytest.raises(ImportFormatError, match="no traced-theorem"):
        import_leandojo(tmp_path, tmp_path / "o.jsonl")


def test_cli_function_prints_the_table(tmp_path: Path) -> None:
    from rich.console import Console

    from wzprove.commands import data as data_cmd

    buf = io.StringIO()
    stats = data_cmd.import_leandojo(
        DATA, tmp_path / "o.jsonl", console=Console(file=buf, width=120)
    )
    text = buf.getvalue()
    assert stats.pairs == 2
    for label in ("theorems read", "kept by premises", "kept by name", "pairs written"):
        assert label in text

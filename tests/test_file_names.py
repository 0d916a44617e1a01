"""Proof and sketch files of one run never overwrite each other (new-user run 12, F8): theorem
names that map to one module name, also where only case differs (macOS file systems fold
case), get distinct files, and each JSON row names the file that holds its own proof."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.bench.suites import load_suite
from wzprove.cli import main
from wzprove.sketch.names import module_name, module_names

COLLIDING = """import Mathlib
open Finset

theorem sum_choose (n : ℕ) : ∑ k ∈ range (n + 1), Nat.choose n k = 2 ^ n := by sorry

theorem sumChoose (n : ℕ) :
    ∑ k ∈ range (n + 1), Nat.choose n k ^ 2 = Nat.choose (2 * n) n := by sorry
"""


def test_module_names_are_distinct_ignoring_case() -> None:
    names = module_names(["sum_choose", "sumChoose", "sumchoose", "s_1", "s1"])
    assert names[0] == "SumChoose" and names[2].startswith("Sumchoose_")
    assert names[1] == module_name("sumChoose", {"SumChoose"}) != "SumChoose"
    assert len({n.casefold() for n in names}) == 5
    assert module_name("Abc", {"ABC"}) != "Abc"  # case-folded comparison
    assert module_names(["a", "b"]) == ["A", "B"]


def _declaration(text: str, name: str) -> str:
    """The text of ``theorem name`` up to the next declaration (``""`` if absent)."""
    at = text.find(f"theorem {name} ")
    if at < 0:
        return ""
    end = min(
        (i for i in (text.find("\ntheorem ", at + 1), text.find("\nlemma ", at + 1)) if i > 0),
        default=len(text),
    )
    return text[at:end]


def _rows(out: str) -> dict[str, dict]:
    rows = [json.loads(x) for x in out.splitlines() if x.startswith("{")]
    return {r["name"]: r for r in rows}


@pytest.mark.timeout(300)
def test_prove_gives_colliding_names_their_own_proof_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")  # no Lean: the replayed complete proofs
    src = tmp_path / "coll.lean"
    src.write_text(COLLIDING, encoding="utf-8")
    out_dir = tmp_path / "out"
    res = CliRunner().invoke(main, ["prove", str(src), "--json", "--out-dir", str(out_dir)])
    rows = _rows(res.stdout)
    assert set(rows) == {"sum_choose", "sumChoose"}, res.output
    files = {name: Path(row["proof_file"]) for name, row in rows.items()}
    assert files["sum_choose"].name == "SumChoose.lean"
    assert files["sumChoose"].name == f"{module_name('sumChoose', {'SumChoose'})}.lean"
    for name, row in rows.items():
        assert row["status"] == "certified" and row["proof"] == "complete", row
        text = files[name].read_text(encoding="utf-8")
        assert _declaration(text, name) and "sorry" not in _declaration(text, name)
        sketch = Path(row["sketch_file"])
        assert sketch.stem == files[name].stem and f"theorem {name} " in sketch.read_text()
    # and the input with both proofs written in (new-user run 15, M2), a third name
    whole = {Path(row["all_proofs_file"]) for row in rows.values()}
    assert whole == {out_dir / "Proofs" / "Coll.lean"}
    names = {p.name for p in (out_dir / "Proofs").glob("*.lean")}
    assert names == {f.name for f in files.values()} | {"Coll.lean"}


@pytest.mark.timeout(300)
def test_sketch_gives_colliding_names_their_own_files(tmp_path: Path) -> None:
    src = tmp_path / "coll.lean"
    src.write_text(COLLIDING, encoding="utf-8")
    folder = tmp_path / "sk"
    res = CliRunner().invoke(main, ["sketch", str(src), "--json", "-o", f"{folder}/"])
    rows = _rows(res.stdout)
    assert {r["status"] for r in rows.values()} == {"certified"}, res.output
    paths = {name: Path(r["sketch_file"]) for name, r in rows.items()}
    assert len({p.name.casefold() for p in paths.values()}) == 2
    for name, path in paths.items():
        assert f"theorem {name} " in path.read_text(encoding="utf-8")


def test_bench_items_get_distinct_module_names(tmp_path: Path) -> None:
    data = tmp_path / "coll.lean"
    data.write_text(COLLIDING, encoding="utf-8")
    items = list(load_suite("wzprove-100", data))
    assert [i.name for i in items] == ["sum_choose", "sumChoose"]
    assert items[0].module == "SumChoose"
    assert items[1].module is not None and items[1].module.casefold() != "sumchoose"

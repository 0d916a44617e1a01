"""Reports of bench runs (``wzprove.bench.report``, ``wzprove.commands.bench.bench_report``): the
summary's counts equal the JSON Lines', several runs stand side by side, the PNG is written."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from wzprove.bench.report import ReportError, load_rows, summarize
from wzprove.commands.bench import bench_report, bench_run
from wzprove.pipeline import ProveOptions

FAST = ProveOptions(falsity_time_s=0.2, timeout_s=2.0)
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def table_column(md: str, column: int) -> dict[str, str]:
    """Row title → cell of ``column`` (1-based) of the first Markdown table in ``md``."""
    out = {}
    for line in md.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) > column and not cells[0].startswith("---"):
            out[cells[0]] = cells[column]
    return out


@pytest.fixture(scope="module")
def run_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bench") / "symbolic.jsonl"
    options = replace(FAST, out_dir=out.parent)
    bench_run("wzprove-100", out=out, limit=8, timeout=2, progress=False, options=options)
    return out


def test_summary_counts_equal_the_json_lines(run_file: Path) -> None:
    rows = [json.loads(line) for line in run_file.read_text().splitlines()]
    counts = Counter(r["status"] for r in rows)
    md = run_file.with_suffix(".md").read_text()
    column = table_column(md, 1)
    assert int(column["items"]) == len(rows) == 8
    for status, n in counts.items():
        assert int(column[status]) == n
    solved = counts["certified"] + counts["kernel-checked"]
    assert column["success"] == f"{100 * solved / len(rows):.1f} %"
    assert run_file.with_suffix(".png").read_bytes().startswith(PNG_MAGIC)


def test_two_runs_side_by_side(run_file: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.jsonl"
    rows = [json.loads(line) for line in run_file.read_text().splitlines()]
    # a second run of the same items in which every item failed
    other.write_text("".join(json.dumps({**r, "status": "failed"}) + "\n" for r in rows))
    md_path, png_path = tmp_path / "both.md", tmp_path / "both.png"
    table = bench_report([run_file, other], out_md=md_path, out_png=png_path)
    header = table.splitlines()[0]
    assert "symbolic (wzprove-100)" in header and "other (wzprove-100)" in header
    first, second = table_column(table, 1), table_column(table, 2)
    assert int(second["failed"]) == len(rows) and second["success"] == "0.0 %"
    assert int(first["items"]) == int(second["items"]) == len(rows)
    assert re.fullmatch(r"\d+\.\d\d s", second["median time / item"])
    assert md_path.read_text().strip() == table
    assert png_path.read_bytes().startswith(PNG_MAGIC)


def test_rows_of_two_suites_are_two_columns() -> None:
    rows = [
        {"name": "a", "suite": "lci", "status": "certified", "seconds": 1.0, "finished_at": 10},
        {"name": "b", "suite": "lci", "status": "failed", "seconds": 3.0, "finished_at": 12},
        {"name": "a", "suite": "lc-test", "status": "out-of-scope", "seconds": 0.5},
    ]
    lci, lc = summarize(rows, "run")
    assert (lci.suite, lci.items, lci.solved, lci.median_seconds) == ("lci", 2, 1, 2.0)
    assert lci.wall_seconds == 12 - (10 - 1.0)  # first start 9, last finish 12
    assert (lc.suite, lc.items, lc.wall_seconds) == ("lc-test", 1, None)


def test_load_rows_skips_a_truncated_line(tmp_path: Path) -> None:
    f = tmp_path / "r.jsonl"
    f.write_text('{"name": "a", "status": "failed"}\n{"name": "b", "sta')
    assert [r["name"] for r in load_rows(f)] == ["a"]


def test_report_errors(tmp_path: Path) -> None:
    with pytest.raises(ReportError, match="at least one"):
        bench_report([])
    with pytest.raises(ReportError, match="cannot read"):
        bench_report([tmp_path / "missing.jsonl"])
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    with pytest.raises(ReportError, match="no result rows"):
        bench_report([empty])

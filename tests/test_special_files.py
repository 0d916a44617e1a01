"""Bounded inputs and outputs (issue 12, items 4 and 5; new-user run 12, F3 F4 F5): every input
file is read by one bounded reader (a regular file within the size limit), devices and FIFOs
are refused without reading or blocking, an output that cannot be written is one line and
exit 2, and a data or results file of the wrong kind is refused or its bad lines are named."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.bench.report import read_rows
from wzprove.bench.suites import SuiteError, load_suite
from wzprove.cli import main
from wzprove.model.limits import MAX_FILE_BYTES, LimitError, read_input

HEADER = "import Mathlib\nopen Finset\n\n"
THEOREM = "theorem t{i} (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by sorry\n"


def _run(args: list[str]) -> tuple[int, str]:
    res = CliRunner().invoke(main, args)
    assert "Traceback" not in res.output
    return res.exit_code, res.output


def _oversize_lean(path: Path) -> int:
    with path.open("w", encoding="utf-8") as f:
        f.write(HEADER)
        i = 0
        while f.tell() <= MAX_FILE_BYTES:
            f.write(THEOREM.format(i=i))
            i += 1
    return path.stat().st_size


# -- the reader ----------------------------------------------------------------------------


def test_read_input_reads_a_small_file_and_refuses_a_large_one(tmp_path: Path) -> None:
    f = tmp_path / "a.lean"
    f.write_bytes(b"x" * 100)
    assert read_input(f) == b"x" * 100
    assert read_input(f, limit=100) == b"x" * 100
    with pytest.raises(LimitError) as info:
        read_input(f, limit=99)
    assert str(info.value) == (
        f"{f}: file of 100 bytes is too large (limit 99 bytes); split it into smaller files"
    )
    with pytest.raises(FileNotFoundError):
        read_input(tmp_path / "missing.lean")


@pytest.mark.timeout(20)
def test_read_input_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.lean"
    os.mkfifo(fifo)
    t0 = time.monotonic()
    with pytest.raises(LimitError) as info:
        read_input(fifo)
    assert str(info.value) == f"{fifo}: a named pipe, not a regular file; give a file"
    assert time.monotonic() - t0 < 5
    with pytest.raises(LimitError, match="a folder, not a regular file"):
        read_input(tmp_path)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("command", ["parse", "refute", "sketch"])
def test_devices_as_input_are_one_line_and_exit_2(device: str, command: str) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    code, out = _run([command, device, "--json"])
    assert code == 2
    row = json.loads(out.splitlines()[0])
    assert row["status"] == "error"
    assert row["message"] == f"{device}: a character device, not a regular file; give a file"


@pytest.mark.timeout(60)
def test_fifo_as_input_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.lean"
    os.mkfifo(fifo)
    t0 = time.monotonic()
    code, out = _run(["parse", str(fifo)])
    assert code == 2 and "a named pipe, not a regular file" in out
    assert time.monotonic() - t0 < 30


# -- bench run: data and output --------------------------------------------------------------


@pytest.mark.timeout(120)
def test_bench_run_refuses_an_oversize_lean_data_file(tmp_path: Path) -> None:
    big = tmp_path / "big.lean"
    size = _oversize_lean(big)
    out = tmp_path / "o.jsonl"
    t0 = time.monotonic()
    code, text = _run(
        ["bench", "run", "--suite", "wzprove-100", "--data", str(big), "--out", str(out)]
        + ["--limit", "2"]
    )
    assert code == 2
    assert text.strip() == (
        f"error: suite wzprove-100: {big}: file of {size} bytes is too large "
        f"(limit {MAX_FILE_BYTES} bytes); split it into smaller files"
    )
    assert not out.exists()
    assert time.monotonic() - t0 < 60


@pytest.mark.timeout(120)
def test_bench_run_to_a_full_device_is_one_line_and_exit_2(tmp_path: Path) -> None:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    data = tmp_path / "one.lean"
    data.write_text(HEADER + THEOREM.format(i=0), encoding="utf-8")
    code, text = _run(
        ["bench", "run", "--suite", "wzprove-100", "--data", str(data), "--out", "/dev/full"]
        + ["--limit", "1", "--timeout", "5"]
    )
    assert code == 2
    assert text.strip().splitlines()[-1] == (
        "error: cannot write /dev/full: No space left on device"
    )


def test_lci_data_without_any_statement_row_is_refused(tmp_path: Path) -> None:
    junk = tmp_path / "junk.jsonl"
    junk.write_text('\n{"a": 1}\n{"b": 2}\n[3]\n', encoding="utf-8")
    with pytest.raises(SuiteError) as info:
        load_suite("lci", junk)
    assert str(info.value).startswith(
        f"suite lci: {junk} holds no row {{name, formal_statement}} "
        f"(row has no string `formal_statement` at {junk}:2:1); expected "
    )
    out = tmp_path / "o.jsonl"
    code, text = _run(["bench", "run", "--suite", "lci", "--data", str(junk), "--out", str(out)])
    assert code == 2 and f"{junk}:2:1" in text and len(text.strip().splitlines()) == 1
    assert not out.exists()


def test_lci_data_that_is_not_utf8_is_refused_with_its_location(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b'{"name": "a",\n "x": "\xff"}\n')
    with pytest.raises(SuiteError, match=rf"not UTF-8 text \(byte 0xff\) at {bad}:2:8"):
        load_suite("lci", bad)


# -- bench report --------------------------------------------------------------------------


def test_bench_report_names_the_lines_it_skips(tmp_path: Path) -> None:
    f = tmp_path / "r.jsonl"
    good = json.dumps({"name": "a", "status": "certified", "suite": "lci", "seconds": 1.0})
    f.write_text(f'{good}\nnot json\n\n{{"no": "name"}}\n{good[:-3]}', encoding="utf-8")
    rows, skipped = read_rows(f)
    assert [r["name"] for r in rows] == ["a"] and skipped == [2, 4, 5]
    code, out = _run(["bench", "report", str(f)])
    assert code == 0
    assert out.strip().splitlines()[-1] == (
        f"Skipped 3 lines of {f} that are not result rows (JSON objects with a name): 2, 4, 5."
    )
    only_bad = tmp_path / "bad.jsonl"
    only_bad.write_text("x\ny\n", encoding="utf-8")
    code, out = _run(["bench", "report", str(only_bad)])
    assert code == 2 and "no result rows" in out and "1, 2." in out


@pytest.mark.timeout(60)
def test_bench_report_of_a_device_is_one_line_and_exit_2() -> None:
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    code, out = _run(["bench", "report", "/dev/zero"])
    assert code == 2
    assert out.strip() == "error: /dev/zero: a character device, not a regular file; give a file"

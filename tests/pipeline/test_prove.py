"""``prove`` end to end on real statements (our suite and bad input), without Mathlib.

No Lean toolchain with Mathlib runs here, so a certified identity must end ``certified``
(never ``kernel-checked``) with its sketch and proof files written; with the prelude-only
Lean as the toolchain the Lean path runs for real and still never reports
``kernel-checked`` (Mathlib proofs cannot check there).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from wzprove.lean.labels import LABEL_START
from wzprove.pipeline import ProveOptions, prove

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "benchmarks" / "identities"

CERTIFIED = {
    "wz_pairs.lean": [
        "wz_row_sum",
        "wz_sum_sq",
        "wz_binomial_two",
        "wz_dixon",
        "wz_legendre_minus_one",
        "wz_central_convolution",
    ],
    "gosper.lean": ["gosper_sum_id", "gosper_sum_cube", "gosper_hockey_stick"],
    "parameters.lean": ["param_vandermonde", "param_binomial_theorem"],
    "nat_typed.lean": ["nat_row_sum", "nat_sum_sq"],
}


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _run(file: str, name: str, tmp_path: Path, **kw):  # noqa: ANN003, ANN202
    opts = ProveOptions(out_dir=tmp_path, timeout_s=60, falsity_time_s=0.5, **kw)
    (report,) = list(prove(SUITE / file, opts, theorem=name))
    return report


@pytest.mark.parametrize(
    ("file", "name"), [(f, n) for f, names in CERTIFIED.items() for n in names]
)
def test_certified_without_lean_and_files_written(file: str, name: str, tmp_path: Path) -> None:
    report = _run(file, name, tmp_path)
    if report.sketch_file is None:
        # verified, but no sketch for this form: `prove` says what `sketch` says
        assert report.status == "out-of-scope", report.message
        assert "no Lean sketch" in report.message and report.proof == "none"
    else:
        assert report.status == "certified", report.message
    assert report.method in ("gosper", "wz", "zeilberger")
    assert report.certificate and report.certificate["format"] == "wzprove-certificate"
    assert all(c["passed"] for c in report.certificate["checks"])
    assert set(report.timings) >= {"parse", "falsity", "certify"}
    if report.sketch_file and report.proof == "complete":
        # compiled from the certificate: no side goal, no sorry, labelled as not kernel-checked
        proof = Path(report.proof_file).read_text()
        body = proof.split(f"theorem {name}", 1)[1].split("\ntheorem ", 1)[0]
        assert proof.startswith(f"{LABEL_START}COMPLETE PROOF of `{name}`") and "sorry" not in body
        assert "linear_combination" in body
        assert "Prover.sum_eq_of_telescoper_" in body or "Prover.sum_range_succ_eq_of_step" in body
        assert report.subgoals == [] and report.open_goals == []
        assert report.note and "no Lean toolchain found" in report.note
    elif report.sketch_file:  # a sketch exists for this form: the proof file goes with it
        sketch = Path(report.sketch_file).read_text()
        proof = Path(report.proof_file).read_text()
        assert f"theorem {name}" in sketch and "sorry" in sketch
        assert "sorry" not in proof.split(f"theorem {name}", 1)[1].split("\ntheorem ", 1)[0]
        assert report.note and "no Lean toolchain found" in report.note
        # unchecked portfolio scripts: labelled, never a complete proof
        assert report.subgoals and all(
            (s.closed_by, s.checked) == ("portfolio", False) for s in report.subgoals
        )
        assert report.proof == "partial"
        assert report.open_goals == [s.name for s in report.subgoals]


def test_most_certified_identities_get_a_sketch(tmp_path: Path) -> None:
    reports = [_run(f, n, tmp_path) for f, names in CERTIFIED.items() for n in names[:2]]
    assert sum(r.sketch_file is not None for r in reports) >= len(reports) - 2


def test_false_statement_never_reaches_the_prover_or_a_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import wzprove.prover.backends
    import wzprove.sketch.build

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("a false statement reached the prover")

    monkeypatch.setattr(wzprove.prover.backends, "load_model", forbidden)
    monkeypatch.setattr(wzprove.sketch.build, "build_sketch", forbidden)
    src = tmp_path / "false.lean"
    src.write_text(
        "import Mathlib\n\ntheorem off_by_one (n : ℕ) :\n"
        "    ∑ k ∈ Finset.range n, (Nat.choose n k : ℝ) = 2 ^ n := by\n  sorry\n"
    )
    (report,) = list(prove(src, ProveOptions(out_dir=tmp_path, model="hf:/nonexistent")))
    assert report.status == "false"
    assert report.counterexample == {"n": "0"}  # the empty sum is 0, 2^0 = 1
    assert report.disproof and "off_by_one_false" in report.disproof
    assert report.sketch_file is None and report.proof_file is None


@pytest.mark.parametrize(
    ("text", "status", "needle"),
    [
        (
            "theorem t (n : ℕ) : (∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by\n"
            "  sorry\n",
            "error",
            "bad.lean:1:",
        ),
        ("import Mathlib\n-- nothing here\n", "error", "no theorem"),
        (
            "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.totient k = Nat.totient n :=\n"
            "  by sorry\n",
            "out-of-scope",
            "Nat.totient",
        ),
    ],
)
def test_bad_input_gives_status_and_location(
    tmp_path: Path, text: str, status: str, needle: str
) -> None:
    src = tmp_path / "bad.lean"
    src.write_text(text)
    reports = list(prove(src, ProveOptions(out_dir=tmp_path)))
    assert [r.status for r in reports] == [status]
    assert needle in reports[0].message


def test_cli_json_rows_and_exit_codes(tmp_path: Path) -> None:
    env_run = [
        sys.executable,
        "-m",
        "wzprove.cli",
        "prove",
        "--json",
        "--out-dir",
        str(tmp_path),
        "--theorem",
        "wz_sum_sq",
        str(SUITE / "wz_pairs.lean"),
    ]
    out = subprocess.run(
        env_run,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
        env={"PATH": "/usr/bin:/bin"},
    )
    assert out.returncode == 0, out.stderr
    (row,) = [json.loads(line) for line in out.stdout.splitlines()]
    assert row["name"] == "wz_sum_sq" and row["status"] == "certified"
    for key in (
        "method",
        "certificate",
        "counterexample",
        "proof_file",
        "sketch_file",
        "subgoals",
        "timings",
        "tokens",
        "message",
        "wzprove_version",
    ):
        assert key in row
    assert "Traceback" not in out.stderr


def test_prelude_lean_runs_the_lean_path_and_never_reports_kernel_checked(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    prelude_lean,  # noqa: ANN001
) -> None:
    monkeypatch.setenv("WZPROVE_LEAN", " ".join(prelude_lean.lean_cmd))
    # a certified sum the proof compiler leaves as a sketch: its side goals go to Lean
    partial = Path(__file__).resolve().parents[1] / "data" / "partial" / "real_param.lean"
    opts = ProveOptions(out_dir=tmp_path, timeout_s=60, falsity_time_s=0.5, lean_timeout_s=30)
    (report,) = list(prove(partial, opts, theorem="partial_real_param"))
    # Mathlib is absent: every candidate fails, the subgoals stay open, the status stays
    # certified (the certificate is exact) and is never kernel-checked
    assert report.status == "certified", report.message
    assert "left open" in report.message
    assert report.lean_toolchain is not None or report.subgoals
    assert "fill" in report.timings


def test_prelude_lean_rejects_a_compiled_proof_without_mathlib_and_it_stays_certified(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    prelude_lean,  # noqa: ANN001
) -> None:
    monkeypatch.setenv("WZPROVE_LEAN", " ".join(prelude_lean.lean_cmd))
    report = _run("wz_pairs.lean", "wz_row_sum", tmp_path, lean_timeout_s=30)
    # the compiled proof needs Mathlib, which this Lean lacks: Lean's rejection is reported,
    # the exact certificate keeps the identity `certified`, never `kernel-checked`
    assert report.status == "certified", report.message
    assert report.proof == "none" and "Lean rejected the compiled proof" in report.message
    assert "check" in report.timings

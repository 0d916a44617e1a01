"""The ``wzprove`` command line: JSON shapes, statuses and exit codes (DESIGN.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _json(args: list[str]) -> tuple[int, list[dict]]:
    res = CliRunner().invoke(main, args)
    assert "Traceback" not in res.output
    return res.exit_code, [json.loads(line) for line in res.output.splitlines() if line]


def test_certify_sum_of_squares_is_a_wz_pair() -> None:
    code, (row,) = _json(["certify", "Sum(binomial(n,k)**2,(k,0,n))", "binomial(2*n,n)", "--json"])
    assert code == 0 and row["status"] == "certified" and row["method"] == "wz"
    assert row["recurrence"]["order"] == 1
    assert row["certificate"]["format"] == "wzprove-certificate"
    assert row["wzprove_version"]


def test_certify_without_rhs_gives_franels_order_two_recurrence() -> None:
    code, (row,) = _json(["certify", "Sum(binomial(n,k)**3,(k,0,n))", "--json"])
    assert code == 0 and row["status"] == "certified"
    rec = row["recurrence"]
    assert rec["variable"] == "n" and rec["order"] == 2
    # (n+2)^2 a(n+2) - (7n^2+21n+16) a(n+1) - 8(n+1)^2 a(n) = 0, up to a constant factor
    import sympy

    n = sympy.Symbol("n")
    a0, a1, a2 = (sympy.sympify(c, locals={"n": n}) for c in rec["coefficients"])
    assert sympy.simplify(a1 / a2 + (7 * n**2 + 21 * n + 16) / (n + 2) ** 2) == 0
    assert sympy.simplify(a0 / a2 + 8 * (n + 1) ** 2 / (n + 2) ** 2) == 0


def test_certify_false_identity_reports_the_smallest_counterexample() -> None:
    code, (row,) = _json(["certify", "Sum(binomial(n,k),(k,0,n))", "2**n + 1", "--json"])
    assert code == 1 and row["status"] == "false"
    assert row["counterexample"] == {"n": "0"}


@pytest.mark.parametrize(
    ("args", "status", "code"),
    [
        (["Sum(binomial(n,k),(k,0,n)"], "error", 2),
        (["Sum(k,(k,0,oo))"], "out-of-scope", 1),
        (["Sum(binomial(n,k),(k,0,n))", "2**n", "--var", "m"], "error", 2),
    ],
)
def test_certify_bad_input(args: list[str], status: str, code: int) -> None:
    got, (row,) = _json(["certify", *args, "--json"])
    assert (got, row["status"]) == (code, status)
    assert row["message"]


def test_parse_and_refute_json_lines_on_our_suite() -> None:
    path = str(ROOT / "benchmarks" / "identities" / "nat_typed.lean")
    code, rows = _json(["parse", path, "--json"])
    assert code == 0 and len(rows) == 16 and {r["status"] for r in rows} == {"parsed"}
    assert all(r["name"] and r["domain"] == "ℕ" for r in rows)


def test_refute_exit_code_and_disproof(tmp_path: Path) -> None:
    code, (row,) = _json(["refute", str(ROOT / "examples" / "off_by_one.lean"), "--json"])
    assert code == 1 and row["status"] == "false"
    assert row["counterexample"] == {"n": "0"} and (row["lhs"], row["rhs"]) == ("0", "1")
    assert "sum_choose_off_by_one_false" in row["disproof"]
    assert row["disproof_checked"] is False


def test_check_without_toolchain_is_error_with_install_hint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    f = tmp_path / "p.lean"
    f.write_text("theorem t : True := trivial\n")
    code, (row,) = _json(["check", str(f), "--json"])
    assert code == 2 and row["status"] == "error"
    assert "no Lean toolchain found" in row["message"] and "elan" in row["message"]


def test_prove_summary_counts_complete_proofs(tmp_path: Path) -> None:
    src = str(ROOT / "examples" / "central_binomial.lean")
    res = CliRunner().invoke(main, ["prove", src, "--out-dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    # the terminal summary counts whole proofs beside the statuses (stderr is mixed in here)
    assert "certified" in res.output and "proof: complete" in res.output
    assert "│     2 │" in res.output.split("proof: complete", 1)[1].splitlines()[0]

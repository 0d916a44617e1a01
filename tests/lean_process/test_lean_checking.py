"""``wzprove.commands.check.check`` end to end against the real prelude Lean (4.35)."""

from __future__ import annotations

from pathlib import Path

import pytest
from prelude_texts import AXIOM_USE, GOOD, SORRY, TYPE_ERROR, slow_file, statement_file

from wzprove.commands.check import check
from wzprove.lean.toolchain import Toolchain

pytestmark = pytest.mark.lean


def _write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text)
    return p


@pytest.fixture()
def original(tmp_path: Path) -> Path:
    return _write(tmp_path, "orig.lean", SORRY)


def test_honest_proof_is_kernel_checked(
    prelude_lean: Toolchain, tmp_path: Path, original: Path
) -> None:
    res = check(_write(tmp_path, "c.lean", GOOD), original, timeout=30, toolchain=prelude_lean)
    d = res.to_dict()
    assert d["status"] == "kernel-checked" and d["reason"] is None
    assert d["name"] == "add_zero" and d["axioms"] == {"add_zero": []}
    assert d["lean_toolchain"] == "leanprover/lean4:v4.35.0"
    assert set(d["timings"]) == {"audit_s", "lean_s", "total_s"}
    assert d["wzprove_version"]


def test_type_error_is_rejected_with_reason_error(
    prelude_lean: Toolchain, tmp_path: Path, original: Path
) -> None:
    res = check(_write(tmp_path, "c.lean", TYPE_ERROR), original, toolchain=prelude_lean)
    assert (res.status, res.reason) == ("rejected", "error")
    assert any(m.severity == "error" for m in res.messages)
    # `#print axioms` still answered for the failed theorem: never enough alone
    assert res.axioms == {"add_zero": []}


def test_audit_failure_never_reaches_lean(
    prelude_lean: Toolchain, tmp_path: Path, original: Path
) -> None:
    cheat = GOOD.replace("/-- adding zero -/", "axiom cheat : False\n/-- adding zero -/")
    res = check(_write(tmp_path, "c.lean", cheat), original, toolchain=prelude_lean)
    assert (res.status, res.reason) == ("rejected", "audit")
    assert [a.rule for a in res.audit] == ["original-changed"]
    assert res.timings["lean_s"] == 0.0 and res.messages == []


def test_foreign_axiom_is_rejected_without_original(
    prelude_lean: Toolchain, tmp_path: Path
) -> None:
    res = check(_write(tmp_path, "c.lean", AXIOM_USE), toolchain=prelude_lean)
    assert (res.status, res.reason) == ("rejected", "audit")
    assert [a.rule for a in res.audit] == ["axioms"] and res.axioms == {"zero_one": ["cheat"]}


def test_timeout_is_rejected(prelude_lean: Toolchain, tmp_path: Path) -> None:
    res = check(
        _write(tmp_path, "c.lean", slow_file(18)), timeout=0.7, toolchain=prelude_lean, retries=0
    )
    assert (res.status, res.reason) == ("rejected", "timeout")


def test_silent_exit_zero_is_not_kernel_checked(tmp_path: Path, original: Path) -> None:
    # a "lean" that prints nothing and exits 0: no axioms report, so no acceptance
    silent = Toolchain(lean_cmd=("/bin/sh", "-c", "exit 0", "sh"), source="explicit")
    res = check(_write(tmp_path, "c.lean", GOOD), original, toolchain=silent)
    assert (res.status, res.reason) == ("rejected", "audit")
    assert [a.rule for a in res.audit] == ["axioms-missing"]


def test_unreadable_file_is_error(prelude_lean: Toolchain, tmp_path: Path) -> None:
    res = check(tmp_path / "missing.lean", toolchain=prelude_lean)
    assert (res.status, res.reason) == ("error", "bad-input")
    assert "missing.lean" in res.message


def test_renamed_theorem_is_rejected(
    prelude_lean: Toolchain, tmp_path: Path, original: Path
) -> None:
    res = check(
        _write(tmp_path, "c.lean", statement_file("Eq.refl n", name="other")),
        original,
        toolchain=prelude_lean,
    )
    assert (res.status, res.reason) == ("rejected", "audit")


def test_original_without_theorem_is_bad_input(prelude_lean: Toolchain, tmp_path: Path) -> None:
    orig = _write(tmp_path, "o.lean", "prelude\ninductive T where\n  | t : T\n")
    res = check(_write(tmp_path, "c.lean", GOOD), orig, toolchain=prelude_lean)
    assert (res.status, res.reason) == ("error", "bad-input")

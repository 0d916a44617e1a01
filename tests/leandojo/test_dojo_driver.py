"""The Dojo back end (``--backend leandojo``).

Its parts that need no Lean run here: the header split, the messages of a command-mode
answer, the result mapping of tactic mode (on lean_dojo's own result classes, where the
package is installed), and the typed error without ``lean_dojo``. The end-to-end check
needs ``lean_dojo``, a Lean toolchain with Mathlib and a traced repository; it skips with
the reason where any is missing.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import threading
import time
import types
from pathlib import Path

import pytest

from wzprove.lean.driver import LeanRun, Limits
from wzprove.lean.messages import parse_axioms
from wzprove.leandojo import DojoBackendError, LeanDojoNotInstalled, dojo_driver
from wzprove.leandojo.dojo_driver import (
    DojoDriver,
    DojoSettings,
    classify_tactic_result,
    command_messages,
    settings_from_env,
    split_header,
)

HAVE_LEAN_DOJO = importlib.util.find_spec("lean_dojo") is not None

FILE = """import Mathlib
import Prover.Basic

open Finset

theorem goal : ∑ k ∈ range 3, k = 3 := by
  decide

#print axioms goal
"""


def test_split_header_keeps_line_numbers() -> None:
    mods, body, first = split_header(FILE)
    assert mods == ["Mathlib", "Prover.Basic"]
    assert first == 4  # blank lines and comments before the first command are header
    assert body.startswith("open Finset\n")
    assert FILE.split("\n")[first - 1 :] == body.split("\n")


def test_split_header_refuses_prelude() -> None:
    with pytest.raises(DojoBackendError, match="prelude"):
        split_header("prelude\ninductive N where | z\n")


def test_command_messages_place_axioms_reports_on_their_line() -> None:
    out = "'goal' depends on axioms: [propext,\n Classical.choice,\n Quot.sound]\nsome info"
    ms = command_messages(None, out, FILE)
    assert [(m.severity, m.line) for m in ms] == [("information", 9), ("information", 0)]
    assert parse_axioms(ms) == {"goal": ["propext", "Classical.choice", "Quot.sound"]}
    assert ms[1].text == "some info"


def test_command_messages_error_and_sorry_warning() -> None:
    ms = command_messages("unsolved goals\n⊢ False", None, FILE)
    assert [(m.severity, m.text) for m in ms] == [("error", "unsolved goals\n⊢ False")]
    ws = command_messages(
        None, "declaration uses 'sorry'\n'goal' does not depend on any axioms", FILE
    )
    assert [(m.severity, m.line) for m in ws] == [("information", 9), ("warning", 0)]


def test_settings_from_env(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    for k in ("REPO", "COMMIT", "FILE", "LINE"):
        monkeypatch.delenv(f"WZPROVE_LEANDOJO_{k}", raising=False)
    assert settings_from_env(tmp_path) == DojoSettings(str(tmp_path), None, "Prover.lean", None)
    monkeypatch.setenv("WZPROVE_LEANDOJO_REPO", "https://github.com/o/r")
    monkeypatch.setenv("WZPROVE_LEANDOJO_COMMIT", "abc")
    monkeypatch.setenv("WZPROVE_LEANDOJO_FILE", "Scratch.lean")
    monkeypatch.setenv("WZPROVE_LEANDOJO_LINE", "12")
    assert settings_from_env(tmp_path) == DojoSettings(
        "https://github.com/o/r", "abc", "Scratch.lean", 12
    )
    monkeypatch.setenv("WZPROVE_LEANDOJO_LINE", "zero")
    with pytest.raises(DojoBackendError, match="WZPROVE_LEANDOJO_LINE"):
        settings_from_env(tmp_path)


@pytest.mark.skipif(HAVE_LEAN_DOJO, reason="lean_dojo is installed here")
def test_driver_without_lean_dojo_is_a_typed_error(tmp_path) -> None:
    with pytest.raises(LeanDojoNotInstalled) as err:
        DojoDriver(DojoSettings(str(tmp_path)))
    assert "pip install 'wzprove[leandojo]'" in str(err.value)


def test_tactic_results_map_onto_steps() -> None:
    ld = pytest.importorskip("lean_dojo", reason="lean_dojo is not installed")
    open_ = classify_tactic_result("intro n", ld.TacticState("n : ℕ\n⊢ n + 0 = n", 1))
    assert (open_.kind, open_.goals) == ("open", "n : ℕ\n⊢ n + 0 = n")
    assert classify_tactic_result("simp", ld.ProofFinished(2)).kind == "proved"
    err = classify_tactic_result("rfl", ld.LeanError("The rfl tactic failed"))
    assert (err.kind, err.error) == ("error", "The rfl tactic failed")
    assert classify_tactic_result("sorry", ld.ProofGivenUp()).kind == "given-up"
    with pytest.raises(DojoBackendError, match="unexpected answer"):
        classify_tactic_result("x", ld.CommandState(3))


def _traced_repo_or_skip() -> DojoSettings:
    if not HAVE_LEAN_DOJO:
        pytest.skip("lean_dojo is not installed (pip install 'wzprove[leandojo]')")
    if shutil.which("lake") is None and not os.path.exists(os.path.expanduser("~/.elan/bin/lake")):
        pytest.skip("no Lean toolchain (lake) found")
    if not os.environ.get("WZPROVE_LEANDOJO_REPO"):
        pytest.skip("no traced repository: set WZPROVE_LEANDOJO_REPO (and _COMMIT, _FILE)")
    return settings_from_env()


@pytest.mark.mathlib
def test_dojo_checks_a_file_end_to_end() -> None:
    settings = _traced_repo_or_skip()
    driver = DojoDriver(settings)
    try:
        ok = driver.run(FILE.replace("import Prover.Basic\n", ""), Limits(timeout_s=600))
        assert ok.kind == "ok", ok.detail
        assert parse_axioms(ok.messages) == {"goal": []}
        bad = driver.run("import Mathlib\ntheorem goal : 1 = 2 := by\n  decide\n", Limits(600))
        assert bad.kind == "error" and bad.messages[0].severity == "error"
    finally:
        driver.close()


class _StandInDojo:
    """A stand-in for ``lean_dojo.Dojo`` in command mode (tests only): it starts
    ``script`` and reads its answers as LeanDojo 4.x's ``Dojo._read_next_line`` does
    (``readline`` until a ``REPL>`` line, keeping every other line), so that a Lean that
    floods is read unbounded, as it would be by LeanDojo itself."""

    script = ""

    def __init__(self, entry: object, timeout: int, additional_imports: list[str]) -> None:
        self.proc: subprocess.Popen[str] | None = None

    def __enter__(self) -> tuple[_StandInDojo, int]:
        self.proc = subprocess.Popen(
            [self.script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        return self, 0

    def __exit__(self, *exc: object) -> None:
        assert self.proc is not None
        self.proc.kill()
        self.proc.wait()

    def run_cmd(self, state: int, command: str) -> object:
        assert self.proc is not None and self.proc.stdout is not None
        msg = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise _StandInCrash("Unexpected EOF")
            if line.startswith("REPL>"):
                return types.SimpleNamespace(message="\n".join(msg))
            msg.append(line)


class _StandInCrash(Exception):
    is_out_of_memory = False


class _StandInTimeout(Exception):
    pass


def _stand_in_lean_dojo(monkeypatch: pytest.MonkeyPatch, script: Path) -> None:
    _StandInDojo.script = str(script)
    ld = types.SimpleNamespace(
        Dojo=_StandInDojo,
        DojoCrashError=_StandInCrash,
        DojoTacticTimeoutError=_StandInTimeout,
        LeanGitRepo=types.SimpleNamespace(from_path=lambda p: p),
    )
    monkeypatch.setattr(dojo_driver, "load_lean_dojo", lambda: ld)
    monkeypatch.setattr(dojo_driver, "OWN_GROWTH_MIN_MB", 48.0)  # a smaller flood suffices


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    ("body", "kind", "detail"),
    [
        ("exec yes garbage", "crashed", "flooded its output"),  # endless lines
        ("yes garbage | tr -d '\\n'", "crashed", "flooded its output"),  # an endless line
        ("exec sleep 60", "timeout", "killed after 7 s wall-clock"),  # no answer at all
    ],
)
def test_a_flooding_or_silent_dojo_is_killed_in_a_worker_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str, kind: str, detail: str
) -> None:
    """LeanDojo reads answers unbounded and times them by SIGALRM (main thread only); the
    driver's watcher bounds both, also in a pool's worker thread."""
    script = tmp_path / "lean"
    script.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    script.chmod(0o755)
    _stand_in_lean_dojo(monkeypatch, script)
    driver = DojoDriver(DojoSettings(str(tmp_path), line=1))
    runs: list[LeanRun] = []
    limits = Limits(timeout_s=2, output_bytes=1 << 20)
    t0 = time.monotonic()
    worker = threading.Thread(
        target=lambda: runs.append(driver.run("example : True := trivial", limits))
    )
    worker.start()
    worker.join(40)
    driver.close()
    assert not worker.is_alive() and time.monotonic() - t0 < 40
    assert (runs[0].kind, runs[0].backend) == (kind, "leandojo")
    assert detail in runs[0].detail, runs[0].detail


def test_a_dojo_answer_passes_the_watcher(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = tmp_path / "lean"
    script.write_text("#!/bin/sh\necho 'some info'\necho 'REPL> {}'\nsleep 60\n", encoding="utf-8")
    script.chmod(0o755)
    _stand_in_lean_dojo(monkeypatch, script)
    driver = DojoDriver(DojoSettings(str(tmp_path), line=1))
    try:
        run = driver.run("example : True := trivial", Limits(timeout_s=10))
    finally:
        driver.close()
    assert run.kind == "ok" and [m.text for m in run.messages] == ["some info"]

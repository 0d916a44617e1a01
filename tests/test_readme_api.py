"""Every function the README's "Python API" paragraph names imports and works."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def readme_api_names() -> list[str]:
    """The dotted names ``wzprove.….f`` of the README's "Python API" paragraph."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    para = text[text.index("Python API:") :].split("\n\n", 1)[0]
    return sorted(set(re.findall(r"`(wzprove(?:\.\w+){2,})[(`]", para)))


def _resolve(dotted: str) -> object:
    module, _, attr = dotted.rpartition(".")
    return getattr(importlib.import_module(module), attr)


def test_the_paragraph_names_every_command() -> None:
    names = readme_api_names()
    assert names == [
        "wzprove.api.ProveOptions",
        "wzprove.api.bench_report",
        "wzprove.api.bench_run",
        "wzprove.api.certify",
        "wzprove.api.check",
        "wzprove.api.parse",
        "wzprove.api.prove",
        "wzprove.api.refute",
        "wzprove.api.sketch",
        "wzprove.api.train",
        "wzprove.pipeline.prove",
    ]


@pytest.mark.parametrize("dotted", readme_api_names())
def test_each_named_function_imports(dotted: str) -> None:
    assert callable(_resolve(dotted)), dotted


def test_the_named_functions_work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import wzprove.api as api
    import wzprove.pipeline

    assert api.prove is wzprove.pipeline.prove
    row = api.certify("Sum(binomial(n, k)**2, (k, 0, n))", "binomial(2*n, n)")
    assert (row["status"], row["method"]) == ("certified", "wz")
    false = ROOT / "examples" / "off_by_one.lean"
    assert [r.status for r in api.parse(false)] == ["parsed"]
    (refuted,) = api.refute(false)
    assert (refuted.status, refuted.counterexample) == ("false", {"n": "0"})
    (report,) = api.prove(false, api.ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.name, report.status) == ("sum_choose_off_by_one", "false")
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    checked = api.check(false)
    assert (checked.status, checked.reason) == ("error", "no-lean")
